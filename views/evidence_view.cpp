// SPDX-License-Identifier: GPL-2.0-or-later
#include "evidence_view.h"

#include "export/safe_text_document.h"
#include "items/reference_list_model.h"
#include "theme.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSettings>
#include <QSpinBox>
#include <QTextBlockFormat>
#include <QTextBrowser>
#include <QTextCursor>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

QString percent(double share)
{
    //: a share in percent, e.g. "45 %"
    return EvidenceView::tr("%1 %").arg(qRound(share * 100));
}

// A badge: the text on a fill, a space either side, with its tooltip; it never wraps.
void insertBadge(QTextCursor &cursor, const QString &text, const QColor &fill,
    const QColor &textColour, const QString &toolTip)
{
    cursor.insertText(u" "_s, QTextCharFormat());
    QTextCharFormat format;
    format.setBackground(fill);
    format.setForeground(textColour);
    format.setToolTip(toolTip);
    cursor.insertText(u'\u00a0' + QString(text).replace(u' ', u'\u00a0') + u'\u00a0', format);
}

// `text` up to EvidenceView::shownCharacters, the `matches` in it on the match background.
void insertSourceText(QTextCursor &cursor, const QString &text, const QVector<Utf16Range> &matches,
    const QColor &matchFill)
{
    const qsizetype shown = std::min(text.size(), EvidenceView::shownCharacters);
    QTextCharFormat plain;
    QTextCharFormat marked;
    marked.setBackground(matchFill);
    qsizetype at = 0;
    for (const Utf16Range &m : matches) {
        if (m.begin >= shown)
            break;
        cursor.insertText(text.mid(at, m.begin - at), plain);
        const qsizetype end = std::min(m.end, shown);
        cursor.insertText(text.mid(m.begin, end - m.begin), marked);
        at = end;
    }
    cursor.insertText(text.mid(at, shown - at), plain);
    if (shown < text.size())
        cursor.insertText(u"…"_s, plain);
}

} // namespace

QString EvidenceView::weakThresholdKey()
{
    return weakSupportThresholdKey();
}

EvidenceView::EvidenceView(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"evidenceView"_s);
    m_threshold = weakSupportThreshold();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    auto *header = new QHBoxLayout;
    m_heading = new QLabel(this);
    m_heading->setObjectName(u"evidenceHeading"_s);
    m_heading->setTextFormat(Qt::PlainText);
    m_heading->setWordWrap(true);
    m_thresholdLabel = new QLabel(this);
    m_thresholdLabel->setTextFormat(Qt::PlainText);
    m_thresholdBox = new QSpinBox(this);
    m_thresholdBox->setObjectName(u"weakSupportThreshold"_s);
    m_thresholdBox->setRange(0, 100);
    m_thresholdBox->setSuffix(u" %"_s);
    m_thresholdBox->setValue(qRound(m_threshold * 100));
    m_thresholdLabel->setBuddy(m_thresholdBox);
    header->addWidget(m_heading, 1);
    header->addWidget(m_thresholdLabel);
    header->addWidget(m_thresholdBox);
    layout->addLayout(header);
    m_text = new QTextBrowser(this);
    m_text->setObjectName(u"evidenceText"_s);
    m_text->setDocument(new SafeTextDocument(m_text));
    m_text->setOpenLinks(false);
    m_text->setOpenExternalLinks(false);
    layout->addWidget(m_text, 1);
    connect(m_thresholdBox, &QSpinBox::valueChanged, this, [this](int value) {
        if (value != qRound(m_threshold * 100))
            setWeakThreshold(value / 100.0);
    });
    retranslateUi();
    setVisible(false);
}

QTextDocument *EvidenceView::document() const
{
    return m_text->document();
}

void EvidenceView::showSegment(std::shared_ptr<const Grounding> grounding, int segment,
    std::shared_ptr<const AnswerDetails> answer)
{
    m_grounding = std::move(grounding);
    m_answer = std::move(answer);
    m_evidence = m_grounding ? GroundingEvidence::of(*m_grounding, segment, m_answer.get())
                             : GroundingEvidence();
    render();
}

void EvidenceView::setWeakThreshold(double threshold)
{
    m_threshold = std::clamp(threshold, 0.0, 1.0);
    QSettings().setValue(weakThresholdKey(), m_threshold);
    if (m_thresholdBox->value() != qRound(m_threshold * 100))
        m_thresholdBox->setValue(qRound(m_threshold * 100));
    retranslateUi();
}

