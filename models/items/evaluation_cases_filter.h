// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/evaluation.h"

#include <QSortFilterProxyModel>
#include <optional>

/// Filters and sorts an EvaluationCasesModel: by verdict, and by metric (only the cases that
/// have it; the verdict is then that metric's). Sorts by the model's SortRole: scores as
/// numbers, verdicts failures first. Owned by the view that shows it.
class EvaluationCasesFilter : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit EvaluationCasesFilter(QObject *parent = nullptr);

    /// Only cases with this verdict (nullopt: every verdict).
    void setStatus(std::optional<EvaluationStatus> status);
    std::optional<EvaluationStatus> status() const { return m_status; }
    /// Only cases that have this metric, judged by its verdict (empty: the case's own).
    void setMetric(const QString &metric);
    QString metric() const { return m_metric; }
    /// The source column of `metric`, -1 when the model has no such metric.
    int metricColumn(const QString &metric) const;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    std::optional<EvaluationStatus> m_status;
    QString m_metric;
};
