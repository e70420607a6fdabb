// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "format_reader.h"

/// Reads Gemini GenerateContentResponse files (formats.md §1.5): gemini.response (one response)
/// and gemini.stream (SSE, JSON array or JSONL of chunks, merged per §1.5.5). One Message per
/// candidate; a blocked prompt or a Google error body becomes an error message. Stateless.
class GeminiReader : public FormatReader
{
public:
    Conversation read(const QString &formatId, const QVector<ReaderRecord> &records) const override;
    ConversationSummary summarize(const Conversation &c) const override;
};
