// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "loopback_http_server.h"

#include <QJsonObject>
#include <QMap>
#include <QObject>
#include <QPointer>
#include <QVector>

class QTcpSocket;

/// The Vertex AI Agent Engine sessions REST API (adk-live.md §5) for the tests, on a loopback
/// QTcpServer, for one reasoning engine `projects/p1/locations/us-central1/reasoningEngines/9`
/// under /v1beta1: sessions.list (pageSize, pageToken, filter userId="…"), sessions.get,
/// sessions.events.list (pageSize, pageToken, ascending; an empty page with a token can be
/// slipped in), sessions.create and sessions.delete as long-running Operations polled through
/// operations.get, the Google error envelope for 404, and the faults a client must survive (a
/// token it does not accept, 500, a malformed body). One request per connection. Owned by the
/// test.
class FakeAgentEngineServer : public LoopbackHttpServer
{
    Q_OBJECT
public:
    enum class Fault { None, ServerError, Malformed };
    static constexpr const char *kEngine = "projects/p1/locations/us-central1/reasoningEngines/9";

    explicit FakeAgentEngineServer(QObject *parent = nullptr);

    /// Adds a session of `userId` with `events` user and model events (ascending timestamps,
    /// a grounded model answer every second event); returns its id.
    QString addSession(const QString &id, const QString &userId, int events);
    /// Adds `count` sessions without events ("bulk-00001", …), spread over `users` users
    /// ("user-0", "user-1", …) and named "Trip N" every third one.
    void addSessions(int count, int users = 1);
    /// An empty page (with a next token) before the events of each page after the first.
    void setEmptyPages(bool on) { m_emptyPages = on; }
    /// Only `Bearer <token>` is accepted; any other (or none) gets 401. Empty: no check.
    void setAcceptedToken(const QByteArray &token) { m_acceptedToken = token; }
    /// The next requests fail so.
    void setFault(Fault fault) { m_fault = fault; }
    /// How many operations.get an Operation needs before it is done (1 by default).
    void setPollsUntilDone(int polls) { m_pollsUntilDone = polls; }
    bool hasSession(const QString &id) const { return m_sessions.contains(id); }
    /// Holds the answers to pages after the first (of sessions and of events) until
    /// releasePage(), so that a test sees a list or a document between two pages.
    void setHoldPages(bool on) { m_holdPages = on; }
    /// Answers the oldest page held, or lets the next one through when none is held yet.
    void releasePage();
    /// Pages held now.
    int heldPages() const { return int(m_held.size()); }

private:
    void handle(QTcpSocket *socket, const HttpRequest &request) override;
    void answer(QTcpSocket *socket, const HttpRequest &request);
    void listSessions(QTcpSocket *socket, const QMap<QString, QString> &query);
    void listEvents(QTcpSocket *socket, const QString &id, const QMap<QString, QString> &query);
    void create(
        QTcpSocket *socket, const HttpRequest &request, const QMap<QString, QString> &query);
    void poll(QTcpSocket *socket, const QString &operation);
    void reply(QTcpSocket *socket, int status, const QByteArray &body);
    void error(QTcpSocket *socket, int status, const QString &statusName, const QString &message);

    QMap<QString, QJsonObject> m_sessions; ///< id → Session (no events)
    QMap<QString, QVector<QJsonObject>> m_events; ///< id → SessionEvents, ascending
    QMap<QString, QJsonObject> m_operations; ///< operation name → what it ends with
    QMap<QString, int> m_polls; ///< operation name → polls so far
    QByteArray m_acceptedToken;
    Fault m_fault = Fault::None;
    bool m_emptyPages = false;
    bool m_holdPages = false;
    QVector<std::pair<QPointer<QTcpSocket>, HttpRequest>> m_held;
    int m_passes = 0; ///< pages to let through before holding again
    int m_pollsUntilDone = 1;
    int m_created = 0;
};
