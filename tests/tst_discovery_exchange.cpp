// SPDX-License-Identifier: GPL-2.0-or-later
// Discovery Engine logs and envelopes (formats.md §1.6.6, §3.8): MCP exchanges with their
// requests, isError and JSON-RPC errors, session grouping, bad input, and the JSON export.
#include "document/document.h"
#include "export/json_writer.h"
#include "formats/discovery_grouping.h"
#include "transcript/answer_details.h"

#include <nlohmann/json.hpp>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace Qt::StringLiterals;
using Json = nlohmann::ordered_json;

namespace {

const QString P = u"projects/p1/locations/global/collections/default_collection/engines/en1"_s;

QString fixture(const char *name)
{
    return QStringLiteral(INSPECTOR_TEST_DATA) + u'/' + QString::fromLatin1(name);
}

QString text(const Message &m)
{
    return m.chunks.isEmpty() ? QString() : m.chunks.first().text;
}

QVector<QVector<int>> groups(const char *jsonl, bool stream)
{
    std::vector<Json> values;
    for (const QByteArray &line : QByteArray(jsonl).split('\n')) {
        if (!line.trimmed().isEmpty())
            values.push_back(Json::parse(line.constBegin(), line.constEnd()));
    }
    QVector<const Json *> records;
    for (const Json &v : values)
        records.append(&v);
    return formats::groupDiscoveryRecords(records, stream).groups;
}

} // namespace

