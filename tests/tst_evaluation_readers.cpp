// SPDX-License-Identifier: GPL-2.0-or-later
// The evaluation readers (evaluations.md §1, §2, §3.8) through Document: detection, the actual
// messages, the expected side, metric scores, thresholds and statuses, and the diagnostics of
// bad input, on fixtures in English, Japanese and Spanish.
#include "genai_checks.h"
#include "transcript/evaluation.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <functional>

using namespace Qt::StringLiterals;
using namespace genaitest;

namespace {

struct Opened {
    QString format;
    QVector<std::shared_ptr<const Conversation>> conversations;
    Diagnostics diagnostics; // the document's and every conversation's and message's
};

Opened openEval(const char *name)
{
    Opened out;
    Document doc;
    if (!open(doc, fixture("eval/") + QString::fromLatin1(name)))
        return out;
    out.format = doc.formatId();
    out.diagnostics = doc.diagnostics();
    for (int i = 0; i < doc.conversationCount(); ++i) {
        auto c = doc.conversation(i);
        out.conversations.append(c);
        out.diagnostics += c->diagnostics;
        for (const Message &m : c->messages)
            out.diagnostics += m.diagnostics;
    }
    return out;
}

QStringList texts(const Diagnostics &diagnostics)
{
    QStringList out;
    for (const Diagnostic &d : diagnostics)
        out << d.englishText() + u" @ "_s + d.location.jsonPath;
    return out;
}

const MetricRow *metric(const QVector<MetricRow> &rows, const QString &name)
{
    for (const MetricRow &m : rows) {
        if (m.name == name)
            return &m;
    }
    return nullptr;
}

QStringList callNames(const EvaluationSide &side)
{
    QStringList out;
    for (const EvaluationToolCall &c : side.toolCalls)
        out << c.name;
    return out;
}

QString allText(const Conversation &c)
{
    QStringList out;
    for (const Message &m : c.messages) {
        for (const Chunk &ch : m.chunks)
            out << ch.text;
    }
    return out.join(u'|');
}

// Every value of `v` (depth first), each replaced in turn by a value of another type: the
// structural mutations of a fixture (wrong types everywhere, evaluations.md §4).
void mutations(const QJsonValue &v, const std::function<QJsonValue(const QJsonValue &)> &wrap,
    QVector<QByteArray> &out, int &counter)
{
    const QJsonValue others[] = {QJsonValue(u"x"_s), QJsonValue(7), QJsonValue(QJsonArray {}),
        QJsonValue(QJsonObject {}), QJsonValue()};
    out.append(QJsonDocument::fromVariant(wrap(others[counter++ % 5]).toVariant())
                   .toJson(QJsonDocument::Compact));
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            const QString key = it.key();
            mutations(
                it.value(),
                [&](const QJsonValue &x) {
                    QJsonObject copy = o;
                    copy[key] = x;
                    return wrap(copy);
                },
                out, counter);
        }
    } else if (v.isArray()) {
        const QJsonArray a = v.toArray();
        for (qsizetype i = 0; i < a.size(); ++i) {
            mutations(
                a.at(i),
                [&](const QJsonValue &x) {
                    QJsonArray copy = a;
                    copy[i] = x;
                    return wrap(copy);
                },
                out, counter);
        }
    }
}

} // namespace

