// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "format_reader.h"

/// Reads ces.run-session captures (formats.md §1.3.3): a RunSessionResponse {outputs[]} or
/// JSONL of bidi server messages, and a live session's JSONL (ces_session_text.h) whose `config`
/// names the conversation and whose `realtimeInput` lines are the user's messages; all records
/// making one conversation. Stateless.
class CesRunSessionReader : public FormatReader
{
public:
    Conversation read(const QString &formatId, const QVector<ReaderRecord> &records) const override;
};
