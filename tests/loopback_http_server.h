// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "http_request.h"

#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <QUrl>
#include <QVector>

/// The socket side of the tests' fake HTTP servers (FakeAdkServer, FakeAgentEngineServer,
/// FakeCesServer): listens on 127.0.0.1, reads one request per connection, keeps it in received()
/// and hands it to handle(), which answers on the socket, at once or as a stream of pieces a few
/// milliseconds apart (stream()). Owned by the test.
class LoopbackHttpServer : public QObject
{
public:
    explicit LoopbackHttpServer(QObject *parent = nullptr)
        : QObject(parent)
    {
        connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection()) {
                connect(
                    socket, &QTcpSocket::readyRead, this, [this, socket] { onReadyRead(socket); });
                connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
            }
        });
    }

    bool listen() { return m_server.listen(QHostAddress::LocalHost); }
    QUrl url() const
    {
        return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m_server.serverPort()));
    }
    const QVector<HttpRequest> &received() const { return m_received; }
    /// Milliseconds between the pieces of a stream (5 by default).
    void setPieceDelay(int msecs) { m_pieceDelay = msecs; }
    /// Streams whose client closed the connection before they ended.
    int closedByClient() const { return m_closedByClient; }

protected:
    virtual void handle(QTcpSocket *socket, const HttpRequest &request) = 0;

    /// Writes `pieces` one by one, each a piece delay after the last, then closes the connection,
    /// or with `hang` keeps it open until the client goes.
    void stream(QTcpSocket *socket, QList<QByteArray> pieces, bool hang)
    {
        if (pieces.isEmpty() && !hang) {
            socket->disconnectFromHost();
            return;
        }
        QPointer<QTcpSocket> guard(socket);
        QTimer::singleShot(m_pieceDelay, this, [this, guard, pieces, hang]() mutable {
            if (!guard || guard->state() != QAbstractSocket::ConnectedState) {
                ++m_closedByClient;
                return;
            }
            if (!pieces.isEmpty()) {
                guard->write(pieces.takeFirst());
                guard->flush();
            }
            stream(guard, pieces, hang);
        });
    }

private:
    void onReadyRead(QTcpSocket *socket)
    {
        QByteArray buffer = socket->property("buffer").toByteArray() + socket->readAll();
        const std::optional<HttpRequest> request = takeHttpRequest(buffer);
        socket->setProperty("buffer", buffer);
        if (!request)
            return;
        m_received.append(*request);
        handle(socket, *request);
    }

    QTcpServer m_server;
    QVector<HttpRequest> m_received;
    int m_pieceDelay = 5;
    int m_closedByClient = 0;
};
