// SPDX-License-Identifier: GPL-2.0-or-later
#include "metric_rows_model.h"

#include "evaluation_model.h"

using namespace Qt::StringLiterals;

MetricRowsModel::MetricRowsModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void MetricRowsModel::setRows(const EvaluationCase *evaluation, int turn)
{
    beginResetModel();
    m_rows.clear();
    const auto addMetrics = [this](const QVector<MetricRow> &metrics, int turnIndex) {
        for (const MetricRow &m : metrics) {
            QString explanation = m.explanation;
            if (!m.label.isEmpty())
                explanation = explanation.isEmpty() ? m.label : m.label + u" · "_s + explanation;
            m_rows.append(Row {m.name, m.score, m.threshold, m.status, explanation, turnIndex});
        }
    };
    if (evaluation) {
        addMetrics(evaluation->metrics, -1);
        if (turn >= 0 && turn < evaluation->turns.size()) {
            const TurnPair &t = evaluation->turns.at(turn);
            addMetrics(t.metrics, turn);
            for (const ExpectationRow &e : t.expectations) {
                QString explanation = e.explanation;
                if (!e.note.isEmpty())
                    explanation = explanation.isEmpty() ? e.note : e.note + u" · "_s + explanation;
                m_rows.append(
                    Row {e.kind, e.detailScore, std::nullopt, e.status, explanation, turn});
            }
        }
    }
    endResetModel();
}

int MetricRowsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int MetricRowsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString MetricRowsModel::statusText(EvaluationStatus status)
{
    return EvaluationModel::statusText(status); // a mark and a word, never colour alone
}

QVariant MetricRowsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Row &row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Name:
            //: evaluation pane: a metric or expectation of one turn; %1 the turn, %2 the metric
            return row.turn < 0 ? row.name : tr("Turn %1: %2").arg(row.turn + 1).arg(row.name);
        case Score:
            //: evaluation pane: a metric the file gives no score for (not 0)
            return row.score ? EvaluationModel::scoreText(row.score) : tr("no score");
        case Threshold:
            return row.threshold ? EvaluationModel::scoreText(row.threshold) : QString();
        case Status:
            return statusText(row.status);
        case Explanation:
            return row.explanation;
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() == Score && row.score)
            return QString::number(*row.score, 'g', 17); // the raw value
        if (index.column() == Explanation)
            return row.explanation;
        return {};
    case StatusRole:
        return int(row.status);
    case ScoreRole:
        return row.score ? QVariant(*row.score) : QVariant();
    case TurnRole:
        return row.turn;
    }
    return {};
}

QVariant MetricRowsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Name:
        //: evaluation pane column: the metric or expectation
        return tr("Metric");
    case Score:
        //: evaluation pane column
        return tr("Score");
    case Threshold:
        //: evaluation pane column: the score a metric must reach to pass
        return tr("Threshold");
    case Status:
        //: evaluation pane column: the verdict the file recorded
        return tr("Verdict");
    case Explanation:
        //: evaluation pane column: the evaluator's reasons (rubrics, hallucination)
        return tr("Explanation");
    }
    return {};
}

void MetricRowsModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
}
