// SPDX-License-Identifier: GPL-2.0-or-later
// The proof inputs of "Hostile input never crashes the app" that are too big to commit as
// regression files, made here at test time and run through the same code as the fuzz targets
// (document_harness.h): a 2 MB JSON Lines record whose one field holds 1,000,000 nested arrays,
// the same nesting in a JSON document, in an SSE event and in a JSON-RPC message, and tool
// schemas with 10,000 properties, recursive `$ref` and deep nesting for the argument form.
#include "document_harness.h"

#include "live/mcp_protocol.h"
#include "mcp_tool_form.h"
#include "json/json_parse.h"

#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

constexpr int kNesting = 1000000;

QByteArray deepArrays()
{
    return QByteArray(kNesting, '[') + QByteArray(kNesting, ']');
}

QByteArray cesMessage(const QByteArray &text)
{
    return "{\"name\":\"projects/p/locations/us/apps/a/conversations/"
           "c1\",\"messages\":[{\"role\":\"user\",\"chunks\":[{\"text\":\""
        + text + "\"}]}]}";
}

// The CES record whose one field holds the deep value, between two good records.
QByteArray deepJsonl()
{
    QByteArray line = cesMessage("before");
    line.chop(1);
    line += ",\"deep\":" + deepArrays() + '}';
    return cesMessage("first") + '\n' + line + '\n' + cesMessage("last") + '\n';
}

bool anyDiagnosticSays(const Document &document, const QString &what)
{
    QStringList all;
    for (const Diagnostic &d : document.diagnostics())
        all << d.englishText();
    for (int i = 0; i < const_cast<Document &>(document).conversationCount(); ++i) {
        const auto c = const_cast<Document &>(document).conversation(i);
        for (const Diagnostic &d : c->diagnostics)
            all << d.englishText();
        for (const Message &m : c->messages) {
            for (const Diagnostic &d : m.diagnostics)
                all << d.englishText();
        }
    }
    return all.join(u'\n').contains(what);
}

} // namespace

class TstFuzzProofs : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void deepJsonLinesRecordIsReportedAndTheRestShows()
    {
        const QByteArray bytes = deepJsonl();
        QVERIFY(bytes.size() > 2000000);
        for (const int pad : {0, 1, 2, 3}) // every tuning variant of the harness
            fuzz::runDocument(bytes + QByteArray(pad, '\n'), "proof");
        Document document;
        document.openData(bytes, u"deep.jsonl"_s);
        QVERIFY(document.waitForLoaded(-1));
        QCOMPARE(document.conversationCount(), 3);
        QVERIFY(anyDiagnosticSays(document, u"nested deeper than 512 levels"_s));
        QCOMPARE(document.conversation(2)->messages.size(), 1);
    }

    void deepJsonDocumentAndSseEvent()
    {
        fuzz::runDocument(deepArrays(), "proof");
        fuzz::runDocument("{\"turns\":[" + deepArrays() + "]}", "proof");
        fuzz::runDocument("data: " + deepArrays() + "\n\n", "proof");
    }

    void deepTextIsRefusedByEveryParser()
    {
        const QByteArray deep = deepArrays();
        nlohmann::ordered_json out;
        tolerant::JsonParseFailure failure;
        QVERIFY(!tolerant::parseJson(deep, out, &failure));
        QCOMPARE(failure.kind, tolerant::JsonParseFailure::Kind::TooDeep);
        const QByteArray edge
            = QByteArray(tolerant::kMaxJsonDepth, '[') + QByteArray(tolerant::kMaxJsonDepth, ']');
        QVERIFY(tolerant::parseJson(edge, out, &failure));
        QVERIFY(!tolerant::parseJson('[' + edge + ']', out, &failure));
        const QByteArray rpc = "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":" + deep + "}";
        const auto messages = mcp::parseMessages(rpc);
        QCOMPARE(messages.size(), 1);
        QCOMPARE(messages.first().kind, mcp::Message::Kind::Invalid);
    }

    void toolFormTakesHostileSchemas()
    {
        McpToolForm form;
        QByteArray many = "{\"type\":\"object\",\"properties\":{";
        for (int i = 0; i < 10000; ++i)
            many += (i ? "," : "") + QByteArray("\"p") + QByteArray::number(i)
                + "\":{\"type\":\"string\"}";
        many += "}}";
        QVERIFY(form.setSchema(many));
        // Bounded work: at most kMaxFields editors, the rest as JSON.
        QVERIFY(form.fieldPaths().size() <= McpToolForm::kMaxFields + 1);
        QVERIFY(form.isValid());

        const QByteArray recursive
            = "{\"type\":\"object\",\"$defs\":{\"node\":{\"type\":\"object\",\"properties\":{"
              "\"next\":{\"$ref\":\"#/$defs/node\"}}}},\"properties\":{\"root\":{\"$ref\":\"#/"
              "$defs/node\"},\"self\":{\"$ref\":\"#\"}}}";
        QVERIFY(form.setSchema(recursive));
        QVERIFY(form.editor(u"root"_s));

        QByteArray nested = "{\"type\":\"object\",\"properties\":{\"a\":";
        for (int i = 0; i < 200; ++i)
            nested += "{\"type\":\"object\",\"properties\":{\"a\":";
        nested += "{\"type\":\"string\"}" + QByteArray(201 * 2, '}');
        QVERIFY(form.setSchema(nested));
        QVERIFY(!form.fieldPaths().isEmpty());
        QVERIFY(!form.setSchema(deepArrays()));
    }
};

QTEST_MAIN(TstFuzzProofs)
#include "tst_fuzz_proofs.moc"
