// SPDX-License-Identifier: GPL-2.0-or-later
#include "references_pane.h"

#include "items/plain_tool_tip.h"

#include "evidence_view.h"
#include "json_tree_view.h"

#include "grounded_text.h"
#include "items/reference_list_model.h"
#include "markdown_render.h"
#include "reference_delegate.h"
#include "theme.h"

#include <QClipboard>
#include <QDesktopServices>
#include <QEvent>
#include <QGuiApplication>
#include <QLabel>
#include <QListView>
#include <QLocale>
#include <QMenu>
#include <QScrollArea>
#include <QSplitter>
#include <QToolTip>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

QString chip(const QString &text)
{
    const Theme theme = Theme::app();
    return u"<span style=\"background-color:%1; color:%2;\">&nbsp;"_s.arg(
               Theme::css(theme.chipFill), Theme::css(theme.chipText))
        + text.toHtmlEscaped() + u"&nbsp;</span>"_s;
}

QString linkOrText(const QString &href, const QString &text)
{
    if (!MarkdownRender::isSafeLink(QUrl(href)))
        return text.toHtmlEscaped();
    return u"<a href=\""_s + href.toHtmlEscaped() + u"\">"_s + text.toHtmlEscaped() + u"</a>"_s;
}

QLabel *makeLabel(const QString &name, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(name);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setOpenExternalLinks(false);
    label->setTextInteractionFlags(Qt::TextBrowserInteraction);
    return label;
}

} // namespace

ReferencesPane::ReferencesPane(QWidget *parent)
    : QWidget(parent)
    , m_model(new ReferenceListModel(this))
{
    setObjectName(u"referencesPane"_s);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(4);
    m_title = makeLabel(u"referencesTitle"_s, this);
    m_coverage = makeLabel(u"citationCoverage"_s, this);
    m_coverage->setTextFormat(Qt::PlainText);
    m_score = makeLabel(u"groundingScore"_s, this);
    m_queries = makeLabel(u"searchQueries"_s, this);
    m_chips = makeLabel(u"searchChips"_s, this);
    m_whole = makeLabel(u"wholeAnswerSources"_s, this);
    m_segment = makeLabel(u"selectedCitation"_s, this);
    for (QLabel *label : {m_title, m_coverage, m_score, m_queries, m_chips, m_whole, m_segment})
        layout->addWidget(label);
    m_title->setStyleSheet(u"font-weight: 600;"_s);
    const Theme theme = Theme::of(this);
    m_segment->setStyleSheet(u"background: %1; border: 1px solid %2; padding: 3px;"_s.arg(
        Theme::css(theme.noteFill), Theme::css(theme.noteBorder)));
    // Chips and links open only on an explicit click, only for http/https; hovering shows where.
    connect(m_chips, &QLabel::linkActivated, this, &ReferencesPane::openLink);
    connect(m_chips, &QLabel::linkHovered, this,
        [this](const QString &href) { m_chips->setToolTip(plainToolTip(href)); });

    m_view = new QListView(this);
    m_view->setObjectName(u"referenceList"_s);
    m_view->setModel(m_model);
    m_view->setItemDelegate(new ReferenceDelegate(m_view));
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setUniformItemSizes(false);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    m_details = makeLabel(u"referenceDetails"_s, this);
    m_details->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_details->setMargin(4);
    connect(m_details, &QLabel::linkActivated, this, &ReferencesPane::openLink);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setFocusPolicy(Qt::NoFocus); // a container: the keyboard goes to what it holds
    auto *detailsBox = new QWidget(scroll);
    auto *detailsLayout = new QVBoxLayout(detailsBox);
    detailsLayout->setContentsMargins(0, 0, 0, 0);
    m_details->setParent(detailsBox);
    detailsLayout->addWidget(m_details);
    m_structData = new JsonTreeView(true, detailsBox); // a structured document's data, as a tree
    m_structData->setObjectName(u"referenceStructData"_s);
    detailsLayout->addWidget(m_structData);
    detailsLayout->addStretch(1);
    scroll->setWidget(detailsBox);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    m_evidence = new EvidenceView(splitter); // the evidence of a marked segment
    splitter->addWidget(m_view);
    splitter->addWidget(m_evidence);
    splitter->addWidget(scroll);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 3);
    splitter->setStretchFactor(2, 1);
    layout->addWidget(splitter, 1);

    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
        [this](const QModelIndex &current) {
            if (!m_updating && current.isValid())
                userSelected(current.row());
        });
    connect(m_view, &QListView::clicked, this, [this](const QModelIndex &index) {
        // A click on the row that is already current: select it again (after a segment click).
        if (index.isValid() && m_citation.reference != m_model->referenceAt(index.row()))
            userSelected(index.row());
    });
    connect(m_view, &QWidget::customContextMenuRequested, this, &ReferencesPane::showContextMenu);
    retranslateUi();
}

