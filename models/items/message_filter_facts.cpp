// SPDX-License-Identifier: GPL-2.0-or-later
#include "message_filter_facts.h"

#include "items/message_list_model.h"
#include "transcript/display_time.h"

#include <QHash>

namespace {

qint64 floorMillis(qint64 nanos)
{
    return nanos / 1000000 - (nanos % 1000000 < 0 ? 1 : 0);
}

// Interns `value` in `table` through `ids` (keyed by the value as given).
quint32 intern(QHash<QString, quint32> &ids, QStringList &table, const QString &value)
{
    const auto found = ids.constFind(value);
    if (found != ids.constEnd())
        return found.value();
    const quint32 id = quint32(table.size());
    table.append(value);
    ids.insert(value, id);
    return id;
}

} // namespace

MessageFilterFacts::MessageFilterFacts(
    const Conversation &conversation, const std::atomic_bool *cancel)
{
    const QVector<Message> &messages = conversation.messages;
    m_rows.resize(messages.size());
    QHash<QString, quint32> rawRoles; // the role as shown, as written → id in m_roles
    QHash<QString, quint32> lowerRoles;
    QHash<QString, quint32> authors;
    QHash<QString, quint32> tools;
    for (qsizetype i = 0; i < messages.size(); ++i) {
        if (cancel && (i & 4095) == 0 && cancel->load(std::memory_order_relaxed))
            return;
        const Message &m = messages.at(i);
        Row &row = m_rows[i];
        const QString shown = MessageListModel::shownRole(m);
        auto role = rawRoles.constFind(shown);
        if (role == rawRoles.constEnd())
            role = rawRoles.insert(shown, intern(lowerRoles, m_roles, shown.toLower()));
        row.role = role.value();
        if (!m.author.isEmpty())
            row.author = qint32(intern(authors, m_authors, m.author));
        row.toolBegin = quint32(m_toolIds.size());
        for (const Chunk &c : m.chunks) {
            row.kinds |= MessageFilter::kindBit(c.kind);
            if (c.kind != ChunkKind::ToolCall && c.kind != ChunkKind::ToolResponse)
                continue;
            if (!c.toolName.isEmpty())
                m_toolIds.append(intern(tools, m_toolNames, c.toolName));
            if (!c.toolsetToolId.isEmpty())
                m_toolIds.append(intern(tools, m_toolNames, c.toolsetToolId));
        }
        row.toolCount = quint32(m_toolIds.size() - row.toolBegin);
        m_presentKinds |= row.kinds;
        if (MessageFilter::hasCitations(m))
            row.flags |= HasCitations;
        if (MessageFilter::hasProblems(m))
            row.flags |= HasProblems;
        if (m.time.valid) {
            row.flags |= HasTime;
            row.millis = floorMillis(m.time.nanosSinceEpoch);
            m_minMillis = qMin(m_minMillis, row.millis);
            m_maxMillis = qMax(m_maxMillis, row.millis);
        }
    }
}

QDateTime MessageFilterFacts::earliest() const
{
    return m_minMillis <= m_maxMillis ? DisplayTime::of(QDateTime::fromMSecsSinceEpoch(m_minMillis))
                                      : QDateTime();
}

QDateTime MessageFilterFacts::latest() const
{
    return m_minMillis <= m_maxMillis ? DisplayTime::of(QDateTime::fromMSecsSinceEpoch(m_maxMillis))
                                      : QDateTime();
}

MessageFilterFacts::Compiled MessageFilterFacts::compile(const MessageFilter &filter) const
{
    Compiled c;
    c.m_facts = this;
    c.m_who = !filter.roles.isEmpty() || !filter.authors.isEmpty();
    if (c.m_who) {
        c.m_roles.resize(m_roles.size());
        for (qsizetype i = 0; i < m_roles.size(); ++i)
            c.m_roles[i] = filter.roles.contains(m_roles.at(i));
        c.m_authors.resize(m_authors.size());
        for (qsizetype i = 0; i < m_authors.size(); ++i)
            c.m_authors[i] = filter.authors.contains(m_authors.at(i));
    }
    c.m_kinds = filter.chunkKinds;
    c.m_tool = !filter.toolName.isEmpty();
    if (c.m_tool) {
        c.m_tools.resize(m_toolNames.size());
        for (qsizetype i = 0; i < m_toolNames.size(); ++i)
            c.m_tools[i] = m_toolNames.at(i).contains(filter.toolName, Qt::CaseInsensitive);
    }
    if (filter.withCitations)
        c.m_flags |= HasCitations;
    if (filter.withProblems)
        c.m_flags |= HasProblems;
    c.m_time = filter.hasTimeRange();
    if (c.m_time) {
        c.m_flags |= HasTime;
        if (filter.from.isValid())
            c.m_fromMillis = filter.from.toMSecsSinceEpoch();
        if (filter.to.isValid())
            c.m_toMillis = filter.to.toMSecsSinceEpoch();
    }
    return c;
}

bool MessageFilterFacts::Compiled::accepts(int row) const
{
    if (!m_facts || row < 0 || row >= m_facts->m_rows.size())
        return false;
    const Row &r = m_facts->m_rows.at(row);
    if (m_who && !m_roles.at(r.role) && !(r.author >= 0 && m_authors.at(r.author)))
        return false;
    if (m_kinds != 0 && (r.kinds & m_kinds) == 0)
        return false;
    if ((r.flags & m_flags) != m_flags)
        return false;
    if (m_time && (r.millis < m_fromMillis || r.millis >= m_toMillis))
        return false;
    if (m_tool) {
        for (quint32 i = r.toolBegin; i < r.toolBegin + r.toolCount; ++i) {
            if (m_tools.at(m_facts->m_toolIds.at(i)))
                return true;
        }
        return false;
    }
    return true;
}
