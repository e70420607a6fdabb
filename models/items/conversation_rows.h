// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QHash>
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

    /// One row's values, case-folded. What many rows share (the id's start, the agent) is
    /// kept once, in tables of the cache, and a title that only repeats the id's last segment
    /// (a conversation without a title) is not kept again: about 110 bytes a row.
    struct Row {
        bool known = false; ///< false: read it from the source again
        bool titleIsIdTail = false; ///< the title shown is the id's last segment
        bool hasStart = false;
        qint32 idTail = 0; ///< where the id's last segment starts (after its last '/')
        qint32 idStart = 0; ///< the id before idTail, as an index in the table of id starts
        qint32 agent = 0; ///< index in the table of agents
        qint32 part = -1; ///< the part of a conversation shown in parts; -1 when whole
        qint32 messages = -1;
        qint32 turns = -1;
        qint64 startMillis = 0;
        QString id;
        QString title; ///< the title as shown (a part's name); empty when titleIsIdTail
        QString session; ///< a part's: the title of the conversation it is a part of
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

    /// What accepts() remembers between rows of one pass: whether the text is in the id's
    /// start (every id of a file shares "projects/…/conversations/") and in the agent (most
    /// rows share one), so that those are searched once, not once per row.
    struct TextMemo {
        qint32 idStart = -1; ///< the id start looked at last (-1: none yet)
        bool idStartHit = false;
        qint32 agent = -1; ///< the agent looked at last
        bool agentHit = false;
    };
    /// Whether `r` meets `criteria`; `memo` belongs to one criteria.
    bool accepts(const Row &r, const Criteria &criteria, TextMemo &memo) const;

    /// A row's title as shown, its full agent resource and the agent as shown (last segment).
    QStringView title(const Row &r) const
    {
        return r.titleIsIdTail ? QStringView(r.id).mid(r.idTail) : QStringView(r.title);
    }
    const QString &agent(const Row &r) const { return m_agents.at(r.agent); }
    const QString &agentShown(const Row &r) const { return m_agentsShown.at(r.agent); }

    /// Source rows in the order of `key` (first `rows` rows of `model`, read as needed): rows with
    /// a known value in `order`, equal values in file order in both directions, then the rows of
    /// unknown value in file order. FileOrder: 0, 1, 2...
    QVector<int> sortedRows(
        const QAbstractItemModel &model, int rows, Key key, Qt::SortOrder order);

private:
    /// Sorts the known rows by `key` (ties by row) into m_ranked; m_groupStart[i] is the index in
    /// m_ranked where the value of m_ranked[i] starts.
    void rank(const QAbstractItemModel &model, int rows, Key key);

    /// The index of `value` in `table`, appended when new (`*added` then set); `last` is the
    /// index found last, tried first (most rows share the value of the row before).
    static qint32 indexIn(QVector<QString> &table, QHash<QString, qint32> &indices, qint32 &last,
        QStringView value, bool *added = nullptr);
    /// Whether `a` sorts before `b` by text key `key`.
    bool textLess(const Row &a, const Row &b, Key key) const;

    std::deque<Row> m_rows; ///< by source row (a deque: growing never moves a row)
    QVector<QString> m_agents; ///< the distinct agents, by Row::agent
    QVector<QString> m_agentsShown; ///< their last segments, by Row::agent
    QHash<QString, qint32> m_agentIndex;
    qint32 m_lastAgent = -1;
    QVector<QString> m_idStarts; ///< the distinct id starts, by Row::idStart
    QHash<QString, qint32> m_idStartIndex;
    qint32 m_lastIdStart = -1;
    static constexpr Key kNoRanking = Key::FileOrder;
    Key m_rankedKey = kNoRanking;
    int m_rankedRows = 0;
    QVector<int> m_ranked; ///< known rows by value, ascending, ties by row
    QVector<int> m_groupStart;
    QVector<int> m_unknown; ///< rows of unknown value, by row
};
