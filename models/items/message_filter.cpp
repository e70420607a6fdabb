// SPDX-License-Identifier: GPL-2.0-or-later
#include "message_filter.h"

#include "items/message_list_model.h"

void MessageFilter::setChunkKind(ChunkKind kind, bool on)
{
    if (on)
        chunkKinds |= kindBit(kind);
    else
        chunkKinds &= ~kindBit(kind);
}

bool MessageFilter::isActive() const
{
    return !roles.isEmpty() || !authors.isEmpty() || chunkKinds != 0 || !toolName.isEmpty()
        || withCitations || withProblems || hasTimeRange();
}

bool MessageFilter::hasCitations(const Message &message)
{
    return message.grounding && !message.grounding->citations.isEmpty();
}

bool MessageFilter::hasProblems(const Message &message)
{
    for (const Diagnostic &d : message.diagnostics) {
        if (d.severity != Severity::Info)
            return true;
    }
    for (const Chunk &c : message.chunks) {
        if (c.kind == ChunkKind::Error || (c.kind == ChunkKind::ToolResponse && !c.error.isNull()))
            return true;
    }
    return false;
}

bool MessageFilter::accepts(const Message &message) const
{
    if (!roles.isEmpty() || !authors.isEmpty()) {
        const bool byRole = roles.contains(MessageListModel::shownRole(message).toLower());
        if (!byRole && !authors.contains(message.author))
            return false;
    }
    if (chunkKinds != 0 || !toolName.isEmpty()) {
        bool kindFound = chunkKinds == 0;
        bool toolFound = toolName.isEmpty();
        for (const Chunk &c : message.chunks) {
            kindFound = kindFound || hasChunkKind(c.kind);
            if (!toolFound && (c.kind == ChunkKind::ToolCall || c.kind == ChunkKind::ToolResponse))
                toolFound = c.toolName.contains(toolName, Qt::CaseInsensitive)
                    || c.toolsetToolId.contains(toolName, Qt::CaseInsensitive);
        }
        if (!kindFound || !toolFound)
            return false;
    }
    if (withCitations && !hasCitations(message))
        return false;
    if (withProblems && !hasProblems(message))
        return false;
    if (hasTimeRange()) {
        if (!message.time.valid)
            return false;
        const qint64 millis = message.time.nanosSinceEpoch / 1000000
            - (message.time.nanosSinceEpoch % 1000000 < 0 ? 1 : 0); // floor, also before 1970
        if (from.isValid() && millis < from.toMSecsSinceEpoch())
            return false;
        if (to.isValid() && millis >= to.toMSecsSinceEpoch())
            return false;
    }
    return true;
}

bool MessageFilter::operator==(const MessageFilter &o) const
{
    return roles == o.roles && authors == o.authors && chunkKinds == o.chunkKinds
        && toolName == o.toolName && withCitations == o.withCitations
        && withProblems == o.withProblems && from == o.from && to == o.to;
}
