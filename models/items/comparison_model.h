// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "compare/conversation_comparison.h"

#include <QAbstractTableModel>
#include <QString>

/// Two conversations compared turn by turn (ConversationComparison), as a table for the
/// comparison window: one row per aligned pair of turns, column 0 the left conversation's turn
/// and column 1 the right one's (empty when the turn is on one side only). Each cell gives its
/// side's texts and what differs from the other side as typed roles; the delegate paints them.
/// Owns its comparison (a plain value); lives on the GUI thread.
class ComparisonModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Role {
        UserTextRole = Qt::UserRole + 1, ///< QString: the user's text opening this turn
        AnswerTextRole, ///< QString: the answers' text of this turn
        /// QVector<Utf16Range> (QVariant): the parts of AnswerTextRole not on the other side
        /// (removed on the left, added on the right)
        ChangedRangesRole,
        ToolLinesRole, ///< QStringList: "name {args}" of each tool call, in this side's order
        /// QVector<int> (QVariant), parallel to ToolLinesRole: TrajectoryRow::Status of each
        ToolStatusesRole,
        ReferencesRole, ///< QStringList: the sources its answers cite
        ChangedReferencesRole, ///< QStringList: those not cited on the other side
        VariablesRole, ///< QStringList: "name=value" of the variables it sets
        ChangedVariablesRole, ///< QStringList: the names set differently on the other side
        DiffersRole, ///< bool: something in this row differs (the same in both columns)
        TurnRole, ///< int: the turn's index on this side, -1 when it is on the other side only
        FirstMessageRole, ///< int: the row of the turn's first message, -1 when none
        /// QString: what a cell without a turn says (empty: the delegate's own words)
        EmptyTextRole,
    };
    Q_ENUM(Role)

    explicit ComparisonModel(QObject *parent = nullptr);

    /// Shows `comparison` of conversations named `leftTitle` and `rightTitle` (the headers).
    void setComparison(const ConversationComparison &comparison, const QString &leftTitle,
        const QString &rightTitle);
    const ConversationComparison &comparison() const { return m_comparison; }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    /// The turn of row `row` on side `column` (0 left, 1 right), or null.
    const ComparedTurn *turnAt(int row, int column) const;
    /// ToolLinesRole or ToolStatusesRole of row `rowIndex` on side `column`.
    QVariant toolData(int rowIndex, int column, int role) const;

    ConversationComparison m_comparison;
    QString m_titles[2];
};
