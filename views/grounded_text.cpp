// SPDX-License-Identifier: GPL-2.0-or-later
#include "grounded_text.h"

#include "export/rendered_alignment.h"
#include "items/citation_status_text.h"

#include <QColor>
#include <QSet>
#include <QTextBlock>
#include <QTextBoundaryFinder>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFragment>

#include <algorithm>
#include <map>

using namespace Qt::StringLiterals;

namespace {

/// Keeps a document from laying itself out while it is rendered and edited: with a page size (a
/// QTextEdit's width), every format merged or marker inserted lays its whole block out again, and
/// a cited answer of one long paragraph took minutes. No undo steps are kept either (the views
/// are read-only). The layout is made once when this ends.
class LayoutPause
{
public:
    explicit LayoutPause(QTextDocument *document)
        : m_document(document)
        , m_pageSize(document->pageSize())
        , m_undo(document->isUndoRedoEnabled())
    {
        m_document->setUndoRedoEnabled(false);
        if (!m_pageSize.isNull())
            m_document->setPageSize(QSizeF());
    }
    ~LayoutPause()
    {
        if (!m_pageSize.isNull())
            m_document->setPageSize(m_pageSize);
        m_document->setUndoRedoEnabled(m_undo);
    }
    LayoutPause(const LayoutPause &) = delete;
    LayoutPause &operator=(const LayoutPause &) = delete;

private:
    QTextDocument *m_document;
    QSizeF m_pageSize;
    bool m_undo;
};

/// A cursor whose edits form one edit block: inside it, moving a cursor never asks the block's
/// layout for an x position (QTextCursor::setPosition would lay a long block out each time).
class BatchCursor : public QTextCursor
{
public:
    explicit BatchCursor(QTextDocument *document)
        : QTextCursor(document)
    {
        beginEditBlock();
    }
    ~BatchCursor() { endEditBlock(); }
    BatchCursor(const BatchCursor &) = delete;
    BatchCursor &operator=(const BatchCursor &) = delete;
};

struct Piece {
    int begin;
    int end;
    bool anchor;
};

/// Where the link holding document position `position` starts (`position` when it is in none).
int anchorStart(const QTextDocument *document, int position)
{
    const QTextBlock block = document->findBlock(position);
    int start = position;
    QString href;
    for (auto it = block.begin(); !it.atEnd(); ++it) {
        const QTextFragment f = it.fragment();
        const QTextCharFormat format = f.charFormat();
        if (!format.isAnchor() || format.anchorHref() != href || href.isEmpty()) {
            href = format.isAnchor() ? format.anchorHref() : QString();
            start = f.position();
        }
        if (f.position() + f.length() > position)
            return href.isEmpty() ? position : start;
    }
    return position;
}

QVector<int> segmentsOfFormat(const QTextCharFormat &format)
{
    if (!format.hasProperty(GroundedText::SegmentsProperty)
        || format.boolProperty(GroundedText::MarkerProperty))
        return {};
    QVector<int> segments;
    const QStringList parts
        = format.stringProperty(GroundedText::SegmentsProperty).split(u',', Qt::SkipEmptyParts);
    for (const QString &p : parts)
        segments.append(p.toInt());
    return segments;
}

} // namespace

QVector<CitedRange> GroundedText::rangesForChunk(const GroundingIndex &index, const Chunk &chunk)
{
    QVector<CitedRange> result;
    const Grounding *g = index.grounding();
    if (!g || chunk.kind != ChunkKind::Text || chunk.sourcePart < 0)
        return result;
    for (int segment : index.placedSegments()) {
        const QVector<PartRange> ranges = g->citations.at(segment).displayRanges();
        for (int i = 0; i < ranges.size(); ++i) {
            const PartRange &r = ranges.at(i);
            if (!r.fitsText(chunk.sourcePart, chunk.text))
                continue;
            result.append({segment, r.utf16, index.numbersOf(segment), i == ranges.size() - 1});
            if (result.size() >= kMaxRangesPerText)
                return result; // the References pane still lists every segment
        }
    }
    return result;
}

