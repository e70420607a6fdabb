// SPDX-License-Identifier: GPL-2.0-or-later
#include "trace_join.h"

#include "formats/trace_reader.h"

#include <QSet>

namespace {

QSet<QString> eventIds(const Conversation &session)
{
    QSet<QString> ids;
    for (const Message &m : session.messages) {
        if (!m.id.isEmpty())
            ids.insert(m.id);
    }
    return ids;
}

} // namespace

namespace tracejoin {

bool belongsTo(const Conversation &traceFile, const Conversation &session)
{
    if (traceFile.turnSpans.isEmpty() || !traceFile.messages.isEmpty() || traceFile.spansDerived
        || session.messages.isEmpty() || (!session.turnSpans.isEmpty() && !session.spansDerived))
        return false;
    if (!traceFile.id.isEmpty() && traceFile.id == session.id)
        return true;
    const QSet<QString> ids = eventIds(session);
    return std::any_of(traceFile.turnSpans.cbegin(), traceFile.turnSpans.cend(),
        [&ids](const Span &root) { return trace::namesAnEvent(root, ids); });
}

std::shared_ptr<const Conversation> joined(
    const Conversation &session, const Conversation &traceFile)
{
    auto c = std::make_shared<Conversation>(session);
    c->spansDerived = false;
    c->turnSpans = trace::rootsOfEvents(traceFile.turnSpans, eventIds(session));
    return c;
}

} // namespace tracejoin
