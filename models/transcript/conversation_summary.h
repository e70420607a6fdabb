// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "timestamp.h"

#include <QString>
#include <QtGlobal>

/// What the conversation list shows of a conversation before it is read in full. Cheap; a plain
/// value (readers make it from a Conversation, the Document keeps one per conversation).
struct ConversationSummary {
    QString id;
    QString title;
    Timestamp start;
    Timestamp end; ///< the time of its last message that has one; invalid when none has
    QString agent; ///< entry agent / app name when the format gives one
    int messageCount = -1; ///< -1 until known
    int turnCount = -1; ///< -1 until known
    int part = -1; ///< 0-based part of a conversation shown in parts; -1 when whole
    qint64 firstRecord = -1; ///< index of its first record in the file's record array
    qint64 lastRecord = -1; ///< index of its last record
    bool known = false; ///< false until the summary pass read it (the fields above are set)
};
Q_DECLARE_TYPEINFO(ConversationSummary, Q_RELOCATABLE_TYPE); // moved, not copied, when lists grow