QVector<GroundedText::Interval> GroundedText::elementaryIntervals(const QVector<CitedRange> &ranges)
{
    // One sweep over the range ends: the segments covering each elementary interval are the
    // ranges open there (a multiset: a segment may have several ranges).
    struct Event {
        qsizetype at;
        bool opens;
        int segment;
    };
    QVector<Event> events;
    events.reserve(ranges.size() * 2);
    for (const CitedRange &r : ranges) {
        if (r.range.end > r.range.begin && r.range.begin >= 0) {
            events.append({r.range.begin, true, r.segment});
            events.append({r.range.end, false, r.segment});
        }
    }
    std::sort(
        events.begin(), events.end(), [](const Event &a, const Event &b) { return a.at < b.at; });
    std::map<int, int> open; // segment → how many of its ranges are open
    QVector<Interval> intervals;
    for (qsizetype i = 0; i < events.size();) {
        const qsizetype at = events.at(i).at;
        for (; i < events.size() && events.at(i).at == at; ++i) {
            const Event &e = events.at(i);
            if (e.opens)
                ++open[e.segment];
            else if (--open[e.segment] == 0)
                open.erase(e.segment);
        }
        if (open.empty() || i == events.size())
            continue;
        Interval interval {at, events.at(i).at, {}};
        // Hostile input can stack 100,000 segments on one character: an interval names the
        // first kMaxSegmentsPerInterval (its highlight shows them all as "many").
        for (auto it = open.cbegin();
             it != open.cend() && interval.segments.size() < kMaxSegmentsPerInterval; ++it)
            interval.segments.append(it->first);
        intervals.append(std::move(interval));
    }
    return intervals;
}

GroundedText::Mode GroundedText::render(QTextDocument *document, const QString &text, bool markdown,
    const QVector<CitedRange> &ranges, const std::function<void(QTextDocument *)> &postRender,
    const Theme &theme, QVector<int> *hiddenBoundaries)
{
    const LayoutPause pause(document);
    if (markdown)
        document->setMarkdown(text,
            QTextDocument::MarkdownFeatures(
                QTextDocument::MarkdownDialectGitHub | QTextDocument::MarkdownNoHTML));
    else
        document->setPlainText(text);
    if (postRender)
        postRender(document);
    const QVector<Interval> intervals = elementaryIntervals(ranges);
    if (intervals.isEmpty())
        return markdown ? Mode::Markdown : Mode::Plain;
    // The source is never edited: each boundary is placed by where its characters were rendered.
    const RenderedAlignment alignment(document, text);
    if (hiddenBoundaries) {
        for (const CitedRange &r : ranges) {
            if (alignment.insideHiddenText(r.range.begin)
                || alignment.insideHiddenText(r.range.end))
                hiddenBoundaries->append(r.segment);
        }
    }
    applyHighlights(theme, document, intervals, alignment);
    insertCitationMarkers(theme, document, ranges, alignment);
    return markdown ? Mode::Markdown : Mode::Plain;
}

