// SPDX-License-Identifier: GPL-2.0-or-later
// pairToolCalls(): by id across messages, by tool identity within a turn, orphan responses.
#include "transcript/conversation.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace {

Chunk call(const QString &id, const QString &name, const QString &resource = QString(),
    const QString &toolsetTool = QString())
{
    Chunk c;
    c.kind = ChunkKind::ToolCall;
    c.toolId = id;
    c.toolName = name;
    c.toolResource = resource;
    c.toolsetToolId = toolsetTool;
    c.json = JsonText {QByteArray(R"({"city":"Tokyo"})")};
    return c;
}

Chunk response(const QString &id, const QString &name, const QString &resource = QString(),
    const QString &toolsetTool = QString())
{
    Chunk c = call(id, name, resource, toolsetTool);
    c.kind = ChunkKind::ToolResponse;
    c.json = JsonText {QByteArray(R"({"output":{"temp":21}})")};
    return c;
}

Chunk text(const QString &t)
{
    Chunk c;
    c.kind = ChunkKind::Text;
    c.text = t;
    return c;
}

Message message(const QString &role, QVector<Chunk> chunks, int turn = -1, const QString &path = {})
{
    Message m;
    m.role = role;
    m.chunks = std::move(chunks);
    m.turn = turn;
    m.jsonPath = path;
    return m;
}

} // namespace

