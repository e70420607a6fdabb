// SPDX-License-Identifier: GPL-2.0-or-later
#include "cited_pieces.h"

#include "transcript/chunk.h"
#include "transcript/grounding.h"
#include "transcript/markdown_gaps.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

bool isFence(QStringView line)
{
    qsizetype indent = 0;
    while (indent < line.size() && indent < 4 && line.at(indent) == u' ')
        ++indent;
    const QStringView rest = line.mid(indent);
    return indent < 4 && (rest.startsWith(u"```") || rest.startsWith(u"~~~"));
}

/// The end of the fenced code block `utf16` is inside (past its closing fence line), or -1.
qsizetype fencedBlockEnd(const QString &markdown, qsizetype utf16)
{
    bool open = false;
    qsizetype blockStart = 0;
    qsizetype lineStart = 0;
    while (lineStart < markdown.size()) {
        qsizetype lineEnd = markdown.indexOf(u'\n', lineStart);
        if (lineEnd < 0)
            lineEnd = markdown.size();
        if (isFence(QStringView(markdown).mid(lineStart, lineEnd - lineStart))) {
            if (!open) {
                blockStart = lineStart;
            } else {
                const qsizetype after = qMin(lineEnd + 1, markdown.size());
                if (utf16 > blockStart && utf16 < after)
                    return after;
            }
            open = !open;
        }
        if (lineStart > utf16 && !open)
            return -1;
        lineStart = lineEnd + 1;
    }
    return open && utf16 > blockStart ? markdown.size() : -1;
}

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

qsizetype CitedPieces::referencePlace(
    const QString &markdown, const QByteArray &gaps, qsizetype utf16)
{
    const qsizetype n = markdown.size();
    qsizetype at = qBound<qsizetype>(0, utf16, n);
    const qsizetype fenceEnd = fencedBlockEnd(markdown, at);
    if (fenceEnd >= 0)
        return fenceEnd;
    // Inside text that is not shown (a link's address, a delimiter row): to the next shown one.
    while (at > 0 && at < n && gaps.at(at - 1) != MarkdownGaps::Shown
        && gaps.at(at) != MarkdownGaps::Shown)
        ++at;
    // Never at the start of a line (before a list marker or a heading): after the line before.
    while (at > 0 && markdown.at(at - 1) == u'\n')
        --at;
    // Inside a code span: an odd number of backtick runs before it on its line.
    const qsizetype lineStart = at > 0 ? markdown.lastIndexOf(u'\n', at - 1) + 1 : 0;
    int runs = 0;
    for (qsizetype i = lineStart; i < at; ++i) {
        if (markdown.at(i) == u'`' && (i == lineStart || markdown.at(i - 1) != u'`'))
            ++runs;
    }
    if (runs % 2 == 1) {
        qsizetype close = markdown.indexOf(u'`', at);
        while (close >= 0 && close < n && markdown.at(close) == u'`')
            ++close;
        at = close < 0 ? n : close;
    }
    return at;
}

QString CitedPieces::withReferences(
    const QString &markdown, QVector<QPair<qsizetype, QString>> references)
{
    const QByteArray gaps = MarkdownGaps::mask(markdown);
    for (auto &reference : references)
        reference.first = referencePlace(markdown, gaps, reference.first);
    // From the end, so that earlier places stay where they are; equal places keep their order.
    std::stable_sort(references.begin(), references.end(),
        [](const auto &a, const auto &b) { return a.first > b.first; });
    QString out = markdown;
    for (qsizetype i = 0; i < references.size();) {
        qsizetype j = i;
        QString text;
        while (j < references.size() && references.at(j).first == references.at(i).first)
            text.prepend(references.at(j++).second);
        const qsizetype place = references.at(i).first;
        // After a code block the references are a paragraph of their own.
        const qsizetype lineEnd = place > 0 && out.at(place - 1) == u'\n' ? place - 1 : place;
        const qsizetype lineStart = lineEnd > 0 ? out.lastIndexOf(u'\n', lineEnd - 1) + 1 : 0;
        if (isFence(QStringView(out).mid(lineStart, lineEnd - lineStart))) {
            if (lineEnd == place)
                text.prepend(u'\n');
            if (place < out.size())
                text += u"\n\n"_s;
        }
        out.insert(place, text);
        i = j;
    }
    return out;
}
