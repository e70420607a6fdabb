// SPDX-License-Identifier: GPL-2.0-or-later
#include "grounded_text.h"

#include "markdown_markers.h"
#include "safe_text_document.h"

#include <QColor>
#include <QCoreApplication>
#include <QTextBlock>
#include <QTextBoundaryFinder>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFragment>

#include <algorithm>
#include <map>

using namespace Qt::StringLiterals;

namespace {

// Background of a piece covered by n segments, and of a selected one.
QColor highlightColor(int depth, bool selected)
{
    if (selected)
        return QColor(0xff, 0xc0, 0x69);
    if (depth <= 1)
        return QColor(0xff, 0xf1, 0xb8);
    if (depth == 2)
        return QColor(0xff, 0xe5, 0x8f);
    return QColor(0xff, 0xd6, 0x66);
}

struct Piece {
    int begin;
    int end;
    bool anchor;
};

// The fragments' pieces inside [begin, end), block separators left out.
QVector<Piece> piecesIn(const QTextDocument *document, int begin, int end)
{
    QVector<Piece> pieces;
    for (QTextBlock block = document->findBlock(begin); block.isValid() && block.position() < end;
         block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment f = it.fragment();
            const int b = qMax(begin, f.position());
            const int e = qMin(end, f.position() + f.length());
            if (b < e)
                pieces.append({b, e, f.charFormat().isAnchor()});
        }
    }
    return pieces;
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
    const qsizetype length = chunk.text.size();
    for (int segment : index.placedSegments()) {
        const QVector<PartRange> ranges = GroundingIndex::displayRanges(g->citations.at(segment));
        for (int i = 0; i < ranges.size(); ++i) {
            const PartRange &r = ranges.at(i);
            if (r.partIndex != chunk.sourcePart || r.utf16.end > length)
                continue;
            // Never split a surrogate pair: such a range does not belong to this text.
            if ((r.utf16.begin > 0 && chunk.text.at(r.utf16.begin).isLowSurrogate())
                || (r.utf16.end < length && chunk.text.at(r.utf16.end).isLowSurrogate()))
                continue;
            result.append({segment, r.utf16, index.numbersOf(segment), i == ranges.size() - 1});
        }
    }
    return result;
}

QVector<GroundedText::Interval> GroundedText::elementaryIntervals(const QVector<CitedRange> &ranges)
{
    QVector<qsizetype> points;
    for (const CitedRange &r : ranges) {
        if (r.range.end > r.range.begin && r.range.begin >= 0) {
            points.append(r.range.begin);
            points.append(r.range.end);
        }
    }
    std::sort(points.begin(), points.end());
    points.erase(std::unique(points.begin(), points.end()), points.end());
    QVector<Interval> intervals;
    for (int i = 0; i + 1 < points.size(); ++i) {
        Interval interval {points.at(i), points.at(i + 1), {}};
        for (const CitedRange &r : ranges) {
            if (r.range.begin <= interval.begin && r.range.end >= interval.end
                && !interval.segments.contains(r.segment))
                interval.segments.append(r.segment);
        }
        std::sort(interval.segments.begin(), interval.segments.end());
        if (!interval.segments.isEmpty())
            intervals.append(interval);
    }
    return intervals;
}

bool GroundedText::takeMarkers(
    QTextDocument *document, QChar marker, int expected, QVector<int> &at)
{
    at.clear();
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment f = it.fragment();
            const QString text = f.text();
            for (qsizetype i = text.indexOf(marker); i >= 0; i = text.indexOf(marker, i + 1))
                at.append(f.position() + int(i));
        }
    }
    if (at.size() != expected)
        return false;
    QTextCursor cursor(document);
    for (int k = int(at.size()) - 1; k >= 0; --k) {
        cursor.setPosition(at.at(k));
        cursor.setPosition(at.at(k) + 1, QTextCursor::KeepAnchor);
        cursor.removeSelectedText();
    }
    for (int k = 0; k < at.size(); ++k)
        at[k] -= k; // where each boundary is once the markers before it are gone
    return true;
}

GroundedText::Mode GroundedText::render(QTextDocument *document, const QString &text, bool markdown,
    const QVector<CitedRange> &ranges, const std::function<void(QTextDocument *)> &postRender)
{
    auto renderInto = [&postRender](QTextDocument *d, const QString &t, bool md) {
        if (md)
            d->setMarkdown(t,
                QTextDocument::MarkdownFeatures(
                    QTextDocument::MarkdownDialectGitHub | QTextDocument::MarkdownNoHTML));
        else
            d->setPlainText(t);
        if (postRender)
            postRender(d);
    };
    const QVector<Interval> intervals = elementaryIntervals(ranges);
    if (intervals.isEmpty()) {
        renderInto(document, text, markdown);
        return markdown ? Mode::Markdown : Mode::Plain;
    }
    QVector<qsizetype> boundaries;
    for (const Interval &i : intervals)
        boundaries << i.begin << i.end;
    std::sort(boundaries.begin(), boundaries.end());
    boundaries.erase(std::unique(boundaries.begin(), boundaries.end()), boundaries.end());
    const QChar marker = MarkdownMarkers::pickMarker(text);
    const QVector<bool> attempts = markdown ? QVector<bool> {true, false} : QVector<bool> {false};
    for (bool md : attempts) {
        SafeTextDocument reference;
        renderInto(&reference, text, md);
        renderInto(document, MarkdownMarkers::insert(text, boundaries, marker, md), md);
        QVector<int> positions;
        if (takeMarkers(document, marker, int(boundaries.size()), positions)
            && document->toPlainText() == reference.toPlainText()) {
            applyHighlights(document, intervals, boundaries, positions);
            insertCitationMarkers(document, ranges, boundaries, positions);
            return md ? Mode::Markdown : Mode::Plain;
        }
    }
    renderInto(document, text, markdown);
    return Mode::Unhighlighted;
}

