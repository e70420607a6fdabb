// SPDX-License-Identifier: GPL-2.0-or-later
// The Trace pane (issue 18): spans derived from event times say so, a picked span selects its
// event in the messages, a selected message highlights its spans, details pretty-print payloads.
#include "genai_checks.h"
#include "items/span_tree_model.h"
#include "main_window.h"
#include "open_documents.h"
#include "selection_relay.h"
#include "spans_pane.h"

#include <QItemSelectionModel>
#include <QSignalSpy>
#include <QTest>
#include <QTreeView>

using namespace Qt::StringLiterals;

namespace {

QStringList selectedNames(QTreeView *view)
{
    QStringList names;
    for (const QModelIndex &i : view->selectionModel()->selectedRows())
        names << i.data().toString();
    return names;
}

} // namespace

class TstSpansPane : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void pickedSpanNamesItsEvent()
    {
        SpansPane pane;
        pane.setConversation(genaitest::firstConversation("trace_adk_session.json"));
        QVERIFY(!pane.showsDerivedNote()); // measured spans
        QSignalSpy picked(&pane, &SpansPane::spanPicked);
        SpanTreeModel *model = pane.model();
        const QModelIndex llm = model->index(0, 0, model->index(0, 0, model->index(0, 0)));
        pane.view()->setCurrentIndex(llm);
        QCOMPARE(picked.size(), 1);
        const SpanLink link = picked.at(0).at(0).value<SpanLink>();
        QCOMPARE(link.eventId, u"oFT99B40"_s);
        QVERIFY(pane.detailsText().contains(u"\"systemInstruction\": "_s));
        // Showing a message moves the selection without asking for a message again.
        SpanLink message;
        message.eventId = u"UT0UzOUe"_s;
        pane.showMessage(message);
        QCOMPARE(picked.size(), 1);
        QCOMPARE(
            pane.view()->currentIndex().data(SpanTreeModel::EventIdRole).toString(), u"UT0UzOUe"_s);
        QVERIFY(pane.detailsText().contains(u"Event: UT0UzOUe"_s));
    }

    void derivedTraceLinksBothWays()
    {
        MainWindow w;
        w.setPersistLayout(false);
        w.show();
        w.openFiles({QStringLiteral(INSPECTOR_TEST_DATA "/adk_session_kyoto_ts.json")});
        QVERIFY(w.waitForLoaded(10000));
        QTRY_VERIFY(w.openConversation() != nullptr);
        SpansPane *pane = w.spansPane();
        QVERIFY(pane->showsDerivedNote());
        QTreeView *trace = pane->view();

        // The message with the function call: its LLM call and the tool it asked for.
        w.selectMessage(1);
        QCOMPARE(
            selectedNames(trace), (QStringList {u"call_llm"_s, u"execute_tool lookup_season"_s}));
        QCOMPARE(trace->currentIndex().data(SpanTreeModel::EventIdRole).toString(), u"oFT99B40"_s);
        QVERIFY(pane->detailsText().contains(u"Derived from event times"_s));

        // The final answer's LLM call, picked in the trace, selects the answer.
        SpanTreeModel *model = pane->model();
        const QModelIndex agent = model->index(0, 0, model->index(0, 0));
        const QModelIndex answer = model->index(1, 0, agent);
        QCOMPARE(answer.data(SpanTreeModel::EventIdRole).toString(), u"UT0UzOUe"_s);
        trace->setCurrentIndex(answer);
        QCOMPARE(w.selection()->currentRef().message, 3);
        QCOMPARE(trace->currentIndex(), answer); // the picked span stays current

        // The tool span selects the stored function response.
        const QModelIndex tool = model->index(0, 0, model->index(0, 0, agent));
        trace->setCurrentIndex(tool);
        QCOMPARE(w.selection()->currentRef().message, 2);
        QCOMPARE(trace->currentIndex(), tool);
        QCOMPARE(selectedNames(trace), (QStringList {u"execute_tool lookup_season"_s}));

        // The user's question: the invocation it opened.
        w.selectMessage(0);
        QCOMPARE(selectedNames(trace), (QStringList {u"invocation"_s}));
    }

    void traceFileBesideItsSessionIsJoined()
    {
        MainWindow w;
        w.setPersistLayout(false);
        w.show();
        w.openFiles({QStringLiteral(INSPECTOR_TEST_DATA "/adk_session_kyoto_ts.json"),
            QStringLiteral(INSPECTOR_TEST_DATA "/trace_adk_session.json")});
        QVERIFY(w.waitForLoaded(10000));
        w.documents()->setCurrent(0); // the session
        QTRY_VERIFY(w.openConversation() != nullptr);
        QCOMPARE(w.openConversation()->messages.size(), 4);
        SpansPane *pane = w.spansPane();
        QVERIFY(!pane->showsDerivedNote()); // the measured spans of the trace file
        SpanTreeModel *model = pane->model();
        const QModelIndex agent = model->index(0, 0, model->index(0, 0));
        QCOMPARE(agent.data(SpanTreeModel::DurationNanosRole).toLongLong(), 28'100'000LL);

        // The TS tool span names a throw-away event: its call id finds the stored response.
        const QModelIndex tool = model->index(0, 0, model->index(0, 0, agent));
        QCOMPARE(tool.data(SpanTreeModel::EventIdRole).toString(), u"IqI33Pqt"_s);
        pane->view()->setCurrentIndex(tool);
        QCOMPARE(w.selection()->currentRef().message, 2);
        QCOMPARE(pane->view()->currentIndex(), tool);
        QVERIFY(pane->detailsText().contains(u"\"spots\": ["_s));

        // And the response highlights that span.
        w.selectMessage(1);
        QCOMPARE(selectedNames(pane->view()),
            (QStringList {u"call_llm"_s, u"execute_tool lookup_season"_s}));
    }

    void traceFileAloneShowsItsFirstSpan()
    {
        MainWindow w;
        w.setPersistLayout(false);
        w.show();
        w.openFiles({QStringLiteral(INSPECTOR_TEST_DATA "/trace_otlp.json")});
        QVERIFY(w.waitForLoaded(10000));
        QTRY_VERIFY(w.openConversation() != nullptr);
        SpansPane *pane = w.spansPane();
        QCOMPARE(pane->model()->rowCount(), 1);
        QCOMPARE(pane->view()->currentIndex().data().toString(), u"invocation"_s);
        QVERIFY(pane->detailsText().contains(u"Span id: eee19b7ec3c1b173"_s));
    }
};

QTEST_MAIN(TstSpansPane)
#include "tst_spans_pane.moc"
