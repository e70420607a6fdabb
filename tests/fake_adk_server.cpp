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
    if (!m_requiredToken.isEmpty()
        && request.headers.value("authorization") != "Bearer " + m_requiredToken)
        return reply(socket, 401, R"({"error":"Unauthorized"})");
    const QString target = QString::fromUtf8(request.target);
    const QStringList path
        = QUrl::fromPercentEncoding(request.target).split(u'/', Qt::SkipEmptyParts);
    if (request.method == "GET" && target == u"/list-apps"_s)
        return reply(socket, 200, R"(["kyoto","tokyo"])");
    if (request.method == "POST" && target == u"/run_sse"_s)
        return run(socket, request);
    if (request.method == "GET" && path.size() == 4 && path.at(0) == u"debug"_s
        && path.at(2) == u"session"_s) {
        // A run's spans; none yet: `[]` (the server's answer for any unknown id too). An id
        // of no session here gets one root span, to check the route.
        if (m_traces.contains(path.at(3)))
            return reply(socket, 200, json(m_traces.value(path.at(3))));
        for (auto it = m_sessions.cbegin(); it != m_sessions.cend(); ++it) {
            if (it.value().value(u"id"_s).toString() == path.at(3))
                return reply(socket, 200, "[]");
        }
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

void FakeAdkServer::addSessions(
    const QString &app, const QString &user, int count, const QJsonObject &state)
{
    for (int i = 1; i <= count; ++i) {
        const QString id = u"bulk-%1"_s.arg(i);
        m_sessions.insert(app + u'/' + user + u'/' + id,
            QJsonObject {{u"id"_s, id}, {u"appName"_s, app}, {u"userId"_s, user},
                {u"state"_s, state}, {u"events"_s, QJsonArray()}, {u"lastUpdateTime"_s, now()}});
    }
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
    // The captured ids for the first run; later runs add their number (ids stay unique).
    const int runNumber = ++m_runs;
    const auto unique = [runNumber](const QString &id) {
        return runNumber == 1 ? id : id + u'-' + QString::number(runNumber);
    };
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
    const QString callId = unique(u"adk-1"_s);
    const QJsonObject call = event(unique(u"oFT99B40"_s),
        QJsonObject {{u"role"_s, u"model"_s},
            {u"parts"_s,
                QJsonArray {QJsonObject {{u"functionCall"_s,
                    QJsonObject {{u"name"_s, u"lookup_season"_s}, {u"id"_s, callId},
                        {u"args"_s, QJsonObject {{u"city"_s, u"京都"_s}}}}}}}}},
        false);
    QJsonObject final
        = event(unique(u"UT0UzOUe"_s), text(u"京都の紅葉は11月下旬が見頃です🍁。"_s), false);
    final.insert(u"groundingMetadata"_s, kyotoGrounding());
    QList<QByteArray> pieces = {"data: " + json(call) + "\n\n",
        "data: " + json(event(unique(u"LvO4E2d5"_s), text(u"京都の紅葉は"_s), true)) + "\n\n"};
    // The last partial is cut inside 🍁 (F0 9F 8D 81): UTF-8 decoded on a complete event only.
    const QByteArray second = "data: "
        + json(event(unique(u"zd7eFbd7"_s), text(u"11月下旬が見頃です🍁。"_s), true)) + "\n\n";
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
    if (m_runEnd == RunEnd::Normal || m_runEnd == RunEnd::ErrorFrame) {
        events << final; // partials are never stored
        recordTrace(sessionId, invocation, call, final, callId);
    }
    stored.insert(u"events"_s, events);
    m_sessions.insert(key, stored);
    socket->write("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: "
                  "no-cache\r\nConnection: close\r\n\r\n");
    stream(socket, pieces, m_runEnd == RunEnd::Hang);
}

void FakeAdkServer::recordTrace(const QString &sessionId, const QString &invocation,
    const QJsonObject &call, const QJsonObject &final, const QString &callId)
{
    // The captured tree (adk-live.md §4.2), children before parents: the tool span under the
    // first LLM call names a throw-away event id (TS 2.0.0) and the call id.
    const QString traceId = u"e05ba4f0e0a27b117e6f30fdffe206%1"_s.arg(m_runs, 2, 10, QChar(u'0'));
    const double time = call.value(u"timestamp"_s).toDouble(); // ms, or s (Python)
    const qint64 start
        = (m_style == Style::TypeScript ? qint64(time) : qRound64(time * 1000)) * 1000000;
    const auto span = [&](const QString &name, int id, int parent, qint64 from, qint64 to,
                          QJsonObject attributes) {
        attributes.insert(u"gcp.vertex.agent.session_id"_s, sessionId);
        attributes.insert(u"gcp.vertex.agent.invocation_id"_s, invocation);
        return QJsonObject {{u"name"_s, name},
            {u"span_id"_s, u"%1%2"_s.arg(m_runs, 8, 16, QChar(u'0')).arg(id, 8, 16, QChar(u'0'))},
            {u"trace_id"_s, traceId},
            {u"parent_span_id"_s,
                parent < 0
                    ? QJsonValue()
                    : QJsonValue(
                        u"%1%2"_s.arg(m_runs, 8, 16, QChar(u'0')).arg(parent, 8, 16, QChar(u'0')))},
            {u"start_time"_s, double(start + from * 1000000)},
            {u"end_time"_s, double(start + to * 1000000)}, {u"attributes"_s, attributes}};
    };
    QJsonArray &spans = m_traces[sessionId];
    spans << span(u"execute_tool lookup_season"_s, 4, 3, 5, 9,
        {{u"gen_ai.tool.name"_s, u"lookup_season"_s}, {u"gen_ai.tool.call.id"_s, callId},
            {u"gcp.vertex.agent.event_id"_s, u"IqI33Pqt"_s}})
          << span(u"call_llm"_s, 3, 2, 1, 10,
                 {{u"gcp.vertex.agent.event_id"_s, call.value(u"id"_s).toString()},
                     {u"gen_ai.usage.input_tokens"_s, 40}})
          << span(u"call_llm"_s, 5, 2, 11, 14,
                 {{u"gcp.vertex.agent.event_id"_s, final.value(u"id"_s).toString()}})
          << span(u"invoke_agent kyoto_guide"_s, 2, 1, 0, 15, {})
          << span(u"invocation"_s, 1, -1, 0, 16, {});
}
