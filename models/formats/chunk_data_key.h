// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/chunk.h"
#include "json/tolerant_json.h"

#include <cstddef>
#include <string>
#include <string_view>

/// One data key of a oneof (CES Chunk, genai Part) and the chunk kind it becomes. Readers keep a
/// static table of them; the key is stored folded (formats.md §3.1).
struct ChunkDataKey {
    std::string_view folded; ///< its length known where the table is written, not counted per use
    ChunkKind kind;
};

/// The entry of `table` whose folded key matches `key` (any spelling), or null.
template<std::size_t N>
const ChunkDataKey *findChunkDataKey(const ChunkDataKey (&table)[N], std::string_view key)
{
    // The folded key's first character and length: most entries differ there, with no call made.
    const tolerant::FoldedKeyShape shape = tolerant::foldedKeyShape(key);
    for (const ChunkDataKey &k : table) {
        if (!k.folded.empty() && k.folded.size() == shape.length && k.folded.front() == shape.first
            && tolerant::keyFoldsTo(key, k.folded))
            return &k;
    }
    return nullptr;
}
