// SPDX-License-Identifier: GPL-2.0-or-later
// Evaluation files among the formats (evaluations.md §3.8).
#include "eval_detection.h"

#include "json/tolerant_json.h"

#include <nlohmann/json.hpp>

#include <QRegularExpression>

using namespace Qt::StringLiterals;
using tolerant::field;
using tolerant::Json;

namespace {

bool has(const Json &o, std::string_view key)
{
    return field(o, key) != nullptr;
}

// The array at `key` when its first element is an object.
bool objectList(const Json &o, std::string_view key)
{
    const Json *v = field(o, key);
    return v && v->is_array() && !v->empty() && v->front().is_object();
}

bool nameMatches(const Json &o, const QRegularExpression &re)
{
    const Json *n = field(o, "name");
    return n && n->is_string()
        && re.match(QString::fromStdString(n->get<std::string>())).hasMatch();
}

const char *adkId(const Json &o)
{
    if (has(o, "evalSetResultId") || objectList(o, "evalCaseResults"))
        return "adk.evalset-result";
    if (has(o, "runEvalResults")
        || (has(o, "finalEvalStatus") && has(o, "evalMetricResultPerInvocation")))
        return "adk.run-eval-results";
    if (has(o, "evalSetId") && has(o, "evalCases"))
        return "adk.evalset";
    if (has(o, "evalId") && (has(o, "conversation") || has(o, "conversationScenario")))
        return "adk.eval-case";
    if (has(o, "query") && (has(o, "expectedToolUse") || has(o, "reference")))
        return "adk.legacy-test";
    if (has(o, "name") && objectList(o, "data") && has(field(o, "data")->front(), "query"))
        return "adk.legacy-evalset";
    return nullptr;
}

const char *cesId(const Json &o)
{
    static const QRegularExpression resultName(u"/evaluations/[^/]+/results/"_s);
    static const QRegularExpression evaluationName(u"/apps/[^/]+/evaluations/[^/]+$"_s);
    if (has(o, "goldenResult") || has(o, "scenarioResult") || has(o, "evaluationStatus")
        || has(o, "executionState") || nameMatches(o, resultName))
        return "ces.evaluation-result";
    if (objectList(o, "evaluationResults"))
        return "ces.evaluation-results";
    const Json *golden = field(o, "golden");
    const Json *scenario = field(o, "scenario");
    if ((((golden && golden->is_object()) || (scenario && scenario->is_object()))
            && has(o, "displayName"))
        || nameMatches(o, evaluationName))
        return "ces.evaluation";
    if (objectList(o, "evaluations"))
        return "ces.evaluations";
    static const QRegularExpression runName(u"/evaluationRuns/"_s);
    static const QRegularExpression datasetName(u"/evaluationDatasets/"_s);
    if (has(o, "progress") || has(o, "evaluationType") || has(o, "evaluationRunSummaries")
        || nameMatches(o, runName))
        return "ces.evaluation-run";
    if (objectList(o, "evaluationRuns"))
        return "ces.evaluation-runs";
    if (nameMatches(o, datasetName))
        return "ces.evaluation-dataset";
    if (objectList(o, "evaluationDatasets"))
        return "ces.evaluation-datasets";
    return nullptr;
}

} // namespace

namespace formats {

const char *evaluationFormatId(const Json &o)
{
    if (!o.is_object())
        return nullptr;
    if (const char *id = adkId(o))
        return id;
    return cesId(o);
}

} // namespace formats