void ReferencesPane::showMessage(int conversation, int message,
    std::shared_ptr<const Grounding> grounding, const MessageCoverage &coverage,
    std::shared_ptr<const AnswerDetails> answer)
{
    m_answer = std::move(answer);
    if (conversation == m_citation.conversation && message == m_citation.message
        && grounding == m_grounding)
        return;
    m_grounding = std::move(grounding);
    m_messageCoverage = coverage;
    m_citation = CitationRef {conversation, message, -1, -1};
    m_detailsReference = -1;
    m_updating = true;
    m_model->setGrounding(m_grounding);
    m_updating = false;
    m_evidence->clear();
    refresh();
}

void ReferencesPane::clear()
{
    showMessage(-1, -1, nullptr);
}

void ReferencesPane::showCitation(const CitationRef &ref)
{
    if (!m_grounding || ref.conversation != m_citation.conversation
        || ref.message != m_citation.message)
        return;
    m_citation = ref;
    m_updating = true;
    if (ref.segment >= 0) {
        m_model->setSelectedSegment(ref.segment);
        m_view->selectionModel()->clear();
        int first = -1;
        for (int row = 0; row < m_model->rowCount() && first < 0; ++row) {
            if (m_model->index(row).data(ReferenceListModel::SupportsSelectedRole).toBool())
                first = row;
        }
        if (first >= 0)
            m_view->scrollTo(m_model->index(first));
        updateDetails(m_model->referenceAt(first));
        m_evidence->showSegment(m_grounding, ref.segment, m_answer);
    } else {
        m_evidence->clear();
        m_model->setSelectedSegment(-1);
        const QModelIndex index = m_model->index(m_model->rowOfReference(ref.reference));
        m_view->setCurrentIndex(index);
        if (index.isValid())
            m_view->scrollTo(index);
        updateDetails(ref.reference);
    }
    m_updating = false;
    updateSegmentLine();
}

void ReferencesPane::userSelected(int row)
{
    const int reference = m_model->referenceAt(row);
    if (reference < 0)
        return;
    m_model->setSelectedSegment(-1);
    m_citation.segment = -1;
    m_citation.reference = reference;
    m_evidence->clear();
    updateSegmentLine();
    updateDetails(reference);
    Q_EMIT referenceSelected(m_citation);
}

void ReferencesPane::refresh()
{
    const Grounding *g = m_grounding.get();
    if (m_citation.message < 0)
        //: References pane when no message is selected
        m_title->setText(tr("Select a message to see its sources."));
    else if (!g || g->isEmpty())
        //: References pane for a message without grounding; %1 the message number
        m_title->setText(tr("Message %1 has no grounding.").arg(m_citation.message + 1));
    else
        //: References pane heading; %1 the message number, %2 "N sources"
        m_title->setText(tr("Sources of message %1: %2")
                             .arg(m_citation.message + 1)
                             .arg(tr("%n source(s)", nullptr, m_model->rowCount())));

    updateCoverageLine();

    // Overall score: shown when the producer scores claims; absent means "not scored", not 0.
    bool scored = g && g->overallScore.has_value();
    for (int i = 0; g && !scored && i < g->citations.size(); ++i)
        scored = g->citations.at(i).groundingScore || g->citations.at(i).groundingCheckRequired;
    m_score->setVisible(scored);
    if (g && g->overallScore)
        //: %1 the overall grounding score of an answer, e.g. 0.87
        m_score->setText(
            tr("Grounding score: %1").arg(QLocale().toString(*g->overallScore, 'f', 2)));
    else
        //: the answer has no overall grounding score (which is not the same as 0)
        m_score->setText(tr("Grounding score: not scored"));

    QStringList chips;
    for (const QString &q : g ? g->queries : QStringList())
        chips.append(chip(q));
    m_queries->setVisible(!chips.isEmpty());
    //: label before the search queries the model ran, shown as chips
    m_queries->setText(tr("Queries:") + u' ' + chips.join(u' '));

    QStringList links;
    for (const ExtractedLink &link : g ? g->searchChips : QVector<ExtractedLink>())
        links.append(linkOrText(link.href, link.text.isEmpty() ? link.href : link.text));
    m_chips->setVisible(!links.isEmpty());
    //: label before the search suggestion links of a grounded answer
    m_chips->setText(tr("Search suggestions:") + u' ' + links.join(u" · "_s));

    QStringList whole;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        if (m_model->index(row).data(ReferenceListModel::WholeMessageRole).toBool())
            whole.append(
                u'[' + m_model->index(row).data(ReferenceListModel::NumberRole).toString() + u']');
    }
    m_whole->setVisible(!whole.isEmpty());
    //: sources that support the whole answer rather than one sentence; %1 like "[2] [5]"
    m_whole->setText(tr("Sources for the whole answer: %1").arg(whole.join(u' ')));
    m_view->setVisible(m_model->rowCount() > 0);
    updateSegmentLine();
    updateDetails(m_detailsReference);
}

