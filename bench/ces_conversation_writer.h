// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "sample_content.h"

class JsonTextWriter;

/// Writes invented CES Conversations (formats.md §1.3.2) for the benchmark: turns of 2-5
/// messages (10-40 per conversation), user and agent roles, tool calls paired with their
/// responses, variables, payloads, agent transfers, inline images and a root span per turn.
/// Borrows the content pool and the random generator; owns only its clock.
class CesConversationWriter
{
public:
    CesConversationWriter(const SampleContent &content, BenchRandom &random);

    /// Writes conversation number `serial` as one JSON object.
    void write(JsonTextWriter &json, qint64 serial);

private:
    struct Plan; // the turn sizes, message times and image choices of one conversation

    void writeTurn(JsonTextWriter &json, const Plan &plan, int turn, int *message);
    void writeUserMessage(JsonTextWriter &json, const Plan &plan, int turn, int message);
    void writeToolCall(JsonTextWriter &json, qint64 timeMs, int tool, const QByteArray &id);
    void writeToolResponse(JsonTextWriter &json, qint64 timeMs, int tool, const QByteArray &id,
        bool withText, int turn);
    void writeAgentText(JsonTextWriter &json, qint64 timeMs, bool transfer);
    void writeToolIdentity(JsonTextWriter &json, int tool, bool toolset);
    void writeSpan(JsonTextWriter &json, qint64 startMs, qint64 endMs, int tool);
    SampleLanguage messageLanguage();

    const SampleContent &m_content;
    BenchRandom &m_random;
    qint64 m_clockMs; ///< start of the next conversation, epoch milliseconds
    SampleLanguage m_language = SampleLanguage::English; ///< of the conversation being written
    bool m_toolset = false; ///< the current tool is addressed as a toolset tool
};
