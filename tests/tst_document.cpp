// SPDX-License-Identifier: GPL-2.0-or-later
// Document end to end: every CES fixture and the bad inputs, through the worker and readers.
#include "document/document.h"

#include <QSignalSpy>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

QString fixture(const char *name)
{
    return QStringLiteral(INSPECTOR_TEST_DATA) + u'/' + QString::fromLatin1(name);
}

QStringList kinds(const Message &m)
{
    QStringList out;
    for (const Chunk &c : m.chunks)
        out << chunkKindId(c.kind);
    return out;
}

const Diagnostic *findDiagnostic(const Diagnostics &diags, const char *englishPrefix)
{
    for (const Diagnostic &d : diags) {
        if (d.englishText().startsWith(QString::fromUtf8(englishPrefix)))
            return &d;
    }
    return nullptr;
}

} // namespace

class TstDocument : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fixtures_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("framing");
        QTest::addColumn<int>("conversations");
        QTest::addColumn<int>("firstMessages");
        QTest::newRow("message") << fixture("ces_message.json") << u"ces.message"_s << u"json"_s
                                 << 1 << 1;
        QTest::newRow("messages array")
            << fixture("ces_messages.json") << u"ces.messages"_s << u"json"_s << 1 << 4;
        QTest::newRow("messages jsonl")
            << fixture("ces_messages.jsonl") << u"ces.messages"_s << u"jsonl"_s << 1 << 4;
        QTest::newRow("conversation")
            << fixture("ces_conversation.json") << u"ces.conversation"_s << u"json"_s << 1 << 5;
        QTest::newRow("legacy") << fixture("ces_conversation_legacy.json") << u"ces.conversation"_s
                                << u"json"_s << 1 << 3;
        QTest::newRow("list page")
            << fixture("ces_conversations.json") << u"ces.conversations"_s << u"json"_s << 3 << 0;
        QTest::newRow("pages jsonl")
            << fixture("ces_conversations.jsonl") << u"ces.conversations"_s << u"jsonl"_s << 4 << 1;
        QTest::newRow("example") << fixture("ces_example.json") << u"ces.example"_s << u"json"_s
                                 << 1 << 2;
        QTest::newRow("snake case")
            << fixture("ces_snake_case.json") << u"ces.conversation"_s << u"json"_s << 1 << 2;
    }

    void fixtures()
    {
        QFETCH(QString, file);
        QFETCH(QString, format);
        QFETCH(QString, framing);
        QFETCH(int, conversations);
        QFETCH(int, firstMessages);
        Document doc;
        QSignalSpy added(&doc, &Document::conversationsAdded);
        QSignalSpy loaded(&doc, &Document::loaded);
        doc.openFile(file);
        QCOMPARE(doc.state(), Document::State::Loading);
        QVERIFY2(doc.waitForLoaded(10000), qPrintable(doc.failure().englishText()));
        QCOMPARE(loaded.size(), 1);
        QCOMPARE(doc.formatId(), format);
        QCOMPARE(framingId(doc.framing()), framing);
        QCOMPARE(doc.conversationCount(), conversations);
        int total = 0;
        for (const auto &args : added)
            total += args.at(1).toInt();
        QCOMPARE(total, conversations);
        auto c = doc.conversation(0);
        QVERIFY(c);
        QCOMPARE(c->messages.size(), firstMessages);
        QCOMPARE(doc.summary(0).messageCount, firstMessages);
        QVERIFY(doc.conversation(0) == c); // cached
        QVERIFY(!doc.conversation(conversations));
    }

    void conversationDetails()
    {
        Document doc;
        doc.openFile(fixture("ces_conversation.json"));
        QVERIFY(doc.waitForLoaded(10000));
        auto c = doc.conversation(0);
        QCOMPARE(c->id, u"projects/p1/locations/us/apps/a1/conversations/c42"_s);
        QCOMPARE(c->title, u"c42"_s);
        QCOMPARE(c->turnCount, 2);
        QCOMPARE(c->declaredTurnCount, std::optional<int>(2));
        QCOMPARE(
            kinds(c->messages.at(0)), (QStringList {u"defaultVariables"_s, u"text"_s, u"image"_s}));
        QCOMPARE(c->messages.at(0).chunks.at(1).text, u"Hola, ¿dónde está mi pedido A-17?"_s);
        QCOMPARE(c->messages.at(0).jsonPath, u"turns[0].messages[0]"_s);
        QCOMPARE(c->messages.at(3).turn, 1);
        QCOMPARE(doc.summary(0).agent, u"root"_s);
        QCOMPARE(doc.summary(0).turnCount, 2);

        // Real images: PNG 7x6 (83 bytes), JPEG 5x4 (286 bytes, URL-safe base64), WEBP 3x2.
        const Chunk &png = c->messages.at(0).chunks.at(2);
        QCOMPARE(png.mimeType, u"image/png"_s);
        QCOMPARE(png.data.size(), 83);
        QVERIFY(png.data.startsWith("\x89PNG"));
        const Chunk &jpeg = c->messages.at(2).chunks.at(3);
        QCOMPARE(jpeg.data.size(), 286);
        QVERIFY(jpeg.data.startsWith("\xFF\xD8"));
        const Chunk &webp = c->messages.at(4).chunks.at(4);
        QCOMPARE(webp.mimeType, u"image/webp"_s);
        QCOMPARE(webp.data.size(), 64);
        QVERIFY(webp.data.startsWith("RIFF"));
        QCOMPARE(c->messages.at(3).chunks.at(1).data, QByteArray("%PDF-1.4 demo"));

        // Every chunk kind, including an unknown key.
        QCOMPARE(kinds(c->messages.at(4)),
            (QStringList {u"toolCall"_s, u"toolResponse"_s, u"agentTransfer"_s, u"text"_s,
                u"image"_s, u"unknown"_s}));
        QCOMPARE(c->messages.at(4).chunks.at(5).unknownKey, u"sticker"_s);
        QCOMPARE(c->messages.at(4).chunks.at(5).json.json, QByteArray("{\"id\":\"s-9\"}"));
        QCOMPARE(c->messages.at(4).chunks.at(2).displayName, u"Billing"_s);

        // Tool pairs by id: message 1 chunk 0 ↔ message 2 chunk 0; toolset call in message 4.
        const Chunk &call = c->messages.at(1).chunks.at(0);
        QCOMPARE(call.toolName, u"lookup_order"_s);
        QCOMPARE(call.paired, (ChunkAddress {2, 0}));
        QCOMPARE(c->messages.at(2).chunks.at(0).paired, (ChunkAddress {1, 0}));
        QCOMPARE(call.json.json, QByteArray("{\"order\":\"A-17\",\"Include_History\":true}"));
        const Chunk &response = c->messages.at(2).chunks.at(0);
        QCOMPARE(
            response.output.json, QByteArray("{\"status\":\"SHIPPED\",\"eta\":\"2026-03-03\"}"));
        QVERIFY(response.error.isNull());
        const Chunk &toolsetCall = c->messages.at(4).chunks.at(0);
        QCOMPARE(toolsetCall.toolName, u"get_invoice"_s);
        QCOMPARE(toolsetCall.toolResource, u"projects/p1/locations/us/apps/a1/toolsets/crm"_s);
        QCOMPARE(toolsetCall.paired, (ChunkAddress {4, 1}));
        QVERIFY(c->messages.at(4).chunks.at(1).output.isNull());
        QVERIFY(c->messages.at(4).chunks.at(1).error.json.contains("請求書"));

        // Spans: duration given, computed from times, or absent.
        QCOMPARE(c->turnSpans.size(), 2);
        const Span &root = c->turnSpans.at(0);
        QCOMPARE(root.duration, DurationNanos(1'500'000'000));
        QCOMPARE(root.children.size(), 2);
        QCOMPARE(root.children.at(0).duration, DurationNanos(900'000'000));
        QCOMPARE(root.children.at(1).duration, DurationNanos(250'000'000));
        QCOMPARE(root.children.at(1).children.at(0).name, u"http"_s);
        QCOMPARE(root.children.at(1).children.at(0).jsonPath,
            u"turns[0].rootSpan.childSpans[1].childSpans[0]"_s);
        QCOMPARE(c->turnSpans.at(1).duration, DurationNanos(2'250'000'000));
        QCOMPARE(root.attributes.json, QByteArray("{\"agent\":\"root\",\"llm.model\":\"demo\"}"));

        // Properties with enums as names.
        QVERIFY(c->properties.contains({u"source"_s, u"LIVE"_s}));
        QVERIFY(c->properties.contains({u"inputTypes"_s, u"INPUT_TYPE_TEXT, INPUT_TYPE_IMAGE"_s}));
        QVERIFY(c->properties.contains({u"channelType"_s, u"MULTIMODAL"_s}));
        QVERIFY(c->properties.contains({u"languageCode"_s, u"es"_s}));
        QVERIFY(!c->raw.json.contains("turns"));
    }

    void snakeCase()
    {
        Document doc;
        doc.openFile(fixture("ces_snake_case.json"));
        QVERIFY(doc.waitForLoaded(10000));
        auto c = doc.conversation(0);
        QVERIFY(c->start.valid);
        QCOMPARE(c->start.nanosSinceEpoch, 1772446500'250000000LL);
        QVERIFY(c->properties.contains({u"source"_s, u"SIMULATOR"_s}));
        QVERIFY(c->properties.contains({u"inputTypes"_s, u"INPUT_TYPE_TEXT, INPUT_TYPE_AUDIO"_s}));
        QVERIFY(c->properties.contains({u"channelType"_s, u"AUDIO"_s}));
        QCOMPARE(c->messages.at(0).time.nanosSinceEpoch, 1772446500'500000000LL);
        const Message &agent = c->messages.at(1);
        QCOMPARE(
            kinds(agent), (QStringList {u"toolCall"_s, u"toolResponse"_s, u"updatedVariables"_s}));
        QCOMPARE(agent.chunks.at(0).toolName, u"lookup"_s);
        QCOMPARE(agent.chunks.at(0).json.json, QByteArray("{\"user_id\":\"u-1\",\"limit\":3}"));
        QCOMPARE(agent.chunks.at(1).output.json, QByteArray("[1,2,3]"));
        QCOMPARE(agent.chunks.at(0).paired, (ChunkAddress {1, 1}));
        QCOMPARE(agent.chunks.at(2).json.json, QByteArray("{\"lang\":\"ja\"}"));
        QCOMPARE(c->turnSpans.at(0).duration, DurationNanos(1'750'000'000));
    }

    void listPageAndPages()
    {
        Document doc;
        doc.openFile(fixture("ces_conversations.json"));
        QVERIFY(doc.waitForLoaded(10000));
        QCOMPARE(doc.summary(0).title, u"c42"_s);
        QCOMPARE(doc.summary(0).messageCount, 0); // metadata only
        QCOMPARE(doc.summary(0).turnCount, 2);
        QCOMPARE(doc.summary(1).messageCount, 1);
        QCOMPARE(doc.conversation(1)->messages.at(0).jsonPath, u"conversations[1].messages[0]"_s);
        QVERIFY(doc.conversation(1)->properties.contains({u"source"_s, u"EVAL"_s}));
        QCOMPARE(doc.summary(2).agent, u"root"_s);

        Document pages;
        pages.openFile(fixture("ces_conversations.jsonl"));
        QVERIFY(pages.waitForLoaded(10000));
        QCOMPARE(pages.summary(0).title, u"p1a"_s);
        QCOMPARE(pages.summary(1).title, u"p1b"_s);
        QCOMPARE(pages.summary(2).title, u"p2a"_s);
        QCOMPARE(pages.summary(3).title, u"solo"_s);
        auto p2 = pages.conversation(2);
        QCOMPARE(p2->messages.size(), 2);
        QCOMPARE(p2->messages.at(1).jsonPath, u"conversations[0].turns[0].messages[1]"_s);
    }

    void legacyAndExample()
    {
        Document legacy;
        legacy.openFile(fixture("ces_conversation_legacy.json"));
        QVERIFY(legacy.waitForLoaded(10000));
        auto c = legacy.conversation(0);
        QCOMPARE(c->messages.at(2).jsonPath, u"messages[2]"_s);
        QCOMPARE(c->messages.at(2).turn, -1);
        QVERIFY(c->properties.contains({u"channelType"_s, u"TEXT"_s}));

        Document example;
        example.openFile(fixture("ces_example.json"));
        QVERIFY(example.waitForLoaded(10000));
        auto e = example.conversation(0);
        QCOMPARE(e->title, u"Refund flow"_s);
        QVERIFY(e->properties.contains({u"description"_s, u"Happy path for refunds"_s}));
        QVERIFY(e->start.valid);
    }

    void messagesJsonlPairsWithoutIds()
    {
        Document doc;
        doc.openFile(fixture("ces_messages.jsonl"));
        QVERIFY(doc.waitForLoaded(10000));
        auto c = doc.conversation(0);
        QCOMPARE(c->messages.at(1).chunks.at(0).toolName, u"eta"_s);
        QCOMPARE(c->messages.at(1).chunks.at(0).paired, (ChunkAddress {2, 0}));
        QCOMPARE(c->messages.at(3).chunks.at(0).text, u"2日後に届きます。"_s);
        QVERIFY(c->start.valid);
        QCOMPARE(doc.summary(0).start.nanosSinceEpoch, c->start.nanosSinceEpoch);
    }

    void notJson()
    {
        Document doc;
        QSignalSpy failed(&doc, &Document::failed);
        doc.openFile(fixture("bad_not_json.txt"));
        QVERIFY(!doc.waitForLoaded(10000));
        QCOMPARE(failed.size(), 1);
        QCOMPARE(doc.state(), Document::State::Failed);
        QVERIFY(doc.failure().englishText().startsWith(u"Not JSON"_s));
        QCOMPARE(doc.failure().location.line, 1);
        QCOMPARE(doc.failure().location.column, 1);
        QVERIFY(doc.failure().location.file.endsWith(u"bad_not_json.txt"_s));
    }

    void truncated()
    {
        Document doc;
        doc.openFile(fixture("bad_truncated.json"));
        QVERIFY(doc.waitForLoaded(10000));
        QCOMPARE(doc.formatId(), u"ces.conversations"_s);
        QCOMPARE(doc.conversationCount(), 2);
        const Diagnostic *d = findDiagnostic(doc.diagnostics(), "The text ends inside a record");
        QVERIFY(d);
        QCOMPARE(d->severity, Severity::Error);
        QCOMPARE(d->args, (QStringList {u"4"_s, u"3"_s})); // the record starts at 4:3
        QCOMPARE(d->location.line, 4); // and stops at the end of line 4
        QVERIFY(d->location.column > 100);
        QCOMPARE(doc.conversation(1)->messages.at(0).chunks.at(0).text, u"b"_s);
    }

    void unknownShape()
    {
        Document doc;
        doc.openFile(fixture("bad_unknown_shape.json"));
        QVERIFY(!doc.waitForLoaded(10000));
        const Diagnostic f = doc.failure();
        QVERIFY(f.englishText().startsWith(u"Not a recognised transcript"_s));
        QCOMPARE(f.args, (QStringList {u"kind, items, generatedBy"_s}));
        QCOMPARE(f.location.line, 1);
    }

    void otherFamily()
    {
        Document doc;
        doc.openData(QByteArray("{\"candidates\":[{\"content\":{\"parts\":[{\"text\":\"hi\"}]}}]}"),
            u"gemini.json"_s);
        QVERIFY(doc.waitForLoaded(10000)); // Gemini has a reader now
        QCOMPARE(doc.formatId(), u"gemini.response"_s);
        QCOMPARE(doc.conversation(0)->messages.at(0).chunks.at(0).text, u"hi"_s);

        Document meta;
        meta.openData(QByteArray("{\"name\":\"projects/p/locations/l/reasoningEngines/9/sessions/"
                                 "s1\",\"sessionState\":{},\"userId\":\"u\"}"),
            u"session.json"_s);
        QVERIFY(!meta.waitForLoaded(10000));
        QVERIFY(meta.failure().englishText().startsWith(u"Session metadata without events"_s));
    }

    void wrongTypes()
    {
        Document doc;
        doc.openFile(fixture("bad_wrong_types.json"));
        QVERIFY(doc.waitForLoaded(10000));
        auto c = doc.conversation(0);
        QCOMPARE(c->messages.size(), 4);
        const Message &m0 = c->messages.at(0);
        QVERIFY(m0.chunks.isEmpty());
        QCOMPARE(m0.diagnostics.size(), 1);
        QCOMPARE(m0.diagnostics.at(0).location.jsonPath, u"turns[0].messages[0].chunks"_s);
        QCOMPARE(m0.diagnostics.at(0).args, (QStringList {u"array"_s, u"string"_s}));
        const Message &m1 = c->messages.at(1);
        QCOMPARE(kinds(m1), (QStringList {u"unknown"_s, u"toolCall"_s, u"text"_s, u"text"_s}));
        QCOMPARE(m1.chunks.at(2).text, u"still shown"_s);
        QCOMPARE(m1.chunks.at(3).extra.json, QByteArray("{\"transcript\":\"second\"}"));
        QStringList paths;
        for (const Diagnostic &d : m1.diagnostics)
            paths << d.location.jsonPath;
        QVERIFY(paths.contains(u"turns[0].messages[1].chunks[0]"_s));
        QVERIFY(paths.contains(u"turns[0].messages[1].chunks[1].toolCall.args"_s));
        QVERIFY(paths.contains(u"turns[0].messages[1].chunks[3]"_s));
        QVERIFY(c->messages.at(2).chunks.at(0).base64Error);
        QVERIFY(findDiagnostic(c->messages.at(2).diagnostics, "The base64 data does not decode"));
        QVERIFY(!c->messages.at(3).diagnostics.isEmpty());
        QVERIFY(c->messages.at(3).diagnostics.at(0).location.line > 0);
    }

    void syntaxErrorInOneRecord()
    {
        const QByteArray jsonl = "{\"role\":\"user\",\"chunks\":[{\"text\":\"a\"}]}\n"
                                 "{\"role\":\"agent\",\"chunks\":[{\"text\": tru}]}\n"
                                 "{\"role\":\"agent\",\"chunks\":[{\"text\":\"c\"}]}\n";
        Document doc;
        doc.openData(jsonl, u"m.jsonl"_s);
        QVERIFY(doc.waitForLoaded(10000));
        auto c = doc.conversation(0);
        QCOMPARE(c->messages.size(), 3);
        QCOMPARE(c->messages.at(2).chunks.at(0).text, u"c"_s);
        const Diagnostic &d = c->messages.at(1).diagnostics.at(0);
        QCOMPARE(d.severity, Severity::Error);
        QCOMPARE(d.location.file, u"m.jsonl"_s);
        QCOMPARE(d.location.line, 2);
        QCOMPARE(d.location.column, 39); // the "}" after "tru"
    }

    void sseAndBomData()
    {
        const QByteArray sse = "data: {\"role\":\"user\",\"chunks\":[{\"text\":\"a\"}]}\n\n"
                               "data: [DONE]\n\n";
        Document doc;
        doc.openData(sse, u"s.sse"_s);
        QVERIFY(doc.waitForLoaded(10000));
        QCOMPARE(doc.formatId(), u"ces.messages"_s);
        QCOMPARE(doc.framing(), Framing::ServerSentEvents);
        QCOMPARE(doc.conversation(0)->messages.size(), 1);
        QVERIFY(findDiagnostic(doc.diagnostics(), "1 SSE events"));

        Document bom;
        bom.openData(QByteArray("\xEF\xBB\xBF{\"text\":\"solo\"}"), u"bom.json"_s);
        QVERIFY(bom.waitForLoaded(10000));
        QCOMPARE(bom.formatId(), u"ces.message"_s);
        QCOMPARE(bom.conversation(0)->messages.at(0).chunks.at(0).text, u"solo"_s);
    }

    void emptyAndMissing()
    {
        Document empty;
        empty.openData(QByteArray(" \n"), u"e.json"_s);
        QVERIFY(!empty.waitForLoaded(10000));
        QVERIFY(empty.failure().englishText().contains(u"empty"_s));
        Document missing;
        missing.openFile(u"/nonexistent/x.json"_s);
        QVERIFY(!missing.waitForLoaded(10000));
        QVERIFY(missing.failure().englishText().startsWith(u"Cannot read"_s));
    }
};

QTEST_GUILESS_MAIN(TstDocument)
#include "tst_document.moc"
