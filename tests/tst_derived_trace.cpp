// SPDX-License-Identifier: GPL-2.0-or-later
// Traces derived from event times (issue 18): ADK sessions from the TypeScript server
// (millisecond timestamps) and from Python (seconds as floats), and Gemini responses; a live
// ADK session carrying its measured spans, and a trace file joined to its session.
#include "formats/adk_debug_trace.h"
#include "genai_checks.h"
#include "items/trace_join.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <QtTest>

using namespace Qt::StringLiterals;
using namespace genaitest;

namespace {

qint64 ms(const Span &s)
{
    return s.duration ? qRound64(double(*s.duration) / 1e6) : -1;
}

bool allDerived(const Span &s)
{
    return s.derived && std::all_of(s.children.cbegin(), s.children.cend(), [](const Span &c) {
        return allDerived(c);
    });
}

} // namespace

class TstDerivedTrace : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void typeScriptMilliseconds()
    {
        const auto c = firstConversation("adk_session_kyoto_ts.json");
        QVERIFY(c);
        QVERIFY(c->spansDerived);
        QCOMPARE(c->turnSpans.size(), 1); // one invocation
        const Span &root = c->turnSpans.at(0);
        QVERIFY(allDerived(root));
        QCOMPARE(root.name, u"invocation"_s);
        QCOMPARE(root.eventId, u"YNe3yAXo"_s); // the user's event opens it
        QCOMPARE(root.start.nanosSinceEpoch, 1795697399280'000'000LL);
        QCOMPARE(ms(root), 32);
        QCOMPARE(root.children.size(), 1);
        const Span &agent = root.children.at(0);
        QCOMPARE(agent.name, u"invoke_agent kyoto_guide"_s);
        QCOMPARE(ms(agent), 32); // from the user's message to the agent's last event
        QCOMPARE(agent.children.size(), 2);
        const Span &first = agent.children.at(0);
        QCOMPARE(first.name, u"call_llm"_s);
        QCOMPARE(first.eventId, u"oFT99B40"_s);
        QCOMPARE(ms(first), 10);
        QVERIFY(first.attributes.json.contains("\"gen_ai.usage.input_tokens\":40"));
        QCOMPARE(first.children.size(), 1);
        const Span &tool = first.children.at(0);
        QCOMPARE(tool.name, u"execute_tool lookup_season"_s);
        QCOMPARE(tool.eventId, u"kEO5t4Wv"_s); // the stored function response
        QCOMPARE(tool.toolCallId, u"adk-08e0953a-55ee-402a-a1b9-dd971647e6aa"_s);
        QCOMPARE(ms(tool), 20);
        QVERIFY(tool.attributes.isNull()); // its call and response are in the messages
        const Span &answer = agent.children.at(1);
        QCOMPARE(answer.eventId, u"UT0UzOUe"_s);
        QCOMPARE(ms(answer), 2);
    }

    void pythonFloatSeconds()
    {
        const auto c = firstConversation("adk_events_run.json");
        QVERIFY(c);
        QVERIFY(c->spansDerived);
        QCOMPARE(c->turnSpans.size(), 1);
        const Span &root = c->turnSpans.at(0);
        QCOMPARE(ms(root), 2000);
        QCOMPARE(root.children.size(), 2); // a transfer: two agent runs
        const Span &rootAgent = root.children.at(0);
        QCOMPARE(rootAgent.name, u"invoke_agent root"_s);
        QCOMPARE(ms(rootAgent), 300);
        QCOMPARE(rootAgent.children.size(), 1);
        QCOMPARE(rootAgent.children.at(0).children.at(0).name, u"execute_tool transfer_to_agent"_s);
        QCOMPARE(rootAgent.children.at(0).children.at(0).eventId, u"Zz98YxWv"_s);
        const Span &math = root.children.at(1);
        QCOMPARE(math.name, u"invoke_agent math"_s);
        QCOMPARE(ms(math), 1700);
        QCOMPARE(math.children.size(), 2);
        QCOMPARE(math.children.at(0).eventId, u"Mm01"_s);
        QCOMPARE(ms(math.children.at(0)), 700);
        const Span &calc = math.children.at(0).children.at(0);
        QCOMPARE(calc.name, u"execute_tool calc"_s); // paired by name: no ids
        QCOMPARE(calc.eventId, u"Mm02"_s);
        QCOMPARE(ms(calc), 200);
        QCOMPARE(math.children.at(1).eventId, u"Mm03"_s);
        QCOMPARE(ms(math.children.at(1)), 800);
    }

    void sessionWithSpansIsNotDerived()
    {
        // A CES conversation carries measured spans: nothing is derived over them.
        const auto c = firstConversation("ces_conversation.json");
        QVERIFY(c);
        QVERIFY(!c->spansDerived);
        QVERIFY(!c->turnSpans.isEmpty());
        QVERIFY(!c->turnSpans.at(0).derived);
    }

    void traceFileJoinsItsSession()
    {
        const auto session = firstConversation("adk_session_kyoto_ts.json");
        const auto traceFile = firstConversation("trace_adk_session.json");
        const auto gemini = firstConversation("gemini_response.json");
        QVERIFY(session && traceFile && gemini);
        QVERIFY(tracejoin::belongsTo(*traceFile, *session)); // session id s-fixed, event ids
        QVERIFY(!tracejoin::belongsTo(*session, *traceFile)); // not the other way round
        QVERIFY(!tracejoin::belongsTo(*traceFile, *gemini));
        const auto joined = tracejoin::joined(*session, *traceFile);
        QVERIFY(!joined->spansDerived);
        QCOMPARE(joined->messages.size(), 4);
        QCOMPARE(joined->turnSpans.size(), 1);
        QCOMPARE(joined->turnSpans.at(0).spanId, u"0c4a9e7d11b2f5e8"_s);
        QVERIFY(session->spansDerived); // the session itself is unchanged
    }

    void liveSessionCarriesItsSpans()
    {
        // The ADK page's live document: the session with its /debug/trace/session body, plus
        // the spans of another app's session of the same id (the endpoint is keyed by id only).
        QFile sessionFile(fixture("adk_session_kyoto_ts.json"));
        QFile traceFile(fixture("trace_adk_session.json"));
        QVERIFY(sessionFile.open(QIODevice::ReadOnly) && traceFile.open(QIODevice::ReadOnly));
        QJsonObject session = QJsonDocument::fromJson(sessionFile.readAll()).object();
        QJsonArray spans = QJsonDocument::fromJson(traceFile.readAll()).array();
        spans.append(
            QJsonObject {{u"name"_s, u"invocation"_s}, {u"span_id"_s, u"00000000000000aa"_s},
                {u"trace_id"_s, u"000000000000000000000000000000bb"_s},
                {u"start_time"_s, 1795697399000000000.0}, {u"end_time"_s, 1795697399001000000.0},
                {u"attributes"_s, QJsonObject {{u"gcp.vertex.agent.event_id"_s, u"elsewhere"_s}}}});
        session.insert(QLatin1StringView(adk::kDebugTraceKey), spans);
        Document doc;
        QVERIFY(open(doc, QString(), QJsonDocument(session).toJson(), u"live.json"_s));
        const auto c = doc.conversation(0);
        QVERIFY(c);
        QCOMPARE(doc.formatId(), u"adk.session"_s);
        QCOMPARE(c->messages.size(), 4);
        QVERIFY(!c->spansDerived);
        QCOMPARE(c->turnSpans.size(), 1); // the other session's root is left out
        QCOMPARE(c->turnSpans.at(0).spanId, u"0c4a9e7d11b2f5e8"_s);
        QVERIFY(!c->turnSpans.at(0).derived);
        QVERIFY(c->extra.isNull() || !c->extra.json.contains("debugTrace"));
        QVERIFY(!c->raw.json.contains("debugTrace"));
    }

    void geminiOneSpanPerResponse()
    {
        const auto c = firstConversation("gemini_response.json");
        QVERIFY(c);
        QCOMPARE(c->messages.size(), 2); // two candidates of one response
        QVERIFY(c->spansDerived);
        QCOMPARE(c->turnSpans.size(), 1);
        const Span &s = c->turnSpans.at(0);
        QCOMPARE(s.name, u"generate_content gemini-2.5-flash-demo"_s);
        QCOMPARE(s.eventId, u"resp-sev-1"_s);
        QVERIFY(s.start.valid);
        QVERIFY(!s.duration); // no latency in the file
        QVERIFY(s.attributes.json.contains("\"gen_ai.usage.input_tokens\":25"));
        QVERIFY(s.attributes.json.contains("\"gen_ai.usage.output_tokens\":48"));
    }

    void geminiStreamIsOneResponse()
    {
        const auto c = firstConversation("gemini_stream.sse");
        QVERIFY(c);
        QCOMPARE(c->turnSpans.size(), 1);
        QCOMPARE(c->turnSpans.at(0).eventId, u"r-stream-1"_s);
        QVERIFY(c->turnSpans.at(0).attributes.json.contains("\"gen_ai.usage.total_tokens\":50"));
    }
};

QTEST_GUILESS_MAIN(TstDerivedTrace)
#include "tst_derived_trace.moc"
