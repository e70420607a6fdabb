// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/conversation.h"

/// Turn navigation for sessions (Discovery Engine turns, CES turns: Message::turn).
namespace AnswerTurns {

/// The first message of the turn after (`step` > 0) or before (`step` < 0) the turn of message
/// `current` in `conversation`; -1 when there is none. Messages without a turn (-1) are skipped;
/// from such a message (or from -1) the nearest turn in that direction is taken.
int neighbourTurnStart(const Conversation &conversation, int current, int step);

} // namespace AnswerTurns