void ReferencesPane::updateCoverageLine()
{
    const MessageCoverage &c = m_messageCoverage;
    m_coverage->setVisible(m_grounding && c.applies);
    if (!m_grounding || !c.applies)
        return;
    //: References pane: the share of the answer's text inside a cited segment, e.g. "84 % cited"
    const QString cited = tr("%1 % cited").arg(QLocale().toString(c.percent()));
    m_coverage->setText(c.uncited.isEmpty()
            ? cited
            //: References pane: %1 "84 % cited", %2 "2 sentences without a source"
            : tr("%1 · %2").arg(
                cited, tr("%n sentence(s) without a source", nullptr, int(c.uncited.size()))));
    m_coverage->setToolTip(
        //: tooltip of the coverage line: %1 cited characters, %2 characters shown
        tr("%1 of the %2 characters the answer shows (not counting spaces and Markdown markup) "
           "are inside a cited segment. Go ▸ Next Uncited Sentence (F9) steps through the "
           "sentences with no citation; View ▸ Show Uncited Sentences marks them.")
            .arg(QLocale().toString(c.citedCharacters), QLocale().toString(c.shownCharacters)));
}

void ReferencesPane::updateSegmentLine()
{
    const Grounding *g = m_grounding.get();
    const int s = m_model->selectedSegment();
    m_segment->setVisible(g && s >= 0);
    if (!g || s < 0)
        return;
    const CitedSegment &segment = g->citations.at(s);
    QString numbers;
    for (int n : m_model->groundingIndex().numbersOf(s))
        numbers += u'[' + QString::number(n) + u']';
    QString text = segment.text.simplified();
    if (text.size() > 120)
        text = text.left(119) + u'…';
    QStringList facts;
    //: selected citation: its sources, e.g. "[1][3]"
    facts.append(tr("sources %1").arg(numbers.isEmpty() ? tr("none") : numbers));
    if (segment.status != CitationStatus::Resolved)
        facts.append(GroundedText::statusText(segment.status));
    if (segment.groundingScore)
        //: selected citation: %1 its grounding score
        facts.append(
            tr("grounding score %1").arg(QLocale().toString(*segment.groundingScore, 'f', 2)));
    else if (m_score->isVisible())
        //: selected citation without a grounding score (not the same as 0)
        facts.append(tr("not scored"));
    if (segment.groundingCheckRequired == false)
        //: the producer did not check the grounding of this claim
        facts.append(tr("not checked"));
    //: %1 the cited text, %2 facts about it separated by " · "
    m_segment->setText(tr("<b>Selected citation:</b> “%1” — %2")
                           .arg(text.toHtmlEscaped(), facts.join(u" · "_s).toHtmlEscaped()));
}

