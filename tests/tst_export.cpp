// SPDX-License-Identifier: GPL-2.0-or-later
#include "document/document.h"
#include "export/json_stream_writer.h"
#include "export/json_writer.h"
#include "export/markdown_writer.h"

#include <QDir>
#include <QImageReader>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

const QString kExample
    = QStringLiteral(INSPECTOR_SOURCE_DIR "/resources/examples/ces_example_conversation.json");

ExportSource load(const QString &path, Document &document)
{
    document.openFile(path);
    if (!document.waitForLoaded(30000))
        return {};
    ExportSource source;
    source.formatId = document.formatId();
    source.displayName = document.displayName();
    source.diagnostics = document.diagnostics();
    for (int i = 0; i < document.conversationCount(); ++i)
        source.conversations.append(document.conversation(i));
    return source;
}

QJsonObject parse(const QByteArray &json)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        qWarning() << error.errorString() << error.offset << json.left(400);
    return doc.object();
}

} // namespace

class TestExport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void streamWriterEscapesAndEmbedsVerbatim();
    void exampleAsJson();
    void exampleKeepsArgumentKeyOrder();
    void undecodableImageGetsNullSizeAndDiagnostic();
    void exampleAsMarkdown();
    void fixturesExportAsValidJson_data();
    void fixturesExportAsValidJson();
};

void TestExport::streamWriterEscapesAndEmbedsVerbatim()
{
    JsonStreamWriter out(0);
    out.beginObject();
    out.field(u"s"_s, u"a\"b\\c\nd\u0001é日本"_s);
    out.key(u"raw"_s);
    out.raw(JsonText {QByteArrayLiteral(R"({"z":1,"a":[true,null]})")});
    out.key(u"none"_s);
    out.raw(JsonText {});
    out.field(u"n"_s, qint64(-9007199254740993LL));
    out.field(u"d"_s, 0.25);
    out.key(u"empty"_s);
    out.beginArray();
    out.endArray();
    out.endObject();
    QCOMPARE(out.result(),
        QByteArray(R"({"s":"a\"b\\c\nd\u0001)") + u"é日本"_s.toUtf8()
            + QByteArray(
                R"(","raw":{"z":1,"a":[true,null]},"none":null,"n":-9007199254740993,"d":0.25,"empty":[]})"));
    // Indented output is valid JSON too.
    JsonStreamWriter pretty(2);
    pretty.beginArray();
    pretty.value(1);
    pretty.beginObject();
    pretty.field(u"k"_s, true);
    pretty.endObject();
    pretty.endArray();
    QCOMPARE(pretty.result(), QByteArray("[\n  1,\n  {\n    \"k\": true\n  }\n]\n"));
}

