// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "search/find_query.h"

#include <QStyledItemDelegate>

/// An item delegate that paints find matches inside a cell's text: the ranges come from the
/// model (a QVector<Utf16Range> role and a current-match index role, as JsonTreeModel gives),
/// or, when no role is given, from matching a query against the cell's display text. Cells
/// without matches paint as usual. Owned by its view.
class FindHighlightDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    /// Reads `rangesRole` and `currentRole` from the model; with -1, matches setQuery().
    explicit FindHighlightDelegate(
        QObject *parent = nullptr, int rangesRole = -1, int currentRole = -1);

    /// The query matched against display texts (only when constructed without roles).
    void setQuery(const FindQuery &query) { m_query = query; }
    const FindQuery &query() const { return m_query; }

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
        const QModelIndex &index) const override;

private:
    int m_rangesRole = -1;
    int m_currentRole = -1;
    FindQuery m_query;
};
