// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/answer_details.h"

#include <QAbstractItemModel>
#include <QVector>
#include <memory>

/// The agent trace of a Discovery Engine answer as a tree: steps → actions (the search query
/// they ran) → search results (title, URI, snippets, chunk contents). Shares the (immutable)
/// AnswerDetails; owns only its flat node table.
class AnswerStepsModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { TitleColumn, DetailColumn, ColumnCount };
    Q_ENUM(Column)

    enum class Kind { Step, Action, Result };
    Q_ENUM(Kind)

    enum Role {
        KindRole = Qt::UserRole + 1, ///< int: Kind
        StateRole, ///< QString: the step's canonical state name ("SUCCEEDED"); "" for others
        DescriptionRole, ///< QString: step description
        ThoughtRole, ///< QString: step thought
        QueryRole, ///< QString: the action's search query ("" when the action had none)
        TitleRole, ///< QString: result title
        UriRole, ///< QString: result URI as given (never opened by the model)
        DocumentRole, ///< QString: result document resource name
        SnippetsHtmlRole, ///< QStringList: the result's snippets, sanitised rich text
        SnippetsTextRole, ///< QStringList: the result's snippets as plain text
        SnippetStatusesRole, ///< QStringList: parallel to the snippets
        ChunkContentsRole, ///< QStringList: chunkInfo[].content, plain text
        StructDataRole, ///< QString: the result's structData, compact JSON ("" when none)
        ResultCountRole, ///< int: an action's number of results
        JsonPathRole, ///< QString: where the item is in the source
        StepNumberRole, ///< int: 1-based number of the step the item belongs to
    };
    Q_ENUM(Role)

    explicit AnswerStepsModel(QObject *parent = nullptr);

    /// Shows the steps of `answer` (null clears). Resets the model.
    void setAnswer(std::shared_ptr<const AnswerDetails> answer);
    std::shared_ptr<const AnswerDetails> answer() const { return m_answer; }

    /// The step state in plain, translated words ("SUCCEEDED" → "Succeeded"); unknown names as
    /// given.
    static QString stateText(const QString &state);

    QModelIndex index(
        int row, int column, const QModelIndex &parent = QModelIndex()) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

public Q_SLOTS:
    /// Re-emits translated headers and texts after a UI language change.
    void retranslate();

private:
    struct Node {
        Kind kind = Kind::Step;
        int parent = -1; ///< node index; -1 for steps
        int row = 0; ///< row under its parent
        int step = 0;
        int action = 0;
        int result = 0;
        QVector<int> children;
    };
    const Node *node(const QModelIndex &index) const;
    QVariant stepData(const AnswerStep &step, int column, int role) const;
    QVariant actionData(const AnswerStepAction &action, int column, int role) const;
    QVariant resultData(const AnswerSearchResult &result, int column, int role) const;

    std::shared_ptr<const AnswerDetails> m_answer;
    QVector<Node> m_nodes;
    QVector<int> m_steps; ///< node indices of the top-level rows
};
