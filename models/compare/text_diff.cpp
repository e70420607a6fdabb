// SPDX-License-Identifier: GPL-2.0-or-later
#include "text_diff.h"

#include "sequence_alignment.h"

#include <QStringView>
#include <QTextBoundaryFinder>

#include <algorithm>
#include <vector>

using namespace Qt::StringLiterals;

namespace {

enum class Class { Space, Word, Single };

bool isCjk(char32_t u)
{
    switch (QChar::script(u)) {
    case QChar::Script_Han:
    case QChar::Script_Hiragana:
    case QChar::Script_Katakana:
    case QChar::Script_Hangul:
        return true;
    default:
        return false;
    }
}

Class classOf(char32_t u)
{
    if (QChar::isSpace(u))
        return Class::Space;
    if (isCjk(u))
        return Class::Single;
    const QChar::Category c = QChar::category(u);
    if (QChar::isLetterOrNumber(u) || c == QChar::Mark_NonSpacing
        || c == QChar::Mark_SpacingCombining || c == QChar::Mark_Enclosing)
        return Class::Word;
    return Class::Single;
}

/// One token of the edit script: Same (in both), Removed (left only) or Added (right only).
struct Op {
    TextDiffRun::Kind kind;
    qsizetype left; ///< token index in the left text (Same, Removed)
    qsizetype right; ///< token index in the right text (Same, Added)
};

/// The shortest edit script of a[aBegin, aEnd) and b[bBegin, bEnd) as ops, appended to `out`;
/// false (nothing appended) when it needs more than `maxEdits` edits.
bool shortestScript(const QVector<QStringView> &a, qsizetype aBegin, qsizetype aEnd,
    const QVector<QStringView> &b, qsizetype bBegin, qsizetype bEnd, int maxEdits,
    std::vector<Op> &out)
{
    QVector<QPair<int, int>> kept;
    if (!shortestEditPairs(
            int(aEnd - aBegin), int(bEnd - bBegin),
            [&](int i, int j) { return a.at(aBegin + i) == b.at(bBegin + j); }, maxEdits, kept))
        return false;
    qsizetype x = 0;
    qsizetype y = 0;
    kept.append({int(aEnd - aBegin), int(bEnd - bBegin)}); // the end, kept by no one
    for (qsizetype k = 0; k < kept.size(); ++k) {
        const auto [i, j] = kept.at(k);
        for (; x < i; ++x)
            out.push_back({TextDiffRun::Kind::Removed, aBegin + x, bBegin + y});
        for (; y < j; ++y)
            out.push_back({TextDiffRun::Kind::Added, aBegin + x, bBegin + y});
        if (k + 1 < kept.size())
            out.push_back({TextDiffRun::Kind::Same, aBegin + x++, bBegin + y++});
    }
    return true;
}

} // namespace

QVector<Utf16Range> diffTokens(const QString &text)
{
    // By grapheme clusters (a kana with its voicing mark, an emoji sequence, a flag stay
    // whole), each classed by its first code point.
    QVector<Utf16Range> tokens;
    QTextBoundaryFinder graphemes(QTextBoundaryFinder::Grapheme, text);
    Class open = Class::Single; // the class of the run being built (Space or Word)
    qsizetype start = -1;
    qsizetype i = 0;
    while (i < text.size()) {
        qsizetype next = graphemes.toNextBoundary();
        if (next <= i)
            next = text.size();
        char32_t u = text.at(i).unicode();
        if (QChar::isHighSurrogate(u) && i + 1 < text.size() && text.at(i + 1).isLowSurrogate())
            u = QChar::surrogateToUcs4(text.at(i), text.at(i + 1));
        Class c = classOf(u);
        // An apostrophe between two letters stays in the word ("don't", "l’eau").
        if (c == Class::Single && (u == u'\'' || u == u'\u2019') && open == Class::Word
            && next < text.size() && text.at(next).isLetter())
            c = Class::Word;
        if (start >= 0 && !(c == open && c != Class::Single)) {
            tokens.append({start, i});
            start = -1;
        }
        if (start < 0) {
            start = i;
            open = c;
        }
        i = next;
    }
    if (start >= 0)
        tokens.append({start, text.size()});
    return tokens;
}

