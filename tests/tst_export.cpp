// SPDX-License-Identifier: GPL-2.0-or-later
#include "document/document.h"
#include "export/cited_pieces.h"
#include "export/html_writer.h"
#include "export/json_stream_writer.h"
#include "export/json_writer.h"
#include "export/markdown_html.h"
#include "export/markdown_writer.h"
#include "items/export_formats.h"

#include <QDir>
#include <QImageReader>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
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
    return ExportFormats::sourceOf(document);
}

QJsonObject parse(const QByteArray &json)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        qWarning() << error.errorString() << error.offset << json.left(400);
    return doc.object();
}

// Every start tag of `html` as (name, attributes); fails the caller via the returned flag when a
// tag is not in the export's small vocabulary or has an event handler attribute.
struct Tag {
    QString name;
    QString attributes;
};

QVector<Tag> startTags(const QString &html)
{
    QVector<Tag> tags;
    static const QRegularExpression tag(u"<([A-Za-z][A-Za-z0-9]*)([^>]*)>"_s);
    auto it = tag.globalMatch(html);
    while (it.hasNext()) {
        const auto match = it.next();
        tags.append({match.captured(1).toLower(), match.captured(2)});
    }
    return tags;
}

void verifySafeHtml(const QString &html)
{
    QVERIFY(html.startsWith(u"<!DOCTYPE html>"_s));
    QVERIFY(!html.contains(u"<script"_s, Qt::CaseInsensitive));
    QVERIFY(html.contains(u"<meta http-equiv=\"Content-Security-Policy\" content=\"default-src "
                          u"'none'; img-src data:; style-src 'unsafe-inline'\">"_s));
    const QStringList allowed = {u"html"_s, u"head"_s, u"meta"_s, u"title"_s, u"style"_s, u"body"_s,
        u"h1"_s, u"h2"_s, u"p"_s, u"section"_s, u"article"_s, u"div"_s, u"span"_s, u"time"_s,
        u"pre"_s, u"img"_s, u"ol"_s, u"ul"_s, u"li"_s, u"a"_s,
        // Markdown rendered (MarkdownHtml) and cited pieces.
        u"h3"_s, u"h4"_s, u"h5"_s, u"h6"_s, u"blockquote"_s, u"hr"_s, u"br"_s, u"table"_s, u"tr"_s,
        u"th"_s, u"td"_s, u"strong"_s, u"em"_s, u"s"_s, u"code"_s, u"mark"_s, u"sup"_s};
    static const QRegularExpression handler(u"\\son[a-z]+\\s*="_s);
    static const QRegularExpression attribute(u"(src|href)=\"([^\"]*)\""_s);
    for (const Tag &tag : startTags(html)) {
        QVERIFY2(allowed.contains(tag.name), qPrintable(tag.name));
        QVERIFY2(!tag.attributes.contains(handler), qPrintable(tag.attributes));
        auto it = attribute.globalMatch(tag.attributes);
        while (it.hasNext()) {
            const auto match = it.next();
            const QString url = match.captured(2);
            if (match.captured(1) == u"src"_s) {
                QCOMPARE(tag.name, u"img"_s);
                QVERIFY2(url.startsWith(u"data:image/png;base64,"_s)
                        || url.startsWith(u"data:image/jpeg;base64,"_s)
                        || url.startsWith(u"data:image/webp;base64,"_s),
                    qPrintable(url.left(40)));
            } else {
                QCOMPARE(tag.name, u"a"_s);
                if (url.startsWith(u"#fn-"_s))
                    continue; // a footnote reference inside the page
                QVERIFY2(
                    url.startsWith(u"https://"_s) || url.startsWith(u"http://"_s), qPrintable(url));
                QVERIFY(tag.attributes.contains(u"rel=\"noopener noreferrer\""_s));
            }
        }
    }
    // No external resource anywhere: no <link>, no url() in CSS, no @import.
    QVERIFY(!html.contains(u"url("_s));
    QVERIFY(!html.contains(u"@import"_s));
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
    void htmlEscapeAndLinks();
    void htmlOfHostileTextCarriesNoScript();
    void htmlOfExampleEmbedsImages();
    void htmlCitationsAreFootnotesWithSafeLinks();
    void markdownReferencesFollowTheirSegments();
    void referencePlacesKeepTheMarkdown_data();
    void referencePlacesKeepTheMarkdown();
    void htmlRendersMarkdownWithMarkedCitations();
    void htmlMarkdownLoadsNothing();
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

void TestExport::htmlEscapeAndLinks()
{
    QCOMPARE(HtmlWriter::escape(u"<a href=\"x\">'&'</a>"_s),
        u"&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;"_s);
    QVERIFY(HtmlWriter::isSafeLink(u"https://example.com/a?b=1"_s));
    QVERIFY(HtmlWriter::isSafeLink(u"HTTP://example.com"_s));
    QVERIFY(!HtmlWriter::isSafeLink(u"javascript:alert(1)"_s));
    QVERIFY(!HtmlWriter::isSafeLink(u" JavaScript:alert(1)"_s));
    QVERIFY(!HtmlWriter::isSafeLink(u"data:text/html,<script>alert(1)</script>"_s));
    QVERIFY(!HtmlWriter::isSafeLink(u"gs://bucket/file.pdf"_s));
    QVERIFY(!HtmlWriter::isSafeLink(u"//evil.example/x"_s));
    QVERIFY(!HtmlWriter::isSafeLink(u"https://"_s));
}

void TestExport::htmlOfHostileTextCarriesNoScript()
{
    Document document;
    const ExportSource source
        = load(QStringLiteral(INSPECTOR_TEST_DATA "/ces_hostile_text.json"), document);
    QCOMPARE(document.state(), Document::State::Ready);
    const QString html = HtmlWriter::write(source);
    verifySafeHtml(html);
    if (QTest::currentTestFailed())
        return;
    // The hostile texts are there, as text.
    QVERIFY(html.contains(u"&lt;script&gt;alert(1)&lt;/script&gt; and &lt;img "
                          u"src=http://evil.example/track.png onerror=alert(2)&gt;"_s));
    // Markdown is rendered; the javascript: link keeps its text and loses its address.
    QVERIFY(html.contains(u" and <strong>bold</strong> link</p>"_s));
    QVERIFY(html.contains(u"&lt;/pre&gt;&lt;script&gt;alert(6)&lt;/script&gt;"_s));
    QVERIFY(html.contains(u"agent&quot;&gt;&lt;script&gt;alert(4)&lt;/script&gt;"_s));
    QVERIFY(html.contains(u"&lt;style&gt;body{display:none}&lt;/style&gt;"_s));
    QVERIFY(!html.contains(u"<iframe"_s));
    QVERIFY(!html.contains(u"<b "_s));
    QVERIFY(!html.contains(u"href=\"javascript"_s, Qt::CaseInsensitive));
    // Exactly one image embedded: the PNG, byte for byte; the SVG is only described.
    const QVector<Tag> tags = startTags(html);
    const auto images
        = std::count_if(tags.begin(), tags.end(), [](const Tag &t) { return t.name == u"img"_s; });
    QCOMPARE(images, 1);
    static const QRegularExpression png(u"src=\"data:image/png;base64,([A-Za-z0-9+/=]+)\""_s);
    const QByteArray bytes = QByteArray::fromBase64(png.match(html).captured(1).toLatin1());
    QVERIFY(bytes.startsWith("\x89PNG"));
    QCOMPARE(bytes.size(), 83);
    QVERIFY(!html.contains(u"data:image/svg"_s));
    QVERIFY(html.contains(u"image/svg+xml"_s));
}

void TestExport::htmlOfExampleEmbedsImages()
{
    Document document;
    const QString html = HtmlWriter::write(load(kExample, document));
    verifySafeHtml(html);
    if (QTest::currentTestFailed())
        return;
    QVERIFY(html.contains(u"<html lang=\""_s));
    QVERIFY(html.contains(u"<title>ces_example_conversation.json</title>"_s));
    QVERIFY(html.contains(u"明日の東京は<strong>晴れ</strong>の予報です。"_s));
    QVERIFY(html.contains(u"Tool call get_weather"_s));
    QVERIFY(html.contains(u"<pre>{\n  &quot;city&quot;: &quot;東京&quot;"_s));
    QVERIFY(html.contains(u"→ Transfer to Especialista en reservas"_s));
    QVERIFY(html.contains(u"<time datetime=\"2025-03-01T09:00:00.120Z\">"_s));
    QVERIFY(html.contains(u"src=\"data:image/png;base64,"_s));
    QVERIFY(html.contains(u"src=\"data:image/jpeg;base64,"_s));
    QVERIFY(html.contains(u"width=\"96\" height=\"64\""_s));
    if (QImageReader::supportedImageFormats().contains("webp"))
        QVERIFY(html.contains(u"src=\"data:image/webp;base64,"_s));
}

void TestExport::htmlCitationsAreFootnotesWithSafeLinks()
{
    auto conversation = std::make_shared<Conversation>();
    conversation->id = u"c1"_s;
    for (int m = 0; m < 2; ++m) {
        Message message;
        message.role = u"model"_s;
        Chunk text;
        text.text = u"Kyoto is sunny. Osaka <b>too</b>."_s;
        message.chunks.append(text);
        auto grounding = std::make_shared<Grounding>();
        Reference web;
        web.title = u"Weather <Kyoto>"_s;
        web.uri = u"https://weather.example/kyoto?a=1&b=2"_s;
        Reference evil;
        evil.title = u"Evil"_s;
        evil.uri = u"javascript:alert(1)"_s;
        Reference file;
        file.uri = u"gs://bucket/doc.pdf"_s;
        grounding->references = {web, evil, file};
        CitedSegment first;
        first.text = u"Kyoto is sunny."_s;
        first.references = {0, 1};
        CitedSegment second;
        second.text = u"Osaka <b>too</b>."_s;
        second.references = {2, 7};
        CitedSegment unresolved;
        unresolved.references = {0};
        grounding->citations = {first, second, unresolved};
        grounding->queries = {u"weather <kyoto>"_s};
        message.grounding = grounding;
        conversation->messages.append(message);
    }
    ExportSource source;
    source.conversations.append(conversation);
    const QString html = HtmlWriter::write(source);
    verifySafeHtml(html);
    if (QTest::currentTestFailed())
        return;
    // Numbered across the transcript: the second message's list starts at 4.
    QVERIFY(html.contains(u"<ol class=\"sources\" start=\"1\">"_s));
    QVERIFY(html.contains(u"<ol class=\"sources\" start=\"4\">"_s));
    QVERIFY(html.contains(
        u"<li id=\"fn-1\">“Kyoto is sunny.” — <a href=\"https://weather.example/kyoto?a=1&amp;b=2\" "_s
        u"rel=\"noopener noreferrer\">Weather &lt;Kyoto&gt;</a>, Evil</li>"_s));
    QVERIFY(html.contains(
        u"<li id=\"fn-2\">“Osaka &lt;b&gt;too&lt;/b&gt;.” — gs://bucket/doc.pdf</li>"_s));
    QVERIFY(html.contains(u"(citation could not be resolved)"_s));
    QVERIFY(html.contains(u"<li>weather &lt;kyoto&gt;</li>"_s));
    QCOMPARE(html.count(u"<a href="_s), 4);
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
    verifySafeHtml(HtmlWriter::write(source));
}

void TestExport::markdownReferencesFollowTheirSegments()
{
    // The real-shaped answers of adk_session_markdown_answers.json: each segment's footnote
    // reference follows its last character, the Markdown around it untouched; numbered across
    // the transcript (zh 1-4, ja 5-7, es 8-9, en 10-11).
    Document document;
    const ExportSource source
        = load(QStringLiteral(INSPECTOR_TEST_DATA "/adk_session_markdown_answers.json"), document);
    QCOMPARE(source.conversations.size(), 1);
    const QString md = MarkdownWriter::write(source);
    for (const QString &expected :
        {
            u"**錯誤**：網傳「喝熱水可以殺死病毒」的說法沒有科學根據。[^1]世界衛生組織指出，熱水無法殺死體內的病毒。[^2]\n\n- 衛福部也曾澄清此謠言。[^3]\n"_s,
            u"| 喝熱水殺病毒 | 錯誤[^4] |"_s,
            u"京都の秋は**紅葉**が見事です。[^5]\n\n1. **東福寺**：通天橋からの眺めが有名です。\n2. 永観堂[^6]：夜"_s,
            u"混雑を避けるなら`早朝`がおすすめです。[^7]ぜひ"_s,
            u"por Muhammad I.[^8]\n\n* **Población:** unos 3,3 millones de habitantes[^9]\n"_s,
            // The first English segment ends inside the link's address: after the link.
            u"See the [docs](https://docs.python.org/3/howto/sorting.html)[^10] for key functions. It is stable.[^11]"_s,
            u"[^1]: “**錯誤**：網傳「喝熱水可以殺死病毒」的說法沒有科學根據。” — [who.int]"_s,
        })
        QVERIFY2(md.contains(expected), qPrintable(expected));
    // Every segment has its place in the text: no "Sources:" line of leftovers.
    QVERIFY(!md.contains(u"Sources: "_s));
}

void TestExport::referencePlacesKeepTheMarkdown_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<int>("end"); // where the segment ends: the '|' in `markdown`, removed
    QTest::addColumn<QString>("expected");
    QTest::newRow("plain") << u"One.| Two."_s << 0 << u"One.[^1] Two."_s;
    QTest::newRow("in bold") << u"**bo|ld** x"_s << 0 << u"**bo[^1]ld** x"_s;
    QTest::newRow("code span") << u"a `co|de` b"_s << 0 << u"a `code`[^1] b"_s;
    QTest::newRow("link address") << u"[t](http://a.|b/c) d"_s << 0 << u"[t](http://a.b/c)[^1] d"_s;
    QTest::newRow("line start") << u"- one\n|- two"_s << 0 << u"- one[^1]\n- two"_s;
    QTest::newRow("heading next") << u"Intro.\n\n|# Title"_s << 0 << u"Intro.[^1]\n\n# Title"_s;
    QTest::newRow("fenced code") << u"```py\nprint(|1)\n```\nNext."_s << 0
                                 << u"```py\nprint(1)\n```\n[^1]\n\nNext."_s;
    QTest::newRow("fence at the end") << u"```\nx|\n```"_s << 0 << u"```\nx\n```\n[^1]"_s;
}

