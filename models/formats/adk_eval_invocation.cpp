// SPDX-License-Identifier: GPL-2.0-or-later
// ADK invocations: user content, intermediate data in both shapes, final response (§2.4).
#include "adk_eval_invocation.h"

#include "genai_content_reader.h"

#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;
using evalread::Json;
using tolerant::field;

namespace {

// A message from a Content object, or nothing when it has no visible part.
void appendContent(QVector<Message> &out, const GenaiContent &content, const QString &fallbackRole,
    const QString &author, int turn, const QString &jsonPath)
{
    if (content.chunks.isEmpty())
        return;
    Message m;
    m.role = content.role.isEmpty() ? fallbackRole : content.role;
    m.author = author.isEmpty() ? m.role : author;
    m.turn = turn;
    m.jsonPath = jsonPath;
    m.chunks = content.chunks;
    m.extra = content.extra;
    out.append(std::move(m));
}

// One FunctionCall or FunctionResponse given bare (tool_uses, tool_responses) as a chunk.
std::optional<Chunk> functionChunk(const Json &fn, const char *partKey, int index,
    const QString &jsonPath, const SourceLocation &where, Diagnostics &diags)
{
    Json part = Json::object();
    part[partKey] = fn;
    GroundingPart gp;
    return genai::readPart(part, index, jsonPath, where, diags, gp);
}

void readEvents(const Json &events, const QString &path, const SourceLocation &where, int turn,
    QVector<Chunk> &chunks, QVector<Message> &messages, Diagnostics &diags)
{
    qint64 i = 0;
    for (const Json &e : events) {
        const QString ePath = tolerant::path(path, "", i++);
        if (!e.is_object()) {
            evalread::wrongType(diags, where, ePath, "object", e);
            continue;
        }
        const Json *content = field(e, "content");
        if (!content)
            continue;
        const GenaiContent gc
            = genai::readContent(*content, tolerant::path(ePath, "content"), where, diags);
        chunks += gc.chunks;
        appendContent(messages, gc, u"model"_s, tolerant::stringOr(e, "author"), turn, ePath);
    }
}

void readToolUses(const Json &data, const QString &path, const SourceLocation &where, int turn,
    QVector<Chunk> &chunks, QVector<Message> &messages, Diagnostics &diags)
{
    Message m;
    m.role = u"model"_s;
    m.author = m.role;
    m.turn = turn;
    m.jsonPath = path;
    const std::pair<const char *, const char *> lists[]
        = {{"toolUses", "functionCall"}, {"toolResponses", "functionResponse"}};
    for (const auto &[key, partKey] : lists) {
        const Json *list = evalread::arrayAt(data, key, where, path, diags);
        if (!list)
            continue;
        int i = 0;
        for (const Json &fn : *list) {
            const QString fnPath = tolerant::path(path, key, i);
            if (auto chunk = functionChunk(fn, partKey, i++, fnPath, where, diags)) {
                chunks.append(*chunk);
                m.chunks.append(std::move(*chunk));
            }
        }
    }
    if (!m.chunks.isEmpty())
        messages.append(std::move(m));
    // [author, [parts]] pairs (a Python tuple, §4.7).
    const Json *responses = evalread::arrayAt(data, "intermediateResponses", where, path, diags);
    if (!responses)
        return;
    qint64 i = 0;
    for (const Json &pair : *responses) {
        const QString pPath = tolerant::path(path, "intermediateResponses", i++);
        if (!pair.is_array() || pair.size() != 2 || !pair[0].is_string() || !pair[1].is_array()) {
            evalread::wrongType(diags, where, pPath, "[author, parts] pair", pair);
            continue;
        }
        Json content = Json::object();
        content["parts"] = pair[1];
        const GenaiContent gc
            = genai::readContent(content, tolerant::path(pPath, "", 1), where, diags);
        appendContent(messages, gc, u"model"_s, QString::fromStdString(pair[0].get<std::string>()),
            turn, pPath);
    }
}

} // namespace

