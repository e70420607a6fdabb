// SPDX-License-Identifier: GPL-2.0-or-later
#include "ces_conversation_writer.h"

#include "json_text_writer.h"

#include <QDateTime>
#include <QVector>

namespace {

const QByteArray kApp = "projects/bench/locations/us/apps/helpdesk";

QByteArray rfc3339(qint64 epochMs)
{
    return QDateTime::fromMSecsSinceEpoch(epochMs, Qt::UTC).toString(Qt::ISODateWithMs).toUtf8();
}

QByteArray duration(qint64 ms)
{
    return QByteArray::number(ms / 1000.0, 'f', 3) + "s";
}

} // namespace

struct CesConversationWriter::Plan {
    QVector<int> turnSizes;
    QVector<qint64> times; ///< per message, epoch ms
    QVector<bool> userImage; ///< per turn
    QVector<int> tool; ///< per turn
};

CesConversationWriter::CesConversationWriter(
    const SampleContent &content, BenchRandom &random, Options options)
    : m_content(content)
    , m_random(random)
    , m_options(options)
    , m_clockMs(1767225600000) // 2026-01-01T00:00:00Z
{ }

SampleLanguage CesConversationWriter::messageLanguage()
{
    return m_random.percent(10) ? SampleContent::pickLanguage(m_random) : m_language;
}

QByteArray CesConversationWriter::agentText()
{
    const SampleLanguage language = messageLanguage();
    return m_options.lean ? m_content.agentSentence(m_random, language)
                          : m_content.agentText(m_random, language);
}

void CesConversationWriter::write(JsonTextWriter &json, qint64 serial)
{
    Plan plan;
    int left = m_random.between(10, 40);
    const int total = left;
    while (left > 0) {
        int size = left <= 5 ? left : m_random.between(2, 4); // never leaves a single message
        plan.turnSizes.append(size);
        plan.userImage.append(m_options.images && m_random.percent(8));
        plan.tool.append(m_random.below(m_content.toolCount()));
        left -= size;
    }
    qint64 clock = m_clockMs;
    for (int i = 0; i < total; ++i) {
        clock += m_random.between(300, 8000);
        plan.times.append(clock);
    }
    m_clockMs += m_random.between(60, 3600) * 1000LL;
    m_language = SampleContent::pickLanguage(m_random);
    const bool images = plan.userImage.contains(true);

    json.beginObject();
    json.member(
        "name", kApp + "/conversations/c" + QByteArray::number(serial) + "-" + m_random.hex(8));
    json.member("startTime", rfc3339(plan.times.first() - 200));
    json.member("endTime", rfc3339(plan.times.last() + 500));
    json.memberInt("turnCount", plan.turnSizes.size());
    static const char *const sources[] = {"LIVE", "SIMULATOR", "EVAL"};
    json.member("source", sources[m_random.below(10) < 8 ? 0 : 1 + m_random.below(2)]);
    json.key("inputTypes");
    json.beginArray();
    json.string("INPUT_TYPE_TEXT");
    if (images)
        json.string("INPUT_TYPE_IMAGE");
    json.endArray();
    json.member("entryAgent", kApp + "/agents/root");
    json.member("deployment", kApp + "/deployments/web");
    json.member("appVersion", kApp + "/versions/" + QByteArray::number(m_random.between(1, 9)));
    json.member("languageCode", SampleContent::languageCode(m_language));
    json.key("turns");
    json.beginArray();
    int message = 0;
    for (int turn = 0; turn < plan.turnSizes.size(); ++turn)
        writeTurn(json, plan, turn, &message);
    json.endArray();
    json.endObject();
}

