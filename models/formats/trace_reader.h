// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "format_reader.h"

#include <nlohmann/json_fwd.hpp>

#include <QSet>

/// Reads trace files (adk-live.md §4): the span list of ADK's `/debug/trace/session/{id}`
/// (trace.adk-spans), one such span (trace.adk-span), the attribute map of `/debug/trace/{event}`
/// (trace.adk-event-span) and OTLP/JSON exports, one document or JSON Lines (trace.otlp). The
/// conversation has no messages; its turnSpans are the roots of the span tree. Stateless.
class TraceReader : public FormatReader
{
public:
    Conversation read(const QString &formatId, const QVector<ReaderRecord> &records) const override;
    ConversationSummary summarize(const Conversation &c) const override;
};

/// Trace building blocks shared by the trace files (trace_reader.cpp, trace_span.cpp,
/// trace_tree.cpp, trace_derived.cpp) and the event readers that derive a trace.
namespace trace {

/// One span object, ADK (`span_id`, `start_time` ns, `attributes` as an object) or OTLP
/// (`spanId` hex or base64, `startTimeUnixNano` string or number, `attributes` as a key/value
/// list); keys are matched folded. Without `attributes`, the object's other members are the
/// attributes (the `/debug/trace/{event}` map, Go's flattened span). Problems go to
/// `diagnostics` at `where` + `jsonPath`. When `sessionId` is given and still empty, it gets
/// the span's ADK session id (`gcp.vertex.agent.session_id`, `gen_ai.conversation.id`).
Span readSpan(const nlohmann::ordered_json &span, const QString &jsonPath,
    const SourceLocation &where, Diagnostics &diagnostics, QString *sessionId = nullptr);
/// The spans of an OTLP ExportTraceServiceRequest (`resourceSpans[].scopeSpans[].spans[]`, also
/// the older `instrumentationLibrarySpans` and Tempo's `batches`), appended to `spans`.
void readOtlp(const nlohmann::ordered_json &request, const QString &jsonPath,
    const SourceLocation &where, QVector<Span> &spans, Diagnostics &diagnostics,
    QString *sessionId = nullptr);
/// An OTLP AnyValue (`{"stringValue": …}`, `intValue` as a string or number, `arrayValue`,
/// `kvlistValue`, …) as a plain JSON value.
nlohmann::ordered_json otlpValue(const nlohmann::ordered_json &anyValue);
/// A trace or span id as lowercase hex: hex text (any case), base64 of 8 or 16 bytes, or a
/// decimal JSON number (ADK Python). Empty for null, "", and all-zero ids (Go's root parent).
QString normaliseId(const nlohmann::ordered_json &id);

/// The span forest of `flat` spans (any order): children under the span their parentSpanId
/// names, ordered by start time; a span whose parent is absent is a root (an Info note), a
/// duplicated span id keeps both spans (children go to the first; a warning), a parent cycle
/// is cut at one span that becomes a root (a warning), and nesting deeper than kMaxSpanDepth
/// is flattened at that depth (a warning). Roots are ordered by start time.
QVector<Span> buildTree(QVector<Span> flat, const SourceLocation &where, Diagnostics &diagnostics);
constexpr int kMaxSpanDepth = 128;
/// Whether `span` or one of its descendants produced one of the events `eventIds`.
bool namesAnEvent(const Span &span, const QSet<QString> &eventIds);
/// The roots that name one of `eventIds`, in order; all of them when none does (the session id
/// alone joined them). ADK's `/debug/trace/session/{id}` is keyed by the session id only, so it
/// may hold the spans of another app's session of the same id (adk-live.md §4.2).
QVector<Span> rootsOfEvents(const QVector<Span> &roots, const QSet<QString> &eventIds);

/// A trace derived from ADK / Agent Engine events when the file has none: per invocation (turn)
/// a root `invocation` span, an `invoke_agent {author}` span per run of one agent, a `call_llm`
/// span per model event (from the previous event's time to its own) and an `execute_tool {name}`
/// span from each function call to its response. Every span is `derived`; sets
/// c.spansDerived. Does nothing when c already has spans or its events have no times.
void deriveFromEvents(Conversation &c);
/// Gemini: one derived `generate_content {model}` span per response message, with its usage
/// and finish reason as attributes; its duration when the response gives its latency.
void deriveFromResponses(Conversation &c);

} // namespace trace
