// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "json_text.h"
#include "timestamp.h"

#include <QString>
#include <QVector>

/// A trace span (CES Span, ADK `/debug/trace` span, OTLP span, or one derived from event times):
/// name, times (Unix nanoseconds in Timestamp), duration, free-form attributes and children.
/// A plain recursive value; children are owned by their parent.
struct Span {
    QString name;
    Timestamp start;
    Timestamp end;
    DurationNanos duration; ///< from `duration`, else end - start; nullopt when neither exists
    JsonText attributes; ///< a JSON object, key → value (OTLP key/value lists flattened)
    QVector<Span> children;
    QString jsonPath;

    // Trace files (ADK, OTLP); empty for CES spans.
    QString traceId; ///< lowercase hex (a too-large decimal id stays decimal)
    QString spanId; ///< lowercase hex
    QString parentSpanId; ///< lowercase hex; empty for a root
    QString kind; ///< OTLP kind in lower case ("internal", "client", ...); empty when unspecified
    /// The event this span produced (ADK `gcp.vertex.agent.event_id`, or for a derived span the
    /// event it was derived from); the message with this id is its event.
    QString eventId;
    QString toolCallId; ///< `gen_ai.tool.call.id`: the functionCall / functionResponse id
    /// Made from event times by the reader, not measured by a tracer (Conversation::spansDerived).
    bool derived = false;
};