class TstEvaluationReaders : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void detection_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("format");
        QTest::addColumn<int>("conversations");
        QTest::newRow("ces pass") << u"ces_golden_result_pass_en.json"_s
                                  << u"ces.evaluation-result"_s << 1;
        QTest::newRow("ces fail") << u"ces_golden_result_fail_ja.json"_s
                                  << u"ces.evaluation-result"_s << 1;
        QTest::newRow("ces scenario")
            << u"ces_scenario_result_es.json"_s << u"ces.evaluation-result"_s << 1;
        QTest::newRow("ces evaluation")
            << u"ces_evaluation_golden_ja.json"_s << u"ces.evaluation"_s << 1;
        QTest::newRow("ces run") << u"ces_evaluation_run.json"_s << u"ces.evaluation-run"_s << 1;
        QTest::newRow("ces dataset")
            << u"ces_evaluation_dataset.json"_s << u"ces.evaluation-dataset"_s << 1;
        QTest::newRow("adk set") << u"reservas.evalset.json"_s << u"adk.evalset"_s << 2;
        QTest::newRow("adk result") << u"concierge_reservas_1772445307.81.evalset_result.json"_s
                                    << u"adk.evalset-result"_s << 3;
        QTest::newRow("adk double-encoded")
            << u"concierge_reservas_1772440000.5.evalset_result.json"_s << u"adk.evalset-result"_s
            << 1;
        QTest::newRow("adk api camelCase")
            << u"run_eval_results_ja.json"_s << u"adk.run-eval-results"_s << 1;
        QTest::newRow("legacy test") << u"roll_die.test.json"_s << u"adk.legacy-test"_s << 1;
        QTest::newRow("legacy evalset")
            << u"home_automation.test.json"_s << u"adk.legacy-evalset"_s << 2;
    }

    void detection()
    {
        QFETCH(QString, file);
        QFETCH(QString, format);
        QFETCH(int, conversations);
        const Opened o = openEval(file.toUtf8().constData());
        QCOMPARE(o.format, format);
        QCOMPARE(o.conversations.size(), conversations);
        for (const auto &c : o.conversations)
            QVERIFY(c->evaluation);
    }

    void cesFailingGoldenResult()
    {
        const Opened o = openEval("ces_golden_result_fail_ja.json");
        QVERIFY(o.diagnostics.isEmpty());
        const Conversation &c = *o.conversations.first();
        const EvaluationCase &e = *c.evaluation;
        QCOMPARE(e.family, EvaluationFamily::Ces);
        QCOMPARE(e.status, EvaluationStatus::Fail);
        QCOMPARE(e.title, u"宿泊日変更 result - 2026-03-02 10:15:07"_s);
        QCOMPARE(e.turns.size(), 2);
        const TurnPair &t0 = e.turns.at(0);
        QCOMPARE(
            t0.conversationName, u"projects/p/locations/global/apps/a1/conversations/c-turn1"_s);
        QCOMPARE(t0.latencyNanos, std::optional<qint64>(2340000000));
        // Expected: two calls (one by toolsetTool); actual: the one observed call.
        QCOMPARE(callNames(t0.expected), QStringList({u"t9"_s, u"modify_booking"_s}));
        QCOMPARE(callNames(t0.actual), QStringList({u"check_availability"_s}));
        QVERIFY(t0.actual.toolCalls.first().args.json.contains("\"nights\":2"));
        QVERIFY(!t0.actual.toolCalls.first().args.json.contains("roomType"));
        QCOMPARE(t0.expectations.size(), 2);
        QCOMPARE(t0.expectations.at(0).note, u"空室確認"_s);
        QCOMPARE(t0.expectations.at(0).status, EvaluationStatus::Fail);
        QVERIFY(qFuzzyCompare(*t0.expectations.at(0).detailScore, 0.6666667));
        QCOMPARE(t0.expectations.at(1).status, EvaluationStatus::Fail); // outcome 2, a number
        QVERIFY(t0.expectations.at(1).observed.isNull()); // the tool was never called
        const MetricRow *similarity = metric(t0.metrics, u"semanticSimilarity"_s);
        QVERIFY(similarity);
        QCOMPARE(*similarity->score, 3.0);
        QCOMPARE(*similarity->threshold, 3.0);
        QVERIFY(similarity->thresholdIsDefault);
        QCOMPARE(similarity->status, EvaluationStatus::Pass);
        const MetricRow *tools = metric(t0.metrics, u"overallToolInvocation"_s);
        QCOMPARE(*tools->score, 0.5);
        QCOMPARE(tools->status, EvaluationStatus::Fail);
        // Turn 2: hallucination 0 is a real score ("Not Justified"), not a missing one.
        const TurnPair &t1 = e.turns.at(1);
        const MetricRow *hallucination = metric(t1.metrics, u"hallucination"_s);
        QVERIFY(hallucination && hallucination->score);
        QCOMPARE(*hallucination->score, 0.0);
        QCOMPARE(hallucination->status, EvaluationStatus::Informational);
        QVERIFY(!metric(t1.metrics, u"toolOrderedInvocation"_s));
        QCOMPARE(t1.expected.responseText(), u"３月２１日から２泊、和室でご予約を変更しました。"_s);
        QCOMPARE(t1.actual.responseText(), u"3月21日から2泊でご予約を変更しました。"_s);
        // The messages are the actual side: the observed call and the observed answer.
        QCOMPARE(c.messages.size(), 2);
        QCOMPARE(c.messages.at(0).chunks.first().kind, ChunkKind::ToolCall);
        QCOMPARE(c.messages.at(1).turn, 1);
        QCOMPARE(c.messages.at(1).chunks.first().text, t1.actual.responseText());
        // Export carries the expected side under "extra".
        QVERIFY(c.extra.json.contains("\"roomType\":\"washitsu\""));
        QVERIFY(c.extra.json.contains("\"status\":\"fail\""));
    }

    void cesPassingResultUsesRecordedThresholds()
    {
        const Opened o = openEval("ces_golden_result_pass_en.json");
        QVERIFY2(o.diagnostics.isEmpty(), qPrintable(texts(o.diagnostics).join(u'\n')));
        const EvaluationCase &e = *o.conversations.first()->evaluation;
        QCOMPARE(e.status, EvaluationStatus::Pass);
        QCOMPARE(e.sourceRunId, u"projects/p/locations/global/apps/a1/evaluationRuns/run-42"_s);
        const MetricRow *similarity = metric(e.turns.first().metrics, u"semanticSimilarity"_s);
        QVERIFY(!similarity->thresholdIsDefault);
        QCOMPARE(similarity->label, u"Fully Consistent"_s);
        QCOMPARE(e.turns.first().actual.responseText(), u"Order A-1001 will ship tomorrow."_s);
    }

    void cesScenarioResult()
    {
        const Opened o = openEval("ces_scenario_result_es.json");
        QVERIFY(o.diagnostics.isEmpty());
        const Conversation &c = *o.conversations.first();
        const EvaluationCase &e = *c.evaluation;
        QCOMPARE(
            e.linkedConversation, u"projects/p/locations/global/apps/a1/conversations/c-scen"_s);
        QCOMPARE(e.turns.size(), 2); // one per scenario expectation
        QCOMPARE(callNames(e.turns.at(0).actual), QStringList({u"cancel_booking"_s}));
        QVERIFY(e.turns.at(0).actual.toolCalls.first().response.json.contains("cancelada"));
        QCOMPARE(e.turns.at(1).actual.responseText(),
            u"¿Quiere que le devolvamos el importe a su tarjeta?"_s);
        const MetricRow *rubric = metric(e.metrics, u"rubric"_s);
        QCOMPARE(*rubric->score, 0.0);
        QCOMPARE(rubric->label, u"El agente confirma la cancelación"_s);
        int hallucinations = 0;
        for (const MetricRow &m : e.metrics)
            hallucinations += m.name == u"hallucination"_s ? 1 : 0;
        QCOMPARE(hallucinations, 2); // an array here, one per turn
        QCOMPARE(metric(e.metrics, u"taskCompleted"_s)->status, EvaluationStatus::Pass);
        QCOMPARE(metric(e.metrics, u"userGoalSatisfaction"_s)->label, u"Satisfied"_s);
        QVERIFY(allText(c).contains(u"¿Quiere que le devolvamos"_s));
    }

    void cesEvaluationGoldenTurns()
    {
        const Opened o = openEval("ces_evaluation_golden_ja.json");
        QVERIFY(o.diagnostics.isEmpty());
        const Conversation &c = *o.conversations.first();
        const EvaluationCase &e = *c.evaluation;
        QCOMPARE(e.title, u"宿泊日変更"_s);
        QCOMPARE(e.turns.size(), 2);
        QCOMPARE(e.turns.at(0).userInput, u"予約を3月21日から2泊に変えたいです"_s);
        QCOMPARE(callNames(e.turns.at(0).expected), QStringList({u"check_availability"_s}));
        QCOMPARE(e.turns.at(1).expected.transferTarget, u"予約担当"_s);
        QCOMPARE(e.turns.at(1).expectations.first().status, EvaluationStatus::Skipped);
        QCOMPARE(c.messages.first().role, u"user"_s);
    }

    void cesRunAndDatasetAreSummaries()
    {
        const Opened run = openEval("ces_evaluation_run.json");
        const EvaluationCase &e = *run.conversations.first()->evaluation;
        QCOMPARE(e.title, u"nightly 2026-03-02"_s);
        QCOMPARE(int(e.cases.size()), 2);
        QCOMPARE(
            e.cases.at(0).id, u"projects/p/locations/global/apps/a1/evaluations/e1/results/r1"_s);
        QVERIFY(run.conversations.first()->properties.contains(
            qMakePair(u"progress.passedCount"_s, u"1"_s)));
        const Opened dataset = openEval("ces_evaluation_dataset.json");
        QCOMPARE(int(dataset.conversations.first()->evaluation->cases.size()), 2);
    }

    void adkResultMismatchSwappedTransferNotEvaluated()
    {
        const Opened o = openEval("concierge_reservas_1772445307.81.evalset_result.json");
        QVERIFY2(o.diagnostics.isEmpty(), qPrintable(texts(o.diagnostics).join(u'\n')));
        // 1: a tool-argument mismatch, the actual calls from invocation_events.
        const Conversation &mismatch = *o.conversations.at(0);
        const EvaluationCase &e = *mismatch.evaluation;
        QCOMPARE(e.family, EvaluationFamily::Adk);
        QCOMPARE(e.id, u"cambio_fecha"_s);
        QCOMPARE(e.status, EvaluationStatus::Fail);
        QCOMPARE(e.linkedConversation, u"___eval___session___6f1c"_s);
        QCOMPARE(e.sourceRunId, u"reservas"_s);
        const MetricRow *trajectory = metric(e.metrics, u"tool_trajectory_avg_score"_s);
        QCOMPARE(*trajectory->score, 0.0);
        QCOMPARE(*trajectory->threshold, 1.0);
        QCOMPARE(trajectory->status, EvaluationStatus::Fail);
        // threshold null: criterion.threshold
        QCOMPARE(*metric(e.metrics, u"response_match_score"_s)->threshold, 0.7);
        const TurnPair &t = e.turns.first();
        QCOMPARE(t.userInput, u"Quiero cambiar mi reserva KY-1 al 21 de marzo"_s);
        QCOMPARE(callNames(t.expected), QStringList({u"lookup_reservation"_s, u"change_date"_s}));
        QCOMPARE(callNames(t.actual), QStringList({u"lookup_reservation"_s, u"change_date"_s}));
        QVERIFY(t.expected.toolCalls.at(1).args.json.contains("2026-03-21"));
        QVERIFY(t.actual.toolCalls.at(1).args.json.contains("2026-03-22"));
        QVERIFY(t.actual.toolCalls.at(0).response.json.contains("2026-03-20"));
        QCOMPARE(t.expected.responseText(), u"He cambiado su reserva KY-1 al 21 de marzo."_s);
        QCOMPARE(t.actual.responseText(), u"He cambiado su reserva KY-1 al 22 de marzo."_s);
        QCOMPARE(t.metrics.size(), 2);
        // Messages: user, four events, final response; calls paired with their responses.
        QCOMPARE(mismatch.messages.size(), 6);
        QCOMPARE(mismatch.messages.first().role, u"user"_s);
        QVERIFY(mismatch.messages.at(1).chunks.first().paired.isValid());
        // 2: the same calls in another order.
        const TurnPair &swapped = o.conversations.at(1)->evaluation->turns.first();
        QCOMPARE(callNames(swapped.expected), QStringList({u"get_weather"_s, u"check_table"_s}));
        QCOMPARE(callNames(swapped.actual), QStringList({u"check_table"_s, u"get_weather"_s}));
        // 3: a transfer, and a null score that is not evaluated (never 0).
        const EvaluationCase &transfer = *o.conversations.at(2)->evaluation;
        QCOMPARE(transfer.status, EvaluationStatus::NotEvaluated);
        QCOMPARE(transfer.turns.first().actual.transferTarget, u"facturacion"_s);
        QCOMPARE(transfer.turns.first().expected.transferTarget, u"facturacion"_s);
        const MetricRow *judged = metric(transfer.metrics, u"final_response_match_v2"_s);
        QVERIFY(!judged->score);
        QCOMPARE(judged->status, EvaluationStatus::NotEvaluated);
        QVERIFY(o.conversations.at(2)->extra.json.contains("\"score\":null"));
    }

    void adkDoubleEncodedIsReadWithANote()
    {
        const Opened o = openEval("concierge_reservas_1772440000.5.evalset_result.json");
        QCOMPARE(o.diagnostics.size(), 1);
        QCOMPARE(o.diagnostics.first().severity, Severity::Info);
        QVERIFY(o.diagnostics.first().englishText().contains(u"double-encoded (ADK < 1.22)"_s));
        // The whole set in one conversation: its evaluation lists the three cases.
        const Conversation &c = *o.conversations.first();
        QCOMPARE(int(c.evaluation->cases.size()), 3);
        QCOMPARE(c.evaluation->cases.at(1).id, u"orden_invertida"_s);
        QCOMPARE(c.evaluation->cases.at(0).sourceRunId, u"concierge_reservas_1772445307.81"_s);
        QCOMPARE(c.turnCount, 3);
    }

    void adkApiCamelCaseWithStringStatuses()
    {
        const Opened o = openEval("run_eval_results_ja.json");
        QVERIFY(o.diagnostics.isEmpty());
        const EvaluationCase &e = *o.conversations.first()->evaluation;
        QCOMPARE(e.status, EvaluationStatus::Pass);
        QCOMPARE(metric(e.metrics, u"safety_v1"_s)->status, EvaluationStatus::Informational);
        QVERIFY(!metric(e.metrics, u"safety_v1"_s)->threshold);
        const TurnPair &t = e.turns.first();
        QCOMPARE(t.actual.responseParts.size(), 2); // every part, not just the first
        QCOMPARE(t.expected.responseText(), u"京都駅からJR嵯峨野線で15分ほどです。"_s);
        QCOMPARE(callNames(t.expected), QStringList({u"route"_s}));
    }

    void adkEvalSetShowsTheExpectedScript()
    {
        const Opened o = openEval("reservas.evalset.json");
        QVERIFY(o.diagnostics.isEmpty());
        const EvaluationCase &e = *o.conversations.at(0)->evaluation;
        QCOMPARE(e.id, u"cambio_fecha"_s);
        QCOMPARE(callNames(e.turns.first().expected),
            QStringList({u"lookup_reservation"_s, u"change_date"_s}));
        QVERIFY(!e.turns.first().actual.present);
        QVERIFY(allText(*o.conversations.at(0)).contains(u"Un momento, por favor."_s));
        const Conversation &scenario = *o.conversations.at(1);
        QVERIFY(scenario.evaluation->turns.isEmpty());
        QVERIFY(scenario.properties.contains(qMakePair(u"startingPrompt"_s, u"Tengo una queja"_s)));
    }

    void legacyFormats()
    {
        const Opened test = openEval("roll_die.test.json");
        QVERIFY(test.diagnostics.isEmpty());
        const EvaluationCase &e = *test.conversations.first()->evaluation;
        QCOMPARE(e.turns.size(), 3);
        QCOMPARE(e.turns.at(1).userInput, u"Roll a 10 sided die for me"_s);
        QCOMPARE(callNames(e.turns.at(1).expected), QStringList({u"roll_die"_s}));
        QVERIFY(e.turns.at(1).expected.toolCalls.first().args.json.contains("\"sides\":10"));
        QVERIFY(e.turns.at(1).expected.responseParts.isEmpty()); // reference null
        QCOMPARE(e.turns.at(2).expected.responseText(), u"Yes, 7 is a prime number."_s);
        const Opened set = openEval("home_automation.test.json");
        QCOMPARE(set.conversations.at(0)->evaluation->id, u"apagar_luces"_s);
        QCOMPARE(set.conversations.at(1)->evaluation->turns.first().userInput,
            u"¿Qué temperatura hace en el dormitorio?"_s);
    }

    void badCesInputGivesPathsAndReadsTheRest()
    {
        const Opened o = openEval("ces_result_bad.json");
        QCOMPARE(o.format, u"ces.evaluation-result"_s);
        const QStringList t = texts(o.diagnostics);
        const QStringList expected = {
            u"Unknown evaluation status MAYBE: shown as unknown @ evaluationStatus"_s,
            u"Expected array but found object @ goldenResult.turnReplayResults[0].expectationOutcome"_s,
            u"Expected number but found string @ goldenResult.turnReplayResults[0].semanticSimilarityResult.score"_s,
            u"Expected object but found string @ goldenResult.turnReplayResults[1]"_s,
            u"Unknown evaluation status 7: shown as unknown @ goldenResult.turnReplayResults[2].expectationOutcome[0].outcome"_s,
            u"Expected object but found array @ goldenResult.turnReplayResults[2].expectationOutcome[0].observedToolCall"_s,
        };
        for (const QString &line : expected)
            QVERIFY2(t.contains(line), qPrintable(line + u"\n--\n"_s + t.join(u'\n')));
        const EvaluationCase &e = *o.conversations.first()->evaluation;
        QCOMPARE(e.status, EvaluationStatus::Unknown);
        QCOMPARE(e.rawStatus, u"MAYBE"_s);
        QCOMPARE(e.turns.size(), 3); // the broken turn keeps its row
        QCOMPARE(callNames(e.turns.at(2).expected).size(), 1);
    }

    void badAdkInputGivesPathsAndReadsTheRest()
    {
        const Opened o = openEval("adk_result_bad.evalset_result.json");
        QCOMPARE(o.conversations.size(), 2);
        const QStringList t = texts(o.diagnostics);
        for (const QString &part :
            {u"Unknown evaluation status MAYBE"_s,
                u"The case has no invocations to show @ eval_case_results[0]"_s,
                u"Expected number but found string @ eval_case_results[0].overallEvalMetricResults[0].score"_s,
                u"Expected array but found object @ eval_case_results[1].overallEvalMetricResults"_s,
                u"Expected object but found string @ eval_case_results[1].evalMetricResultPerInvocation[0].actualInvocation.userContent"_s,
                u"Expected array but found string @ eval_case_results[1].evalMetricResultPerInvocation[0].actualInvocation.intermediateData.invocationEvents"_s,
                u"Expected object but found number @ eval_case_results[1].evalMetricResultPerInvocation[0].expectedInvocation"_s}) {
            QVERIFY2(std::any_of(
                         t.cbegin(), t.cend(), [&](const QString &s) { return s.contains(part); }),
                qPrintable(part + u"\n--\n"_s + t.join(u'\n')));
        }
        QCOMPARE(o.conversations.at(1)->evaluation->status, EvaluationStatus::Pass);
    }

    void inlineShapes_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("format");
        QTest::addColumn<int>("conversations");
        QTest::newRow("camelCase set") << QByteArray(
            R"({"evalSetId":"s","evalCases":[{"evalId":"a","conversation":[]},{"evalId":"b","conversation":[]}]})")
                                       << u"adk.evalset"_s << 2;
        QTest::newRow("snake case") << QByteArray(
            R"({"eval_id":"a","conversation":[{"user_content":{"parts":[{"text":"hola"}]}}]})")
                                    << u"adk.eval-case"_s << 1;
        QTest::newRow("case result list") << QByteArray(
            R"([{"evalId":"a","finalEvalStatus":"1","evalMetricResultPerInvocation":[]},{"evalId":"b","finalEvalStatus":2,"evalMetricResultPerInvocation":[]}])")
                                          << u"adk.run-eval-results"_s << 2;
        QTest::newRow("ces result list") << QByteArray(
            R"({"evaluationResults":[{"name":"x/evaluations/e/results/r","evaluationStatus":1},{"name":"x/evaluations/e/results/s","evaluationStatus":"FAIL"}],"nextPageToken":""})")
                                         << u"ces.evaluation-results"_s << 1;
        QTest::newRow("ces queued") << QByteArray(R"({"name":"n","executionState":"QUEUED"})")
                                    << u"ces.evaluation-result"_s << 1;
    }

    void inlineShapes()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, format);
        QFETCH(int, conversations);
        Document doc;
        QVERIFY(open(doc, QString(), json));
        QCOMPARE(doc.formatId(), format);
        QCOMPARE(doc.conversationCount(), conversations);
        QVERIFY(doc.conversation(0)->evaluation);
    }

    void statusesAsNamesOrNumbers()
    {
        // A list page read whole: the results are the evaluation's cases.
        Document doc;
        QVERIFY(open(doc, QString(),
            R"({"evaluationResults":[{"name":"r1","evaluationStatus":1,"goldenResult":{"turnReplayResults":[]}},)"
            R"({"name":"r2","evaluationStatus":"FAIL"},{"name":"r3","evaluationStatus":"OUTCOME_UNSPECIFIED"},)"
            R"({"name":"r4","evaluationStatus":3}]})"));
        const auto &cases = doc.conversation(0)->evaluation->cases;
        QCOMPARE(int(cases.size()), 4);
        QCOMPARE(cases.at(0).status, EvaluationStatus::Pass);
        QCOMPARE(cases.at(1).status, EvaluationStatus::Fail);
        QCOMPARE(cases.at(2).status, EvaluationStatus::Unknown); // unspecified is never a failure
        QCOMPARE(cases.at(3).status, EvaluationStatus::Skipped);
    }

    void everyValueOfAnotherTypeIsReadWithoutCrash_data()
    {
        QTest::addColumn<QString>("file");
        for (const char *f : {"ces_golden_result_fail_ja.json", "ces_scenario_result_es.json",
                 "ces_evaluation_golden_ja.json", "run_eval_results_ja.json",
                 "home_automation.test.json", "reservas.evalset.json"})
            QTest::newRow(f) << QString::fromLatin1(f);
    }

    void everyValueOfAnotherTypeIsReadWithoutCrash()
    {
        QFETCH(QString, file);
        QFile f(fixture("eval/") + file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonDocument original = QJsonDocument::fromJson(f.readAll());
        const QJsonValue root
            = original.isArray() ? QJsonValue(original.array()) : QJsonValue(original.object());
        QVector<QByteArray> variants;
        int counter = 0;
        mutations(
            root, [](const QJsonValue &x) { return x; }, variants, counter);
        QVERIFY(variants.size() > 20);
        int read = 0;
        for (const QByteArray &json : variants) {
            Document doc;
            doc.openData(json, file);
            QVERIFY(doc.waitForLoaded(20000) || !doc.failure().englishText().isEmpty());
            for (int i = 0; i < doc.conversationCount(); ++i)
                read += doc.conversation(i) ? 1 : 0;
        }
        QVERIFY(read > 0);
    }

    void statusWords()
    {
        QCOMPARE(evaluationStatusId(EvaluationStatus::NotEvaluated), u"notEvaluated"_s);
        QCOMPARE(evaluationStatusText(EvaluationStatus::Skipped), u"Skipped"_s);
    }
};

QTEST_GUILESS_MAIN(TstEvaluationReaders)
#include "tst_evaluation_readers.moc"