void TestExport::referencePlacesKeepTheMarkdown()
{
    QFETCH(QString, markdown);
    QFETCH(QString, expected);
    const qsizetype end = markdown.indexOf(u'|');
    markdown.remove(end, 1);
    QCOMPARE(CitedPieces::withReferences(markdown, {{end, u"[^1]"_s}}), expected);
}

void TestExport::htmlRendersMarkdownWithMarkedCitations()
{
    Document document;
    const ExportSource source
        = load(QStringLiteral(INSPECTOR_TEST_DATA "/adk_session_markdown_answers.json"), document);
    const QString html = HtmlWriter::write(source);
    verifySafeHtml(html);
    if (QTest::currentTestFailed())
        return;
    for (const QString &expected :
        {
            u"<h2>查核結果</h2>"_s,
            u"<mark><strong>錯誤</strong></mark><mark>：網傳「喝熱水可以殺死病毒」的說法沒有科學根據。</mark><sup><a href=\"#fn-1\">[1]</a></sup>"_s,
            u"<tr><td><strong>說法</strong></td><td><strong>判定</strong></td></tr>"_s,
            u"<td><mark>喝熱水殺病毒</mark></td><td><mark>錯誤</mark><sup><a href=\"#fn-4\">[4]</a></sup></td>"_s,
            u"<ol>\n<li>"_s,
            u"<code>早朝</code>"_s,
            u"<pre><code>print(&#39;¡Hola!&#39;)</code></pre>"_s,
            u"<a href=\"https://docs.python.org/3/howto/sorting.html\" rel=\"noopener noreferrer\"><mark>docs</mark></a><sup><a href=\"#fn-10\">[10]</a></sup>"_s,
            u"<li id=\"fn-10\">"_s,
        })
        QVERIFY2(html.contains(expected), qPrintable(expected));
    // No Markdown left as text in the messages (the footnotes quote the source as it is).
    for (qsizetype at = html.indexOf(u"<div class=\"text markdown\">"_s); at >= 0;
         at = html.indexOf(u"<div class=\"text markdown\">"_s, at + 1)) {
        const QString text = html.mid(at, html.indexOf(u"</div>"_s, at) - at);
        QVERIFY2(!text.contains(u"**"_s) && !text.contains(u"]("_s), qPrintable(text));
    }
}

void TestExport::htmlMarkdownLoadsNothing()
{
    const QString html = MarkdownHtml::render(
        u"[x](javascript:alert(1)) ![i](http://tracker.example/p.png) <img src=\"http://e/x\"> "
        u"<script>alert(1)</script> [ok](https://example.org/a?b=1&c=2)"_s,
        {});
    QVERIFY(!html.contains(u"javascript:"_s));
    QVERIFY(!html.contains(u"<img"_s));
    QVERIFY(!html.contains(u"<script"_s));
    QVERIFY(html.contains(u"&lt;script&gt;"_s));
    QVERIFY(html.contains(u"<a href=\"https://example.org/a?b=1&amp;c=2\""_s));
}

QTEST_GUILESS_MAIN(TestExport)
#include "tst_export.moc"