// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/chunk.h"
#include "json/tolerant_json.h"

#include <cstddef>
#include <string>

/// One data key of a oneof (CES Chunk, genai Part) and the chunk kind it becomes. Readers keep a
/// static table of them; the key is stored folded (formats.md §3.1).
struct ChunkDataKey {
    const char *folded;
    ChunkKind kind;
};

/// The entry of `table` whose folded key matches `key` (any spelling), or null.
template<std::size_t N>
const ChunkDataKey *findChunkDataKey(const ChunkDataKey (&table)[N], const std::string &key)
{
    for (const ChunkDataKey &k : table) {
        if (tolerant::keyFoldsTo(key, k.folded))
            return &k;
    }
    return nullptr;
}
