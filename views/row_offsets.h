// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QVector>

/// The vertical extents of the rows of a list (a Fenwick tree of their heights): the top of a row,
/// the total height and the row at a height in O(log n), one row's height changed in O(log n).
/// Lets a view of 100,000 rows of varying heights change a row without laying out the others.
/// A plain value owned by its view.
class RowOffsets
{
public:
    /// Forgets every row; then holds `heights` (in pixels, each >= 0).
    void reset(const QVector<int> &heights);
    int count() const { return int(m_heights.size()); }
    int height(int row) const { return m_heights.at(row); }
    /// Sets the height of `row`; returns the change (new - old).
    int setHeight(int row, int height);
    /// The sum of the heights of the rows before `row` (row == count(): the total).
    qint64 top(int row) const;
    qint64 total() const { return m_total; }
    /// The row that covers `y` (0 <= y < total()); -1 when y is outside every row.
    int rowAt(qint64 y) const;

private:
    QVector<int> m_heights;
    QVector<qint64> m_tree; ///< 1-based Fenwick tree over m_heights
    qint64 m_total = 0;
    int m_topBit = 0; ///< the highest power of two <= count()
};
