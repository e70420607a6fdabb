// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "agent_engine_session.h"
#include "mcp_error.h"

#include <QByteArray>
#include <QObject>
#include <QUrl>
#include <QVector>

#include <map>
#include <memory>

class QNetworkAccessManager;
class TokenSource;

/// A client of the Vertex AI Agent Engine sessions REST API (adk-live.md §5) for one reasoning
/// engine: its sessions (paged, filtered by user), a session, its events (paged, ascending,
/// delivered page by page so a document can grow), create (a long-running Operation polled
/// until done) and delete. A bearer token comes from a TokenSource, fetched again and the
/// request sent once more after a 401. Every call returns an operation id at once and reports
/// by signal; errors are said in words (the Google error envelope's status and message). Owned
/// by its user (a panel, a command, a test); the TokenSource is not owned.
class AgentEngineClient : public QObject
{
    Q_OBJECT
public:
    explicit AgentEngineClient(QObject *parent = nullptr);
    ~AgentEngineClient() override;

    /// `projects/P/locations/L/reasoningEngines/E`. False (and `error` set) when it is not one.
    bool setEngine(const QString &resourceName, McpError *error = nullptr);
    QString engine() const { return m_engine ? m_engine->path() : QString(); }
    /// Another host than https://L-aiplatform.googleapis.com (https, or http to a loopback host
    /// only, as MCP); an empty URL goes back to the default. False (and `error` set) when refused.
    bool setEndpoint(const QUrl &url, McpError *error = nullptr);
    /// The host requests go to: the one set, else the engine location's default.
    QUrl endpoint() const;
    void setApiVersion(const QString &version) { m_version = version; } ///< "v1beta1" by default
    void setTokenSource(TokenSource *tokens);
    /// Sessions and events per page, 1 to 100 (the API's limit); 100 by default.
    void setPageSize(int size) { m_pageSize = qBound(1, size, 100); }
    /// Milliseconds between two polls of an Operation (1000 by default), and how many polls
    /// before giving up (60 by default).
    void setPolling(int intervalMs, int maxPolls);
    /// Idle limit of each request in milliseconds.
    void setIdleTimeout(int msecs) { m_idleTimeoutMs = msecs; }

    /// Every page of the sessions, of `userId` only when it is not empty.
    int listSessions(const QString &userId = QString());
    /// A session (no events); `session` is its id or its resource name.
    int getSession(const QString &session);
    /// Every page of a session's events, in order.
    int listEvents(const QString &session);
    /// `stateJson`: the initial sessionState (a JSON object) or empty; `sessionId`: a chosen id,
    /// or empty to let the server choose.
    int createSession(const QString &userId, const QByteArray &stateJson = QByteArray(),
        const QString &sessionId = QString());
    int deleteSession(const QString &session);
    /// Stops an operation; failed() reports it as cancelled. No-op when it is over.
    void cancel(int operation);
    bool isRunning(int operation) const { return m_operations.count(operation) > 0; }

Q_SIGNALS:
    /// One page of sessions; `last` on the final page (then the operation is over).
    void sessionsPage(int operation, const QVector<AgentEngineSessionInfo> &sessions, bool last);
    /// The Session JSON.
    void sessionLoaded(int operation, const QByteArray &sessionJson);
    /// One page as the server sent it (`{sessionEvents[], nextPageToken}`), `events` in it;
    /// `last` on the final page (then the operation is over).
    void eventsPage(int operation, const QByteArray &pageJson, int events, bool last);
    /// The created Session JSON (the Operation's response).
    void sessionCreated(int operation, const QByteArray &sessionJson);
    void sessionDeleted(int operation);
    void failed(int operation, const McpError &error);

private:
    enum class Kind { Sessions, Session, Events, Create, Delete };
    struct Operation;

    int start(Kind kind, const QByteArray &verb, const QString &path, const QByteArray &body,
        const QString &filter = QString());
    void advance(int id);
    void send(int id, Operation &op);
    void onFinished(int id);
    void onReply(int id, Operation &op, const QByteArray &body);
    void followOperation(int id, Operation &op, const QByteArray &body);
    void onTokenReady();
    void onTokenFailed(const McpError &error);
    void fail(int id, const McpError &error);
    QString sessionPath(const QString &session) const;

    QNetworkAccessManager *m_network;
    std::optional<AgentEngineName> m_engine;
    QUrl m_endpoint;
    QString m_version = QStringLiteral("v1beta1");
    TokenSource *m_tokens = nullptr;
    int m_pageSize = 100;
    int m_pollIntervalMs = 1000;
    int m_maxPolls = 60;
    int m_idleTimeoutMs = 120000;
    int m_next = 1;
    std::map<int, std::unique_ptr<Operation>> m_operations;
};
