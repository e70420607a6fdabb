// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/conversation.h"

#include <QString>

/// The words of a painted message's header, in the current language: its time, turn, problems,
/// what an empty message says, and the colour class of its role badge. Stateless; the
/// translation context is that of the message widget these texts came from.
class MessageTexts
{
public:
    static QString timeText(const Message &message);
    static QString turnText(const Message &message); ///< empty without a turn
    static QString problemsText(const Message &message); ///< empty without diagnostics
    /// What a message without chunks shows.
    static QString emptyText(const Message &message);
    /// Whether the header of `message` names its candidate (the response has several).
    static bool showsCandidate(const Conversation &conversation, const Message &message);
    /// "user", "agent" or "other": the colour class of the role badge.
    static QString roleClass(const Message &message);
};
