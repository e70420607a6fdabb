// SPDX-License-Identifier: GPL-2.0-or-later
#include "answer_steps_view.h"

#include "items/answer_steps_model.h"
#include "theme.h"

#include <QApplication>
#include <QClipboard>
#include <QDesktopServices>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPainter>
#include <QScrollArea>
#include <QStyledItemDelegate>
#include <QTreeView>
#include <QUrl>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

QColor stateColor(const QString &state, const Theme &theme)
{
    if (state == u"SUCCEEDED"_s)
        return theme.stepSucceeded;
    if (state == u"FAILED"_s)
        return theme.stepFailed;
    if (state == u"IN_PROGRESS"_s)
        return theme.stepRunning;
    return theme.stepUnknown;
}

/// A small filled circle in the state's colour (a ring for an unknown state).
QIcon stateIcon(const QString &state, const Theme &theme)
{
    QPixmap pixmap(12, 12);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor color = stateColor(state, theme);
    const bool known = state == u"SUCCEEDED"_s || state == u"FAILED"_s || state == u"IN_PROGRESS"_s;
    painter.setPen(QPen(color, 1.5));
    painter.setBrush(known ? QBrush(color) : QBrush(Qt::NoBrush));
    painter.drawEllipse(QRectF(2, 2, 8, 8));
    return QIcon(pixmap);
}

/// Step rows get their state as a coloured dot, search actions read as secondary.
class StepDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        const auto kind = AnswerStepsModel::Kind(index.data(AnswerStepsModel::KindRole).toInt());
        const QString state = index.data(AnswerStepsModel::StateRole).toString();
        const Theme theme = Theme::of(option->widget);
        if (kind == AnswerStepsModel::Kind::Step && index.column() == 0) {
            option->icon = stateIcon(state, theme);
            option->features |= QStyleOptionViewItem::HasDecoration;
            option->font.setBold(true);
        } else if (kind == AnswerStepsModel::Kind::Step) {
            const QColor color = stateColor(state, theme);
            option->palette.setColor(
                QPalette::Text, theme.dark ? color.lighter(130) : color.darker(130));
        } else if (kind == AnswerStepsModel::Kind::Action
            || index.column() == AnswerStepsModel::DetailColumn) {
            option->palette.setColor(QPalette::Text, theme.secondary);
        }
    }
};

constexpr int kMinTreeRows = 3;
constexpr int kMaxTreeRows = 12;

QString esc(const QString &text)
{
    return text.toHtmlEscaped().replace(u'\n', u"<br>"_s);
}

QString muted(const QString &html)
{
    return u"<span style=\"color:%1\">%2</span>"_s.arg(Theme::css(Theme::app().muted), html);
}

} // namespace

AnswerStepsView::AnswerStepsView(QWidget *parent)
    : QWidget(parent)
    , m_model(new AnswerStepsModel(this))
{
    setObjectName(u"answerStepsView"_s);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    m_tree = new QTreeView(this);
    m_tree->setObjectName(u"answerStepsTree"_s);
    retranslate();
    m_tree->setModel(m_model);
    m_tree->setItemDelegate(new StepDelegate(m_tree));
    m_tree->setUniformRowHeights(true);
    m_tree->setContextMenuPolicy(Qt::CustomContextMenu);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(AnswerStepsModel::TitleColumn, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(
        AnswerStepsModel::DetailColumn, QHeaderView::ResizeToContents);
    auto *scroll = new QScrollArea(this);
    scroll->setFocusPolicy(Qt::NoFocus); // a container: the keyboard goes to what it holds
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    m_detail = new QLabel(scroll);
    m_detail->setObjectName(u"answerStepDetail"_s);
    m_detail->setTextFormat(Qt::RichText);
    m_detail->setWordWrap(true);
    m_detail->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_detail->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_detail->setOpenExternalLinks(false);
    m_detail->setContentsMargins(6, 6, 6, 6);
    scroll->setWidget(m_detail);
    // The tree is as tall as its rows (within limits); the selected item's text gets the rest.
    layout->addWidget(m_tree);
    layout->addWidget(scroll, 1);
    connect(m_tree, &QTreeView::expanded, this, &AnswerStepsView::fitTreeHeight);
    connect(m_tree, &QTreeView::collapsed, this, &AnswerStepsView::fitTreeHeight);

    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this,
        &AnswerStepsView::showDetail);
    connect(m_tree, &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        const QModelIndex index = m_tree->indexAt(pos);
        if (!index.isValid())
            return;
        QMenu *menu = createContextMenu(index, this);
        menu->setAttribute(Qt::WA_DeleteOnClose);
        menu->popup(m_tree->viewport()->mapToGlobal(pos));
    });
}

