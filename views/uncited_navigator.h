// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "sentence_ref.h"
#include "transcript/conversation.h"

#include <QVector>

/// The sentences without a source of a conversation's grounded answers in reading order
/// (MessageCoverage of each message), for Go ▸ Next/Previous Uncited Sentence. Stateless.
class UncitedNavigator
{
public:
    static QVector<SentenceRef> sentences(const Conversation &conversation, int conversationIndex);
    /// The sentence `step` (+1 or -1) away from `current`, or, when `current` is not one of
    /// them, the first one from message `currentMessage` on (the last one up to it for -1).
    /// Invalid when there is none in that direction.
    static SentenceRef step(const Conversation &conversation, int conversationIndex,
        const SentenceRef &current, int currentMessage, int step);
};
