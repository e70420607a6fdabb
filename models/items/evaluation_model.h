// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "compare/tool_trajectory.h"
#include "transcript/conversation.h"
#include "transcript/evaluation.h"

#include <QAbstractItemModel>
#include <memory>

/// The evaluation cases of some conversations as a tree (evaluations.md §3.2, §3.3): case →
/// turn or invocation → rows of user input, aligned tool calls, response, transfer, metrics and
/// expectations, each with its expected and actual side, score, threshold and recorded status.
/// Case-level metrics are the first children of a case. Shares ownership of the conversations.
class EvaluationModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column {
        ItemColumn,
        ExpectedColumn,
        ActualColumn,
        ScoreColumn,
        ThresholdColumn,
        StatusColumn,
        ColumnCount
    };
    Q_ENUM(Column)

    enum class RowKind { Case, Turn, UserInput, ToolCall, Response, Transfer, Metric, Expectation };
    Q_ENUM(RowKind)

    enum Role {
        KindRole = Qt::UserRole + 1, ///< int (RowKind)
        StatusRole, ///< int (EvaluationStatus); invalid for rows without a recorded status
        StatusIdRole, ///< QString: evaluationStatusId(); empty without a status
        RawStatusRole, ///< QString: the status as written, when it is no known value
        ScoreRole, ///< double; invalid when there is no score (never 0 for "none")
        ThresholdRole, ///< double; invalid when none
        ThresholdIsDefaultRole, ///< bool: the documented default, not the file's
        TrajectoryStatusRole, ///< int (TrajectoryRow::Status) of a ToolCall row; else invalid
        ChangedKeysRole, ///< QStringList: argument paths that differ (ToolCall rows)
        ExpectedTextRole, ///< QString: the expected side as text (also ExpectedColumn)
        ActualTextRole, ///< QString: the actual side as text (also ActualColumn)
        ConversationRole, ///< int: index of the conversation (as given) the row belongs to
        TurnRole, ///< int: the turn or invocation index, -1 above a turn
        CaseIdRole, ///< QString: the case or result id
        JsonPathRole, ///< QString: where the row's data is in the file
    };
    Q_ENUM(Role)

    explicit EvaluationModel(QObject *parent = nullptr);
    ~EvaluationModel() override;

    /// Shows the evaluation cases of `conversations` (those without one are skipped; a summary
    /// lists its cases). Resets the model.
    void setConversations(QVector<std::shared_ptr<const Conversation>> conversations);

    QModelIndex index(
        int row, int column, const QModelIndex &parent = QModelIndex()) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// A score for display: at most 3 decimals in the current locale, "—" when absent.
    static QString scoreText(const std::optional<double> &score);
    /// What a tool call row's alignment says ("same", "arguments differ", ...), translated.
    static QString trajectoryText(TrajectoryRow::Status status);
    /// The status's symbol alone: "✓", "✗", "–", "⤼", "ⓘ", "?".
    static QString statusMark(EvaluationStatus status);
    /// The status with its symbol ("✓ Pass", "✗ Fail", "– Not evaluated"), translated.
    static QString statusText(EvaluationStatus status);

public Q_SLOTS:
    /// Re-emits headers and texts after a language change.
    void retranslate();

private:
    struct Node;
    int addNode(Node node);
    void addCase(const EvaluationCase &c, int conversation);
    void addTurn(const EvaluationCase &c, int turn, int caseNode, int conversation);
    const Node *nodeAt(const QModelIndex &index) const;
    QVariant display(const Node &n, int column) const;
    QVariant roleData(const Node &n, int role) const;

    QVector<std::shared_ptr<const Conversation>> m_conversations;
    QVector<Node> m_nodes;
    QVector<int> m_roots;
};
