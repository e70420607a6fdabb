// SPDX-License-Identifier: GPL-2.0-or-later
#include "sequence_alignment.h"

#include <algorithm>
#include <vector>

namespace {

/// Round `d` of Myers' greedy search: v[k + offset] becomes the furthest x on diagonal k for
/// every k in [-d, d] (steps of 2). True when a path reached (n, m).
bool forwardRound(std::vector<int> &v, qsizetype offset, qsizetype d, qsizetype n, qsizetype m,
    const std::function<bool(int left, int right)> &same)
{
    const auto at = [&v, offset](qsizetype k) -> int & { return v[std::size_t(offset + k)]; };
    bool reached = false;
    for (qsizetype k = -d; k <= d; k += 2) {
        qsizetype x = (k == -d || (k != d && at(k - 1) < at(k + 1))) ? at(k + 1) : at(k - 1) + 1;
        qsizetype y = x - k;
        while (x < n && y < m && same(int(x), int(y))) {
            ++x;
            ++y;
        }
        at(k) = int(x);
        if (x >= n && y >= m)
            reached = true;
    }
    return reached;
}

} // namespace

bool shortestEditPairs(int leftCount, int rightCount,
    const std::function<bool(int left, int right)> &same, int maxEdits,
    QVector<QPair<int, int>> &pairs)
{
    const qsizetype n = leftCount;
    const qsizetype m = rightCount;
    const qsizetype maxD = std::min<qsizetype>(n + m, maxEdits);
    // v[k] (k = x - y, stored at k + maxD + 1): the furthest x on diagonal k so far.
    const qsizetype offset = maxD + 1;
    std::vector<int> v(std::size_t(2 * offset + 1), 0);
    // First the number of edits alone, in O(n + m) memory: two sequences with little in common
    // give up here without keeping a round's diagonals (maxEdits² of them, hundreds of
    // megabytes of fresh memory for two unrelated conversations).
    qsizetype edits = -1;
    for (qsizetype d = 0; d <= maxD && edits < 0; ++d) {
        if (forwardRound(v, offset, d, n, m, same))
            edits = d;
    }
    if (edits < 0)
        return false;
    // Then the same rounds again, each round's diagonals k in [-d, d] kept (at trace[d * d + k
    // + d]: round d starts after 1 + 3 + ... + (2d - 1) = d² values), to walk back.
    std::fill(v.begin(), v.end(), 0);
    std::vector<int> trace(std::size_t((edits + 1) * (edits + 1)));
    for (qsizetype d = 0; d <= edits; ++d) {
        forwardRound(v, offset, d, n, m, same);
        std::copy(v.begin() + (offset - d), v.begin() + (offset + d + 1),
            trace.begin() + std::ptrdiff_t(d * d));
    }
    // Back from (n, m): each round one snake (kept pairs), then one edit.
    QVector<QPair<int, int>> reversed;
    qsizetype x = n;
    qsizetype y = m;
    for (qsizetype dd = edits; dd > 0; --dd) {
        const int *prev = trace.data() + (dd - 1) * (dd - 1); // round dd - 1
        const auto prevAt = [prev, dd](qsizetype k) { return qsizetype(prev[k + dd - 1]); };
        const qsizetype k = x - y;
        const bool down = k == -dd || (k != dd && prevAt(k - 1) < prevAt(k + 1));
        const qsizetype prevK = down ? k + 1 : k - 1;
        const qsizetype prevX = prevAt(prevK);
        const qsizetype prevY = prevX - prevK;
        const qsizetype midX = down ? prevX : prevX + 1; // just after the edit
        const qsizetype midY = down ? prevY + 1 : prevY;
        while (x > midX && y > midY)
            reversed.append({int(--x), int(--y)});
        x = prevX;
        y = prevY;
    }
    while (x > 0 && y > 0)
        reversed.append({int(--x), int(--y)});
    for (qsizetype r = reversed.size() - 1; r >= 0; --r)
        pairs.append(reversed.at(r));
    return true;
}

QVector<QPair<int, int>> longestCommonPairs(int leftCount, int rightCount,
    const std::function<bool(int left, int right)> &same, int maxEdits)
{
    QVector<QPair<int, int>> pairs;
    int prefix = 0;
    while (prefix < leftCount && prefix < rightCount && same(prefix, prefix))
        pairs.append({prefix, prefix}), ++prefix;
    int suffix = 0;
    while (suffix < leftCount - prefix && suffix < rightCount - prefix
        && same(leftCount - 1 - suffix, rightCount - 1 - suffix))
        ++suffix;
    shortestEditPairs(
        leftCount - prefix - suffix, rightCount - prefix - suffix,
        [&](int i, int j) { return same(prefix + i, prefix + j); }, maxEdits, pairs);
    for (qsizetype k = prefix; k < pairs.size(); ++k) // the middle's pairs, from 0 on
        pairs[k] = {pairs.at(k).first + prefix, pairs.at(k).second + prefix};
    for (int k = suffix; k > 0; --k)
        pairs.append({leftCount - k, rightCount - k});
    return pairs;
}

SequenceAlignment alignSequences(
    int leftCount, int rightCount, const std::function<bool(int left, int right)> &same)
{
    SequenceAlignment out;
    int i = 0;
    int j = 0;
    const auto gap = [&](int leftEnd, int rightEnd) {
        const int both = std::min(leftEnd - i, rightEnd - j);
        for (int k = 0; k < both; ++k)
            out.rows.append({i++, j++, false});
        while (i < leftEnd)
            out.rows.append({i++, -1, false});
        while (j < rightEnd)
            out.rows.append({-1, j++, false});
    };
    for (const auto &pair : longestCommonPairs(leftCount, rightCount, same)) {
        gap(pair.first, pair.second);
        out.rows.append({i++, j++, true});
    }
    gap(leftCount, rightCount);
    return out;
}
