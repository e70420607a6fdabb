// SPDX-License-Identifier: GPL-2.0-or-later
// formats.md §1.2 steps 3-5: every rule, with small inline records of every family.
#include "formats/format_registry.h"

#include <nlohmann/json.hpp>

#include <QtTest>

using namespace Qt::StringLiterals;
using Json = nlohmann::ordered_json;

class TstFormatDetection : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void single_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("format");
        const char *ae = "projects/p/locations/l/reasoningEngines/9/sessions/s1";
        const char *de = "projects/p/locations/global/collections/c/engines/e/sessions/s9";
        const char *ces = "projects/p/locations/us/apps/a1";
        auto row = [](const char *name, const QByteArray &json, const char *format) {
            QTest::newRow(name) << json << QString::fromLatin1(format);
        };
        row("1 sessionEvents", "{\"sessionEvents\":[],\"nextPageToken\":\"\"}",
            "agentengine.events");
        row("2 candidates", "{\"candidates\":[]}", "gemini.response");
        row("2 promptFeedback", "{\"promptFeedback\":{\"blockReason\":\"SAFETY\"}}",
            "gemini.response");
        row("2 usage+modelVersion", "{\"usageMetadata\":{},\"modelVersion\":\"m\"}",
            "gemini.response");
        row("2 usage+author is not gemini",
            "{\"usageMetadata\":{},\"modelVersion\":\"m\",\"author\":\"a\",\"invocationId\":\"e\"}",
            "adk.event");
        row("3 assist answer", "{\"answer\":{\"replies\":[]}}", "discoveryengine.assist-answer");
        row("3 answer response", "{\"answer\":{\"answerText\":\"x\"},\"session\":{}}",
            "discoveryengine.answer-response");
        row("3 answerQueryToken", "{\"answerQueryToken\":\"t\"}",
            "discoveryengine.answer-response");
        row("4 conversations", "{\"conversations\":[],\"nextPageToken\":\"t\"}",
            "ces.conversations");
        row("5 de sessions", "{\"sessions\":[{\"turns\":[]}]}", "discoveryengine.sessions");
        row("5 de sessions by name", QByteArray("{\"sessions\":[{\"name\":\"") + de + "\"}]}",
            "discoveryengine.sessions");
        row("5 adk sessions", "{\"sessions\":[{\"id\":\"s\",\"events\":[]}]}", "adk.sessions");
        row("6 adk session", "{\"id\":\"s\",\"app_name\":\"x\",\"events\":[]}", "adk.session");
        row("7 ces turns", "{\"turns\":[{\"messages\":[]}]}", "ces.conversation");
        row("7 ces turns by name",
            QByteArray("{\"name\":\"") + ces + "/conversations/c1\",\"turns\":[{}]}",
            "ces.conversation");
        row("7 de turns", "{\"turns\":[{\"query\":{\"text\":\"q\"}}]}", "discoveryengine.session");
        row("7 de turns by userPseudoId", "{\"userPseudoId\":\"v\",\"turns\":[{}]}",
            "discoveryengine.session");
        row("7 empty turns, de name", QByteArray("{\"name\":\"") + de + "\",\"turns\":[]}",
            "discoveryengine.session");
        row("7 empty turns, no name", "{\"turns\":[]}", "ces.conversation");
        row("8 example by name",
            QByteArray("{\"name\":\"") + ces + "/examples/e1\",\"messages\":[]}", "ces.example");
        row("8 example by displayName", "{\"displayName\":\"d\",\"messages\":[]}", "ces.example");
        row("8 legacy conversation", "{\"messages\":[{\"chunks\":[]}]}", "ces.conversation");
        row("9 chunks", "{\"role\":\"user\",\"chunks\":[]}", "ces.message");
        row("10 replies", "{\"replies\":[]}", "discoveryengine.assist-answer");
        row("10 skipped", "{\"assistSkippedReasons\":[1]}", "discoveryengine.assist-answer");
        row("11 answerText", "{\"answerText\":\"x\"}", "discoveryengine.answer");
        row("11 answer name", QByteArray("{\"name\":\"") + de + "/answers/a1\"}",
            "discoveryengine.answer");
        row("12 agent engine event",
            QByteArray("{\"name\":\"") + ae
                + "/events/e1\",\"author\":\"a\",\"invocationId\":\"i\"}",
            "agentengine.event");
        row("12 agent engine by string timestamp",
            "{\"author\":\"a\",\"invocationId\":\"i\",\"timestamp\":\"2026-01-05T08:00:00Z\"}",
            "agentengine.event");
        row("12 adk event", "{\"author\":\"a\",\"invocation_id\":\"i\",\"timestamp\":1767600300.7}",
            "adk.event");
        row("13 outputs", "{\"outputs\":[{\"text\":\"hi\"}]}", "ces.run-session");
        row("13 recognitionResult", "{\"recognitionResult\":{\"transcript\":\"x\"}}",
            "ces.run-session");
        row("13 live session config",
            QByteArray("{\"config\":{\"session\":\"") + ces + "/sessions/s1\"}}",
            "ces.run-session");
        row("13 live session input", "{\"realtimeInput\":{\"text\":\"hola\"}}", "ces.run-session");
        row("13 a config without a session is not CES", "{\"config\":{\"x\":1}}", "");
        row("14 lone chunk", "{\"toolCall\":{\"id\":\"1\"}}", "ces.message");
        row("14 widget envelope", "{\"type\":\"TOOL_CALL\",\"toolCall\":{}}", "ces.message");
        row("array: first non-null", "[null,{\"chunks\":[]}]", "ces.message");
        row("json-rpc result", "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"answerText\":\"s\"}}",
            "discoveryengine.answer");
        row("trace otlp", "{\"resourceSpans\":[]}", "trace.otlp");
        row("trace tempo batches", "{\"batches\":[{\"scopeSpans\":[]}]}", "trace.otlp");
        row("trace adk span",
            "{\"name\":\"call_llm\",\"span_id\":\"a1\",\"trace_id\":\"b2\",\"start_time\":1}",
            "trace.adk-span");
        row("trace adk event map",
            "{\"gen_ai.system\":\"gcp.vertex.agent\",\"trace_id\":\"b2\",\"span_id\":\"a1\"}",
            "trace.adk-event-span");
        row("mcp structuredContent",
            "{\"jsonrpc\":\"2.0\",\"id\":7,\"result\":{\"content\":[],\"structuredContent\":"
            "{\"answer\":{\"state\":\"SUCCEEDED\"}}}}",
            "discoveryengine.answer-response");
        row("mcp text content",
            "{\"jsonrpc\":\"2.0\",\"id\":7,\"result\":{\"content\":[{\"type\":\"text\",\"text\":"
            "\"{\\\"answer\\\":{\\\"answerText\\\":\\\"S\\u00ed.\\\"}}\"}]}}",
            "discoveryengine.answer-response");
    }

    void single()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, format);
        const Json v = Json::parse(json.constBegin(), json.constEnd());
        const Detection d = formats::classify(v);
        QCOMPARE(d.formatId, format);
    }

    void notTranscripts()
    {
        const Json meta = Json::parse("{\"name\":\"projects/p/locations/l/reasoningEngines/9/"
                                      "sessions/s\",\"sessionState\":{},\"userId\":\"u\"}");
        QVERIFY(formats::classify(meta).notTranscript);
        const Json list = Json::parse("{\"sessions\":[{\"sessionState\":{}}]}");
        QVERIFY(formats::classify(list).notTranscript);
        const Json unknown = Json::parse("{\"foo\":1,\"bar\":[]}");
        const Detection d = formats::classify(unknown);
        QVERIFY(!d.isRecognised());
        QCOMPARE(d.topLevelKeys, (QStringList {u"foo"_s, u"bar"_s}));
        const Json error = Json::parse(
            "{\"error\":{\"code\":400,\"message\":\"bad\",\"status\":\"INVALID_ARGUMENT\"}}");
        const Detection e = formats::classify(error);
        QVERIFY(e.errorBody);
        QCOMPARE(e.errorText, u"400 INVALID_ARGUMENT: bad"_s);
        // MCP isError: an error even with structuredContent beside it (§3.8).
        const Json mcpError = Json::parse(
            "{\"jsonrpc\":\"2.0\",\"id\":3,\"result\":{\"content\":[{\"type\":\"text\",\"text\":"
            "\"denied\"}],\"structuredContent\":{\"answer\":{}},\"isError\":true}}");
        const Detection me = formats::classify(mcpError);
        QVERIFY(me.errorBody);
        QCOMPARE(me.errorText, u"denied"_s);
        // In a log, an error record before the first answer does not hide the answers.
        const Json answer = Json::parse("{\"answer\":{\"answerText\":\"x\"}}");
        const Detection log = formats::classifyRecords({&error, &answer}, true);
        QCOMPARE(log.formatId, u"discoveryengine.answer-response"_s);
        QVERIFY(formats::classifyRecords({&error}, false).errorBody);
        QVERIFY(!formats::classify(Json::parse("42")).isRecognised());
    }

    void emptyTurnsNote()
    {
        const Detection d = formats::classify(Json::parse("{\"turns\":[]}"));
        QCOMPARE(d.notes.size(), 1);
        QCOMPARE(d.notes.at(0).severity, Severity::Info);
    }

    void plural_data()
    {
        QTest::addColumn<QByteArray>("records"); // a JSON array of records
        QTest::addColumn<QString>("format");
        QTest::newRow("messages") << QByteArray("[{\"chunks\":[]},{\"chunks\":[]}]")
                                  << u"ces.messages"_s;
        QTest::newRow("conversations")
            << QByteArray("[{\"turns\":[{\"messages\":[]}]}]") << u"ces.conversations"_s;
        QTest::newRow("pages") << QByteArray("[{\"conversations\":[]}]") << u"ces.conversations"_s;
        QTest::newRow("session events")
            << QByteArray("[{\"author\":\"u\",\"invocationId\":\"i\",\"eventMetadata\":{}}]")
            << u"agentengine.events"_s;
        QTest::newRow("adk events")
            << QByteArray("[{\"author\":\"u\",\"invocationId\":\"i\",\"timestamp\":1.5}]")
            << u"adk.events"_s;
        QTest::newRow("adk sessions")
            << QByteArray("[{\"id\":\"s\",\"events\":[]}]") << u"adk.sessions"_s;
        QTest::newRow("gemini stream")
            << QByteArray("[{\"candidates\":[]},{\"candidates\":[]}]") << u"gemini.stream"_s;
        QTest::newRow("answer log")
            << QByteArray("[{\"answer\":{\"name\":\"a/1\"}},{\"answer\":{\"name\":\"a/2\"}}]")
            << u"discoveryengine.answer-response"_s;
        QTest::newRow("answer stream")
            << QByteArray("[{\"answer\":{\"name\":\"a/1\"}},{\"answer\":{\"name\":\"a/1\"}}]")
            << u"discoveryengine.answer-stream"_s;
        QTest::newRow("answer stream by state")
            << QByteArray("[{\"answer\":{\"state\":\"STREAMING\"}}]")
            << u"discoveryengine.answer-stream"_s;
        QTest::newRow("adk trace spans")
            << QByteArray("[{\"name\":\"invocation\",\"span_id\":\"a\",\"trace_id\":\"b\","
                          "\"start_time\":1,\"end_time\":2,\"parent_span_id\":null}]")
            << u"trace.adk-spans"_s;
        QTest::newRow("otlp lines")
            << QByteArray("[{\"resourceSpans\":[]},{\"resourceSpans\":[]}]") << u"trace.otlp"_s;
        QTest::newRow("de sessions") << QByteArray("[{\"userPseudoId\":\"v\",\"turns\":[]}]")
                                     << u"discoveryengine.sessions"_s;
    }

    void plural()
    {
        QFETCH(QByteArray, records);
        QFETCH(QString, format);
        const Json all = Json::parse(records.constBegin(), records.constEnd());
        QVector<const Json *> list;
        for (const Json &r : all)
            list.append(&r);
        const Detection d = formats::classifyRecords(list, true);
        QCOMPARE(d.formatId, format);
    }

    void mixedFamilies()
    {
        const Json all = Json::parse("[{\"chunks\":[]},{\"candidates\":[]}]");
        const Detection d = formats::classifyRecords({&all[0], &all[1]}, true);
        QCOMPARE(d.formatId, u"ces.messages"_s);
        QCOMPARE(d.notes.size(), 1);
        QCOMPARE(d.notes.at(0).severity, Severity::Error);
    }

    void readers()
    {
        QVERIFY(formats::hasReader(u"ces.conversation"_s));
        QVERIFY(formats::hasReader(u"ces.messages"_s));
        QVERIFY(formats::hasReader(u"ces.run-session"_s));
        QVERIFY(formats::hasReader(u"discoveryengine.answer-stream"_s));
        QVERIFY(formats::hasReader(u"discoveryengine.assist-answer"_s));
        QVERIFY(formats::hasReader(u"gemini.response"_s));
        QVERIFY(formats::hasReader(u"gemini.stream"_s));
        QVERIFY(formats::hasReader(u"adk.sessions"_s));
        QVERIFY(formats::hasReader(u"agentengine.events"_s));
        QCOMPARE(formats::family(u"discoveryengine.answer"_s), u"discoveryengine"_s);
    }
};

QTEST_GUILESS_MAIN(TstFormatDetection)
#include "tst_format_detection.moc"
