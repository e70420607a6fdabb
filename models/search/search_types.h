// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QMetaType>
#include <QVector>
#include <QtGlobal>

/// A byte range [begin, end) of a record's JSON text in the searched file, and the conversation
/// it belongs to (several ranges per conversation; SSE payload ranges are plain JSON text too).
struct SearchRange {
    qint64 begin = 0;
    qint64 end = 0;
    int conversation = 0;
};

/// What a file search found in one conversation so far: the number of matches and the byte
/// offset (into the file) where the first of them starts, -1 when none.
struct ConversationHits {
    int conversation = -1;
    int matches = 0;
    qint64 firstOffset = -1;
    bool operator==(const ConversationHits &o) const
    {
        return conversation == o.conversation && matches == o.matches
            && firstOffset == o.firstOffset;
    }
};

Q_DECLARE_METATYPE(ConversationHits)
