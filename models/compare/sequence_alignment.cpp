// SPDX-License-Identifier: GPL-2.0-or-later
#include "sequence_alignment.h"

#include <algorithm>

QVector<QPair<int, int>> longestCommonPairs(
    int leftCount, int rightCount, const std::function<bool(int left, int right)> &same)
{
    // The textbook table of suffix lengths, walked from the start.
    QVector<QVector<int>> lcs(leftCount + 1, QVector<int>(rightCount + 1, 0));
    for (int i = leftCount - 1; i >= 0; --i)
        for (int j = rightCount - 1; j >= 0; --j)
            lcs[i][j] = same(i, j) ? lcs[i + 1][j + 1] + 1 : std::max(lcs[i + 1][j], lcs[i][j + 1]);
    QVector<QPair<int, int>> pairs;
    for (int i = 0, j = 0; i < leftCount && j < rightCount;) {
        if (same(i, j))
            pairs.append({i++, j++});
        else if (lcs[i + 1][j] >= lcs[i][j + 1])
            ++i;
        else
            ++j;
    }
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
