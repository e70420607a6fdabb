// SPDX-License-Identifier: GPL-2.0-or-later
// The Evaluation pane on an ADK eval set result (expected beside actual, a date argument and a
// word that differ, metric verdicts, a score the file leaves out) and on a CES golden result in
// Japanese; its models pass QAbstractItemModelTester; a turn activated shows its messages.
#include "compare/tool_trajectory.h"
#include "evaluation_pane.h"
#include "items/comparison_model.h"
#include "items/evaluation_turns_model.h"
#include "items/metric_rows_model.h"
#include "main_window.h"
#include "selection_relay.h"

#include <QAbstractItemModelTester>
#include <QLabel>
#include <QStandardPaths>
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
};

QTEST_MAIN(TstEvaluationPane)
#include "tst_evaluation_pane.moc"
