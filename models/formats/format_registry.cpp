// SPDX-License-Identifier: GPL-2.0-or-later
// Format detection (formats.md §1.2 steps 3-5). Keys are matched folded through tolerant::field.
#include "format_registry.h"

#include "eval_detection.h"

#include "json/json_parse.h"
#include "json/tolerant_json.h"

#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;
using tolerant::field;
using tolerant::Json;

namespace {

bool has(const Json &o, std::string_view key)
{
    return field(o, key) != nullptr;
}

const Json *arrayField(const Json &o, std::string_view key)
{
    const Json *v = field(o, key);
    return v && v->is_array() ? v : nullptr;
}

// The first non-null element of an array, or null.
const Json *firstItem(const Json *array)
{
    if (!array || !array->is_array())
        return nullptr;
    for (const Json &v : *array) {
        if (!v.is_null())
            return &v;
    }
    return nullptr;
}

QString nameOf(const Json &o)
{
    const Json *n = field(o, "name");
    return n && n->is_string() ? QString::fromStdString(n->get<std::string>()) : QString();
}

bool isCesConversationName(const QString &n)
{
    return n.contains(u"/apps/"_s) && n.contains(u"/conversations/"_s);
}

bool isDeSessionName(const QString &n)
{
    return n.contains(u"/sessions/"_s)
        && (n.contains(u"/engines/"_s) || n.contains(u"/dataStores/"_s)
            || n.contains(u"/collections/"_s));
}

bool isAgentEngineName(const QString &n)
{
    return n.contains(u"/reasoningEngines/"_s);
}

bool looksCesConversation(const Json &o)
{
    return has(o, "turnCount") || has(o, "entryAgent") || has(o, "inputTypes")
        || isCesConversationName(nameOf(o));
}

bool looksDeSession(const Json &o)
{
    return has(o, "userPseudoId") || isDeSessionName(nameOf(o));
}

const char *const chunkKeys[] = {"text", "transcript", "blob", "payload", "image", "toolCall",
    "toolResponse", "agentTransfer", "updatedVariables", "defaultVariables"};

bool hasChunkKey(const Json &o)
{
    for (const char *k : chunkKeys) {
        if (has(o, k))
            return true;
    }
    return false;
}

QStringList keysOf(const Json &o)
{
    QStringList keys;
    if (o.is_object()) {
        for (auto it = o.begin(); it != o.end(); ++it)
            keys << QString::fromStdString(it.key());
    }
    return keys;
}

Detection recognised(const char *id)
{
    Detection d;
    d.formatId = QString::fromLatin1(id);
    return d;
}

Detection classifyObject(const Json &o)
{
    Detection none;
    none.topLevelKeys = keysOf(o);
    // Evaluations first: a CES result may carry a deprecated `error` Status beside its data.
    if (const char *id = formats::evaluationFormatId(o))
        return recognised(id);
    // Rule 7: an export's base64 content is classified; an operation or a gs:// export is not
    // results, and says where they are.
    if (Json content; formats::evaluationExportContent(o, content)) {
        const Json *first = content.is_array() ? firstItem(&content) : &content;
        if (const char *id = first ? formats::evaluationFormatId(*first) : nullptr)
            return recognised(id);
    }
    if (const QString elsewhere = formats::evaluationElsewhere(o); !elsewhere.isEmpty()) {
        Detection d = none;
        d.notTranscript = true;
        d.notTranscriptText = QT_TRANSLATE_NOOP(
            "Diagnostic", "An evaluation operation or export, not results: they are in %1");
        d.errorText = elsewhere;
        return d;
    }
    // Error bodies: {"error": {...}} with nothing that carries a transcript.
    if (const Json *err = field(o, "error"); err && err->is_object() && !has(o, "result")) {
        Detection d;
        d.errorBody = true;
        const QString code = tolerant::toString(field(*err, "code")).value_or(QString());
        const QString status = tolerant::stringOr(*err, "status");
        const QString message = tolerant::stringOr(*err, "message");
        d.errorText = QStringList({code, status}).join(u' ').trimmed();
        if (!message.isEmpty())
            d.errorText = d.errorText.isEmpty() ? message : d.errorText + u": "_s + message;
        d.topLevelKeys = none.topLevelKeys;
        return d;
    }
    // An MCP CallToolResult with `isError: true` (§3.8): its text blocks are the error.
    if (tolerant::toBool(field(o, "isError")).value_or(false)) {
        Detection d;
        d.errorBody = true;
        QStringList texts;
        if (const Json *content = arrayField(o, "content")) {
            for (const Json &block : *content)
                texts << tolerant::stringOr(block, "text");
        }
        d.errorText = texts.join(u' ').trimmed();
        d.topLevelKeys = none.topLevelKeys;
        return d;
    }
    if (has(o, "sessionEvents"))
        return recognised("agentengine.events");
    // Trace files (adk-live.md §4): OTLP/JSON (Tempo's `batches` too), ADK `/debug/trace` spans.
    if (arrayField(o, "resourceSpans")
        || (arrayField(o, "batches") && firstItem(arrayField(o, "batches"))
            && has(*firstItem(arrayField(o, "batches")), "scopeSpans")))
        return recognised("trace.otlp");
    if (has(o, "trace_id") && (has(o, "span_id") || has(o, "start_time"))) {
        if (has(o, "name") || has(o, "start_time"))
            return recognised("trace.adk-span");
        return recognised("trace.adk-event-span");
    }
    if (has(o, "candidates") || has(o, "promptFeedback")
        || (has(o, "usageMetadata") && (has(o, "modelVersion") || has(o, "responseId"))
            && !has(o, "author")))
        return recognised("gemini.response");
    if (const Json *answer = field(o, "answer"); answer && answer->is_object()) {
        if (has(*answer, "replies"))
            return recognised("discoveryengine.assist-answer");
        return recognised("discoveryengine.answer-response");
    }
    if (has(o, "answerQueryToken"))
        return recognised("discoveryengine.answer-response");
    if (arrayField(o, "conversations"))
        return recognised("ces.conversations");
    if (const Json *sessions = arrayField(o, "sessions")) {
        const Json *item = firstItem(sessions);
        if (item && (has(*item, "turns") || looksDeSession(*item)))
            return recognised("discoveryengine.sessions");
        if (item && (has(*item, "events") || has(*item, "appName")))
            return recognised("adk.sessions");
        Detection d = none;
        d.notTranscript = true;
        return d;
    }
    if (arrayField(o, "events"))
        return recognised("adk.session");
    if (const Json *turns = arrayField(o, "turns")) {
        const Json *item = firstItem(turns);
        if (item) {
            if (has(*item, "messages") || looksCesConversation(o))
                return recognised("ces.conversation");
            if (has(*item, "query") || has(*item, "answer") || has(*item, "detailedAnswer")
                || has(*item, "detailedAssistAnswer") || looksDeSession(o))
                return recognised("discoveryengine.session");
        }
        if (looksDeSession(o))
            return recognised("discoveryengine.session");
        Detection d = recognised("ces.conversation");
        if (!looksCesConversation(o))
            d.notes.append(makeDiagnostic(Severity::Info,
                QT_TRANSLATE_NOOP("Diagnostic",
                    "Empty turns without a resource name: read as a CES "
                    "conversation"),
                {}, {}));
        return d;
    }
    if (arrayField(o, "messages")) {
        if (nameOf(o).contains(u"/examples/"_s) || has(o, "displayName"))
            return recognised("ces.example");
        return recognised("ces.conversation");
    }
    if (arrayField(o, "chunks"))
        return recognised("ces.message");
    if (has(o, "replies") || has(o, "assistSkippedReasons"))
        return recognised("discoveryengine.assist-answer");
    if (has(o, "answerText") || nameOf(o).contains(u"/answers/"_s))
        return recognised("discoveryengine.answer");
    if (has(o, "author") && (has(o, "invocationId") || has(o, "content") || has(o, "actions"))) {
        const Json *ts = field(o, "timestamp");
        const QString name = nameOf(o);
        if (has(o, "eventMetadata") || has(o, "rawEvent")
            || (isAgentEngineName(name) && name.contains(u"/events/"_s)) || (ts && ts->is_string()))
            return recognised("agentengine.event");
        return recognised("adk.event");
    }
    // A live session's client messages (ces_session_text.h) too: `realtimeInput`, and a
    // `config` that names a session.
    const Json *config = field(o, "config");
    if (arrayField(o, "outputs") || has(o, "sessionOutput") || has(o, "recognitionResult")
        || has(o, "interruptionSignal") || has(o, "goAway") || has(o, "realtimeInput")
        || (config && config->is_object() && has(*config, "session")))
        return recognised("ces.run-session");
    if (hasChunkKey(o))
        return recognised("ces.message");
    if (has(o, "sessionState") || isAgentEngineName(nameOf(o))) {
        Detection d = none;
        d.notTranscript = true;
        return d;
    }
    return none;
}

} // namespace

