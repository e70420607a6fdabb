// SPDX-License-Identifier: GPL-2.0-or-later
#include "adk_session_writer.h"

#include "json_text_writer.h"

namespace {

const char *const kAgents[] = {"kyoto_guide", "support_agent", "booking_agent"};
constexpr qsizetype kSmallEventMin = 300;
constexpr qsizetype kSmallEventMax = 600;
constexpr int kSmallAttempts = 20;

/// The session's final state; the last event's stateDelta sets exactly these values.
void writeFinalState(JsonTextWriter &json)
{
    json.beginObject();
    json.member("user:lang", "ja");
    json.member("trip_city", "京都");
    json.memberInt("step", 12);
    json.memberInt("cart_items", 3);
    json.member("last_tool", "get_weather");
    json.member("app:theme", "dark");
    json.member("booking", "ryokan-gion");
    json.member("customer_tier", "gold");
    json.endObject();
}

} // namespace

AdkSessionWriter::AdkSessionWriter(
    const SampleContent &content, BenchRandom &random, Options options)
    : m_content(content)
    , m_random(random)
    , m_options(options)
{ }

void AdkSessionWriter::begin(JsonTextWriter &json)
{
    json.beginObject();
    json.member("id", m_random.uuid());
    json.member("appName", "travel_helper");
    json.member("userId", "u-bench");
    json.key("state");
    writeFinalState(json);
    json.key("events");
    json.beginArray();
}

void AdkSessionWriter::end(JsonTextWriter &json)
{
    const QByteArray invocation = "e-" + m_random.uuid();
    writeSized(json, [&] { writeAnswerEvent(json, invocation, true); });
    json.newline();
    json.endArray();
    json.key("lastUpdateTime");
    json.number(m_clock, 3);
    json.endObject();
    json.newline();
}

int AdkSessionWriter::writeInvocation(JsonTextWriter &json, int maxEvents)
{
    const QByteArray invocation = "e-" + m_random.uuid();
    m_agent = kAgents[m_random.below(3)];
    if (m_random.percent(15))
        m_language = SampleContent::pickLanguage(m_random);
    writeSized(json, [&] { writeUserEvent(json, invocation); });
    if (maxEvents == 1)
        return 1;
    if (maxEvents >= 4 && m_random.percent(50)) {
        writeCallEvents(json, invocation, true);
        writeSized(json, [&] { writeAnswerEvent(json, invocation, false); });
        return 4;
    }
    if (maxEvents == 3) {
        writeCallEvents(json, invocation, true);
        return 3;
    }
    writeSized(json, [&] { writeAnswerEvent(json, invocation, false); });
    return 2;
}

void AdkSessionWriter::writeSized(JsonTextWriter &json, const std::function<void()> &write)
{
    const JsonTextWriter::Mark start = json.mark();
    for (int attempt = 1;; ++attempt) {
        write();
        // Without the ",\n" before the event.
        const qsizetype bytes = json.mark().size - start.size - 2;
        if (!m_options.smallEvents || attempt == kSmallAttempts
            || (bytes >= kSmallEventMin && bytes <= kSmallEventMax))
            return;
        json.rewind(start); // other random choices next time
    }
}

void AdkSessionWriter::beginEvent(
    JsonTextWriter &json, const QByteArray &author, const QByteArray &invocation)
{
    json.newline();
    json.beginObject();
    json.member("id", m_random.uuid());
    json.member("invocationId", invocation);
    json.member("author", author);
    m_clock += m_options.smallEvents ? m_random.between(200000, 6000000) / 1e6
                                     : m_random.between(200, 6000) / 1000.0;
    json.key("timestamp");
    // ADK stores time.time(): microseconds in the files it writes.
    json.number(m_clock, m_options.smallEvents ? 6 : 3);
    if (author != "user")
        json.member("branch", "travel_root." + author);
}

