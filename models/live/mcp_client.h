// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "mcp_log_record.h"
#include "mcp_values.h"

#include <QObject>
#include <QPointer>
#include <map>
#include <memory>

class QNetworkAccessManager;
#include "token_source.h"
struct McpExchangeEnd;
struct McpOperation;
namespace mcp {
struct Message;
}

/// An MCP client over Streamable HTTP (mcp.md): speaks the stateless 2026-07-28 era and the 2025
/// line (initialize, sessions), picked automatically with the spec's fallback or forced; lists
/// tools (paginated) and calls them; tells tool errors, JSON-RPC errors and HTTP errors apart;
/// supports cancellation, timeouts extended by progress and a response size cap; logs every
/// exchange with credentials masked. Every call returns an operation id at once; the result
/// arrives by finished(). No widgets. Owned by its user (the live panel, the CLI, a test); the
/// TokenSource is not owned and must outlive the client or be unset.
class McpClient : public QObject
{
    Q_OBJECT
public:
    explicit McpClient(QObject *parent = nullptr);
    ~McpClient() override;

    /// Changing the endpoint or the era forgets the negotiated era and session.
    void setSettings(const McpClientSettings &settings);
    const McpClientSettings &settings() const { return m_settings; }
    void setTokenSource(TokenSource *source);
    TokenSource *tokenSource() const { return m_tokens; }

    /// Probes the server (era, server info) without calling anything.
    int discover();
    int listTools();
    /// `argumentsJson` must be a JSON object (empty = {}).
    int callTool(const QString &name, const QByteArray &argumentsJson);
    /// Stops an operation: 2025 era: notifications/cancelled, then the reply is aborted; 2026
    /// era: the stream is closed. finished() reports a Cancelled error. No-op when done.
    void cancel(int operation);
    void cancelAll();
    bool isRunning(int operation) const;
    int runningCount() const;

    /// What was learnt about the server (era Auto until negotiated).
    McpServerInfo serverInfo() const { return m_info; }
    /// Forgets the era and the session (a 2025 session is not deleted on the server).
    void resetConnection();
    /// Whether `url` may be used: https, or http to a loopback host. Sets *error otherwise.
    static bool isAllowedEndpoint(const QUrl &url, McpError *error);

Q_SIGNALS:
    void progress(int operation, const McpProgress &progress);
    void finished(const McpOutcome &outcome);
    void logged(const McpLogRecord &record);
    /// A server notification other than progress (e.g. notifications/message), or a server
    /// request the client declined.
    void notificationReceived(int operation, const QString &method, const QByteArray &paramsJson);
    void serverInfoChanged(const McpServerInfo &info);

private:
    enum class Handshake { None, Probing, Initializing, Ready };

    int startOperation(std::unique_ptr<McpOperation> op);
    void advance(McpOperation &op);
    void send(McpOperation &op);
    void sendInternal(int parent, const QString &method, const QByteArray &body, bool isRequest);
    QVector<McpHeader> headersFor(const McpOperation &op, bool modern) const;
    void onTokenReady();
    void onTokenFailed(const McpError &error);
    void onMessage(int opId, const QByteArray &json);
    void onExchangeFinished(int opId, const McpExchangeEnd &end);
    void handleResponse(McpOperation &op, const mcp::Message &message);
    void handleServerRequest(McpOperation &op, const mcp::Message &message);
    void handleHttpFailure(McpOperation &op, const McpExchangeEnd &end);
    void finish(McpOperation &op, const McpError &error);
    McpOperation *find(int opId);
    /// What never appears in a log record or an error text: the current token and the values
    /// of credential headers among the extra headers.
    QList<QByteArray> secrets() const;

    // Handshake (mcp_client_handshake.cpp).
    void beginHandshake();
    void onProbeAnswer(McpOperation &op, const mcp::Message *message, const McpExchangeEnd *end);
    void onInitializeAnswer(McpOperation &op, const mcp::Message &message);
    void startLegacyHandshake();
    void handshakeReady(McpEra era);
    void handshakeFailed(const McpError &error);
    McpError httpError(const McpExchangeEnd &end) const;
    bool isStaleSession(const McpExchangeEnd &end) const;

    McpClientSettings m_settings;
    QNetworkAccessManager *m_network = nullptr;
    QPointer<TokenSource> m_tokens;
    std::map<int, std::unique_ptr<McpOperation>> m_ops;
    McpServerInfo m_info;
    Handshake m_handshake = Handshake::None;
    McpEra m_era = McpEra::Auto; ///< Modern or Legacy once Ready
    QByteArray m_sessionId; ///< legacy Mcp-Session-Id
    QString m_legacyVersion; ///< negotiated legacy protocol version
    int m_nextOperation = 0;
    qint64 m_nextRpcId = 0;
    int m_nextExchange = 0;
};