void GroundedText::applyHighlights(const Theme &theme, QTextDocument *document,
    const QVector<Interval> &intervals, const RenderedAlignment &alignment)
{
    // The document positions of the intervals: sorted and disjoint, as the intervals are (the
    // markup and spaces between two intervals are in neither).
    QVector<QPair<int, int>> spans;
    spans.reserve(intervals.size());
    for (const Interval &interval : intervals) {
        const int begin = alignment.beginPosition(interval.begin);
        const int end = alignment.endPosition(interval.end);
        if (begin < end || interval.begin >= interval.end
            || !alignment.insideHiddenText(interval.begin)) {
            spans.append({begin, qMax(begin, end)});
            continue;
        }
        // All of it inside text that is not shown (a link's address): the nearest shown text,
        // the link's own text when it follows one.
        const int last = alignment.endPosition(interval.begin) - 1;
        spans.append({last < 0 ? 0 : anchorStart(document, last), qMax(0, last + 1)});
    }
    // Kept sorted and disjoint: an approximated span never reaches into the next one.
    for (int k = 1; k < spans.size(); ++k)
        spans[k].first = qMax(spans.at(k).first, spans.at(k - 1).second);
    for (auto &span : spans)
        span.second = qMax(span.first, span.second);
    // The pieces of every interval in one walk over the fragments (merging a background moves
    // no character, so the pieces found first stay right), then the formats.
    struct Planned {
        Piece piece;
        int interval;
    };
    QVector<Planned> planned;
    int first = 0;
    for (QTextBlock block = document->begin(); block.isValid() && first < spans.size();
         block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment f = it.fragment();
            const int fb = f.position();
            const int fe = fb + f.length();
            while (first < spans.size() && spans.at(first).second <= fb)
                ++first;
            for (int k = first; k < spans.size() && spans.at(k).first < fe; ++k) {
                const int b = qMax(fb, spans.at(k).first);
                const int e = qMin(fe, spans.at(k).second);
                if (b < e)
                    planned.append({{b, e, f.charFormat().isAnchor()}, k});
            }
        }
    }
    QVector<QTextCharFormat> formats;
    formats.reserve(intervals.size());
    for (const Interval &interval : intervals) {
        QTextCharFormat format;
        format.setBackground(theme.citationColor(int(interval.segments.size()), false));
        format.setProperty(SegmentsProperty, linkOf(interval.segments).mid(5));
        format.setAnchorHref(linkOf(interval.segments));
        formats.append(format);
    }
    BatchCursor cursor(document);
    for (const Planned &p : std::as_const(planned)) {
        QTextCharFormat format = formats.at(p.interval);
        if (!p.piece.anchor) // a real link keeps its target
            format.setAnchor(true);
        else
            format.clearProperty(QTextFormat::AnchorHref);
        cursor.setPosition(p.piece.begin);
        cursor.setPosition(p.piece.end, QTextCursor::KeepAnchor);
        cursor.mergeCharFormat(format);
    }
}

void GroundedText::insertCitationMarkers(const Theme &theme, QTextDocument *document,
    const QVector<CitedRange> &ranges, const RenderedAlignment &alignment)
{
    // Markers in order of end, then start; the runs at one place are merged (§2.6 case 11).
    struct At {
        QVector<int> numbers;
        QVector<int> segments;
    };
    std::map<int, At> at;
    for (const CitedRange &r : ranges) {
        if (!r.last || r.numbers.isEmpty() || r.range.end <= r.range.begin)
            continue;
        // Right after the segment's last shown character (not after the markup that follows).
        At &place = at[alignment.endPosition(r.range.end)];
        place.numbers += r.numbers;
        place.segments.append(r.segment);
    }
    BatchCursor cursor(document);
    for (auto it = at.rbegin(); it != at.rend(); ++it) {
        int position = it->first;
        // Never between a base character and what combines with it (§2.3 step 9). Looked at in
        // a window around the place: a block can be megabytes long.
        const QTextBlock block = document->findBlock(position);
        if (block.isValid()) {
            const int from = qMax(block.position(), position - kGraphemeWindow);
            const int to = qMin(block.position() + block.length() - 1, position + kGraphemeWindow);
            QString window;
            window.reserve(to - from);
            for (int c = from; c < to; ++c)
                window += document->characterAt(c);
            QTextBoundaryFinder finder(QTextBoundaryFinder::Grapheme, window);
            finder.setPosition(position - from);
            if (!finder.isAtBoundary() && finder.toNextBoundary() >= 0)
                position = from + int(finder.position());
        }
        QVector<int> numbers = it->second.numbers;
        std::sort(numbers.begin(), numbers.end());
        numbers.erase(std::unique(numbers.begin(), numbers.end()), numbers.end());
        QString label;
        for (int k = 0; k < numbers.size() && k < kMaxMarkerNumbers; ++k)
            label += u'[' + QString::number(numbers.at(k)) + u']';
        if (numbers.size() > kMaxMarkerNumbers)
            label += u"[…]"_s;
        QVector<int> segments = it->second.segments;
        std::sort(segments.begin(), segments.end());
        segments.erase(std::unique(segments.begin(), segments.end()), segments.end());
        if (segments.size() > kMaxSegmentsPerInterval)
            segments.resize(kMaxSegmentsPerInterval);
        QTextCharFormat format;
        format.setVerticalAlignment(QTextCharFormat::AlignSuperScript);
        format.setForeground(theme.citationMarker);
        format.setAnchor(true);
        format.setAnchorHref(linkOf(segments));
        format.setProperty(MarkerProperty, true);
        cursor.setPosition(position);
        cursor.insertText(label, format);
    }
}