void AdkSessionWriter::writeUserEvent(JsonTextWriter &json, const QByteArray &invocation)
{
    beginEvent(json, "user", invocation);
    json.key("content");
    json.beginObject();
    json.member("role", "user");
    json.key("parts");
    json.beginArray();
    json.beginObject();
    json.member("text", m_content.userText(m_random, m_language));
    json.endObject();
    if (m_options.images && m_random.percent(10))
        writeImagePart(json);
    json.endArray();
    json.endObject();
    writeEmptyActions(json, true);
    json.endObject();
}

void AdkSessionWriter::writeCallEvents(
    JsonTextWriter &json, const QByteArray &invocation, bool withResponse)
{
    // Small events call the tools with the smallest arguments and answers only.
    static const int smallTools[] = {0, 1, 3};
    const int tool = m_options.smallEvents ? smallTools[m_random.below(3)]
                                           : m_random.below(m_content.toolCount());
    const QByteArray id = "adk-" + m_random.uuid();
    writeSized(json, [&] { writeCallEvent(json, invocation, tool, id); });
    if (withResponse)
        writeSized(json, [&] { writeResponseEvent(json, invocation, tool, id); });
}

void AdkSessionWriter::writeCallEvent(
    JsonTextWriter &json, const QByteArray &invocation, int tool, const QByteArray &id)
{
    beginEvent(json, m_agent, invocation);
    json.member("modelVersion", "gemini-2.5-flash");
    json.key("content");
    json.beginObject();
    json.member("role", "model");
    json.key("parts");
    json.beginArray();
    json.beginObject();
    json.key("functionCall");
    json.beginObject();
    json.member("id", id);
    json.member("name", m_content.toolName(tool));
    json.key("args");
    m_content.writeArgs(json, m_random, tool, m_language);
    json.endObject();
    json.endObject();
    json.endArray();
    json.endObject();
    if (m_options.smallEvents && m_random.percent(60)) {
        writeEmptyActions(json, false);
    } else {
        json.key("actions");
        json.beginObject();
        json.key("stateDelta");
        writeRandomDelta(json);
        json.endObject();
    }
    json.key("longRunningToolIds");
    json.beginArray();
    json.endArray();
    writeUsage(json);
    json.endObject();
}

void AdkSessionWriter::writeResponseEvent(
    JsonTextWriter &json, const QByteArray &invocation, int tool, const QByteArray &id)
{
    beginEvent(json, m_agent, invocation);
    json.key("content");
    json.beginObject();
    json.member("role", "user");
    json.key("parts");
    json.beginArray();
    json.beginObject();
    json.key("functionResponse");
    json.beginObject();
    json.member("id", id);
    json.member("name", m_content.toolName(tool));
    json.key("response");
    m_content.writeResponse(json, m_random, tool, m_language);
    json.endObject();
    json.endObject();
    json.endArray();
    json.endObject();
    json.key("actions");
    json.beginObject();
    json.key("stateDelta");
    json.beginObject();
    json.member("last_tool", m_content.toolName(tool));
    json.endObject();
    json.memberBool("skipSummarization", false);
    json.endObject();
    json.endObject();
}

void AdkSessionWriter::writeAnswerEvent(
    JsonTextWriter &json, const QByteArray &invocation, bool finalState)
{
    if (m_agent.isEmpty())
        m_agent = kAgents[0];
    beginEvent(json, m_agent, invocation);
    json.member("modelVersion", "gemini-2.5-flash");
    json.member("finishReason", "STOP");
    const QByteArray text = m_options.smallEvents ? m_content.agentSentence(m_random, m_language)
                                                  : m_content.agentText(m_random, m_language);
    const bool thought = !m_options.smallEvents && m_random.percent(25);
    json.key("content");
    json.beginObject();
    json.member("role", "model");
    json.key("parts");
    json.beginArray();
    json.beginObject();
    json.member("text", text);
    json.endObject();
    if (thought) {
        json.beginObject();
        json.member("text", m_content.thoughtText(m_random, m_language));
        json.memberBool("thought", true);
        json.endObject();
        json.beginObject();
        json.member("text", m_content.agentText(m_random, m_language));
        json.endObject();
    }
    if (m_options.images && m_random.percent(5))
        writeImagePart(json);
    json.endArray();
    json.endObject();
    if (m_options.grounding && m_random.percent(20))
        writeGrounding(json, text);
    if (!finalState && m_options.smallEvents && m_random.percent(70)) {
        writeEmptyActions(json, false);
    } else {
        json.key("actions");
        json.beginObject();
        json.key("stateDelta");
        if (finalState)
            writeFinalState(json);
        else
            writeRandomDelta(json);
        json.key("artifactDelta");
        json.beginObject();
        json.endObject();
        json.endObject();
    }
    writeUsage(json);
    json.endObject();
}

