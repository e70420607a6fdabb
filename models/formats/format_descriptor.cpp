// SPDX-License-Identifier: GPL-2.0-or-later
// The one table of formats (formats.md §1.1): ids, families, plural ids, grouping, readers.
#include "format_descriptor.h"

#include "adk_reader.h"
#include "ces_reader.h"
#include "ces_run_session_reader.h"
#include "discovery_grouping.h"
#include "discovery_reader.h"
#include "gemini_reader.h"

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

QVector<FormatDescriptor> table()
{
    // clang-format off
    // id, family, display name, plural id, refine records; grouping in an envelope, bare; records are
    // messages; record key; group records; reader
    return {
        {u"ces.message", u"ces", QT_TRANSLATE_NOOP("FormatName", "Conversational Agents message"), u"ces.messages", nullptr,
            G::Whole, G::Whole, true, nullptr, nullptr, make<CesReader>},
        {u"ces.messages", u"ces", QT_TRANSLATE_NOOP("FormatName", "Conversational Agents messages"), u"ces.messages", nullptr,
            G::Whole, G::Whole, true, nullptr, nullptr, make<CesReader>},
        {u"ces.conversation", u"ces", QT_TRANSLATE_NOOP("FormatName", "Conversational Agents conversation"), u"ces.conversations", nullptr,
            G::Whole, G::PerRecord, false, nullptr, nullptr, make<CesReader>},
        {u"ces.conversations", u"ces", QT_TRANSLATE_NOOP("FormatName", "Conversational Agents conversations"), u"ces.conversations", nullptr,
            G::PerRecord, G::PerRecord, false, nullptr, nullptr, make<CesReader>},
        {u"ces.example", u"ces", QT_TRANSLATE_NOOP("FormatName", "Conversational Agents example"), u"ces.example", nullptr,
            G::Whole, G::PerRecord, false, nullptr, nullptr, make<CesReader>},
        {u"ces.run-session", u"ces", QT_TRANSLATE_NOOP("FormatName", "Conversational Agents session run"), u"ces.run-session", nullptr,
            G::Whole, G::Whole, false, nullptr, nullptr, make<CesRunSessionReader>},
        {u"agentengine.events", u"agentengine", QT_TRANSLATE_NOOP("FormatName", "Agent Engine session events"), u"agentengine.events", nullptr,
            G::Whole, G::ByKey, false, adk::sessionPath, nullptr, make<AdkReader>},
        {u"agentengine.event", u"agentengine", QT_TRANSLATE_NOOP("FormatName", "Agent Engine session event"), u"agentengine.events", nullptr,
            G::Whole, G::Whole, false, nullptr, nullptr, make<AdkReader>},
        {u"adk.session", u"adk", QT_TRANSLATE_NOOP("FormatName", "ADK session"), u"adk.sessions", nullptr,
            G::Whole, G::Whole, false, nullptr, nullptr, make<AdkReader>},
        {u"adk.sessions", u"adk", QT_TRANSLATE_NOOP("FormatName", "ADK sessions"), u"adk.sessions", nullptr,
            G::PerSession, G::PerSession, false, nullptr, nullptr, make<AdkReader>},
        {u"adk.events", u"adk", QT_TRANSLATE_NOOP("FormatName", "ADK events"), u"adk.events", nullptr,
            G::Whole, G::Whole, false, nullptr, nullptr, make<AdkReader>},
        {u"adk.event", u"adk", QT_TRANSLATE_NOOP("FormatName", "ADK event"), u"adk.events", nullptr,
            G::Whole, G::Whole, false, nullptr, nullptr, make<AdkReader>},
        {u"gemini.response", u"gemini", QT_TRANSLATE_NOOP("FormatName", "Gemini response"), u"gemini.stream", nullptr,
            G::Whole, G::Whole, false, nullptr, nullptr, make<GeminiReader>},
        {u"gemini.stream", u"gemini", QT_TRANSLATE_NOOP("FormatName", "Gemini streamed response"), u"gemini.stream", nullptr,
            G::Whole, G::Whole, false, nullptr, nullptr, make<GeminiReader>},
        {u"discoveryengine.answer-response", u"discoveryengine", QT_TRANSLATE_NOOP("FormatName", "Vertex AI Search answer"),
            u"discoveryengine.answer-response", formats::answerStreamId,
            G::Whole, G::Parsed, false, nullptr, discoveryLog, make<DiscoveryReader>},
        {u"discoveryengine.answer-stream", u"discoveryengine", QT_TRANSLATE_NOOP("FormatName", "Vertex AI Search streamed answer"), u"discoveryengine.answer-stream",
            nullptr, G::Whole, G::Parsed, false, nullptr, discoveryStream, make<DiscoveryReader>},
        {u"discoveryengine.answer", u"discoveryengine", QT_TRANSLATE_NOOP("FormatName", "Vertex AI Search answer resource"), u"discoveryengine.answer", nullptr,
            G::Whole, G::Parsed, false, nullptr, discoveryLog, make<DiscoveryReader>},
        {u"discoveryengine.session", u"discoveryengine", QT_TRANSLATE_NOOP("FormatName", "Vertex AI Search session"), u"discoveryengine.sessions", nullptr,
            G::Whole, G::Parsed, false, nullptr, discoveryLog, make<DiscoveryReader>},
        {u"discoveryengine.sessions", u"discoveryengine", QT_TRANSLATE_NOOP("FormatName", "Vertex AI Search sessions"), u"discoveryengine.sessions", nullptr,
            G::PerRecord, G::PerRecord, false, nullptr, nullptr, make<DiscoveryReader>},
        {u"discoveryengine.assist-answer", u"discoveryengine", QT_TRANSLATE_NOOP("FormatName", "Vertex AI Search assistant answer"), u"discoveryengine.assist-answer",
            nullptr, G::Whole, G::Parsed, false, nullptr, discoveryLog, make<DiscoveryReader>},
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

QString pluralId(const QString &singleId)
{
    const FormatDescriptor *d = descriptor(singleId);
    return d ? d->pluralId.toString() : singleId;
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