QVector<TextDiffRun> diffWords(
    const QString &left, const QString &right, TextDiffOptions options, int maxEdits)
{
    const QVector<Utf16Range> leftRanges = diffTokens(left);
    const QVector<Utf16Range> rightRanges = diffTokens(right);
    // What is compared of each token: the token itself, or its form under the options (kept
    // alive in `keys`: the views below point into them).
    const bool normalized = options.ignoreSpace || options.ignoreCase || options.ignoreWidth;
    QStringList keys;
    const auto keyOf = [&](const QString &text, const Utf16Range &r) {
        QString key = text.mid(r.begin, r.length());
        if (options.ignoreSpace && key.trimmed().isEmpty())
            key = u" "_s;
        if (options.ignoreWidth)
            key = key.normalized(QString::NormalizationForm_KC);
        if (options.ignoreCase)
            key = key.toCaseFolded();
        return key;
    };
    if (normalized) {
        keys.reserve(leftRanges.size() + rightRanges.size());
        for (const Utf16Range &r : leftRanges)
            keys.append(keyOf(left, r));
        for (const Utf16Range &r : rightRanges)
            keys.append(keyOf(right, r));
    }
    QVector<QStringView> a;
    QVector<QStringView> b;
    a.reserve(leftRanges.size());
    b.reserve(rightRanges.size());
    for (qsizetype k = 0; k < leftRanges.size(); ++k)
        a.append(normalized
                ? QStringView(keys.at(k))
                : QStringView(left).mid(leftRanges.at(k).begin, leftRanges.at(k).length()));
    for (qsizetype k = 0; k < rightRanges.size(); ++k)
        b.append(normalized
                ? QStringView(keys.at(leftRanges.size() + k))
                : QStringView(right).mid(rightRanges.at(k).begin, rightRanges.at(k).length()));
    qsizetype prefix = 0;
    while (prefix < a.size() && prefix < b.size() && a.at(prefix) == b.at(prefix))
        ++prefix;
    qsizetype suffix = 0;
    while (suffix < a.size() - prefix && suffix < b.size() - prefix
        && a.at(a.size() - 1 - suffix) == b.at(b.size() - 1 - suffix))
        ++suffix;
    std::vector<Op> ops;
    for (qsizetype i = 0; i < prefix; ++i)
        ops.push_back({TextDiffRun::Kind::Same, i, i});
    const qsizetype aEnd = a.size() - suffix;
    const qsizetype bEnd = b.size() - suffix;
    if (!shortestScript(a, prefix, aEnd, b, prefix, bEnd, maxEdits, ops)) {
        for (qsizetype i = prefix; i < aEnd; ++i)
            ops.push_back({TextDiffRun::Kind::Removed, i, prefix});
        for (qsizetype j = prefix; j < bEnd; ++j)
            ops.push_back({TextDiffRun::Kind::Added, aEnd, j});
    }
    for (qsizetype i = 0; i < suffix; ++i)
        ops.push_back({TextDiffRun::Kind::Same, aEnd + i, bEnd + i});
    // White space kept between two changes joins them: "a b" → "x y" is one change, not four.
    for (std::size_t k = 1; k + 1 < ops.size(); ++k) {
        if (ops[k].kind != TextDiffRun::Kind::Same || ops[k - 1].kind == TextDiffRun::Kind::Same
            || ops[k + 1].kind == TextDiffRun::Kind::Same)
            continue;
        if (!a.at(ops[k].left).trimmed().isEmpty())
            continue;
        const Op same = ops[k];
        ops[k] = {TextDiffRun::Kind::Removed, same.left, same.right};
        ops.insert(
            ops.begin() + qsizetype(k) + 1, {TextDiffRun::Kind::Added, same.left + 1, same.right});
    }
    // Runs: each change block as its removed tokens, then its added ones.
    QVector<TextDiffRun> runs;
    qsizetype leftAt = 0; // UTF-16 positions after what the runs so far cover
    qsizetype rightAt = 0;
    const auto extend = [&runs](TextDiffRun::Kind kind, Utf16Range l, Utf16Range r) {
        if (!runs.isEmpty() && runs.last().kind == kind) {
            runs.last().left.end = l.end;
            runs.last().right.end = r.end;
        } else {
            runs.append({kind, l, r});
        }
    };
    for (std::size_t k = 0; k < ops.size();) {
        if (ops[k].kind == TextDiffRun::Kind::Same) {
            const Utf16Range l = leftRanges.at(ops[k].left);
            const Utf16Range r = rightRanges.at(ops[k].right);
            extend(TextDiffRun::Kind::Same, l, r);
            leftAt = l.end;
            rightAt = r.end;
            ++k;
            continue;
        }
        std::size_t end = k;
        while (end < ops.size() && ops[end].kind != TextDiffRun::Kind::Same)
            ++end;
        Utf16Range removed {leftAt, leftAt};
        Utf16Range added {rightAt, rightAt};
        for (std::size_t j = k; j < end; ++j) {
            if (ops[j].kind == TextDiffRun::Kind::Removed)
                removed.end = leftRanges.at(ops[j].left).end;
            else
                added.end = rightRanges.at(ops[j].right).end;
        }
        if (removed.length() > 0)
            runs.append({TextDiffRun::Kind::Removed, removed, {rightAt, rightAt}});
        if (added.length() > 0)
            runs.append({TextDiffRun::Kind::Added, {removed.end, removed.end}, added});
        leftAt = removed.end;
        rightAt = added.end;
        k = end;
    }
    return runs;
}
