// SPDX-License-Identifier: GPL-2.0-or-later
#include "uncited_navigator.h"

#include "reading_step.h"
#include "transcript/message_coverage.h"

QVector<SentenceRef> UncitedNavigator::sentences(
    const Conversation &conversation, int conversationIndex)
{
    QVector<SentenceRef> result;
    for (int m = 0; m < conversation.messages.size(); ++m) {
        const Message &message = conversation.messages.at(m);
        if (!message.grounding)
            continue;
        for (const MessageCoverage::Sentence &s : MessageCoverage::of(message).uncited)
            result.append(SentenceRef {ChunkRef {conversationIndex, m, s.chunk}, s.utf16});
    }
    return result;
}

SentenceRef UncitedNavigator::step(const Conversation &conversation, int conversationIndex,
    const SentenceRef &current, int currentMessage, int step)
{
    return ReadingStep::step(sentences(conversation, conversationIndex), current, currentMessage,
        step, [](const SentenceRef &ref) { return ref.chunk.message; });
}
