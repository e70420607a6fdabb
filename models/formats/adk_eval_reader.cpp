// SPDX-License-Identifier: GPL-2.0-or-later
// ADK eval sets, eval cases and their results (evaluations.md §2).
#include "adk_eval_reader.h"

#include "adk_eval_invocation.h"

#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;
using evalread::Json;
using evalread::ReadCase;
using tolerant::field;

namespace {

void noTurns(ReadCase &rc, const SourceLocation &where, const QString &path)
{
    rc.diagnostics.append(makeDiagnostic(Severity::Warning,
        QT_TRANSLATE_NOOP("Diagnostic", "The case has no invocations to show"), {},
        evalread::at(where, path)));
}

// An EvalCase of a set: its conversation is the expected side (a set has no run), shown as the
// messages too; a scenario case has no turns.
ReadCase readEvalCase(const Json &c, const QString &path, const SourceLocation &where)
{
    ReadCase rc;
    EvaluationCase &e = rc.evaluation;
    if (!evalread::startCase(rc, EvaluationFamily::Adk, c, "evalId", nullptr, path, where))
        return rc;
    e.sourceRunId = tolerant::stringOr(c, "evalSetId");
    if (const Json *scenario = field(c, "conversationScenario");
        scenario && scenario->is_object()) {
        for (const char *key : {"startingPrompt", "conversationPlan"}) {
            if (const QString v = tolerant::stringOr(*scenario, key); !v.isEmpty())
                rc.properties.append({QString::fromLatin1(key), v});
        }
        return rc;
    }
    const Json *conversation = evalread::arrayAt(c, "conversation", where, path, rc.diagnostics);
    if (!conversation) {
        noTurns(rc, where, path);
        return rc;
    }
    int i = 0;
    for (const Json &inv : *conversation) {
        const QString invPath = tolerant::path(path, "conversation", i);
        adkeval::InvocationRead r
            = adkeval::readInvocation(inv, invPath, where, i, true, rc.diagnostics);
        TurnPair t;
        t.index = i++;
        t.jsonPath = invPath;
        t.userInput = r.userInput;
        t.expected = std::move(r.side);
        rc.messages += std::move(r.messages);
        e.turns.append(std::move(t));
    }
    return rc;
}

QVector<MetricRow> readMetrics(const Json &o, const char *key, const QString &path,
    const SourceLocation &where, Diagnostics &diags)
{
    QVector<MetricRow> rows;
    const Json *list = evalread::arrayAt(o, key, where, path, diags);
    if (!list)
        return rows;
    int i = 0;
    for (const Json &m : *list) {
        const QString mPath = tolerant::path(path, key, i++);
        if (m.is_array() && m.size() == 2) // deprecated [EvalMetric, EvalMetricResult] pairs
            rows.append(adkeval::readMetric(m[1], tolerant::path(mPath, "", 1), where, diags));
        else
            rows.append(adkeval::readMetric(m, mPath, where, diags));
    }
    return rows;
}

// An EvalCaseResult: actual invocations as messages, expected beside them per index (§2.9).
ReadCase readCaseResult(const Json &c, const QString &path, const SourceLocation &where)
{
    ReadCase rc;
    EvaluationCase &e = rc.evaluation;
    if (!evalread::startCase(rc, EvaluationFamily::Adk, c, "evalId", nullptr, path, where))
        return rc;
    e.sourceRunId = tolerant::stringOr(c, "evalSetId", tolerant::stringOr(c, "evalSetFile"));
    e.linkedConversation = tolerant::stringOr(c, "sessionId");
    e.status = evalread::readStatus(field(c, "finalEvalStatus"), EvaluationFamily::Adk, e.rawStatus,
        where, tolerant::path(path, "finalEvalStatus"), rc.diagnostics);
    e.metrics = readMetrics(c, "overallEvalMetricResults", path, where, rc.diagnostics);
    if (e.metrics.isEmpty())
        e.metrics = readMetrics(c, "evalMetricResults", path, where, rc.diagnostics);
    for (const char *key : {"sessionId", "userId"}) {
        if (const QString v = tolerant::stringOr(c, key); !v.isEmpty())
            rc.properties.append({QString::fromLatin1(key), v});
    }
    const Json *per
        = evalread::arrayAt(c, "evalMetricResultPerInvocation", where, path, rc.diagnostics);
    if (!per || per->empty()) {
        noTurns(rc, where, path);
        return rc;
    }
    int i = 0;
    for (const Json &entry : *per) {
        const QString ePath = tolerant::path(path, "evalMetricResultPerInvocation", i);
        TurnPair t;
        t.index = i;
        t.jsonPath = ePath;
        if (!entry.is_object()) {
            evalread::wrongType(rc.diagnostics, where, ePath, "object", entry);
            e.turns.append(std::move(t));
            ++i;
            continue;
        }
        if (const Json *actual = field(entry, "actualInvocation")) {
            adkeval::InvocationRead r = adkeval::readInvocation(
                *actual, tolerant::path(ePath, "actualInvocation"), where, i, true, rc.diagnostics);
            t.userInput = r.userInput;
            t.actual = std::move(r.side);
            rc.messages += std::move(r.messages);
        }
        if (const Json *expected = field(entry, "expectedInvocation")) {
            adkeval::InvocationRead r = adkeval::readInvocation(*expected,
                tolerant::path(ePath, "expectedInvocation"), where, i, false, rc.diagnostics);
            if (t.userInput.isEmpty())
                t.userInput = r.userInput;
            t.expected = std::move(r.side);
        }
        t.metrics = readMetrics(entry, "evalMetricResults", ePath, where, rc.diagnostics);
        e.turns.append(std::move(t));
        ++i;
    }
    return rc;
}

// A legacy list of cases: [{name, data[...], initial_session}] (§2.7).
ReadCase readLegacyCase(const Json &c, const QString &path, const SourceLocation &where)
{
    QVector<const Json *> items;
    QStringList paths;
    Diagnostics diags;
    if (const Json *data = evalread::arrayAt(c, "data", where, path, diags)) {
        int i = 0;
        for (const Json &item : *data) {
            items.append(&item);
            paths.append(tolerant::path(path, "data", i++));
        }
    }
    ReadCase rc = adkeval::readLegacyItems(items, paths, where);
    rc.diagnostics = diags + rc.diagnostics;
    rc.evaluation.formatId = u"adk.legacy-evalset"_s;
    rc.evaluation.id = tolerant::stringOr(c, "name");
    rc.evaluation.title = rc.evaluation.id;
    rc.evaluation.jsonPath = path;
    if (rc.evaluation.turns.isEmpty())
        noTurns(rc, where, path);
    return rc;
}

// One record: a whole set, result or list, or one element of it.
void readValue(const QString &formatId, const Json &v, const QString &path,
    const SourceLocation &where, QVector<ReadCase> &out)
{
    const auto each = [&](const Json &list, const char *key, auto readOne) {
        int i = 0;
        for (const Json &c : list)
            out.append(readOne(c, tolerant::path(path, key, i++), where));
    };
    if (v.is_array()) {
        int i = 0;
        for (const Json &c : v)
            readValue(formatId, c, tolerant::path(path, "", i++), where, out);
        return;
    }
    if (const Json *cases = field(v, "evalCaseResults"); cases && cases->is_array())
        return each(*cases, "evalCaseResults", readCaseResult);
    if (const Json *cases = field(v, "runEvalResults"); cases && cases->is_array())
        return each(*cases, "runEvalResults", readCaseResult);
    if (const Json *cases = field(v, "evalCases"); cases && cases->is_array())
        return each(*cases, "evalCases", readEvalCase);
    if (field(v, "finalEvalStatus") || field(v, "evalMetricResultPerInvocation")) {
        ReadCase rc = readCaseResult(v, path, where);
        rc.evaluation.formatId = formatId;
        out.append(std::move(rc));
        return;
    }
    if (field(v, "data") && field(v, "name"))
        return out.append(readLegacyCase(v, path, where));
    out.append(readEvalCase(v, path, where));
}

} // namespace

