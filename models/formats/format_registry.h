// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "format_descriptor.h"
#include "transcript/diagnostic.h"

#include <nlohmann/json_fwd.hpp>

#include <QString>
#include <QStringList>
#include <QVector>

/// The outcome of classifying parsed records (formats.md §1.2 steps 3-5). A plain value.
struct Detection {
    QString formatId; ///< e.g. "ces.conversation"; empty when not recognised
    bool notTranscript = false; ///< session metadata without events
    /// notTranscript: the reason when it is not "session metadata" (%1 = errorText); else null
    const char *notTranscriptText = nullptr;
    bool errorBody = false; ///< a Google REST / JSON-RPC error body
    QString errorText; ///< errorBody: "code status: message"
    QStringList topLevelKeys; ///< keys of the classified object (for "not recognised")
    Diagnostics notes; ///< e.g. empty turns decided without a name
    bool isRecognised() const { return !formatId.isEmpty(); }
};

/// Format detection: a namespace of pure functions over nlohmann values (no state, no reader).
/// What each id means afterwards (family, plural id, grouping, reader) is in the table of
/// format_descriptor.h.
namespace formats {

/// Step 3 (§3.8): when `record` is a JSON-RPC response or an MCP CallToolResult, sets `inner` to
/// the carried value and returns true. Error envelopes are left alone (classify reports them).
bool unwrapEnvelope(const nlohmann::ordered_json &record, nlohmann::ordered_json &inner);
/// Step 4: classifies one record (an array: its first non-null element), after unwrapping.
Detection classify(const nlohmann::ordered_json &record);
/// Steps 4-5 over the first records of a file. `multiRecord` is true for JSON sequences, SSE and
/// top-level arrays (whose elements are the records): the id is then the plural id, refined by
/// the descriptor's refineRecords. Records of different families → an error note and the first
/// family wins.
Detection classifyRecords(const QVector<const nlohmann::ordered_json *> &records, bool multiRecord);

} // namespace formats
