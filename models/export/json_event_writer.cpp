// SPDX-License-Identifier: GPL-2.0-or-later
// The event data of ADK / Agent Engine / Gemini messages in "export --format json": ids, flags,
// usage, actions (free-form values embedded raw), custom metadata and safety ratings.
#include "json_stream_writer.h"
#include "json_writer.h"

using namespace Qt::StringLiterals;

namespace {

void optionalCount(JsonStreamWriter &out, const QString &key, const std::optional<qint64> &v)
{
    out.key(key);
    v ? out.value(*v) : out.nullValue();
}

void optionalScore(JsonStreamWriter &out, const QString &key, const std::optional<double> &v)
{
    out.key(key);
    v ? out.value(*v) : out.nullValue();
}

void rawOrNull(JsonStreamWriter &out, const QString &key, const JsonText &json)
{
    out.key(key);
    json.isNull() ? out.nullValue() : out.raw(json);
}

void stringIfAny(JsonStreamWriter &out, const QString &key, const QString &text)
{
    if (!text.isEmpty())
        out.field(key, text);
}

} // namespace

void JsonWriter::writeEventData(const Message &message)
{
    stringIfAny(m_out, u"id"_s, message.id);
    stringIfAny(m_out, u"invocationId"_s, message.invocationId);
    stringIfAny(m_out, u"branch"_s, message.branch);
    const EventFlags &flags = message.flags;
    if (flags.partial || flags.turnComplete || flags.interrupted || flags.mergedFragments > 0) {
        m_out.key(u"flags"_s);
        m_out.beginObject();
        m_out.field(u"partial"_s, flags.partial);
        m_out.field(u"turnComplete"_s, flags.turnComplete);
        m_out.field(u"interrupted"_s, flags.interrupted);
        m_out.field(u"mergedFragments"_s, flags.mergedFragments);
        m_out.endObject();
    }
    if (!message.longRunningToolIds.isEmpty()) {
        m_out.key(u"longRunningToolIds"_s);
        m_out.beginArray();
        for (const QString &id : message.longRunningToolIds)
            m_out.value(id);
        m_out.endArray();
    }
    stringIfAny(m_out, u"finishReason"_s, message.finishReason);
    stringIfAny(m_out, u"modelVersion"_s, message.modelVersion);
    if (message.candidate >= 0)
        m_out.field(u"candidate"_s, message.candidate);
    if (!message.usage.isEmpty()) {
        const TokenUsage &u = message.usage;
        m_out.key(u"usage"_s);
        m_out.beginObject();
        optionalCount(m_out, u"promptTokenCount"_s, u.prompt);
        optionalCount(m_out, u"candidatesTokenCount"_s, u.candidates);
        optionalCount(m_out, u"totalTokenCount"_s, u.total);
        optionalCount(m_out, u"cachedContentTokenCount"_s, u.cached);
        optionalCount(m_out, u"thoughtsTokenCount"_s, u.thoughts);
        optionalCount(m_out, u"toolUsePromptTokenCount"_s, u.toolUsePrompt);
        m_out.endObject();
    }
    if (!message.actions.isEmpty()) {
        const EventActions &a = message.actions;
        m_out.key(u"actions"_s);
        m_out.beginObject();
        rawOrNull(m_out, u"stateDelta"_s, a.stateDelta);
        rawOrNull(m_out, u"artifactDelta"_s, a.artifactDelta);
        m_out.key(u"transferToAgent"_s);
        m_out.stringOrNull(a.transferToAgent.isEmpty() ? QString() : a.transferToAgent);
        m_out.field(u"escalate"_s, a.escalate);
        m_out.field(u"skipSummarization"_s, a.skipSummarization);
        rawOrNull(m_out, u"requestedAuthConfigs"_s, a.requestedAuthConfigs);
        if (!a.extra.isNull()) {
            m_out.key(u"extra"_s);
            m_out.raw(a.extra);
        }
        m_out.endObject();
    }
    if (!message.customMetadata.isNull()) {
        m_out.key(u"customMetadata"_s);
        m_out.raw(message.customMetadata);
    }
    if (!message.safetyRatings.isEmpty()) {
        m_out.key(u"safetyRatings"_s);
        m_out.beginArray();
        for (const SafetyRating &r : message.safetyRatings) {
            m_out.beginObject();
            m_out.field(u"category"_s, r.category);
            m_out.field(u"probability"_s, r.probability);
            optionalScore(m_out, u"probabilityScore"_s, r.probabilityScore);
            m_out.key(u"severity"_s);
            m_out.stringOrNull(r.severity.isEmpty() ? QString() : r.severity);
            optionalScore(m_out, u"severityScore"_s, r.severityScore);
            m_out.field(u"blocked"_s, r.blocked);
            m_out.endObject();
        }
        m_out.endArray();
    }
}
