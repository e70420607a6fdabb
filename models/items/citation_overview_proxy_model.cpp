// SPDX-License-Identifier: GPL-2.0-or-later
#include "citation_overview_proxy_model.h"

#include "citation_overview_model.h"

CitationOverviewProxyModel::CitationOverviewProxyModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(CitationOverviewModel::SortRole);
    setSortLocaleAware(true);
    setSortCaseSensitivity(Qt::CaseInsensitive);
}

void CitationOverviewProxyModel::setFlagFilter(CitationFlags flags)
{
    if (flags == m_flags)
        return;
    m_flags = flags;
    invalidateFilter();
}

void CitationOverviewProxyModel::setTextFilter(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed == m_text)
        return;
    m_text = trimmed;
    invalidateFilter();
}

bool CitationOverviewProxyModel::filterAcceptsRow(
    int sourceRow, const QModelIndex &sourceParent) const
{
    const QAbstractItemModel *model = sourceModel();
    const QModelIndex first = model->index(sourceRow, 0, sourceParent);
    if (m_flags) {
        const CitationFlags flags(model->data(first, CitationOverviewModel::FlagsRole).toInt());
        if (!(flags & m_flags))
            return false;
    }
    if (m_text.isEmpty())
        return true;
    for (int column : {CitationOverviewModel::TextColumn, CitationOverviewModel::SourcesColumn,
             CitationOverviewModel::AuthorColumn}) {
        const QString text = model->index(sourceRow, column, sourceParent).data().toString();
        if (text.contains(m_text, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

bool CitationOverviewProxyModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const QVariant a = left.data(sortRole());
    const QVariant b = right.data(sortRole());
    const bool numbers = a.typeId() != QMetaType::QString && b.typeId() != QMetaType::QString;
    if (numbers)
        return a.toDouble() < b.toDouble();
    const QString x = a.toString();
    const QString y = b.toString();
    return isSortLocaleAware() ? x.localeAwareCompare(y) < 0
                               : x.compare(y, sortCaseSensitivity()) < 0;
}
