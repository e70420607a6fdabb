// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/conversation.h"

#include <nlohmann/json_fwd.hpp>

#include <QString>
#include <QVector>
#include <optional>

/// Builds one Discovery Engine conversation from the records of one unit (a session, one MCP
/// exchange, one answer or one stream) in file order (formats.md §1.6.6, §3.8): turns keyed by
/// answer name, JSON-RPC `tools/call` requests paired with the response that follows, errors as
/// error messages. A short-lived helper owned by DiscoveryReader::read().
class DiscoveryConversationBuilder
{
public:
    /// Any record after envelope unwrapping: a request, an error, a tool result, an
    /// AnswerQueryResponse, an Answer, an AssistAnswer, a Session or a ListSessions page.
    void addRecord(
        const nlohmann::ordered_json &value, const QString &jsonPath, const SourceLocation &where);
    /// An AnswerQueryResponse; `snapshots` > 1 when it was merged from a stream.
    void addAnswerResponse(const nlohmann::ordered_json &response, const QString &jsonPath,
        const SourceLocation &where, int snapshots = 1, bool cumulative = true);
    void addDiagnostics(const Diagnostics &diagnostics) { m_diagnostics += diagnostics; }
    /// The conversation: one user and one model message per turn, in order.
    Conversation finish();

private:
    struct Request {
        QString query;
        QString servingConfig;
        QString session;
        QString jsonPath;
        SourceLocation where;
        JsonText raw;
    };
    struct Slot {
        QString answerName;
        QString queryId;
        JsonText queryConfig;
        std::optional<Message> user;
        std::optional<Message> model;
        bool full = false; ///< model is the answer of a response (not a placeholder)
    };

    void addRequest(const nlohmann::ordered_json &request, const QString &jsonPath,
        const SourceLocation &where);
    void addError(
        const nlohmann::ordered_json &record, const QString &jsonPath, const SourceLocation &where);
    void addToolResult(
        const nlohmann::ordered_json &result, const QString &jsonPath, const SourceLocation &where);
    void addSession(const nlohmann::ordered_json &session, const QString &jsonPath,
        const SourceLocation &where);
    void addTurn(
        const nlohmann::ordered_json &turn, const QString &jsonPath, const SourceLocation &where);
    /// A bare Answer or AssistAnswer: the model message of a new turn.
    void addLoneAnswer(const nlohmann::ordered_json &answer, bool assist, const QString &jsonPath,
        const SourceLocation &where, const QString &answerQueryToken);
    void noteSession(const nlohmann::ordered_json &session, const QString &jsonPath);
    void noteSessionName(const QString &name);
    /// The slot of `answerName` (a new one at the end when none has it).
    Slot &slotFor(const QString &answerName);
    /// Gives `slot` a user message from the pending request, else from the rewritten query.
    void fillUser(Slot &slot, const QString &rewrittenQuery, const QString &jsonPath);
    /// A request that got no response becomes a turn with only its user message.
    void flushRequest();
    QString author(const QString &answerName) const;
    Message userMessage(const QString &text, const QString &jsonPath) const;

    QVector<Slot> m_slots;
    std::optional<Request> m_pending;
    QString m_sessionName;
    QString m_displayName;
    QString m_servingConfig;
    QVector<QPair<QString, QString>> m_properties;
    Timestamp m_start;
    Timestamp m_end;
    JsonText m_sessionRaw;
    JsonText m_sessionExtra;
    Diagnostics m_diagnostics;
};
