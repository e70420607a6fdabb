// SPDX-License-Identifier: GPL-2.0-or-later
// Discovery Engine turns from responses, sessions, requests and errors (formats.md §1.6.6, §3.8).
#include "discovery_conversation_builder.h"

#include "discovery_internal.h"
#include "json/json_parse.h"

#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;
using namespace discovery;
using tolerant::field;
using tolerant::Json;

namespace {

bool isCallToolResult(const Json &v)
{
    if (field(v, "isError"))
        return true;
    const Json *content = field(v, "content");
    return content && content->is_array() && !content->empty() && field(content->front(), "type");
}

QString textBlocks(const Json &result)
{
    QStringList texts;
    if (const Json *content = field(result, "content"); content && content->is_array()) {
        for (const Json &block : *content) {
            if (str(block, "type") == u"text"_s)
                texts << str(block, "text");
        }
    }
    return texts.join(u'\n');
}

} // namespace

void DiscoveryConversationBuilder::addRecord(
    const Json &v, const QString &jsonPath, const SourceLocation &where)
{
    if (v.is_array()) {
        for (size_t i = 0; i < v.size(); ++i)
            addRecord(v[i], jsonPath + u'[' + QString::number(i) + u']', where);
        return;
    }
    if (!v.is_object()) {
        m_diagnostics.append(makeDiagnostic(Severity::Warning,
            QT_TRANSLATE_NOOP("Diagnostic", "Not a Discovery Engine record; ignored"), {},
            at(where, jsonPath)));
        return;
    }
    const Json *answer = field(v, "answer");
    if (field(v, "method")) {
        addRequest(v, jsonPath, where);
    } else if (const Json *error = field(v, "error"); error && error->is_object() && !answer) {
        addError(v, jsonPath, where);
    } else if (!answer && isCallToolResult(v)) {
        addToolResult(v, jsonPath, where);
    } else if (answer && answer->is_object() && looksAssistAnswer(*answer)) {
        addLoneAnswer(
            *answer, true, tolerant::path(jsonPath, "answer"), where, str(v, "answerQueryToken"));
    } else if ((answer && answer->is_object()) || field(v, "answerQueryToken")) {
        addAnswerResponse(v, jsonPath, where);
    } else if (const Json *sessions = field(v, "sessions"); sessions && sessions->is_array()) {
        for (size_t i = 0; i < sessions->size(); ++i)
            addSession((*sessions)[i], tolerant::path(jsonPath, "sessions", qint64(i)), where);
    } else if (looksAssistAnswer(v)) {
        addLoneAnswer(v, true, jsonPath, where, QString());
    } else if (looksAnswer(v)) {
        addLoneAnswer(v, false, jsonPath, where, QString());
    } else if (looksSession(v)) {
        addSession(v, jsonPath, where);
    } else {
        QStringList keys;
        for (auto it = v.begin(); it != v.end(); ++it)
            keys << QString::fromStdString(it.key());
        m_diagnostics.append(makeDiagnostic(Severity::Warning,
            QT_TRANSLATE_NOOP("Diagnostic", "Not a Discovery Engine record (keys: %1); ignored"),
            {keys.join(u", "_s)}, at(where, jsonPath)));
    }
}

void DiscoveryConversationBuilder::addRequest(
    const Json &request, const QString &jsonPath, const SourceLocation &where)
{
    // Notifications (no id) and protocol requests (initialize, tools/list) are no turns.
    if (!field(request, "id") || str(request, "method") != u"tools/call"_s)
        return;
    flushRequest();
    Request r;
    r.jsonPath = tolerant::path(jsonPath, "params.arguments.query.text");
    r.where = where;
    r.raw = tolerant::rawText(request);
    if (const Json *params = field(request, "params")) {
        if (const Json *args = field(*params, "arguments")) {
            if (const Json *query = field(*args, "query"))
                r.query = query->is_string() ? str(*args, "query") : str(*query, "text");
            r.servingConfig = str(*args, "servingConfig");
            r.session = str(*args, "session");
        }
    }
    if (!r.servingConfig.isEmpty())
        m_servingConfig = r.servingConfig;
    if (!r.session.isEmpty() && !r.session.endsWith(u"/-"_s))
        noteSessionName(r.session);
    m_pending = r;
}

void DiscoveryConversationBuilder::flushRequest()
{
    if (!m_pending)
        return;
    const Request r = *m_pending;
    m_diagnostics.append(makeDiagnostic(Severity::Info,
        QT_TRANSLATE_NOOP("Diagnostic", "A tools/call request without a response"), {},
        at(r.where, r.jsonPath)));
    Slot slot;
    fillUser(slot, QString(), QString());
    m_slots.append(slot);
}

