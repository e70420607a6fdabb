// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "json_tree_matches.h"
#include "search/find_query.h"
#include "json/json_node.h"

#include <QAbstractItemModel>
#include <QHash>
#include <memory>

/// A JSON value as a tree (key, value, type), for the details pane and JSON chunk cards. The
/// members of a root object (or items of a root array) are the top-level rows; a scalar root is a
/// single row. Shares ownership of the JsonNode tree.
class JsonTreeModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { KeyColumn, ValueColumn, TypeColumn, ColumnCount };
    Q_ENUM(Column)

    enum Role {
        KeyRole = Qt::UserRole + 1, ///< QString: member name, or "[i]" for array items
        ValueTextRole, ///< QString: full scalar text (untruncated); "" for containers
        TypeRole, ///< int: JsonNode::Type
        TypeIdRole, ///< QString: "object", "array", "string", ... (not translated)
        PathRole, ///< QString: JSON path from the root, e.g. "args.items[2].id"
        ChildCountRole, ///< int
        JsonRole, ///< QString: the value as pretty JSON (indent 2, source key order)
        /// QVector<Utf16Range>: the find matches in this cell (key column: in the key; value
        /// column: in the full scalar text, ValueTextRole); invalid when none
        MatchRangesRole,
        /// int: which of MatchRangesRole is the current find match; -1 when none is
        CurrentMatchRole,
    };
    Q_ENUM(Role)

    explicit JsonTreeModel(QObject *parent = nullptr);

    /// Shows `root` (null clears). Resets the model.
    void setRoot(std::shared_ptr<JsonNode> root);
    /// Parses and shows JSON text; returns false (and shows nothing) when it is not valid JSON.
    bool setJson(const QByteArray &json);
    std::shared_ptr<JsonNode> root() const { return m_root; }
    /// Why the last setJson failed ("" when it did not).
    QString errorString() const { return m_error; }

    QModelIndex index(
        int row, int column, const QModelIndex &parent = QModelIndex()) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    bool hasChildren(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    /// Find: highlights the occurrences of `query` (an empty one clears); see findJsonTreeMatches
    /// for what is searched and in which order. Keeps it across setRoot/setJson.
    void setFindQuery(const FindQuery &query);
    const FindQuery &findQuery() const { return m_findQuery; }
    int matchCount() const { return int(m_findMatches.size()); }
    /// The `ordinal`-th match (tree order) becomes the current one (-1: none).
    void setCurrentMatch(int ordinal);
    int currentMatch() const { return m_currentMatch; }
    /// The cell of the `ordinal`-th match (key or value column); invalid when out of range.
    QModelIndex matchIndex(int ordinal) const;

    static QString typeId(JsonNode::Type type);
    /// `node` as JSON text: pretty (indent 2) or compact; numbers keep their source text.
    static QString toJson(const JsonNode &node, bool pretty = true);

public Q_SLOTS:
    /// Re-emits translated headers and type names after a UI language change.
    void retranslate();

private:
    struct Place {
        const JsonNode *parent = nullptr; ///< null for top-level rows
        int row = 0;
    };
    const JsonNode *node(const QModelIndex &index) const;
    const QVector<std::shared_ptr<JsonNode>> &childrenOf(const JsonNode *parent) const;
    Place placeOf(const JsonNode *n) const;
    QString path(const JsonNode *n) const;
    // json_tree_model_find.cpp
    void updateFindMatches();
    QVariant findData(const JsonNode *n, int column, int role) const;
    void emitMatchChanged(int ordinal);

    std::shared_ptr<JsonNode> m_root;
    QVector<std::shared_ptr<JsonNode>> m_topLevel; ///< the rows with an invalid parent
    QString m_error;
    FindQuery m_findQuery;
    QVector<JsonTreeMatch> m_findMatches; ///< into m_root's tree
    QHash<const JsonNode *, QVector<int>> m_matchesOfNode; ///< indices into m_findMatches
    int m_currentMatch = -1;
};
