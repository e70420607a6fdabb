// SPDX-License-Identifier: GPL-2.0-or-later
// The client side of a live CES session (session_service.proto): `config` (SessionConfig) names
// the conversation and holds the history it started from, each `realtimeInput` (SessionInput) is
// a message of the user.
#include "ces_reader.h"

#include "json/tolerant_json.h"

#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;
using tolerant::field;
using tolerant::Json;

namespace {

Chunk chunkOf(const char *key, const Json &v, const QString &path, const SourceLocation &where,
    Diagnostics &diagnostics)
{
    Json wrapper = Json::object();
    wrapper[key] = v;
    Chunk chunk = ces::readChunk(wrapper, path, where, diagnostics);
    chunk.jsonPath = path;
    return chunk;
}

// A card that shows `{key: v}` as it is (DTMF digits, an event).
Chunk cardOf(const char *key, const Json &v, const QString &path)
{
    Chunk chunk;
    chunk.kind = ChunkKind::Payload;
    Json wrapper = Json::object();
    wrapper[key] = v;
    chunk.json = tolerant::toJsonText(wrapper);
    chunk.jsonPath = path;
    return chunk;
}

} // namespace

Message ces::readSessionInput(const Json &input, const QString &path, const SourceLocation &where)
{
    Message m;
    m.role = u"user"_s;
    m.turn = -1;
    m.jsonPath = path;
    m.raw = tolerant::rawText(input);
    if (!input.is_object()) {
        readers::wrongType(m.diagnostics, where, path, "object", input);
        return m;
    }
    const auto sub = [&path](const char *key) { return tolerant::path(path, key); };
    if (const Json *t = field(input, "text"))
        m.chunks.append(chunkOf("text", *t, sub("text"), where, m.diagnostics));
    if (const Json *v = field(input, "variables"))
        m.chunks.append(chunkOf("updatedVariables", *v, sub("variables"), where, m.diagnostics));
    if (const Json *i = field(input, "image"))
        m.chunks.append(chunkOf("image", *i, sub("image"), where, m.diagnostics));
    if (const Json *b = field(input, "blob"))
        m.chunks.append(chunkOf("blob", *b, sub("blob"), where, m.diagnostics));
    if (const Json *a = field(input, "audio"))
        m.chunks.append(chunkOf("blob", Json {{"mimeType", "audio/*"}, {"data", *a}}, sub("audio"),
            where, m.diagnostics));
    if (const Json *d = field(input, "dtmf"))
        m.chunks.append(cardOf("dtmf", *d, sub("dtmf")));
    if (const Json *e = field(input, "event"))
        m.chunks.append(cardOf("event", *e, sub("event")));
    if (const Json *tr = field(input, "toolResponses")) {
        const QString listPath = tolerant::path(sub("toolResponses"), "toolResponses");
        const Json *list = tr->is_object() ? field(*tr, "toolResponses") : nullptr;
        if (list && list->is_array()) {
            qint64 i = 0;
            for (const Json &r : *list) {
                m.chunks.append(chunkOf("toolResponse", r,
                    tolerant::path(sub("toolResponses"), "toolResponses", i), where,
                    m.diagnostics));
                ++i;
            }
        } else if (list || !tr->is_object()) {
            readers::wrongType(m.diagnostics, where, list ? listPath : sub("toolResponses"),
                list ? "array" : "object", list ? *list : *tr);
        }
    }
    if (m.chunks.isEmpty())
        m.diagnostics.append(makeDiagnostic(Severity::Warning,
            QT_TRANSLATE_NOOP("Diagnostic", "A realtimeInput without a known input"), {},
            ces::at(where, path)));
    m.extra = tolerant::unknownFields(
        input, {"text", "variables", "image", "blob", "audio", "dtmf", "event", "toolresponses"});
    return m;
}

void ces::readSessionConfig(
    const Json &config, const QString &path, const SourceLocation &where, Conversation &c)
{
    if (!config.is_object()) {
        readers::wrongType(c.diagnostics, where, path, "object", config);
        return;
    }
    const QString session = tolerant::stringOr(config, "session");
    if (session.isEmpty()) {
        c.diagnostics.append(makeDiagnostic(Severity::Warning,
            QT_TRANSLATE_NOOP("Diagnostic", "The session config names no session"), {},
            ces::at(where, path)));
    } else if (c.id.isEmpty()) {
        c.id = session;
        c.title = ces::lastSegment(session);
    }
    for (const char *key : {"session", "entryAgent", "deployment", "timeZone"}) {
        const QString value = tolerant::toString(field(config, key)).value_or(QString());
        if (!value.isEmpty())
            c.properties.append({QString::fromLatin1(key), value});
    }
    for (const char *key : {"useToolFakes", "enableTextStreaming"})
        if (tolerant::toBool(field(config, key)).value_or(false))
            c.properties.append({QString::fromLatin1(key), u"true"_s});
    // The history the session started from: its messages, before the session's own.
    if (const Json *history = field(config, "historicalContexts")) {
        const QString historyPath = tolerant::path(path, "historicalContexts");
        if (!history->is_array()) {
            readers::wrongType(c.diagnostics, where, historyPath, "array", *history);
            return;
        }
        qint64 i = 0;
        for (const Json &m : *history)
            c.messages.append(
                ces::readMessage(m, tolerant::path(path, "historicalContexts", i++), -1, where));
        c.properties.append({u"historicalContexts"_s, QString::number(history->size())});
    }
}
