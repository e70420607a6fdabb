// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "format_reader.h"

/// Reads the Discovery Engine family (formats.md §1.6): discoveryengine.answer-response,
/// answer-stream, answer, session, sessions and assist-answer, also inside MCP / JSON-RPC
/// envelopes and as logs with their `tools/call` requests. Stateless.
class DiscoveryReader : public FormatReader
{
public:
    Conversation read(const QString &formatId, const QVector<ReaderRecord> &records) const override;
    ConversationSummary summarize(const Conversation &c) const override;
};
