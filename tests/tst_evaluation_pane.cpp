// SPDX-License-Identifier: GPL-2.0-or-later
// The Evaluation pane on an ADK eval set result (expected beside actual, a date argument and a
// word that differ, metric verdicts, a score the file leaves out) and on a CES golden result in
// Japanese; its models pass QAbstractItemModelTester; a turn activated shows its messages.
#include "compare/tool_trajectory.h"
#include "document/document.h"
#include "evaluation_cases_view.h"
#include "evaluation_pane.h"
#include "items/comparison_model.h"
#include "items/evaluation_cases_filter.h"
#include "items/evaluation_turns_model.h"
#include "items/metric_rows_model.h"
#include "linked_conversation.h"
#include "main_window.h"
#include "open_documents.h"
#include "selection_relay.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace Qt::StringLiterals;

namespace {

QString fixture(const char *name)
{
    return QStringLiteral(INSPECTOR_TEST_DATA) + u'/' + QString::fromLatin1(name);
}

int metricRow(const MetricRowsModel *model, const QString &name)
{
    for (int r = 0; r < model->rowCount(); ++r) {
        if (model->index(r, MetricRowsModel::Name).data().toString().endsWith(name))
            return r;
    }
    return -1;
}

} // namespace

class TstEvaluationPane : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void adkEvalSetResult()
    {
        MainWindow window;
        window.setPersistLayout(false);
        window.show();
        EvaluationPane *pane = window.evaluationPane();
        QAbstractItemModelTester turnsTester(
            pane->turnsModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester metricsTester(
            pane->metricsModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        window.openFiles({fixture("eval/concierge_reservas_1772445307.81.evalset_result.json")});
        QVERIFY(window.waitForLoaded(10000));
        QTRY_VERIFY(pane->turnsModel()->evaluationCase() != nullptr);
        QVERIFY2(pane->header()->text().startsWith(u"cambio_fecha · ✗ Fail"_s),
            qPrintable(pane->header()->text()));
        EvaluationTurnsModel *turns = pane->turnsModel();
        QCOMPARE(turns->rowCount(), 1);
        const QModelIndex expected = turns->index(0, 0);
        const QModelIndex actual = turns->index(0, 1);
        QVERIFY(actual.data(ComparisonModel::DiffersRole).toBool());
        QCOMPARE(expected.data(ComparisonModel::UserTextRole).toString(),
            u"Quiero cambiar mi reserva KY-1 al 21 de marzo"_s);
        // The date: 21 expected, 22 said; the second call's arguments differ the same way.
        const auto said
            = actual.data(ComparisonModel::ChangedRangesRole).value<QVector<Utf16Range>>();
        QCOMPARE(said.size(), 1);
        QCOMPARE(actual.data(ComparisonModel::AnswerTextRole)
                     .toString()
                     .mid(said.first().begin, said.first().length()),
            u"22"_s);
        QCOMPARE(actual.data(ComparisonModel::ToolStatusesRole).value<QVector<int>>(),
            (QVector<int> {
                int(TrajectoryRow::Status::Same), int(TrajectoryRow::Status::ArgsDiffer)}));
        QVERIFY(actual.data(ComparisonModel::ToolLinesRole)
                    .toStringList()
                    .last()
                    .contains(u"2026-03-22"_s));
        // The metrics: the recorded verdicts, the raw score in the tool tip.
        MetricRowsModel *metrics = pane->metricsModel();
        const int trajectory = metricRow(metrics, u"tool_trajectory_avg_score"_s);
        QVERIFY(trajectory >= 0);
        QCOMPARE(metrics->index(trajectory, MetricRowsModel::Score).data().toString(), u"0"_s);
        QCOMPARE(
            metrics->index(trajectory, MetricRowsModel::Status).data().toString(), u"✗ Fail"_s);
        const int response = metricRow(metrics, u"response_match_score"_s);
        QVERIFY(response >= 0);
        QCOMPARE(metrics->index(response, MetricRowsModel::Score).data().toString(), u"0.824"_s);
        QVERIFY(metrics->index(response, MetricRowsModel::Score)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .startsWith(u"0.82352941"_s));
        // A turn activated: the window shows its first actual message.
        window.selectMessage(3);
        Q_EMIT pane->turnsView()->activated(turns->index(0, 1));
        QCOMPARE(window.selection()->currentRef().message, 0);

        // The third case: a metric the file did not evaluate has no score (not 0).
        window.selectConversation(2);
        QTRY_VERIFY(pane->header()->text().startsWith(u"transferencia"_s));
        const int v2 = metricRow(metrics, u"final_response_match_v2"_s);
        QVERIFY(v2 >= 0);
        QVERIFY(!metrics->index(v2, 0).data(MetricRowsModel::ScoreRole).isValid());
        QCOMPARE(metrics->index(v2, MetricRowsModel::Score).data().toString(), u"no score"_s);
        QCOMPARE(
            metrics->index(v2, MetricRowsModel::Status).data().toString(), u"– Not evaluated"_s);
    }

    void linkedConversationBesideTheFile()
    {
        QVERIFY(LinkedConversation::matches(u"c1"_s, u"projects/p/apps/a/conversations/c1"_s));
        QVERIFY(LinkedConversation::matches(u"projects/p/apps/a/conversations/c1"_s, u"c1"_s));
        QVERIFY(!LinkedConversation::matches(u"c1"_s, u"projects/p/apps/a/conversations/c11"_s));
        QVERIFY(!LinkedConversation::matches(QString(), QString()));
        // The eval set result in a folder with the session its first case ran, and another file.
        QTemporaryDir dir;
        QVERIFY(QFile::copy(fixture("eval/concierge_reservas_1772445307.81.evalset_result.json"),
            dir.filePath(u"result.json"_s)));
        const auto write = [&](const QString &name, const QByteArray &text) {
            QFile f(dir.filePath(name));
            return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
        };
        QVERIFY(write(u"a_other.json"_s,
            R"({"id":"s-other","appName":"concierge","userId":"u","events":[]})"));
        QVERIFY(write(u"b_session.json"_s,
            R"({"id":"___eval___session___6f1c","appName":"concierge","userId":"u","events":[
{"id":"e1","invocationId":"i1","author":"user","timestamp":1772445300.0,"content":{"role":"user","parts":[{"text":"Quiero cambiar mi reserva"}]}},
{"id":"e2","invocationId":"i1","author":"concierge","timestamp":1772445301.0,"content":{"role":"model","parts":[{"text":"Hecho."}]}}]})"));
        MainWindow window;
        window.setPersistLayout(false);
        window.show();
        EvaluationPane *pane = window.evaluationPane();
        window.openFiles({dir.filePath(u"result.json"_s)});
        QVERIFY(window.waitForLoaded(10000));
        QTRY_VERIFY(pane->header()->text().startsWith(u"cambio_fecha"_s));
        QCOMPARE(pane->linkedName(), u"___eval___session___6f1c"_s);
        QVERIFY(pane->linkedButton()->isEnabled());
        pane->linkedButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(
            window.selection()->document()->displayName(), u"b_session.json"_s, 20000);
        QTRY_VERIFY(window.openConversation() != nullptr
            && window.openConversation()->id == u"___eval___session___6f1c"_s);
        QTRY_COMPARE(window.selection()->currentRef().message, 0); // its first turn
        // Asked again from the result, it is found among the open files (not opened again).
        QCOMPARE(window.documents()->count(), 2);
        window.documents()->setCurrent(0);
        QTRY_VERIFY(pane->header()->text().startsWith(u"cambio_fecha"_s));
        pane->linkedButton()->click();
        QCOMPARE(window.selection()->document()->displayName(), u"b_session.json"_s);
        QCOMPARE(window.documents()->count(), 2);
        // A name no file holds: said in words.
        QSignalSpy said(window.statusBar(), &QStatusBar::messageChanged);
        window.documents()->setCurrent(0);
        QTRY_VERIFY(pane->header()->text().startsWith(u"cambio_fecha"_s));
        window.selectConversation(1); // orden_invertida ran ___eval___session___77aa
        QTRY_VERIFY(pane->header()->text().startsWith(u"orden_invertida"_s));
        pane->linkedButton()->click();
        QTRY_VERIFY(!said.isEmpty() && said.last().at(0).toString().contains(u"neither open"_s));
        QCOMPARE(window.documents()->count(), 2);
    }

    void casesTab()
    {
        // The Cases tab lists the file's cases; filtered to the passing tool trajectories and
        // chosen, a case shows its conversation; activated, its turns.
        MainWindow window;
        window.setPersistLayout(false);
        window.show();
        EvaluationPane *pane = window.evaluationPane();
        EvaluationCasesView *cases = pane->casesView();
        QAbstractItemModelTester tester(
            cases->filter(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        window.showPanel(u"cases"_s);
        QCOMPARE(pane->tabs()->currentWidget(), cases);
        window.openFiles({fixture("eval/concierge_reservas_1772445307.81.evalset_result.json")});
        QVERIFY(window.waitForLoaded(10000));
        QTRY_COMPARE(cases->filter()->rowCount(), 3);
        QTRY_VERIFY(cases->countLabel()->text().startsWith(u"3 case"_s));
        // Failures first; the case the window shows is the current row.
        QCOMPARE(cases->view()->model()->index(2, 0).data().toString(), u"transferencia"_s);
        QCOMPARE(cases->view()->currentIndex().data().toString(), u"cambio_fecha"_s);
        window.selectConversation(1);
        QTRY_COMPARE(cases->view()->currentIndex().data().toString(), u"orden_invertida"_s);
        cases->metricBox()->setCurrentIndex(
            cases->metricBox()->findData(u"tool_trajectory_avg_score"_s));
        Q_EMIT cases->metricBox()->activated(cases->metricBox()->currentIndex());
        cases->statusBox()->setCurrentIndex(
            cases->statusBox()->findData(int(EvaluationStatus::Pass)));
        Q_EMIT cases->statusBox()->activated(cases->statusBox()->currentIndex());
        QCOMPARE(cases->filter()->rowCount(), 1);
        QVERIFY(cases->countLabel()->text().startsWith(u"1 of 3"_s));
        const QModelIndex only = cases->view()->model()->index(0, 0);
        QCOMPARE(only.data().toString(), u"transferencia"_s);
        cases->view()->setCurrentIndex(only);
        QCOMPARE(window.selection()->document()->conversationCount(), 3);
        QTRY_VERIFY(pane->header()->text().startsWith(u"transferencia"_s));
        QCOMPARE(pane->tabs()->currentWidget(), cases); // browsing the list stays on it
        Q_EMIT cases->view()->activated(only);
        QVERIFY(pane->tabs()->currentWidget() != cases); // the case's own tab
    }

    void cesGoldenResultAndPlainConversations()
    {
        MainWindow window;
        window.setPersistLayout(false);
        EvaluationPane *pane = window.evaluationPane();
        window.openFiles({fixture("eval/ces_golden_result_fail_ja.json")});
        QVERIFY(window.waitForLoaded(10000));
        QTRY_VERIFY(pane->turnsModel()->evaluationCase() != nullptr);
        QVERIFY(pane->header()->text().contains(u"✗ Fail"_s));
        QVERIFY(pane->turnsModel()->rowCount() > 0);
        // The first turn is selected: its metrics and expectations follow the case's.
        const int caseRows = int(pane->turnsModel()->evaluationCase()->metrics.size());
        QCOMPARE(pane->turnsView()->currentIndex().row(), 0);
        QVERIFY(pane->metricsModel()->rowCount() > caseRows);
        QCOMPARE(
            pane->metricsModel()->index(caseRows, 0).data(MetricRowsModel::TurnRole).toInt(), 0);
        // The expected tool names only its resource, the observed call its display name: the
        // same tool (aligned by resource), with other arguments.
        const QModelIndex actual = pane->turnsModel()->index(0, 1);
        QCOMPARE(actual.data(ComparisonModel::ToolStatusesRole).value<QVector<int>>().first(),
            int(TrajectoryRow::Status::ArgsDiffer));

        window.openFiles({fixture("ces_conversation.json")});
        QVERIFY(window.waitForLoaded(10000));
        QTRY_VERIFY(pane->turnsModel()->evaluationCase() == nullptr);
        QCOMPARE(pane->turnsModel()->rowCount(), 0);
        QVERIFY(pane->header()->text().contains(u"not an evaluation result"_s));
    }

    void cesGoldenResultBesideItsEvaluation()
    {
        // A golden result does not repeat the user's words; its Evaluation, open too, has them.
        MainWindow window;
        window.setPersistLayout(false);
        EvaluationPane *pane = window.evaluationPane();
        window.openFiles({fixture("eval/ces_golden_result_fail_ja.json")});
        QVERIFY(window.waitForLoaded(10000));
        QTRY_VERIFY(pane->turnsModel()->evaluationCase() != nullptr);
        QVERIFY(pane->turnsModel()
                    ->index(0, 0)
                    .data(ComparisonModel::UserTextRole)
                    .toString()
                    .isEmpty());
        window.openFiles({fixture("eval/ces_evaluation_golden_ja.json")});
        QVERIFY(window.waitForLoaded(10000));
        window.documents()->setCurrent(0); // the result again, its Evaluation open beside it
        QTRY_COMPARE(pane->turnsModel()->index(0, 0).data(ComparisonModel::UserTextRole).toString(),
            u"予約を3月21日から2泊に変えたいです"_s);
        QCOMPARE(pane->turnsModel()->index(1, 0).data(ComparisonModel::UserTextRole).toString(),
            u"和室でお願いします"_s);
    }
};

QTEST_MAIN(TstEvaluationPane)
#include "tst_evaluation_pane.moc"
