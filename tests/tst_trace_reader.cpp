// SPDX-License-Identifier: GPL-2.0-or-later
// Trace files through Document (adk-live.md §4): ADK `/debug/trace/session` lists and the
// per-event map, OTLP/JSON with hex and base64 ids, JSON Lines, and malformed spans.
#include "genai_checks.h"

#include <QtTest>

using namespace Qt::StringLiterals;
using namespace genaitest;

namespace {

const Span *find(const QVector<Span> &spans, const QString &name)
{
    for (const Span &s : spans) {
        if (s.name == name)
            return &s;
        if (const Span *inner = find(s.children, name))
            return inner;
    }
    return nullptr;
}

QStringList texts(const Diagnostics &diagnostics)
{
    QStringList out;
    for (const Diagnostic &d : diagnostics)
        out << d.englishText() + u" @ "_s + d.location.toString();
    return out;
}

// The first conversation of fixture `name`, when the file is detected as `format`.
std::shared_ptr<const Conversation> readAs(const char *name, const QString &format)
{
    Document doc;
    if (!open(doc, fixture(name)))
        return nullptr;
    if (doc.formatId() != format) {
        qWarning("%s detected as %s", name, qPrintable(doc.formatId()));
        return nullptr;
    }
    return doc.conversation(0);
}

bool anyContains(const QStringList &list, const QString &part)
{
    return std::any_of(
        list.cbegin(), list.cend(), [&part](const QString &s) { return s.contains(part); });
}

} // namespace

class TstTraceReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void adkSessionSpansBuildOneTree()
    {
        Document doc;
        QVERIFY(open(doc, fixture("trace_adk_session.json")));
        QCOMPARE(doc.formatId(), u"trace.adk-spans"_s);
        QCOMPARE(doc.conversationCount(), 1);
        const auto c = doc.conversation(0);
        QVERIFY(c);
        QCOMPARE(c->id, u"s-fixed"_s);
        QVERIFY(c->messages.isEmpty());
        QVERIFY(!c->spansDerived);
        QCOMPARE(c->turnSpans.size(), 1); // children came before their parents: reordered
        const Span &root = c->turnSpans.at(0);
        QCOMPARE(root.name, u"invocation"_s);
        QCOMPARE(root.spanId, u"0c4a9e7d11b2f5e8"_s);
        QVERIFY(root.parentSpanId.isEmpty());
        QCOMPARE(root.duration, DurationNanos(32'000'000));
        QCOMPARE(root.children.size(), 1);
        const Span &agent = root.children.at(0);
        QCOMPARE(agent.name, u"invoke_agent kyoto_guide"_s);
        QCOMPARE(agent.children.size(), 2);
        const Span &llm = agent.children.at(0); // ordered by start time
        QCOMPARE(llm.name, u"call_llm"_s);
        QCOMPARE(llm.eventId, u"oFT99B40"_s);
        QCOMPARE(llm.traceId, u"e05ba4f0e0a27b117e6f30fdffe206c2"_s);
        QCOMPARE(llm.start.nanosSinceEpoch, 1795697399296000000LL);
        QCOMPARE(agent.children.at(1).eventId, u"UT0UzOUe"_s);
        QCOMPARE(llm.children.size(), 1);
        const Span &tool = llm.children.at(0);
        QCOMPARE(tool.name, u"execute_tool lookup_season"_s);
        QCOMPARE(tool.duration, DurationNanos(4'346'800)); // the TS server's rounded ns
        QCOMPARE(tool.toolCallId, u"adk-08e0953a-55ee-402a-a1b9-dd971647e6aa"_s);
        QVERIFY(tool.attributes.json.contains("gcp.vertex.agent.tool_call_args"));
        QCOMPARE(tool.jsonPath, u"[0]"_s);
        QVERIFY2(c->diagnostics.isEmpty(), qPrintable(texts(c->diagnostics).join(u'\n')));
    }

    void adkEventTraceIsOneSpan()
    {
        const auto c = readAs("trace_adk_event.json", u"trace.adk-event-span"_s);
        QVERIFY(c);
        QCOMPARE(c->turnSpans.size(), 1);
        const Span &s = c->turnSpans.at(0);
        QCOMPARE(s.name, u"call_llm"_s); // ADK indexes only LLM calls and tools there
        QCOMPARE(s.spanId, u"addf2d3ce0bf1b29"_s);
        QCOMPARE(s.eventId, u"oFT99B40"_s);
        QVERIFY(!s.start.valid);
        QVERIFY(!s.duration);
        QVERIFY(s.attributes.json.contains("gen_ai.usage.input_tokens"));
        QVERIFY(!s.attributes.json.contains("\"span_id\""));
        QCOMPARE(c->id, u"s-fixed"_s);
    }

    void otlpHexIdsAndValues()
    {
        const auto c = readAs("trace_otlp.json", u"trace.otlp"_s);
        QVERIFY(c);
        QCOMPARE(c->turnSpans.size(), 1);
        const Span &root = c->turnSpans.at(0);
        QCOMPARE(root.name, u"invocation"_s);
        QCOMPARE(root.spanId, u"eee19b7ec3c1b173"_s); // upper-case hex, lower-cased
        QVERIFY(root.kind.isEmpty()); // UNSPECIFIED
        QCOMPARE(root.children.size(), 1);
        const Span &llm = root.children.at(0);
        QCOMPARE(llm.kind, u"client"_s);
        QCOMPARE(llm.traceId, u"5b8efff798038103d269b633813fc60c"_s);
        QCOMPARE(llm.duration, DurationNanos(1'000'000'000)); // a string and a number
        QCOMPARE(llm.eventId, u"oFT99B40"_s);
        const QByteArray a = llm.attributes.json;
        QVERIFY2(a.contains("\"gen_ai.usage.input_tokens\":40"), a.constData());
        QVERIFY2(a.contains("\"gen_ai.usage.output_tokens\":8"), a.constData());
        QVERIFY2(a.contains("\"gen_ai.request.temperature\":0.25"), a.constData());
        QVERIFY2(a.contains("\"gen_ai.request.stream\":true"), a.constData());
        QVERIFY2(a.contains("\"gen_ai.response.finish_reasons\":[\"stop\"]"), a.constData());
        QVERIFY2(a.contains("\"gen_ai.request.labels\":{\"adk_agent_name\":\"kyoto_guide\"}"),
            a.constData());
        QCOMPARE(llm.children.size(), 1);
        const Span &tool = llm.children.at(0);
        QCOMPARE(tool.kind, u"internal"_s);
        QCOMPARE(tool.toolCallId, u"adk-7"_s);
        QVERIFY(tool.attributes.json.contains("\"otel.status_code\":\"ERROR\""));
        QVERIFY(tool.attributes.json.contains("\"otel.status_description\":\"tool failed\""));
        QCOMPARE(tool.jsonPath, u"resourceSpans[0].scopeSpans[0].spans[0]"_s);
        QVERIFY2(c->diagnostics.isEmpty(), qPrintable(texts(c->diagnostics).join(u'\n')));
    }

    void otlpJsonLinesWithBase64Ids()
    {
        Document doc;
        QVERIFY(open(doc, fixture("trace_otlp_base64.jsonl")));
        QCOMPARE(doc.formatId(), u"trace.otlp"_s);
        QCOMPARE(doc.conversationCount(), 1); // the lines' spans form one trace
        const auto c = doc.conversation(0);
        QVERIFY(c);
        QCOMPARE(c->turnSpans.size(), 1);
        const Span &root = c->turnSpans.at(0);
        QCOMPARE(root.spanId, u"eee19b7ec3c1b173"_s);
        QCOMPARE(root.traceId, u"5b8efff798038103d269b633813fc60c"_s);
        QCOMPARE(root.children.size(), 1);
        QCOMPARE(root.children.at(0).parentSpanId, u"eee19b7ec3c1b173"_s);
        QCOMPARE(root.children.at(0).eventId, u"oFT99B40"_s);
    }

    void idForms_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("id");
        QTest::newRow("hex") << "\"EEE19B7EC3C1B174\""_ba << u"eee19b7ec3c1b174"_s;
        QTest::newRow("base64") << "\"7uGbfsPBsXQ=\""_ba << u"eee19b7ec3c1b174"_s;
        QTest::newRow("base64 128")
            << "\"W47/95gDgQPSabYzgT/GDA==\""_ba << u"5b8efff798038103d269b633813fc60c"_s;
        QTest::newRow("python decimal") << "12297829382473034410"_ba << u"aaaaaaaaaaaaaaaa"_s;
        QTest::newRow("go root parent") << "\"0000000000000000\""_ba << QString();
        QTest::newRow("null") << "null"_ba << QString();
        QTest::newRow("empty") << "\"\""_ba << QString();
    }

    void idForms()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, id);
        const QByteArray file
            = "[{\"name\":\"x\",\"trace_id\":\"e05ba4f0e0a27b117e6f30fdffe206c2\","
              "\"start_time\":1,\"span_id\":"
            + json + "}]";
        Document doc;
        QVERIFY(open(doc, QString(), file));
        const auto c = doc.conversation(0);
        QVERIFY(c);
        QCOMPARE(c->turnSpans.size(), 1);
        QCOMPARE(c->turnSpans.at(0).spanId, id);
    }

    void malformedSpansStillShow()
    {
        Document doc;
        QVERIFY(open(doc, fixture("trace_adk_malformed.json")));
        QCOMPARE(doc.formatId(), u"trace.adk-spans"_s);
        const auto c = doc.conversation(0);
        QVERIFY(c);
        QStringList problems = texts(c->diagnostics) + texts(doc.diagnostics());
        const QString all = problems.join(u'\n');
        // The orphan is a root, with an Info note naming its missing parent.
        const Span *orphan = find(c->turnSpans, u"orphan"_s);
        QVERIFY(orphan);
        QVERIFY(std::any_of(c->turnSpans.cbegin(), c->turnSpans.cend(),
            [](const Span &s) { return s.name == u"orphan"_s; }));
        QVERIFY2(anyContains(problems, u"The parent ffffffffffffffff of span orphan"_s),
            qPrintable(all));
        // Both duplicates survive; the children go to the first.
        const Span *first = find(c->turnSpans, u"dup first"_s);
        QVERIFY(first);
        QVERIFY(find(c->turnSpans, u"dup second"_s));
        QCOMPARE(first->children.size(), 2);
        QVERIFY2(anyContains(problems, u"Duplicate span id bbbbbbbbbbbbbbb1"_s), qPrintable(all));
        // The cycle is cut: both spans shown, one is a root.
        QVERIFY(find(c->turnSpans, u"cycle a"_s));
        QVERIFY(find(c->turnSpans, u"cycle b"_s));
        QVERIFY2(anyContains(problems, u"is its own ancestor"_s), qPrintable(all));
        // Bad values: the span stays, the problem names where it is.
        const Span *badTime = find(c->turnSpans, u"bad time"_s);
        QVERIFY(badTime);
        QVERIFY(!badTime->start.valid);
        QVERIFY2(anyContains(problems, u"Unreadable span time \"yesterday\""_s), qPrintable(all));
        QVERIFY2(anyContains(problems, u"Span backwards ends before it starts"_s), qPrintable(all));
        QVERIFY2(anyContains(problems, u"Expected object but found string"_s)
                || anyContains(problems, u"[5]"_s),
            qPrintable(all));
        // Python's decimal ids: the 64-bit span id exactly, in hex.
        const Span *python = find(c->turnSpans, u"python ids"_s);
        QVERIFY(python);
        QCOMPARE(python->spanId, u"aaaaaaaaaaaaaaaa"_s);
        QVERIFY(!python->traceId.isEmpty());
        // The cut record: an error with line and column.
        QVERIFY2(std::any_of(doc.diagnostics().cbegin(), doc.diagnostics().cend(),
                     [](const Diagnostic &d) { return d.location.line > 0; })
                || std::any_of(c->diagnostics.cbegin(), c->diagnostics.cend(),
                    [](const Diagnostic &d) { return d.location.line > 0; }),
            qPrintable(all));
    }

    void deepNestingIsBounded()
    {
        QByteArray file = "[";
        const int n = 5000;
        for (int i = 0; i < n; ++i) {
            if (i)
                file += ',';
            file += "{\"name\":\"s" + QByteArray::number(i) + "\",\"span_id\":\""
                + QByteArray::number(i + 1, 16).rightJustified(16, '0') + "\",\"trace_id\":\"1\""
                + ",\"start_time\":" + QByteArray::number(1000 + i) + ",\"parent_span_id\":"
                + (i ? QByteArray("\"" + QByteArray::number(i, 16).rightJustified(16, '0') + "\"")
                     : QByteArray("null"))
                + "}";
        }
        file += "]";
        Document doc;
        QVERIFY(open(doc, QString(), file));
        const auto c = doc.conversation(0);
        QVERIFY(c);
        QCOMPARE(c->turnSpans.size(), 1);
        int depth = 0;
        int count = 0;
        std::function<void(const Span &, int)> walk = [&](const Span &s, int d) {
            depth = std::max(depth, d);
            ++count;
            for (const Span &child : s.children)
                walk(child, d + 1);
        };
        walk(c->turnSpans.at(0), 1);
        QCOMPARE(count, n);
        QVERIFY(depth <= trace_depth_limit());
        QVERIFY(anyContains(texts(c->diagnostics), u"nested deeper than"_s));
    }

private:
    static int trace_depth_limit() { return 129; }
};

QTEST_GUILESS_MAIN(TstTraceReader)
#include "tst_trace_reader.moc"