void CesConversationWriter::writeTurn(
    JsonTextWriter &json, const Plan &plan, int turn, int *message)
{
    const int size = plan.turnSizes.at(turn);
    const int first = *message;
    const int tool = plan.tool.at(turn);
    const QByteArray callId = "adk-" + m_random.uuid();
    m_toolset = m_random.percent(30);
    json.beginObject();
    json.key("messages");
    json.beginArray();
    writeUserMessage(json, plan, turn, first);
    const qint64 *times = plan.times.constData() + first;
    switch (size) {
    case 2:
        writeAgentText(json, times[1], false);
        break;
    case 3:
        writeToolCall(json, times[1], tool, callId);
        writeToolResponse(json, times[2], tool, callId, true, turn);
        break;
    default: // 4 or 5
        writeToolCall(json, times[1], tool, callId);
        writeToolResponse(json, times[2], tool, callId, false, turn);
        writeAgentText(json, times[3], false);
        if (size == 5)
            writeAgentText(json, times[4], m_random.percent(40));
    }
    json.endArray();
    json.key("rootSpan");
    writeSpan(json, times[0], times[size - 1] + 100, size > 2 ? tool : -1);
    json.endObject();
    *message += size;
}

void CesConversationWriter::writeUserMessage(
    JsonTextWriter &json, const Plan &plan, int turn, int message)
{
    json.beginObject();
    json.member("role", "user");
    json.member("eventTime", rfc3339(plan.times.at(message)));
    json.key("chunks");
    json.beginArray();
    if (message == 0) {
        json.beginObject();
        json.key("defaultVariables");
        json.beginObject();
        json.member("customer_tier", m_random.percent(50) ? "gold" : "silver");
        json.key("order_status");
        json.null();
        json.member("language", SampleContent::languageCode(m_language));
        json.endObject();
        json.endObject();
    }
    json.beginObject();
    json.member("text", m_content.userText(m_random, messageLanguage()));
    json.endObject();
    if (plan.userImage.at(turn)) {
        const SampleContent::Image &image = m_content.image(m_random);
        json.beginObject();
        json.key("image");
        json.beginObject();
        json.member("mimeType", image.mimeType);
        json.member("data", image.base64);
        json.endObject();
        json.endObject();
    }
    json.endArray();
    json.endObject();
}

void CesConversationWriter::writeToolIdentity(JsonTextWriter &json, int tool, bool toolset)
{
    const QByteArray name = m_content.toolName(tool);
    if (toolset) {
        json.key("toolsetTool");
        json.beginObject();
        json.member("toolset", kApp + "/toolsets/crm");
        json.member("toolId", name);
        json.endObject();
    } else {
        json.member("tool", kApp + "/tools/" + name);
    }
    json.member("displayName", name);
}

void CesConversationWriter::writeToolCall(
    JsonTextWriter &json, qint64 timeMs, int tool, const QByteArray &id)
{
    json.beginObject();
    json.member("role", "agent");
    json.member("eventTime", rfc3339(timeMs));
    json.key("chunks");
    json.beginArray();
    json.beginObject();
    json.key("toolCall");
    json.beginObject();
    json.member("id", id);
    writeToolIdentity(json, tool, m_toolset);
    json.key("args");
    m_content.writeArgs(json, m_random, tool, messageLanguage());
    json.endObject();
    json.endObject();
    json.endArray();
    json.endObject();
}

void CesConversationWriter::writeToolResponse(
    JsonTextWriter &json, qint64 timeMs, int tool, const QByteArray &id, bool withText, int turn)
{
    json.beginObject();
    json.member("role", "agent");
    json.member("eventTime", rfc3339(timeMs));
    json.key("chunks");
    json.beginArray();
    json.beginObject();
    json.key("toolResponse");
    json.beginObject();
    json.member("id", id);
    writeToolIdentity(json, tool, m_toolset);
    json.key("response");
    m_content.writeResponse(json, m_random, tool, messageLanguage());
    json.endObject();
    json.endObject();
    json.beginObject();
    json.key("updatedVariables");
    json.beginObject();
    json.member("last_tool", m_content.toolName(tool));
    json.memberInt("turn", turn + 1);
    if (tool == 0)
        json.member("order_status", "SHIPPED");
    json.endObject();
    json.endObject();
    if (withText) {
        json.beginObject();
        json.member("text", agentText());
        json.endObject();
    }
    json.endArray();
    json.endObject();
}

