// SPDX-License-Identifier: GPL-2.0-or-later
// Trace files: ADK `/debug/trace` bodies and OTLP/JSON exports (adk-live.md §4).
#include "trace_reader.h"

#include "json/tolerant_json.h"

#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;
using tolerant::field;
using tolerant::Json;

namespace {

// `/debug/trace/{event}` has no name: ADK indexes only LLM calls and tool executions there.
QString eventSpanName(const Span &s, const Json &attributes)
{
    if (const auto it = attributes.find("gen_ai.tool.name"); it != attributes.end())
        return u"execute_tool "_s + tolerant::toString(&*it).value_or(QString());
    if (attributes.contains("gcp.vertex.agent.llm_request"))
        return u"call_llm"_s;
    return s.spanId;
}

} // namespace

Conversation TraceReader::read(const QString &formatId, const QVector<ReaderRecord> &records) const
{
    Conversation c;
    QVector<Span> flat;
    SourceLocation fileOnly;
    for (const ReaderRecord &r : records) {
        if (fileOnly.file.isEmpty())
            fileOnly.file = r.location.file;
        if (!r.value) {
            c.diagnostics += r.diagnostics;
            continue;
        }
        const Json &v = *r.value;
        if (field(v, "resourceSpans") || field(v, "batches")) {
            trace::readOtlp(v, r.jsonPath, r.location, flat, c.diagnostics, &c.id);
        } else if (v.is_array()) { // a span list given as one record
            qint64 i = 0;
            for (const Json &span : v)
                flat.append(trace::readSpan(
                    span, tolerant::path(r.jsonPath, "", i++), r.location, c.diagnostics, &c.id));
        } else {
            flat.append(trace::readSpan(v, r.jsonPath, r.location, c.diagnostics, &c.id));
            Span &s = flat.last();
            if (s.name.isEmpty() && formatId == u"trace.adk-event-span"_s && v.is_object())
                s.name = eventSpanName(s, v);
        }
    }
    c.title = c.id.isEmpty() && !flat.isEmpty() ? flat.first().traceId : c.id;
    c.turnSpans = trace::buildTree(std::move(flat), fileOnly, c.diagnostics);
    for (const Span &root : c.turnSpans) {
        if (root.start.valid && (!c.start.valid || root.start < c.start))
            c.start = root.start;
        if (root.end.valid && (!c.end.valid || c.end < root.end))
            c.end = root.end;
    }
    return c;
}

ConversationSummary TraceReader::summarize(const Conversation &c) const
{
    ConversationSummary s = FormatReader::summarize(c);
    s.end = c.end;
    s.turnCount = int(c.turnSpans.size());
    return s;
}
