// SPDX-License-Identifier: GPL-2.0-or-later
// CES golden expectations and their observed values (evaluations.md §1.3, §1.6), thresholds.
#include "ces_eval_parts.h"

#include "ces_reader.h"

#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;
using evalread::Json;
using tolerant::field;

namespace ceseval {

Thresholds readThresholds(const Json *t)
{
    Thresholds out;
    if (!t || !t->is_object())
        return out;
    const Json *golden = field(*t, "goldenEvaluationMetricsThresholds");
    const Json *turn = golden ? field(*golden, "turnLevelMetricsThresholds") : nullptr;
    const Json *expectation
        = golden ? field(*golden, "expectationLevelMetricsThresholds") : nullptr;
    if (turn) {
        if (auto v = tolerant::toDouble(field(*turn, "semanticSimilaritySuccessThreshold"))) {
            out.semanticSimilarity = *v;
            out.semanticDefault = false;
        }
        if (auto v
            = tolerant::toDouble(field(*turn, "overallToolInvocationCorrectnessThreshold"))) {
            out.toolInvocation = *v;
            out.toolDefault = false;
        }
    }
    if (expectation) {
        if (auto v = tolerant::toDouble(
                field(*expectation, "toolInvocationParameterCorrectnessThreshold"))) {
            out.parameterCorrectness = *v;
            out.parameterDefault = false;
        }
    }
    const Json *behaviour
        = field(*t, {"goldenHallucinationMetricBehavior", "hallucinationMetricBehavior"});
    out.hallucinationCounted
        = tolerant::toEnumName(behaviour, {u"UNSPECIFIED"_s, u"DISABLED"_s, u"ENABLED"_s})
              .value_or(QString())
        != u"DISABLED"_s;
    return out;
}

void readItem(const QString &kind, const Json &value, const QString &path, int turn,
    const SourceLocation &where, EvaluationSide &side, QVector<Message> *messages,
    Diagnostics &diags)
{
    side.present = true;
    if (kind == u"noToolCalls"_s)
        return;
    if (!value.is_object()) {
        evalread::wrongType(diags, where, path, "object", value);
        return;
    }
    if (kind == u"agentResponse"_s) {
        Message m = ces::readMessage(value, path, turn, where);
        if (m.role.isEmpty())
            m.role = u"agent"_s;
        m.author = m.role;
        side.responseParts += evalread::textParts(m.chunks);
        if (messages)
            messages->append(std::move(m));
        return;
    }
    if (kind == u"payload"_s)
        return;
    // The chunk vocabulary of CES messages: toolCall, toolResponse, agentTransfer, variables.
    const std::string key = kind == u"mockToolResponse"_s ? "toolResponse" : kind.toStdString();
    Json wrapper = Json::object();
    wrapper[key] = value;
    Chunk c = ces::readChunk(wrapper, path, where, diags);
    c.jsonPath = path;
    if (c.kind == ChunkKind::UpdatedVariables)
        side.variables = c.json;
    else
        evalread::collectToolCalls({c}, side);
    if (!messages)
        return;
    Message m;
    m.role = u"agent"_s;
    m.author = m.role;
    m.turn = turn;
    m.jsonPath = path;
    m.chunks.append(std::move(c));
    messages->append(std::move(m));
}

} // namespace ceseval
