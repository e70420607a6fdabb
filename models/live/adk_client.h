// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "mcp_error.h"
#include "token_source.h"
#include "transcript/timestamp.h"

#include <QByteArray>
#include <QMetaType>
#include <QObject>
#include <QPointer>
#include <QUrl>
#include <QVector>

#include <map>
#include <memory>

class QNetworkAccessManager;
class QNetworkReply;

/// One session as the server lists it (adk-live.md §1.2: listing strips state and events).
/// A plain value.
struct AdkSessionInfo {
    QString id;
    QString appName;
    QString userId;
    Timestamp lastUpdate; ///< seconds (Python, Go) or milliseconds (TS, Java): told by magnitude
};
Q_DECLARE_METATYPE(AdkSessionInfo)

/// What POST /run_sse sends (adk-live.md §1.1 "Run request"): only the keys that are set, in
/// camelCase (Go rejects keys it does not declare). A plain value.
struct AdkRunRequest {
    QString appName;
    QString userId;
    QString sessionId;
    QString text; ///< the user's message
    QByteArray stateDelta; ///< a JSON object, or empty for none
    bool streaming = true; ///< partial events with text deltas
};

/// A client of the ADK API server's REST contract (adk-live.md §1-2; the same for the Python,
/// TypeScript, Go and Java servers): apps, sessions (list, get, create, delete), runs streamed
/// over SSE with partial events, and the session's trace spans. Every call returns an operation
/// id at once and reports by signal; nothing blocks. Errors are said in words: the server's own
/// message (`error`, then `detail`, then `message`, then the text), the HTTP status, a refused
/// connection, a stream cut in the middle, a malformed event. Owned by its user (a panel, a test).
class AdkClient : public QObject
{
    Q_OBJECT
public:
    explicit AdkClient(QObject *parent = nullptr);
    ~AdkClient() override;

    /// The server's base URL: https, or plain http to a loopback host only (as MCP). False (and
    /// `error` set) when refused; the endpoint is unchanged then.
    bool setEndpoint(const QUrl &url, McpError *error = nullptr);
    QUrl endpoint() const { return m_endpoint; }
    /// A bearer token sent with every request (Agent Engine, a proxy); empty for none. Never put
    /// in an error text. A token source, when set, wins.
    void setToken(const QString &token) { m_token = token; }
    /// Where the token comes from (not owned; null: setToken's). Requests wait for a fresh
    /// token; on 401 a command's token is fetched again and the request sent once more.
    void setTokenSource(TokenSource *source);
    /// Idle limit of each request in milliseconds (a run restarts it with every byte).
    void setIdleTimeout(int msecs) { m_idleTimeoutMs = msecs; }

    int listApps();
    int listSessions(const QString &app, const QString &user);
    int getSession(const QString &app, const QString &user, const QString &sessionId);
    /// `stateJson`: the initial state (a JSON object) or empty.
    int createSession(const QString &app, const QString &user, const QByteArray &stateJson = {});
    int deleteSession(const QString &app, const QString &user, const QString &sessionId);
    int run(const AdkRunRequest &request);
    /// The names of a session's artifacts.
    int listArtifacts(const QString &app, const QString &user, const QString &sessionId);
    /// An artifact's latest version (`version` < 0) or that version, as a Part.
    int getArtifact(const QString &app, const QString &user, const QString &sessionId,
        const QString &name, int version = -1);
    int fetchSessionTrace(const QString &sessionId);
    /// Stops an operation (a run stops the agent: the server watches the connection). failed()
    /// reports it as cancelled. No-op when it is over.
    void cancel(int operation);
    bool isRunning(int operation) const { return m_operations.count(operation) > 0; }

Q_SIGNALS:
    void appsListed(int operation, const QStringList &apps);
    void sessionsListed(int operation, const QVector<AdkSessionInfo> &sessions);
    /// The Session JSON with its events.
    void sessionLoaded(int operation, const QByteArray &sessionJson);
    void sessionCreated(int operation, const AdkSessionInfo &session);
    void sessionDeleted(int operation);
    /// One event of a run as it arrived (`partial`: a text delta, replaced by the final event).
    void eventReceived(int operation, const QByteArray &eventJson, bool partial);
    /// A frame that is not an event: the server's error (`{"error"}`, `event: error`) or data
    /// that is not a JSON object. The stream goes on (Go continues after an error frame).
    void streamError(int operation, const McpError &error);
    /// The run's stream ended normally (the server closed it; there is no end marker).
    void runFinished(int operation);
    void artifactsListed(int operation, const QStringList &names);
    /// The artifact as the Part JSON the server answered (`inlineData` or `text`).
    void artifactLoaded(int operation, const QByteArray &partJson);
    /// The JSON list of spans of /debug/trace/session/{id}.
    void traceLoaded(int operation, const QByteArray &spansJson);
    void failed(int operation, const McpError &error);

private:
    enum class Kind { Apps, Sessions, Session, Create, Delete, Run, Trace, Artifacts, Artifact };
    struct Operation;

    int start(Kind kind, const QByteArray &verb, const QString &path, const QByteArray &body);
    /// Sends operation `id` (again, after a 401) with the current token.
    void send(int id, Operation &op);
    void onTokenReady();
    void onTokenFailed(const McpError &error);
    /// A 401 with a token command: fetch the token again and resend, once. False otherwise.
    bool retryWithNewToken(int id, std::unique_ptr<Operation> &op, int status);
    /// Reads what arrived: the events of a stream now, a body on a timer (scheduleBodyRead).
    void onReadyRead(int id);
    /// Reads the body of operation `id` kReadSlice bytes per turn of the event loop, on a 1 ms
    /// timer, however many pieces arrive meanwhile: a session of 100,000 events is 50 MB, and
    /// read as it came it held the GUI thread 200 ms (first touches of fresh memory are slow).
    void scheduleBodyRead(int id, Operation &op);
    void readBodySlice(int id);
    /// Ends the operation once all of its body is read.
    void onFinished(int id);
    void finishOk(int id, Operation &op);
    QString sessionsPath(const QString &app, const QString &user) const;

    QNetworkAccessManager *m_network;
    QUrl m_endpoint;
    QString m_token;
    QPointer<TokenSource> m_tokens;
    int m_idleTimeoutMs = 120000;
    int m_next = 1;
    std::map<int, std::unique_ptr<Operation>> m_operations;
};
