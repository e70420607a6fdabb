// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QPair>
#include <QVector>

#include <functional>

/// How two sequences line up for a side-by-side view (turns of two conversations, expected and
/// actual tool calls): the pairs of a longest common subsequence, then, between two of those
/// pairs, the items left over side by side, and the rest alone. A plain value.
struct SequenceAlignment {
    /// One row: an item of each side (`left`, `right`; -1 for none). `matched`: both are
    /// equal items of the common subsequence; otherwise two leftovers side by side or one
    /// alone.
    struct Row {
        int left = -1;
        int right = -1;
        bool matched = false;
    };
    QVector<Row> rows; ///< in the order of both sides
};

/// The pairs (left, right) of a longest common subsequence, in order; O(leftCount * rightCount).
QVector<QPair<int, int>> longestCommonPairs(
    int leftCount, int rightCount, const std::function<bool(int left, int right)> &same);

/// Aligns `leftCount` items with `rightCount` items, `same(i, j)` telling whether left item i
/// equals right item j; O(leftCount * rightCount). A left item alone comes before the right
/// items alone of its gap.
SequenceAlignment alignSequences(
    int leftCount, int rightCount, const std::function<bool(int left, int right)> &same);