QString EvidenceView::supportExplanation(double threshold)
{
    //: tooltip of the support badge of a source; %1 the weak support threshold, e.g. "30 %"
    return tr("Support: the share of the cited text's content words (for Chinese, Japanese and "
              "Korean, pairs of adjacent characters) that also occur in this source's text, "
              "ignoring case and full-width or half-width forms. Small function words such as "
              "\"the\" or \"de\" do not count. Below %1 the claim is flagged as weakly "
              "supported (the threshold is set beside \"Weak below\").")
        .arg(percent(threshold));
}

void EvidenceView::render()
{
    const bool shown = m_grounding && m_evidence.segment >= 0;
    setVisible(shown);
    QTextDocument *doc = m_text->document();
    doc->clear();
    if (!shown)
        return;
    if (m_evidence.sources.isEmpty())
        //: evidence view: the selected citation names no source
        m_heading->setText(tr("Evidence: this citation names no source."));
    else if (isWeak())
        //: evidence view heading for a weakly supported claim; %1 the best support, e.g. "12 %"
        m_heading->setText(tr("Evidence: weak support (the best source shares %1 of the words)")
                               .arg(percent(m_evidence.bestSupport())));
    else
        //: evidence view heading: what the sources of the selected citation say
        m_heading->setText(tr("Evidence: what the sources say"));

    ReferenceListModel labels;
    labels.setGrounding(m_grounding);
    const Theme theme = Theme::of(this);
    QTextCursor cursor(doc);
    bool first = true;
    for (const SourceEvidence &source : m_evidence.sources) {
        if (!first) {
            QTextBlockFormat gap;
            gap.setTopMargin(8);
            cursor.insertBlock(gap);
        }
        first = false;
        QTextCharFormat title;
        title.setFontWeight(QFont::DemiBold);
        const QModelIndex row = labels.index(labels.rowOfReference(source.reference));
        cursor.insertText(row.data(Qt::DisplayRole).toString(), title);
        if (source.noText) {
            //: badge: the source gives no text to compare with the cited text
            insertBadge(cursor, tr("no text"), theme.badgePlainFill, theme.badgePlainText,
                //: tooltip of the "no text" badge
                tr("The source gives no snippet or text to compare with the cited text."));
        } else {
            if (source.quoted)
                //: badge: the cited text appears word for word in the source
                insertBadge(cursor, tr("quoted"), theme.chipFill, theme.chipText,
                    //: tooltip of the "quoted" badge
                    tr("The cited text appears word for word in the source (ignoring white "
                       "space, case and width)."));
            //: badge: the share of the cited words the source has; %1 like "45 %"
            insertBadge(cursor, tr("support %1").arg(percent(source.support)), theme.badgePlainFill,
                theme.badgePlainText, supportExplanation(m_threshold));
            if (source.support < m_threshold)
                //: badge: the source shares almost nothing with the cited text
                insertBadge(cursor, tr("weak support"), theme.badgeWarningFill,
                    theme.badgeWarningText, supportExplanation(m_threshold));
        }
        if (source.confidence)
            //: badge: the producer's confidence score for this source, e.g. "confidence 0.87"
            insertBadge(cursor,
                tr("confidence %1").arg(QLocale().toString(*source.confidence, 'f', 2)),
                theme.badgePlainFill, theme.badgePlainText,
                //: tooltip of the confidence badge
                tr("The score the producer gave this source for the cited text "
                   "(confidenceScores, or the Discovery Engine grounding score)."));
        if (!source.noText) {
            cursor.insertBlock(QTextBlockFormat());
            insertSourceText(cursor, source.text, source.sourceMatches, theme.evidenceMatch);
        }
    }
    m_text->moveCursor(QTextCursor::Start);
}

void EvidenceView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void EvidenceView::retranslateUi()
{
    //: evidence view: label of the weak support threshold spin box
    m_thresholdLabel->setText(tr("Weak below:"));
    //: accessible name of the evidence view's text: the cited sentence and its source passages
    m_text->setAccessibleName(tr("Evidence"));
    //: accessible description of the evidence view's text
    m_text->setAccessibleDescription(
        tr("The selected cited text and the passages of its sources that support it"));
    m_thresholdBox->setToolTip(supportExplanation(m_threshold));
    render();
}
