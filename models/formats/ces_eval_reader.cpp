// SPDX-License-Identifier: GPL-2.0-or-later
// CES evaluations, results, runs and datasets (evaluations.md §1).
#include "ces_eval_reader.h"

#include "ces_eval_parts.h"

#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;
using evalread::Json;
using evalread::ReadCase;
using tolerant::field;

namespace {

const char *const stepConditions[] = {"toolCall", "toolResponse", "agentResponse", "agentTransfer",
    "updatedVariables", "mockToolResponse", "noToolCalls"};

void readStep(
    const Json &step, const QString &path, TurnPair &t, const SourceLocation &where, ReadCase &rc)
{
    if (!step.is_object()) {
        evalread::wrongType(rc.diagnostics, where, path, "object", step);
        return;
    }
    if (const Json *input = field(step, "userInput")) {
        const QString iPath = tolerant::path(path, "userInput");
        if (!input->is_object()) {
            evalread::wrongType(rc.diagnostics, where, iPath, "object", *input);
            return;
        }
        QString text = tolerant::stringOr(*input, "text", tolerant::stringOr(*input, "dtmf"));
        if (text.isEmpty()) {
            if (const Json *vars = field(*input, "variables"))
                text = QString::fromUtf8(tolerant::rawText(*vars).json);
        }
        t.userInput = t.userInput.isEmpty() ? text : t.userInput + u'\n' + text;
        evalread::appendText(rc.messages, u"user"_s, text, t.index, iPath);
        return;
    }
    if (const Json *transfer = field(step, "agentTransfer")) {
        ceseval::readItem(u"agentTransfer"_s, *transfer, tolerant::path(path, "agentTransfer"),
            t.index, where, t.expected, &rc.messages, rc.diagnostics);
        return;
    }
    const Json *e = field(step, "expectation");
    if (!e || !e->is_object()) {
        rc.diagnostics.append(makeDiagnostic(Severity::Warning,
            QT_TRANSLATE_NOOP("Diagnostic",
                "A golden step holds none of userInput, agentTransfer or expectation"),
            {}, evalread::at(where, path)));
        return;
    }
    const QString ePath = tolerant::path(path, "expectation");
    ExpectationRow row;
    row.jsonPath = ePath;
    row.note = tolerant::stringOr(*e, "note");
    row.expected = tolerant::rawText(*e);
    row.status = tolerant::toBool(field(*e, "skipEvaluation")).value_or(false)
        ? EvaluationStatus::Skipped
        : EvaluationStatus::NotEvaluated;
    for (const char *key : stepConditions) {
        if (const Json *v = field(*e, key)) {
            row.kind = QString::fromLatin1(key);
            if (row.kind != u"mockToolResponse"_s)
                ceseval::readItem(row.kind, *v, tolerant::path(ePath, key), t.index, where,
                    t.expected, &rc.messages, rc.diagnostics);
            break;
        }
    }
    t.expectations.append(row);
}

// One summary case per resource name of a run or dataset, with their counts.
void readNames(const Json &o, const char *key, const QString &path, ReadCase &rc)
{
    const Json *list = field(o, key);
    if (!list || !list->is_array())
        return;
    const Json *summaries = field(o, "evaluationRunSummaries");
    int i = 0;
    for (const Json &n : *list) {
        EvaluationCase c;
        c.family = EvaluationFamily::Ces;
        c.id = tolerant::toString(&n).value_or(QString());
        c.title = c.id.section(u'/', -1);
        c.jsonPath = tolerant::path(path, key, i++);
        if (summaries && summaries->is_object()) {
            if (const auto it = summaries->find(c.id.toStdString()); it != summaries->end()) {
                const qint64 failed = tolerant::toInt64(field(*it, "failedCount")).value_or(0)
                    + tolerant::toInt64(field(*it, "errorCount")).value_or(0);
                const qint64 passed = tolerant::toInt64(field(*it, "passedCount")).value_or(0);
                c.status = failed > 0 ? EvaluationStatus::Fail
                    : passed > 0      ? EvaluationStatus::Pass
                                      : EvaluationStatus::Unknown;
            }
        }
        evalread::appendText(rc.messages, u"system"_s, c.id, -1, c.jsonPath);
        rc.evaluation.cases.push_back(std::move(c));
    }
}

// A run or a dataset: one case listing its results or evaluations.
ReadCase readSummary(const Json &o, const QString &path, const SourceLocation &where)
{
    ReadCase rc;
    if (!evalread::startCase(rc, EvaluationFamily::Ces, o, "name", "displayName", path, where))
        return rc;
    for (const char *key : {"evaluationType", "state", "evaluationDataset", "runCount"}) {
        if (const QString v = tolerant::stringOr(o, key); !v.isEmpty())
            rc.properties.append({QString::fromLatin1(key), v});
    }
    if (const Json *progress = field(o, "progress"); progress && progress->is_object()) {
        for (auto it = progress->begin(); it != progress->end(); ++it)
            rc.properties.append({u"progress."_s + QString::fromStdString(it.key()),
                tolerant::toString(&it.value()).value_or(QString())});
    }
    readNames(o, "evaluationResults", path, rc);
    if (rc.evaluation.cases.empty())
        readNames(o, "evaluations", path, rc);
    return rc;
}

void readValue(const QString &formatId, const Json &v, const QString &path,
    const SourceLocation &where, QVector<ReadCase> &out)
{
    const auto list = [&](const char *key, auto readOne) {
        const Json *items = field(v, key);
        if (!items || !items->is_array())
            return false;
        int i = 0;
        for (const Json &x : *items)
            out.append(readOne(x, tolerant::path(path, key, i++), where));
        return true;
    };
    if (v.is_array()) {
        int i = 0;
        for (const Json &x : v)
            readValue(formatId, x, tolerant::path(path, "", i++), where, out);
        return;
    }
    const Json *results = field(v, "evaluationResults");
    if (results && results->is_array() && !results->empty() && results->front().is_object())
        list("evaluationResults", ceseval::readResult);
    else if (const Json *evals = field(v, "evaluations");
             evals && evals->is_array() && !evals->empty() && evals->front().is_object())
        list("evaluations", ceseval::readEvaluation);
    else if (list("evaluationRuns", readSummary) || list("evaluationDatasets", readSummary))
        return;
    else if (formatId.startsWith(u"ces.evaluation-run"_s)
        || formatId.startsWith(u"ces.evaluation-dataset"_s))
        out.append(readSummary(v, path, where));
    else if (formatId.startsWith(u"ces.evaluation-result"_s))
        out.append(ceseval::readResult(v, path, where));
    else
        out.append(ceseval::readEvaluation(v, path, where));
}

} // namespace

