// SPDX-License-Identifier: GPL-2.0-or-later
// CES EvaluationResult: golden turn replays and scenario results (evaluations.md §1.5-§1.7).
#include "ces_eval_parts.h"

#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;
using evalread::Json;
using evalread::ReadCase;
using tolerant::field;

namespace {

const char *const observedKeys[][2] = {{"observedToolCall", "toolCall"},
    {"observedToolResponse", "toolResponse"}, {"observedAgentResponse", "agentResponse"},
    {"observedAgentTransfer", "agentTransfer"}, {"observedPayload", "payload"}};
const char *const conditionKeys[] = {"toolCall", "toolResponse", "agentResponse", "agentTransfer",
    "updatedVariables", "mockToolResponse", "noToolCalls"};

// {score, label, explanation, outcome} as a metric row.
MetricRow scoreRow(const Json &o, const char *name, const QString &path,
    const SourceLocation &where, Diagnostics &diags)
{
    MetricRow row;
    row.name = QString::fromLatin1(name);
    row.jsonPath = path;
    if (!o.is_object()) {
        evalread::wrongType(diags, where, path, "object", o);
        return row;
    }
    row.score = evalread::readNumber(o, "score", where, path, diags);
    row.label = tolerant::stringOr(o, "label");
    row.explanation = tolerant::stringOr(o, "explanation");
    row.status = field(o, "outcome")
        ? evalread::readStatus(field(o, "outcome"), EvaluationFamily::Ces, row.rawStatus, where,
            tolerant::path(path, "outcome"), diags)
        : EvaluationStatus::Informational;
    return row;
}

void readErrorInfo(const Json &r, const QString &path, int turn, ReadCase &rc)
{
    const Json *info = field(r, "errorInfo");
    const Json *error = field(r, "error");
    if (!info && !error)
        return;
    Message m;
    m.role = u"system"_s;
    m.author = m.role;
    m.turn = turn;
    Chunk c;
    c.kind = ChunkKind::Error;
    if (info && info->is_object()) {
        m.jsonPath = tolerant::path(path, "errorInfo");
        c.text = tolerant::stringOr(
            *info, "userFacingErrorMessage", tolerant::stringOr(*info, "errorMessage"));
        c.mimeType = tolerant::stringOr(*info, "errorType");
    } else if (error && error->is_object()) {
        m.jsonPath = tolerant::path(path, "error");
        c.text = tolerant::stringOr(*error, "message");
        c.mimeType = tolerant::stringOr(*error, "code");
    }
    c.jsonPath = m.jsonPath;
    m.chunks.append(c);
    rc.messages.append(std::move(m));
}

// One expectation outcome: the expectation copy beside what was observed.
ExpectationRow readOutcome(const Json &o, const QString &path, int turn,
    const SourceLocation &where, TurnPair &t, ReadCase &rc)
{
    ExpectationRow row;
    row.jsonPath = path;
    if (!o.is_object()) {
        evalread::wrongType(rc.diagnostics, where, path, "object", o);
        return row;
    }
    row.status = evalread::readStatus(field(o, "outcome"), EvaluationFamily::Ces, row.rawStatus,
        where, tolerant::path(path, "outcome"), rc.diagnostics);
    if (const Json *e = field(o, "expectation"); e && e->is_object()) {
        const QString ePath = tolerant::path(path, "expectation");
        row.note = tolerant::stringOr(*e, "note");
        row.expected = tolerant::rawText(*e);
        for (const char *key : conditionKeys) {
            if (const Json *v = field(*e, key)) {
                row.kind = QString::fromLatin1(key);
                if (row.kind != u"mockToolResponse"_s)
                    ceseval::readItem(row.kind, *v, tolerant::path(ePath, key), turn, where,
                        t.expected, nullptr, rc.diagnostics);
                break;
            }
        }
    }
    // A scenario's observedToolCall is {toolCall, toolResponse}.
    for (const auto &[key, kind] : observedKeys) {
        const Json *v = field(o, key);
        if (!v)
            continue;
        row.observed = tolerant::rawText(*v);
        if (row.kind.isEmpty())
            row.kind = QString::fromLatin1(kind);
        const QString oPath = tolerant::path(path, key);
        if (v->is_object() && field(*v, "toolCall") && std::string_view(kind) == "toolCall") {
            for (const char *inner : {"toolCall", "toolResponse"}) {
                if (const Json *x = field(*v, inner))
                    ceseval::readItem(QString::fromLatin1(inner), *x, tolerant::path(oPath, inner),
                        turn, where, t.actual, &rc.messages, rc.diagnostics);
            }
        } else {
            ceseval::readItem(QString::fromLatin1(kind), *v, oPath, turn, where, t.actual,
                &rc.messages, rc.diagnostics);
        }
    }
    if (const Json *tir = field(o, "toolInvocationResult"); tir && tir->is_object()) {
        const QString tPath = tolerant::path(path, "toolInvocationResult");
        row.detailScore
            = evalread::readNumber(*tir, "parameterCorrectnessScore", where, tPath, rc.diagnostics);
        row.explanation = tolerant::stringOr(*tir, "explanation");
    }
    return row;
}

void readGoldenTurn(const Json &tr, const QString &path, int index, const SourceLocation &where,
    const ceseval::Thresholds &th, ReadCase &rc)
{
    TurnPair t;
    t.index = index;
    t.jsonPath = path;
    t.actual.present = true;
    if (!tr.is_object()) {
        evalread::wrongType(rc.diagnostics, where, path, "object", tr);
        rc.evaluation.turns.append(std::move(t));
        return;
    }
    t.conversationName = tolerant::stringOr(tr, "conversation");
    // Golden: expectationOutcome (singular name, array value); accept the plural too.
    const char *listKey
        = field(tr, "expectationOutcome") ? "expectationOutcome" : "expectationOutcomes";
    if (const Json *list = evalread::arrayAt(tr, listKey, where, path, rc.diagnostics)) {
        int i = 0;
        for (const Json &o : *list)
            t.expectations.append(
                readOutcome(o, tolerant::path(path, listKey, i++), index, where, t, rc));
    }
    if (const Json *s = field(tr, "semanticSimilarityResult")) {
        MetricRow row = scoreRow(*s, "semanticSimilarity",
            tolerant::path(path, "semanticSimilarityResult"), where, rc.diagnostics);
        row.scaleMin = 0;
        row.scaleMax = 4;
        row.threshold = th.semanticSimilarity;
        row.thresholdIsDefault = th.semanticDefault;
        t.metrics.append(row);
    }
    if (const Json *h = field(tr, "hallucinationResult")) {
        MetricRow row = scoreRow(*h, "hallucination", tolerant::path(path, "hallucinationResult"),
            where, rc.diagnostics);
        row.scaleMin = -1;
        row.scaleMax = 1;
        t.metrics.append(row);
    }
    if (const Json *o = field(tr, "overallToolInvocationResult"); o && o->is_object()) {
        const QString oPath = tolerant::path(path, "overallToolInvocationResult");
        MetricRow row;
        row.name = u"overallToolInvocation"_s;
        row.jsonPath = oPath;
        row.score = evalread::readNumber(*o, "toolInvocationScore", where, oPath, rc.diagnostics);
        row.scaleMin = 0;
        row.scaleMax = 1;
        row.threshold = th.toolInvocation;
        row.thresholdIsDefault = th.toolDefault;
        row.status = evalread::readStatus(field(*o, "outcome"), EvaluationFamily::Ces,
            row.rawStatus, where, tolerant::path(oPath, "outcome"), rc.diagnostics);
        t.metrics.append(row);
    }
    if (auto ordered
        = evalread::readNumber(tr, "toolOrderedInvocationScore", where, path, rc.diagnostics)) {
        MetricRow row;
        row.name = u"toolOrderedInvocation"_s;
        row.score = ordered;
        row.scaleMin = 0;
        row.scaleMax = 1;
        row.status = EvaluationStatus::Informational;
        row.jsonPath = tolerant::path(path, "toolOrderedInvocationScore");
        t.metrics.append(row);
    }
    t.latencyNanos = tolerant::toDurationNanos(field(tr, "turnLatency"));
    readErrorInfo(tr, path, index, rc);
    rc.evaluation.turns.append(std::move(t));
}

void readScenario(const Json &s, const QString &path, const SourceLocation &where, ReadCase &rc)
{
    EvaluationCase &e = rc.evaluation;
    e.linkedConversation = tolerant::stringOr(s, "conversation");
    if (const QString task = tolerant::stringOr(s, "task"); !task.isEmpty())
        rc.properties.append({u"task"_s, task});
    if (const Json *list
        = evalread::arrayAt(s, "expectationOutcomes", where, path, rc.diagnostics)) {
        int i = 0;
        for (const Json &o : *list) {
            TurnPair t;
            t.index = i;
            t.jsonPath = tolerant::path(path, "expectationOutcomes", i);
            t.actual.present = true;
            t.expectations.append(readOutcome(o, t.jsonPath, i, where, t, rc));
            e.turns.append(std::move(t));
            ++i;
        }
    }
    if (const Json *rubrics = evalread::arrayAt(s, "rubricOutcomes", where, path, rc.diagnostics)) {
        int i = 0;
        for (const Json &r : *rubrics) {
            const QString rPath = tolerant::path(path, "rubricOutcomes", i++);
            MetricRow row = scoreRow(r, "rubric", rPath, where, rc.diagnostics);
            row.label = tolerant::stringOr(r, "rubric");
            row.explanation = tolerant::stringOr(r, "scoreExplanation");
            e.metrics.append(row);
        }
    }
    if (const Json *h = field(s, "hallucinationResult")) {
        const QString hPath = tolerant::path(path, "hallucinationResult");
        if (h->is_array()) {
            int i = 0;
            for (const Json &x : *h)
                e.metrics.append(scoreRow(x, "hallucination",
                    tolerant::path(path, "hallucinationResult", i++), where, rc.diagnostics));
        } else {
            e.metrics.append(scoreRow(*h, "hallucination", hPath, where, rc.diagnostics));
        }
    }
    if (const Json *g = field(s, "userGoalSatisfactionResult"))
        e.metrics.append(scoreRow(*g, "userGoalSatisfaction",
            tolerant::path(path, "userGoalSatisfactionResult"), where, rc.diagnostics));
    for (const char *key : {"allExpectationsSatisfied", "taskCompleted"}) {
        if (const auto b = tolerant::toBool(field(s, key))) {
            MetricRow row;
            row.name = QString::fromLatin1(key);
            row.status = *b ? EvaluationStatus::Pass : EvaluationStatus::Fail;
            row.jsonPath = tolerant::path(path, key);
            e.metrics.append(row);
        }
    }
}

} // namespace

