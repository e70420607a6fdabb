// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>

/// How a file's records are framed (formats.md §1.2 step 2). Reported beside the format id.
enum class Framing { Unknown, SingleDocument, JsonSequence, ServerSentEvents };
QString framingId(Framing f); ///< "json", "jsonl", "sse", "unknown" (not translated)
