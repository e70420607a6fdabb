// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chunk_ref.h"
#include "transcript/offsets.h"

#include <QMetaType>

/// Points at a piece of a card's text, such as a sentence with no source: the chunk (ChunkRef
/// indices) and the UTF-16 range of its Chunk::text. The small value the Go menu and the
/// citations overview hand to the main window, which relays it to the message view.
struct SentenceRef {
    ChunkRef chunk;
    Utf16Range utf16;
    bool isValid() const { return chunk.isValid() && chunk.chunk >= 0; }
    bool operator==(const SentenceRef &o) const { return chunk == o.chunk && utf16 == o.utf16; }
    bool operator!=(const SentenceRef &o) const { return !(*this == o); }
};
Q_DECLARE_METATYPE(SentenceRef)
