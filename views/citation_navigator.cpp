// SPDX-License-Identifier: GPL-2.0-or-later
#include "citation_navigator.h"

#include "grounded_text.h"
#include "reading_step.h"
#include "transcript/grounding_index.h"

QVector<CitationRef> CitationNavigator::citations(
    const Conversation &conversation, int conversationIndex)
{
    QVector<CitationRef> result;
    for (int m = 0; m < conversation.messages.size(); ++m) {
        const Message &message = conversation.messages.at(m);
        if (!message.grounding)
            continue;
        const GroundingIndex index(message.grounding);
        QVector<int> shown;
        for (const Chunk &chunk : message.chunks) {
            for (const CitedRange &r : GroundedText::rangesForChunk(index, chunk)) {
                if (!shown.contains(r.segment))
                    shown.append(r.segment);
            }
        }
        for (int segment : index.placedSegments()) {
            if (shown.contains(segment))
                result.append(CitationRef {conversationIndex, m, segment, -1});
        }
    }
    return result;
}

CitationRef CitationNavigator::step(const Conversation &conversation, int conversationIndex,
    const CitationRef &current, int currentMessage, int step)
{
    // A citation is found again by message and segment (the reference does not matter).
    const CitationRef place = current.segment >= 0
        ? CitationRef {conversationIndex, current.message, current.segment, -1}
        : CitationRef {};
    return ReadingStep::step(citations(conversation, conversationIndex), place, currentMessage,
        step, [](const CitationRef &ref) { return ref.message; });
}
