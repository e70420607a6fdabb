// SPDX-License-Identifier: GPL-2.0-or-later
// Traces derived from event times when a file has no spans (issue 18: "derived from event times").
// A derived span carries what its event does not already say (its usage), so a session of
// 100,000 events costs little more: names, times, the event and call ids, and links.
#include "trace_reader.h"

#include "json/raw_text_scope.h"
#include "json/tolerant_json.h"

#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;
using tolerant::Json;

namespace {

Span derivedSpan(const QString &name, const Timestamp &start, const Timestamp &end)
{
    Span s;
    s.name = name;
    s.start = start;
    s.end = end;
    if (start.valid && end.valid && start.nanosSinceEpoch <= end.nanosSinceEpoch)
        s.duration = end.nanosSinceEpoch - start.nanosSinceEpoch;
    s.derived = true;
    return s;
}

void setAttributes(Span &s, const Json &attributes)
{
    if (!attributes.empty())
        s.attributes = tolerant::toJsonText(attributes);
}

void addUsage(Json &a, const Message &m)
{
    if (!m.modelVersion.isEmpty())
        a["gen_ai.response.model"] = m.modelVersion.toStdString();
    if (m.usage.prompt)
        a["gen_ai.usage.input_tokens"] = *m.usage.prompt;
    if (m.usage.candidates)
        a["gen_ai.usage.output_tokens"] = *m.usage.candidates;
    if (m.usage.total)
        a["gen_ai.usage.total_tokens"] = *m.usage.total;
    if (!m.finishReason.isEmpty())
        a["gen_ai.response.finish_reasons"] = Json::array({m.finishReason.toStdString()});
}

bool hasChunk(const Message &m, ChunkKind kind)
{
    return std::any_of(
        m.chunks.cbegin(), m.chunks.cend(), [kind](const Chunk &ch) { return ch.kind == kind; });
}

// The spans of one invocation (turn): `rows` are its shown events in order.
Span invocationSpan(const Conversation &c, const QVector<int> &rows)
{
    const Message &first = c.messages.at(rows.first());
    Span root = derivedSpan(u"invocation"_s, first.time, c.messages.at(rows.last()).time);
    root.eventId = first.id;
    Json a = Json::object();
    if (!first.invocationId.isEmpty())
        a["gcp.vertex.agent.invocation_id"] = first.invocationId.toStdString();
    setAttributes(root, a);
    Timestamp previous = first.time;
    QString runAuthor; // the agent of the last invoke_agent span
    for (const int row : rows) {
        const Message &m = c.messages.at(row);
        const Timestamp before = previous;
        if (m.time.valid)
            previous = m.time;
        if (m.author.isEmpty() || m.author == u"user"_s)
            continue;
        if (root.children.isEmpty() || m.author != runAuthor) {
            runAuthor = m.author;
            root.children.append(derivedSpan(u"invoke_agent "_s + m.author, before, m.time));
        }
        Span &agent = root.children.last();
        agent.end = m.time.valid ? m.time : agent.end;
        if (agent.start.valid && agent.end.valid)
            agent.duration = agent.end.nanosSinceEpoch - agent.start.nanosSinceEpoch;
        if (hasChunk(m, ChunkKind::ToolResponse) || m.role == u"user"_s || m.chunks.isEmpty())
            continue; // a tool's answer (its execute_tool span ends there) or actions only
        Span llm = derivedSpan(u"call_llm"_s, before, m.time);
        llm.eventId = m.id;
        Json la = Json::object();
        addUsage(la, m);
        setAttributes(llm, la);
        for (const Chunk &ch : m.chunks) {
            if (ch.kind != ChunkKind::ToolCall)
                continue;
            const bool answered = ch.paired.isValid() && ch.paired.message < c.messages.size();
            const Message *response = answered ? &c.messages.at(ch.paired.message) : nullptr;
            Span tool = derivedSpan(
                u"execute_tool "_s + ch.toolName, m.time, response ? response->time : Timestamp());
            tool.eventId = response ? response->id : QString();
            tool.toolCallId = ch.toolId;
            llm.children.append(tool);
        }
        agent.children.append(llm);
    }
    return root;
}

} // namespace

namespace trace {

void deriveFromEvents(Conversation &c)
{
    if (!c.turnSpans.isEmpty() || c.turnCount <= 0 || !tolerant::RawTextScope::wanted())
        return;
    QVector<QVector<int>> turns(c.turnCount);
    bool anyTime = false;
    for (int row = 0; row < c.messages.size(); ++row) {
        const Message &m = c.messages.at(row);
        if (m.turn < 0 || m.turn >= c.turnCount || m.flags.partial)
            continue;
        turns[m.turn].append(row);
        anyTime = anyTime || m.time.valid;
    }
    if (!anyTime)
        return;
    for (const QVector<int> &rows : std::as_const(turns))
        c.turnSpans.append(
            rows.isEmpty() ? derivedSpan(u"invocation"_s, {}, {}) : invocationSpan(c, rows));
    c.spansDerived = true;
}

void deriveFromResponses(Conversation &c)
{
    if (!c.turnSpans.isEmpty() || c.messages.isEmpty() || !tolerant::RawTextScope::wanted())
        return;
    for (int row = 0; row < c.messages.size(); ++row) {
        const Message &m = c.messages.at(row);
        if (row > 0 && m.candidate > 0 && m.id == c.messages.at(row - 1).id)
            continue; // another candidate of the same response
        const QString model = m.modelVersion.isEmpty() ? m.author : m.modelVersion;
        Span s = derivedSpan(u"generate_content "_s + model, m.time, Timestamp());
        s.eventId = m.id;
        Json a = Json::object();
        if (!m.id.isEmpty())
            a["gen_ai.response.id"] = m.id.toStdString();
        addUsage(a, m);
        setAttributes(s, a);
        c.turnSpans.append(s);
    }
    c.spansDerived = true;
}

} // namespace trace
