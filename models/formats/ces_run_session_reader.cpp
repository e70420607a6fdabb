// SPDX-License-Identifier: GPL-2.0-or-later
// CES runSession captures (formats.md §1.3.3): {outputs[]} or JSONL of bidi server messages,
// and a live session saved as JSONL of bidi client and server messages (config, realtimeInput,
// sessionOutput: ces_session_text.h).
#include "ces_run_session_reader.h"

#include "ces_reader.h"
#include "json/tolerant_json.h"

#include <nlohmann/json.hpp>

#include <map>

using namespace Qt::StringLiterals;
using tolerant::field;
using tolerant::Json;

namespace {

/// The state of one pass over the records: the messages so far and the open agent message.
struct Builder {
    Conversation c;
    int openAgent = -1; ///< index of the agent message that gathers outputs, -1 when none
    int openTurn = -1; ///< its turnIndex (-1: none given)
    QVector<int> pendingUsers; ///< user transcripts waiting for the turn of the next output
    std::map<int, std::pair<QString, QVector<Message>>> turnMessages; ///< diagnosticInfo
    std::map<int, Grounding> groundings; ///< per message index
    int lastTurn = -1;
    int turnBase = 1; ///< the turnIndex of the first turn: 1, or 0 in a capture that has a 0

    Chunk chunkFrom(const char *key, const Json &v, const QString &path, const SourceLocation &w,
        Diagnostics &diags)
    {
        Json wrapper = Json::object();
        wrapper[key] = v;
        Chunk ch = ces::readChunk(wrapper, path, w, diags);
        ch.jsonPath = path;
        return ch;
    }

    Message &agentMessage(int turn, const QString &path)
    {
        if (openAgent < 0 || (turn >= 0 && turn != openTurn)) {
            Message m;
            m.role = u"agent"_s;
            m.turn = turn;
            m.jsonPath = path;
            c.messages.append(m);
            openAgent = int(c.messages.size()) - 1;
            openTurn = turn;
        }
        return c.messages[openAgent];
    }

    void marker(const char *key, const Json &v, const QString &path, const SourceLocation &w,
        const char *note)
    {
        Message m;
        m.role = u"system"_s;
        m.turn = lastTurn;
        m.jsonPath = path;
        m.raw = tolerant::rawText(v);
        Chunk ch;
        ch.kind = ChunkKind::Payload;
        Json wrapped = Json::object();
        wrapped[key] = v;
        ch.json = tolerant::toJsonText(wrapped);
        ch.jsonPath = path;
        m.chunks.append(ch);
        m.diagnostics.append(makeDiagnostic(Severity::Info, note, {}, ces::at(w, path)));
        c.messages.append(m);
        openAgent = -1;
    }

    void output(const Json &o, const QString &path, const SourceLocation &w)
    {
        if (!o.is_object()) {
            c.diagnostics.append(makeDiagnostic(Severity::Warning,
                QT_TRANSLATE_NOOP("Diagnostic", "Expected %1 but found %2"),
                {u"object"_s, ces::typeName(o)}, ces::at(w, path)));
            return;
        }
        // turnIndex counts from 1 (session_service.proto; a capture with a 0 from 0); turns
        // here count from 0.
        const int turnIndex = int(tolerant::toInt64(field(o, "turnIndex")).value_or(-1));
        const int turn = turnIndex >= 0 ? qMax(0, turnIndex - turnBase) : -1;
        if (turn >= 0) {
            lastTurn = turn;
            for (int u : std::as_const(pendingUsers))
                c.messages[u].turn = turn;
            pendingUsers.clear();
        }
        if (const Json *info = field(o, "diagnosticInfo"); info && info->is_object()) {
            if (const Json *msgs = field(*info, "messages"); msgs && msgs->is_array()) {
                auto &entry = turnMessages[turn];
                entry.first = tolerant::path(path, "diagnosticInfo");
                entry.second.clear();
                qint64 i = 0;
                for (const Json &m : *msgs) {
                    entry.second.append(
                        ces::readMessage(m, tolerant::path(entry.first, "messages", i), turn, w));
                    ++i;
                }
            }
            if (const Json *span = field(*info, "rootSpan"); span && turn >= 0) {
                while (c.turnSpans.size() < turn)
                    c.turnSpans.append(Span());
                if (c.turnSpans.size() == turn)
                    c.turnSpans.append(Span());
                c.turnSpans[turn]
                    = ces::readSpan(*span, tolerant::path(path, "diagnosticInfo.rootSpan"));
            }
        }
        bool content = false;
        for (const char *k :
            {"text", "audio", "toolCalls", "payload", "citations", "googleSearchSuggestions"})
            content = content || field(o, k);
        if (content)
            contentOf(o, turn, path, w);
        if (tolerant::toBool(field(o, "turnCompleted")).value_or(false)) {
            if (openAgent >= 0)
                c.messages[openAgent].extra = tolerant::rawText(Json {{"turnCompleted", true}});
            openAgent = -1;
        }
        if (const Json *end = field(o, "endSession"))
            marker("endSession", *end, tolerant::path(path, "endSession"), w,
                QT_TRANSLATE_NOOP("Diagnostic", "The session ended"));
    }

