// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "http_request.h"

#include <QTcpServer>
#include <QTcpSocket>
#include <QUrl>
#include <QVector>

/// The socket side of the tests' fake HTTP servers (FakeAdkServer, FakeAgentEngineServer): listens
/// on 127.0.0.1, reads one request per connection, keeps it in received() and hands it to
/// handle(), which answers on the socket. Owned by the test.
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

protected:
    virtual void handle(QTcpSocket *socket, const HttpRequest &request) = 0;

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
};
