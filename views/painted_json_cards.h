// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "painted_card_layout.h"

struct Chunk;
struct JsonText;

/// The JSON values of painted cards: a wrapped scalar, or a compact tree whose rows the user
/// opens and closes (Branch targets), with find's matches. Stateless; called by
/// PaintedMessageBuilder and the tool cards.
namespace PaintedJsonCards {

/// A JSON value as a card shows it: the next value of the card (context.value moves on).
void addValue(PaintedMessage &out, PaintedLayout::Column &column, const PaintedLayout::Metrics &m,
    const JsonText &value, const QColor &color, PaintedLayout::CardContext &context);
/// The body of a payload, variables or unknown card: its JSON, or "{}".
void addPayload(PaintedMessage &out, PaintedLayout::Column &column, const PaintedLayout::Metrics &m,
    const Chunk &chunk, PaintedLayout::CardContext &context);

} // namespace PaintedJsonCards