    void contentOf(const Json &o, int turn, const QString &path, const SourceLocation &w)
    {
        Message &m = agentMessage(turn, path);
        const int index = openAgent;
        if (const Json *t = field(o, "text"))
            m.chunks.append(chunkFrom("text", *t, tolerant::path(path, "text"), w, m.diagnostics));
        if (const Json *a = field(o, "audio")) {
            Chunk ch = chunkFrom("blob", Json {{"mimeType", "audio/*"}, {"data", *a}},
                tolerant::path(path, "audio"), w, m.diagnostics);
            m.chunks.append(ch);
        }
        if (const Json *tc = field(o, "toolCalls")) {
            const Json *calls = tc->is_object() ? field(*tc, "toolCalls") : nullptr;
            const QString callsPath
                = tolerant::path(tolerant::path(path, "toolCalls"), "toolCalls");
            if (calls && calls->is_array()) {
                qint64 i = 0;
                for (const Json &call : *calls) {
                    m.chunks.append(chunkFrom("toolCall", call,
                        tolerant::path(tolerant::path(path, "toolCalls"), "toolCalls", i), w,
                        m.diagnostics));
                    ++i;
                }
            } else {
                m.diagnostics.append(makeDiagnostic(Severity::Warning,
                    QT_TRANSLATE_NOOP("Diagnostic", "Expected %1 but found %2"),
                    {u"array"_s, calls ? ces::typeName(*calls) : ces::typeName(*tc)},
                    ces::at(w, callsPath)));
            }
        }
        if (const Json *p = field(o, "payload"))
            m.chunks.append(
                chunkFrom("payload", *p, tolerant::path(path, "payload"), w, m.diagnostics));
        if (const Json *cit = field(o, "citations"); cit && cit->is_object()) {
            Grounding &g = groundings[index];
            const QString chunksPath = tolerant::path(path, "citations.citedChunks");
            if (const Json *cited = field(*cit, "citedChunks"); cited && cited->is_array()) {
                qint64 i = 0;
                for (const Json &rc : *cited) {
                    Reference r;
                    r.kind = Reference::Kind::Citation;
                    if (rc.is_object()) {
                        r.uri = tolerant::stringOr(rc, "uri");
                        r.title = tolerant::stringOr(rc, "title");
                        r.text = tolerant::stringOr(rc, "text");
                    }
                    r.raw = tolerant::rawText(rc);
                    r.jsonPath = chunksPath + u'[' + QString::number(i) + u']';
                    g.references.append(r);
                    ++i;
                }
            }
            g.raw = tolerant::rawText(*cit);
        }
        if (const Json *s = field(o, "googleSearchSuggestions")) {
            Chunk ch;
            ch.kind = ChunkKind::Unknown;
            ch.unknownKey = u"googleSearchSuggestions"_s;
            ch.json = tolerant::toJsonText(*s);
            ch.jsonPath = tolerant::path(path, "googleSearchSuggestions");
            m.chunks.append(ch);
        }
    }

    void serverMessage(const Json &v, const QString &path, const SourceLocation &w)
    {
        if (const Json *outputs = field(v, "outputs"); outputs && outputs->is_array()) {
            qint64 i = 0;
            for (const Json &o : *outputs) {
                output(o, tolerant::path(path, "outputs", i), w);
                ++i;
            }
            return;
        }
        if (const Json *so = field(v, "sessionOutput")) {
            output(*so, tolerant::path(path, "sessionOutput"), w);
            return;
        }
        if (const Json *rr = field(v, "recognitionResult")) {
            Message m;
            m.role = u"user"_s;
            m.turn = -1;
            m.jsonPath = tolerant::path(path, "recognitionResult");
            m.raw = tolerant::rawText(v);
            const Json *t = rr->is_object() ? field(*rr, "transcript") : nullptr;
            m.chunks.append(chunkFrom("transcript", t ? *t : Json(""),
                tolerant::path(m.jsonPath, "transcript"), w, m.diagnostics));
            c.messages.append(m);
            pendingUsers.append(int(c.messages.size()) - 1);
            openAgent = -1;
            return;
        }
        if (const Json *is = field(v, "interruptionSignal")) {
            marker("interruptionSignal", *is, tolerant::path(path, "interruptionSignal"), w,
                QT_TRANSLATE_NOOP("Diagnostic", "The user interrupted the agent"));
            return;
        }
        if (const Json *end = field(v, "endSession")) {
            marker("endSession", *end, tolerant::path(path, "endSession"), w,
                QT_TRANSLATE_NOOP("Diagnostic", "The session ended"));
            return;
        }
        // The client's side of a live session (ces_session_text.h): its config, then its inputs.
        if (const Json *config = field(v, "config")) {
            ces::readSessionConfig(*config, tolerant::path(path, "config"), w, c);
            return;
        }
        if (const Json *input = field(v, "realtimeInput")) {
            c.messages.append(
                ces::readSessionInput(*input, tolerant::path(path, "realtimeInput"), w));
            pendingUsers.append(int(c.messages.size()) - 1);
            openAgent = -1;
            return;
        }
        if (const Json *ga = field(v, "goAway")) {
            marker("goAway", *ga, tolerant::path(path, "goAway"), w,
                QT_TRANSLATE_NOOP("Diagnostic", "The server asked the client to reconnect"));
            return;
        }
        c.diagnostics.append(makeDiagnostic(Severity::Warning,
            QT_TRANSLATE_NOOP("Diagnostic", "A runSession record with no known key was skipped"),
            {}, ces::at(w, path)));
    }