void ReferencesPane::updateDetails(int reference)
{
    m_detailsReference = reference;
    const Grounding *g = m_grounding.get();
    const bool valid = g && reference >= 0 && reference < g->references.size();
    const JsonText structData = valid ? g->references.at(reference).structData : JsonText();
    m_structData->setVisible(!structData.isNull() && m_structData->setJson(structData));
    if (!valid) {
        m_details->setText(g && !g->references.isEmpty()
                //: hint under the sources list
                ? tr("Select a source, or click cited text in the message, to see details.")
                : QString());
        return;
    }
    const Reference &r = g->references.at(reference);
    const QModelIndex index = m_model->index(m_model->rowOfReference(reference));
    QString html = u"<b>"_s + index.data(Qt::DisplayRole).toString().toHtmlEscaped() + u"</b>"_s;
    const QColor muted = Theme::of(this).muted;
    auto row = [&html, &muted](const QString &name, const QString &valueHtml) {
        if (!valueHtml.isEmpty())
            html += u"<br><span style=\"color:%1;\">"_s.arg(Theme::css(muted))
                + name.toHtmlEscaped() + u"</span> "_s + valueHtml;
    };
    //: source details: its address
    row(tr("URI:"), r.uri.isEmpty() ? QString() : linkOrText(r.uri, r.uri));
    //: source details
    row(tr("Domain:"), r.domain.toHtmlEscaped());
    //: source details: the document a retrieved text comes from
    row(tr("Document:"), r.documentName.toHtmlEscaped());
    //: source details: the page of the document
    row(tr("Page:"), r.pageIdentifier.toHtmlEscaped());
    //: source details: Google Maps place id
    row(tr("Place:"), r.placeId.toHtmlEscaped());
    //: source details: license of a cited text
    row(tr("License:"), r.license.toHtmlEscaped());
    //: source details: publication date of a cited text
    row(tr("Published:"), r.publicationDate.toHtmlEscaped());
    if (r.relevanceScore)
        //: source details: relevance score of a retrieved text
        row(tr("Relevance:"), QLocale().toString(*r.relevanceScore, 'f', 2));
    QStringList reviews;
    for (const ExtractedLink &link : r.links)
        reviews.append(linkOrText(link.href, link.text.isEmpty() ? link.href : link.text));
    //: source details: review snippets of a place
    row(tr("Reviews:"), reviews.join(u" · "_s));
    QStringList attachments;
    for (qint64 index : r.blobAttachmentIndexes)
        attachments.append(QString::number(index + 1));
    if (!attachments.isEmpty())
        //: source details: the answer's attachments (images) this source cites; %1 their numbers
        row(tr("Attachments:"),
            tr("%1 (shown in the Answer pane and in the message)")
                .arg(attachments.join(u", "_s))
                .toHtmlEscaped());
    //: source details: where the source is in the file
    row(tr("JSON path:"), r.jsonPath.toHtmlEscaped());
    if (!structData.isNull())
        //: source details: heading above the structured data tree of a structured document
        row(tr("Structured data:"), u"&#160;"_s);
    if (!r.text.isEmpty())
        html += u"<p>"_s + r.text.toHtmlEscaped().replace(u'\n', u"<br>"_s) + u"</p>"_s;
    m_details->setText(html);
}

void ReferencesPane::showContextMenu(const QPoint &pos)
{
    const QModelIndex index = m_view->indexAt(pos);
    if (!index.isValid())
        return;
    QMenu menu(this);
    auto copy = [&menu](const QString &label, const QString &value) {
        QAction *action = menu.addAction(label);
        action->setEnabled(!value.isEmpty());
        connect(action, &QAction::triggered, &menu,
            [value] { QGuiApplication::clipboard()->setText(value); });
    };
    //: context menu of a source
    copy(tr("Copy Title"), index.data(ReferenceListModel::TitleRole).toString());
    const QString uri = index.data(ReferenceListModel::UriRole).toString();
    //: context menu of a source: copy its address
    copy(tr("Copy URI"), uri);
    //: context menu of a source: copy its snippet or chunk text
    copy(tr("Copy Text"), index.data(ReferenceListModel::TextRole).toString());
    menu.addSeparator();
    //: context menu of a source: open its address in the web browser
    QAction *open = menu.addAction(tr("Open Link in Browser"));
    open->setEnabled(MarkdownRender::isSafeLink(QUrl(uri)));
    connect(open, &QAction::triggered, &menu, [uri] { openLink(uri); });
    menu.exec(m_view->viewport()->mapToGlobal(pos));
}

void ReferencesPane::openLink(const QString &href)
{
    const QUrl url(href);
    if (MarkdownRender::isSafeLink(url))
        QDesktopServices::openUrl(url);
}

void ReferencesPane::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void ReferencesPane::retranslateUi()
{
    m_model->retranslate();
    //: accessible name of the references pane's list of sources
    m_view->setAccessibleName(tr("Sources"));
    //: accessible description of the references pane's list of sources
    m_view->setAccessibleDescription(tr("The sources the selected message cites; the selected "
                                        "source's details show below"));
    //: accessible name of the tree of a structured source document's data
    m_structData->setAccessibleName(tr("Document data"));
    //: accessible description of the tree of a structured source document's data
    m_structData->setAccessibleDescription(
        tr("The structured data of the selected source document, as a JSON tree"));
    refresh();
}
