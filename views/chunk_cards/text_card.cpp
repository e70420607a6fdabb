// SPDX-License-Identifier: GPL-2.0-or-later
#include "text_card.h"

#include "items/plain_tool_tip.h"

#include "find_highlight.h"
#include "markdown_browser.h"

#include <QLabel>
#include <QLocale>
#include <QTextCursor>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

TextCard::TextCard(const Chunk &chunk, ChunkAddress address, QWidget *parent)
    : ChunkCard(chunk, address, parent)
{
    m_browser = new MarkdownBrowser(this);
    m_browser->setObjectName(u"textBody"_s);
    if (chunk.kind == ChunkKind::Transcript) {
        m_browser->setPlainBody(chunk.text);
        QFont f = m_browser->font();
        f.setItalic(true);
        m_browser->setFont(f);
    } else {
        m_browser->setMarkdownText(chunk.text);
        if (chunk.kind == ChunkKind::Thought) {
            QFont f = m_browser->font();
            f.setItalic(true);
            m_browser->setFont(f);
            m_browser->setProperty("muted", true);
        }
    }
    connect(
        m_browser, &MarkdownBrowser::citationClicked, this, [this](const QVector<int> &segments) {
            const int segment = innermost(segments);
            if (segment >= 0)
                Q_EMIT citationClicked(segment);
        });
    m_browser->setCitationToolTip(
        [this](const QVector<int> &segments) { return citationToolTip(segments); });
    bodyLayout()->addWidget(m_browser);
    retranslateUi();
}

void TextCard::setGrounding(const GroundingIndex &index)
{
    m_grounding = index;
    // Thoughts and transcripts are never grounding base texts (formats.md §2.6 case 17).
    const QVector<CitedRange> ranges = GroundedText::rangesForChunk(index, m_chunk);
    if (ranges.isEmpty() && m_ranges.isEmpty())
        return;
    m_ranges = ranges;
    m_mode = m_browser->setGroundedText(m_chunk.text, true, ranges);
    m_segments = GroundedText::segments(m_browser->document());
    if (!findQuery().isEmpty())
        applyFind(); // the document was rendered again
}

void TextCard::applyFind()
{
    const std::optional<ConversationMatch> &current = currentFindMatch();
    const bool here = current && current->where == ConversationMatch::Where::Text;
    m_findShown = FindHighlight::highlightTextEdit(m_browser, m_chunk.text, findQuery(),
        here ? current->ordinal : -1, here ? current->range.begin : 0, &m_findCurrent);
}

QRect TextCard::currentFindMatchRect() const
{
    if (m_findCurrent < 0 || m_findCurrent >= m_findShown.size())
        return QRect();
    return FindHighlight::rangeRect(m_browser, m_findShown.at(m_findCurrent), this);
}

void TextCard::setSelectedSegments(const QVector<int> &segments)
{
    if (!m_segments.isEmpty())
        m_browser->setSelectedSegments(segments);
}

int TextCard::segmentTop(int segment) const
{
    const QVector<QPair<int, int>> ranges
        = GroundedText::segmentRanges(m_browser->document(), segment);
    if (ranges.isEmpty())
        return -1;
    QTextCursor cursor(m_browser->document());
    cursor.setPosition(ranges.first().first);
    const QRect rect = m_browser->cursorRect(cursor);
    return m_browser->viewport()->mapTo(this, rect.topLeft()).y();
}

int TextCard::innermost(const QVector<int> &segments) const
{
    // Overlapping segments: the shortest is the most specific one under the pointer.
    const Grounding *g = m_grounding.grounding();
    int best = -1;
    qsizetype bestLength = 0;
    for (int s : segments) {
        if (!g || s < 0 || s >= g->citations.size())
            continue;
        qsizetype length = 0;
        for (const PartRange &r : GroundingIndex::displayRanges(g->citations.at(s)))
            length += r.utf16.length();
        if (best < 0 || length < bestLength) {
            best = s;
            bestLength = length;
        }
    }
    return best;
}

QString TextCard::citationToolTip(const QVector<int> &segments) const
{
    const Grounding *g = m_grounding.grounding();
    if (!g)
        return QString();
    // The sources of every segment under the pointer, each once, by number.
    QVector<int> references;
    for (int s : segments) {
        if (s < 0 || s >= g->citations.size())
            continue;
        for (int r : g->citations.at(s).references) {
            if (r >= 0 && r < g->references.size() && !references.contains(r))
                references.append(r);
        }
    }
    std::sort(references.begin(), references.end(),
        [this](int a, int b) { return m_grounding.number(a) < m_grounding.number(b); });
    QStringList lines;
    if (segments.size() > 1)
        //: tooltip over text cited by several overlapping segments
        lines.append(tr("%n overlapping citations", nullptr, int(segments.size())));
    //: tooltip heading over cited text
    lines.append(references.isEmpty() ? tr("No sources") : tr("Sources:"));
    const QLocale locale;
    for (int r : std::as_const(references)) {
        const Reference &ref = g->references.at(r);
        QString label = GroundingIndex::label(ref);
        if (ref.kind == Reference::Kind::Missing)
            //: tooltip: a cited source that does not exist in the file
            label = tr("missing source");
        else if (label.isEmpty())
            //: tooltip: a source without title or address
            label = tr("source without details");
        //: tooltip line: %1 source number, %2 title
        QString line = tr("[%1] %2").arg(m_grounding.number(r)).arg(label);
        if (!ref.domain.isEmpty() && ref.domain != label)
            line += u" — "_s + ref.domain;
        std::optional<double> score;
        for (int s : segments)
            score = score ? score : m_grounding.scoreOf(s, r);
        if (score)
            //: tooltip: %1 the confidence score of a source for the cited text
            line += u' ' + tr("(score %1)").arg(locale.toString(*score, 'f', 2));
        lines.append(line);
    }
    for (int s : segments) {
        if (s >= 0 && s < g->citations.size()
            && g->citations.at(s).status != CitationStatus::Resolved)
            lines.append(GroundedText::statusText(g->citations.at(s).status));
    }
    return plainToolTip(lines.join(u'\n')); // titles and domains from the file
}

void TextCard::retranslateUi()
{
    titleLabel()->setText(title(m_chunk));
}

QString TextCard::title(const Chunk &chunk)
{
    if (chunk.kind == ChunkKind::Transcript)
        //: title of a speech transcript card; the symbol marks audio
        return tr("♪ Transcript");
    return kindTitle(chunk.kind);
}
