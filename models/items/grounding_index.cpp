// SPDX-License-Identifier: GPL-2.0-or-later
#include "grounding_index.h"

#include <QUrl>

#include <algorithm>

using namespace Qt::StringLiterals;

GroundingIndex::GroundingIndex(std::shared_ptr<const Grounding> grounding)
    : m_grounding(std::move(grounding))
{
    if (!m_grounding)
        return;
    const Grounding &g = *m_grounding;
    const int referenceCount = int(g.references.size());
    m_numbers = QVector<int>(referenceCount, 0);
    m_whole = QVector<bool>(referenceCount, false);

    // Reading order: placed segments by (part, start, end), then the others as given.
    struct Key {
        int segment;
        int part;
        qsizetype start;
        qsizetype end;
    };
    QVector<Key> placed;
    QVector<int> unplaced;
    for (int i = 0; i < g.citations.size(); ++i) {
        const QVector<PartRange> ranges = g.citations.at(i).displayRanges();
        if (ranges.isEmpty()) {
            unplaced.append(i);
            continue;
        }
        const PartRange &first = ranges.first();
        placed.append({i, first.partIndex, first.utf16.begin, ranges.last().utf16.end});
    }
    std::stable_sort(placed.begin(), placed.end(), [](const Key &a, const Key &b) {
        if (a.part != b.part)
            return a.part < b.part;
        if (a.start != b.start)
            return a.start < b.start;
        return a.end < b.end;
    });
    for (const Key &k : std::as_const(placed))
        m_placed.append(k.segment);
    m_reading = m_placed + unplaced;

    // Numbers in order of first citation, each distinct reference once; uncited ones follow.
    // The segments of each reference, in reading order (compressed rows: one list for all).
    int next = 1;
    m_segmentStart = QVector<int>(referenceCount + 1, 0);
    QVector<int> last(referenceCount, -1); // the last segment counted for each reference
    for (int segment : std::as_const(m_reading)) {
        for (int reference : g.citations.at(segment).references) {
            if (reference >= 0 && reference < referenceCount && last.at(reference) != segment) {
                last[reference] = segment;
                ++m_segmentStart[reference + 1];
            }
        }
    }
    for (int reference = 0; reference < referenceCount; ++reference)
        m_segmentStart[reference + 1] += m_segmentStart.at(reference);
    m_segmentList = QVector<int>(m_segmentStart.last(), -1);
    QVector<int> filled = m_segmentStart.mid(0, referenceCount);
    last.fill(-1);
    for (int segment : std::as_const(m_reading)) {
        const CitedSegment &s = g.citations.at(segment);
        for (int reference : s.references) {
            if (reference < 0 || reference >= referenceCount)
                continue;
            if (last.at(reference) != segment) {
                last[reference] = segment;
                m_segmentList[filled[reference]++] = segment;
            }
            if (s.wholeMessage)
                m_whole[reference] = true;
            if (m_numbers.at(reference) == 0) {
                m_numbers[reference] = next++;
                m_order.append(reference);
            }
        }
    }
    for (int reference = 0; reference < referenceCount; ++reference) {
        if (m_numbers.at(reference) == 0) {
            m_numbers[reference] = next++;
            m_order.append(reference);
        }
    }
}

int GroundingIndex::number(int reference) const
{
    return reference >= 0 && reference < m_numbers.size() ? m_numbers.at(reference) : 0;
}

bool GroundingIndex::isCited(int reference) const
{
    return reference >= 0 && reference + 1 < m_segmentStart.size()
        && m_segmentStart.at(reference + 1) > m_segmentStart.at(reference);
}

bool GroundingIndex::supportsWholeMessage(int reference) const
{
    return reference >= 0 && reference < m_whole.size() && m_whole.at(reference);
}

QVector<int> GroundingIndex::segmentsOf(int reference) const
{
    if (reference < 0 || reference + 1 >= m_segmentStart.size())
        return {};
    const int begin = m_segmentStart.at(reference);
    return m_segmentList.mid(begin, m_segmentStart.at(reference + 1) - begin);
}

QVector<int> GroundingIndex::numbersOf(int segment) const
{
    QVector<int> result;
    if (!m_grounding || segment < 0 || segment >= m_grounding->citations.size())
        return result;
    for (int reference : m_grounding->citations.at(segment).references) {
        const int n = number(reference);
        if (n > 0 && !result.contains(n))
            result.append(n);
    }
    std::sort(result.begin(), result.end());
    return result;
}

std::optional<double> GroundingIndex::scoreOf(int segment, int reference) const
{
    if (!m_grounding || segment < 0 || segment >= m_grounding->citations.size())
        return std::nullopt;
    const CitedSegment &s = m_grounding->citations.at(segment);
    for (int k = 0; k < s.references.size(); ++k) {
        if (s.references.at(k) == reference && k < s.scores.size() && s.scores.at(k))
            return s.scores.at(k);
    }
    return std::nullopt;
}

QString GroundingIndex::label(const Reference &reference)
{
    if (!reference.title.trimmed().isEmpty())
        return reference.title.trimmed();
    if (!reference.domain.trimmed().isEmpty())
        return reference.domain.trimmed();
    if (!reference.uri.isEmpty())
        return QUrl(reference.uri).host();
    return QString();
}
