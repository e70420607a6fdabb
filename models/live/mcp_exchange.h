// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "mcp_log_record.h"
#include "sse_parser.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTimer>

class QNetworkAccessManager;
#include <QNetworkReply>

/// What one HTTP POST of the client carries. A plain value.
struct McpHttpRequest {
    QUrl url;
    QByteArray body;
    QVector<McpHeader> headers; ///< real values (the log masks credentials)
    QString rpcMethod; ///< for the log
    int operation = 0; ///< for the log
};

/// Limits of one exchange: idle timeout (restarted by touch(), that is by progress; bytes alone do
/// not restart it, so a body that trickles forever still ends), total time, body size (an SSE
/// stream counts every byte, comments included). All three bound a body that never ends.
struct McpExchangeLimits {
    int idleTimeoutMs = 60000;
    int maxTotalMs = 600000;
    qint64 maxBytes = 32 * 1024 * 1024;
};

/// How an exchange ended: the HTTP status and headers, the body of a non-stream response, or
/// why it did not complete. A plain value.
struct McpExchangeEnd {
    enum class Reason { Completed, NetworkError, Timeout, TooLarge, Aborted };
    Reason reason = Reason::Completed;
    int status = 0; ///< 0 when no HTTP response arrived
    QVector<McpHeader> headers;
    QByteArray contentType; ///< lower case, parameters dropped
    QByteArray body; ///< the whole body (for an SSE stream: the raw stream text)
    bool eventStream = false;
    bool cutMidEvent = false; ///< the SSE stream ended inside an event
    bool totalTimeout = false; ///< Timeout: the total limit, not the idle one, ran out
    QString networkError; ///< English, from QNetworkReply
    qint64 bytesReceived = 0;
    qint64 elapsedMs = 0;
    QByteArray header(const QByteArray &name) const;
};

/// One Streamable HTTP POST (mcp.md §2.1): sends the body, reads a JSON body or an SSE stream
/// incrementally, emits each JSON-RPC message as it arrives, enforces the timeouts and the size
/// cap, and logs the request and the response with `secrets` masked. Created and owned by McpClient
/// (one per POST; deleted later once finished).
class McpExchange : public QObject
{
    Q_OBJECT
public:
    McpExchange(QNetworkAccessManager *network, McpHttpRequest request, McpExchangeLimits limits,
        int number, QList<QByteArray> secrets, QObject *parent = nullptr);
    ~McpExchange() override;

    void start();
    /// Progress arrived: restart the idle timer.
    void touch();
    /// Stops the exchange; finished() reports Aborted (user cancellation, the response already
    /// read on a stream the server keeps open).
    void abort();
    int number() const { return m_number; }
    /// A header of the response (empty until the headers arrived).
    QByteArray responseHeader(const QByteArray &name) const { return m_end.header(name); }
    bool isRunning() const { return m_reply != nullptr; }

Q_SIGNALS:
    /// One JSON-RPC message (or batch) as text: the JSON body, or one SSE event's data.
    void messageReceived(const QByteArray &json);
    void logged(const McpLogRecord &record);
    /// Emitted once.
    void finished(const McpExchangeEnd &end);

private:
    void onMetaData();
    void onReadyRead();
    void onFinished();
    void fail(McpExchangeEnd::Reason reason);
    void end(McpExchangeEnd::Reason reason);
    void consume(const QByteArray &bytes);

    QPointer<QNetworkAccessManager> m_network;
    McpHttpRequest m_request;
    McpExchangeLimits m_limits;
    int m_number = 0;
    QList<QByteArray> m_secrets; ///< masked in the log (the token, credential header values)
    QPointer<QNetworkReply> m_reply; ///< owned by the network access manager
    QTimer m_idle;
    QTimer m_total;
    QElapsedTimer m_clock;
    SseParser m_sse;
    McpExchangeEnd m_end;
    bool m_metaRead = false;
    bool m_done = false;
};
