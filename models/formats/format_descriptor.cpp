// SPDX-License-Identifier: GPL-2.0-or-later
// The one table of formats (formats.md §1.1): ids, families, plural ids, grouping, readers.
#include "format_descriptor.h"

#include "adk_eval_reader.h"
#include "adk_reader.h"
#include "ces_eval_reader.h"
#include "ces_reader.h"
#include "ces_run_session_reader.h"
#include "discovery_grouping.h"
#include "discovery_reader.h"
#include "gemini_reader.h"
#include "trace_reader.h"

#include <QCoreApplication>
#include <algorithm>

namespace {

using Records = QVector<const nlohmann::ordered_json *>;
using G = RecordGrouping;

template<typename Reader>
std::unique_ptr<FormatReader> make()
{
    return std::make_unique<Reader>();
}

RecordGroups discoveryLog(const Records &records)
{
    return formats::groupDiscoveryRecords(records, false);
}

// Snapshots of one streamed answer: records without a session join their neighbours.
RecordGroups discoveryStream(const Records &records)
{
    return formats::groupDiscoveryRecords(records, true);
}

// What records are called in the names of the parts of a big conversation.
//: What the records of a file are, in the name of a part of a conversation too big to show at
//: once: "Part 12 · events 11,000–11,999" (ADK and Agent Engine session events)
const char *const kEvents = QT_TRANSLATE_NOOP("RecordKind", "events");
//: What the records of a file are, in the name of a part of a conversation too big to show at
//: once: "Part 12 · messages 11,000–11,999" (a list of Conversational Agents messages)
const char *const kMessages = QT_TRANSLATE_NOOP("RecordKind", "messages");
//: What the records of a file are, in the name of a part of a conversation too big to show at
//: once: "Part 12 · turns 11,000–11,999" (the turns of a Conversational Agents conversation)
const char *const kTurns = QT_TRANSLATE_NOOP("RecordKind", "turns");
//: What the records of a file are, in the name of a part of a conversation too big to show at
//: once: "Part 12 · records 11,000–11,999" (records of another kind: JSON Lines, stream chunks)
const char *const kRecords = QT_TRANSLATE_NOOP("RecordKind", "records");
//: What the records of a file are, in the name of a part of a conversation too big to show at
//: once: "Part 12 · spans 11,000–11,999" (the spans of a trace file)
const char *const kSpans = QT_TRANSLATE_NOOP("RecordKind", "spans");
//: What the records of a file are, in the name of a part of a conversation too big to show at
//: once: "Part 12 · cases 11,000–11,999" (the cases or results of an evaluation file)
const char *const kCases = QT_TRANSLATE_NOOP("RecordKind", "cases");

QVector<FormatDescriptor> table()
{
    // clang-format off
    // id, family, display name, records word, plural id, refine records; grouping in an envelope,
    // bare; records are messages; record key; group records; reader
    return {
        {u"ces.message", u"ces", QT_TRANSLATE_NOOP("FormatName", "Conversational Agents message"), kMessages, u"ces.messages", nullptr,
            G::Whole, G::Whole, true, nullptr, nullptr, make<CesReader>},
        {u"ces.messages", u"ces", QT_TRANSLATE_NOOP("FormatName", "Conversational Agents messages"), kMessages, u"ces.messages", nullptr,
            G::Whole, G::Whole, true, nullptr, nullptr, make<CesReader>},
        {u"ces.conversation", u"ces", QT_TRANSLATE_NOOP("FormatName", "Conversational Agents conversation"), kTurns, u"ces.conversations", nullptr,
            G::Whole, G::PerRecord, false, nullptr, nullptr, make<CesReader>},
        {u"ces.conversations", u"ces", QT_TRANSLATE_NOOP("FormatName", "Conversational Agents conversations"), kTurns, u"ces.conversations", nullptr,
            G::PerRecord, G::PerRecord, false, nullptr, nullptr, make<CesReader>},
        {u"ces.example", u"ces", QT_TRANSLATE_NOOP("FormatName", "Conversational Agents example"), kMessages, u"ces.example", nullptr,
            G::Whole, G::PerRecord, false, nullptr, nullptr, make<CesReader>},
        {u"ces.run-session", u"ces", QT_TRANSLATE_NOOP("FormatName", "Conversational Agents session run"), kRecords, u"ces.run-session", nullptr,
            G::Whole, G::Whole, false, nullptr, nullptr, make<CesRunSessionReader>},
        {u"agentengine.events", u"agentengine", QT_TRANSLATE_NOOP("FormatName", "Agent Engine session events"), kEvents, u"agentengine.events", nullptr,
            G::Whole, G::ByKey, false, adk::sessionPath, nullptr, make<AdkReader>},
        {u"agentengine.event", u"agentengine", QT_TRANSLATE_NOOP("FormatName", "Agent Engine session event"), kEvents, u"agentengine.events", nullptr,
            G::Whole, G::Whole, false, nullptr, nullptr, make<AdkReader>},
        {u"adk.session", u"adk", QT_TRANSLATE_NOOP("FormatName", "ADK session"), kEvents, u"adk.sessions", nullptr,
            G::Whole, G::Whole, false, nullptr, nullptr, make<AdkReader>},
        {u"adk.sessions", u"adk", QT_TRANSLATE_NOOP("FormatName", "ADK sessions"), kEvents, u"adk.sessions", nullptr,
            G::PerSession, G::PerSession, false, nullptr, nullptr, make<AdkReader>},
        {u"adk.events", u"adk", QT_TRANSLATE_NOOP("FormatName", "ADK events"), kEvents, u"adk.events", nullptr,
            G::Whole, G::Whole, false, nullptr, nullptr, make<AdkReader>},
        {u"adk.event", u"adk", QT_TRANSLATE_NOOP("FormatName", "ADK event"), kEvents, u"adk.events", nullptr,
            G::Whole, G::Whole, false, nullptr, nullptr, make<AdkReader>},
        {u"gemini.response", u"gemini", QT_TRANSLATE_NOOP("FormatName", "Gemini response"), kRecords, u"gemini.stream", nullptr,
            G::Whole, G::Whole, false, nullptr, nullptr, make<GeminiReader>},
        {u"gemini.stream", u"gemini", QT_TRANSLATE_NOOP("FormatName", "Gemini streamed response"), kRecords, u"gemini.stream", nullptr,
            G::Whole, G::Whole, false, nullptr, nullptr, make<GeminiReader>},
        {u"discoveryengine.answer-response", u"discoveryengine", QT_TRANSLATE_NOOP("FormatName", "Vertex AI Search answer"), kRecords,
            u"discoveryengine.answer-response", formats::answerStreamId,
            G::Whole, G::Parsed, false, nullptr, discoveryLog, make<DiscoveryReader>},
        {u"discoveryengine.answer-stream", u"discoveryengine", QT_TRANSLATE_NOOP("FormatName", "Vertex AI Search streamed answer"), kRecords, u"discoveryengine.answer-stream",
            nullptr, G::Whole, G::Parsed, false, nullptr, discoveryStream, make<DiscoveryReader>},
        {u"discoveryengine.answer", u"discoveryengine", QT_TRANSLATE_NOOP("FormatName", "Vertex AI Search answer resource"), kRecords, u"discoveryengine.answer", nullptr,
            G::Whole, G::Parsed, false, nullptr, discoveryLog, make<DiscoveryReader>},
        {u"discoveryengine.session", u"discoveryengine", QT_TRANSLATE_NOOP("FormatName", "Vertex AI Search session"), kRecords, u"discoveryengine.sessions", nullptr,
            G::Whole, G::Parsed, false, nullptr, discoveryLog, make<DiscoveryReader>},
        {u"discoveryengine.sessions", u"discoveryengine", QT_TRANSLATE_NOOP("FormatName", "Vertex AI Search sessions"), kRecords, u"discoveryengine.sessions", nullptr,
            G::PerRecord, G::PerRecord, false, nullptr, nullptr, make<DiscoveryReader>},
        {u"discoveryengine.assist-answer", u"discoveryengine", QT_TRANSLATE_NOOP("FormatName", "Vertex AI Search assistant answer"), kRecords, u"discoveryengine.assist-answer",
            nullptr, G::Whole, G::Parsed, false, nullptr, discoveryLog, make<DiscoveryReader>},
        // Evaluations (evaluations.md §3.8): each case or result is one conversation.
        {u"ces.evaluation", u"ces", QT_TRANSLATE_NOOP("FormatName", "Conversational Agents evaluation"), kCases, u"ces.evaluations", nullptr,
            G::Whole, G::PerRecord, false, nullptr, nullptr, make<CesEvalReader>},
        {u"ces.evaluations", u"ces", QT_TRANSLATE_NOOP("FormatName", "Conversational Agents evaluations"), kCases, u"ces.evaluations", nullptr,
            G::Whole, G::PerRecord, false, nullptr, nullptr, make<CesEvalReader>},
        {u"ces.evaluation-result", u"ces", QT_TRANSLATE_NOOP("FormatName", "Conversational Agents evaluation result"), kCases, u"ces.evaluation-results", nullptr,
            G::Whole, G::PerRecord, false, nullptr, nullptr, make<CesEvalReader>},
        {u"ces.evaluation-results", u"ces", QT_TRANSLATE_NOOP("FormatName", "Conversational Agents evaluation results"), kCases, u"ces.evaluation-results", nullptr,
            G::Whole, G::PerRecord, false, nullptr, nullptr, make<CesEvalReader>},
        {u"ces.evaluation-run", u"ces", QT_TRANSLATE_NOOP("FormatName", "Conversational Agents evaluation run"), kCases, u"ces.evaluation-runs", nullptr,
            G::Whole, G::PerRecord, false, nullptr, nullptr, make<CesEvalReader>},
        {u"ces.evaluation-runs", u"ces", QT_TRANSLATE_NOOP("FormatName", "Conversational Agents evaluation runs"), kCases, u"ces.evaluation-runs", nullptr,
            G::Whole, G::PerRecord, false, nullptr, nullptr, make<CesEvalReader>},
        {u"ces.evaluation-dataset", u"ces", QT_TRANSLATE_NOOP("FormatName", "Conversational Agents evaluation dataset"), kCases, u"ces.evaluation-datasets", nullptr,
            G::Whole, G::PerRecord, false, nullptr, nullptr, make<CesEvalReader>},
        {u"ces.evaluation-datasets", u"ces", QT_TRANSLATE_NOOP("FormatName", "Conversational Agents evaluation datasets"), kCases, u"ces.evaluation-datasets", nullptr,
            G::Whole, G::PerRecord, false, nullptr, nullptr, make<CesEvalReader>},
        {u"adk.evalset", u"adk", QT_TRANSLATE_NOOP("FormatName", "ADK eval set"), kCases, u"adk.evalset", nullptr,
            G::PerRecord, G::PerRecord, false, nullptr, nullptr, make<AdkEvalReader>},
        {u"adk.eval-case", u"adk", QT_TRANSLATE_NOOP("FormatName", "ADK eval case"), kCases, u"adk.evalset", nullptr,
            G::Whole, G::PerRecord, false, nullptr, nullptr, make<AdkEvalReader>},
        {u"adk.evalset-result", u"adk", QT_TRANSLATE_NOOP("FormatName", "ADK eval set result"), kCases, u"adk.evalset-result", nullptr,
            G::PerRecord, G::PerRecord, false, nullptr, nullptr, make<AdkEvalReader>},
        {u"adk.run-eval-results", u"adk", QT_TRANSLATE_NOOP("FormatName", "ADK eval run results"), kCases, u"adk.run-eval-results", nullptr,
            G::Whole, G::PerRecord, false, nullptr, nullptr, make<AdkEvalReader>},
        {u"adk.legacy-test", u"adk", QT_TRANSLATE_NOOP("FormatName", "ADK legacy test file"), kCases, u"adk.legacy-test", nullptr,
            G::Whole, G::Whole, true, nullptr, nullptr, make<AdkEvalReader>},
        {u"adk.legacy-evalset", u"adk", QT_TRANSLATE_NOOP("FormatName", "ADK legacy eval set"), kCases, u"adk.legacy-evalset", nullptr,
            G::Whole, G::PerRecord, false, nullptr, nullptr, make<AdkEvalReader>},
        // Trace files (adk-live.md §4): every record is one span, or one OTLP export.
        {u"trace.adk-spans", u"trace", QT_TRANSLATE_NOOP("FormatName", "ADK trace spans"), kSpans, u"trace.adk-spans", nullptr,
            G::Whole, G::Whole, true, nullptr, nullptr, make<TraceReader>},
        {u"trace.adk-span", u"trace", QT_TRANSLATE_NOOP("FormatName", "ADK trace span"), kSpans, u"trace.adk-spans", nullptr,
            G::Whole, G::Whole, true, nullptr, nullptr, make<TraceReader>},
        {u"trace.adk-event-span", u"trace", QT_TRANSLATE_NOOP("FormatName", "ADK event trace"), kSpans, u"trace.adk-spans", nullptr,
            G::Whole, G::Whole, true, nullptr, nullptr, make<TraceReader>},
        {u"trace.otlp", u"trace", QT_TRANSLATE_NOOP("FormatName", "OpenTelemetry trace (OTLP/JSON)"), kSpans, u"trace.otlp", nullptr,
            G::Whole, G::Whole, true, nullptr, nullptr, make<TraceReader>},
    };
    // clang-format on
}

} // namespace

