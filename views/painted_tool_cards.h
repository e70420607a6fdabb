// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "painted_card_layout.h"

struct Chunk;

/// The bodies of painted tool cards: a tool call's name, identity and arguments, a response's
/// error and output, an agent transfer, executable code and its result. Stateless; called by
/// PaintedMessageBuilder.
namespace PaintedToolCards {

/// A tool call or response: its name, identity and JSON values.
void addTool(PaintedMessage &out, PaintedLayout::Column &column, const PaintedLayout::Metrics &m,
    const Chunk &chunk, PaintedLayout::CardContext &context);
/// An agent transfer: to whom.
void addTransfer(PaintedMessage &out, PaintedLayout::Column &column,
    const PaintedLayout::Metrics &m, const Chunk &chunk);
/// Executable code or its result: the language or outcome, then the code with find's matches.
void addCode(PaintedMessage &out, PaintedLayout::Column &column, const PaintedLayout::Metrics &m,
    const Chunk &chunk, const PaintedLayout::CardContext &context);

} // namespace PaintedToolCards
