// SPDX-License-Identifier: GPL-2.0-or-later
#include "fake_adk_server.h"

#include "kyoto_grounding.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QPointer>
#include <QTcpSocket>
#include <QTimer>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace {

QByteArray json(const QJsonValue &v)
{
    return v.isArray() ? QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact)
                       : QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact);
}

QByteArray reason(int status)
{
    switch (status) {
    case 200:
        return "OK";
    case 204:
        return "No Content";
    case 400:
        return "Bad Request";
    case 404:
        return "Not Found";
    default:
        return "Status";
    }
}

} // namespace

FakeAdkServer::FakeAdkServer(Style style, QObject *parent)
    : LoopbackHttpServer(parent)
    , m_style(style)
{ }

QJsonObject FakeAdkServer::session(const QString &app, const QString &user, const QString &id) const
{
    return m_sessions.value(app + u'/' + user + u'/' + id);
}

double FakeAdkServer::now()
{
    const qint64 ms = kStartMs + 7 * m_ticks++; // the captured server's clock, 7 ms a step
    return m_style == Style::TypeScript ? double(ms) : double(ms) / 1000.0;
}

void FakeAdkServer::reply(
    QTcpSocket *socket, int status, const QByteArray &body, const QByteArray &contentType)
{
    QByteArray head = "HTTP/1.1 " + QByteArray::number(status) + ' ' + reason(status) + "\r\n";
    if (status != 204)
        head += "Content-Type: " + contentType
            + "\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n";
    head += "Connection: close\r\n\r\n";
    socket->write(head + (status == 204 ? QByteArray() : body));
    socket->disconnectFromHost();
}

void FakeAdkServer::notFound(QTcpSocket *socket, const QString &what)
{
    const QString text = u"Session not found: "_s + what;
    reply(socket, 404,
        json(m_style == Style::TypeScript ? QJsonObject {{u"error"_s, text}}
                                          : QJsonObject {{u"detail"_s, text}}));
}

void FakeAdkServer::handle(QTcpSocket *socket, const HttpRequest &request)
{
    const QString target = QString::fromUtf8(request.target);
    const QStringList path
        = QUrl::fromPercentEncoding(request.target).split(u'/', Qt::SkipEmptyParts);
    if (request.method == "GET" && target == u"/list-apps"_s)
        return reply(socket, 200, R"(["kyoto","tokyo"])");
    if (request.method == "POST" && target == u"/run_sse"_s)
        return run(socket, request);
    if (request.method == "GET" && path.size() == 4 && path.at(0) == u"debug"_s
        && path.at(2) == u"session"_s) {
        const QJsonArray spans {
            QJsonObject {{u"name"_s, u"invocation"_s}, {u"span_id"_s, u"6a2f0c1d2e3f4a5b"_s},
                {u"trace_id"_s, u"0af7651916cd43dd8448eb211c80319c"_s},
                {u"start_time"_s, 1795697399280000000.0}, {u"end_time"_s, 1795697399320000000.0},
                {u"attributes"_s, QJsonObject {{u"gcp.vertex.agent.session_id"_s, path.at(3)}}}}};
        return reply(socket, 200, json(spans));
    }
    if (path.size() >= 5 && path.at(0) == u"apps"_s && path.at(2) == u"users"_s
        && path.at(4) == u"sessions"_s)
        return handleSessions(socket, request, path);
    reply(socket, 404, "<pre>Cannot " + request.method + ' ' + request.target + "</pre>",
        "text/html; charset=utf-8");
}

void FakeAdkServer::handleSessions(
    QTcpSocket *socket, const HttpRequest &request, const QStringList &path)
{
    const QString app = path.at(1);
    const QString user = path.at(3);
    const QString prefix = app + u'/' + user + u'/';
    if (path.size() == 5 && request.method == "GET") {
        QJsonArray list;
        for (auto it = m_sessions.cbegin(); it != m_sessions.cend(); ++it) {
            if (!it.key().startsWith(prefix))
                continue;
            QJsonObject listed = it.value();
            listed.insert(u"state"_s, QJsonObject()); // listing strips state and events
            listed.insert(u"events"_s, QJsonArray());
            list.append(listed);
        }
        if (m_style == Style::Python)
            return reply(socket, 200, json(list));
        return reply(socket, 200,
            json(QJsonObject {{u"sessions"_s, list}, {u"page"_s, 1}, {u"limit"_s, 20},
                {u"totalItems"_s, list.size()}, {u"totalPages"_s, 1}}));
    }
    if (path.size() == 5 && request.method == "POST") {
        const QString id = u"s-%1"_s.arg(++m_created);
        const QJsonObject body = QJsonDocument::fromJson(request.body).object();
        const QJsonObject created {{u"id"_s, id}, {u"appName"_s, app}, {u"userId"_s, user},
            {u"state"_s, body.value(u"state"_s).toObject()}, {u"events"_s, QJsonArray()},
            {u"lastUpdateTime"_s, now()}};
        m_sessions.insert(prefix + id, created);
        return reply(socket, 200, json(created));
    }
    if (path.size() < 6)
        return reply(socket, 404, "<pre>Cannot route</pre>", "text/html");
    const QString key = prefix + path.at(5);
    if (!m_sessions.contains(key))
        return notFound(socket, path.at(5));
    if (path.size() > 6 && path.at(6) == u"artifacts"_s && request.method == "GET")
        return handleArtifacts(socket, key, path);
    if (path.size() != 6)
        return reply(socket, 404, "<pre>Cannot route</pre>", "text/html");
    if (request.method == "DELETE") {
        m_sessions.remove(key);
        return reply(socket, 204, {});
    }
    reply(socket, 200, json(m_sessions.value(key)));
}

