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

/// Myers' shortest edit script between `leftCount` and `rightCount` items: the pairs (left,
/// right) it keeps, in order (a longest common subsequence), appended to `pairs`; false (nothing
/// appended) when it needs more than `maxEdits` insertions and deletions. O((n + m) * maxEdits)
/// time; O(n + m) memory to find that out, then O(edits²) 4-byte values to walk back a script
/// that fits.
bool shortestEditPairs(int leftCount, int rightCount,
    const std::function<bool(int left, int right)> &same, int maxEdits,
    QVector<QPair<int, int>> &pairs);

/// The pairs (left, right) of a longest common subsequence, in order: the common prefix and
/// suffix, and between them shortestEditPairs(); when that needs more than `maxEdits` edits,
/// only the prefix and the suffix (two long sequences with little in common).
QVector<QPair<int, int>> longestCommonPairs(int leftCount, int rightCount,
    const std::function<bool(int left, int right)> &same, int maxEdits = 4000);

/// Aligns `leftCount` items with `rightCount` items, `same(i, j)` telling whether left item i
/// equals right item j; O(leftCount * rightCount). A left item alone comes before the right
/// items alone of its gap.
SequenceAlignment alignSequences(
    int leftCount, int rightCount, const std::function<bool(int left, int right)> &same);