void CesConversationWriter::writeAgentText(JsonTextWriter &json, qint64 timeMs, bool transfer)
{
    json.beginObject();
    json.member("role", "agent");
    json.member("eventTime", rfc3339(timeMs));
    json.key("chunks");
    json.beginArray();
    json.beginObject();
    json.member("text", agentText());
    json.endObject();
    if (m_options.images && m_random.percent(4)) {
        const SampleContent::Image &image = m_content.image(m_random);
        json.beginObject();
        json.key("image");
        json.beginObject();
        json.member("mimeType", image.mimeType);
        json.member("data", image.base64);
        json.endObject();
        json.endObject();
    }
    if (!m_options.lean && m_random.percent(10)) {
        json.beginObject();
        json.key("payload");
        json.beginObject();
        json.key("richContent");
        json.beginArray();
        json.beginArray();
        json.beginObject();
        json.member("type", "chips");
        json.key("options");
        json.beginArray();
        json.beginObject();
        json.member("text",
            m_language == SampleLanguage::Japanese      ? "ありがとう"
                : m_language == SampleLanguage::Spanish ? "Gracias"
                                                        : "Thanks");
        json.endObject();
        json.endArray();
        json.endObject();
        json.endArray();
        json.endArray();
        json.endObject();
        json.endObject();
    }
    if (transfer) {
        json.beginObject();
        json.key("agentTransfer");
        json.beginObject();
        json.member("targetAgent", kApp + "/agents/billing");
        json.member("displayName", "Billing");
        json.endObject();
        json.endObject();
    }
    json.endArray();
    json.endObject();
}

void CesConversationWriter::writeSpan(JsonTextWriter &json, qint64 startMs, qint64 endMs, int tool)
{
    json.beginObject();
    json.member("name", "turn");
    json.member("startTime", rfc3339(startMs));
    json.member("endTime", rfc3339(endMs));
    json.member("duration", duration(endMs - startMs));
    if (m_options.lean) { // the times alone
        json.endObject();
        return;
    }
    json.key("attributes");
    json.beginObject();
    json.member("agent", "root");
    json.member("llm.model", "gemini-2.5-flash");
    json.endObject();
    json.key("childSpans");
    json.beginArray();
    json.beginObject();
    json.member("name", "llm");
    json.member("duration", duration((endMs - startMs) / 3));
    json.endObject();
    if (tool >= 0) {
        json.beginObject();
        json.member("name", "tool:" + m_content.toolName(tool));
        json.member("startTime", rfc3339(startMs + (endMs - startMs) / 2));
        json.member("endTime", rfc3339(endMs - 50));
        json.endObject();
    }
    json.endArray();
    json.endObject();
}

void CesConversationWriter::writeTinyMessage(JsonTextWriter &json, qint64 serial)
{
    if (serial == 1)
        m_language = SampleContent::pickLanguage(m_random);
    const bool user = m_tinyStep == 0;
    json.beginObject();
    json.member("role", user ? "user" : "agent");
    json.key("chunks");
    json.beginArray();
    json.beginObject();
    switch (m_tinyStep) {
    case 0:
        if (m_random.percent(5))
            m_language = SampleContent::pickLanguage(m_random);
        json.member("text", m_content.userSentence(m_random, m_language));
        m_tinyStep = m_random.percent(20) ? 1 : 3;
        break;
    case 1:
    case 2: // the small answers only: the weather or a balance
        if (m_tinyStep == 1) {
            m_tinyTool = m_random.percent(50) ? 1 : 3;
            m_tinyCallId = "adk-" + m_random.uuid();
        }
        json.key(m_tinyStep == 1 ? "toolCall" : "toolResponse");
        json.beginObject();
        json.member("id", m_tinyCallId);
        if (m_tinyStep == 1) // the id pairs the response with its call
            json.member("displayName", m_content.toolName(m_tinyTool));
        json.key(m_tinyStep == 1 ? "args" : "response");
        if (m_tinyStep == 1)
            m_content.writeArgs(json, m_random, m_tinyTool, m_language);
        else
            m_content.writeResponse(json, m_random, m_tinyTool, m_language);
        json.endObject();
        ++m_tinyStep;
        break;
    default:
        json.member("text", m_content.agentSentence(m_random, m_language));
        m_tinyStep = 0;
    }
    json.endObject();
    json.endArray();
    json.endObject();
}
