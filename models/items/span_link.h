// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/conversation.h"

#include <QMetaType>
#include <QString>
#include <QStringList>

/// What ties spans and events together (adk-live.md §4.2 "Linking spans to events"): an event id
/// (`gcp.vertex.agent.event_id` ↔ the message id), function-call ids (`gen_ai.tool.call.id` ↔
/// functionCall / functionResponse ids) and the turn. The small value the Trace pane emits for a
/// picked span and receives for a selected message; the main window relays it.
struct SpanLink {
    QString eventId;
    QStringList toolCallIds;
    int turn = -1; ///< the turn (root row) when nothing finer links; -1 when unknown

    bool isEmpty() const { return eventId.isEmpty() && toolCallIds.isEmpty() && turn < 0; }
    bool operator==(const SpanLink &o) const
    {
        return eventId == o.eventId && toolCallIds == o.toolCallIds && turn == o.turn;
    }

    /// The link of a picked span of turn `turn`.
    static SpanLink ofSpan(const Span &span, int turn);
    /// The link of a message: its id, the ids of its tool calls and responses, its turn.
    static SpanLink ofMessage(const Message &message);
    /// Whether `span` belongs to the message this link was made of (same event id, or one of its
    /// call ids).
    bool matches(const Span &span) const;
    /// The row of the message of a picked span in `c`: the message with its event id, else the
    /// function response (then the call) with its call id; -1 when none.
    int messageRow(const Conversation &c) const;
};
Q_DECLARE_METATYPE(SpanLink)