void FakeAdkServer::addArtifact(const QString &app, const QString &user, const QString &id,
    const QString &name, const QJsonObject &part)
{
    m_artifacts[app + u'/' + user + u'/' + id][name].append(part);
}

void FakeAdkServer::handleArtifacts(QTcpSocket *socket, const QString &key, const QStringList &path)
{
    const auto &artifacts = m_artifacts.value(key);
    if (path.size() == 7) { // the names, sorted
        QJsonArray names;
        for (auto it = artifacts.cbegin(); it != artifacts.cend(); ++it)
            names.append(it.key());
        return reply(socket, 200, json(names));
    }
    const QVector<QJsonObject> versions = artifacts.value(path.at(7));
    const int version = path.size() == 10 ? path.at(9).toInt() : int(versions.size()) - 1;
    if (version < 0 || version >= versions.size())
        return reply(socket, 404,
            json(QJsonObject {{u"error"_s, QString(u"Artifact not found: "_s + path.at(7))}}));
    reply(socket, 200, json(versions.at(version)));
}

void FakeAdkServer::run(QTcpSocket *socket, const HttpRequest &request)
{
    const QJsonObject body = QJsonDocument::fromJson(request.body).object();
    const QString sessionId = body.value(u"sessionId"_s).toString();
    const QString key = body.value(u"appName"_s).toString() + u'/'
        + body.value(u"userId"_s).toString() + u'/' + sessionId;
    if (!m_sessions.contains(key))
        return notFound(socket, sessionId.isEmpty() ? u"undefined"_s : sessionId);
    const QString invocation = u"e-run%1"_s.arg(received().size());
    const auto event = [&](const QString &id, const QJsonObject &content, bool partial) {
        QJsonObject e {{u"invocationId"_s, invocation}, {u"author"_s, u"kyoto_guide"_s},
            {u"id"_s, id}, {u"timestamp"_s, now()}, {u"content"_s, content},
            {u"actions"_s, QJsonObject {{u"stateDelta"_s, QJsonObject()}}}};
        if (partial)
            e.insert(u"partial"_s, true);
        return e;
    };
    const auto text = [](const QString &t) {
        return QJsonObject {
            {u"role"_s, u"model"_s}, {u"parts"_s, QJsonArray {QJsonObject {{u"text"_s, t}}}}};
    };
    const QJsonObject call = event(u"oFT99B40"_s,
        QJsonObject {{u"role"_s, u"model"_s},
            {u"parts"_s,
                QJsonArray {QJsonObject {{u"functionCall"_s,
                    QJsonObject {{u"name"_s, u"lookup_season"_s}, {u"id"_s, u"adk-1"_s},
                        {u"args"_s, QJsonObject {{u"city"_s, u"京都"_s}}}}}}}}},
        false);
    QJsonObject final = event(u"UT0UzOUe"_s, text(u"京都の紅葉は11月下旬が見頃です🍁。"_s), false);
    final.insert(u"groundingMetadata"_s, kyotoGrounding());
    QList<QByteArray> pieces = {"data: " + json(call) + "\n\n",
        "data: " + json(event(u"LvO4E2d5"_s, text(u"京都の紅葉は"_s), true)) + "\n\n"};
    // The last partial is cut inside 🍁 (F0 9F 8D 81): UTF-8 decoded on a complete event only.
    const QByteArray second
        = "data: " + json(event(u"zd7eFbd7"_s, text(u"11月下旬が見頃です🍁。"_s), true)) + "\n\n";
    const qsizetype leaf = second.indexOf("\xF0\x9F\x8D\x81") + 2;
    pieces << second.left(leaf) << second.mid(leaf);
    switch (m_runEnd) {
    case RunEnd::Normal:
        pieces << "data: " + json(final) + "\n\n";
        break;
    case RunEnd::ErrorFrame:
        pieces << "data: {\"error\":\"Agent 'nosuch' not found\"}\n\n"
               << "data: " + json(final) + "\n\n";
        break;
    case RunEnd::MalformedFrame:
        pieces << "data: {\"error\": \"unescaped \"quote\"}\n\n";
        break;
    case RunEnd::CutMidEvent:
        pieces << "data: {\"invocationId\":\"" + invocation.toUtf8() + "\",\"author\":\"kyo";
        break;
    case RunEnd::Hang:
        break;
    }
    QJsonObject stored = m_sessions.value(key);
    QJsonArray events = stored.value(u"events"_s).toArray();
    QJsonObject user {{u"invocationId"_s, invocation}, {u"author"_s, u"user"_s},
        {u"id"_s, u"u%1"_s.arg(events.size())}, {u"timestamp"_s, now()},
        {u"content"_s, body.value(u"newMessage"_s)},
        {u"actions"_s, QJsonObject {{u"stateDelta"_s, body.value(u"stateDelta"_s)}}}};
    events << user << call;
    if (m_runEnd == RunEnd::Normal || m_runEnd == RunEnd::ErrorFrame)
        events << final; // partials are never stored
    stored.insert(u"events"_s, events);
    m_sessions.insert(key, stored);
    socket->write("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: "
                  "no-cache\r\nConnection: close\r\n\r\n");
    stream(socket, pieces, m_runEnd == RunEnd::Hang);
}

void FakeAdkServer::stream(QTcpSocket *socket, QList<QByteArray> pieces, bool hang)
{
    if (pieces.isEmpty() && !hang) {
        socket->disconnectFromHost();
        return;
    }
    // Each piece a few milliseconds after the last; a hanging stream waits for the client to go.
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
