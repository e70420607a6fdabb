// SPDX-License-Identifier: GPL-2.0-or-later
#include "answer_turns.h"

namespace AnswerTurns {

int neighbourTurnStart(const Conversation &conversation, int current, int step)
{
    const QVector<Message> &messages = conversation.messages;
    const int count = int(messages.size());
    if (count == 0 || step == 0)
        return -1;
    const int here = current >= 0 && current < count ? messages.at(current).turn : -1;
    // The nearest message in the direction whose turn is set and differs from this one.
    int found = -1;
    if (step > 0) {
        for (int i = qMax(current + 1, 0); i < count && found < 0; ++i) {
            if (messages.at(i).turn >= 0 && messages.at(i).turn != here)
                found = i;
        }
    } else {
        // Leave the current turn first: from its middle, "previous" means the turn before it.
        for (int i = qMin(current, count) - 1; i >= 0 && found < 0; --i) {
            if (messages.at(i).turn >= 0 && messages.at(i).turn != here)
                found = i;
        }
    }
    if (found < 0)
        return -1;
    // Back up to the first message of that turn (its messages are contiguous in file order).
    const int turn = messages.at(found).turn;
    while (found > 0 && messages.at(found - 1).turn == turn)
        --found;
    return found;
}

} // namespace AnswerTurns
