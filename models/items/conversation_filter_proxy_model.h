// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "items/conversation_rows.h"

#include <QAbstractProxyModel>
#include <QDateTime>
#include <QTimer>
#include <QVector>

/// The conversation list as the user narrows and orders it: a ConversationListModel (or any model
/// with its columns and roles) filtered by text (id, title, agent: substring, any case; a part
/// by its name and its conversation's title), start time range and turn-count range, sorted by
/// id, title (parts by number), agent, start, messages or turns with unknown values last in both
/// orders and equal values in file order. A flat proxy of its own rather than a
/// QSortFilterProxyModel, which makes a source index per row and compares rows through the model
/// at every change: here a change of filter is one pass over a cache of the values compared
/// (ConversationRows), and a change of order one sort of plain values per key, kept until the
/// values change. Rows that arrive are filtered as they come and appended; a re-sort runs at most
/// every 150 ms while rows keep arriving. The cache fills in the background, in slices of a few
/// milliseconds on the event loop, so that the first filter or sort does not read 50,000 rows
/// from the source at once. Does not own its source model.
class ConversationFilterProxyModel : public QAbstractProxyModel
{
    Q_OBJECT
public:
    enum class SortKey { FileOrder, Id, Title, Agent, Start, Messages, Turns };
    Q_ENUM(SortKey)

    explicit ConversationFilterProxyModel(QObject *parent = nullptr);

    void setSourceModel(QAbstractItemModel *sourceModel) override;

    /// Keeps the conversations whose id, title or agent contains `text` (any case; a part also by
    /// its conversation's title); empty = all.
    void setText(const QString &text);
    QString text() const { return m_criteria.text; }
    /// Keeps the conversations that start in [from, to); an invalid side is open. With a range,
    /// conversations of unknown start are hidden.
    void setTimeRange(const QDateTime &from, const QDateTime &to);
    QDateTime from() const { return m_from; }
    QDateTime to() const { return m_to; }
    /// Keeps the conversations with minTurns <= turns <= maxTurns; -1 leaves a side open. With a
    /// bound, conversations whose turn count is not known yet are hidden.
    void setTurnRange(int minTurns, int maxTurns);
    int minTurns() const { return m_criteria.minTurns; }
    int maxTurns() const { return m_criteria.maxTurns; }
    /// True when some criterion is set.
    bool isFiltering() const { return m_criteria.any(); }
    /// True when the cache holds every row (the background fill is done).
    bool isCacheWarm() const;

    /// Sorts by `key` (FileOrder: the document's order). Id has no column of its own: the view
    /// shows the indicator on the title column.
    void sortBy(SortKey key, Qt::SortOrder order = Qt::AscendingOrder);
    SortKey sortKey() const { return m_sortKey; }
    Qt::SortOrder sortOrder() const { return m_sortOrder; }
    /// Sorting by a column sorts by that column's key (-1: file order).
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    static SortKey keyForColumn(int column);
    static int columnForKey(SortKey key);

    QModelIndex index(
        int row, int column, const QModelIndex &parent = QModelIndex()) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    QModelIndex sibling(int row, int column, const QModelIndex &index) const override;
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    bool hasChildren(const QModelIndex &parent = QModelIndex()) const override;
    QModelIndex mapToSource(const QModelIndex &proxyIndex) const override;
    QModelIndex mapFromSource(const QModelIndex &sourceIndex) const override;
    /// The source's titles, also when no row is shown.
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    /// Shows the source rows that pass the criteria, in the sort order; one layout change (none
    /// when the rows shown stay the same), persistent indexes following their rows.
    void refilter(
        QAbstractItemModel::LayoutChangeHint hint = QAbstractItemModel::NoLayoutChangeHint);
    /// Shows source rows `rows`, by proxy row (no signal).
    void setVisibleRows(QVector<int> rows);
    /// The rows to show now, by proxy row.
    QVector<int> visibleRows();
    /// Whether source row `sourceRow` meets the criteria (remembered until it or they change).
    bool accepted(int sourceRow, ConversationRows::TextMemo &memo);
    /// Forgets which rows meet the criteria; `narrower`: only those that did.
    void forgetAccepted(bool narrower);
    void resetFromSource();
    void onRowsInserted(int first, int last);
    void onDataChanged(
        const QModelIndex &topLeft, const QModelIndex &bottomRight, const QList<int> &roles);
    void scheduleRefresh();
    /// Fills the cache from source row `from` on, in the background.
    void scheduleWarm(int from);
    void warmSlice();
    int sourceRows() const;

    ConversationRows::Criteria m_criteria; ///< text case-folded
    QDateTime m_from;
    QDateTime m_to;
    SortKey m_sortKey = SortKey::FileOrder;
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
    ConversationRows m_rows;
    QVector<int> m_visible; ///< source row by proxy row
    QVector<int> m_proxyRow; ///< proxy row by source row, -1 when hidden
    QVector<qint8> m_accepted; ///< by source row: whether it meets the criteria, -1 unknown
    bool m_resetting = false; ///< between the source's about-to and done signals of a reset
    QTimer m_refresh;
    QTimer m_warm;
    int m_warmFrom = 0; ///< rows before this one are cached (when m_warm is not pending)
};