void TestExport::exampleAsJson()
{
    Document document;
    const ExportSource source = load(kExample, document);
    QCOMPARE(source.formatId, u"ces.conversation"_s);
    QCOMPARE(source.conversations.size(), 1);

    const QJsonObject root = parse(JsonWriter::write(source));
    QCOMPARE(root.value(u"format"_s).toString(), u"ces.conversation"_s);
    const QJsonArray conversations = root.value(u"conversations"_s).toArray();
    QCOMPARE(conversations.size(), 1);
    const QJsonObject conversation = conversations.first().toObject();
    QVERIFY(conversation.value(u"id"_s).toString().endsWith(u"/conversations/c-2025-0301-ja-es"_s));
    QVERIFY(conversation.contains(u"title"_s));
    const QJsonArray messages = conversation.value(u"messages"_s).toArray();
    QCOMPARE(messages.size(), 11);
    QCOMPARE(conversation.value(u"spans"_s).toArray().size(), 3);
    QCOMPARE(conversation.value(u"spans"_s)[0][u"children"_s].toArray().size(), 3);
    QCOMPARE(conversation.value(u"spans"_s)[0][u"durationNanos"_s].toDouble(), 2780000000.0);

    // Every CES chunk kind is present.
    QMap<QString, int> kinds;
    for (const QJsonValue &message : messages) {
        for (const QJsonValue &chunk : message[u"chunks"_s].toArray())
            ++kinds[chunk[u"kind"_s].toString()];
    }
    const QStringList expected
        = {u"text"_s, u"transcript"_s, u"blob"_s, u"payload"_s, u"image"_s, u"toolCall"_s,
            u"toolResponse"_s, u"agentTransfer"_s, u"updatedVariables"_s, u"defaultVariables"_s};
    for (const QString &kind : expected)
        QVERIFY2(kinds.value(kind) > 0, qPrintable(kind));
    QCOMPARE(kinds.value(u"image"_s), 3);
    QCOMPARE(kinds.value(u"toolCall"_s), 2);

    const QJsonObject first = messages[0].toObject();
    QCOMPARE(first.value(u"role"_s).toString(), u"user"_s);
    QCOMPARE(first.value(u"time"_s).toString(), u"2025-03-01T09:00:00.120Z"_s);
    QCOMPARE(first.value(u"turn"_s).toInt(), 0);
    QVERIFY(first.value(u"grounding"_s).isNull());
    QCOMPARE(first[u"chunks"_s][0][u"text"_s].toString(),
        u"明日の東京の天気を教えてください。この写真の場所にも行く予定です。"_s);

    // Images: decoded pixel size and byte size.
    const QJsonObject png = first[u"chunks"_s][1].toObject();
    QCOMPARE(png.value(u"mimeType"_s).toString(), u"image/png"_s);
    QCOMPARE(png.value(u"width"_s).toInt(), 96);
    QCOMPARE(png.value(u"height"_s).toInt(), 64);
    QVERIFY(png.value(u"size"_s).toInt() > 100);
    const QJsonObject jpeg = messages[8][u"chunks"_s][1].toObject();
    QCOMPARE(jpeg.value(u"width"_s).toInt(), 80);
    QCOMPARE(jpeg.value(u"height"_s).toInt(), 60);
    if (QImageReader::supportedImageFormats().contains("webp")) {
        const QJsonObject webp = messages[8][u"chunks"_s][2].toObject();
        QCOMPARE(webp.value(u"mimeType"_s).toString(), u"image/webp"_s);
        QCOMPARE(webp.value(u"width"_s).toInt(), 64);
        QCOMPARE(webp.value(u"height"_s).toInt(), 48);
    }

    // Tool call and response pairing, output and error.
    const QJsonObject call = messages[1][u"chunks"_s][1].toObject();
    QCOMPARE(call.value(u"kind"_s).toString(), u"toolCall"_s);
    QCOMPARE(call.value(u"id"_s).toString(), u"adk-6f1c2a9e-0b7d-4e55-9a3c-1d2e3f405161"_s);
    QCOMPARE(call.value(u"name"_s).toString(), u"get_weather"_s);
    QCOMPARE(call[u"args"_s][u"city"_s].toString(), u"東京"_s);
    const QJsonObject response = messages[2][u"chunks"_s][0].toObject();
    QCOMPARE(response.value(u"kind"_s).toString(), u"toolResponse"_s);
    QCOMPARE(response.value(u"id"_s).toString(), call.value(u"id"_s).toString());
    QCOMPARE(response[u"pairedWith"_s][u"message"_s].toInt(), 1);
    QCOMPARE(response[u"pairedWith"_s][u"chunk"_s].toInt(), 1);
    QCOMPARE(response[u"output"_s][u"high_c"_s].toInt(), 14);
    QCOMPARE(response[u"response"_s][u"output"_s][u"forecast"_s].toString(), u"晴れ"_s);
    QCOMPARE(call[u"pairedWith"_s][u"message"_s].toInt(), 2);
    const QJsonObject failed = messages[6][u"chunks"_s][0].toObject();
    QCOMPARE(failed.value(u"name"_s).toString(), u"change_booking"_s);
    QCOMPARE(failed[u"error"_s][u"code"_s].toInt(), 409);
    QVERIFY(!failed.contains(u"output"_s));

    const QJsonObject transfer = messages[7][u"chunks"_s][1].toObject();
    QCOMPARE(transfer.value(u"kind"_s).toString(), u"agentTransfer"_s);
    QVERIFY(transfer.value(u"target"_s).toString().endsWith(u"/agents/booking_specialist"_s));
    QCOMPARE(transfer.value(u"displayName"_s).toString(), u"Especialista en reservas"_s);
    const QJsonObject blob = messages[4][u"chunks"_s][1].toObject();
    QCOMPARE(blob.value(u"mimeType"_s).toString(), u"application/pdf"_s);
    QCOMPARE(blob.value(u"size"_s).toInt(), 69);
    const QJsonObject payload = messages[8][u"chunks"_s][3].toObject();
    QCOMPARE(payload[u"value"_s][u"ttl_seconds"_s].toInt(), 300);
    const QJsonObject defaults = messages[1][u"chunks"_s][0].toObject();
    QCOMPARE(defaults[u"value"_s][u"customer_tier"_s].toString(), u"gold"_s);

    QVERIFY(root.value(u"diagnostics"_s).isArray());
}

void TestExport::exampleKeepsArgumentKeyOrder()
{
    Document document;
    const QByteArray json = JsonWriter::write(load(kExample, document));
    // args are written verbatim in source order ("city" < "date" < "units" < "include"), which a
    // QJsonObject would have sorted.
    const qsizetype args = json.indexOf("\"args\"");
    QVERIFY(args > 0);
    const qsizetype city = json.indexOf("\"city\"", args);
    const qsizetype date = json.indexOf("\"date\"", args);
    const qsizetype units = json.indexOf("\"units\"", args);
    const qsizetype include = json.indexOf("\"include\"", args);
    QVERIFY(city > args);
    QVERIFY(city < date);
    QVERIFY(date < units);
    QVERIFY(units < include);
    // The chunk objects themselves keep the documented order: kind first.
    QVERIFY(json.indexOf("\"kind\": \"toolCall\",\n") > 0);
}