Conversation AdkEvalReader::read(
    const QString &formatId, const QVector<ReaderRecord> &records) const
{
    if (formatId != u"adk.legacy-test"_s) {
        return evalread::readRecords(records, formatId, EvaluationFamily::Adk,
            [&formatId](const Json &v, const ReaderRecord &r, QVector<ReadCase> &out) {
                readValue(formatId, v, r.jsonPath, r.location, out);
                // The set result's id names the run of every case it holds.
                const QString setId
                    = tolerant::stringOr(v, "evalSetResultId", tolerant::stringOr(v, "evalSetId"));
                for (ReadCase &rc : out) {
                    if (!setId.isEmpty())
                        rc.evaluation.sourceRunId = setId;
                }
            });
    }
    // A legacy .test.json list: its items (the records) are the turns of one case.
    Diagnostics diags;
    SourceLocation where;
    QVector<const Json *> items;
    QStringList paths;
    QVector<Json> storage(records.size());
    for (qsizetype i = 0; i < records.size(); ++i) {
        const ReaderRecord &r = records.at(i);
        where = r.location;
        if (!r.value) {
            diags += r.diagnostics;
            continue;
        }
        items.append(
            &evalread::unwrapDoubleEncoded(*r.value, storage[i], r.location, r.jsonPath, diags));
        paths.append(r.jsonPath);
    }
    ReadCase rc = adkeval::readLegacyItems(items, paths, where);
    rc.evaluation.title = where.file.section(u'/', -1);
    return evalread::buildConversation({rc}, formatId, EvaluationFamily::Adk, diags);
}