namespace adkeval {

InvocationRead readInvocation(const Json &inv, const QString &path, const SourceLocation &where,
    int turn, bool withMessages, Diagnostics &diags)
{
    InvocationRead out;
    if (!inv.is_object()) {
        evalread::wrongType(diags, where, path, "object", inv);
        return out;
    }
    out.side.present = true;
    QVector<Message> messages;
    if (const Json *user = field(inv, "userContent")) {
        const GenaiContent gc
            = genai::readContent(*user, tolerant::path(path, "userContent"), where, diags);
        out.userInput = evalread::textParts(gc.chunks).join(u'\n');
        appendContent(
            messages, gc, u"user"_s, u"user"_s, turn, tolerant::path(path, "userContent"));
    } else {
        diags.append(makeDiagnostic(Severity::Warning,
            QT_TRANSLATE_NOOP("Diagnostic", "The invocation has no user content"), {},
            evalread::at(where, path)));
    }
    QVector<Chunk> toolChunks;
    if (const Json *data = field(inv, "intermediateData")) {
        const QString dPath = tolerant::path(path, "intermediateData");
        if (!data->is_object()) {
            evalread::wrongType(diags, where, dPath, "object", *data);
        } else if (const Json *events
            = evalread::arrayAt(*data, "invocationEvents", where, dPath, diags)) {
            readEvents(*events, tolerant::path(dPath, "invocationEvents"), where, turn, toolChunks,
                messages, diags);
        } else {
            readToolUses(*data, dPath, where, turn, toolChunks, messages, diags);
        }
    }
    evalread::collectToolCalls(toolChunks, out.side);
    if (const Json *final = field(inv, "finalResponse")) {
        const QString fPath = tolerant::path(path, "finalResponse");
        const GenaiContent gc = genai::readContent(*final, fPath, where, diags);
        for (const Chunk &c : gc.chunks) {
            if (c.kind == ChunkKind::Text)
                out.side.responseParts << c.text;
        }
        appendContent(messages, gc, u"model"_s, QString(), turn, fPath);
    }
    if (withMessages)
        out.messages = std::move(messages);
    return out;
}

MetricRow readMetric(
    const Json &m, const QString &path, const SourceLocation &where, Diagnostics &diags)
{
    MetricRow row;
    row.jsonPath = path;
    if (!m.is_object()) {
        evalread::wrongType(diags, where, path, "object", m);
        return row;
    }
    row.name = tolerant::stringOr(m, "metricName");
    row.score = evalread::readNumber(m, "score", where, path, diags);
    row.threshold = evalread::readNumber(m, "threshold", where, path, diags);
    if (!row.threshold) {
        if (const Json *criterion = field(m, "criterion"); criterion && criterion->is_object())
            row.threshold = evalread::readNumber(
                *criterion, "threshold", where, tolerant::path(path, "criterion"), diags);
    }
    row.status = evalread::readStatus(field(m, "evalStatus"), EvaluationFamily::Adk, row.rawStatus,
        where, tolerant::path(path, "evalStatus"), diags);
    if (row.name == u"response_evaluation_score"_s) {
        row.scaleMin = 1;
        row.scaleMax = 5;
    } else if (row.name == u"tool_trajectory_avg_score"_s
        || row.name == u"response_match_score"_s) {
        row.scaleMin = 0;
        row.scaleMax = 1;
    }
    if (const Json *details = field(m, "details"); details && details->is_object()) {
        if (const Json *rubrics = field(*details, "rubricScores"); rubrics && rubrics->is_array()) {
            QStringList lines;
            for (const Json &r : *rubrics)
                lines << tolerant::stringOr(r, "rubricId") + u": "_s
                        + tolerant::stringOr(r, "rationale");
            row.explanation = lines.join(u'\n');
        }
    }
    return row;
}

evalread::ReadCase readLegacyItems(
    const QVector<const Json *> &items, const QStringList &paths, const SourceLocation &where)
{
    evalread::ReadCase rc;
    EvaluationCase &e = rc.evaluation;
    e.family = EvaluationFamily::Adk;
    e.formatId = u"adk.legacy-test"_s;
    for (qsizetype i = 0; i < items.size(); ++i) {
        const Json &item = *items.at(i);
        const QString path = paths.value(i);
        if (!item.is_object()) {
            evalread::wrongType(rc.diagnostics, where, path, "object", item);
            continue;
        }
        TurnPair t;
        t.index = int(e.turns.size());
        t.jsonPath = path;
        t.expected.present = true;
        t.userInput = tolerant::stringOr(item, "query");
        evalread::appendText(
            rc.messages, u"user"_s, t.userInput, t.index, tolerant::path(path, "query"));
        if (const Json *uses
            = evalread::arrayAt(item, "expectedToolUse", where, path, rc.diagnostics)) {
            Message m;
            m.role = u"model"_s;
            m.author = m.role;
            m.turn = t.index;
            m.jsonPath = tolerant::path(path, "expectedToolUse");
            int k = 0;
            for (const Json &use : *uses) {
                const QString usePath = tolerant::path(path, "expectedToolUse", k);
                Json fn = Json::object();
                fn["name"]
                    = use.is_object() && field(use, "toolName") ? *field(use, "toolName") : Json();
                fn["args"] = use.is_object() && field(use, "toolInput") ? *field(use, "toolInput")
                                                                        : Json::object();
                if (auto chunk
                    = functionChunk(fn, "functionCall", k++, usePath, where, rc.diagnostics))
                    m.chunks.append(std::move(*chunk));
            }
            evalread::collectToolCalls(m.chunks, t.expected);
            if (!m.chunks.isEmpty())
                rc.messages.append(std::move(m));
        }
        if (const Json *agents = evalread::arrayAt(
                item, "expectedIntermediateAgentResponses", where, path, rc.diagnostics)) {
            for (const Json &a : *agents) {
                const QString text = tolerant::stringOr(a, "text");
                if (!text.isEmpty())
                    evalread::appendText(rc.messages, u"model"_s, text, t.index, path);
            }
        }
        if (const QString reference = tolerant::stringOr(item, "reference"); !reference.isEmpty()) {
            t.expected.responseParts << reference;
            evalread::appendText(
                rc.messages, u"model"_s, reference, t.index, tolerant::path(path, "reference"));
        }
        e.turns.append(std::move(t));
    }
    return rc;
}

} // namespace adkeval
