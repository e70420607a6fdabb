// SPDX-License-Identifier: GPL-2.0-or-later
// An EvaluationCase as JSON for export's "extra" (docs/cli.md "Evaluation files").
#include "eval_support.h"

#include "json/json_parse.h"

#include <nlohmann/json.hpp>

using tolerant::Json;

namespace {

nlohmann::ordered_json optionalNumber(const std::optional<double> &v)
{
    return v ? nlohmann::ordered_json(*v) : nlohmann::ordered_json();
}

nlohmann::ordered_json jsonOf(const JsonText &t)
{
    Json v;
    if (t.isNull() || !tolerant::parseJson(std::string_view(t.json.constData(), t.json.size()), v))
        return nullptr;
    return v;
}

nlohmann::ordered_json metricJson(const MetricRow &m)
{
    nlohmann::ordered_json o;
    o["name"] = m.name.toStdString();
    o["score"] = optionalNumber(m.score);
    if (m.scaleMin && m.scaleMax)
        o["scale"] = {{"min", *m.scaleMin}, {"max", *m.scaleMax}};
    o["threshold"] = optionalNumber(m.threshold);
    if (m.thresholdIsDefault)
        o["thresholdIsDefault"] = true;
    o["status"] = evaluationStatusId(m.status).toStdString();
    if (!m.label.isEmpty())
        o["label"] = m.label.toStdString();
    if (!m.explanation.isEmpty())
        o["explanation"] = m.explanation.toStdString();
    return o;
}

nlohmann::ordered_json sideJson(const EvaluationSide &s)
{
    if (!s.present)
        return nullptr;
    nlohmann::ordered_json o;
    auto calls = nlohmann::ordered_json::array();
    for (const EvaluationToolCall &c : s.toolCalls) {
        nlohmann::ordered_json call;
        call["name"] = c.name.toStdString();
        if (!c.resource.isEmpty())
            call["tool"] = c.resource.toStdString();
        call["args"] = jsonOf(c.args);
        if (!c.response.isNull())
            call["response"] = jsonOf(c.response);
        calls.push_back(std::move(call));
    }
    o["toolCalls"] = std::move(calls);
    auto parts = nlohmann::ordered_json::array();
    for (const QString &p : s.responseParts)
        parts.push_back(p.toStdString());
    o["responseParts"] = std::move(parts);
    if (!s.transferTarget.isEmpty())
        o["transfer"] = s.transferTarget.toStdString();
    if (!s.variables.isNull())
        o["variables"] = jsonOf(s.variables);
    return o;
}

nlohmann::ordered_json caseJson(const EvaluationCase &e)
{
    nlohmann::ordered_json o;
    o["format"] = e.formatId.toStdString();
    o["id"] = e.id.toStdString();
    o["title"] = e.title.toStdString();
    o["status"] = evaluationStatusId(e.status).toStdString();
    if (!e.rawStatus.isEmpty())
        o["rawStatus"] = e.rawStatus.toStdString();
    if (!e.linkedConversation.isEmpty())
        o["linkedConversation"] = e.linkedConversation.toStdString();
    if (!e.sourceRunId.isEmpty())
        o["sourceRun"] = e.sourceRunId.toStdString();
    auto metrics = nlohmann::ordered_json::array();
    for (const MetricRow &m : e.metrics)
        metrics.push_back(metricJson(m));
    o["metrics"] = std::move(metrics);
    auto turns = nlohmann::ordered_json::array();
    for (const TurnPair &t : e.turns) {
        nlohmann::ordered_json turn;
        turn["index"] = t.index;
        turn["userInput"] = t.userInput.toStdString();
        turn["expected"] = sideJson(t.expected);
        auto tm = nlohmann::ordered_json::array();
        for (const MetricRow &m : t.metrics)
            tm.push_back(metricJson(m));
        turn["metrics"] = std::move(tm);
        auto ex = nlohmann::ordered_json::array();
        for (const ExpectationRow &x : t.expectations) {
            nlohmann::ordered_json row;
            row["kind"] = x.kind.toStdString();
            if (!x.note.isEmpty())
                row["note"] = x.note.toStdString();
            row["expected"] = jsonOf(x.expected);
            row["observed"] = jsonOf(x.observed);
            row["status"] = evaluationStatusId(x.status).toStdString();
            row["detailScore"] = optionalNumber(x.detailScore);
            if (!x.explanation.isEmpty())
                row["explanation"] = x.explanation.toStdString();
            ex.push_back(std::move(row));
        }
        turn["expectations"] = std::move(ex);
        if (t.latencyNanos)
            turn["latencySeconds"] = double(*t.latencyNanos) / 1e9;
        if (!t.conversationName.isEmpty())
            turn["conversation"] = t.conversationName.toStdString();
        turns.push_back(std::move(turn));
    }
    o["turns"] = std::move(turns);
    if (!e.cases.empty()) {
        auto cases = nlohmann::ordered_json::array();
        for (const EvaluationCase &c : e.cases)
            cases.push_back(caseJson(c));
        o["cases"] = std::move(cases);
    }
    return o;
}

} // namespace

namespace evalread {

JsonText toJson(const EvaluationCase &e)
{
    nlohmann::ordered_json o;
    o["evaluation"] = caseJson(e);
    return tolerant::toJsonText(o);
}

} // namespace evalread
