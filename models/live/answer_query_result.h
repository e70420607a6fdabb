// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "answer_query_request.h"
#include "mcp_values.h"

/// The end of one `conversational_search` call: the AnswerQueryResponse JSON (for the Discovery
/// Engine reader), the raw JSON-RPC exchange, and what the panel needs at once (session name,
/// answer text, related questions). A plain value.
struct AnswerQueryResult {
    int operation = 0;
    AnswerQueryRequest request;
    McpError error; ///< kind None on success
    QByteArray responseJson; ///< the AnswerQueryResponse; empty when none arrived
    McpToolResult toolResult; ///< the exchange as sent and received
    QString sessionName; ///< `session.name` of the response (to continue the conversation)
    QString answerText;
    QStringList relatedQuestions;
    qint64 elapsedMs = 0;

    bool ok() const { return !error.isError(); }
    /// The JSON-RPC request and response as two JSONL lines (empty when no response arrived):
    /// what a saved live session holds (formats.md §3.8; the reader pairs them by id).
    QByteArray exchangeJsonl() const;
    /// Reads sessionName, answerText and relatedQuestions from responseJson.
    void readSummary();
};