Message DiscoveryConversationBuilder::userMessage(const QString &text, const QString &path) const
{
    Message m;
    m.role = u"user"_s;
    m.jsonPath = path;
    Chunk chunk;
    chunk.kind = ChunkKind::Text;
    chunk.text = text;
    chunk.jsonPath = path;
    m.chunks.append(chunk);
    return m;
}

void DiscoveryConversationBuilder::fillUser(
    Slot &slot, const QString &rewrittenQuery, const QString &jsonPath)
{
    if (m_pending) {
        const Request r = *m_pending;
        m_pending.reset();
        if (slot.user || r.query.isEmpty())
            return;
        slot.user = userMessage(r.query, r.jsonPath);
        slot.user->raw = r.raw;
        if (!r.servingConfig.isEmpty())
            slot.user->properties.append({u"servingConfig"_s, r.servingConfig});
        if (!r.session.isEmpty())
            slot.user->properties.append({u"session"_s, r.session});
        return;
    }
    if (slot.user || rewrittenQuery.isEmpty())
        return;
    // The user's own query is not in the file: the first rewritten search query stands in.
    slot.user = userMessage(rewrittenQuery, jsonPath);
    slot.user->properties.append({u"queryKind"_s, u"rewritten"_s});
}

QString DiscoveryConversationBuilder::author(const QString &answerName) const
{
    for (const QString &name : {answerName, m_sessionName, m_servingConfig}) {
        const QString engine = engineOf(name);
        if (!engine.isEmpty())
            return engine;
    }
    return QString();
}

DiscoveryConversationBuilder::Slot &DiscoveryConversationBuilder::slotFor(const QString &name)
{
    if (!name.isEmpty()) {
        for (Slot &slot : m_slots) {
            if (slot.answerName == name)
                return slot;
        }
    }
    // A turn of the session without an answer name, still waiting for its answer.
    if (!m_slots.isEmpty() && m_slots.last().answerName.isEmpty() && !m_slots.last().model
        && m_slots.last().user) {
        m_slots.last().answerName = name;
        return m_slots.last();
    }
    m_slots.append(Slot());
    m_slots.last().answerName = name;
    return m_slots.last();
}

void DiscoveryConversationBuilder::addAnswerResponse(const Json &response, const QString &jsonPath,
    const SourceLocation &where, int snapshots, bool cumulative)
{
    const Json *session = field(response, "session");
    if (session && session->is_object()) {
        addSession(*session, tolerant::path(jsonPath, "session"), where);
    }
    const Json *answer = field(response, "answer");
    if (!answer || !answer->is_object()) {
        m_diagnostics.append(makeDiagnostic(Severity::Warning,
            QT_TRANSLATE_NOOP("Diagnostic", "The response holds no answer"), {},
            at(where, jsonPath)));
        flushRequest();
        return;
    }
    const QString name = str(*answer, "name");
    noteSessionName(sessionOf(name));
    const QString answerPath = tolerant::path(jsonPath, "answer");
    Slot &slot = slotFor(name);
    fillUser(slot, firstSearchQuery(*answer), tolerant::path(answerPath, "steps"));
    AnswerContext context;
    context.author = author(name);
    context.answerQueryToken = str(response, "answerQueryToken");
    context.queryConfig = slot.queryConfig;
    slot.model = readAnswer(*answer, answerPath, -1, where, context);
    slot.full = true;
    Message &m = *slot.model;
    if (snapshots > 1) {
        m.properties.append({u"streamSnapshots"_s, QString::number(snapshots)});
        m.properties.append({u"streamMode"_s, cumulative ? u"cumulative"_s : u"delta"_s});
        const QString state = m.answer ? m.answer->state : QString();
        if (state == u"STREAMING"_s || state == u"IN_PROGRESS"_s)
            m.diagnostics.append(makeDiagnostic(Severity::Warning,
                QT_TRANSLATE_NOOP(
                    "Diagnostic", "The stream ends before the answer is complete (state %1)"),
                {state}, at(where, tolerant::path(answerPath, "state"))));
    }
    // Unknown members of the response join the answer's own.
    const JsonText outer
        = tolerant::unknownFields(response, {"answer", "session", "answerquerytoken"});
    if (!outer.isNull()) {
        Json extra = Json::object();
        if (!m.extra.isNull())
            tolerant::parseJson(m.extra.json, extra);
        Json more;
        tolerant::parseJson(outer.json, more); // our own dump of a parsed value
        if (extra.is_object())
            extra.update(more);
        else
            extra = more;
        m.extra = tolerant::rawText(extra);
    }
}

