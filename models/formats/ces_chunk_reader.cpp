// SPDX-License-Identifier: GPL-2.0-or-later
// CES Message and Chunk (formats.md §1.3.1, §1.3.4, §3.9) and Span.
#include "ces_reader.h"

#include "chunk_data_key.h"
#include "reader_support.h"

#include "json/raw_text_scope.h"
#include "json/tolerant_json.h"

#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;
using tolerant::field;
using tolerant::Json;
using tolerant::TapeValue;

namespace {

using readers::wrongType;

const ChunkDataKey dataKeys[] = {
    {"text", ChunkKind::Text},
    {"transcript", ChunkKind::Transcript},
    {"blob", ChunkKind::Blob},
    {"payload", ChunkKind::Payload},
    {"image", ChunkKind::Image},
    {"toolcall", ChunkKind::ToolCall},
    {"toolresponse", ChunkKind::ToolResponse},
    {"agenttransfer", ChunkKind::AgentTransfer},
    {"updatedvariables", ChunkKind::UpdatedVariables},
    {"defaultvariables", ChunkKind::DefaultVariables},
};

const ChunkDataKey *dataKey(std::string_view key)
{
    return findChunkDataKey(dataKeys, key);
}

template<typename J>
QString str(const J &o, std::string_view key)
{
    return tolerant::toString(field(o, key)).value_or(QString());
}

template<typename J>
void readMedia(Chunk &c, const J &v, const tolerant::LazyPath &path, const SourceLocation &where,
    Diagnostics &diags)
{
    if (!v.is_object()) {
        wrongType(diags, where, path, "object", v);
        return;
    }
    readers::readMediaData(c, v, path, where, diags);
}

template<typename J>
void readTool(Chunk &c, const J &v, const tolerant::LazyPath &path, const SourceLocation &where,
    Diagnostics &diags)
{
    if (!v.is_object()) {
        wrongType(diags, where, path, "object", v);
        c.json = tolerant::rawText(v);
        return;
    }
    c.toolId = str(v, "id");
    const QString displayName = str(v, "displayName");
    c.toolResource = str(v, "tool");
    if (const J *ts = field(v, "toolsetTool")) {
        if (ts->is_object()) {
            c.toolResource = str(*ts, "toolset");
            c.toolsetToolId = str(*ts, "toolId");
        } else {
            wrongType(diags, where, tolerant::path(path, "toolsetTool"), "object", *ts);
        }
    }
    if (!displayName.isEmpty())
        c.toolName = displayName;
    else if (!c.toolsetToolId.isEmpty())
        c.toolName = c.toolsetToolId;
    else if (!c.toolResource.isEmpty())
        c.toolName = ces::lastSegment(c.toolResource);
    else
        c.toolName = str(v, "name");
    if (c.kind == ChunkKind::ToolCall) {
        if (const J *args = field(v, "args")) {
            if (!args->is_object())
                wrongType(diags, where, tolerant::path(path, "args"), "object", *args);
            c.json = tolerant::rawStructText(*args);
        }
        return;
    }
    const J *response = field(v, "response");
    if (!response)
        return;
    if (!response->is_object()) {
        wrongType(diags, where, tolerant::path(path, "response"), "object", *response);
        c.json = tolerant::rawText(*response);
        return;
    }
    // The response, its output and its error are texts only the window and export show.
    if (!tolerant::RawTextScope::wanted())
        return;
    const auto &responseJson = tolerant::asJson(*response);
    Json storage;
    const Json &unwrapped = tolerant::unwrappedStruct(responseJson, storage);
    c.json = tolerant::toJsonText(unwrapped);
    // output/error are user keys inside a Struct: match them exactly, never folded.
    if (auto it = unwrapped.find("output"); it != unwrapped.end())
        c.output = tolerant::toJsonText(*it);
    if (auto it = unwrapped.find("error"); it != unwrapped.end())
        c.error = tolerant::toJsonText(*it);
}

// A message's role: the two CES roles share one string each (a million messages make no copies).
template<typename J>
QString roleOf(const J &m)
{
    static const QString user = u"user"_s;
    static const QString agent = u"agent"_s;
    const J *role = field(m, "role");
    if (role && role->is_string()) {
        const std::string_view text = tolerant::textOf(*role);
        if (text == "user")
            return user;
        if (text == "agent")
            return agent;
    }
    return tolerant::toString(role).value_or(QString());
}

QString fromKey(std::string_view key)
{
    return QString::fromUtf8(key.data(), qsizetype(key.size()));
}

// Reads chunk `c` into `chunk`, a new one in its message's list (built in place: a Chunk is
// big, and a million of them are read for check). `jsonPath` is moved in, not copied.
template<typename J>
void fillChunk(
    Chunk &chunk, const J &c, JsonPath jsonPath, const SourceLocation &where, Diagnostics &diags)
{
    using ces::at;
    chunk.jsonPath = std::move(jsonPath);
    const JsonPath &path = chunk.jsonPath; // written out only for a diagnostic
    chunk.raw = tolerant::rawText(c);
    if (!c.is_object()) {
        wrongType(diags, where, path, "object", c);
        chunk.kind = ChunkKind::Unknown;
        chunk.json = chunk.raw.isNull() ? tolerant::toJsonText(c) : chunk.raw;
        return;
    }
    // The first recognised data key in document order is the chunk (§3.9).
    const ChunkDataKey *chosen = nullptr;
    std::string_view chosenKey; // in `c`
    const J *chosenValue = nullptr;
    QStringList otherData;
    for (auto it = c.begin(); it != c.end(); ++it) {
        if (it.value().is_null())
            continue;
        if (const ChunkDataKey *k = dataKey(it.key())) {
            if (!chosen) {
                chosen = k;
                chosenKey = it.key();
                chosenValue = &it.value();
            } else {
                otherData << fromKey(it.key());
            }
        }
    }
    // The other members are kept as extra, a text only the window and export show (null, and
    // so empty, without raw texts).
    Json extra;
    if (tolerant::RawTextScope::wanted()) {
        extra = Json::object();
        // No data key: only an empty key is left out, as before.
        for (auto it = c.begin(); it != c.end(); ++it) {
            if (std::string_view(it.key()) != chosenKey)
                extra[std::string(it.key())] = tolerant::asJson(it.value());
        }
    }
    if (!chosen) {
        chunk.kind = ChunkKind::Unknown;
        if (c.empty()) {
            diags.append(makeDiagnostic(Severity::Warning,
                QT_TRANSLATE_NOOP("Diagnostic", "Empty chunk"), {}, at(where, path)));
            return;
        }
        chunk.unknownKey = fromKey(c.begin().key());
        chunk.json = tolerant::toJsonText(c.begin().value());
        if (extra.is_object())
            extra.erase(std::string(c.begin().key()));
        diags.append(makeDiagnostic(Severity::Warning,
            QT_TRANSLATE_NOOP("Diagnostic", "Unknown chunk kind %1"), {chunk.unknownKey},
            at(where, path)));
        if (!extra.empty())
            chunk.extra = tolerant::rawText(extra);
        return;
    }
    if (!otherData.isEmpty())
        diags.append(makeDiagnostic(Severity::Warning,
            QT_TRANSLATE_NOOP("Diagnostic",
                "A chunk has more than one data key; %1 is shown and %2 kept "
                "as extra"),
            {fromKey(chosenKey), otherData.join(u", "_s)}, at(where, path)));
    if (!extra.empty())
        chunk.extra = tolerant::rawText(extra);
    chunk.kind = chosen->kind;
    const J &v = *chosenValue;
    const tolerant::LazyPath valuePath(path, chosenKey);
    switch (chunk.kind) {
    case ChunkKind::Text:
    case ChunkKind::Transcript:
        if (!v.is_string())
            wrongType(diags, where, valuePath, "string", v);
        if (!tolerant::RawTextScope::wanted())
            break; // only shown: check (without raw texts) does not convert it
        if (auto text = tolerant::toString(&v))
            chunk.text = std::move(*text);
        else
            chunk.text = QString::fromUtf8(tolerant::asJson(v).dump().c_str());
        break;
    case ChunkKind::Blob:
    case ChunkKind::Image:
        readMedia(chunk, v, valuePath, where, diags);
        break;
    case ChunkKind::Payload:
    case ChunkKind::UpdatedVariables:
    case ChunkKind::DefaultVariables:
        if (!v.is_object())
            wrongType(diags, where, valuePath, "object", v);
        // Struct values: kept verbatim, the Struct-in-message form unwrapped (§3.7).
        chunk.json = tolerant::rawStructText(v);
        break;
    case ChunkKind::ToolCall:
    case ChunkKind::ToolResponse:
        readTool(chunk, v, valuePath, where, diags);
        break;
    case ChunkKind::AgentTransfer:
        if (!v.is_object()) {
            wrongType(diags, where, valuePath, "object", v);
            chunk.targetAgent = tolerant::toString(&v).value_or(QString());
            break;
        }
        chunk.targetAgent = str(v, "targetAgent");
        chunk.displayName = str(v, "displayName");
        break;
    default:
        break;
    }
}

// Reads message `m` into `msg`, a new one in its conversation's list (built in place).
template<typename J>
void fillMessage(Message &msg, const J &m, JsonPath jsonPath, int turn, const SourceLocation &where)
{
    msg.jsonPath = std::move(jsonPath);
    const JsonPath &path = msg.jsonPath; // written out only for a diagnostic
    msg.turn = turn;
    msg.raw = tolerant::rawText(m);
    if (!m.is_object()) {
        wrongType(msg.diagnostics, where, path, "object", m);
        return;
    }
    const J *chunks = field(m, "chunks");
    if (!chunks && !field(m, "role") && !field(m, "eventTime")) {
        // A lone Chunk object (rule 14): one chunk, role unknown.
        fillChunk(msg.chunks.emplace_back(), m, path, where, msg.diagnostics);
        return;
    }
    msg.role = roleOf(m);
    bool naive = false;
    msg.time = tolerant::toTimestamp(field(m, "eventTime"), &naive);
    if (chunks) {
        const tolerant::LazyPath chunksPath(path, "chunks");
        if (!chunks->is_array()) {
            wrongType(msg.diagnostics, where, chunksPath, "array", *chunks);
        } else {
            msg.chunks.reserve(qsizetype(chunks->size()));
            qint64 i = 0;
            for (const J &c : *chunks) {
                fillChunk(
                    msg.chunks.emplace_back(), c, path.child("chunks", i), where, msg.diagnostics);
                ++i;
            }
        }
    }
    msg.extra = tolerant::unknownFields(m, {"role", "chunks", "eventtime"});
}

} // namespace

