// SPDX-License-Identifier: GPL-2.0-or-later
#include "row_offsets.h"

void RowOffsets::reset(const QVector<int> &heights)
{
    m_heights = heights;
    const int n = int(m_heights.size());
    m_tree = QVector<qint64>(n + 1, 0);
    m_total = 0;
    // Linear construction: each node adds itself to its parent once.
    for (int i = 1; i <= n; ++i) {
        m_tree[i] += m_heights.at(i - 1);
        m_total += m_heights.at(i - 1);
        const int parent = i + (i & -i);
        if (parent <= n)
            m_tree[parent] += m_tree.at(i);
    }
    m_topBit = 1;
    while (m_topBit * 2 <= n)
        m_topBit *= 2;
    if (n == 0)
        m_topBit = 0;
}

int RowOffsets::setHeight(int row, int height)
{
    if (row < 0 || row >= m_heights.size())
        return 0;
    const int delta = height - m_heights.at(row);
    if (delta == 0)
        return 0;
    m_heights[row] = height;
    m_total += delta;
    const int n = int(m_heights.size());
    for (int i = row + 1; i <= n; i += i & -i)
        m_tree[i] += delta;
    return delta;
}

qint64 RowOffsets::top(int row) const
{
    qint64 sum = 0;
    for (int i = qBound(0, row, int(m_heights.size())); i > 0; i -= i & -i)
        sum += m_tree.at(i);
    return sum;
}

int RowOffsets::rowAt(qint64 y) const
{
    if (y < 0 || y >= m_total)
        return -1;
    // The number of rows whose cumulative height stays <= y is the row covering y.
    const int n = int(m_heights.size());
    int position = 0;
    qint64 rest = y;
    for (int step = m_topBit; step > 0; step /= 2) {
        const int next = position + step;
        if (next <= n && m_tree.at(next) <= rest) {
            position = next;
            rest -= m_tree.at(next);
        }
    }
    return position < n ? position : -1;
}
