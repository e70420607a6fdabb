// SPDX-License-Identifier: GPL-2.0-or-later
// Discovery Engine sessions and their turns (formats.md §1.6.3, §1.6.6): user queries, detailed
// answers, detailed assist answers and placeholders for answers the file does not hold.
#include "discovery_conversation_builder.h"

#include "discovery_internal.h"

#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;
using namespace discovery;
using tolerant::field;
using tolerant::Json;

void DiscoveryConversationBuilder::noteSessionName(const QString &name)
{
    if (m_sessionName.isEmpty() && !name.isEmpty())
        m_sessionName = name;
}

void DiscoveryConversationBuilder::noteSession(const Json &session, const QString &jsonPath)
{
    Q_UNUSED(jsonPath)
    noteSessionName(str(session, "name"));
    if (const QString display = str(session, "displayName"); !display.isEmpty())
        m_displayName = display;
    m_properties.clear();
    auto add = [this](const char *key, const QString &value) {
        if (!value.isEmpty())
            m_properties.append({QString::fromLatin1(key), value});
    };
    add("state",
        tolerant::toEnumName(field(session, "state"), sessionStateNames()).value_or(QString()));
    add("userPseudoId", str(session, "userPseudoId"));
    if (const Json *labels = field(session, "labels"); labels && labels->is_array()) {
        QStringList list;
        for (const Json &l : *labels)
            list << tolerant::toString(&l).value_or(QString());
        add("labels", list.join(u", "_s));
    }
    if (const auto pinned = tolerant::toBool(field(session, "isPinned")))
        add("isPinned", *pinned ? u"true"_s : u"false"_s);
    m_start = tolerant::toTimestamp(field(session, "startTime"));
    m_end = tolerant::toTimestamp(field(session, "endTime"));
    add("startTime", m_start.valid ? m_start.toRfc3339() : QString());
    add("endTime", m_end.valid ? m_end.toRfc3339() : QString());
    m_sessionRaw = tolerant::rawTextWithout(session, {"turns"});
    m_sessionExtra = tolerant::unknownFields(session,
        {"name", "displayname", "state", "userpseudoid", "turns", "labels", "starttime", "endtime",
            "ispinned"});
}

void DiscoveryConversationBuilder::addSession(
    const Json &session, const QString &jsonPath, const SourceLocation &where)
{
    if (!session.is_object()) {
        m_diagnostics.append(makeDiagnostic(Severity::Warning,
            QT_TRANSLATE_NOOP("Diagnostic", "The session is not an object"), {},
            at(where, jsonPath)));
        return;
    }
    noteSession(session, jsonPath);
    const Json *turns = field(session, "turns");
    if (!turns)
        return;
    if (!turns->is_array()) {
        m_diagnostics.append(makeDiagnostic(Severity::Warning,
            QT_TRANSLATE_NOOP("Diagnostic", "%1 is not a list; ignored"), {u"turns"_s},
            at(where, tolerant::path(jsonPath, "turns"))));
        return;
    }
    for (size_t i = 0; i < turns->size(); ++i)
        addTurn((*turns)[i], tolerant::path(jsonPath, "turns", qint64(i)), where);
}

void DiscoveryConversationBuilder::addTurn(
    const Json &turn, const QString &jsonPath, const SourceLocation &where)
{
    if (!turn.is_object()) {
        m_diagnostics.append(makeDiagnostic(Severity::Warning,
            QT_TRANSLATE_NOOP("Diagnostic", "A turn is not an object; ignored"), {},
            at(where, jsonPath)));
        return;
    }
    const Json *query = field(turn, "query");
    const QString text = query ? str(*query, "text") : QString();
    const QString queryId = query ? str(*query, "queryId") : QString();
    const QString name = str(turn, "answer");
    // A later response repeats the session's earlier turns: keep the first reading.
    for (Slot &slot : m_slots) {
        if ((!name.isEmpty() && slot.answerName == name)
            || (name.isEmpty() && !queryId.isEmpty() && slot.queryId == queryId))
            return;
    }
    Slot slot;
    slot.answerName = name;
    slot.queryId = queryId;
    if (const Json *config = field(turn, "queryConfig"))
        slot.queryConfig = mapAsObject(*config);
    if (!text.isEmpty()) {
        slot.user = userMessage(text, tolerant::path(jsonPath, "query.text"));
        slot.user->id = queryId;
        slot.user->raw = tolerant::rawText(*query);
    }
    AnswerContext context;
    context.author = author(name);
    context.queryConfig = slot.queryConfig;
    if (const Json *detailed = field(turn, "detailedAnswer")) {
        slot.model
            = readAnswer(*detailed, tolerant::path(jsonPath, "detailedAnswer"), -1, where, context);
    } else if (const Json *assist = field(turn, "detailedAssistAnswer")) {
        slot.model = readAssistAnswer(
            *assist, tolerant::path(jsonPath, "detailedAssistAnswer"), -1, where, context);
    } else if (!name.isEmpty()) {
        // The answer is not in the file: an empty model message naming it. Views show a
        // translated placeholder from the "placeholder" property.
        Message m;
        m.role = u"model"_s;
        m.id = name;
        m.author = context.author;
        m.jsonPath = tolerant::path(jsonPath, "answer");
        m.properties.append({u"placeholder"_s, name});
        slot.model = m;
    }
    m_slots.append(slot);
}
