// SPDX-License-Identifier: GPL-2.0-or-later
// "export --format json" over the Agent Engine / ADK / Gemini fixtures: valid JSON, event data,
// and every citation's resolved text equal to the segment text the source gave.
#include "export/json_writer.h"
#include "genai_checks.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace genaitest;

namespace {

const char *const fixtures[] = {"adk_session_grounded_ja.json", "adk_session_snake.json",
    "adk_events_run.json", "adk_run_sse.txt", "agentengine_events.json", "agentengine_pages.jsonl",
    "gemini_response.json", "gemini_stream.sse", "gemini_stream_array.json", "gemini_blocked.json"};

QJsonObject exportFile(const char *name)
{
    Document doc;
    if (!open(doc, fixture(name)))
        return {};
    ExportSource source;
    source.formatId = doc.formatId();
    source.displayName = doc.displayName();
    source.diagnostics = doc.diagnostics();
    for (int i = 0; i < doc.conversationCount(); ++i)
        source.conversations.append(doc.conversation(i));
    QJsonParseError error;
    const QJsonDocument json = QJsonDocument::fromJson(JsonWriter::write(source), &error);
    if (error.error != QJsonParseError::NoError)
        qWarning() << name << error.errorString();
    return json.object();
}

QJsonArray messagesOf(const QJsonObject &root, int conversation = 0)
{
    return root[u"conversations"_s][conversation][u"messages"_s].toArray();
}

} // namespace