namespace ceseval {

ReadCase readEvaluation(const Json &ev, const QString &path, const SourceLocation &where)
{
    ReadCase rc;
    EvaluationCase &e = rc.evaluation;
    if (!evalread::startCase(rc, EvaluationFamily::Ces, ev, "name", "displayName", path, where))
        return rc;
    if (const Json *last = field(ev, "lastCompletedResult"); last && last->is_object()) {
        QString raw;
        e.status = evalread::readStatus(field(*last, "evaluationStatus"), EvaluationFamily::Ces,
            raw, where, tolerant::path(path, "lastCompletedResult.evaluationStatus"),
            rc.diagnostics);
        e.rawStatus = raw;
    }
    if (const Json *golden = field(ev, "golden"); golden && golden->is_object()) {
        const QString gPath = tolerant::path(path, "golden");
        const Json *turns = evalread::arrayAt(*golden, "turns", where, gPath, rc.diagnostics);
        static const Json noTurns = Json::array();
        int i = 0;
        for (const Json &turn : turns ? *turns : noTurns) {
            TurnPair t;
            t.index = i;
            t.jsonPath = tolerant::path(gPath, "turns", i++);
            t.expected.present = true;
            if (const Json *steps = turn.is_object()
                    ? evalread::arrayAt(turn, "steps", where, t.jsonPath, rc.diagnostics)
                    : nullptr) {
                int k = 0;
                for (const Json &step : *steps)
                    readStep(step, tolerant::path(t.jsonPath, "steps", k++), t, where, rc);
            } else {
                rc.diagnostics.append(makeDiagnostic(Severity::Warning,
                    QT_TRANSLATE_NOOP("Diagnostic", "The golden turn has no steps"), {},
                    evalread::at(where, t.jsonPath)));
            }
            e.turns.append(std::move(t));
        }
        if (e.turns.isEmpty())
            rc.diagnostics.append(makeDiagnostic(Severity::Warning,
                QT_TRANSLATE_NOOP("Diagnostic", "The golden evaluation has no turns"), {},
                evalread::at(where, gPath)));
    } else if (const Json *s = field(ev, "scenario"); s && s->is_object()) {
        const QString sPath = tolerant::path(path, "scenario");
        if (const QString task = tolerant::stringOr(*s, "task"); !task.isEmpty()) {
            rc.properties.append({u"task"_s, task});
            evalread::appendText(rc.messages, u"user"_s, task, 0, tolerant::path(sPath, "task"));
        }
        if (const Json *list
            = evalread::arrayAt(*s, "scenarioExpectations", where, sPath, rc.diagnostics)) {
            int i = 0;
            for (const Json &x : *list) {
                TurnPair t;
                t.index = i;
                t.jsonPath = tolerant::path(sPath, "scenarioExpectations", i++);
                t.expected.present = true;
                if (const Json *tool = field(x, "toolExpectation"); tool && tool->is_object()) {
                    if (const Json *call = field(*tool, "expectedToolCall"))
                        readItem(u"toolCall"_s, *call,
                            tolerant::path(t.jsonPath, "toolExpectation.expectedToolCall"), 0,
                            where, t.expected, &rc.messages, rc.diagnostics);
                } else if (const Json *resp = field(x, "agentResponse")) {
                    readItem(u"agentResponse"_s, *resp, tolerant::path(t.jsonPath, "agentResponse"),
                        0, where, t.expected, &rc.messages, rc.diagnostics);
                }
                e.turns.append(std::move(t));
            }
        }
    } else {
        rc.diagnostics.append(makeDiagnostic(Severity::Warning,
            QT_TRANSLATE_NOOP("Diagnostic", "The evaluation has neither golden nor scenario"), {},
            evalread::at(where, path)));
    }
    return rc;
}

} // namespace ceseval

Conversation CesEvalReader::read(
    const QString &formatId, const QVector<ReaderRecord> &records) const
{
    return evalread::readRecords(records, formatId, EvaluationFamily::Ces,
        [&formatId](const Json &v, const ReaderRecord &r, QVector<ReadCase> &out) {
            readValue(formatId, v, r.jsonPath, r.location, out);
        });
}
