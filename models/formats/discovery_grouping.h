// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "format_descriptor.h"

#include <nlohmann/json_fwd.hpp>

#include <QStringView>
#include <QVector>

/// How the records of a Discovery Engine log split into conversations (formats.md §1.6.6,
/// §3.8): record indices per conversation, in file order.
using DiscoveryGrouping = RecordGroups;

namespace formats {
/// Groups parsed records (null = did not parse; envelopes not yet removed) by session name. A
/// JSON-RPC `tools/call` request goes just before the response with its id; records without a
/// session are a conversation each, except in a stream (`stream`), where they join their
/// neighbours.
DiscoveryGrouping groupDiscoveryRecords(
    const QVector<const nlohmann::ordered_json *> &records, bool stream);
/// The answer-response records of a multi-record file (§1.6.6): "discoveryengine.answer-stream"
/// when they are snapshots of one answer (a `STREAMING` state, or the same answer name twice in
/// a row); empty otherwise (the id stays).
QStringView answerStreamId(const QVector<const nlohmann::ordered_json *> &records);
} // namespace formats