void GroundedText::applyHighlights(QTextDocument *document, const QVector<Interval> &intervals,
    const QVector<qsizetype> &boundaries, const QVector<int> &positions)
{
    auto position = [&](qsizetype boundary) { return positions.at(boundaries.indexOf(boundary)); };
    QTextCursor cursor(document);
    for (const Interval &interval : intervals) {
        const int begin = position(interval.begin);
        const int end = position(interval.end);
        const QString link = linkOf(interval.segments);
        QStringList ids;
        for (int s : interval.segments)
            ids.append(QString::number(s));
        for (const Piece &piece : piecesIn(document, begin, end)) {
            QTextCharFormat format;
            format.setBackground(highlightColor(int(interval.segments.size()), false));
            format.setProperty(SegmentsProperty, ids.join(u','));
            if (!piece.anchor) { // a real link keeps its target
                format.setAnchor(true);
                format.setAnchorHref(link);
            }
            cursor.setPosition(piece.begin);
            cursor.setPosition(piece.end, QTextCursor::KeepAnchor);
            cursor.mergeCharFormat(format);
        }
    }
}

void GroundedText::insertCitationMarkers(QTextDocument *document, const QVector<CitedRange> &ranges,
    const QVector<qsizetype> &boundaries, const QVector<int> &positions)
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
        const qsizetype k = boundaries.indexOf(r.range.end);
        if (k < 0)
            continue;
        At &place = at[positions.at(k)];
        for (int n : r.numbers) {
            if (!place.numbers.contains(n))
                place.numbers.append(n);
        }
        if (!place.segments.contains(r.segment))
            place.segments.append(r.segment);
    }
    QTextCursor cursor(document);
    for (auto it = at.rbegin(); it != at.rend(); ++it) {
        int position = it->first;
        // Never between a base character and what combines with it (§2.3 step 9).
        const QTextBlock block = document->findBlock(position);
        if (block.isValid()) {
            QTextBoundaryFinder finder(QTextBoundaryFinder::Grapheme, block.text());
            finder.setPosition(position - block.position());
            if (!finder.isAtBoundary() && finder.toNextBoundary() >= 0)
                position = block.position() + int(finder.position());
        }
        QVector<int> numbers = it->second.numbers;
        std::sort(numbers.begin(), numbers.end());
        QString label;
        for (int n : std::as_const(numbers))
            label += u'[' + QString::number(n) + u']';
        QVector<int> segments = it->second.segments;
        std::sort(segments.begin(), segments.end());
        QTextCharFormat format;
        format.setVerticalAlignment(QTextCharFormat::AlignSuperScript);
        format.setForeground(QColor(0x2f, 0x5f, 0xa7));
        format.setAnchor(true);
        format.setAnchorHref(linkOf(segments));
        format.setProperty(MarkerProperty, true);
        cursor.setPosition(position);
        cursor.insertText(label, format);
    }
}

void GroundedText::setSelectedSegments(QTextDocument *document, const QVector<int> &selected)
{
    struct Change {
        int begin;
        int end;
        QColor color;
    };
    QVector<Change> changes;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment f = it.fragment();
            const QVector<int> segments = segmentsOfFormat(f.charFormat());
            if (segments.isEmpty())
                continue;
            bool isSelected = false;
            for (int s : segments)
                isSelected = isSelected || selected.contains(s);
            changes.append({f.position(), f.position() + f.length(),
                highlightColor(int(segments.size()), isSelected)});
        }
    }
    QTextCursor cursor(document);
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
    QVector<int> result;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            for (int s : segmentsOfFormat(it.fragment().charFormat())) {
                if (!result.contains(s))
                    result.append(s);
            }
        }
    }
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
    switch (status) {
    case CitationStatus::Resolved:
        //: how a cited range matched the text: exactly
        return QCoreApplication::translate("GroundedText", "offsets exact");
    case CitationStatus::Adjusted:
        //: how a cited range matched: its byte offsets split a character and were widened
        return QCoreApplication::translate("GroundedText", "offsets adjusted");
    case CitationStatus::Relocated:
        //: how a cited range matched: found by its text at another place
        return QCoreApplication::translate("GroundedText", "relocated by its text");
    case CitationStatus::Mismatch:
        //: how a cited range matched: the text at the offsets differs from the cited text
        return QCoreApplication::translate("GroundedText", "text mismatch");
    case CitationStatus::Unresolved:
        //: how a cited range matched: it could not be placed in the text
        return QCoreApplication::translate("GroundedText", "unresolved");
    }
    return QString();
}
