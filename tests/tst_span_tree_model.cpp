// SPDX-License-Identifier: GPL-2.0-or-later
#include "genai_checks.h"
#include "items/span_details.h"
#include "items/span_tree_model.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

Timestamp at(qint64 millis)
{
    Timestamp t;
    t.nanosSinceEpoch = millis * 1000000;
    t.valid = true;
    return t;
}

std::shared_ptr<Conversation> traced()
{
    auto c = std::make_shared<Conversation>();
    c->id = u"c1"_s;
    Span root;
    root.name = u"turn"_s;
    root.start = at(1772446500000);
    root.duration = 1500000000;
    root.attributes.json = QByteArrayLiteral("{\"agent\":\"root\",\"llm.model\":\"demo\"}");
    root.jsonPath = u"turns[0].rootSpan"_s;
    Span llm;
    llm.name = u"llm"_s;
    llm.duration = 900000000;
    Span tool;
    tool.name = u"tool:lookup_order"_s;
    tool.start = at(1772446501100);
    tool.end = at(1772446501350);
    tool.duration = 250000000;
    Span http;
    http.name = u"http"_s;
    http.duration = 200000000;
    tool.children.append(http);
    root.children = {llm, tool};
    Span second;
    second.start = at(1772446560000);
    c->turnSpans = {root, second};
    return c;
}

} // namespace

class TstSpanTreeModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void tree()
    {
        SpanTreeModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.setConversation(traced());
        QCOMPARE(model.rowCount(), 2);
        const QModelIndex root = model.index(0, 0);
        QCOMPARE(root.data().toString(), u"turn"_s);
        QCOMPARE(root.data(SpanTreeModel::DurationNanosRole).toLongLong(), 1500000000LL);
        QCOMPARE(model.index(0, SpanTreeModel::DurationColumn).data().toString(),
            formatDuration(1500000000));
        QCOMPARE(model.index(0, SpanTreeModel::AttributesColumn).data().toString(),
            u"agent=root, llm.model=demo"_s);
        QCOMPARE(root.data(SpanTreeModel::JsonPathRole).toString(), u"turns[0].rootSpan"_s);
        QCOMPARE(model.rowCount(root), 2);
        const QModelIndex tool = model.index(1, 0, root);
        QCOMPARE(tool.data().toString(), u"tool:lookup_order"_s);
        QCOMPARE(tool.parent(), root);
        QVERIFY(tool.data(SpanTreeModel::StartRole).toDateTime().isValid());
        QCOMPARE(tool.data(SpanTreeModel::DurationFractionRole).toDouble(), 250.0 / 1500.0);
        const QModelIndex http = model.index(0, 0, tool);
        QCOMPARE(http.data().toString(), u"http"_s);
        QCOMPARE(http.parent().parent(), root);
        QCOMPARE(http.data(SpanTreeModel::TurnRole).toInt(), 0);
        // A nameless root span is labelled by its turn; no duration means an empty cell.
        const QModelIndex second = model.index(1, 0);
        QCOMPARE(second.data().toString(), u"Turn 2"_s);
        QVERIFY(model.index(1, SpanTreeModel::DurationColumn).data().toString().isEmpty());
        QVERIFY(!second.data(SpanTreeModel::DurationNanosRole).isValid());
    }

    void waterfallRoles()
    {
        SpanTreeModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.setConversation(traced());
        const QModelIndex root = model.index(0, 0);
        QCOMPARE(root.data(SpanTreeModel::StartOffsetRole).toLongLong(), 0LL);
        QCOMPARE(root.data(SpanTreeModel::RootDurationRole).toLongLong(), 1500000000LL);
        QCOMPARE(root.data(SpanTreeModel::DurationRole).toLongLong(), 1500000000LL);
        // The tool span starts 1.1 s into the turn and lasts 250 ms.
        const QModelIndex tool = model.index(1, SpanTreeModel::TimelineColumn, root);
        QCOMPARE(tool.data(SpanTreeModel::StartOffsetRole).toLongLong(), 1100000000LL);
        QCOMPARE(tool.data(SpanTreeModel::RootDurationRole).toLongLong(), 1500000000LL);
        QVERIFY(!tool.data().isValid()); // the delegate paints, no text
        QVERIFY(tool.data(Qt::ToolTipRole).toString().contains(formatDuration(250000000)));
        // No start time: no offset, but the root duration still sizes the bar.
        const QModelIndex llm = model.index(0, 0, root);
        QVERIFY(!llm.data(SpanTreeModel::StartOffsetRole).isValid());
        QCOMPARE(llm.data(SpanTreeModel::RootDurationRole).toLongLong(), 1500000000LL);
        // A root without a duration or children has no extent.
        QVERIFY(!model.index(1, 0).data(SpanTreeModel::RootDurationRole).isValid());
        QCOMPARE(model.headerData(SpanTreeModel::TimelineColumn, Qt::Horizontal).toString(),
            u"Timeline"_s);
    }

    void extentFromChildren()
    {
        auto c = traced();
        Span &root = c->turnSpans[0];
        root.duration.reset(); // the turn lasts until the tool ends: 1.1 s + 250 ms
        SpanTreeModel model;
        model.setConversation(c);
        const QModelIndex tool = model.index(1, 0, model.index(0, 0));
        QCOMPARE(tool.data(SpanTreeModel::RootDurationRole).toLongLong(), 1350000000LL);
        QCOMPARE(tool.data(SpanTreeModel::DurationFractionRole).toDouble(), 250.0 / 1350.0);
    }

    void traceFileSpans()
    {
        // The ADK `/debug/trace/session` list as the window reads it.
        const auto c = genaitest::firstConversation("trace_adk_session.json");
        QVERIFY(c);
        SpanTreeModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.setConversation(c);
        QCOMPARE(model.rowCount(), 1);
        const QModelIndex root = model.index(0, 0);
        QCOMPARE(root.data().toString(), u"invocation"_s);
        const QModelIndex agent = model.index(0, 0, root);
        const QModelIndex llm = model.index(0, 0, agent);
        QCOMPARE(llm.data(SpanTreeModel::EventIdRole).toString(), u"oFT99B40"_s);
        QCOMPARE(llm.data(SpanTreeModel::DerivedRole).toBool(), false);
        const QModelIndex tool = model.index(0, 0, llm);
        QCOMPARE(tool.data(SpanTreeModel::ToolCallIdRole).toString(),
            u"adk-08e0953a-55ee-402a-a1b9-dd971647e6aa"_s);
        // The tool's place on the invocation's time line: 25 ms after its start.
        QCOMPARE(tool.data(SpanTreeModel::StartOffsetRole).toLongLong(), 25'000'000LL);
        QCOMPARE(tool.data(SpanTreeModel::RootDurationRole).toLongLong(), 32'000'000LL);

        // The function-response event (TS traced another event id on the tool span): its call
        // id finds the tool span; the call's event finds its LLM call and the tool it asked for.
        SpanLink response;
        response.eventId = u"kEO5t4Wv"_s;
        response.toolCallIds = {u"adk-08e0953a-55ee-402a-a1b9-dd971647e6aa"_s};
        QCOMPARE(model.matching(response), (QModelIndexList {tool}));
        SpanLink call = response;
        call.eventId = u"oFT99B40"_s;
        QCOMPARE(model.matching(call), (QModelIndexList {llm, tool}));
        QVERIFY(model.matching(SpanLink {u"nope"_s, {}, 0}).isEmpty());

        // Details: the LLM request, held as JSON in a string, is pretty-printed.
        const QString details = spandetails::text(*model.spanAt(llm));
        QVERIFY2(details.contains(u"Event: oFT99B40"_s), qPrintable(details));
        QVERIFY2(details.contains(
                     u"gcp.vertex.agent.llm_request:\n{\n  \"model\": \"scripted-gemini\""_s),
            qPrintable(details));
        QVERIFY2(details.contains(u"gen_ai.usage.input_tokens: 40"_s), qPrintable(details));
        QVERIFY(spandetails::text(*model.spanAt(tool)).contains(u"\"best\": \"11月下旬\""_s));
    }

    void derivedSpansSaySo()
    {
        const auto c = genaitest::firstConversation("adk_session_kyoto_ts.json");
        QVERIFY(c);
        SpanTreeModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.setConversation(c);
        const QModelIndex root = model.index(0, 0);
        QVERIFY(root.data(SpanTreeModel::DerivedRole).toBool());
        QVERIFY(root.data(Qt::ToolTipRole).toString().contains(u"Derived from event times"_s));
        QVERIFY(spandetails::text(*model.spanAt(root)).contains(u"Derived from event times"_s));
        // Every message of the session finds its spans.
        for (const Message &m : c->messages)
            QVERIFY2(!model.matching(SpanLink::ofMessage(m)).isEmpty(), qPrintable(m.id));
        SpanLink picked
            = SpanLink::ofSpan(*model.spanAt(model.index(0, 0, model.index(0, 0, root))), 0);
        QCOMPARE(picked.messageRow(*c), 1);
    }

    void resets()
    {
        SpanTreeModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.setConversation(traced());
        model.setConversation(std::make_shared<Conversation>());
        QCOMPARE(model.rowCount(), 0);
        model.setConversation(traced());
        QCOMPARE(model.rowCount(), 2);
        model.retranslate();
        model.setConversation(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }
};

QTEST_GUILESS_MAIN(TstSpanTreeModel)
#include "tst_span_tree_model.moc"
