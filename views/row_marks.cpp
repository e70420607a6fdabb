// SPDX-License-Identifier: GPL-2.0-or-later
#include "row_marks.h"

#include "transcript/grounding_index.h"
#include "transcript/message.h"

int RowMarks::setCitation(const CitationRef &ref, const QVector<int> &segments)
{
    const int old = m_citation.message;
    m_citation = ref;
    m_segments = segments;
    return old;
}

int RowMarks::setCurrentUncited(const SentenceRef &ref)
{
    const int old = m_uncited.isValid() ? m_uncited.chunk.message : -1;
    m_uncited = ref;
    return old;
}

void RowMarks::toggle(int row, const PaintedMessage::Target &target)
{
    if (target.kind == PaintedMessage::Target::Kind::ShowThought) {
        QSet<int> &open = m_openThoughts[row];
        if (!open.remove(target.chunk))
            open.insert(target.chunk);
        return;
    }
    const int tree = PaintedMessageBuilder::RowState::treeKey(target.chunk, target.value);
    QSet<QString> &toggled = m_toggledRows[row][tree];
    if (!toggled.remove(target.path))
        toggled.insert(target.path);
}

void RowMarks::addTo(int row, PaintedMessageBuilder::RowState &state) const
{
    if (m_citation.message == row)
        state.segments = m_segments;
    state.showUncited = m_showUncited;
    if (m_uncited.isValid() && m_uncited.chunk.message == row)
        state.currentUncited = qMakePair(m_uncited.chunk.chunk, m_uncited.utf16);
    state.openThoughts = m_openThoughts.value(row);
    state.toggledRows = m_toggledRows.value(row);
}

int RowMarks::showCitation(const CitationRef &ref, const Message &message)
{
    QVector<int> segments;
    if (ref.segment >= 0 && ref.segment < message.grounding->citations.size())
        segments = {ref.segment};
    else if (ref.reference >= 0)
        segments = GroundingIndex(message.grounding).segmentsOf(ref.reference);
    return setCitation(ref, segments);
}

QRect RowMarks::anchorIn(const PaintedMessage &painted, int row, int chunk) const
{
    QRect target = painted.cardRect(chunk);
    if (m_citation.message == row && !m_segments.isEmpty()) {
        const QVector<QRect> cited = painted.segmentRects(m_segments.first());
        if (!cited.isEmpty() && (target.isNull() || target.contains(cited.first())))
            target = cited.first();
    }
    for (const QRect &mark : {painted.currentUncited, painted.currentFind}) {
        if (mark.isValid() && (target.isNull() || target.contains(mark)))
            target = mark;
    }
    return target.isNull() ? QRect(0, 0, painted.width, painted.height) : target;
}
