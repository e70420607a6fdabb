// SPDX-License-Identifier: GPL-2.0-or-later
#include "citation_navigator.h"

#include "grounded_text.h"
#include "items/grounding_index.h"

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
    const QVector<CitationRef> all = citations(conversation, conversationIndex);
    if (all.isEmpty())
        return CitationRef {};
    int at = -1;
    if (current.segment >= 0) {
        for (int i = 0; i < all.size() && at < 0; ++i) {
            if (all.at(i).message == current.message && all.at(i).segment == current.segment)
                at = i;
        }
    }
    if (at >= 0) {
        const int next = at + (step > 0 ? 1 : -1);
        return next >= 0 && next < all.size() ? all.at(next) : CitationRef {};
    }
    if (step > 0) {
        for (const CitationRef &ref : all) {
            if (ref.message >= qMax(0, currentMessage))
                return ref;
        }
        return CitationRef {};
    }
    for (int i = int(all.size()) - 1; i >= 0; --i) {
        if (currentMessage < 0 || all.at(i).message <= currentMessage)
            return all.at(i);
    }
    return CitationRef {};
}