class TstGenaiExport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void citationTextMatchesSourceText_data()
    {
        QTest::addColumn<QString>("name");
        for (const char *f : fixtures)
            QTest::newRow(f) << QString::fromLatin1(f);
    }

    void citationTextMatchesSourceText()
    {
        QFETCH(QString, name);
        const QJsonObject root = exportFile(name.toLatin1().constData());
        QVERIFY(!root.isEmpty());
        QVERIFY(root[u"format"_s].toString().contains(u'.'));
        int messages = 0;
        for (const QJsonValue &conversation : root[u"conversations"_s].toArray()) {
            for (const QJsonValue &message : conversation[u"messages"_s].toArray()) {
                ++messages;
                const QJsonValue grounding = message[u"grounding"_s];
                if (grounding.isNull())
                    continue;
                for (const QJsonValue &citation : grounding[u"citations"_s].toArray()) {
                    QVERIFY(citation.toObject().contains(u"resolvedStart"_s));
                    QVERIFY(citation.toObject().contains(u"wholeMessage"_s));
                    const QJsonValue sourceText = citation[u"sourceText"_s];
                    if (!sourceText.isString())
                        continue;
                    QCOMPARE(citation[u"text"_s].toString(), sourceText.toString());
                }
            }
        }
        QVERIFY(messages > 0);
    }

    void eventDataAndGrounding()
    {
        const QJsonObject root = exportFile("adk_session_grounded_ja.json");
        const QJsonArray m = messagesOf(root);
        QCOMPARE(m.size(), 8);
        const QJsonObject answer = m[3].toObject();
        QCOMPARE(answer[u"id"_s].toString(), u"ev-a3"_s);
        QCOMPARE(answer[u"invocationId"_s].toString(), u"e-ja-1"_s);
        QCOMPARE(answer[u"branch"_s].toString(), u"travel_root.kyoto_guide"_s);
        QCOMPARE(answer[u"finishReason"_s].toString(), u"STOP"_s);
        QCOMPARE(answer[u"usage"_s][u"thoughtsTokenCount"_s].toInt(), 35);
        QVERIFY(answer[u"usage"_s][u"cachedContentTokenCount"_s].isNull());
        const QJsonObject actions = answer[u"actions"_s].toObject();
        QVERIFY(actions[u"stateDelta"_s].toObject().contains(u"temp:draft"_s));
        QVERIFY(actions[u"stateDelta"_s][u"temp:draft"_s].isNull());
        QCOMPARE(actions[u"artifactDelta"_s][u"itinerary.md"_s].toInt(), 1);
        QVERIFY(actions[u"transferToAgent"_s].isNull());
        QCOMPARE(answer[u"customMetadata"_s][u"Experiment"_s][u"arm"_s].toString(), u"B"_s);

        const QJsonObject g = answer[u"grounding"_s].toObject();
        const QJsonArray citations = g[u"citations"_s].toArray();
        QCOMPARE(citations.size(), 4);
        QCOMPARE(citations[0][u"start"_s].toInt(), 0);
        QCOMPARE(citations[0][u"resolvedStart"_s].toInt(), 0);
        QCOMPARE(citations[0][u"resolvedEnd"_s].toInt(), 39);
        QCOMPARE(citations[0][u"partIndex"_s].toInt(), -1);
        QCOMPARE(citations[3][u"status"_s].toString(), u"relocated"_s);
        QVERIFY(citations[3][u"start"_s].toInt() != citations[3][u"resolvedStart"_s].toInt());
        QCOMPARE(citations[1][u"scores"_s][1].toDouble(), 0.77);
        QVERIFY(citations[0][u"groundingScore"_s].isNull());
        QCOMPARE(citations[0][u"wholeMessage"_s].toBool(), false);
        const QJsonArray references = g[u"references"_s].toArray();
        QCOMPARE(references.size(), 4);
        QCOMPARE(references[0][u"kind"_s].toString(), u"web"_s);
        QCOMPARE(references[0][u"domain"_s].toString(), u"kyoto-travel.example"_s);
        QCOMPARE(references[2][u"kind"_s].toString(), u"empty"_s);
        QCOMPARE(references[3][u"kind"_s].toString(), u"missing"_s);
        QCOMPARE(references[3][u"sourceIndex"_s].toInt(), 7);
        QCOMPARE(g[u"searchChips"_s].toArray().size(), 2);
        QCOMPARE(g[u"searchChips"_s][0][u"text"_s].toString(), u"京都 紅葉 名所"_s);

        const QJsonObject transfer = m[5].toObject();
        QCOMPARE(transfer[u"actions"_s][u"transferToAgent"_s].toString(), u"booking_agent"_s);
        QCOMPARE(transfer[u"chunks"_s][1][u"kind"_s].toString(), u"agentTransfer"_s);
        const QJsonObject error = m[7].toObject();
        QCOMPARE(error[u"chunks"_s][0][u"kind"_s].toString(), u"error"_s);
        QCOMPARE(error[u"chunks"_s][0][u"code"_s].toString(), u"MALFORMED_FUNCTION_CALL"_s);
        QCOMPARE(error[u"usage"_s][u"promptTokenCount"_s].toInt(), 700);
        QVERIFY(!m[0].toObject().contains(u"usage"_s)); // only when present
    }

    void geminiAndStreamData()
    {
        const QJsonArray gemini = messagesOf(exportFile("gemini_response.json"));
        QCOMPARE(gemini.size(), 2);
        QCOMPARE(gemini[1][u"candidate"_s].toInt(), 1);
        QCOMPARE(gemini[0][u"modelVersion"_s].toString(), u"gemini-2.5-flash-demo"_s);
        QCOMPARE(gemini[0][u"safetyRatings"_s][1][u"category"_s].toString(),
            u"HARM_CATEGORY_DANGEROUS_CONTENT"_s);
        QCOMPARE(gemini[0][u"safetyRatings"_s][0][u"probabilityScore"_s].toDouble(), 0.02);
        const QJsonArray refs = gemini[0][u"grounding"_s][u"references"_s].toArray();
        QCOMPARE(refs[0][u"documentName"_s].toString().endsWith(u"/documents/d1"_s), true);
        QCOMPARE(refs[1][u"placeId"_s].toString(), u"places/ChIJdemo123"_s);
        QCOMPARE(refs[2][u"license"_s].toString(), u"CC-BY-4.0"_s);
        QCOMPARE(refs[2][u"publicationDate"_s].toString(), u"2019-05"_s);

        const QJsonArray sse = messagesOf(exportFile("adk_run_sse.txt"));
        QCOMPARE(sse.size(), 2);
        QCOMPARE(sse[1][u"flags"_s][u"mergedFragments"_s].toInt(), 3);
        QCOMPARE(sse[1][u"flags"_s][u"partial"_s].toBool(), false);

        const QJsonArray snake = messagesOf(exportFile("adk_session_snake.json"));
        QCOMPARE(snake[1][u"longRunningToolIds"_s][0].toString(), u"adk-lr-1"_s);
        QCOMPARE(snake[3][u"actions"_s][u"escalate"_s].toBool(), true);
    }
};

QTEST_GUILESS_MAIN(TstGenaiExport)
#include "tst_genai_export.moc"
