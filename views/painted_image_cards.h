// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "painted_card_layout.h"

struct Chunk;

/// The bodies of painted image and blob cards: a decoded thumbnail (OpenImage) or its
/// placeholder while ImageDecoder decodes it, and an attachment's type and size with its
/// "Save as…" button (SaveBlob). Stateless; called by PaintedMessageBuilder.
namespace PaintedImageCards {

/// The image of `chunk` at `address`, or its placeholder (asking ImageDecoder for it).
void addImage(PaintedMessage &out, PaintedLayout::Column &column, const PaintedLayout::Metrics &m,
    const Chunk &chunk, ChunkAddress address);
/// The type and size of blob `chunk` (card `index`) with the save button at the right.
void addBlob(PaintedMessage &out, PaintedLayout::Column &column, const PaintedLayout::Metrics &m,
    const Chunk &chunk, int index);

} // namespace PaintedImageCards
