// SPDX-License-Identifier: GPL-2.0-or-later
#include "evaluation_cases_filter.h"

#include "evaluation_cases_model.h"

EvaluationCasesFilter::EvaluationCasesFilter(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(EvaluationCasesModel::SortRole);
    setSortLocaleAware(true);
}

void EvaluationCasesFilter::setStatus(std::optional<EvaluationStatus> status)
{
    if (status == m_status)
        return;
    m_status = status;
    invalidateFilter();
}

void EvaluationCasesFilter::setMetric(const QString &metric)
{
    if (metric == m_metric)
        return;
    m_metric = metric;
    invalidateFilter();
}

int EvaluationCasesFilter::metricColumn(const QString &metric) const
{
    const auto *cases = qobject_cast<const EvaluationCasesModel *>(sourceModel());
    const qsizetype at = cases ? cases->metricNames().indexOf(metric) : -1;
    return at < 0 ? -1 : EvaluationCasesModel::FirstMetricColumn + int(at);
}

bool EvaluationCasesFilter::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (sourceParent.isValid() || !sourceModel())
        return false;
    int column = EvaluationCasesModel::StatusColumn;
    if (!m_metric.isEmpty()) {
        column = metricColumn(m_metric);
        if (column < 0)
            return false;
    }
    const QVariant status
        = sourceModel()->index(sourceRow, column).data(EvaluationCasesModel::StatusRole);
    if (!status.isValid()) // the case does not have the metric
        return false;
    return !m_status || status.toInt() == int(*m_status);
}