namespace ceseval {

ReadCase readResult(const Json &r, const QString &path, const SourceLocation &where)
{
    ReadCase rc;
    EvaluationCase &e = rc.evaluation;
    if (!evalread::startCase(rc, EvaluationFamily::Ces, r, "name", "displayName", path, where))
        return rc;
    e.sourceRunId = tolerant::stringOr(r, "evaluationRun");
    e.status = evalread::readStatus(field(r, "evaluationStatus"), EvaluationFamily::Ces,
        e.rawStatus, where, tolerant::path(path, "evaluationStatus"), rc.diagnostics);
    for (const char *key : {"executionState", "goldenRunMethod", "appVersion", "evaluationRun"}) {
        if (const QString v = tolerant::stringOr(r, key); !v.isEmpty())
            rc.properties.append({QString::fromLatin1(key), v});
    }
    const Thresholds th = readThresholds(field(r, "evaluationMetricsThresholds"));
    const Json *golden = field(r, "goldenResult");
    const Json *scenario = field(r, "scenarioResult");
    if (golden && golden->is_object()) {
        const QString gPath = tolerant::path(path, "goldenResult");
        if (const Json *turns
            = evalread::arrayAt(*golden, "turnReplayResults", where, gPath, rc.diagnostics)) {
            int i = 0;
            for (const Json &tr : *turns) {
                readGoldenTurn(tr, tolerant::path(gPath, "turnReplayResults", i), i, where, th, rc);
                ++i;
            }
        }
        if (e.turns.isEmpty())
            rc.diagnostics.append(makeDiagnostic(Severity::Warning,
                QT_TRANSLATE_NOOP("Diagnostic", "The golden result has no turn results"), {},
                evalread::at(where, gPath)));
    } else if (scenario && scenario->is_object()) {
        readScenario(*scenario, tolerant::path(path, "scenarioResult"), where, rc);
    } else if (golden || scenario) {
        const char *key = golden ? "goldenResult" : "scenarioResult";
        evalread::wrongType(rc.diagnostics, where, tolerant::path(path, key), "object",
            golden ? *golden : *scenario);
    } else {
        const QString state = tolerant::stringOr(r, "executionState");
        rc.diagnostics.append(makeDiagnostic(Severity::Info,
            QT_TRANSLATE_NOOP("Diagnostic", "The result holds no outcome (execution state %1)"),
            {state.isEmpty() ? u"-"_s : state}, evalread::at(where, path)));
    }
    // App-level LLM-judged criteria, for the whole conversation.
    const Json *holder = golden && golden->is_object() ? golden
        : scenario && scenario->is_object()            ? scenario
                                                       : nullptr;
    if (holder) {
        if (const Json *list = field(*holder, "evaluationExpectationResults");
            list && list->is_array()) {
            for (const Json &x : *list) {
                MetricRow row;
                row.name = tolerant::stringOr(x, "evaluationExpectation").section(u'/', -1);
                row.label = tolerant::stringOr(x, "prompt");
                row.explanation = tolerant::stringOr(x, "explanation");
                row.status = evalread::readStatus(field(x, "outcome"), EvaluationFamily::Ces,
                    row.rawStatus, where, path, rc.diagnostics);
                e.metrics.append(row);
            }
        }
    }
    readErrorInfo(r, path, -1, rc);
    return rc;
}

} // namespace ceseval
