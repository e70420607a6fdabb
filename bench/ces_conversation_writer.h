// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "sample_content.h"

class JsonTextWriter;

/// Writes invented CES Conversations (formats.md §1.3.2) for the benchmark: turns of 2-5
/// messages (10-40 per conversation), user and agent roles, tool calls paired with their
/// responses, variables, payloads, agent transfers, inline images and a root span per turn.
/// Also lone tiny Messages, as in a copied `historicalContexts` list. Borrows the content pool
/// and the random generator; owns only its clock.
class CesConversationWriter
{
public:
    struct Options {
        bool images = true; ///< inline images in some user and agent messages
        bool lean = false; ///< one-sentence answers, no rich payloads, root spans: times only
    };

    CesConversationWriter(const SampleContent &content, BenchRandom &random, Options options);

    /// Writes conversation number `serial` as one JSON object.
    void write(JsonTextWriter &json, qint64 serial);
    /// Writes message number `serial` of a list of bare Messages (under 200 bytes): user and
    /// agent texts, now and then a tool call and its response; no times, as in an Example.
    void writeTinyMessage(JsonTextWriter &json, qint64 serial);

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
    QByteArray agentText();

    const SampleContent &m_content;
    BenchRandom &m_random;
    Options m_options;
    qint64 m_clockMs; ///< start of the next conversation, epoch milliseconds
    SampleLanguage m_language = SampleLanguage::English; ///< of the conversation being written
    bool m_toolset = false; ///< the current tool is addressed as a toolset tool
    int m_tinyStep = 0; ///< writeTinyMessage: 0 user, 1 tool call, 2 tool response, 3 answer
    int m_tinyTool = 1; ///< writeTinyMessage: the tool of the open call
    QByteArray m_tinyCallId;
};