void TestExport::undecodableImageGetsNullSizeAndDiagnostic()
{
    auto conversation = std::make_shared<Conversation>();
    conversation->id = u"c1"_s;
    Message message;
    message.role = u"model"_s;
    Chunk broken;
    broken.kind = ChunkKind::Image;
    broken.mimeType = u"image/png"_s;
    broken.data = QByteArrayLiteral("\x89PNG not really");
    broken.jsonPath = u"turns[0].messages[0].chunks[0]"_s;
    message.chunks.append(broken);
    Chunk unknown;
    unknown.kind = ChunkKind::Unknown;
    unknown.unknownKey = u"hologram"_s;
    unknown.json = JsonText {QByteArrayLiteral(R"({"b":2,"a":1})")};
    message.chunks.append(unknown);
    conversation->messages.append(message);
    ExportSource source;
    source.formatId = u"ces.conversation"_s;
    source.conversations.append(conversation);

    const QByteArray json = JsonWriter::write(source);
    const QJsonObject root = parse(json);
    const QJsonObject image
        = root[u"conversations"_s][0][u"messages"_s][0][u"chunks"_s][0].toObject();
    QVERIFY(image.value(u"width"_s).isNull());
    QVERIFY(image.value(u"height"_s).isNull());
    QCOMPARE(image.value(u"size"_s).toInt(), 15);
    const QJsonArray diagnostics = root.value(u"diagnostics"_s).toArray();
    QCOMPARE(diagnostics.size(), 1);
    QCOMPARE(diagnostics[0][u"severity"_s].toString(), u"warning"_s);
    QVERIFY(diagnostics[0][u"message"_s].toString().contains(u"image/png"_s));
    QCOMPARE(diagnostics[0][u"location"_s].toString(), u"turns[0].messages[0].chunks[0]"_s);
    QVERIFY(json.contains(R"("key": "hologram")"));
    QVERIFY(json.contains(R"({"b":2,"a":1})"));
    QVERIFY(root[u"conversations"_s][0][u"title"_s].isNull());
    QVERIFY(root[u"conversations"_s][0][u"messages"_s][0][u"time"_s].isNull());
    QVERIFY(root[u"conversations"_s][0][u"messages"_s][0][u"author"_s].isNull());
}

void TestExport::exampleAsMarkdown()
{
    Document document;
    const QString md = MarkdownWriter::write(load(kExample, document));
    QVERIFY(md.startsWith(u"# ces_example_conversation.json\n"_s));
    QVERIFY(md.contains(u"\n## Conversation 1"_s));
    QVERIFY(md.contains(u"明日の東京は**晴れ**の予報です。"_s));
    QVERIFY(md.contains(u"¿Puedo cambiar mi reserva R-1042 al viernes, por favor?"_s));
    QVERIFY(md.contains(u"image/png 96×64"_s));
    QVERIFY(md.contains(u"```json\n{\n  \"city\": \"東京\""_s));
    QVERIFY(md.contains(u"→ Transfer to Especialista en reservas"_s));
    QVERIFY(md.contains(u"### user, 2025-03-01T09:00:00.120Z"_s));
}

void TestExport::fixturesExportAsValidJson_data()
{
    QTest::addColumn<QString>("path");
    const QDir data(QStringLiteral(INSPECTOR_TEST_DATA));
    const QStringList files = data.entryList({u"ces_*.json"_s}, QDir::Files, QDir::Name);
    for (const QString &file : files)
        QTest::newRow(qPrintable(file)) << data.filePath(file);
    QTest::newRow("example") << kExample;
}

void TestExport::fixturesExportAsValidJson()
{
    QFETCH(QString, path);
    Document document;
    const ExportSource source = load(path, document);
    if (document.state() != Document::State::Ready)
        QSKIP("not a readable transcript (a failure fixture)");
    int messages = 0;
    int chunks = 0;
    for (const auto &conversation : std::as_const(source.conversations)) {
        messages += conversation->messages.size();
        for (const Message &message : conversation->messages)
            chunks += message.chunks.size();
    }
    const QJsonObject root = parse(JsonWriter::write(source));
    QCOMPARE(root.value(u"format"_s).toString(), document.formatId());
    const QJsonArray conversations = root.value(u"conversations"_s).toArray();
    QCOMPARE(conversations.size(), document.conversationCount());
    int exportedMessages = 0;
    int exportedChunks = 0;
    for (const QJsonValue &conversation : conversations) {
        for (const QJsonValue &message : conversation[u"messages"_s].toArray()) {
            ++exportedMessages;
            for (const QJsonValue &chunk : message[u"chunks"_s].toArray()) {
                ++exportedChunks;
                QVERIFY(!chunk[u"kind"_s].toString().isEmpty());
            }
        }
    }
    QCOMPARE(exportedMessages, messages);
    QCOMPARE(exportedChunks, chunks);
    QVERIFY(!MarkdownWriter::write(source).isEmpty());
}

QTEST_GUILESS_MAIN(TestExport)
#include "tst_export.moc"