void AnswerStepsView::setAnswer(std::shared_ptr<const AnswerDetails> answer)
{
    m_model->setAnswer(std::move(answer));
    m_tree->expandAll();
    fitTreeHeight();
    // Show something useful at once: the first search result, else the first step.
    QModelIndex first = m_model->index(0, 0);
    for (int s = 0; s < m_model->rowCount() && first.isValid(); ++s) {
        const QModelIndex step = m_model->index(s, 0);
        bool found = false;
        for (int a = 0; a < m_model->rowCount(step) && !found; ++a) {
            const QModelIndex action = m_model->index(a, 0, step);
            if (m_model->rowCount(action) > 0) {
                first = m_model->index(0, 0, action);
                found = true;
            }
        }
        if (found)
            break;
    }
    if (first.isValid())
        m_tree->setCurrentIndex(first);
    showDetail();
}

QString AnswerStepsView::detailText() const
{
    return m_detail->text();
}

bool AnswerStepsView::isWebLink(const QString &uri)
{
    const QUrl url(uri, QUrl::StrictMode);
    const QString scheme = url.scheme().toLower();
    return url.isValid() && (scheme == u"http"_s || scheme == u"https"_s) && !url.host().isEmpty();
}

QMenu *AnswerStepsView::createContextMenu(const QModelIndex &index, QWidget *parent)
{
    auto *menu = new QMenu(parent);
    menu->setObjectName(u"answerStepsMenu"_s);
    const QString uri = index.siblingAtColumn(0).data(AnswerStepsModel::UriRole).toString();
    //: context menu of a search result: open its URL in the web browser
    QAction *open = menu->addAction(tr("Open Link"));
    open->setObjectName(u"openLink"_s);
    open->setEnabled(isWebLink(uri));
    if (!uri.isEmpty() && !isWebLink(uri))
        //: tooltip of a disabled "Open Link": only web addresses are opened
        open->setToolTip(tr("Only http and https links are opened"));
    connect(open, &QAction::triggered, this, [uri] {
        if (isWebLink(uri))
            QDesktopServices::openUrl(QUrl(uri, QUrl::StrictMode));
    });
    //: context menu of a search result: copy its URL
    QAction *copyLink = menu->addAction(tr("Copy Link"));
    copyLink->setObjectName(u"copyLink"_s);
    copyLink->setEnabled(!uri.isEmpty());
    connect(
        copyLink, &QAction::triggered, this, [uri] { QApplication::clipboard()->setText(uri); });
    const QModelIndex row = index.siblingAtColumn(0);
    QString text = row.data().toString();
    const QStringList snippets = row.data(AnswerStepsModel::SnippetsTextRole).toStringList();
    const QStringList chunks = row.data(AnswerStepsModel::ChunkContentsRole).toStringList();
    if (!snippets.isEmpty() || !chunks.isEmpty())
        text += u"\n\n"_s + (snippets + chunks).join(u"\n\n"_s);
    else if (const QString query = row.data(AnswerStepsModel::QueryRole).toString();
             !query.isEmpty())
        text = query;
    //: context menu of the answer steps tree: copy the item's text (snippets as plain text)
    QAction *copyText = menu->addAction(tr("Copy Text"));
    copyText->setObjectName(u"copyText"_s);
    connect(
        copyText, &QAction::triggered, this, [text] { QApplication::clipboard()->setText(text); });
    return menu;
}

void AnswerStepsView::fitTreeHeight()
{
    int rows = 0;
    for (QModelIndex i = m_model->index(0, 0); i.isValid() && rows <= kMaxTreeRows;
         i = m_tree->indexBelow(i))
        ++rows;
    rows = qBound(kMinTreeRows, rows, kMaxTreeRows);
    const int rowHeight = qMax(m_tree->sizeHintForRow(0), m_tree->fontMetrics().height() + 4);
    m_tree->setFixedHeight(
        m_tree->header()->sizeHint().height() + rows * rowHeight + 2 * m_tree->frameWidth() + 2);
}

void AnswerStepsView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_model->retranslate();
        retranslate();
        showDetail();
    }
    QWidget::changeEvent(event);
}

void AnswerStepsView::retranslate()
{
    //: accessible name of the answer pane's tree of steps, searches and results
    m_tree->setAccessibleName(tr("Answer steps"));
    //: accessible description of the answer pane's tree of steps, searches and results
    m_tree->setAccessibleDescription(
        tr("The agent's steps, searches and results; the selected item's text shows below"));
}

