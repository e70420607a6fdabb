// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "answer_query_result.h"

#include <QObject>
#include <QPointer>

class McpClient;

/// Asks a Vertex AI Search app through its `conversational_search` MCP tool: builds the
/// arguments from an AnswerQueryRequest, calls the tool with the McpClient, hands back the
/// AnswerQueryResponse and the raw exchange, remembers the session the server returned, and
/// keeps the live session log (JSONL of the JSON-RPC requests and responses) that can be saved
/// and reopened. One question at a time. Owned by its user; the client is not owned.
class AnswerQuery : public QObject
{
    Q_OBJECT
public:
    explicit AnswerQuery(McpClient *client, QObject *parent = nullptr);

    static QString toolName(); ///< "conversational_search"

    /// Sends the question; returns the client operation id, or 0 when busy or the request is
    /// unusable (then answered() reports why).
    int ask(const AnswerQueryRequest &request);
    void cancel();
    bool isBusy() const { return m_operation != 0; }
    /// The session name of the last answer that had one ("continue the session").
    QString lastSessionName() const { return m_lastSession; }

    /// Every exchange of this live session so far, as JSONL.
    QByteArray sessionLog() const { return m_log; }
    void clearSessionLog() { m_log.clear(); }
    /// Writes (replaces) or appends JSONL to `path`; *error gets an English reason on failure.
    static bool writeFile(
        const QString &path, const QByteArray &jsonl, bool append, QString *error);

Q_SIGNALS:
    void answered(const AnswerQueryResult &result);
    void progress(const McpProgress &progress);

private:
    void onFinished(const McpOutcome &outcome);

    QPointer<McpClient> m_client;
    int m_operation = 0;
    AnswerQueryRequest m_request;
    QString m_lastSession;
    QByteArray m_log;
};