void AdkSessionWriter::writeGrounding(JsonTextWriter &json, const QByteArray &text)
{
    json.key("groundingMetadata");
    json.beginObject();
    json.key("webSearchQueries");
    json.beginArray();
    json.string(m_content.sourceTitle(m_random, m_language));
    json.endArray();
    json.key("groundingChunks");
    json.beginArray();
    for (int i = 0; i < 2; ++i) {
        json.beginObject();
        json.key("web");
        json.beginObject();
        json.member("uri",
            "https://vertexaisearch.cloud.google.com/grounding-api-redirect/" + m_random.hex(16));
        json.member("title", m_content.sourceTitle(m_random, m_language));
        json.member("domain", i == 0 ? "travel-guide.example" : "example.jp");
        json.endObject();
        json.endObject();
    }
    json.endArray();
    json.key("groundingSupports");
    json.beginArray();
    json.beginObject();
    json.key("segment");
    json.beginObject();
    json.memberInt("endIndex", text.size()); // UTF-8 bytes of the first text part
    json.member("text", text);
    json.endObject();
    json.key("groundingChunkIndices");
    json.beginArray();
    json.integer(0);
    json.integer(1);
    json.endArray();
    json.key("confidenceScores");
    json.beginArray();
    json.number(0.91, 2);
    json.number(0.78, 2);
    json.endArray();
    json.endObject();
    json.endArray();
    json.endObject();
}

void AdkSessionWriter::writeUsage(JsonTextWriter &json)
{
    const int prompt = m_random.between(80, 4000);
    const int candidates = m_random.between(5, 400);
    json.key("usageMetadata");
    json.beginObject();
    json.memberInt("promptTokenCount", prompt);
    json.memberInt("candidatesTokenCount", candidates);
    json.memberInt("totalTokenCount", prompt + candidates);
    json.endObject();
}

void AdkSessionWriter::writeEmptyActions(JsonTextWriter &json, bool userEvent)
{
    json.key("actions");
    json.beginObject();
    // The ADK API server of 2025-2026 keeps every empty member of EventActions; agents'
    // events built by hand (callbacks, older builds) now and then carry bare `{}`.
    const bool members = !m_options.smallEvents || userEvent || m_random.percent(70);
    const char *const keys[]
        = {"stateDelta", "artifactDelta", "requestedAuthConfigs", "requestedToolConfirmations"};
    for (int i = 0; members && i < (m_options.smallEvents ? 4 : 2); ++i) {
        json.key(keys[i]);
        json.beginObject();
        json.endObject();
    }
    json.endObject();
}

void AdkSessionWriter::writeImagePart(JsonTextWriter &json)
{
    const SampleContent::Image &image = m_content.image(m_random);
    json.beginObject();
    json.key("inlineData");
    json.beginObject();
    json.member("mimeType", image.mimeType);
    json.member("data", image.base64);
    json.endObject();
    json.endObject();
}

void AdkSessionWriter::writeRandomDelta(JsonTextWriter &json)
{
    json.beginObject();
    if (m_random.percent(40))
        json.memberInt("step", m_random.between(1, 11));
    if (m_random.percent(20))
        json.member("trip_city", m_random.percent(50) ? "大阪" : "Sevilla");
    if (m_random.percent(10))
        json.memberInt("cart_items", m_random.between(0, 5));
    json.endObject();
}
