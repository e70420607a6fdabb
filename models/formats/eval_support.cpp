// SPDX-License-Identifier: GPL-2.0-or-later
// Shared parts of the evaluation readers (evaluations.md §3.2, §4).
#include "eval_support.h"

#include "json/json_parse.h"

#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;
using tolerant::field;
using tolerant::Json;

namespace {

EvaluationStatus statusFromName(QString name, bool &known)
{
    known = true;
    name = name.trimmed().toUpper();
    if (const qsizetype dot = name.lastIndexOf(u'.'); dot >= 0)
        name = name.mid(dot + 1); // "EvalStatus.PASSED"
    if (name == u"PASS"_s || name == u"PASSED"_s)
        return EvaluationStatus::Pass;
    if (name == u"FAIL"_s || name == u"FAILED"_s)
        return EvaluationStatus::Fail;
    if (name == u"NOT_EVALUATED"_s || name == u"NOTEVALUATED"_s)
        return EvaluationStatus::NotEvaluated;
    if (name == u"SKIPPED"_s || name == u"SKIP"_s)
        return EvaluationStatus::Skipped;
    if (name == u"INFORMATIONAL"_s)
        return EvaluationStatus::Informational;
    known = name.isEmpty() || name.endsWith(u"UNSPECIFIED"_s);
    return EvaluationStatus::Unknown;
}

EvaluationStatus statusFromNumber(qint64 n, EvaluationFamily family, bool &known)
{
    known = true;
    switch (n) {
    case 0:
        return EvaluationStatus::Unknown;
    case 1:
        return EvaluationStatus::Pass;
    case 2:
        return EvaluationStatus::Fail;
    case 3:
        return family == EvaluationFamily::Ces ? EvaluationStatus::Skipped
                                               : EvaluationStatus::NotEvaluated;
    case 4:
        if (family == EvaluationFamily::Adk)
            return EvaluationStatus::Informational;
        break;
    default:
        break;
    }
    known = false;
    return EvaluationStatus::Unknown;
}

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

EvaluationStatus readStatus(const Json *v, EvaluationFamily family, QString &raw,
    const SourceLocation &where, const QString &jsonPath, Diagnostics &diagnostics)
{
    raw.clear();
    if (!v)
        return EvaluationStatus::Unknown;
    bool known = false;
    EvaluationStatus s = EvaluationStatus::Unknown;
    if (v->is_number()) {
        const std::optional<qint64> n = tolerant::toInt64(v);
        raw = tolerant::toString(v).value_or(QString());
        s = n ? statusFromNumber(*n, family, known) : EvaluationStatus::Unknown;
    } else if (v->is_string()) {
        raw = tolerant::toString(v).value_or(QString());
        bool isNumber = false;
        const qint64 n = raw.toLongLong(&isNumber);
        s = isNumber ? statusFromNumber(n, family, known) : statusFromName(raw, known);
    } else {
        wrongType(diagnostics, where, jsonPath, "string or number", *v);
        return s;
    }
    if (!known)
        diagnostics.append(makeDiagnostic(Severity::Warning,
            QT_TRANSLATE_NOOP("Diagnostic", "Unknown evaluation status %1: shown as unknown"),
            {raw}, at(where, jsonPath)));
    return s;
}

std::optional<double> readNumber(const Json &o, const char *key, const SourceLocation &where,
    const QString &parentPath, Diagnostics &diagnostics)
{
    const Json *v = field(o, key);
    if (!v)
        return std::nullopt;
    const std::optional<double> d = tolerant::toDouble(v);
    if (!d)
        wrongType(diagnostics, where, tolerant::path(parentPath, key), "number", *v);
    return d;
}

const Json *arrayAt(const Json &o, const char *key, const SourceLocation &where,
    const QString &parentPath, Diagnostics &diagnostics)
{
    const Json *v = field(o, key);
    if (v && !v->is_array()) {
        wrongType(diagnostics, where, tolerant::path(parentPath, key), "array", *v);
        return nullptr;
    }
    return v;
}

const Json &unwrapDoubleEncoded(const Json &v, Json &storage, const SourceLocation &where,
    const QString &jsonPath, Diagnostics &diagnostics)
{
    if (!v.is_string())
        return v;
    const std::string &s = v.get_ref<const std::string &>();
    const auto first = s.find_first_not_of(" \t\r\n");
    if (first == std::string::npos || (s[first] != '{' && s[first] != '['))
        return v;
    if (!tolerant::parseJson(s, storage)) {
        diagnostics.append(makeDiagnostic(Severity::Error,
            QT_TRANSLATE_NOOP("Diagnostic", "The string holding the document is not valid JSON"),
            {}, at(where, jsonPath)));
        return v;
    }
    diagnostics.append(makeDiagnostic(Severity::Info,
        QT_TRANSLATE_NOOP("Diagnostic",
            "The document is a JSON string holding JSON: double-encoded (ADK < 1.22)"),
        {}, at(where, jsonPath)));
    return storage;
}

JsonText toJson(const EvaluationCase &e)
{
    nlohmann::ordered_json o;
    o["evaluation"] = caseJson(e);
    return tolerant::toJsonText(o);
}

Conversation buildConversation(
    QVector<ReadCase> cases, const QString &formatId, EvaluationFamily family, Diagnostics extra)
{
    Conversation c;
    c.diagnostics = std::move(extra);
    if (cases.size() == 1) {
        ReadCase &one = cases.first();
        c.id = one.evaluation.id;
        c.title = one.evaluation.title.isEmpty() ? one.evaluation.id : one.evaluation.title;
        c.messages = std::move(one.messages);
        c.diagnostics += one.diagnostics;
        c.properties = one.properties;
        c.jsonPath = one.evaluation.jsonPath;
        c.evaluation = std::make_shared<const EvaluationCase>(std::move(one.evaluation));
    } else {
        EvaluationCase list;
        list.family = family;
        list.formatId = formatId;
        int turnBase = 0;
        for (ReadCase &rc : cases) {
            int maxTurn = -1;
            for (Message &m : rc.messages) {
                if (m.turn >= 0) {
                    maxTurn = qMax(maxTurn, m.turn);
                    m.turn += turnBase;
                }
                c.messages.append(std::move(m));
            }
            turnBase += maxTurn + 1;
            c.diagnostics += rc.diagnostics;
            if (c.properties.isEmpty())
                c.properties = rc.properties;
            list.cases.push_back(std::move(rc.evaluation));
        }
        c.evaluation = std::make_shared<const EvaluationCase>(std::move(list));
    }
    int turns = 0;
    for (const Message &m : c.messages)
        turns = qMax(turns, m.turn + 1);
    c.turnCount = turns;
    c.extra = toJson(*c.evaluation);
    pairToolCalls(c);
    return c;
}

bool startCase(ReadCase &rc, EvaluationFamily family, const Json &o, const char *idKey,
    const char *titleKey, const QString &path, const SourceLocation &where)
{
    EvaluationCase &e = rc.evaluation;
    e.family = family;
    e.jsonPath = path;
    if (!o.is_object()) {
        wrongType(rc.diagnostics, where, path, "object", o);
        return false;
    }
    e.id = tolerant::stringOr(o, idKey);
    e.title = titleKey ? tolerant::stringOr(o, titleKey, e.id.section(u'/', -1)) : e.id;
    return true;
}

Conversation readRecords(const QVector<ReaderRecord> &records, const QString &formatId,
    EvaluationFamily family, const ValueReader &readValue)
{
    Diagnostics diags;
    QVector<ReadCase> cases;
    for (const ReaderRecord &r : records) {
        if (!r.value) {
            diags += r.diagnostics;
            continue;
        }
        Json storage;
        const Json &v = unwrapDoubleEncoded(*r.value, storage, r.location, r.jsonPath, diags);
        QVector<ReadCase> read;
        readValue(v, r, read);
        for (ReadCase &rc : read) {
            rc.evaluation.formatId = formatId;
            rc.evaluation.family = family;
        }
        cases += read;
    }
    if (cases.isEmpty()) {
        ReadCase empty;
        empty.evaluation.formatId = formatId;
        empty.evaluation.family = family;
        cases.append(std::move(empty));
    }
    return buildConversation(std::move(cases), formatId, family, diags);
}

void appendText(QVector<Message> &out, const QString &role, const QString &text, int turn,
    const QString &jsonPath)
{
    Message m;
    m.role = role;
    m.author = role;
    m.turn = turn;
    m.jsonPath = jsonPath;
    Chunk chunk;
    chunk.kind = ChunkKind::Text;
    chunk.text = text;
    chunk.jsonPath = jsonPath;
    m.chunks.append(chunk);
    out.append(std::move(m));
}

QStringList textParts(const QVector<Chunk> &chunks)
{
    QStringList out;
    for (const Chunk &c : chunks) {
        if (c.kind == ChunkKind::Text || c.kind == ChunkKind::Transcript)
            out << c.text;
    }
    return out;
}

void collectToolCalls(const QVector<Chunk> &chunks, EvaluationSide &side)
{
    for (const Chunk &c : chunks) {
        if (c.kind == ChunkKind::ToolCall) {
            EvaluationToolCall call;
            call.name = c.toolName;
            call.resource = c.toolResource;
            call.id = c.toolId;
            call.args = c.json;
            side.toolCalls.append(call);
            if (c.toolName == u"transfer_to_agent"_s) {
                Json args;
                if (tolerant::parseJson(
                        std::string_view(c.json.json.constData(), c.json.json.size()), args))
                    side.transferTarget = tolerant::stringOr(args, "agentName");
            }
        } else if (c.kind == ChunkKind::ToolResponse) {
            EvaluationToolCall *match = nullptr;
            for (EvaluationToolCall &call : side.toolCalls) {
                if (!call.response.isNull())
                    continue;
                if (!c.toolId.isEmpty() && call.id == c.toolId) {
                    match = &call;
                    break;
                }
                if (!match && call.name == c.toolName)
                    match = &call;
            }
            if (match)
                match->response = c.json;
        } else if (c.kind == ChunkKind::AgentTransfer) {
            side.transferTarget = c.displayName.isEmpty() ? c.targetAgent : c.displayName;
        }
    }
}

} // namespace evalread
