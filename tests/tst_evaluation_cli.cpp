// SPDX-License-Identifier: GPL-2.0-or-later
// `check` and `export --format json` (docs/cli.md) on the evaluation fixtures: the built binary,
// its format ids, exit codes, and the expected side and metrics under "extra".
#include "cli_process.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QString fixture(const QString &name)
{
    return QStringLiteral(INSPECTOR_TEST_DATA "/eval/") + name;
}

} // namespace

class TestEvaluationCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void checkEveryFixture_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("format");
        const QPair<const char *, const char *> rows[] = {
            {"ces_golden_result_pass_en.json", "ces.evaluation-result"},
            {"ces_golden_result_fail_ja.json", "ces.evaluation-result"},
            {"ces_scenario_result_es.json", "ces.evaluation-result"},
            {"ces_evaluation_golden_ja.json", "ces.evaluation"},
            {"ces_evaluation_run.json", "ces.evaluation-run"},
            {"ces_evaluation_dataset.json", "ces.evaluation-dataset"},
            {"ces_result_bad.json", "ces.evaluation-result"},
            {"reservas.evalset.json", "adk.evalset"},
            {"concierge_reservas_1772445307.81.evalset_result.json", "adk.evalset-result"},
            {"concierge_reservas_1772440000.5.evalset_result.json", "adk.evalset-result"},
            {"adk_result_bad.evalset_result.json", "adk.evalset-result"},
            {"run_eval_results_ja.json", "adk.run-eval-results"},
            {"roll_die.test.json", "adk.legacy-test"},
            {"home_automation.test.json", "adk.legacy-evalset"},
        };
        for (const auto &[file, format] : rows)
            QTest::newRow(file) << QString::fromLatin1(file) << QString::fromLatin1(format);
    }

    void checkEveryFixture()
    {
        QFETCH(QString, file);
        QFETCH(QString, format);
        // Diagnostics are no failure: every fixture is read, exit 0 (cli.md "check").
        const CliRun r = runCli({u"check"_s, u"--json"_s, fixture(file)});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject f = QJsonDocument::fromJson(r.out)
                                  .object()
                                  .value(u"files"_s)
                                  .toArray()
                                  .first()
                                  .toObject();
        QCOMPARE(f.value(u"format"_s).toString(), format);
        QVERIFY(f.value(u"ok"_s).toBool());
    }

    void exportWritesExpectedAndMetricsUnderExtra()
    {
        const CliRun r = runCli({u"export"_s, u"--format"_s, u"json"_s,
            fixture(u"concierge_reservas_1772445307.81.evalset_result.json"_s)});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject doc = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(doc.value(u"format"_s).toString(), u"adk.evalset-result"_s);
        const QJsonArray conversations = doc.value(u"conversations"_s).toArray();
        QCOMPARE(conversations.size(), 3);
        const QJsonObject evaluation = conversations.first()
                                           .toObject()
                                           .value(u"extra"_s)
                                           .toObject()
                                           .value(u"evaluation"_s)
                                           .toObject();
        QCOMPARE(evaluation.value(u"status"_s).toString(), u"fail"_s);
        const QJsonObject turn = evaluation.value(u"turns"_s).toArray().first().toObject();
        const QJsonArray expectedCalls
            = turn.value(u"expected"_s).toObject().value(u"toolCalls"_s).toArray();
        QCOMPARE(expectedCalls.at(1).toObject().value(u"args"_s).toObject().value(u"date"_s),
            QJsonValue(u"2026-03-21"_s));
        const QJsonObject metric = turn.value(u"metrics"_s).toArray().first().toObject();
        QCOMPARE(metric.value(u"name"_s).toString(), u"tool_trajectory_avg_score"_s);
        QCOMPARE(metric.value(u"score"_s).toDouble(), 0.0);
        QCOMPARE(metric.value(u"threshold"_s).toDouble(), 1.0);
        // The messages are the actual side.
        const QJsonArray messages = conversations.first().toObject().value(u"messages"_s).toArray();
        QCOMPARE(messages.first().toObject().value(u"role"_s).toString(), u"user"_s);
    }

    void exportKeepsNullScores()
    {
        const CliRun r = runCli({u"export"_s, u"--format"_s, u"json"_s,
            fixture(u"concierge_reservas_1772445307.81.evalset_result.json"_s)});
        const QJsonObject evaluation = QJsonDocument::fromJson(r.out)
                                           .object()
                                           .value(u"conversations"_s)
                                           .toArray()
                                           .at(2)
                                           .toObject()
                                           .value(u"extra"_s)
                                           .toObject()
                                           .value(u"evaluation"_s)
                                           .toObject();
        const QJsonObject judged = evaluation.value(u"metrics"_s).toArray().at(1).toObject();
        QCOMPARE(judged.value(u"status"_s).toString(), u"notEvaluated"_s);
        QVERIFY(judged.value(u"score"_s).isNull());
    }
};

QTEST_GUILESS_MAIN(TestEvaluationCli)
#include "tst_evaluation_cli.moc"