class TestToolPairing : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pairsByIdAcrossMessages()
    {
        Conversation c;
        c.messages = {
            message(u"user"_s, {text(u"Weather in Tokyo and Paris?"_s)}),
            message(u"model"_s, {call(u"c1"_s, u"get_weather"_s), call(u"c2"_s, u"get_weather"_s)}),
            // responses in the opposite order
            message(u"tool"_s, {response(u"c2"_s, u"get_weather"_s)}),
            message(u"tool"_s, {response(u"c1"_s, u"get_weather"_s)}),
        };
        pairToolCalls(c);
        QCOMPARE(c.messages[1].chunks[0].paired, (ChunkAddress {3, 0}));
        QCOMPARE(c.messages[1].chunks[1].paired, (ChunkAddress {2, 0}));
        QCOMPARE(c.messages[2].chunks[0].paired, (ChunkAddress {1, 1}));
        QCOMPARE(c.messages[3].chunks[0].paired, (ChunkAddress {1, 0}));
        QVERIFY(!c.messages[0].chunks[0].paired.isValid());
        for (const Message &m : c.messages)
            QVERIFY(m.diagnostics.isEmpty());
    }

    void repeatedIdsPairInOrder()
    {
        Conversation c;
        c.messages = {
            message(u"model"_s, {call(u"same"_s, u"search"_s)}),
            message(u"tool"_s, {response(u"same"_s, u"search"_s)}),
            message(u"model"_s, {call(u"same"_s, u"search"_s)}),
            message(u"tool"_s, {response(u"same"_s, u"search"_s)}),
        };
        pairToolCalls(c);
        QCOMPARE(c.messages[1].chunks[0].paired, (ChunkAddress {0, 0}));
        QCOMPARE(c.messages[3].chunks[0].paired, (ChunkAddress {2, 0}));
    }

    void pairsByIdentityWithinTurn()
    {
        const QString tools = u"projects/p/locations/l/apps/a/tools/"_s;
        const QString crm = u"projects/p/locations/l/apps/a/toolsets/crm"_s;
        Conversation c;
        c.messages = {
            message(u"agent"_s,
                {call({}, u"t9"_s, tools + u"t9"_s), call({}, u"lookup"_s, crm, u"lookup"_s),
                    call({}, u"t9"_s, tools + u"t9"_s)},
                0),
            message(u"agent"_s,
                {response({}, u"lookup"_s, crm, u"lookup"_s),
                    response({}, u"t9"_s, tools + u"t9"_s), response({}, u"t9"_s, tools + u"t9"_s)},
                0),
            // a turn-1 response must not take the turn-0 call...
            message(u"agent"_s, {call({}, u"create"_s, crm, u"create"_s)}, 0),
            message(u"agent"_s, {response({}, u"create"_s, crm, u"create"_s)}, 1,
                u"turns[1].messages[0]"_s),
        };
        pairToolCalls(c);
        QCOMPARE(c.messages[1].chunks[0].paired, (ChunkAddress {0, 1}));
        QCOMPARE(c.messages[1].chunks[1].paired, (ChunkAddress {0, 0}));
        QCOMPARE(c.messages[1].chunks[2].paired, (ChunkAddress {0, 2}));
        QCOMPARE(c.messages[0].chunks[2].paired, (ChunkAddress {1, 2}));
        // ...so the create call stays pending (no diagnostic) and the response is an orphan.
        QVERIFY(!c.messages[2].chunks[0].paired.isValid());
        QVERIFY(c.messages[2].diagnostics.isEmpty());
        QVERIFY(!c.messages[3].chunks[0].paired.isValid());
        QCOMPARE(c.messages[3].diagnostics.size(), 1);
        QCOMPARE(c.messages[3].diagnostics[0].location.jsonPath, u"turns[1].messages[0]"_s);
    }

    void identityByNameWithoutTurns()
    {
        Conversation c;
        c.messages = {
            message(u"model"_s, {call({}, u"get_weather"_s), call({}, u"get_time"_s)}),
            message(u"user"_s, {response({}, u"get_time"_s), response({}, u"get_weather"_s)}),
        };
        pairToolCalls(c);
        QCOMPARE(c.messages[1].chunks[0].paired, (ChunkAddress {0, 1}));
        QCOMPARE(c.messages[1].chunks[1].paired, (ChunkAddress {0, 0}));
    }

    void idOnlyOnResponseFallsBackToIdentity()
    {
        Conversation c;
        c.messages = {
            message(u"model"_s, {call({}, u"get_weather"_s)}),
            message(u"user"_s, {response(u"r1"_s, u"get_weather"_s)}),
        };
        pairToolCalls(c);
        QCOMPARE(c.messages[1].chunks[0].paired, (ChunkAddress {0, 0}));
    }

    void orphanResponseWarns()
    {
        Conversation c;
        c.messages = {
            message(u"model"_s, {call(u"c1"_s, u"get_weather"_s)}),
            message(u"tool"_s, {response(u"c9"_s, u"get_weather"_s)}, -1, u"events[1]"_s),
            message(u"tool"_s, {response({}, u"unknown_tool"_s)}, -1, u"events[2]"_s),
        };
        pairToolCalls(c);
        QVERIFY(!c.messages[0].chunks[0].paired.isValid()); // a call with a different id is kept
        QCOMPARE(c.messages[1].diagnostics.size(), 1);
        const Diagnostic &d = c.messages[1].diagnostics[0];
        QCOMPARE(d.severity, Severity::Warning);
        QCOMPARE(d.englishText(), u"Tool response c9 answers no tool call"_s);
        QCOMPARE(d.location.toString(), u"events[1]"_s);
        QCOMPARE(c.messages[2].diagnostics.size(), 1);
        QCOMPARE(c.messages[2].diagnostics[0].englishText(),
            u"Tool response unknown_tool answers no tool call"_s);
    }

    void pairingTwiceIsStable()
    {
        Conversation c;
        c.messages = {
            message(u"model"_s, {call(u"a"_s, u"f"_s)}),
            message(u"tool"_s, {response(u"a"_s, u"f"_s)}),
        };
        pairToolCalls(c);
        pairToolCalls(c);
        QCOMPARE(c.messages[0].chunks[0].paired, (ChunkAddress {1, 0}));
        QCOMPARE(c.messages[1].chunks[0].paired, (ChunkAddress {0, 0}));
    }

    void chunkKindIdsRoundTrip()
    {
        for (int k = int(ChunkKind::Text); k <= int(ChunkKind::Unknown); ++k) {
            const auto kind = ChunkKind(k);
            QCOMPARE(chunkKindFromId(chunkKindId(kind)), std::optional<ChunkKind>(kind));
        }
        QCOMPARE(chunkKindId(ChunkKind::UpdatedVariables), u"updatedVariables"_s);
        QVERIFY(!chunkKindFromId(u"nonsense"_s));
    }

    void diagnosticArgumentsSubstituteOnce()
    {
        SourceLocation loc;
        loc.file = u"conv.json"_s;
        loc.line = 12;
        loc.column = 5;
        loc.jsonPath = u"turns[0].messages[1]"_s;
        const Diagnostic d = makeDiagnostic(Severity::Error,
            QT_TRANSLATE_NOOP("Diagnostic", "Unknown chunk kind %1 in %2"), {u"%2"_s, u"x"_s}, loc);
        QCOMPARE(d.englishText(), u"Unknown chunk kind %2 in x"_s);
        QCOMPARE(d.text(), u"Unknown chunk kind %2 in x"_s);
        QCOMPARE(loc.toString(), u"conv.json:12:5 (turns[0].messages[1])"_s);
        SourceLocation fileOnly;
        fileOnly.file = u"a.json"_s;
        fileOnly.line = 3;
        QCOMPARE(fileOnly.toString(), u"a.json:3"_s);
        QCOMPARE(Diagnostic::severityId(d.severity), u"error"_s);
    }
};

QTEST_GUILESS_MAIN(TestToolPairing)
#include "tst_tool_pairing.moc"
