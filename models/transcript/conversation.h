// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "diagnostic.h"
#include "json_text.h"
#include "message.h"
#include "span.h"
#include "timestamp.h"

#include <QPair>
#include <QString>
#include <QVector>
#include <memory>

struct EvaluationCase;

/// One conversation of a transcript file, fully read: its messages, per-turn spans and metadata.
/// Immutable once built; shared between views as std::shared_ptr<const Conversation>.
struct Conversation {
    QString id; ///< resource name or session id; may be empty for synthetic conversations
    QString title;
    Timestamp start;
    Timestamp end;
    QVector<Message> messages;
    int turnCount = 0; ///< turns present in the data
    std::optional<int> declaredTurnCount; ///< `turnCount` as the source declares it
    QVector<Span> turnSpans; ///< root span of each turn (index = turn), may be shorter
    /// The spans were derived from the events' times (no tracer measured them); the Trace pane
    /// says so.
    bool spansDerived = false;
    /// Metadata shown in the details pane, in order: (field name as in the source, value text).
    QVector<QPair<QString, QString>> properties;
    /// The state the source declares at the end (ADK `session.state`); null when none. The state
    /// pane compares it with the state rebuilt from the events' stateDelta.
    JsonText declaredState;
    JsonText extra;
    JsonText raw; ///< the conversation's JSON without its messages (may be null)
    /// The evaluation case or result whose actual side the messages are (evaluation.h); null for
    /// ordinary conversations. Its expected side and metrics are also in `extra` for export.
    std::shared_ptr<const EvaluationCase> evaluation;
    QString jsonPath;
    Diagnostics diagnostics; ///< conversation-level problems (message problems live in messages)
};

/// Pairs ToolCall and ToolResponse chunks across the messages of `c` (formats.md §1.3.4, §1.4.5):
/// by id first; without ids, by tool identity and order within the turn. Sets Chunk::paired on
/// both sides and adds a warning for each response that answers no call.
void pairToolCalls(Conversation &c);
