// SPDX-License-Identifier: GPL-2.0-or-later
// CesReader on inline records (formats.md §1.3): chunk kinds, oneof violations, conversations;
// CesRunSessionReader on a live session's JSONL (config, realtimeInput, sessionOutput).
#include "document/document.h"
#include "formats/ces_reader.h"
#include "formats/ces_run_session_reader.h"

#include <nlohmann/json.hpp>

#include <QtTest>

using namespace Qt::StringLiterals;
using Json = nlohmann::ordered_json;

namespace {

Conversation readOne(const char *formatId, const char *json, const char *path = "")
{
    static Json value; // kept alive for the call
    value = Json::parse(json);
    ReaderRecord r;
    r.value = &value;
    r.jsonPath = QString::fromLatin1(path);
    r.location = SourceLocation {u"inline.json"_s, 3, 1, r.jsonPath};
    return CesReader().read(QString::fromLatin1(formatId), {r});
}

// The records of `lines` (one JSON value each) read as one ces.run-session conversation.
Conversation readRunSession(const QList<const char *> &lines)
{
    static std::vector<Json> values; // kept alive for the call
    values.clear();
    values.reserve(size_t(lines.size()));
    QVector<ReaderRecord> records;
    for (const char *line : lines) {
        values.push_back(Json::parse(line));
        ReaderRecord r;
        r.value = &values.back();
        r.location = SourceLocation {u"live.jsonl"_s, int(records.size()) + 1, 1, QString()};
        records.append(r);
    }
    return CesRunSessionReader().read(u"ces.run-session"_s, records);
}

QStringList kindsOf(const Message &m)
{
    QStringList out;
    for (const Chunk &c : m.chunks)
        out << chunkKindId(c.kind);
    return out;
}

Chunk chunkOf(const char *json, Diagnostics *diags = nullptr)
{
    const Json v = Json::parse(json);
    Diagnostics local;
    Chunk c = ces::readChunk(v, u"chunks[0]"_s, SourceLocation {}, diags ? *diags : local);
    return c;
}

} // namespace

class TstCesReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void loneChunk()
    {
        const Conversation c = readOne("ces.message",
            "{\"type\":\"TOOL_CALL\",\"toolCall\":"
            "{\"id\":\"1\",\"tool\":\"a/tools/weather\"}}");
        QCOMPARE(c.messages.size(), 1);
        QVERIFY(c.messages.at(0).role.isEmpty());
        const Chunk &ch = c.messages.at(0).chunks.at(0);
        QCOMPARE(ch.kind, ChunkKind::ToolCall);
        QCOMPARE(ch.toolName, u"weather"_s);
        QCOMPARE(ch.extra.json, QByteArray("{\"type\":\"TOOL_CALL\"}"));
    }

    void messageFields()
    {
        const Conversation c = readOne("ces.message",
            "{\"role\":\"reviewer\",\"eventTime\":\"2026-03-02T10:15:04.120Z\",\"chunks\":"
            "[{\"text\":\"x\"}],\"partial\":true}");
        const Message &m = c.messages.at(0);
        QCOMPARE(m.role, u"reviewer"_s);
        QVERIFY(m.time.valid);
        QCOMPARE(m.extra.json, QByteArray("{\"partial\":true}"));
        QVERIFY(m.raw.json.startsWith("{\"role\":\"reviewer\""));
        QCOMPARE(c.start.nanosSinceEpoch, m.time.nanosSinceEpoch);
    }

    void toolNames()
    {
        QCOMPARE(
            chunkOf("{\"toolCall\":{\"tool\":\"p/apps/a/tools/t9\",\"displayName\":\"lookup\"}}")
                .toolName,
            u"lookup"_s);
        QCOMPARE(chunkOf("{\"toolCall\":{\"tool\":\"p/apps/a/tools/t9\"}}").toolName, u"t9"_s);
        const Chunk ts
            = chunkOf("{\"toolCall\":{\"toolsetTool\":{\"toolset\":\"p/apps/a/toolsets/crm\","
                      "\"toolId\":\"get\"}}}");
        QCOMPARE(ts.toolName, u"get"_s);
        QCOMPARE(ts.toolsetToolId, u"get"_s);
        QCOMPARE(ts.toolResource, u"p/apps/a/toolsets/crm"_s);
        QCOMPARE(chunkOf("{\"toolCall\":{\"toolsetTool\":{\"toolset\":\"p/apps/a/toolsets/crm\"}}}")
                     .toolName,
            u"crm"_s);
    }

    void toolResponseSplit()
    {
        const Chunk whole = chunkOf("{\"toolResponse\":{\"id\":\"1\",\"response\":{\"temp\":21}}}");
        QCOMPARE(whole.json.json, QByteArray("{\"temp\":21}"));
        QVERIFY(whole.output.isNull());
        QVERIFY(whole.error.isNull());
        const Chunk scalar = chunkOf("{\"toolResponse\":{\"response\":{\"output\":\"done\"}}}");
        QCOMPARE(scalar.output.json, QByteArray("\"done\""));
        const Chunk both
            = chunkOf("{\"toolResponse\":{\"response\":{\"output\":[],\"error\":{\"code\":5}}}}");
        QCOMPARE(both.output.json, QByteArray("[]"));
        QCOMPARE(both.error.json, QByteArray("{\"code\":5}"));
        // User keys inside the Struct are never folded: "Output" is not "output".
        const Chunk cased = chunkOf("{\"toolResponse\":{\"response\":{\"Output\":1}}}");
        QVERIFY(cased.output.isNull());
    }

    void structs()
    {
        const Chunk payload = chunkOf("{\"payload\":{\"fields\":{\"a\":{\"listValue\":{\"values\":["
                                      "{\"boolValue\":true}]}}}}}");
        QCOMPARE(payload.kind, ChunkKind::Payload);
        QCOMPARE(payload.json.json, QByteArray("{\"a\":[true]}"));
        const Chunk vars = chunkOf("{\"defaultVariables\":{\"User_Name\":\"Ana\"}}");
        QCOMPARE(vars.kind, ChunkKind::DefaultVariables);
        QCOMPARE(vars.json.json, QByteArray("{\"User_Name\":\"Ana\"}"));
    }

    void twoDataKeysAndUnknown()
    {
        Diagnostics diags;
        const Chunk c = chunkOf("{\"transcript\":\"hola\",\"text\":\"hola\",\"x\":1}", &diags);
        QCOMPARE(c.kind, ChunkKind::Transcript);
        QCOMPARE(c.extra.json, QByteArray("{\"text\":\"hola\",\"x\":1}"));
        QCOMPARE(diags.size(), 1);
        QCOMPARE(diags.at(0).severity, Severity::Warning);
        QCOMPARE(diags.at(0).location.jsonPath, u"chunks[0]"_s);

        Diagnostics unknownDiags;
        const Chunk u = chunkOf("{\"audioClip\":{\"uri\":\"gs://b/a.wav\"}}", &unknownDiags);
        QCOMPARE(u.kind, ChunkKind::Unknown);
        QCOMPARE(u.unknownKey, u"audioClip"_s);
        QCOMPARE(u.json.json, QByteArray("{\"uri\":\"gs://b/a.wav\"}"));
        QCOMPARE(unknownDiags.at(0).args, (QStringList {u"audioClip"_s}));
    }

    void media()
    {
        Diagnostics diags;
        const Chunk blob
            = chunkOf("{\"blob\":{\"mimeType\":\"text/plain\",\"data\":\"aG9sYQ\"}}", &diags);
        QCOMPARE(blob.data, QByteArray("hola"));
        QVERIFY(!blob.base64Error);
        const Chunk bad
            = chunkOf("{\"image\":{\"mimeType\":\"image/png\",\"data\":\"***\"}}", &diags);
        QVERIFY(bad.base64Error);
        QVERIFY(bad.data.isEmpty());
        QCOMPARE(diags.last().location.jsonPath, u"chunks[0].image.data"_s);
    }

    void agentTransfer()
    {
        const Chunk t = chunkOf("{\"agentTransfer\":{\"targetAgent\":\"p/apps/a/agents/billing\","
                                "\"displayName\":\"Facturación\"}}");
        QCOMPARE(t.kind, ChunkKind::AgentTransfer);
        QCOMPARE(t.targetAgent, u"p/apps/a/agents/billing"_s);
        QCOMPARE(t.displayName, u"Facturación"_s);
    }

    void turnsAndLegacyBoth()
    {
        const Conversation c = readOne("ces.conversation",
            "{\"name\":\"p/apps/a/conversations/c1\",\"turnCount\":3,"
            "\"turns\":[{\"messages\":[{\"role\":\"user\",\"chunks\":[{\"text\":\"t\"}]}]}],"
            "\"messages\":[{\"role\":\"user\",\"chunks\":[{\"text\":\"legacy\"}]}]}");
        QCOMPARE(c.messages.size(), 1);
        QCOMPARE(c.messages.at(0).chunks.at(0).text, u"t"_s);
        QVERIFY(c.extra.json.contains("legacy"));
        QCOMPARE(c.turnCount, 1);
        QCOMPARE(c.declaredTurnCount, std::optional<int>(3));
        QCOMPARE(c.diagnostics.size(), 2);
        QCOMPARE(c.diagnostics.at(0).severity, Severity::Info);
        QCOMPARE(c.diagnostics.at(1).severity, Severity::Warning);
        QCOMPARE(c.diagnostics.at(1).args, (QStringList {u"3"_s, u"1"_s}));
        QCOMPARE(c.diagnostics.at(1).location.line, 3);
    }

    void conversationFromListItem()
    {
        const Conversation c = readOne("ces.conversations",
            "{\"name\":\"p/apps/a/conversations/c43\",\"source\":4,\"channelType\":9}",
            "conversations[1]");
        QCOMPARE(c.title, u"c43"_s);
        QCOMPARE(c.messages.size(), 0);
        QCOMPARE(c.jsonPath, u"conversations[1]"_s);
        QVERIFY(c.properties.contains({u"source"_s, u"AGENT_TOOL"_s}));
        QVERIFY(c.properties.contains({u"channelType"_s, u"9"_s})); // unknown kept raw
    }

    void messagesWithArrayRecord()
    {
        const Conversation c
            = readOne("ces.messages", "[{\"chunks\":[{\"text\":\"a\"}]},{\"chunks\":[]}]", "");
        QCOMPARE(c.messages.size(), 2);
        QCOMPARE(c.messages.at(1).jsonPath, u"[1]"_s);
    }

    // tests/data/ces_live_session.jsonl: what `ces run --output` and the live page save.
    void liveSessionFile()
    {
        Document doc;
        doc.openFile(QStringLiteral(INSPECTOR_TEST_DATA "/ces_live_session.jsonl"));
        QVERIFY(doc.waitForLoaded(10000));
        QCOMPARE(doc.formatId(), u"ces.run-session"_s);
        QVERIFY2(doc.diagnostics().isEmpty(), qPrintable(doc.diagnostics().value(0).text()));
        QCOMPARE(doc.conversationCount(), 1);
        const auto c = doc.conversation(0);
        QCOMPARE(c->id, u"projects/p1/locations/us/apps/kyoto-guide/sessions/live-7f3a"_s);
        QCOMPARE(c->title, u"live-7f3a"_s);
        QVERIFY(c->properties.contains(
            {u"entryAgent"_s, u"projects/p1/locations/us/apps/kyoto-guide/agents/concierge"_s}));
        QVERIFY(c->properties.contains({u"timeZone"_s, u"Asia/Tokyo"_s}));
        QStringList roles;
        for (const Message &m : c->messages)
            roles << m.role + u':' + QString::number(m.turn) + u':' + kindsOf(m).join(u'+');
        QCOMPARE(roles,
            (QStringList {// turnIndex counts from 1, turns here from 0.
                // turn 1: diagnosticInfo holds the user's inputs: shown once, from it
                u"user:0:updatedVariables+text"_s, u"agent:0:toolCall"_s,
                // turn 2: the client's tool response (diagnosticInfo has no user message)
                u"user:1:toolResponse"_s, u"agent:1:text+payload"_s,
                // turn 3: no diagnosticInfo: the input and the outputs as they came
                u"user:2:text"_s, u"agent:2:text"_s, u"system:2:payload"_s}));
        QCOMPARE(c->messages.at(0).chunks.at(1).text, u"京都で紅葉を見るならいつがいいですか？"_s);
        // The client's tool response pairs with the call of turn 1 by id.
        const Chunk &call = c->messages.at(1).chunks.at(0);
        const Chunk &response = c->messages.at(2).chunks.at(0);
        QCOMPARE(response.toolId, u"adk-5d1c"_s);
        QCOMPARE(call.paired, (ChunkAddress {2, 0}));
        QCOMPARE(response.paired, (ChunkAddress {1, 0}));
        QCOMPARE(response.jsonPath, u"realtimeInput.toolResponses.toolResponses[0]"_s);
        // The citations of turn 2 stay with its agent message.
        const Message &answer = c->messages.at(3);
        QCOMPARE(answer.chunks.at(0).text, u"京都の紅葉は11月下旬が見頃です🍁。"_s);
        QVERIFY(answer.grounding);
        QCOMPARE(answer.grounding->references.size(), 1);
        QCOMPARE(answer.grounding->references.at(0).title, u"京都の紅葉情報"_s);
        QCOMPARE(c->messages.at(4).chunks.at(0).text, u"¿Y en Tokio? Gracias, eso es todo."_s);
        QCOMPARE(c->messages.at(5).chunks.at(0).text,
            u"En Tokio, el mejor momento es a principios de diciembre. ¡Buen viaje!"_s);
        QVERIFY(c->messages.at(6).chunks.at(0).json.json.contains("user_done"));
        // The root spans of turns 1 and 2.
        QVERIFY(c->turnSpans.size() >= 2);
        QCOMPARE(c->turnSpans.at(0).name, u"turn"_s);
        QCOMPARE(c->turnSpans.at(0).children.size(), 2);
        QCOMPARE(c->turnSpans.at(1).name, u"turn"_s);
        QCOMPARE(c->turnCount, 3);
    }

    // Each input kind of a SessionInput, and the user's input shown once whether or not the
    // turn's diagnosticInfo carries the user's message.
    void liveSessionInputs()
    {
        const Conversation c = readRunSession({
            R"({"config":{"session":"projects/p/locations/l/apps/a/sessions/s1","useToolFakes":true}})",
            R"({"realtimeInput":{"dtmf":"123#"}})",
            R"({"realtimeInput":{"event":{"event":"welcome"}}})",
            R"({"realtimeInput":{"image":{"mimeType":"image/png","data":"iVBORw0KGgo="}}})",
            R"({"realtimeInput":{"blob":{"mimeType":"application/pdf","data":"JVBERi0="}}})",
            R"({"realtimeInput":{"text":"hola","willContinue":true}})",
            R"({"sessionOutput":{"text":"¡Hola!","turnIndex":1,"turnCompleted":true}})",
            R"({"realtimeInput":{"text":"adiós"}})",
            R"({"sessionOutput":{"text":"Adiós","turnIndex":2,"turnCompleted":true,)"
            R"("diagnosticInfo":{"messages":[{"role":"user","chunks":[{"text":"adiós"}]},)"
            R"({"role":"agent","chunks":[{"text":"Adiós"}]}]}}})",
            R"({"realtimeInput":{"nothing":1}})",
            R"({"realtimeInput":[1]})",
        });
        QCOMPARE(c.id, u"projects/p/locations/l/apps/a/sessions/s1"_s);
        QVERIFY(c.properties.contains({u"useToolFakes"_s, u"true"_s}));
        QStringList got;
        for (const Message &m : c.messages)
            got << m.role + u':' + kindsOf(m).join(u'+');
        QCOMPARE(got,
            (QStringList {u"user:payload"_s, u"user:payload"_s, u"user:image"_s, u"user:blob"_s,
                u"user:text"_s, u"agent:text"_s, u"user:text"_s, u"agent:text"_s, u"user:"_s,
                u"user:"_s}));
        QVERIFY(c.messages.at(0).chunks.at(0).json.json.contains("123#"));
        QVERIFY(c.messages.at(1).chunks.at(0).json.json.contains("welcome"));
        QCOMPARE(c.messages.at(2).chunks.at(0).mimeType, u"image/png"_s);
        QCOMPARE(c.messages.at(4).extra.json, QByteArray(R"({"willContinue":true})"));
        QCOMPARE(c.messages.at(6).jsonPath, u"sessionOutput.diagnosticInfo.messages[0]"_s); // once

        QVERIFY(!c.messages.at(8).diagnostics.isEmpty()); // no known input: said
        QVERIFY(!c.messages.at(9).diagnostics.isEmpty()); // not an object: said
    }

    // The history a live session started from (SessionConfig.historicalContexts): its messages
    // first, as the session's file recorded them, then the session's own; a wrong shape is said.
    void liveSessionHistory()
    {
        const Conversation c = readRunSession({
            R"({"config":{"session":"projects/p/locations/l/apps/a/sessions/s2",)"
            R"("historicalContexts":[{"role":"user","chunks":[{"text":"¿Dónde está mi pedido?"}]},)"
            R"({"role":"agent","eventTime":"2026-03-02T10:15:04Z","chunks":[{"toolCall":)"
            R"({"id":"adk-1","tool":"projects/p/locations/l/apps/a/tools/t9","args":{"order":"A-17"}}}]}]}})",
            R"({"realtimeInput":{"text":"¿y ahora?"}})",
            R"({"sessionOutput":{"text":"Sale mañana.","turnIndex":1,"turnCompleted":true}})",
        });
        QStringList got;
        for (const Message &m : c.messages)
            got << m.role + u':' + kindsOf(m).join(u'+');
        QCOMPARE(got,
            (QStringList {u"user:text"_s, u"agent:toolCall"_s, u"user:text"_s, u"agent:text"_s}));
        QCOMPARE(c.messages.at(0).chunks.at(0).text, u"¿Dónde está mi pedido?"_s);
        QCOMPARE(c.messages.at(1).jsonPath, u"config.historicalContexts[1]"_s);
        QCOMPARE(c.messages.at(1).time.toRfc3339(), u"2026-03-02T10:15:04Z"_s);
        QCOMPARE(c.messages.at(1).chunks.at(0).toolResource,
            u"projects/p/locations/l/apps/a/tools/t9"_s);
        QVERIFY(c.properties.contains({u"historicalContexts"_s, u"2"_s}));

        const Conversation wrong = readRunSession({
            R"({"config":{"session":"projects/p/locations/l/apps/a/sessions/s3",)"
            R"("historical_contexts":{"role":"user"}}})",
            R"({"realtimeInput":{"text":"hola"}})",
        });
        QCOMPARE(wrong.messages.size(), 1); // the session's own input still shows
        QCOMPARE(wrong.diagnostics.size(), 1);
        QVERIFY2(wrong.diagnostics.first().location.jsonPath.contains(u"istorical"_s),
            qPrintable(wrong.diagnostics.first().location.jsonPath));
    }

    void failedRecord()
    {
        ReaderRecord r;
        r.jsonPath = u"conversations[4]"_s;
        r.diagnostics.append(makeDiagnostic(Severity::Error, "JSON syntax error: %1", {u"x"_s},
            SourceLocation {u"f.json"_s, 9, 2, r.jsonPath}));
        const Conversation c = CesReader().read(u"ces.conversations"_s, {r});
        QCOMPARE(c.diagnostics.size(), 1);
        QCOMPARE(c.jsonPath, u"conversations[4]"_s);
        const Conversation m = CesReader().read(u"ces.messages"_s, {r});
        QCOMPARE(m.messages.size(), 1);
        QCOMPARE(m.messages.at(0).diagnostics.at(0).location.line, 9);
    }
};

QTEST_GUILESS_MAIN(TstCesReader)
#include "tst_ces_reader.moc"
