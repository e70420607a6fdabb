// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "format_reader.h"
#include "reader_support.h"

#include <nlohmann/json_fwd.hpp>

/// Reads the CES family (formats.md §1.3): ces.message, ces.messages, ces.conversation,
/// ces.conversations and ces.example. Stateless.
class CesReader : public FormatReader
{
public:
    Conversation read(const QString &formatId, const QVector<ReaderRecord> &records) const override;
    bool readsTapes() const override { return true; }
    Conversation readTape(
        const QString &formatId, const QVector<TapeRecord> &records) const override;
    ConversationSummary summarize(const Conversation &c) const override;
    const std::vector<std::string> &typeOnlyKeysWithoutRawTexts() const override;
};

/// CES building blocks shared by the reader's files (ces_reader.cpp, ces_chunk_reader.cpp,
/// ces_session_input.cpp, ces_run_session_reader.cpp).
namespace ces {
/// A Message (or, with no `chunks`, a lone Chunk object as a one-chunk message).
Message readMessage(const nlohmann::ordered_json &m, const QString &jsonPath, int turn,
    const SourceLocation &where);
Message readMessage(
    const tolerant::TapeValue &m, const QString &jsonPath, int turn, const SourceLocation &where);
/// readMessage() into `msg`, a new message in its list (a Message is big: built in place).
/// `jsonPath` is moved into the message; its chunks' paths are steps below it.
void readMessageInto(Message &msg, const nlohmann::ordered_json &m, JsonPath jsonPath, int turn,
    const SourceLocation &where);
void readMessageInto(Message &msg, const tolerant::TapeValue &m, JsonPath jsonPath, int turn,
    const SourceLocation &where);
/// One Chunk; problems go to `diagnostics` (the message's).
Chunk readChunk(const nlohmann::ordered_json &c, const QString &jsonPath,
    const SourceLocation &where, Diagnostics &diagnostics);
Chunk readChunk(const tolerant::TapeValue &c, const QString &jsonPath, const SourceLocation &where,
    Diagnostics &diagnostics);
/// A SessionInput (a live session's `realtimeInput`) as a message of the user: text, variables
/// (updatedVariables), image, blob, audio, DTMF and event (cards), toolResponses (tool responses).
/// Its turn is -1 until the turn's outputs say it (ces_session_input.cpp).
Message readSessionInput(
    const nlohmann::ordered_json &input, const QString &jsonPath, const SourceLocation &where);
/// A SessionConfig (a live session's `config`): names `c` (id, title) unless it is named, adds
/// the fields set as properties and appends the messages of its `historicalContexts`.
void readSessionConfig(const nlohmann::ordered_json &config, const QString &jsonPath,
    const SourceLocation &where, Conversation &c);
/// A Span tree (rootSpan).
Span readSpan(const nlohmann::ordered_json &s, const QString &jsonPath);
using readers::at;
using readers::typeName;
/// The last segment of a resource name ("…/agents/billing" → "billing").
QString lastSegment(const QString &resource);
} // namespace ces
