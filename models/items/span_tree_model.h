// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "span_link.h"
#include "transcript/conversation.h"

#include <QAbstractItemModel>
#include <QHash>
#include <memory>

/// The trace of a conversation as a tree: one top-level row per turn's root span, child spans
/// below (name, duration, start, attributes). Shares ownership of the Conversation it shows.
class SpanTreeModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column {
        NameColumn,
        DurationColumn,
        TimelineColumn, ///< no text: a delegate paints the waterfall bar from the roles below
        StartColumn,
        AttributesColumn,
        ColumnCount
    };
    Q_ENUM(Column)

    enum Role {
        NameRole = Qt::UserRole + 1, ///< QString
        DurationNanosRole, ///< qint64, invalid QVariant when unknown
        StartRole, ///< QDateTime (local), invalid when unknown
        EndRole, ///< QDateTime (local), invalid when unknown
        AttributesJsonRole, ///< QByteArray: compact JSON of the attributes ("" = none)
        TurnRole, ///< int: the turn this span belongs to
        JsonPathRole, ///< QString
        DurationFractionRole, ///< double in [0,1]: share of the turn's root duration
        StartOffsetRole, ///< qint64 ns from the root's start; invalid when either start is unknown
        RootDurationRole, ///< qint64 ns: the turn's extent (root duration, else spanned by
                          ///< children)
        EventIdRole, ///< QString: the event this span produced (empty when unknown)
        ToolCallIdRole, ///< QString: the function call id of a tool span
        DerivedRole, ///< bool: derived from event times, not measured
        DurationRole = DurationNanosRole, ///< alias
    };
    Q_ENUM(Role)

    explicit SpanTreeModel(QObject *parent = nullptr);

    /// Shows the turn spans of `conversation` (null clears). Resets the model.
    void setConversation(std::shared_ptr<const Conversation> conversation);
    std::shared_ptr<const Conversation> conversation() const { return m_conversation; }
    /// The span at `index`, or null.
    const Span *spanAt(const QModelIndex &index) const;
    /// The column-0 indexes of the spans `link` matches (its event id or call ids), in tree order.
    QModelIndexList matching(const SpanLink &link) const;

    QModelIndex index(
        int row, int column, const QModelIndex &parent = QModelIndex()) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    /// "key: value, key: value" of a span's attributes (one line, for the table).
    static QString attributesSummary(const JsonText &attributes);

public Q_SLOTS:
    /// Re-emits headers and locale-formatted durations and times after a language change.
    void retranslate();

private:
    struct Place {
        const Span *parent = nullptr; ///< null for a turn's root span
        int row = 0;
        int turn = 0;
        const Span *root = nullptr;
    };
    void indexSpan(const Span *span, const Span *parent, int row, int turn, const Span *root);
    const QVector<Span> &childrenOf(const Span *parent) const;
    void emitAllChanged(const QModelIndex &parent);

    static qint64 extentOf(const Span &root);

    std::shared_ptr<const Conversation> m_conversation;
    QHash<const Span *, Place> m_places;
    QHash<const Span *, qint64> m_rootExtent; ///< per root span, > 0 when known
    mutable QHash<const Span *, QString> m_attributeCache;
};
