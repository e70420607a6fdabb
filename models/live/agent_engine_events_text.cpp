// SPDX-License-Identifier: GPL-2.0-or-later
#include "agent_engine_events_text.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <atomic>

using namespace Qt::StringLiterals;

namespace {

quint64 nextBase()
{
    // Apart from AdkSessionText's numbers: the high bit is set.
    static std::atomic<quint64> next {1};
    return (quint64(1) << 63) | next++;
}

} // namespace

QByteArrayList AgentEngineEventsText::eventsOf(const QByteArray &pageJson)
{
    QByteArrayList events;
    const QJsonArray list
        = QJsonDocument::fromJson(pageJson).object().value(u"sessionEvents"_s).toArray();
    events.reserve(list.size());
    for (const QJsonValue &v : list)
        events.append(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
    return events;
}

AgentEngineEventsText::AgentEngineEventsText(const QString &sessionId)
    : m_id(sessionId)
    , m_base(nextBase())
{ }

void AgentEngineEventsText::addEvents(const QByteArrayList &events)
{
    if (m_baseEvents.isEmpty())
        m_baseEvents = events;
    else
        m_appended += events;
}

QString AgentEngineEventsText::lastEventId() const
{
    const QByteArrayList &from = m_appended.isEmpty() ? m_baseEvents : m_appended;
    if (from.isEmpty())
        return {};
    const QString name = QJsonDocument::fromJson(from.last()).object().value(u"name"_s).toString();
    return name.section(u'/', -1);
}

QByteArray AgentEngineEventsText::text() const
{
    qsizetype size = 20;
    for (const QByteArrayList *list : {&m_baseEvents, &m_appended})
        for (const QByteArray &e : *list)
            size += e.size() + 1;
    QByteArray out;
    out.reserve(size);
    out += "{\"sessionEvents\":[";
    bool first = true;
    for (const QByteArrayList *list : {&m_baseEvents, &m_appended}) {
        for (const QByteArray &e : *list) {
            if (!first)
                out += ',';
            out += e;
            first = false;
        }
    }
    out += "]}";
    return out;
}
