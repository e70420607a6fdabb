// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/evaluation.h"

#include <QAbstractTableModel>

/// The metric results of an evaluation case, then those of its selected turn, and the turn's
/// expectations, as a table: what, score (at most three decimals; the raw value in the tool
/// tip), threshold, the recorded verdict as a mark and a word, and the explanation. A score the
/// file leaves out shows as such, never as 0. Holds copies of the rows; GUI thread.
class MetricRowsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Name, Score, Threshold, Status, Explanation, ColumnCount };
    enum Role {
        StatusRole = Qt::UserRole + 1, ///< int: EvaluationStatus of the row
        ScoreRole, ///< QVariant double, or invalid when the file gives none
        TurnRole, ///< int: the turn the row belongs to, -1 for the case's own
    };
    Q_ENUM(Role)

    explicit MetricRowsModel(QObject *parent = nullptr);

    /// The case's metrics; then, when `turn` is one of its turns, that turn's metrics and
    /// expectations.
    void setRows(const EvaluationCase *evaluation, int turn);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    /// The verdict as a mark and a word: "✓ Pass", "✗ Fail", "– Not evaluated", …
    static QString statusText(EvaluationStatus status);

public Q_SLOTS:
    void retranslate();

private:
    struct Row {
        QString name;
        std::optional<double> score;
        std::optional<double> threshold;
        EvaluationStatus status = EvaluationStatus::Unknown;
        QString explanation;
        int turn = -1;
    };
    QVector<Row> m_rows;
};
