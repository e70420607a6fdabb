// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "painted_card_layout.h"

struct Conversation;
struct Message;

/// The header of a painted message: the role badge, author, time, turn and problems on one line,
/// and the event badges below it. Stateless; called by PaintedMessageBuilder.
namespace PaintedHeader {

/// Places the header of `message` (of `conversation`) in `column`.
void add(PaintedMessage &out, PaintedLayout::Column &column, const PaintedLayout::Metrics &m,
    const Conversation &conversation, const Message &message);

} // namespace PaintedHeader
