// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "ces_run_request.h"
#include "mcp_error.h"
#include "mcp_log_record.h"
#include "token_source.h"

#include <QObject>
#include <QPointer>
#include <QUrl>

#include <map>
#include <memory>

class QNetworkAccessManager;

/// A client of the CES SessionService REST API (google/cloud/ces/v1/session_service.proto):
/// runs one turn of a Conversational Agents app session with `runSession` (one reply) or
/// `streamRunSession` (a streamed JSON array, or Server-Sent Events with `alt=sse`) and hands
/// out each SessionOutput as it arrives. Every call returns an operation id at once and reports by
/// signal; nothing blocks. On 401 a token command is run again and the request sent once more.
/// Errors are said in words (McpError): the HTTP status with Google's status, message and
/// details, the token's source (never the token), a stream cut before its end, an output that is
/// not a JSON object, no answer within the idle limit, a cancellation. Logs each request and
/// response with the token masked. Owned by its user (a page, the `ces` command, a test); the
/// token source is not owned.
class CesSessionClient : public QObject
{
    Q_OBJECT
public:
    enum class Mode {
        Unary, ///< POST …:runSession; the outputs come when the reply ends
        Stream, ///< POST …:streamRunSession; a JSON array whose elements come over time
        StreamSse ///< POST …:streamRunSession?alt=sse; one `data:` event per response
    };

    explicit CesSessionClient(QObject *parent = nullptr);
    ~CesSessionClient() override;

    static QUrl defaultEndpoint(); ///< https://ces.googleapis.com
    /// The API's base URL: https, or plain http to a loopback host only (tests, a local proxy).
    /// False (and `error` set) when refused; the endpoint is unchanged then.
    bool setEndpoint(const QUrl &url, McpError *error = nullptr);
    QUrl endpoint() const { return m_endpoint; }
    /// A bearer token sent with every request; empty for none. A token source, when set, wins.
    void setToken(const QString &token) { m_token = token; }
    /// Where the token comes from (not owned; null: setToken's). Requests wait for a fresh token.
    void setTokenSource(TokenSource *source);
    /// Idle limit of a request in milliseconds (a stream restarts it with every byte).
    void setIdleTimeout(int msecs) { m_idleTimeoutMs = msecs; }
    int idleTimeout() const { return m_idleTimeoutMs; }

    /// Sends `request` (its `session` must be a session's resource name). Returns the operation.
    int run(const CesRunRequest &request, Mode mode = Mode::Stream);
    /// Stops an operation; failed() reports it as cancelled. No-op when it is over.
    void cancel(int operation);
    bool isRunning(int operation) const { return m_operations.count(operation) > 0; }

Q_SIGNALS:
    /// One SessionOutput (its JSON object, compact or as the server wrote it) as it arrived.
    void outputReceived(int operation, const QByteArray &outputJson);
    /// The run ended normally: every output was handed out.
    void runFinished(int operation);
    void failed(int operation, const McpError &error);
    /// A request sent or a response received (the response once it ended), the token masked.
    void logged(const McpLogRecord &record);

private:
    struct Operation;

    void send(int id, Operation &op);
    void onTokenReady();
    void onTokenFailed(const McpError &error);
    bool retryWithNewToken(int id, std::unique_ptr<Operation> &op, int status);
    void onReadyRead(int id);
    void onFinished(int id);
    /// Hands out the outputs of one response element (`{"outputs": […]}`); false (and `op` failed)
    /// when it is no JSON object or carries an error.
    bool takeElement(int id, Operation &op, const QByteArray &element);
    void stop(int id, Operation &op, const McpError &error);
    McpError statusError(const Operation &op, int status) const;
    void log(const Operation &op, int id, bool sent, int status = 0);
    QList<QByteArray> secrets() const;

    QNetworkAccessManager *m_network;
    QUrl m_endpoint;
    QString m_token;
    QPointer<TokenSource> m_tokens;
    int m_idleTimeoutMs = 120000;
    int m_next = 1;
    int m_exchanges = 0;
    std::map<int, std::unique_ptr<Operation>> m_operations;
};
