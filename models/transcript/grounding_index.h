// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "grounding.h"

#include <QString>
#include <QVector>
#include <memory>
#include <optional>

struct Conversation;

/// The display view of one message's Grounding, shared by the References pane and the message
/// view so that both number sources alike (formats.md §2.7): sources numbered in order of first
/// citation (segments in reading order), each distinct reference once, uncited ones after; the
/// segments in reading order; which segments each reference supports. Shares the Grounding and
/// its index data; a plain value, cheap to copy. The data of the last few groundings indexed is
/// kept (thread-safe), so the many views of one message with 200,000 segments index it once.
class GroundingIndex
{
public:
    GroundingIndex() = default;
    explicit GroundingIndex(std::shared_ptr<const Grounding> grounding);

    const Grounding *grounding() const { return m_grounding.get(); }
    std::shared_ptr<const Grounding> sharedGrounding() const { return m_grounding; }
    bool isNull() const { return !m_grounding; }

    /// Indices into Grounding::references in display order (every reference exactly once).
    const QVector<int> &displayOrder() const { return m_data->order; }
    /// The 1-based number shown for reference `reference`; 0 when it does not exist.
    int number(int reference) const;
    /// Whether some segment cites the reference.
    bool isCited(int reference) const;
    /// Whether the reference supports a segment that applies to the whole message (§2.6 case 15).
    bool supportsWholeMessage(int reference) const;
    /// Every segment index: those with a place in the text by position, then the others (whole
    /// message, unresolved) in source order.
    const QVector<int> &readingOrder() const { return m_data->reading; }
    /// The segments that have a place in the text (non-empty CitedSegment::displayRanges), by
    /// position.
    const QVector<int> &placedSegments() const { return m_data->placed; }
    /// The segments that cite `reference`, in reading order.
    QVector<int> segmentsOf(int reference) const;
    /// The sorted, distinct numbers of the sources of segment `segment`.
    QVector<int> numbersOf(int segment) const;
    /// The confidence score segment `segment` gives reference `reference` (nullopt: no score, or
    /// the segment does not cite it).
    std::optional<double> scoreOf(int segment, int reference) const;

    /// Indexes now the big groundings (kPreparedCitations segments or more) of the messages of
    /// `conversation`, so that the views that index them later find the index made: the window
    /// reads a conversation on a worker thread and calls it there, before the GUI thread paints
    /// a message with 200,000 cited segments.
    static void prepare(const Conversation &conversation);
    static constexpr int kPreparedCitations = 2000;
    /// Whether the index of `grounding` is made and kept (it is then shared, not made again).
    static bool isIndexed(const std::shared_ptr<const Grounding> &grounding);

    /// The label of a source: its title, else its domain, else the host of its URI (may be empty).
    static QString label(const Reference &reference);

private:
    struct Data {
        QVector<int> order;
        QVector<int> numbers; ///< per reference index, 1-based
        QVector<int> segmentStart; ///< per reference: where its segments start in segmentList
        QVector<int> segmentList; ///< the segments of reference r: [start[r], start[r + 1])
        QVector<bool> whole;
        QVector<int> reading;
        QVector<int> placed;
    };
    /// The index data of `grounding`, from the cache of recent ones or made now (or null when
    /// `make` is false and it is not kept).
    static std::shared_ptr<const Data> dataOf(
        const std::shared_ptr<const Grounding> &grounding, bool make = true);
    static std::shared_ptr<const Data> index(const Grounding &g);
    /// The data of no grounding, one for all.
    static std::shared_ptr<const Data> emptyData();

    std::shared_ptr<const Grounding> m_grounding;
    std::shared_ptr<const Data> m_data = emptyData();
};
