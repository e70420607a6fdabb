// SPDX-License-Identifier: GPL-2.0-or-later
#include "span_link.h"

SpanLink SpanLink::ofSpan(const Span &span, int turn)
{
    SpanLink link;
    link.eventId = span.eventId;
    if (!span.toolCallId.isEmpty())
        link.toolCallIds.append(span.toolCallId);
    link.turn = turn;
    return link;
}

SpanLink SpanLink::ofMessage(const Message &message)
{
    SpanLink link;
    link.eventId = message.id;
    for (const Chunk &chunk : message.chunks) {
        if ((chunk.kind == ChunkKind::ToolCall || chunk.kind == ChunkKind::ToolResponse)
            && !chunk.toolId.isEmpty() && !link.toolCallIds.contains(chunk.toolId))
            link.toolCallIds.append(chunk.toolId);
    }
    link.turn = message.turn;
    return link;
}

bool SpanLink::matches(const Span &span) const
{
    if (!eventId.isEmpty() && span.eventId == eventId)
        return true;
    return !span.toolCallId.isEmpty() && toolCallIds.contains(span.toolCallId);
}

int SpanLink::messageRow(const Conversation &c) const
{
    if (!eventId.isEmpty()) {
        for (int row = 0; row < c.messages.size(); ++row) {
            if (c.messages.at(row).id == eventId)
                return row;
        }
    }
    // TS 2.0.0 traces a throw-away event id on tool spans: the call id is the robust link.
    for (const ChunkKind kind : {ChunkKind::ToolResponse, ChunkKind::ToolCall}) {
        for (int row = 0; row < c.messages.size(); ++row) {
            for (const Chunk &chunk : c.messages.at(row).chunks) {
                if (chunk.kind == kind && !chunk.toolId.isEmpty()
                    && toolCallIds.contains(chunk.toolId))
                    return row;
            }
        }
    }
    return -1;
}
