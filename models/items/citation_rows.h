// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "export/citation_row.h"
#include "transcript/conversation.h"

#include <QVector>
#include <atomic>

/// Builds the rows of the citations overview from a conversation already read: for each message
/// with a grounding, one row per cited segment and one per sentence of its cited texts that no
/// segment covers, in reading order, with the message's coverage (GroundingCoverage over each
/// text part) and the flags. Reads only the shared, immutable conversation: safe on any thread.
/// Stateless.
class CitationRows
{
public:
    /// The rows of every message of `conversation`; stops early (returning what it has) once
    /// `cancel` is set.
    static QVector<CitationRow> of(
        const Conversation &conversation, const std::atomic_bool *cancel = nullptr);
    /// The rows of message `message` (its index in the conversation); none without a grounding.
    static QVector<CitationRow> ofMessage(const Message &message, int row);
    /// How much work the rows of `conversation` are, about: the characters of its grounded
    /// texts plus its segments (cheap: no text is read).
    static qsizetype cost(const Conversation &conversation);

    /// Whether segment `segment` of `grounding` is weakly supported: its sources give text that
    /// shares almost nothing with it. The one place the evidence measure feeds the overview.
    static bool isWeak(const Grounding &grounding, int segment);
};
