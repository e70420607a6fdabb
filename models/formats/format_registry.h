// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/diagnostic.h"

#include <nlohmann/json_fwd.hpp>

#include <QString>
#include <QStringList>
#include <QVector>

/// The outcome of classifying parsed records (formats.md §1.2 steps 3-5). A plain value.
struct Detection {
    QString formatId; ///< e.g. "ces.conversation"; empty when not recognised
    bool notTranscript = false; ///< session metadata without events
    bool errorBody = false; ///< a Google REST / JSON-RPC error body
    QString errorText; ///< errorBody: "code status: message"
    QStringList topLevelKeys; ///< keys of the classified object (for "not recognised")
    Diagnostics notes; ///< e.g. empty turns decided without a name
    bool isRecognised() const { return !formatId.isEmpty(); }
};

/// Format detection: a namespace of pure functions over nlohmann values (no state, no reader).
namespace formats {

/// "ces" for "ces.conversation".
QString family(const QString &formatId);
/// Step 5: the id of a file holding several records of the shape `singleId` ("ces.message" →
/// "ces.messages", "gemini.response" → "gemini.stream", ...).
QString pluralId(const QString &singleId);
/// Step 3 (§3.8): when `record` is a JSON-RPC response or an MCP CallToolResult, sets `inner` to
/// the carried value and returns true. Error envelopes are left alone (classify reports them).
bool unwrapEnvelope(const nlohmann::ordered_json &record, nlohmann::ordered_json &inner);
/// Step 4: classifies one record (an array: its first non-null element), after unwrapping.
Detection classify(const nlohmann::ordered_json &record);
/// Steps 4-5 over the first records of a file. `multiRecord` is true for JSON sequences, SSE and
/// top-level arrays (whose elements are the records). Records of different families → an error
/// note and the first family wins.
Detection classifyRecords(const QVector<const nlohmann::ordered_json *> &records, bool multiRecord);
/// Whether this version has a reader for `formatId`.
bool hasReader(const QString &formatId);

} // namespace formats
