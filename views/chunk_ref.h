// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QMetaType>

/// Points at a conversation, a message in it and optionally a chunk (-1 = none). The small value
/// panes emit and the main window relays; indices are into the current Document, then
/// Conversation::messages, then Message::chunks.
struct ChunkRef {
    int conversation = -1;
    int message = -1;
    int chunk = -1;
    bool isValid() const { return conversation >= 0 && message >= 0; }
    bool operator==(const ChunkRef &o) const
    {
        return conversation == o.conversation && message == o.message && chunk == o.chunk;
    }
    bool operator!=(const ChunkRef &o) const { return !(*this == o); }
};
Q_DECLARE_METATYPE(ChunkRef)