namespace formats {

bool unwrapEnvelope(const Json &record, Json &inner)
{
    if (!record.is_object())
        return false;
    const Json *result = field(record, "result");
    if (!result || !(has(record, "jsonrpc") || has(record, "id")))
        return false;
    // MCP `isError: true`: the error text blocks count, even beside structuredContent (§3.8).
    if (result->is_object() && tolerant::toBool(field(*result, "isError")).value_or(false)) {
        inner = *result;
        return true;
    }
    if (result->is_object()) {
        // MCP CallToolResult: structuredContent, else the first text block that parses as JSON.
        if (const Json *sc = field(*result, "structuredContent"); sc && sc->is_object()) {
            inner = *sc;
            return true;
        }
        if (const Json *content = field(*result, "content"); content && content->is_array()) {
            for (const Json &block : *content) {
                const Json *type = field(block, "type");
                const Json *text = field(block, "text");
                if (!type || !type->is_string() || type->get<std::string>() != "text" || !text
                    || !text->is_string())
                    continue;
                Json parsed;
                if (tolerant::parseJson(text->get_ref<const std::string &>(), parsed)
                    && (parsed.is_object() || parsed.is_array())) {
                    inner = std::move(parsed);
                    return true;
                }
            }
        }
    }
    inner = *result;
    return true;
}

Detection classify(const Json &record)
{
    Json inner;
    const Json &r = unwrapEnvelope(record, inner) ? inner : record;
    if (r.is_string()) {
        // Rule 0 (evaluations.md §3.8): a JSON string holding JSON (ADK < 1.22) is parsed again;
        // the reader notes it.
        const std::string &text = r.get_ref<const std::string &>();
        const auto first = text.find_first_not_of(" \t\r\n");
        Json again;
        if (first != std::string::npos && (text[first] == '{' || text[first] == '[')
            && tolerant::parseJson(text, again) && !again.is_string())
            return classify(again);
        return Detection();
    }
    if (r.is_array()) {
        const Json *item = firstItem(&r);
        if (!item)
            return Detection();
        return classify(*item);
    }
    if (!r.is_object())
        return Detection();
    return classifyObject(r);
}

Detection classifyRecords(const QVector<const Json *> &records, bool multiRecord)
{
    Detection first;
    Detection firstError; // in a log, an error response before the first answer is one record
    qsizetype at = 0;
    for (; at < records.size(); ++at) {
        first = classify(*records.at(at));
        if (multiRecord && first.errorBody && !firstError.errorBody) {
            firstError = first;
            continue;
        }
        if (first.isRecognised() || first.errorBody || first.notTranscript)
            break;
    }
    if (!first.isRecognised() && firstError.errorBody)
        return firstError;
    if (!first.isRecognised())
        return first;
    if (multiRecord)
        first.formatId = pluralId(first.formatId);
    const QString fam = family(first.formatId);
    for (qsizetype i = at + 1; i < records.size(); ++i) {
        const Detection other = classify(*records.at(i));
        if (other.isRecognised() && family(other.formatId) != fam) {
            first.notes.append(makeDiagnostic(Severity::Error,
                QT_TRANSLATE_NOOP(
                    "Diagnostic", "Records of different families in one file: %1 and %2"),
                {first.formatId, other.formatId}, {}));
            break;
        }
    }
    // A more precise id from all the records (several snapshots of one answer: a stream).
    if (multiRecord) {
        const FormatDescriptor *d = descriptor(first.formatId);
        if (d && d->refineRecords) {
            if (const QStringView refined = d->refineRecords(records); !refined.isEmpty())
                first.formatId = refined.toString();
        }
    }
    return first;
}

} // namespace formats