namespace ces {

QString lastSegment(const QString &resource)
{
    return resource.section(u'/', -1);
}

Chunk readChunk(const Json &c, const QString &path, const SourceLocation &where, Diagnostics &diags)
{
    Chunk chunk;
    fillChunk(chunk, c, path, where, diags);
    return chunk;
}

Chunk readChunk(
    const TapeValue &c, const QString &path, const SourceLocation &where, Diagnostics &diags)
{
    Chunk chunk;
    fillChunk(chunk, c, path, where, diags);
    return chunk;
}

Message readMessage(const Json &m, const QString &path, int turn, const SourceLocation &where)
{
    Message msg;
    fillMessage(msg, m, path, turn, where);
    return msg;
}

void readMessageInto(
    Message &msg, const Json &m, JsonPath path, int turn, const SourceLocation &where)
{
    fillMessage(msg, m, std::move(path), turn, where);
}

void readMessageInto(
    Message &msg, const TapeValue &m, JsonPath path, int turn, const SourceLocation &where)
{
    fillMessage(msg, m, std::move(path), turn, where);
}

Message readMessage(const TapeValue &m, const QString &path, int turn, const SourceLocation &where)
{
    Message msg;
    fillMessage(msg, m, path, turn, where);
    return msg;
}

Span readSpan(const Json &s, const QString &path)
{
    Span span;
    span.jsonPath = path;
    if (!s.is_object())
        return span;
    span.name = tolerant::stringOr(s, "name");
    span.start = tolerant::toTimestamp(field(s, "startTime"));
    span.end = tolerant::toTimestamp(field(s, "endTime"));
    span.duration = tolerant::toDurationNanos(field(s, "duration"));
    if (!span.duration && span.start.valid && span.end.valid)
        span.duration = span.end.nanosSinceEpoch - span.start.nanosSinceEpoch;
    if (const Json *a = field(s, "attributes"))
        span.attributes = tolerant::rawStructText(*a);
    if (const Json *children = field(s, "childSpans"); children && children->is_array()) {
        qint64 i = 0;
        for (const Json &c : *children) {
            span.children.append(readSpan(c, tolerant::path(path, "childSpans", i)));
            ++i;
        }
    }
    return span;
}

} // namespace ces