void GroundedText::setSelectedSegments(
    QTextDocument *document, const QVector<int> &selected, const Theme &theme)
{
    const LayoutPause pause(document);
    struct Change {
        int begin;
        int end;
        QColor color;
    };
    QVector<Change> changes;
    const QSet<int> chosen(selected.cbegin(), selected.cend());
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment f = it.fragment();
            const QVector<int> segments = segmentsOfFormat(f.charFormat());
            if (segments.isEmpty())
                continue;
            bool isSelected = false;
            for (int s : segments)
                isSelected = isSelected || chosen.contains(s);
            changes.append({f.position(), f.position() + f.length(),
                theme.citationColor(int(segments.size()), isSelected)});
        }
    }
    BatchCursor cursor(document);
    for (const Change &c : std::as_const(changes)) {
        QTextCharFormat format;
        format.setBackground(c.color);
        cursor.setPosition(c.begin);
        cursor.setPosition(c.end, QTextCursor::KeepAnchor);
        cursor.mergeCharFormat(format);
    }
}

QVector<QPair<int, int>> GroundedText::segmentRanges(const QTextDocument *document, int segment)
{
    QVector<QPair<int, int>> ranges;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment f = it.fragment();
            if (!segmentsOfFormat(f.charFormat()).contains(segment))
                continue;
            const int begin = f.position();
            const int end = begin + f.length();
            if (!ranges.isEmpty() && ranges.last().second == begin)
                ranges.last().second = end;
            else
                ranges.append({begin, end});
        }
    }
    return ranges;
}

QString GroundedText::highlightedText(const QTextDocument *document, int segment)
{
    QString text;
    int previousEnd = -1;
    QTextCursor cursor(const_cast<QTextDocument *>(document));
    for (const auto &[begin, end] : segmentRanges(document, segment)) {
        if (previousEnd >= 0 && document->findBlock(previousEnd - 1) != document->findBlock(begin))
            text += u'\n';
        cursor.setPosition(begin);
        cursor.setPosition(end, QTextCursor::KeepAnchor);
        text += cursor.selectedText().replace(QChar::ParagraphSeparator, u'\n');
        previousEnd = end;
    }
    return text;
}

QVector<int> GroundedText::segments(const QTextDocument *document)
{
    QSet<int> found;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            for (int s : segmentsOfFormat(it.fragment().charFormat()))
                found.insert(s);
        }
    }
    QVector<int> result(found.cbegin(), found.cend());
    std::sort(result.begin(), result.end());
    return result;
}

QVector<int> GroundedText::segmentsOfLink(const QString &href)
{
    if (!href.startsWith(u"cite:"_s))
        return {};
    QVector<int> segments;
    const QStringList parts = href.mid(5).split(u',', Qt::SkipEmptyParts);
    for (const QString &p : parts) {
        bool ok = false;
        const int s = p.toInt(&ok);
        if (ok && s >= 0)
            segments.append(s);
    }
    return segments;
}

QString GroundedText::linkOf(const QVector<int> &segments)
{
    QStringList ids;
    for (int s : segments)
        ids.append(QString::number(s));
    return u"cite:"_s + ids.join(u',');
}

QString GroundedText::statusText(CitationStatus status)
{
    return citationStatusText(status);
}
