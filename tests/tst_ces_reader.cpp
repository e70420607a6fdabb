// SPDX-License-Identifier: GPL-2.0-or-later
// CesReader on inline records (formats.md §1.3): chunk kinds, oneof violations, conversations.
#include "formats/ces_reader.h"

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
