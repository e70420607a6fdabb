// SPDX-License-Identifier: GPL-2.0-or-later
// Discovery Engine conversations (formats.md §1.6.6): one unit's records, streams merged.
#include "discovery_reader.h"

#include "discovery_conversation_builder.h"
#include "discovery_internal.h"

#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;
using tolerant::field;
using tolerant::Json;

namespace {

// An AnswerQueryResponse (snapshot): `answer` holding an Answer, or `answerQueryToken`.
bool isAnswerResponse(const Json &v)
{
    if (!v.is_object() || field(v, "method") || field(v, "error"))
        return false;
    const Json *answer = field(v, "answer");
    if (answer && answer->is_object())
        return !discovery::looksAssistAnswer(*answer);
    return field(v, "answerQueryToken") != nullptr;
}

QString answerName(const Json &response)
{
    const Json *answer = field(response, "answer");
    return answer ? discovery::str(*answer, "name") : QString();
}

} // namespace

Conversation DiscoveryReader::read(
    const QString &formatId, const QVector<ReaderRecord> &records) const
{
    DiscoveryConversationBuilder builder;
    const bool stream = formatId == u"discoveryengine.answer-stream"_s;
    // Consecutive snapshots of one answer (same name; in a stream, unnamed ones too) are merged.
    QVector<const Json *> run;
    QString runName;
    const ReaderRecord *runStart = nullptr;
    auto flush = [&]() {
        if (run.size() == 1) {
            builder.addAnswerResponse(*run.first(), runStart->jsonPath, runStart->location);
        } else if (run.size() > 1) {
            bool cumulative = true;
            const Json merged = discovery::mergeSnapshots(run, cumulative);
            builder.addAnswerResponse(
                merged, runStart->jsonPath, runStart->location, int(run.size()), cumulative);
        }
        run.clear();
        runName.clear();
        runStart = nullptr;
    };
    for (const ReaderRecord &r : records) {
        builder.addDiagnostics(r.diagnostics);
        if (!r.value)
            continue;
        const Json &v = *r.value;
        if (isAnswerResponse(v)) {
            const QString name = answerName(v);
            const bool joins = !run.isEmpty()
                && ((!name.isEmpty() && name == runName)
                    || (stream && (name.isEmpty() || runName.isEmpty())));
            if (!joins)
                flush();
            if (run.isEmpty())
                runStart = &r;
            run.append(&v);
            if (runName.isEmpty())
                runName = name;
            continue;
        }
        flush();
        builder.addRecord(v, r.jsonPath, r.location);
    }
    flush();
    Conversation c = builder.finish();
    if (!records.isEmpty())
        c.jsonPath = records.first().jsonPath;
    return c;
}

ConversationSummary DiscoveryReader::summarize(const Conversation &c) const
{
    ConversationSummary s = FormatReader::summarize(c);
    for (const Message &m : c.messages) {
        if (m.role == u"model"_s && !m.author.isEmpty()) {
            s.agent = m.author;
            break;
        }
    }
    return s;
}
