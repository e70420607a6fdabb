// SPDX-License-Identifier: GPL-2.0-or-later
#include "fake_agent_engine_server.h"

#include "kyoto_grounding.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTcpSocket>
#include <QTimeZone>
#include <QUrl>
#include <QUrlQuery>

using namespace Qt::StringLiterals;

namespace {

QByteArray json(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

// A fixed clock: the n-th time after 2026-01-05T08:00:00Z, 1.5 s apart.
QString timeAt(int n)
{
    return QDateTime(QDate(2026, 1, 5), QTime(8, 0), Qt::UTC)
        .addMSecs(qint64(n) * 1500)
        .toString(Qt::ISODateWithMs);
}

// Page tokens are opaque base64 (with '=' to check the client's encoding): "o=N" starts a page
// at event N, "e=N" asks for the empty page before it.
QString token(char kind, int offset)
{
    return QString::fromLatin1(
        QByteArray(QByteArray(1, kind) + "=" + QByteArray::number(offset)).toBase64());
}

QByteArray reason(int status)
{
    switch (status) {
    case 200:
        return "OK";
    case 401:
        return "Unauthorized";
    case 404:
        return "Not Found";
    case 500:
        return "Internal Server Error";
    default:
        return "Status";
    }
}

} // namespace

FakeAgentEngineServer::FakeAgentEngineServer(QObject *parent)
    : LoopbackHttpServer(parent)
{ }

QString FakeAgentEngineServer::addSession(const QString &id, const QString &userId, int events)
{
    const QString name = QLatin1String(kEngine) + u"/sessions/"_s + id;
    const int first = int(m_sessions.size()) * 10;
    m_sessions.insert(id,
        QJsonObject {{u"name"_s, name}, {u"userId"_s, userId}, {u"createTime"_s, timeAt(first)},
            {u"updateTime"_s, timeAt(first + events)}, {u"expireTime"_s, u"2026-01-06T08:00:00Z"_s},
            {u"sessionState"_s, QJsonObject {{u"trip"_s, QJsonObject {{u"days"_s, 3}}}}}});
    QVector<QJsonObject> list;
    for (int i = 0; i < events; ++i) {
        QJsonObject e {{u"name"_s, QString(name + u"/events/ev"_s + QString::number(i))},
            {u"invocationId"_s, u"e-%1"_s.arg(i / 2)}, {u"timestamp"_s, timeAt(first + i)}};
        if (i % 2 == 0) {
            e.insert(u"author"_s, u"user"_s);
            e.insert(u"content"_s,
                QJsonObject {{u"role"_s, u"user"_s},
                    {u"parts"_s, QJsonArray {QJsonObject {{u"text"_s, u"質問 %1"_s.arg(i / 2)}}}}});
            list.append(e);
            continue;
        }
        e.insert(u"author"_s, u"kyoto_guide"_s);
        e.insert(u"content"_s,
            QJsonObject {{u"role"_s, u"model"_s},
                {u"parts"_s,
                    QJsonArray {
                        QJsonObject {{u"text"_s, u"京都の紅葉は11月下旬が見頃です。"_s}}}}});
        e.insert(u"eventMetadata"_s, QJsonObject {{u"groundingMetadata"_s, kyotoGrounding()}});
        list.append(e);
    }
    m_events.insert(id, list);
    return id;
}

void FakeAgentEngineServer::addSessions(int count, int users)
{
    for (int i = 1; i <= count; ++i) {
        const QString id = addSession(
            u"bulk-%1"_s.arg(i, 5, 10, QLatin1Char('0')), u"user-%1"_s.arg(i % qMax(1, users)), 0);
        if (i % 3 == 0)
            m_sessions[id].insert(u"displayName"_s, u"Trip %1"_s.arg(i));
    }
}

void FakeAgentEngineServer::reply(QTcpSocket *socket, int status, const QByteArray &body)
{
    socket->write("HTTP/1.1 " + QByteArray::number(status) + ' ' + reason(status)
        + "\r\nContent-Type: application/json; charset=UTF-8\r\nContent-Length: "
        + QByteArray::number(body.size()) + "\r\nConnection: close\r\n\r\n" + body);
    socket->disconnectFromHost();
}

void FakeAgentEngineServer::error(
    QTcpSocket *socket, int status, const QString &statusName, const QString &message)
{
    reply(socket, status,
        json(QJsonObject {{u"error"_s,
            QJsonObject {
                {u"code"_s, status}, {u"message"_s, message}, {u"status"_s, statusName}}}}));
}

void FakeAgentEngineServer::releasePage()
{
    while (!m_held.isEmpty()) {
        const auto [socket, request] = m_held.takeFirst();
        if (socket) // the client may have gone meanwhile
            return answer(socket, request);
    }
    ++m_passes;
}

void FakeAgentEngineServer::handle(QTcpSocket *socket, const HttpRequest &request)
{
    if (m_holdPages && request.target.contains("pageToken=")) {
        if (m_passes == 0)
            return m_held.append({socket, request});
        --m_passes;
    }
    answer(socket, request);
}

void FakeAgentEngineServer::answer(QTcpSocket *socket, const HttpRequest &request)
{
    if (!m_acceptedToken.isEmpty()
        && request.headers.value("authorization") != "Bearer " + m_acceptedToken)
        return error(socket, 401, u"UNAUTHENTICATED"_s,
            u"Request had invalid authentication credentials."_s);
    if (m_fault == Fault::ServerError)
        return error(socket, 500, u"INTERNAL"_s, u"Internal error encountered."_s);
    if (m_fault == Fault::Malformed)
        return reply(socket, 200, R"({"sessions": [{"name": )");
    const QString target = QString::fromUtf8(request.target);
    const QString path = QUrl::fromPercentEncoding(target.section(u'?', 0, 0).toUtf8());
    QMap<QString, QString> query;
    for (const auto &[key, value] :
        QUrlQuery(target.section(u'?', 1)).queryItems(QUrl::FullyDecoded))
        query.insert(key, value);
    const QString base = u"/v1beta1/"_s + QLatin1String(kEngine) + u"/sessions"_s;
    if (!path.startsWith(base))
        return error(socket, 404, u"NOT_FOUND"_s, u"The engine does not exist."_s);
    const QStringList rest = path.mid(base.size()).split(u'/', Qt::SkipEmptyParts);
    if (rest.isEmpty() && request.method == "GET")
        return listSessions(socket, query);
    if (rest.isEmpty() && request.method == "POST")
        return create(socket, request, query);
    if (rest.size() == 3 && rest.at(1) == u"operations"_s)
        return poll(socket, path.mid(9)); // without "/v1beta1/"
    const QString id = rest.value(0);
    if (!m_sessions.contains(id))
        return error(socket, 404, u"NOT_FOUND"_s, u"Session not found: "_s + id);
    if (rest.size() == 2 && rest.at(1) == u"events"_s)
        return listEvents(socket, id, query);
    if (rest.size() != 1)
        return error(socket, 404, u"NOT_FOUND"_s, u"No such method."_s);
    if (request.method == "DELETE") {
        m_sessions.remove(id);
        m_events.remove(id);
        const QString operation = QLatin1String(kEngine) + u"/sessions/"_s + id + u"/operations/d"_s
            + QString::number(++m_created);
        m_operations.insert(operation,
            QJsonObject {{u"name"_s, operation}, {u"done"_s, true},
                {u"response"_s,
                    QJsonObject {{u"@type"_s, u"type.googleapis.com/google.protobuf.Empty"_s}}}});
        return reply(socket, 200, json(QJsonObject {{u"name"_s, operation}}));
    }
    reply(socket, 200, json(m_sessions.value(id)));
}

void FakeAgentEngineServer::listSessions(QTcpSocket *socket, const QMap<QString, QString> &query)
{
    static const QRegularExpression userFilter(u"^userId=\"(.*)\"$"_s);
    const QRegularExpressionMatch user = userFilter.match(query.value(u"filter"_s));
    QVector<QJsonObject> all;
    for (const QJsonObject &s : std::as_const(m_sessions))
        if (!user.hasMatch() || s.value(u"userId"_s).toString() == user.captured(1))
            all.append(s);
    const int size = qBound(1, query.value(u"pageSize"_s, u"100"_s).toInt(), 100);
    const int offset
        = QByteArray::fromBase64(query.value(u"pageToken"_s).toLatin1()).mid(2).toInt();
    QJsonArray page;
    for (int i = offset; i < qMin(offset + size, int(all.size())); ++i)
        page.append(all.at(i));
    QJsonObject body {{u"sessions"_s, page}};
    if (offset + size < all.size())
        body.insert(u"nextPageToken"_s, token('o', offset + size));
    reply(socket, 200, json(body));
}

void FakeAgentEngineServer::listEvents(
    QTcpSocket *socket, const QString &id, const QMap<QString, QString> &query)
{
    const QByteArray pageToken = QByteArray::fromBase64(query.value(u"pageToken"_s).toLatin1());
    const int offset = pageToken.mid(2).toInt();
    if (pageToken.startsWith("e=")) // an empty page: keep going
        return reply(socket, 200,
            json(QJsonObject {
                {u"sessionEvents"_s, QJsonArray()}, {u"nextPageToken"_s, token('o', offset)}}));
    const QVector<QJsonObject> &all = m_events[id];
    const int size = qBound(1, query.value(u"pageSize"_s, u"100"_s).toInt(), 100);
    QJsonArray page;
    for (int i = offset; i < qMin(offset + size, int(all.size())); ++i)
        page.append(all.at(i));
    QJsonObject body;
    if (!page.isEmpty()) // the API leaves an empty list out
        body.insert(u"sessionEvents"_s, page);
    if (offset + size < all.size())
        body.insert(u"nextPageToken"_s, token(m_emptyPages ? 'e' : 'o', offset + size));
    reply(socket, 200, json(body));
}

void FakeAgentEngineServer::create(
    QTcpSocket *socket, const HttpRequest &request, const QMap<QString, QString> &query)
{
    const QJsonObject body = QJsonDocument::fromJson(request.body).object();
    const QString id = query.value(u"sessionId"_s, u"s-new-%1"_s.arg(m_created + 1));
    if (m_sessions.contains(id))
        return error(socket, 409, u"ALREADY_EXISTS"_s, u"Session already exists: "_s + id);
    addSession(id, body.value(u"userId"_s).toString(), 0);
    QJsonObject session = m_sessions.value(id);
    session.insert(u"sessionState"_s, body.value(u"sessionState"_s).toObject());
    m_sessions.insert(id, session);
    session.insert(u"@type"_s, u"type.googleapis.com/google.cloud.aiplatform.v1beta1.Session"_s);
    const QString operation = QLatin1String(kEngine) + u"/sessions/"_s + id + u"/operations/"_s
        + QString::number(++m_created);
    m_operations.insert(operation,
        QJsonObject {{u"name"_s, operation}, {u"done"_s, true}, {u"response"_s, session}});
    reply(socket, 200,
        json(QJsonObject {{u"name"_s, operation},
            {u"metadata"_s,
                QJsonObject {{u"@type"_s,
                    u"type.googleapis.com/google.cloud.aiplatform.v1beta1."
                    u"CreateSessionOperationMetadata"_s}}}}));
}

void FakeAgentEngineServer::poll(QTcpSocket *socket, const QString &operation)
{
    if (!m_operations.contains(operation))
        return error(socket, 404, u"NOT_FOUND"_s, u"Operation not found: "_s + operation);
    if (++m_polls[operation] < m_pollsUntilDone)
        return reply(socket, 200, json(QJsonObject {{u"name"_s, operation}}));
    reply(socket, 200, json(m_operations.value(operation)));
}
