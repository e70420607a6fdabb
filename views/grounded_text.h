// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "theme.h"
#include "transcript/chunk.h"
#include "transcript/grounding_index.h"
#include "transcript/offsets.h"

#include <QString>
#include <QTextFormat>
#include <QVector>
#include <functional>

class QTextDocument;

/// One cited range of a chunk's own text (UTF-16 units of Chunk::text) and what to show for it.
struct CitedRange {
    int segment = -1; ///< index into Grounding::citations
    Utf16Range range; ///< in the chunk's text
    QVector<int> numbers; ///< the source numbers shown after it (empty: no marker)
    bool last = true; ///< the segment's last range: its citation marker goes at its end
};

class RenderedAlignment;

/// Highlighting of cited segments inside a rendered text document (formats.md §2.2 rule D,
/// §2.6 cases 9-11): overlapping ranges are split into elementary intervals; the text is
/// rendered as it is (Markdown stays Markdown whatever the boundaries) and each interval placed
/// on the rendered characters its source characters became (RenderedAlignment), the markup
/// between them left out. Stateless; works on a document the caller owns.
class GroundedText
{
public:
    enum Property {
        /// QString on highlighted characters: the segment indices, comma separated ("0,2").
        SegmentsProperty = QTextFormat::UserProperty + 0x4701,
        /// bool on the inserted citation marker text ("[1][2]").
        MarkerProperty,
    };
    /// How a text ended up rendered.
    enum class Mode { Markdown, Plain };

    /// Bounds against hostile groundings (100,000 segments on one sentence): an interval and a
    /// marker name at most this many segments, a marker shows at most kMaxMarkerNumbers
    /// numbers, and a marker's grapheme check looks this many characters around its place.
    static constexpr int kMaxSegmentsPerInterval = 64;
    /// A text highlights its first kMaxRangesPerText cited ranges (real answers have tens; a
    /// hostile one with 100,000 would take seconds to lay out on the GUI thread).
    static constexpr int kMaxRangesPerText = 5000;
    static constexpr int kMaxMarkerNumbers = 16;
    static constexpr int kGraphemeWindow = 32;

    /// A piece of text covered by the same set of segments.
    struct Interval {
        qsizetype begin = 0;
        qsizetype end = 0;
        QVector<int> segments; ///< sorted
    };

    /// The ranges of the grounding that fall inside `chunk` (the chunk whose Chunk::sourcePart
    /// equals PartRange::partIndex); none for anything but a Text chunk, and none that do not fit
    /// inside the chunk's text; at most kMaxRangesPerText, in reading order.
    static QVector<CitedRange> rangesForChunk(const GroundingIndex &index, const Chunk &chunk);
    /// Splits overlapping ranges into disjoint intervals, in order (§2.6 case 11), in
    /// n log n: one sweep over the range ends.
    static QVector<Interval> elementaryIntervals(const QVector<CitedRange> &ranges);

    /// Renders `text` into `document` (GitHub Markdown without HTML when `markdown`, else plain)
    /// with `ranges` highlighted and citation markers after each segment's end. `postRender` is
    /// applied to every rendering (e.g. images replaced by links). Highlights and markers take
    /// `theme`'s colours. Returns the mode used.
    /// `hiddenBoundaries`, when given, gets the segments with a boundary inside text the
    /// rendering does not show (a link's address): their highlight is the nearest shown text.
    static Mode render(QTextDocument *document, const QString &text, bool markdown,
        const QVector<CitedRange> &ranges, const std::function<void(QTextDocument *)> &postRender,
        const Theme &theme = Theme::app(), QVector<int> *hiddenBoundaries = nullptr);

    /// Restyles the highlights: the characters of any segment in `selected` get the strong colour.
    static void setSelectedSegments(
        QTextDocument *document, const QVector<int> &selected, const Theme &theme = Theme::app());
    /// The document ranges [begin, end) highlighted for `segment`, markers excluded, in order.
    static QVector<QPair<int, int>> segmentRanges(const QTextDocument *document, int segment);
    /// The text highlighted for `segment` (pieces joined; a paragraph break becomes "\n").
    static QString highlightedText(const QTextDocument *document, int segment);
    /// Every segment highlighted in the document, sorted.
    static QVector<int> segments(const QTextDocument *document);
    /// Parses a "cite:0,2" link; empty for any other link.
    static QVector<int> segmentsOfLink(const QString &href);
    static QString linkOf(const QVector<int> &segments);
    /// How a segment's offsets matched its text, translated ("offsets adjusted", ...).
    static QString statusText(CitationStatus status);

private:
    static void applyHighlights(const Theme &theme, QTextDocument *document,
        const QVector<Interval> &intervals, const RenderedAlignment &alignment);
    static void insertCitationMarkers(const Theme &theme, QTextDocument *document,
        const QVector<CitedRange> &ranges, const RenderedAlignment &alignment);
};
