// SPDX-License-Identifier: GPL-2.0-or-later
// CES conversations, examples and message lists (formats.md §1.3.2, §1.3.3).
#include "ces_reader.h"

#include "json/raw_text_scope.h"
#include "json/tolerant_json.h"

#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;
using tolerant::field;
using tolerant::Json;
using tolerant::TapeValue;

namespace {

const QStringList sourceNames
    = {u"SOURCE_UNSPECIFIED"_s, u"LIVE"_s, u"SIMULATOR"_s, u"EVAL"_s, u"AGENT_TOOL"_s};
const QStringList inputTypeNames = {u"INPUT_TYPE_UNSPECIFIED"_s, u"INPUT_TYPE_TEXT"_s,
    u"INPUT_TYPE_AUDIO"_s, u"INPUT_TYPE_IMAGE"_s, u"INPUT_TYPE_BLOB"_s,
    u"INPUT_TYPE_TOOL_RESPONSE"_s, u"INPUT_TYPE_VARIABLES"_s, u"INPUT_TYPE_EVENT"_s};
const QStringList channelTypeNames
    = {u"CHANNEL_TYPE_UNSPECIFIED"_s, u"TEXT"_s, u"AUDIO"_s, u"MULTIMODAL"_s};

void addProperty(Conversation &c, const char *key, const QString &value)
{
    if (!value.isEmpty())
        c.properties.append({QString::fromLatin1(key), value});
}

template<typename J>
void addString(Conversation &c, const J &o, const char *key)
{
    addProperty(c, key, tolerant::toString(field(o, key)).value_or(QString()));
}

template<typename J>
void addEnum(Conversation &c, const J &o, const char *key, const QStringList &names)
{
    addProperty(c, key, tolerant::toEnumName(field(o, key), names).value_or(QString()));
}

template<typename J>
void addTime(Conversation &c, const J &o, const char *key)
{
    const Timestamp t = tolerant::toTimestamp(field(o, key));
    if (t.valid)
        addProperty(c, key, t.toRfc3339());
}

void setTimesFromMessages(Conversation &c)
{
    for (const Message &m : c.messages) {
        if (!m.time.valid)
            continue;
        if (!c.start.valid || m.time < c.start)
            c.start = m.time;
        if (!c.end.valid || c.end < m.time)
            c.end = m.time;
    }
}

template<typename J>
void readMessageArray(
    Conversation &c, const J &array, const QString &path, int turn, const SourceLocation &where)
{
    if (c.messages.isEmpty()) // QList::reserve() copies what is there: only into an empty one
        c.messages.reserve(qsizetype(array.size()));
    qint64 i = 0;
    for (const J &m : array) {
        ces::readMessageInto(
            c.messages.emplace_back(), m, JsonPath(path, "messages", i), turn, where);
        ++i;
    }
}

// A turn's span: read from nlohmann's value (only the window and export show it).
Span readTurnSpan(const Json &span, const QString &path)
{
    return ces::readSpan(span, path);
}

Span readTurnSpan(const TapeValue &span, const QString &path)
{
    return ces::readSpan(tolerant::toJson(span), path);
}

template<typename J>
Conversation readConversation(
    const J &o, const QString &path, const SourceLocation &where, bool example)
{
    Conversation c;
    c.jsonPath = path;
    if (!o.is_object()) {
        c.diagnostics.append(makeDiagnostic(Severity::Error,
            QT_TRANSLATE_NOOP("Diagnostic", "Expected %1 but found %2"),
            {u"object"_s, ces::typeName(o)}, ces::at(where, path)));
        return c;
    }
    c.id = tolerant::stringOr(o, "name");
    const QString displayName = tolerant::stringOr(o, "displayName");
    c.title = example && !displayName.isEmpty() ? displayName : ces::lastSegment(c.id);
    if (c.title.isEmpty())
        c.title = displayName;
    c.start = tolerant::toTimestamp(field(o, "startTime"));
    c.end = tolerant::toTimestamp(field(o, "endTime"));

    const J *turns = field(o, "turns");
    const J *messages = field(o, "messages");
    if (turns && !turns->is_array()) {
        c.diagnostics.append(makeDiagnostic(Severity::Error,
            QT_TRANSLATE_NOOP("Diagnostic", "Expected %1 but found %2"),
            {u"array"_s, ces::typeName(*turns)}, ces::at(where, tolerant::path(path, "turns"))));
        turns = nullptr;
    }
    if (messages && !messages->is_array()) {
        c.diagnostics.append(makeDiagnostic(Severity::Error,
            QT_TRANSLATE_NOOP("Diagnostic", "Expected %1 but found %2"),
            {u"array"_s, ces::typeName(*messages)},
            ces::at(where, tolerant::path(path, "messages"))));
        messages = nullptr;
    }
    const bool useTurns = turns && !turns->empty();
    const bool bothPresent = useTurns && messages && !messages->empty();
    if (useTurns) {
        // Room for the messages of every turn at once (a QList that grows copies them).
        qsizetype total = 0;
        for (const J &turn : *turns) {
            if (const J *tm = field(turn, "messages"); tm && tm->is_array())
                total += qsizetype(tm->size());
        }
        c.messages.reserve(total);
        qint64 t = 0;
        for (const J &turn : *turns) {
            const QString turnPath = tolerant::path(path, "turns", t);
            if (!turn.is_object()) {
                c.diagnostics.append(makeDiagnostic(Severity::Warning,
                    QT_TRANSLATE_NOOP("Diagnostic", "Expected %1 but found %2"),
                    {u"object"_s, ces::typeName(turn)}, ces::at(where, turnPath)));
                ++t;
                continue;
            }
            if (const J *tm = field(turn, "messages")) {
                if (tm->is_array())
                    readMessageArray(c, *tm, turnPath, int(t), where);
                else
                    c.diagnostics.append(makeDiagnostic(Severity::Warning,
                        QT_TRANSLATE_NOOP("Diagnostic", "Expected %1 but found %2"),
                        {u"array"_s, ces::typeName(*tm)},
                        ces::at(where, tolerant::path(turnPath, "messages"))));
            }
            // The trace of the turn: shown by the window and export, never read by check.
            const J *span = tolerant::RawTextScope::wanted() ? field(turn, "rootSpan") : nullptr;
            if (span) {
                while (c.turnSpans.size() < t)
                    c.turnSpans.append(Span());
                c.turnSpans.append(readTurnSpan(*span, tolerant::path(turnPath, "rootSpan")));
            }
            ++t;
        }
        c.turnCount = int(turns->size());
    } else if (messages) {
        readMessageArray(c, *messages, path, -1, where);
    }
    if (bothPresent)
        c.diagnostics.append(makeDiagnostic(Severity::Info,
            QT_TRANSLATE_NOOP("Diagnostic",
                "Both turns and the deprecated top-level messages are present; "
                "the turns are shown and the messages kept as extra"),
            {}, ces::at(where, path)));
    if (auto declared = tolerant::toInt64(field(o, "turnCount"))) {
        c.declaredTurnCount = int(*declared);
        if (useTurns && *declared != qint64(turns->size()))
            c.diagnostics.append(makeDiagnostic(Severity::Warning,
                QT_TRANSLATE_NOOP(
                    "Diagnostic", "turnCount says %1 but the conversation holds %2 turns"),
                {QString::number(*declared), QString::number(turns->size())},
                ces::at(where, tolerant::path(path, "turnCount"))));
    }

    // The properties: shown by the window and export. Without raw texts (check, summaries)
    // only the entry agent, which the summary gives (CesReader::summarize).
    const bool shown = tolerant::RawTextScope::wanted();
    if (!shown)
        addString(c, o, "entryAgent");
    if (example) {
        if (shown) {
            addString(c, o, "description");
            addString(c, o, "entryAgent");
            addTime(c, o, "createTime");
            addTime(c, o, "updateTime");
            addString(c, o, "invalid");
            addString(c, o, "etag");
        }
        if (!c.start.valid)
            c.start = tolerant::toTimestamp(field(o, "createTime"));
    } else if (shown) {
        addEnum(c, o, "source", sourceNames);
        if (const J *types = field(o, "inputTypes"); types && types->is_array()) {
            QStringList names;
            for (const J &t : *types)
                names << tolerant::toEnumName(&t, inputTypeNames).value_or(QString());
            addProperty(c, "inputTypes", names.join(u", "_s));
        }
        addString(c, o, "entryAgent");
        addString(c, o, "deployment");
        addString(c, o, "appVersion");
        addString(c, o, "languageCode");
        addEnum(c, o, "channelType", channelTypeNames);
        addString(c, o, "turnCount");
    }
    if (!c.start.valid)
        setTimesFromMessages(c);

    if (bothPresent)
        c.extra = tolerant::unknownFields(o,
            {"name", "displayname", "starttime", "endtime", "turns", "turncount", "source",
                "inputtypes", "entryagent", "deployment", "appversion", "languagecode",
                "channeltype", "description", "createtime", "updatetime", "invalid", "etag"});
    else
        c.extra = tolerant::unknownFields(o,
            {"name", "displayname", "starttime", "endtime", "turns", "turncount", "source",
                "inputtypes", "entryagent", "deployment", "appversion", "languagecode",
                "channeltype", "messages", "description", "createtime", "updatetime", "invalid",
                "etag"});
    c.raw = tolerant::rawTextWithout(o, {"turns", "messages"});
    return c;
}

template<typename J>
Conversation failedRecordConversation(const BasicReaderRecord<J> &r)
{
    Conversation c;
    c.jsonPath = r.jsonPath;
    c.diagnostics = r.diagnostics;
    return c;
}

template<typename J>
Conversation readRecords(const QString &formatId, const QVector<BasicReaderRecord<J>> &records)
{
    Conversation c;
    if (formatId == u"ces.message"_s || formatId == u"ces.messages"_s) {
        c.messages.reserve(records.size()); // at least one message per record
        for (const BasicReaderRecord<J> &r : records) {
            if (!r.value) {
                Message m;
                m.jsonPath = r.jsonPath;
                m.diagnostics = r.diagnostics;
                c.messages.append(std::move(m));
                continue;
            }
            // A record may itself be an array of messages (JSONL of arrays).
            if (r.value->is_array()) {
                qint64 i = 0;
                for (const J &m : *r.value) {
                    ces::readMessageInto(c.messages.emplace_back(), m,
                        QString(r.jsonPath + u'[' + QString::number(i) + u']'), -1, r.location);
                    ++i;
                }
                continue;
            }
            ces::readMessageInto(c.messages.emplace_back(), *r.value, r.jsonPath, -1, r.location);
        }
        setTimesFromMessages(c);
    } else if (!records.isEmpty()) {
        const BasicReaderRecord<J> &r = records.first();
        if (!r.value)
            return failedRecordConversation(r);
        c = readConversation(*r.value, r.jsonPath, r.location, formatId == u"ces.example"_s);
    }
    pairToolCalls(c);
    return c;
}

} // namespace