void AnswerStepsView::showDetail()
{
    const QModelIndex index = m_tree->currentIndex().siblingAtColumn(0);
    if (!index.isValid()) {
        m_detail->clear();
        return;
    }
    switch (AnswerStepsModel::Kind(index.data(AnswerStepsModel::KindRole).toInt())) {
    case AnswerStepsModel::Kind::Step:
        m_detail->setText(stepDetail(index));
        break;
    case AnswerStepsModel::Kind::Action:
        m_detail->setText(actionDetail(index));
        break;
    case AnswerStepsModel::Kind::Result:
        m_detail->setText(resultDetail(index));
        break;
    }
}

QString AnswerStepsView::stepDetail(const QModelIndex &index) const
{
    const int number = index.data(AnswerStepsModel::StepNumberRole).toInt();
    const QString state = index.data(AnswerStepsModel::StateRole).toString();
    //: answer step details: %1 the step number, %2 its state in words ("Succeeded")
    QString html = u"<p><b>%1</b></p>"_s.arg(
        esc(tr("Step %1 · %2").arg(number).arg(AnswerStepsModel::stateText(state))));
    const QString description = index.data(AnswerStepsModel::DescriptionRole).toString();
    if (!description.isEmpty())
        html += u"<p>%1</p>"_s.arg(esc(description));
    const QString thought = index.data(AnswerStepsModel::ThoughtRole).toString();
    if (!thought.isEmpty())
        //: answer step details: label before the model's reasoning for the step
        html += u"<p>%1<br><i>%2</i></p>"_s.arg(muted(esc(tr("Thought"))), esc(thought));
    return html;
}

QString AnswerStepsView::actionDetail(const QModelIndex &index) const
{
    const QString query = index.data(AnswerStepsModel::QueryRole).toString();
    const int results = index.data(AnswerStepsModel::ResultCountRole).toInt();
    QString html;
    if (query.isEmpty())
        //: answer step details: an action that ran no search
        html = u"<p>%1</p>"_s.arg(esc(tr("No search query")));
    else
        //: answer step details: label before the (rewritten) search query a step ran
        html = u"<p>%1<br><b>%2</b></p>"_s.arg(muted(esc(tr("Search query"))), esc(query));
    //: answer step details: how many search results the action observed
    html += u"<p>%1</p>"_s.arg(muted(esc(tr("%n search result(s)", nullptr, results))));
    return html;
}

QString AnswerStepsView::resultDetail(const QModelIndex &index) const
{
    QString html;
    const QString title = index.data(AnswerStepsModel::TitleRole).toString();
    const QString uri = index.data(AnswerStepsModel::UriRole).toString();
    const QString document = index.data(AnswerStepsModel::DocumentRole).toString();
    html += u"<p><b>%1</b>"_s.arg(esc(title.isEmpty() ? index.data().toString() : title));
    if (!uri.isEmpty())
        html += u"<br>"_s + muted(esc(uri)); // shown as text, never as a live link
    html += u"</p>"_s;
    const QStringList snippets = index.data(AnswerStepsModel::SnippetsHtmlRole).toStringList();
    const QStringList statuses = index.data(AnswerStepsModel::SnippetStatusesRole).toStringList();
    for (int i = 0; i < snippets.size(); ++i) {
        QString status = statuses.value(i);
        // The sanitised snippet is the only markup from the file that reaches the label.
        html += u"<p>“%1”"_s.arg(snippets.at(i));
        if (!status.isEmpty() && status != u"SUCCESS"_s)
            html += u" "_s + muted(esc(u"(%1)"_s.arg(status)));
        html += u"</p>"_s;
    }
    const QStringList chunks = index.data(AnswerStepsModel::ChunkContentsRole).toStringList();
    for (const QString &chunk : chunks)
        //: answer step details: text of a document chunk a search returned
        html += u"<p>%1<br>%2</p>"_s.arg(muted(esc(tr("Chunk"))), esc(chunk));
    const QString structData = index.data(AnswerStepsModel::StructDataRole).toString();
    if (!structData.isEmpty())
        //: answer step details: the structured data of a search result, as JSON
        html += u"<p>%1<br><tt>%2</tt></p>"_s.arg(
            muted(esc(tr("Structured data"))), esc(structData));
    if (!document.isEmpty())
        html += u"<p>%1</p>"_s.arg(muted(esc(document)));
    return html;
}
