// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "items/message_filter.h"
#include "transcript/conversation.h"

#include <QStringList>
#include <QVector>
#include <atomic>
#include <limits>
#include <memory>

/// What the message filter needs of each message of one conversation, computed once in one pass
/// (a compact row per message: chunk kinds as bits, role and author ids, flags, time), so that
/// applying a filter to 100,000 messages is a loop over small integers. Immutable once built (on
/// any thread: it only reads the immutable Conversation); shared by MessageFilterProxyModel.
class MessageFilterFacts
{
public:
    /// Reads every message of `conversation`; stops early (incomplete, to be thrown away) when
    /// `cancel` becomes true.
    explicit MessageFilterFacts(
        const Conversation &conversation, const std::atomic_bool *cancel = nullptr);

    /// A MessageFilter turned into ids and bits against these facts; cheap to test per row.
    class Compiled
    {
    public:
        bool accepts(int row) const;

    private:
        friend class MessageFilterFacts;
        const MessageFilterFacts *m_facts = nullptr;
        bool m_who = false;
        QVector<bool> m_roles; ///< by role id
        QVector<bool> m_authors; ///< by author id
        quint32 m_kinds = 0;
        bool m_tool = false;
        QVector<bool> m_tools; ///< by tool name id
        quint8 m_flags = 0; ///< the flags a row must all have
        bool m_time = false;
        qint64 m_fromMillis = std::numeric_limits<qint64>::min();
        qint64 m_toMillis = std::numeric_limits<qint64>::max();
    };
    /// The compiled form of `filter` (keeps a pointer to these facts).
    Compiled compile(const MessageFilter &filter) const;

    int rowCount() const { return int(m_rows.size()); }
    /// The shown roles present (lower case), in order of first appearance.
    const QStringList &roles() const { return m_roles; }
    /// The authors present (non-empty), in order of first appearance.
    const QStringList &authors() const { return m_authors; }
    /// Bits (MessageFilter::kindBit) of the chunk kinds present.
    quint32 presentKinds() const { return m_presentKinds; }
    /// Earliest and latest message time in milliseconds since the epoch; invalid when none.
    QDateTime earliest() const;
    QDateTime latest() const;

private:
    enum Flag : quint8 { HasTime = 1, HasCitations = 2, HasProblems = 4 };
    struct Row {
        quint32 kinds = 0;
        quint32 role = 0;
        qint32 author = -1;
        quint32 toolBegin = 0; ///< into m_toolIds
        quint32 toolCount = 0;
        quint8 flags = 0;
        qint64 millis = 0;
    };
    QVector<Row> m_rows;
    QVector<quint32> m_toolIds; ///< per row, the ids of the tool names its chunks name
    QStringList m_roles;
    QStringList m_authors;
    QStringList m_toolNames; ///< distinct names (toolName and toolsetToolId)
    quint32 m_presentKinds = 0;
    qint64 m_minMillis = std::numeric_limits<qint64>::max();
    qint64 m_maxMillis = std::numeric_limits<qint64>::min();
};
