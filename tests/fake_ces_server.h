// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "loopback_http_server.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QMap>
#include <QObject>
#include <QStringList>

class QTcpSocket;

/// The CES SessionService REST API for the tests, on a loopback QTcpServer: checks every request
/// (POST, the `/v1/{session}:runSession` or `:streamRunSession` path, `Authorization: Bearer`, the
/// RunSessionRequest body) and answers a turn of a Japanese and Spanish travel agent: one reply
/// (runSession), a JSON array sent in pieces a few milliseconds apart (streamRunSession), or
/// Server-Sent Events (`alt=sse`); with client tool calls, citations, a payload, diagnosticInfo
/// (messages and a rootSpan) and endSession. Or it fails as told: Google error bodies with
/// details, a stream cut mid-array, malformed outputs, an error inside the stream, a hang. One
/// request per connection. Owned by the test.
class FakeCesServer : public LoopbackHttpServer
{
    Q_OBJECT
public:
    enum class Failure {
        None,
        Unauthorized, ///< 401 UNAUTHENTICATED
        Forbidden, ///< 403 PERMISSION_DENIED
        NotFound, ///< 404 NOT_FOUND
        TooManyRequests, ///< 429 RESOURCE_EXHAUSTED with RetryInfo
        ServerError, ///< 500 INTERNAL with DebugInfo
        CutMidArray, ///< a streamed array that stops inside its second element
        Malformed, ///< a response that is not a JSON object (a number in the array)
        ErrorInStream, ///< `{"error": …}` as the second element of the array
        Hang ///< the first response, then silence with the connection open
    };
    /// The app the tests speak to.
    static QString app() { return QStringLiteral("projects/p1/locations/us/apps/kyoto-guide"); }

    explicit FakeCesServer(QObject *parent = nullptr);

    /// How the next requests end.
    void setFailure(Failure failure) { m_failure = failure; }
    /// Every request without `Authorization: Bearer <token>` gets 401 (empty: none needed).
    void setRequiredToken(const QByteArray &token) { m_requiredToken = token; }
    /// What was wrong with the requests received (method, path, header, body), in words.
    const QStringList &problems() const { return m_problems; }
    /// The RunSessionRequest bodies received, parsed.
    QJsonArray bodies() const { return m_bodies; }

    /// The responses (RunSessionResponse objects) of one turn for `inputs`, turn `turn`.
    static QJsonArray turn(const QJsonArray &inputs, int turn);

private:
    void handle(QTcpSocket *socket, const HttpRequest &request) override;
    /// Checks `request`; the session it names, or empty (and a problem noted).
    QString check(const HttpRequest &request, QString *method, bool *sse);
    void reply(QTcpSocket *socket, int status, const QByteArray &body);
    void googleError(QTcpSocket *socket, int status, const char *code, const QString &message,
        const QJsonArray &details);

    Failure m_failure = Failure::None;
    QByteArray m_requiredToken;
    QStringList m_problems;
    QJsonArray m_bodies;
    QMap<QString, int> m_turns; ///< session → turns run
};
