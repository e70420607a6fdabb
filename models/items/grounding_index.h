// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/grounding.h"

#include <QString>
#include <QVector>
#include <memory>
#include <optional>

/// The display view of one message's Grounding, shared by the References pane and the message
/// view so that both number sources alike (formats.md §2.7): sources numbered in order of first
/// citation (segments in reading order), each distinct reference once, uncited ones after; the
/// segments in reading order; which segments each reference supports. Shares the Grounding; a
/// plain value, cheap to copy.
class GroundingIndex
{
public:
    GroundingIndex() = default;
    explicit GroundingIndex(std::shared_ptr<const Grounding> grounding);

    const Grounding *grounding() const { return m_grounding.get(); }
    std::shared_ptr<const Grounding> sharedGrounding() const { return m_grounding; }
    bool isNull() const { return !m_grounding; }

    /// Indices into Grounding::references in display order (every reference exactly once).
    const QVector<int> &displayOrder() const { return m_order; }
    /// The 1-based number shown for reference `reference`; 0 when it does not exist.
    int number(int reference) const;
    /// Whether some segment cites the reference.
    bool isCited(int reference) const;
    /// Whether the reference supports a segment that applies to the whole message (§2.6 case 15).
    bool supportsWholeMessage(int reference) const;
    /// Every segment index: those with a place in the text by position, then the others (whole
    /// message, unresolved) in source order.
    const QVector<int> &readingOrder() const { return m_reading; }
    /// The segments that have a place in the text (non-empty CitedSegment::displayRanges), by
    /// position.
    const QVector<int> &placedSegments() const { return m_placed; }
    /// The segments that cite `reference`, in reading order.
    QVector<int> segmentsOf(int reference) const;
    /// The sorted, distinct numbers of the sources of segment `segment`.
    QVector<int> numbersOf(int segment) const;
    /// The confidence score segment `segment` gives reference `reference` (nullopt: no score, or
    /// the segment does not cite it).
    std::optional<double> scoreOf(int segment, int reference) const;

    /// The label of a source: its title, else its domain, else the host of its URI (may be empty).
    static QString label(const Reference &reference);

private:
    std::shared_ptr<const Grounding> m_grounding;
    QVector<int> m_order;
    QVector<int> m_numbers; ///< per reference index, 1-based
    QVector<int> m_segmentStart; ///< per reference: where its segments start in m_segmentList
    QVector<int> m_segmentList; ///< the segments of reference r: [start[r], start[r + 1])
    QVector<bool> m_whole;
    QVector<int> m_reading;
    QVector<int> m_placed;
};
