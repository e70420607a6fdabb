// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <nlohmann/json_fwd.hpp>

#include <QVector>

/// How the records of a Discovery Engine log split into conversations (formats.md §1.6.6,
/// §3.8): record indices per conversation, in file order. A plain value.
struct DiscoveryGrouping {
    QVector<QVector<int>> groups;
    int skipped = 0; ///< JSON-RPC notifications and protocol messages (initialize, tools/list)
};

namespace formats {
/// Groups parsed records (null = did not parse; envelopes not yet removed) by session name. A
/// JSON-RPC `tools/call` request goes just before the response with its id; records without a
/// session are a conversation each, except in a stream (`stream`), where they join their
/// neighbours.
DiscoveryGrouping groupDiscoveryRecords(
    const QVector<const nlohmann::ordered_json *> &records, bool stream);
} // namespace formats
