// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "compare/text_diff.h"
#include "compare/tool_trajectory.h"
#include "transcript/evaluation.h"

#include <QAbstractTableModel>

#include <memory>

/// The turns (CES) or invocations (ADK) of one evaluation case, expected beside actual: one row
/// per TurnPair, column 0 the expected side and column 1 the actual one, each compared with the
/// other (the response word by word, the tool calls aligned, the transfer and the variables).
/// It answers ComparisonModel's roles, so the comparison delegate paints it, plus the turn's
/// label. Holds the case (shared, immutable) and what it computed from it; GUI thread.
class EvaluationTurnsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    explicit EvaluationTurnsModel(QObject *parent = nullptr);

    /// Shows the turns of `evaluation` (null: none).
    void setCase(std::shared_ptr<const EvaluationCase> evaluation);
    const EvaluationCase *evaluationCase() const { return m_case.get(); }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

public Q_SLOTS:
    /// Re-emits the headers after a language change.
    void retranslate();

private:
    /// What a row compares, computed once per case.
    struct Compared {
        QVector<TextDiffRun> response;
        QVector<TrajectoryRow> tools;
    };
    std::shared_ptr<const EvaluationCase> m_case;
    QVector<Compared> m_compared;
};
