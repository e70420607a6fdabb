// SPDX-License-Identifier: GPL-2.0-or-later
// EvaluationCasesModel and EvaluationCasesFilter (models/items) over the evaluation fixtures:
// one row per case (the cases a run lists, too), a column per metric with the case's own score
// or its worst turn's, filtered by verdict and metric and sorted by score, under
// QAbstractItemModelTester; read from a Document on the thread pool.
#include "genai_checks.h"
#include "items/evaluation_cases_filter.h"
#include "items/evaluation_cases_model.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QThreadPool>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace genaitest;
using Model = EvaluationCasesModel;

namespace {

QVector<Model::Entry> entriesOf(Document &doc, const char *name)
{
    QVector<Model::Entry> out;
    if (!open(doc, fixture("eval/") + QString::fromLatin1(name)))
        return out;
    for (int i = 0; i < doc.conversationCount(); ++i)
        out.append(Model::Entry {i, doc.conversation(i)->evaluation});
    return out;
}

QStringList column(const QAbstractItemModel &m, int c, int role = Qt::DisplayRole)
{
    QStringList out;
    for (int r = 0; r < m.rowCount(); ++r)
        out << m.index(r, c).data(role).toString();
    return out;
}

} // namespace

class TstEvaluationCases : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void adkCasesWithMetricColumns()
    {
        Document doc;
        Model model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setEntries(entriesOf(doc, "concierge_reservas_1772445307.81.evalset_result.json"));
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(column(model, Model::CaseColumn),
            (QStringList {u"cambio_fecha"_s, u"orden_invertida"_s, u"transferencia"_s}));
        QCOMPARE(column(model, Model::StatusColumn, Model::StatusRole),
            (QStringList {QString::number(int(EvaluationStatus::Fail)),
                QString::number(int(EvaluationStatus::Fail)),
                QString::number(int(EvaluationStatus::NotEvaluated))}));
        QCOMPARE(model.metricNames(),
            (QStringList {u"tool_trajectory_avg_score"_s, u"response_match_score"_s,
                u"final_response_match_v2"_s}));
        QCOMPARE(model.columnCount(), Model::FirstMetricColumn + 3);
        const int trajectory = Model::FirstMetricColumn;
        const int response = Model::FirstMetricColumn + 1;
        const int judged = Model::FirstMetricColumn + 2;
        QCOMPARE(model.headerData(response, Qt::Horizontal).toString(), u"response_match_score"_s);
        QVERIFY(model.index(0, trajectory).data().toString().startsWith(u"✗ 0"_s));
        QVERIFY(model.index(2, trajectory).data().toString().startsWith(u"✓ 1"_s));
        QCOMPARE(model.index(0, response).data(Model::ScoreRole).toDouble(), 0.8235294117647058);
        // Against its threshold.
        QCOMPARE(model.index(0, response).data().toString(), u"✓ 0.824 (needs 0.7)"_s);
        // A case without the metric: an empty cell with no verdict, never 0.
        QVERIFY(model.index(1, response).data().toString().isEmpty());
        QVERIFY(!model.index(1, response).data(Model::StatusRole).isValid());
        // A metric with no score: said so, not 0.
        QVERIFY(model.index(2, judged).data().toString().contains(u"no score"_s));
        QVERIFY(!model.index(2, judged).data(Model::ScoreRole).isValid());
        QVERIFY(
            model.index(0, trajectory).data(Qt::ToolTipRole).toString().contains(u"Threshold"_s));

        EvaluationCasesFilter filter;
        QAbstractItemModelTester filterTester(
            &filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        filter.setSourceModel(&model);
        filter.setStatus(EvaluationStatus::Fail);
        QCOMPARE(column(filter, Model::CaseColumn),
            (QStringList {u"cambio_fecha"_s, u"orden_invertida"_s}));
        // By metric: only the cases that have it, judged by its verdict.
        filter.setMetric(u"tool_trajectory_avg_score"_s);
        QCOMPARE(filter.rowCount(), 2);
        filter.setStatus(EvaluationStatus::Pass);
        QCOMPARE(column(filter, Model::CaseColumn), QStringList {u"transferencia"_s});
        filter.setStatus(std::nullopt);
        filter.setMetric(u"response_match_score"_s);
        QCOMPARE(column(filter, Model::CaseColumn), QStringList {u"cambio_fecha"_s});
        QCOMPARE(filter.metricColumn(u"nope"_s), -1);
        filter.setMetric(u"nope"_s);
        QCOMPARE(filter.rowCount(), 0);
        // Sorted by score (numbers, not texts), and by verdict: failures first.
        filter.setMetric(QString());
        filter.sort(trajectory, Qt::DescendingOrder);
        QCOMPARE(column(filter, Model::CaseColumn).first(), u"transferencia"_s);
        filter.sort(Model::StatusColumn, Qt::AscendingOrder);
        QCOMPARE(column(filter, Model::CaseColumn).last(), u"transferencia"_s);
    }

    void cesTurnMetricsTakeTheWorstTurn()
    {
        Document doc;
        Model model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setEntries(entriesOf(doc, "ces_golden_result_fail_ja.json"));
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.index(0, Model::StatusColumn).data(Model::StatusRole).toInt(),
            int(EvaluationStatus::Fail));
        const int tools = model.metricNames().indexOf(u"overallToolInvocation"_s);
        QVERIFY(tools >= 0);
        const QModelIndex cell = model.index(0, Model::FirstMetricColumn + tools);
        // Turn 1 scored 0 on its tool calls: the case shows the lowest turn, failed.
        QCOMPARE(cell.data(Model::ScoreRole).toDouble(), 0.0);
        QVERIFY(cell.data(Qt::ToolTipRole).toString().contains(u"turn"_s));
        QVERIFY(model.index(0, Model::TurnsColumn).data().toInt() >= 2);
    }

    void runListsItsCases()
    {
        // A run read as one conversation: a row per case it lists, all in that conversation.
        Document doc;
        Model model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setEntries(entriesOf(doc, "ces_evaluation_run.json"));
        QCOMPARE(model.rowCount(), 2);
        for (int r = 0; r < 2; ++r) {
            QCOMPARE(model.index(r, 0).data(Model::ConversationRole).toInt(), 0);
            QCOMPARE(model.index(r, 0).data(Model::ListedCaseRole).toInt(), r);
        }
    }

    void readFromTheDocument()
    {
        Document doc;
        QVERIFY(open(doc, fixture("eval/concierge_reservas_1772445307.81.evalset_result.json")));
        Model model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy loaded(&model, &Model::casesLoaded);
        model.setDocument(&doc);
        QVERIFY(model.isLoading());
        QVERIFY(loaded.wait(20000));
        QVERIFY(!model.isLoading());
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.index(2, 0).data(Model::ConversationRole).toInt(), 2);
        // Not an evaluation file: no cases, nothing read.
        Document session;
        QVERIFY(open(session, fixture("adk_session_grounded_ja.json")));
        model.setDocument(&session);
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!model.isLoading());
        // A document replaced while its cases are read: that reading is dropped.
        const qsizetype before = loaded.size();
        model.setDocument(&doc);
        model.setDocument(nullptr);
        QThreadPool::globalInstance()->waitForDone();
        QCoreApplication::processEvents(); // its delivery, had it not been dropped
        QCOMPARE(loaded.size(), before);
        QCOMPARE(model.rowCount(), 0);
    }
};

QTEST_MAIN(TstEvaluationCases)
#include "tst_evaluation_cases.moc"
