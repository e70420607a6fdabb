// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QtGlobal>

/// SSE line helpers shared by RecordIndex's JSON and SSE halves (sse_framing.cpp defines
/// RecordIndex::scanSse and RecordIndex::recordText). Pure functions over bytes.
namespace sse {
/// Whether the line at `p` is an SSE field or comment line (`data:`, `event:`, `id:`, `retry:`,
/// `:`).
bool isSseLine(const char *p, qint64 avail);
} // namespace sse