void DiscoveryConversationBuilder::addLoneAnswer(const Json &answer, bool assist,
    const QString &jsonPath, const SourceLocation &where, const QString &answerQueryToken)
{
    const QString name = str(answer, "name");
    noteSessionName(sessionOf(name));
    Slot &slot = slotFor(name);
    fillUser(
        slot, assist ? QString() : firstSearchQuery(answer), tolerant::path(jsonPath, "steps"));
    AnswerContext context;
    context.author = author(name);
    context.answerQueryToken = answerQueryToken;
    context.queryConfig = slot.queryConfig;
    slot.model = assist ? readAssistAnswer(answer, jsonPath, -1, where, context)
                        : readAnswer(answer, jsonPath, -1, where, context);
    slot.full = true;
}

void DiscoveryConversationBuilder::addError(
    const Json &record, const QString &jsonPath, const SourceLocation &where)
{
    const Json &error = *field(record, "error");
    Message m;
    m.role = u"model"_s;
    m.jsonPath = tolerant::path(jsonPath, "error");
    m.raw = tolerant::rawText(record);
    Chunk chunk;
    chunk.kind = ChunkKind::Error;
    chunk.text = str(error, "message");
    chunk.mimeType = str(error, "code");
    chunk.jsonPath = m.jsonPath;
    chunk.raw = tolerant::rawText(error);
    for (const char *key : {"data", "details"}) {
        if (const Json *more = field(error, key))
            chunk.json = tolerant::toJsonText(*more);
    }
    m.chunks.append(chunk);
    if (const QString status = str(error, "status"); !status.isEmpty())
        m.properties.append({u"status"_s, status});
    m.diagnostics.append(
        makeDiagnostic(Severity::Error, QT_TRANSLATE_NOOP("Diagnostic", "Error response %1: %2"),
            {chunk.mimeType, chunk.text}, at(where, m.jsonPath)));
    m_slots.append(Slot());
    fillUser(m_slots.last(), QString(), QString());
    m_slots.last().model = m;
}

void DiscoveryConversationBuilder::addToolResult(
    const Json &result, const QString &jsonPath, const SourceLocation &where)
{
    Message m;
    m.role = u"model"_s;
    m.jsonPath = jsonPath;
    m.raw = tolerant::rawText(result);
    const bool isError = tolerant::toBool(field(result, "isError")).value_or(false);
    Chunk chunk;
    chunk.kind = isError ? ChunkKind::Error : ChunkKind::Text;
    chunk.text = textBlocks(result);
    chunk.jsonPath = tolerant::path(jsonPath, "content");
    m.chunks.append(chunk);
    if (isError) {
        m.properties.append({u"isError"_s, u"true"_s});
        m.diagnostics.append(makeDiagnostic(Severity::Error,
            QT_TRANSLATE_NOOP("Diagnostic", "The tool call failed: %1"), {chunk.text},
            at(where, jsonPath)));
    }
    m_slots.append(Slot());
    fillUser(m_slots.last(), QString(), QString());
    m_slots.last().model = m;
}

Conversation DiscoveryConversationBuilder::finish()
{
    flushRequest();
    Conversation c;
    c.id = m_sessionName;
    c.title = m_displayName;
    c.properties = m_properties;
    c.start = m_start;
    c.end = m_end;
    c.raw = m_sessionRaw;
    c.extra = m_sessionExtra;
    c.diagnostics = m_diagnostics;
    for (qsizetype k = 0; k < m_slots.size(); ++k) {
        Slot &slot = m_slots[k];
        for (std::optional<Message> *m : {&slot.user, &slot.model}) {
            if (!*m)
                continue;
            (*m)->turn = int(k);
            if (c.title.isEmpty() && (*m)->role == u"user"_s && !(*m)->chunks.isEmpty())
                c.title = (*m)->chunks.first().text;
            c.messages.append(**m);
        }
    }
    c.turnCount = int(m_slots.size());
    if (!c.start.valid || !c.end.valid) {
        Timestamp first;
        Timestamp last;
        for (const Message &m : c.messages) {
            if (!m.answer)
                continue;
            for (const Timestamp &t : {m.answer->createTime, m.answer->completeTime}) {
                if (t.valid && (!first.valid || t < first))
                    first = t;
                if (t.valid && (!last.valid || last < t))
                    last = t;
            }
        }
        if (!c.start.valid)
            c.start = first;
        if (!c.end.valid)
            c.end = last;
    }
    if (c.title.isEmpty())
        c.title = c.id.section(u'/', -1);
    return c;
}
