// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>
#include <QVector>

#include <deque>
#include <limits>

class QAbstractItemModel;

/// The values the conversation list filters and sorts by, one Row per row of a model with
/// ConversationListModel's columns and roles, case-folded and read on first use; and the orders
/// they sort in. ConversationFilterProxyModel owns one; rows never move once read (a deque).
class ConversationRows
{
public:
    /// The sort keys, in ConversationFilterProxyModel::SortKey's order.
    enum class Key { FileOrder, Id, Title, Agent, Start, Messages, Turns };

    /// The key a column of ConversationListModel sorts by (FileOrder for none), and the column
    /// that shows a key's indicator (-1 for FileOrder; Id shows on the title).
    static Key keyForColumn(int column);
    static int columnForKey(Key key);

    struct Row {
        bool known = false; ///< false: read it from the source again
        QString id; ///< case-folded, as every string here
        int idTail = 0; ///< where the id's last segment starts (after its last '/')
        QString idStart; ///< the id before idTail, one string shared by the rows of one start
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

    /// What the list keeps: text (case-folded; empty: any), start range in milliseconds since
    /// the epoch (open sides unset) and turn range (-1: open).
    struct Criteria {
        QString text;
        bool hasFrom = false;
        bool hasTo = false;
        qint64 fromMillis = 0;
        qint64 toMillis = 0;
        int minTurns = -1;
        int maxTurns = -1;
        bool any() const
        {
            return !text.isEmpty() || hasFrom || hasTo || minTurns >= 0 || maxTurns >= 0;
        }
    };

    /// Row `sourceRow` of `model`, read now when it is not known (sizes the cache to the model).
    const Row &row(const QAbstractItemModel &model, int sourceRow);
    /// Forgets every row (the source was reset or rows moved).
    void clear();
    /// Row `sourceRow` is read again on its next use.
    void forget(int sourceRow);
    /// Whether row `sourceRow` is cached and known.
    bool isKnown(int sourceRow) const;
    /// How many rows the cache has room for (known or not).
    int size() const { return int(m_rows.size()); }

    /// What accepts() remembers between rows of one pass: whether the text is in the id's
    /// start (every id of a file shares "projects/…/conversations/") and in the agent (most
    /// rows share one), so that those are searched once, not once per row.
    struct TextMemo {
        const QChar *idStart = nullptr; ///< the id start's string data (rows share it)
        bool idStartHit = false;
        const QChar *agent = nullptr; ///< the agent's string data (rows share it)
        bool agentHit = false;
    };
    /// Whether `r` meets `criteria`; `memo` belongs to one criteria.
    static bool accepts(const Row &r, const Criteria &criteria, TextMemo &memo);

    /// Source rows in the order of `key` (first `rows` rows of `model`, read as needed): rows with
    /// a known value in `order`, equal values in file order in both directions, then the rows of
    /// unknown value in file order. FileOrder: 0, 1, 2...
    QVector<int> sortedRows(
        const QAbstractItemModel &model, int rows, Key key, Qt::SortOrder order);
    /// Whether sortedRows() has a ranking of `key` cached (dropped by clear() and forget()).
    bool hasRanking(Key key) const { return m_rankedKey == key; }

private:
    /// Sorts the known rows by `key` (ties by row) into m_ranked; m_groupStart[i] is the index in
    /// m_ranked where the value of m_ranked[i] starts.
    void rank(const QAbstractItemModel &model, int rows, Key key);

    struct AgentNames {
        QString agent;
        QString agentShown;
    };
    std::deque<Row> m_rows; ///< by source row (a deque: growing never moves a row)
    AgentNames m_lastAgent; ///< the agent of the row read last, shared by the next
    QString m_lastIdStart; ///< the id start of the row read last, shared by the next
    static constexpr Key kNoRanking = Key::FileOrder;
    Key m_rankedKey = kNoRanking;
    int m_rankedRows = 0;
    QVector<int> m_ranked; ///< known rows by value, ascending, ties by row
    QVector<int> m_groupStart;
    QVector<int> m_unknown; ///< rows of unknown value, by row
};
