// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QStringList>
#include <QTcpServer>
#include <QUrl>
#include <QVector>
#include <functional>

class QJsonObject;

class QTcpSocket;

/// A project-owned MCP server for the tests: Streamable HTTP on 127.0.0.1 (random port) over
/// QTcpServer, speaking the 2026-07-28 era, the 2025 line (initialize, sessions) or both. It
/// serves `conversational_search` with a canned AnswerQueryResponse holding Japanese grounding,
/// an `echo` tool and a failing tool, and can be told to misbehave (slow answers, progress, a
/// cut stream, malformed JSON, 401 until a given token, 404 for stale sessions, 500, a huge
/// body, SSE split into tiny packets with any line end, a server request before the response,
/// never answering). In hostile mode it lists and answers the tools of hostile_mcp.h (deep
/// JSON, huge numbers, escape sequences and markup, ten thousand tools, a recursive schema,
/// bodies that never end). Records every request. Owned by the test.
class FakeMcpServer : public QObject
{
    Q_OBJECT
public:
    enum class Era { Modern, Legacy, Dual };
    enum class Style { Json, Sse };

    /// How the next requests are answered; change between test steps.
    struct Behaviour {
        Era era = Era::Dual;
        Style style = Style::Sse;
        bool sessions = true; ///< legacy: issue and require Mcp-Session-Id
        QByteArray acceptedToken; ///< non-empty: any other bearer token gets 401
        // The following apply to tools/call only (so that the handshake still works).
        int delayMs = 0; ///< before the response
        int progressSteps = 0; ///< progress notifications before the response (SSE)
        int progressIntervalMs = 50;
        bool cutStream = false; ///< SSE: half an event, then the connection closes
        bool malformedJson = false;
        int failStatus = 0; ///< e.g. 500
        qint64 hugeBytes = 0; ///< pad the answer to about this size
        int splitBytes = 0; ///< write the SSE body in pieces of this many bytes
        QByteArray eol = "\n"; ///< SSE line end: "\n", "\r\n" or "\r"
        bool serverRequestFirst = false; ///< sampling/createMessage before the response
        bool neverAnswer = false; ///< keep the stream open, answer nothing
        int toolPages = 1; ///< tools/list pages (nextCursor)
        /// hostile_mcp.h: tools/list lists the hostile tools and `hostileFillerTools` more;
        /// tools/call of a hostile tool answers as hostile::callResponse() says, and the
        /// endless tools write forever (a piece every `endlessIntervalMs`) until the client
        /// closes the connection.
        bool hostile = false;
        int hostileFillerTools = 10000;
        bool deepToolsList = false; ///< hostile: tools/list answers a million levels deep
        bool endlessPages = false; ///< tools/list: every page has a nextCursor
        int endlessIntervalMs = 1;
    };

    /// One HTTP request as received.
    struct Received {
        QByteArray httpMethod;
        QHash<QByteArray, QByteArray> headers; ///< names in lower case
        QByteArray body;
        QString rpcMethod; ///< empty for responses
        bool isResponse = false; ///< a JSON-RPC response (to a server request)
        int status = 0; ///< what the server answered
    };

    explicit FakeMcpServer(QObject *parent = nullptr);
    ~FakeMcpServer() override;

    bool listen();
    QUrl url() const;
    Behaviour &behaviour() { return m_behaviour; }

    const QVector<Received> &received() const { return m_received; }
    /// The JSON-RPC methods received, in order ("initialize", "tools/call", ...).
    QStringList rpcMethods() const;
    int count(const QString &rpcMethod) const;
    /// Forgets every session: the next request with one gets 404.
    void expireSessions() { m_sessions.clear(); }
    /// Connections the client closed before the server finished writing.
    int closedByClient() const { return m_closedByClient; }
    int openConnections() const;

    /// The canned AnswerQueryResponse for `question` (session present when `session` is set);
    /// `turn` numbers the answer resource name (answers/a-<turn>).
    static QByteArray cannedAnswer(const QString &question, const QString &session, int turn = 1);
    static QString cannedAnswerText();

private:
    void onNewConnection();
    void onReadyRead(QTcpSocket *socket);
    void handle(QTcpSocket *socket, Received request);
    void handleModern(QTcpSocket *socket, Received &request, const QJsonObject &message);
    void handleLegacy(QTcpSocket *socket, Received &request, const QJsonObject &message);
    void answer(QTcpSocket *socket, Received &request, const QJsonObject &message, bool modern);
    void writeStatus(QTcpSocket *socket, Received &request, int status, const QByteArray &body,
        const QByteArray &extraHeaders = QByteArray());
    void writeResult(QTcpSocket *socket, Received &request, const QJsonObject &message,
        const QByteArray &responseJson, bool forceSse, const QByteArray &extraHeaders);
    /// Writes `pieces` (delay in ms before each, bytes) one after the other, then closes.
    void schedule(QTcpSocket *socket, QVector<QPair<int, QByteArray>> pieces, bool closeAtEnd);
    void writeNext(QTcpSocket *socket);
    /// Writes `start`, then `piece(0)`, `piece(1)`… every Behaviour::endlessIntervalMs until the
    /// client closes the connection.
    void writeForever(QTcpSocket *socket, Received &request, const QByteArray &start,
        std::function<QByteArray(int)> piece);
    bool answerHostile(QTcpSocket *socket, Received &request, const QJsonObject &message);
    QByteArray toolsList(const QJsonObject &params, bool modern) const;
    QByteArray toolsCall(const QJsonObject &message);

    QTcpServer m_server;
    Behaviour m_behaviour;
    QVector<Received> m_received;
    QSet<QByteArray> m_sessions;
    QHash<QTcpSocket *, QByteArray> m_buffers;
    struct Pending {
        QVector<QPair<int, QByteArray>> pieces;
        int next = 0;
        bool closeAtEnd = true;
    };
    QSet<QTcpSocket *> m_writing; ///< sockets with a scheduled body still being written
    QHash<QTcpSocket *, Pending> m_pending;
    int m_closedByClient = 0;
    int m_nextSession = 0;
    int m_answers = 0;
};