namespace formats {

const QVector<FormatDescriptor> &descriptors()
{
    static const QVector<FormatDescriptor> all = table();
    return all;
}

const FormatDescriptor *descriptor(QStringView formatId)
{
    const QVector<FormatDescriptor> &all = descriptors();
    const auto it = std::find_if(all.cbegin(), all.cend(),
        [formatId](const FormatDescriptor &d) { return d.id == formatId; });
    return it == all.cend() ? nullptr : &*it;
}

QString family(const QString &formatId)
{
    const FormatDescriptor *d = descriptor(formatId);
    return d ? d->family.toString() : QString();
}

QString displayName(const QString &formatId)
{
    const FormatDescriptor *d = descriptor(formatId);
    return d ? QCoreApplication::translate("FormatName", d->displayName) : QString();
}

QString recordsWord(const QString &formatId)
{
    const FormatDescriptor *d = descriptor(formatId);
    return QCoreApplication::translate("RecordKind", d ? d->recordsWord : kRecords);
}

QString pluralId(const QString &singleId)
{
    const FormatDescriptor *d = descriptor(singleId);
    return d ? d->pluralId.toString() : singleId;
}

bool holdsEvaluations(const QString &formatId)
{
    const FormatDescriptor *d = descriptor(formatId);
    return d && d->recordsWord == kCases; // the evaluation formats' records are cases
}

bool hasReader(const QString &formatId)
{
    const FormatDescriptor *d = descriptor(formatId);
    return d && d->createReader;
}

std::unique_ptr<FormatReader> createReader(const QString &formatId)
{
    const FormatDescriptor *d = descriptor(formatId);
    return d && d->createReader ? d->createReader() : nullptr;
}

} // namespace formats
