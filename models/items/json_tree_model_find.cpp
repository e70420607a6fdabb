// SPDX-License-Identifier: GPL-2.0-or-later
// JsonTreeModel, part 2: find matches and the current match.
#include "json_tree_model.h"

#include <QSet>

void JsonTreeModel::setFindQuery(const FindQuery &query)
{
    if (query == m_findQuery)
        return;
    // The rows that had matches and those that get some both repaint.
    const QList<const JsonNode *> before = m_matchesOfNode.keys();
    m_findQuery = query;
    updateFindMatches();
    QSet<const JsonNode *> changed(before.cbegin(), before.cend());
    for (auto it = m_matchesOfNode.cbegin(); it != m_matchesOfNode.cend(); ++it)
        changed.insert(it.key());
    for (const JsonNode *n : std::as_const(changed)) {
        const Place place = placeOf(n);
        const QModelIndex key = createIndex(place.row, KeyColumn, n);
        Q_EMIT dataChanged(key, key.siblingAtColumn(ValueColumn),
            {MatchRangesRole, CurrentMatchRole, Qt::DisplayRole});
    }
}

void JsonTreeModel::updateFindMatches()
{
    m_findMatches.clear();
    m_matchesOfNode.clear();
    m_currentMatch = -1;
    if (!m_root || m_findQuery.isEmpty())
        return;
    m_findMatches = findJsonTreeMatches(m_root.get(), m_findQuery);
    for (int i = 0; i < m_findMatches.size(); ++i)
        m_matchesOfNode[m_findMatches.at(i).node].append(i);
}

void JsonTreeModel::setCurrentMatch(int ordinal)
{
    if (ordinal < 0 || ordinal >= m_findMatches.size())
        ordinal = -1;
    if (ordinal == m_currentMatch)
        return;
    const int old = m_currentMatch;
    m_currentMatch = ordinal;
    emitMatchChanged(old);
    emitMatchChanged(ordinal);
}

void JsonTreeModel::emitMatchChanged(int ordinal)
{
    const QModelIndex cell = matchIndex(ordinal);
    if (cell.isValid())
        Q_EMIT dataChanged(cell, cell, {CurrentMatchRole});
}

QModelIndex JsonTreeModel::matchIndex(int ordinal) const
{
    if (ordinal < 0 || ordinal >= m_findMatches.size())
        return QModelIndex();
    const JsonTreeMatch &m = m_findMatches.at(ordinal);
    if (!m.node)
        return QModelIndex();
    return createIndex(placeOf(m.node).row, m.inKey ? KeyColumn : ValueColumn, m.node);
}

QVariant JsonTreeModel::findData(const JsonNode *n, int column, int role) const
{
    if (column != KeyColumn && column != ValueColumn)
        return QVariant();
    const auto it = m_matchesOfNode.constFind(n);
    if (it == m_matchesOfNode.cend())
        return role == CurrentMatchRole ? QVariant(-1) : QVariant();
    const bool inKey = column == KeyColumn;
    QVector<Utf16Range> ranges;
    int current = -1;
    for (int i : *it) {
        const JsonTreeMatch &m = m_findMatches.at(i);
        if (m.inKey != inKey)
            continue;
        if (i == m_currentMatch)
            current = int(ranges.size());
        ranges.append(m.range);
    }
    if (role == CurrentMatchRole)
        return current;
    return ranges.isEmpty() ? QVariant() : QVariant::fromValue(ranges);
}
