// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/chunk.h"

class ChunkCard;
class QWidget;

/// Makes the card widget for one chunk (the kind decides the class); the caller owns it through
/// `parent`. `address` is where the chunk lives in its conversation.
ChunkCard *createChunkCard(const Chunk &chunk, ChunkAddress address, QWidget *parent);
