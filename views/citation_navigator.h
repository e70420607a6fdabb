// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "citation_ref.h"
#include "transcript/conversation.h"

#include <QVector>

/// The citations of a conversation in reading order (messages in order, segments by position
/// inside each message), for Go ▸ Next/Previous Citation. Only segments highlighted somewhere
/// (in a Text chunk whose sourcePart matches) count. Stateless.
class CitationNavigator
{
public:
    /// Every (message, segment) that is shown highlighted, in order.
    static QVector<CitationRef> citations(const Conversation &conversation, int conversationIndex);
    /// The citation `step` (+1 or -1) away from `current` (a segment of a message), or, when
    /// `current` has no segment, the first one from message `currentMessage` on (the last one up
    /// to it for -1). Invalid when there is none in that direction.
    static CitationRef step(const Conversation &conversation, int conversationIndex,
        const CitationRef &current, int currentMessage, int step);
};