Conversation CesReader::read(const QString &formatId, const QVector<ReaderRecord> &records) const
{
    return readRecords(formatId, records);
}

Conversation CesReader::readTape(const QString &formatId, const QVector<TapeRecord> &records) const
{
    return readRecords(formatId, records);
}

const std::vector<std::string> &CesReader::typeOnlyKeysWithoutRawTexts() const
{
    // Without raw texts the reader skips turn spans and checks only the type of a tool's args
    // and response, a payload, the variables and a text or transcript (ces_chunk_reader.cpp:
    // their strings are only shown). Elsewhere these keys are unknown fields, or inside a value
    // only dumped into a text (a chunk of unknown kind, a text that is no string), which check
    // never shows.
    static const std::vector<std::string> keys = {"rootspan", "args", "response", "payload",
        "updatedvariables", "defaultvariables", "text", "transcript"};
    return keys;
}

ConversationSummary CesReader::summarize(const Conversation &c) const
{
    ConversationSummary s = FormatReader::summarize(c);
    for (const auto &p : c.properties) {
        if (p.first == u"entryAgent"_s)
            s.agent = ces::lastSegment(p.second);
    }
    if (s.turnCount == 0 && c.declaredTurnCount)
        s.turnCount = *c.declaredTurnCount;
    return s;
}
