// SPDX-License-Identifier: GPL-2.0-or-later
#include "cited_pieces.h"

#include "transcript/chunk.h"
#include "transcript/grounding.h"
#include "transcript/markdown_gaps.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

/// Where references may go in one Markdown text: its shown text, fenced code blocks, lines and
/// code spans, found once, so that placing many references costs no more than reading the text
/// (a hostile answer has tens of thousands of segments over megabytes of text).
class ReferencePlacer
{
public:
    explicit ReferencePlacer(const QString &markdown)
        : m_markdown(markdown)
        , m_gaps(MarkdownGaps::mask(markdown))
    {
        const qsizetype n = markdown.size();
        bool open = false;
        qsizetype blockStart = 0;
        for (qsizetype lineStart = 0; lineStart < n;) {
            m_lineStarts.append(lineStart);
            qsizetype lineEnd = markdown.indexOf(u'\n', lineStart);
            if (lineEnd < 0)
                lineEnd = n;
            if (MarkdownGaps::isFenceLine(
                    QStringView(markdown).mid(lineStart, lineEnd - lineStart))) {
                if (!open)
                    blockStart = lineStart;
                else
                    m_fences.append({blockStart, qMin(lineEnd + 1, n)});
                open = !open;
            }
            lineStart = lineEnd + 1;
        }
        if (open) // to the end of the text, that end included
            m_fences.append({blockStart, n + 1});
    }

    /// Where a reference to source position `utf16` goes (CitedPieces::withReferences).
    qsizetype place(qsizetype utf16)
    {
        const qsizetype n = m_markdown.size();
        qsizetype at = qBound<qsizetype>(0, utf16, n);
        const qsizetype fenceEnd = fencedBlockEnd(at);
        if (fenceEnd >= 0)
            return fenceEnd;
        at = nextShown(at);
        // Never at the start of a line (before a list marker or a heading): after the line before.
        while (at > 0 && m_markdown.at(at - 1) == u'\n')
            --at;
        // Inside a code span (an odd number of backtick runs before it on its line): after it.
        const Line &line = lineOf(at);
        const auto next = std::lower_bound(line.runs.cbegin(), line.runs.cend(), at,
            [](const QPair<qsizetype, qsizetype> &run, qsizetype p) { return run.first < p; });
        if ((next - line.runs.cbegin()) % 2 == 1) {
            const qsizetype runEnd = (next - 1)->second;
            if (runEnd > at)
                at = runEnd; // inside the opening run itself
            else
                at = next != line.runs.cend() ? next->second : line.closeAfter;
        }
        return at;
    }

private:
    /// One line's backtick runs [start, end), and where a run opened on it closes past its end.
    struct Line {
        qsizetype start = -1;
        QVector<QPair<qsizetype, qsizetype>> runs;
        qsizetype closeAfter = 0;
    };

    /// The end of the fenced code block `utf16` is inside (past its closing fence line), or -1.
    qsizetype fencedBlockEnd(qsizetype utf16) const
    {
        const auto after = std::upper_bound(m_fences.cbegin(), m_fences.cend(), utf16,
            [](qsizetype p, const QPair<qsizetype, qsizetype> &f) { return p < f.second; });
        return after != m_fences.cend() && utf16 > after->first
            ? qMin(after->second, m_markdown.size())
            : -1;
    }

    /// Inside text that is not shown (a link's address, a delimiter row): the next shown one.
    qsizetype nextShown(qsizetype at)
    {
        if (at >= m_skipFrom && at < m_skipTo)
            return m_skipTo; // the walk from m_skipFrom passed here already
        const qsizetype from = at;
        const qsizetype n = m_markdown.size();
        while (at > 0 && at < n && m_gaps.at(at - 1) != MarkdownGaps::Shown
            && m_gaps.at(at) != MarkdownGaps::Shown)
            ++at;
        m_skipFrom = from;
        m_skipTo = at;
        return at;
    }

    const Line &lineOf(qsizetype at)
    {
        const auto it = std::upper_bound(m_lineStarts.cbegin(), m_lineStarts.cend(), at);
        const qsizetype start = it == m_lineStarts.cbegin() ? 0 : *(it - 1);
        if (m_line.start == start)
            return m_line;
        const qsizetype n = m_markdown.size();
        const qsizetype end = it == m_lineStarts.cend() ? n : *it;
        m_line = Line {start, {}, n};
        for (qsizetype i = start; i < end; ++i) {
            if (m_markdown.at(i) != u'`')
                continue;
            const qsizetype runStart = i;
            while (i < n && m_markdown.at(i) == u'`')
                ++i;
            m_line.runs.append({runStart, i});
        }
        // A run left open on its line closes at the next backtick run of the text.
        if (m_line.runs.size() % 2 == 1) {
            qsizetype close = m_markdown.indexOf(u'`', qMax(end, m_line.runs.last().second));
            while (close >= 0 && close < n && m_markdown.at(close) == u'`')
                ++close;
            m_line.closeAfter = close < 0 ? n : close;
        }
        return m_line;
    }

    const QString &m_markdown;
    const QByteArray m_gaps;
    QVector<qsizetype> m_lineStarts;
    QVector<QPair<qsizetype, qsizetype>> m_fences; ///< [block start, past its closing line)
    Line m_line; ///< the line last looked at
    qsizetype m_skipFrom = -1, m_skipTo = -1; ///< the last walk over hidden text
};

} // namespace

QVector<CitedPieces::Piece> CitedPieces::of(const Grounding &grounding, const Chunk &chunk)
{
    QVector<Piece> out;
    if (chunk.kind != ChunkKind::Text || chunk.sourcePart < 0)
        return out;
    for (int s = 0; s < grounding.citations.size(); ++s) {
        const QVector<PartRange> ranges = grounding.citations.at(s).displayRanges();
        for (int i = 0; i < ranges.size(); ++i) {
            if (ranges.at(i).fitsText(chunk.sourcePart, chunk.text))
                out.append({ranges.at(i).utf16, s, i == ranges.size() - 1});
        }
    }
    return out;
}

QString CitedPieces::withReferences(
    const QString &markdown, QVector<QPair<qsizetype, QString>> references)
{
    // Ascending, so that the placer's walks go one way; equal places keep their order.
    std::stable_sort(references.begin(), references.end(),
        [](const auto &a, const auto &b) { return a.first < b.first; });
    ReferencePlacer placer(markdown);
    for (auto &reference : references)
        reference.first = placer.place(reference.first);
    std::stable_sort(references.begin(), references.end(),
        [](const auto &a, const auto &b) { return a.first < b.first; });
    QString out;
    qsizetype copied = 0;
    for (qsizetype i = 0; i < references.size();) {
        const qsizetype place = references.at(i).first;
        qsizetype j = i;
        while (j < references.size() && references.at(j).first == place)
            ++j;
        QString text;
        for (qsizetype k = i; k < j; ++k)
            text += references.at(k).second;
        // After a code block the references are a paragraph of their own.
        const qsizetype lineEnd = place > 0 && markdown.at(place - 1) == u'\n' ? place - 1 : place;
        const qsizetype lineStart = lineEnd > 0 ? markdown.lastIndexOf(u'\n', lineEnd - 1) + 1 : 0;
        if (MarkdownGaps::isFenceLine(QStringView(markdown).mid(lineStart, lineEnd - lineStart))) {
            if (lineEnd == place)
                text.prepend(u'\n');
            if (place < markdown.size())
                text += u"\n\n"_s;
        }
        out += QStringView(markdown).mid(copied, place - copied);
        out += text;
        copied = place;
        i = j;
    }
    out += QStringView(markdown).mid(copied);
    return out;
}
