// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "export/citation_row.h"
#include "grounding_evidence.h"
#include "transcript/conversation.h"

#include <QVector>
#include <atomic>

/// Builds the rows of the citations overview from a conversation already read: for each message
/// with a grounding, one row per cited segment and one per sentence of its cited texts that no
/// segment covers, in reading order, with the message's coverage (MessageCoverage) and the flags
/// (weak: GroundingEvidence). Reads only the shared, immutable conversation: safe on any thread.
/// Stateless.
class CitationRows
{
public:
    /// The rows of every message of `conversation`; stops early (returning what it has) once
    /// `cancel` is set.
    /// A segment is weak when its evidence's best support is below `weakThreshold`
    /// (GroundingEvidence::weak; the user's setting when not given).
    static QVector<CitationRow> of(const Conversation &conversation,
        const std::atomic_bool *cancel = nullptr, double weakThreshold = weakSupportThreshold());
    /// The rows of message `message` (its index in the conversation); none without a grounding.
    static QVector<CitationRow> ofMessage(const Message &message, int row, double weakThreshold);
    /// How much work the rows of `conversation` are, about: the characters of its grounded
    /// texts plus its segments (cheap: no text is read).
    static qsizetype cost(const Conversation &conversation);
};