class TstDiscoveryExchange : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void mcpExchangeLog()
    {
        Document doc;
        doc.openFile(fixture("de_mcp_exchange.jsonl"));
        QVERIFY(doc.waitForLoaded(10000));
        QCOMPARE(doc.formatId(), u"discoveryengine.answer-response"_s);
        QCOMPARE(doc.conversationCount(), 3);
        bool skippedNote = false;
        for (const Diagnostic &d : doc.diagnostics())
            skippedNote = skippedNote
                || (d.englishText().contains(u"JSON-RPC notifications"_s)
                    && d.args == QStringList {u"3"_s});
        QVERIFY(skippedNote); // initialize request + result, one progress notification

        // Session s20: two exchanges; the queries come from the tools/call requests.
        auto c = doc.conversation(0);
        QCOMPARE(c->id, P + u"/sessions/s20"_s);
        QCOMPARE(c->messages.size(), 4);
        QCOMPARE(c->turnCount, 2);
        const Message &q1 = c->messages.at(0);
        QCOMPARE(q1.role, u"user"_s);
        QCOMPARE(text(q1), u"¿Cuál es el horario de atención?"_s);
        QVERIFY(
            q1.properties.contains({u"servingConfig"_s, P + u"/servingConfigs/default_search"_s}));
        QVERIFY(!q1.properties.contains({u"queryKind"_s, u"rewritten"_s}));
        const Message &a1 = c->messages.at(1); // from structuredContent
        QCOMPARE(text(a1), u"Atendemos de 9:00 a 18:00, de lunes a viernes."_s);
        QCOMPARE(a1.author, u"en1"_s);
        QCOMPARE(a1.grounding->citations.at(0).text, u"Atendemos de 9:00 a 18:00"_s);
        QCOMPARE(a1.grounding->citations.at(0).partRanges.size(), 1);
        QCOMPARE(a1.grounding->references.at(0).title, u"Atención al cliente"_s);
        QCOMPARE(a1.answer->answerQueryToken, u"tok-1"_s);
        QCOMPARE(text(c->messages.at(2)), u"¿Y los sábados?"_s);
        QCOMPARE(c->messages.at(2).turn, 1);
        // From content[0].text only (no structuredContent).
        QCOMPARE(text(c->messages.at(3)), u"Los sábados abrimos de 10:00 a 14:00."_s);

        // isError: true → an error message, even with structuredContent beside it.
        auto denied = doc.conversation(1);
        QCOMPARE(denied->messages.size(), 2);
        QCOMPARE(text(denied->messages.at(0)), u"Dame los datos de otro cliente"_s);
        const Message &e = denied->messages.at(1);
        QCOMPARE(e.chunks.at(0).kind, ChunkKind::Error);
        QCOMPARE(
            e.chunks.at(0).text, u"PERMISSION_DENIED: the caller cannot read this data store."_s);
        QVERIFY(e.properties.contains({u"isError"_s, u"true"_s}));

        // A JSON-RPC error response.
        auto rpc = doc.conversation(2);
        QCOMPARE(text(rpc->messages.at(0)), u"¿Hay envío gratis?"_s);
        const Chunk &err = rpc->messages.at(1).chunks.at(0);
        QCOMPARE(err.kind, ChunkKind::Error);
        QCOMPARE(err.text, u"Invalid params: servingConfig not found"_s);
        QCOMPARE(err.mimeType, u"-32602"_s);
        QCOMPARE(err.json.json, QByteArray("{\"field\":\"servingConfig\"}"));
    }

    void mcpOverSse()
    {
        Document doc;
        doc.openData(QByteArray("event: message\ndata: {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":"
                                "\"tools/call\",\"params\":{\"name\":\"conversational_search\","
                                "\"arguments\":{\"query\":{\"text\":\"¿Abren hoy?\"}}}}\n\n"
                                "event: message\ndata: {\"jsonrpc\":\"2.0\",\"method\":"
                                "\"notifications/progress\",\"params\":{\"progress\":1}}\n\n"
                                "event: message\ndata: {\"jsonrpc\":\"2.0\",\"id\":1,\"result\":"
                                "{\"structuredContent\":{\"answer\":{\"answerText\":"
                                "\"Sí, hasta las 20:00.\"}}}}\n\n"),
            u"mcp.sse"_s);
        QVERIFY(doc.waitForLoaded(10000));
        QCOMPARE(doc.formatId(), u"discoveryengine.answer-response"_s);
        QCOMPARE(doc.framing(), Framing::ServerSentEvents);
        QCOMPARE(doc.conversationCount(), 1);
        auto c = doc.conversation(0);
        QCOMPARE(c->messages.size(), 2);
        QCOMPARE(text(c->messages.at(0)), u"¿Abren hoy?"_s);
        QVERIFY(c->messages.at(0).raw.json.contains("\"tools/call\""));
        QCOMPARE(text(c->messages.at(1)), u"Sí, hasta las 20:00."_s);
        QCOMPARE(c->title, u"¿Abren hoy?"_s);
    }

    void mcpStructuredSingle()
    {
        Document doc;
        doc.openFile(fixture("de_mcp_structured.json"));
        QVERIFY(doc.waitForLoaded(10000));
        QCOMPARE(doc.formatId(), u"discoveryengine.answer-response"_s);
        auto c = doc.conversation(0);
        QCOMPARE(c->id, P + u"/sessions/s30"_s);
        QCOMPARE(c->messages.size(), 2);
        QCOMPARE(text(c->messages.at(0)), u"¿El envío es gratis?"_s);
        const Message &m = c->messages.at(1);
        QCOMPARE(text(m), u"Sí."_s);
        QCOMPARE(m.grounding->citations.at(0).text, u"Sí."_s);
        QCOMPARE(m.grounding->citations.at(0).utf16.end, 3);
        QCOMPARE(m.grounding->references.at(0).text, u"envío: gratis"_s);
    }

    void mcpErrorAlone()
    {
        Document doc;
        doc.openData(QByteArray("{\"jsonrpc\":\"2.0\",\"id\":5,\"result\":{\"content\":[{\"type\":"
                                "\"text\",\"text\":\"quota exceeded\"}],\"isError\":true}}"),
            u"err.json"_s);
        QVERIFY(!doc.waitForLoaded(10000));
        QVERIFY(doc.failure().englishText().startsWith(u"The file holds an error response"_s));
        QCOMPARE(doc.failure().args, QStringList {u"quota exceeded"_s});
    }

    void errorFirstInLog()
    {
        // A Google error body first, then an answer: the log is read, the error is one turn.
        Document doc;
        doc.openData(
            QByteArray("{\"error\":{\"code\":429,\"message\":\"Quota\",\"status\":"
                       "\"RESOURCE_EXHAUSTED\"}}\n{\"answer\":{\"answerText\":\"Bien.\"}}\n"),
            u"log.jsonl"_s);
        QVERIFY(doc.waitForLoaded(10000));
        QCOMPARE(doc.conversationCount(), 2);
        const Message &e = doc.conversation(0)->messages.at(0);
        QCOMPARE(e.chunks.at(0).kind, ChunkKind::Error);
        QCOMPARE(e.chunks.at(0).text, u"Quota"_s);
        QVERIFY(e.properties.contains({u"status"_s, u"RESOURCE_EXHAUSTED"_s}));
        QCOMPARE(text(doc.conversation(1)->messages.at(0)), u"Bien."_s);
    }

    void grouping()
    {
        // Requests travel with the response of the same id; sessions group; others stand alone.
        const auto g = groups(
            "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"arguments\":"
            "{\"session\":\"x/sessions/a\"}}}\n"
            "{\"answer\":{\"name\":\"x/sessions/b/answers/1\"}}\n"
            "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"answer\":{}}}\n"
            "{\"answer\":{\"name\":\"x/sessions/b/answers/2\"}}\n"
            "{\"answer\":{}}\n{\"answer\":{}}\n",
            false);
        QCOMPARE(g, (QVector<QVector<int>> {{1, 3}, {0, 2}, {4}, {5}}));
        // In a stream, unnamed snapshots join their neighbours.
        const auto s
            = groups("{\"answer\":{}}\n{\"answer\":{\"name\":\"x/sessions/b/answers/1\"}}\n"
                     "{\"answer\":{}}\n",
                true);
        QCOMPARE(s, (QVector<QVector<int>> {{0, 1, 2}}));
    }

    void wrongTypesNeverCrash()
    {
        Document doc;
        doc.openData(
            QByteArray("{\"answer\":{\"answerText\":5,\"citations\":\"x\",\"references\":[3,"
                       "{\"chunkInfo\":{},\"structuredDocumentInfo\":{}}],\"steps\":{},"
                       "\"groundingSupports\":[{\"startIndex\":\"-4\",\"endIndex\":\"abc\","
                       "\"sources\":[{\"referenceId\":\"one\"}]}],\"blobAttachments\":[{"
                       "\"data\":{\"mimeType\":\"image/png\",\"data\":\"!!\"}}]},"
                       "\"session\":{\"turns\":\"no\"}}"),
            u"bad.json"_s);
        QVERIFY(doc.waitForLoaded(10000));
        auto c = doc.conversation(0);
        const Message &m = c->messages.last();
        QCOMPARE(text(m), u"5"_s);
        QStringList paths;
        for (const Diagnostic &d : m.diagnostics + c->diagnostics)
            paths << d.location.jsonPath;
        QVERIFY(paths.contains(u"answer.citations"_s));
        QVERIFY(paths.contains(u"answer.references[0]"_s));
        QVERIFY(paths.contains(u"answer.references[1]"_s)); // two kinds in the oneof
        QVERIFY(paths.contains(u"answer.steps"_s));
        QVERIFY(paths.contains(u"session.turns"_s));
        QVERIFY(paths.contains(u"answer.blobAttachments[0].data.data"_s));
        QCOMPARE(m.grounding->citations.at(0).status, CitationStatus::Unresolved);
        QCOMPARE(m.grounding->references.at(1).kind, Reference::Kind::Chunk);
    }

    void jsonExport()
    {
        Document doc;
        doc.openFile(fixture("de_answer_response_ja.json"));
        QVERIFY(doc.waitForLoaded(10000));
        ExportSource source;
        source.formatId = doc.formatId();
        source.conversations.append(doc.conversation(0));
        const QJsonObject root = QJsonDocument::fromJson(JsonWriter::write(source)).object();
        const QJsonObject message
            = root[u"conversations"_s].toArray().at(0)[u"messages"_s].toArray().at(3).toObject();
        const QJsonObject grounding = message[u"grounding"_s].toObject();
        const QJsonArray citations = grounding[u"citations"_s].toArray();
        const QJsonArray references = grounding[u"references"_s].toArray();
        QCOMPARE(citations.size(), 6);
        const QStringList expected = {u"東京タワーは1958年に完成しました。"_s,
            u"高さは333メートルです。"_s, u"**展望台**は150メートルと250メートルにあります。"_s};
        const QVector<QStringList> titles = {
            {u"東京タワーの歴史"_s}, {u"展望台ガイド"_s, u"東京タワーの歴史"_s}, {u"施設データ"_s}};
        for (int i = 0; i < 3; ++i) {
            const QJsonObject citation = citations.at(i).toObject();
            QCOMPARE(citation[u"text"_s].toString(), expected.at(i));
            QStringList got;
            for (const QJsonValue &r : citation[u"references"_s].toArray())
                got << references.at(r.toInt())[u"title"_s].toString();
            QCOMPARE(got, titles.at(i));
            QCOMPARE(citations.at(i + 3)[u"text"_s].toString(), expected.at(i)); // the supports
        }
        const QJsonObject answer = message[u"answer"_s].toObject();
        QCOMPARE(answer[u"state"_s].toString(), u"SUCCEEDED"_s);
        QCOMPARE(answer[u"relatedQuestions"_s].toArray().size(), 2);
        QCOMPARE(answer[u"steps"_s].toArray().at(0)[u"actions"_s].toArray().size(), 2);
        QCOMPARE(answer[u"createTime"_s].toString(), u"2026-02-01T09:00:00Z"_s);
        QCOMPARE(answer[u"groundingScore"_s].toDouble(), 0.82);
        QCOMPARE(
            answer[u"blobAttachments"_s].toArray().at(0)[u"mimeType"_s].toString(), u"image/png"_s);
        QVERIFY(!root[u"conversations"_s]
                     .toArray()
                     .at(0)[u"messages"_s]
                     .toArray()
                     .at(0)
                     .toObject()
                     .contains(u"answer"_s));
    }
};

QTEST_GUILESS_MAIN(TstDiscoveryExchange)
#include "tst_discovery_exchange.moc"
