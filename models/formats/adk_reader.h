// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "adk_debug_trace.h"
#include "format_reader.h"
#include "genai_metadata.h"

#include <nlohmann/json_fwd.hpp>

#include <QByteArrayView>

/// Reads Vertex AI Agent Engine and ADK transcripts (formats.md §1.4): agentengine.events,
/// agentengine.event, adk.session, adk.sessions, adk.events and adk.event. Stateless.
class AdkReader : public FormatReader
{
public:
    Conversation read(const QString &formatId, const QVector<ReaderRecord> &records) const override;
    bool readsTapes() const override { return true; }
    Conversation readTape(
        const QString &formatId, const QVector<TapeRecord> &records) const override;
    ConversationSummary summarize(const Conversation &c) const override;
};

/// ADK building blocks shared by the reader's files (adk_reader.cpp, adk_event_reader.cpp,
/// adk_stream_merge.cpp).
namespace adk {
/// One ADK Event, or an Agent Engine SessionEvent normalised to the ADK event model (§1.4.1),
/// as a Message. Integer finish reasons go through `enums`. Of an nlohmann value or a tape's.
template<typename J>
Message readEvent(
    const J &event, const QString &jsonPath, const SourceLocation &where, genai::EnumMapper &enums);
/// The session path (`…/reasoningEngines/r/sessions/s1`) of the first Agent Engine name in
/// `text`: an event name (`…/sessions/s1/events/e2`), a session name, or a record's JSON text
/// holding one (a byte search, no parse: it groups the records of an event log). A view into
/// `text`; empty when there is none.
QByteArrayView sessionPath(QByteArrayView text);
/// Streams (§1.4.6): partial fragments followed by a complete event of the same invocationId and
/// author are hidden behind it; fragments that nothing completes are merged into one synthetic
/// event (EventFlags::mergedFragments) with a warning. `locations` (parallel to `messages`, kept
/// parallel) say where each event's record is, for the diagnostics.
void mergePartials(QVector<Message> &messages, QVector<SourceLocation> &locations);
} // namespace adk