    // diagnosticInfo.messages replace the reassembled messages of their turn: its agent messages,
    // and its user messages (transcripts, realtimeInput) when they hold one of the user's, so
    // that the user's input is shown once; without one, the inputs stay before them.
    void applyTurnMessages()
    {
        for (auto &[turn, entry] : turnMessages) {
            bool hasUser = false;
            for (const Message &m : std::as_const(entry.second))
                hasUser = hasUser || m.role == u"user"_s;
            QVector<Message> out;
            qsizetype insertedAt = -1;
            std::shared_ptr<const Grounding> citations; // of the outputs, which the messages lack
            for (qsizetype i = 0; i < c.messages.size(); ++i) {
                const Message &m = c.messages.at(i);
                const bool replaced
                    = m.turn == turn && (m.role == u"agent"_s || (hasUser && m.role == u"user"_s));
                if (!replaced) {
                    out.append(m);
                    continue;
                }
                if (m.grounding)
                    citations = m.grounding;
                if (insertedAt < 0) {
                    insertedAt = out.size();
                    out += entry.second;
                }
            }
            if (insertedAt < 0) {
                insertedAt = out.size();
                out += entry.second;
            }
            // The turn's citations go to its last agent message (diagnosticInfo has none).
            for (qsizetype i = insertedAt + entry.second.size() - 1; citations && i >= insertedAt;
                 --i) {
                if (out.at(i).role == u"agent"_s && !out.at(i).grounding) {
                    out[i].grounding = citations;
                    break;
                }
            }
            c.messages = out;
        }
    }
};

/// Whether a SessionOutput in `v` (an output, a bidi server message, a RunSessionResponse, or an
/// array of them) has turnIndex 0.
bool hasTurnZero(const Json &v, int depth = 0)
{
    if (depth > 3)
        return false;
    if (v.is_array()) {
        for (const Json &e : v) {
            if (hasTurnZero(e, depth + 1))
                return true;
        }
        return false;
    }
    if (!v.is_object())
        return false;
    if (tolerant::toInt64(field(v, "turnIndex")) == 0)
        return true;
    for (const char *key : {"sessionOutput", "outputs"}) {
        if (const Json *inner = field(v, key); inner && hasTurnZero(*inner, depth + 1))
            return true;
    }
    return false;
}

} // namespace

Conversation CesRunSessionReader::read(
    const QString &formatId, const QVector<ReaderRecord> &records) const
{
    Q_UNUSED(formatId);
    Builder b;
    for (const ReaderRecord &r : records) {
        if (r.value && hasTurnZero(*r.value))
            b.turnBase = 0;
    }
    for (const ReaderRecord &r : records) {
        if (!r.value) {
            b.c.diagnostics += r.diagnostics;
            continue;
        }
        if (r.value->is_array()) {
            qint64 i = 0;
            for (const Json &v : *r.value) {
                b.serverMessage(v, r.jsonPath + u'[' + QString::number(i) + u']', r.location);
                ++i;
            }
        } else {
            b.serverMessage(*r.value, r.jsonPath, r.location);
        }
    }
    for (auto &[index, g] : b.groundings)
        b.c.messages[index].grounding = std::make_shared<const Grounding>(g);
    if (!b.turnMessages.empty()) {
        // Groundings stay with their messages: applyTurnMessages copies them whole.
        b.applyTurnMessages();
    }
    int maxTurn = -1;
    for (const Message &m : std::as_const(b.c.messages))
        maxTurn = qMax(maxTurn, m.turn);
    b.c.turnCount = maxTurn + 1;
    pairToolCalls(b.c);
    return b.c;
}
