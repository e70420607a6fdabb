// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "loopback_http_server.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QMap>
#include <QObject>
#include <QVector>

class QTcpSocket;

/// An ADK API server for the tests, on a loopback QTcpServer: the routes and bodies captured in
/// adk-live.md §1.2 (apps, sessions, /run_sse with partial events, the session trace), in the
/// TypeScript style (milliseconds, a wrapped session list, `{"error"}`) or the Python one
/// (seconds, a bare list, `{"detail"}`), and the failures a client must survive. One request per
/// connection. Owned by the test.
class FakeAdkServer : public LoopbackHttpServer
{
    Q_OBJECT
public:
    enum class Style { TypeScript, Python };
    /// How the next runs end.
    enum class RunEnd { Normal, ErrorFrame, MalformedFrame, CutMidEvent, Hang };
    /// The time of the server's first timestamp, in ms (adk-live.md §1.2); each next one is
    /// 7 ms later. No clock: the tests get the same times on every run.
    static constexpr qint64 kStartMs = 1795697395663;

    explicit FakeAdkServer(Style style = Style::TypeScript, QObject *parent = nullptr);

    void setRunEnd(RunEnd end) { m_runEnd = end; }
    /// The stored session (as GET returns it), or an empty object.
    QJsonObject session(const QString &app, const QString &user, const QString &id) const;
    /// Adds `count` sessions of `user` in `app` ("bulk-1", "bulk-2", …) without events, with
    /// `state`, as if created one by one (each a step of the clock later).
    void addSessions(
        const QString &app, const QString &user, int count, const QJsonObject &state = {});
    /// Saves a version of artifact `name` (a Part such as {"text": …} or {"inlineData": …}).
    void addArtifact(const QString &app, const QString &user, const QString &id,
        const QString &name, const QJsonObject &part);
    /// Every request without `Authorization: Bearer <token>` gets 401 (empty: none needed).
    void setRequiredToken(const QByteArray &token) { m_requiredToken = token; }

private:
    void handle(QTcpSocket *socket, const HttpRequest &request) override;
    void handleSessions(QTcpSocket *socket, const HttpRequest &request, const QStringList &path);
    void handleArtifacts(QTcpSocket *socket, const QString &key, const QStringList &path);
    void run(QTcpSocket *socket, const HttpRequest &request);
    void reply(QTcpSocket *socket, int status, const QByteArray &body,
        const QByteArray &contentType = "application/json");
    void notFound(QTcpSocket *socket, const QString &what);
    /// The spans of a run that ended (as /debug/trace/session/{id} lists them).
    void recordTrace(const QString &sessionId, const QString &invocation, const QJsonObject &call,
        const QJsonObject &final, const QString &callId);
    /// The next timestamp: milliseconds (TypeScript) or seconds (Python).
    double now();

    Style m_style;
    RunEnd m_runEnd = RunEnd::Normal;
    QMap<QString, QJsonObject> m_sessions; ///< "app/user/id" → Session
    QMap<QString, QMap<QString, QVector<QJsonObject>>>
        m_artifacts; ///< session key → name → versions
    QMap<QString, QJsonArray> m_traces; ///< session id → its spans, as the server lists them
    int m_runs = 0;
    QByteArray m_requiredToken;
    int m_created = 0;
    qint64 m_ticks = 0;
};
