// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "export/citation_row.h"

#include <QSortFilterProxyModel>

/// The rows of a CitationOverviewModel that carry a flag asked for (none asked: all) and whose
/// text, sources or author contain a text (case-insensitive), sorted by any column: numbers
/// (message, coverage) as numbers, the rest as locale-aware text, rows of equal value in reading
/// order. Does not own its source model.
class CitationOverviewProxyModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit CitationOverviewProxyModel(QObject *parent = nullptr);

    /// Keeps the rows with any of `flags`; no flag keeps every row.
    void setFlagFilter(CitationFlags flags);
    CitationFlags flagFilter() const { return m_flags; }
    /// Keeps the rows whose text, sources or author contain `text` (empty: every row).
    void setTextFilter(const QString &text);
    const QString &textFilter() const { return m_text; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    CitationFlags m_flags;
    QString m_text;
};
