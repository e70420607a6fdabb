// SPDX-License-Identifier: GPL-2.0-or-later
#include "grounding_coverage.h"

#include "markdown_gaps.h"

#include <QTextBoundaryFinder>

#include <algorithm>

namespace {

/// Inline Markdown markers, never counted: emphasis, code spans, strikethrough, link brackets,
/// table pipes, escapes (block markup and link addresses are MarkdownGaps').
bool inlineMarkup(QChar c)
{
    return c == u'*' || c == u'`' || c == u'~' || c == u'[' || c == u']' || c == u'|' || c == u'\\';
}

} // namespace

GroundingCoverage GroundingCoverage::of(
    const QString &text, bool markdown, const QVector<Utf16Range> &cited)
{
    GroundingCoverage out;
    const qsizetype n = text.size();
    const QByteArray gaps = markdown ? MarkdownGaps::mask(text) : QByteArray(n, 0);
    QVector<bool> shown(n);
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = text.at(i);
        shown[i] = gaps.at(i) == MarkdownGaps::Shown && !c.isSpace() && !c.isLowSurrogate()
            && !(markdown && inlineMarkup(c));
    }
    // Cited characters: the ranges' union, as +1/-1 steps.
    QVector<int> steps(n + 1, 0);
    for (const Utf16Range &r : cited) {
        const qsizetype begin = qBound<qsizetype>(0, r.begin, n);
        const qsizetype end = qBound<qsizetype>(0, r.end, n);
        if (begin < end) {
            ++steps[begin];
            --steps[end];
        }
    }
    QVector<bool> covered(n);
    int depth = 0;
    for (qsizetype i = 0; i < n; ++i) {
        depth += steps.at(i);
        covered[i] = depth > 0;
        if (shown.at(i)) {
            ++out.shownCharacters;
            out.citedCharacters += covered.at(i) ? 1 : 0;
        }
    }
    QTextBoundaryFinder sentences(QTextBoundaryFinder::Sentence, text);
    qsizetype from = 0;
    for (qsizetype to = sentences.toNextBoundary(); to > 0; to = sentences.toNextBoundary()) {
        qsizetype first = -1;
        qsizetype last = -1;
        bool anyCited = false;
        bool words = false; // a sentence of markup or punctuation alone is none
        for (qsizetype i = from; i < to; ++i) {
            if (!shown.at(i))
                continue;
            if (first < 0)
                first = i;
            last = i;
            anyCited = anyCited || covered.at(i);
            words = words || text.at(i).isLetterOrNumber() || text.at(i).isHighSurrogate();
        }
        if (first >= 0 && words && !anyCited) {
            const qsizetype end = last + (text.at(last).isHighSurrogate() ? 2 : 1);
            out.uncitedSentences.append({first, end});
        }
        from = to;
    }
    return out;
}
