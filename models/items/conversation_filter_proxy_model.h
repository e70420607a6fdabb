// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QDateTime>
#include <QSortFilterProxyModel>
#include <QTimer>
#include <QVector>
#include <deque>
#include <limits>

/// The conversation list as the user narrows and orders it: a ConversationListModel (or any model
/// with its columns and roles) filtered by text (id, title, agent: substring, any case; a part
/// by its name and its conversation's title), start time range and turn-count range, sorted by
/// id, title (parts by number), agent, start, messages or turns with unknown values last in both
/// orders. Keeps a small per-row cache of the values it compares, so that
/// 50,000 rows arriving in batches stay cheap: new rows are filtered as they come and a re-sort
/// runs at most every 150 ms while rows keep arriving. The cache fills in the background, in
/// slices of a few milliseconds on the event loop, so that the first filter or sort does not
/// read 50,000 rows from the source at once. Does not own its source model.
class ConversationFilterProxyModel : public QSortFilterProxyModel
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
    QString text() const { return m_text; }
    /// Keeps the conversations that start in [from, to); an invalid side is open. With a range,
    /// conversations of unknown start are hidden.
    void setTimeRange(const QDateTime &from, const QDateTime &to);
    QDateTime from() const { return m_from; }
    QDateTime to() const { return m_to; }
    /// Keeps the conversations with minTurns <= turns <= maxTurns; -1 leaves a side open. With a
    /// bound, conversations whose turn count is not known yet are hidden.
    void setTurnRange(int minTurns, int maxTurns);
    int minTurns() const { return m_minTurns; }
    int maxTurns() const { return m_maxTurns; }
    /// True when some criterion is set.
    bool isFiltering() const;
    /// True when the cache holds every row (the background fill is done).
    bool isCacheWarm() const;

    /// Sorts by `key` (FileOrder: the document's order). Id has no column of its own: the view
    /// shows the indicator on the title column.
    void sortBy(SortKey key, Qt::SortOrder order = Qt::AscendingOrder);
    SortKey sortKey() const { return m_sortKey; }
    /// Sorting by a column sorts by that column's key (-1: file order).
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    static SortKey keyForColumn(int column);
    static int columnForKey(SortKey key);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    struct Row {
        bool known = false; ///< false: read it from the source again
        QString id; ///< case-folded, as every string here
        QString title; ///< the title as shown (a part's name for a part)
        QString session; ///< a part's: the title of the conversation it is a part of
        int part = -1; ///< the part of a conversation shown in parts; -1 when whole
        QString agent; ///< full agent resource
        QString agentShown; ///< the agent as shown (last segment)
        qint64 startMillis = 0;
        bool hasStart = false;
        int messages = -1;
        int turns = -1;
    };
    const Row &row(int sourceRow) const;
    /// Ranks every row by the sort key (equal values share a rank; unknown: kUnknownRank).
    void ensureRanks();
    void onSourceChanged(int first, int last);
    void scheduleRefresh();
    /// Fills the cache from source row `from` on, in the background.
    void scheduleWarm(int from);
    void warmSlice();
    void forgetRows();

    QString m_text; ///< case-folded
    QDateTime m_from;
    QDateTime m_to;
    qint64 m_fromMillis = 0; ///< m_from since the epoch (converted once: local times cost)
    qint64 m_toMillis = 0;
    int m_minTurns = -1;
    int m_maxTurns = -1;
    SortKey m_sortKey = SortKey::FileOrder;
    mutable std::deque<Row> m_rows; ///< by source row (a deque: growing never moves a row)
    struct AgentNames {
        QString agent;
        QString agentShown;
    };
    mutable AgentNames m_lastAgent; ///< the agent of the row cached last, shared by the next
    static constexpr int kUnknownRank = std::numeric_limits<int>::max();
    QVector<int> m_rank; ///< by source row, for m_sortKey
    bool m_ranksValid = false;
    QTimer m_refresh;
    QTimer m_warm;
    int m_warmFrom = 0; ///< rows before this one are cached (when m_warm is not pending)
};
