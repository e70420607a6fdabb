// SPDX-License-Identifier: GPL-2.0-or-later
#include "fake_mcp_server.h"

#include "http_request.h"

#include "hostile_mcp.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpSocket>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace {

constexpr char kModern[] = "2026-07-28";

QByteArray compact(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QByteArray rpcError(const QJsonValue &id, int code, const QString &message,
    const QJsonValue &data = QJsonValue::Undefined)
{
    QJsonObject error {{u"code"_s, code}, {u"message"_s, message}};
    if (!data.isUndefined())
        error.insert(u"data"_s, data);
    return compact({{u"jsonrpc"_s, u"2.0"_s}, {u"id"_s, id}, {u"error"_s, error}});
}

QByteArray rpcResult(const QJsonValue &id, const QByteArray &resultJson)
{
    return "{\"jsonrpc\":\"2.0\",\"id\":"
        + QJsonDocument(QJsonArray {id}).toJson(QJsonDocument::Compact).mid(1).chopped(1)
        + ",\"result\":" + resultJson + "}";
}

QByteArray reason(int status)
{
    switch (status) {
    case 200:
        return "OK";
    case 202:
        return "Accepted";
    case 400:
        return "Bad Request";
    case 401:
        return "Unauthorized";
    case 404:
        return "Not Found";
    case 405:
        return "Method Not Allowed";
    case 406:
        return "Not Acceptable";
    case 500:
        return "Internal Server Error";
    default:
        return "Status";
    }
}

// A header value as the spec encodes what is not safe ASCII: "=?base64?…?=" decoded.
QByteArray headerValue(const QByteArray &value)
{
    if (value.startsWith("=?base64?") && value.endsWith("?="))
        return QByteArray::fromBase64(value.mid(9).chopped(2));
    return value;
}

QByteArray sseEvent(const QByteArray &data, const QByteArray &eol)
{
    return "event: message" + eol + "data: " + data + eol + eol;
}

} // namespace

FakeMcpServer::FakeMcpServer(QObject *parent)
    : QObject(parent)
{
    connect(&m_server, &QTcpServer::newConnection, this, &FakeMcpServer::onNewConnection);
}

FakeMcpServer::~FakeMcpServer()
{
    m_server.close();
    const auto sockets = m_buffers.keys();
    for (QTcpSocket *socket : sockets) {
        socket->disconnect(this);
        socket->abort();
        socket->deleteLater();
    }
}

bool FakeMcpServer::listen()
{
    return m_server.listen(QHostAddress::LocalHost, 0);
}

QUrl FakeMcpServer::url() const
{
    return QUrl(u"http://127.0.0.1:%1/mcp"_s.arg(m_server.serverPort()));
}

QStringList FakeMcpServer::rpcMethods() const
{
    QStringList out;
    for (const Received &r : m_received)
        if (!r.rpcMethod.isEmpty())
            out << r.rpcMethod;
    return out;
}

int FakeMcpServer::count(const QString &rpcMethod) const
{
    return int(rpcMethods().count(rpcMethod));
}

int FakeMcpServer::openConnections() const
{
    return int(m_buffers.size());
}

QString FakeMcpServer::cannedAnswerText()
{
    return u"東京タワーの高さは333メートルです。1958年に完成しました。"_s;
}

QByteArray FakeMcpServer::cannedAnswer(const QString &question, const QString &session, int turn)
{
    const QByteArray base = "projects/demo/locations/global/collections/default_collection/"
                            "engines/tokyo/sessions/s-1";
    QByteArray answer
        = R"({"answer":{"name":"BASE/answers/a-1","state":"SUCCEEDED",)"
          R"("answerText":"東京タワーの高さは333メートルです。1958年に完成しました。",)"
          R"("citations":[{"startIndex":"0","endIndex":"51","sources":[{"referenceId":"0"}]},)"
          R"({"startIndex":"51","endIndex":"82","sources":[{"referenceId":"1"}]}],)"
          R"("references":[{"chunkInfo":{"chunk":"projects/demo/documents/d1/chunks/c1",)"
          R"("content":"東京タワーは高さ333メートルの電波塔です。","relevanceScore":0.93,)"
          R"("documentMetadata":{"document":"projects/demo/documents/d1",)"
          R"("uri":"https://example.com/tokyo-tower","title":"東京タワーの概要"}}},)"
          R"({"chunkInfo":{"chunk":"projects/demo/documents/d2/chunks/c2",)"
          R"("content":"1958年12月に竣工しました。","relevanceScore":0.81,)"
          R"("documentMetadata":{"document":"projects/demo/documents/d2",)"
          R"("uri":"https://example.com/tokyo-tower/history","title":"東京タワーの歴史"}}}],)"
          R"("relatedQuestions":["展望台の高さは？","東京スカイツリーとの違いは？"],)"
          R"("createTime":"2026-05-01T09:00:00Z","completeTime":"2026-05-01T09:00:02.500Z"},)"
          R"("answerQueryToken":"token-log-1")";
    if (!session.isEmpty()) {
        const QByteArray name = session == u"-"_s ? base : session.toUtf8();
        const QByteArray q = QJsonDocument(QJsonArray {question}).toJson(QJsonDocument::Compact);
        answer += R"(,"session":{"name":")" + name
            + R"(","state":"IN_PROGRESS","turns":[{"query":{"queryId":"q-1","text":)"
            + q.mid(1).chopped(1) + R"(},"answer":"BASE/answers/a-1"}]})";
    }
    answer += "}";
    answer.replace("answers/a-1", QByteArray("answers/a-" + QByteArray::number(turn)));
    answer.replace("BASE", base);
    return answer;
}

void FakeMcpServer::onNewConnection()
{
    while (QTcpSocket *socket = m_server.nextPendingConnection()) {
        m_buffers.insert(socket, QByteArray());
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { onReadyRead(socket); });
        connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
            if (m_writing.remove(socket))
                ++m_closedByClient;
            m_buffers.remove(socket);
            m_pending.remove(socket);
            socket->deleteLater();
        });
    }
}

void FakeMcpServer::onReadyRead(QTcpSocket *socket)
{
    QByteArray &buffer = m_buffers[socket];
    buffer += socket->readAll();
    const std::optional<HttpRequest> http = takeHttpRequest(buffer);
    if (!http)
        return;
    Received request;
    request.httpMethod = http->method;
    request.headers = http->headers;
    request.body = http->body;
    buffer.clear();
    socket->disconnect(this, nullptr); // one request per connection (Connection: close)
    connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
        if (m_writing.remove(socket))
            ++m_closedByClient;
        m_buffers.remove(socket);
        m_pending.remove(socket);
        socket->deleteLater();
    });
    handle(socket, request);
}

void FakeMcpServer::handle(QTcpSocket *socket, Received request)
{
    if (request.httpMethod != "POST") {
        writeStatus(socket, request, 405, QByteArray(), "Allow: POST\r\n");
        return;
    }
    const QByteArray accept = request.headers.value("accept");
    if (!accept.contains("application/json") || !accept.contains("text/event-stream")) {
        writeStatus(socket, request, 406,
            rpcError(QJsonValue::Null, -32000,
                u"Not Acceptable: Client must accept both application/json and text/event-stream"_s));
        return;
    }
    if (!m_behaviour.acceptedToken.isEmpty()
        && request.headers.value("authorization") != "Bearer " + m_behaviour.acceptedToken) {
        writeStatus(socket, request, 401,
            R"({"error":{"code":401,"message":"Request had invalid authentication credentials.","status":"UNAUTHENTICATED"}})",
            "WWW-Authenticate: Bearer realm=\"fake\"\r\n");
        return;
    }
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(request.body, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) {
        writeStatus(socket, request, 400, rpcError(QJsonValue::Null, -32700, u"Parse error"_s));
        return;
    }
    const QJsonObject message = doc.object();
    request.rpcMethod = message.value(u"method"_s).toString();
    request.isResponse = request.rpcMethod.isEmpty();
    const bool modern = request.headers.value("mcp-protocol-version") == kModern;
    if (modern && m_behaviour.era != Era::Legacy)
        handleModern(socket, request, message);
    else if (modern) // a 2025 server (SDK 1.x) refuses the version it does not know
        writeStatus(socket, request, 400,
            rpcError(QJsonValue::Null, -32000,
                u"Bad Request: Unsupported protocol version: 2026-07-28 (supported versions: "
                "2025-11-25, 2025-06-18, 2025-03-26)"_s));
    else if (m_behaviour.era == Era::Modern)
        writeStatus(socket, request, 400,
            rpcError(message.value(u"id"_s), -32022,
                u"Unsupported protocol version: %1"_s.arg(
                    QString::fromLatin1(request.headers.value("mcp-protocol-version"))),
                QJsonObject {{u"supported"_s, QJsonArray {QString::fromLatin1(kModern)}},
                    {u"requested"_s,
                        QString::fromLatin1(request.headers.value("mcp-protocol-version"))}}));
    else
        handleLegacy(socket, request, message);
}

void FakeMcpServer::handleModern(QTcpSocket *socket, Received &request, const QJsonObject &message)
{
    const QJsonValue id = message.value(u"id"_s);
    const QJsonObject params = message.value(u"params"_s).toObject();
    const QJsonObject meta = params.value(u"_meta"_s).toObject();
    if (request.headers.value("mcp-method") != request.rpcMethod.toUtf8()
        || meta.value(u"io.modelcontextprotocol/protocolVersion"_s).toString()
            != QLatin1String(kModern)
        || (request.rpcMethod == u"tools/call"_s
            && headerValue(request.headers.value("mcp-name"))
                != params.value(u"name"_s).toString().toUtf8())) {
        writeStatus(socket, request, 400,
            rpcError(id, -32020, u"Bad Request: the request headers and body disagree"_s));
        return;
    }
    if (request.rpcMethod == u"server/discover"_s) {
        const QByteArray result
            = R"({"supportedVersions":["2026-07-28"],"capabilities":{"tools":{"listChanged":false}},"resultType":"complete","_meta":{"io.modelcontextprotocol/serverInfo":{"name":"fake-mcp","title":"Fake MCP server","version":"1.0.0"}}})";
        writeResult(socket, request, message, rpcResult(id, result), false, QByteArray());
        return;
    }
    if (request.rpcMethod == u"tools/list"_s || request.rpcMethod == u"tools/call"_s) {
        answer(socket, request, message, true);
        return;
    }
    writeStatus(socket, request, 404, rpcError(id, -32601, u"Method not found"_s));
}

void FakeMcpServer::handleLegacy(QTcpSocket *socket, Received &request, const QJsonObject &message)
{
    const QJsonValue id = message.value(u"id"_s);
    if (request.rpcMethod == u"initialize"_s) {
        const QString asked
            = message.value(u"params"_s).toObject().value(u"protocolVersion"_s).toString();
        const QStringList known {u"2025-11-25"_s, u"2025-06-18"_s, u"2025-03-26"_s};
        const QString version = known.contains(asked) ? asked : known.first();
        QByteArray headers;
        if (m_behaviour.sessions) {
            const QByteArray sid = "fake-session-" + QByteArray::number(++m_nextSession);
            m_sessions.insert(sid);
            headers = "Mcp-Session-Id: " + sid + "\r\n";
        }
        const QByteArray result = compact({{u"protocolVersion"_s, version},
            {u"capabilities"_s, QJsonObject {{u"tools"_s, QJsonObject {}}}},
            {u"serverInfo"_s,
                QJsonObject {{u"name"_s, u"fake-mcp-legacy"_s}, {u"version"_s, u"1.0.0"_s}}}});
        writeResult(socket, request, message, rpcResult(id, result), false, headers);
        return;
    }
    const QByteArray sid = request.headers.value("mcp-session-id");
    if (m_behaviour.sessions && sid.isEmpty()) {
        writeStatus(socket, request, 400,
            rpcError(QJsonValue::Null, -32000, u"Bad Request: Server not initialized"_s));
        return;
    }
    if (m_behaviour.sessions && !m_sessions.contains(sid)) {
        writeStatus(
            socket, request, 404, rpcError(QJsonValue::Null, -32001, u"Session not found"_s));
        return;
    }
    if (request.isResponse || !message.contains(u"id"_s)) {
        writeStatus(socket, request, 202, QByteArray()); // notifications and responses
        return;
    }
    if (request.rpcMethod == u"tools/list"_s || request.rpcMethod == u"tools/call"_s) {
        answer(socket, request, message, false);
        return;
    }
    writeResult(
        socket, request, message, rpcError(id, -32601, u"Method not found"_s), false, QByteArray());
}

QByteArray FakeMcpServer::toolsList(const QJsonObject &params, bool modern) const
{
    const QJsonObject schema {{u"type"_s, u"object"_s}};
    QJsonArray all {
        QJsonObject {{u"name"_s, u"conversational_search"_s},
            {u"description"_s, u"Perform a conversational search"_s},
            {u"inputSchema"_s,
                QJsonObject {{u"type"_s, u"object"_s},
                    {u"properties"_s,
                        QJsonObject {{u"servingConfig"_s, QJsonObject {{u"type"_s, u"string"_s}}}}},
                    {u"required"_s, QJsonArray {u"servingConfig"_s}}}},
            {u"outputSchema"_s, schema}},
        QJsonObject {{u"name"_s, u"echo"_s}, {u"title"_s, u"Echo"_s}, {u"inputSchema"_s, schema}},
        QJsonObject {{u"name"_s, u"always_fails"_s}, {u"inputSchema"_s, schema}}};
    const int pages = qMax(1, m_behaviour.toolPages);
    const int page = params.value(u"cursor"_s).toString().toInt();
    QJsonArray tools;
    for (int i = 0; i < all.size(); ++i)
        if (i % pages == page)
            tools.append(all.at(i));
    QJsonObject result {{u"tools"_s, tools}};
    if (page + 1 < pages)
        result.insert(u"nextCursor"_s, QString::number(page + 1));
    if (modern)
        result.insert(u"resultType"_s, u"complete"_s);
    return compact(result);
}

QByteArray FakeMcpServer::toolsCall(const QJsonObject &message)
{
    const QJsonObject params = message.value(u"params"_s).toObject();
    const QString name = params.value(u"name"_s).toString();
    const QJsonObject args = params.value(u"arguments"_s).toObject();
    const QJsonValue id = message.value(u"id"_s);
    auto text = [](const QString &t) {
        return QJsonArray {QJsonObject {{u"type"_s, u"text"_s}, {u"text"_s, t}}};
    };
    if (name == u"echo"_s)
        return rpcResult(
            id, compact({{u"content"_s, text(u"Echo: "_s + args.value(u"message"_s).toString())}}));
    if (name == u"always_fails"_s)
        return rpcResult(id,
            compact({{u"content"_s, text(u"the backend is unavailable"_s)}, {u"isError"_s, true}}));
    if (name != u"conversational_search"_s)
        return rpcError(id, -32602, u"Tool %1 not found"_s.arg(name));
    if (args.value(u"servingConfig"_s).toString().isEmpty())
        return rpcResult(id,
            compact({{u"content"_s, text(u"servingConfig is required"_s)}, {u"isError"_s, true}}));
    const QByteArray answer
        = cannedAnswer(args.value(u"query"_s).toObject().value(u"text"_s).toString(),
            args.value(u"session"_s).toString(), ++m_answers);
    QByteArray result = "{\"content\":"
        + QJsonDocument(text(QString::fromUtf8(answer))).toJson(QJsonDocument::Compact)
        + ",\"structuredContent\":" + answer;
    if (m_behaviour.hugeBytes > 0)
        result += ",\"padding\":\"" + QByteArray(m_behaviour.hugeBytes, 'x') + "\"";
    return rpcResult(id, result + "}");
}

void FakeMcpServer::answer(
    QTcpSocket *socket, Received &request, const QJsonObject &message, bool modern)
{
    const QJsonValue id = message.value(u"id"_s);
    const Behaviour &b = m_behaviour;
    if (request.rpcMethod == u"tools/list"_s) {
        QByteArray list = toolsList(message.value(u"params"_s).toObject(), modern);
        if (b.hostile)
            list = b.deepToolsList ? hostile::deepToolsListResult()
                                   : hostile::toolsListResult(b.hostileFillerTools);
        if (b.endlessPages)
            list = list.chopped(1) + ",\"nextCursor\":\"more\"}";
        writeResult(socket, request, message, rpcResult(id, list), false, QByteArray());
        return;
    }
    if (b.hostile && answerHostile(socket, request, message))
        return;
    if (b.failStatus) {
        writeStatus(socket, request, b.failStatus,
            R"({"error":{"code":500,"message":"Internal error encountered.","status":"INTERNAL"}})");
        return;
    }
    QByteArray response = toolsCall(message);
    if (b.malformedJson)
        response = response.left(response.size() / 2);
    writeResult(socket, request, message, response,
        b.progressSteps > 0 || b.serverRequestFirst || b.cutStream || b.neverAnswer, QByteArray());
}

void FakeMcpServer::writeStatus(QTcpSocket *socket, Received &request, int status,
    const QByteArray &body, const QByteArray &extraHeaders)
{
    request.status = status;
    m_received.append(request);
    QByteArray head = "HTTP/1.1 " + QByteArray::number(status) + ' ' + reason(status) + "\r\n";
    if (!body.isEmpty())
        head += "Content-Type: application/json\r\n";
    head += "Content-Length: " + QByteArray::number(body.size()) + "\r\nConnection: close\r\n"
        + extraHeaders + "\r\n";
    schedule(socket, {{0, head + body}}, true);
}

void FakeMcpServer::writeResult(QTcpSocket *socket, Received &request, const QJsonObject &message,
    const QByteArray &responseJson, bool forceSse, const QByteArray &extraHeaders)
{
    const Behaviour &b = m_behaviour;
    const bool call = request.rpcMethod == u"tools/call"_s;
    request.status = 200;
    m_received.append(request);
    if (b.style == Style::Json && !forceSse) {
        const QByteArray head
            = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: "
            + QByteArray::number(responseJson.size()) + "\r\nConnection: close\r\n" + extraHeaders
            + "\r\n";
        schedule(socket, {{call ? b.delayMs : 0, head + responseJson}}, true);
        return;
    }
    QVector<QPair<int, QByteArray>> pieces;
    pieces.append({0,
        "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-cache\r\n"
        "Connection: close\r\n"
            + extraHeaders + "\r\n"});
    if (!call) {
        pieces.append({0, sseEvent(responseJson, "\n")});
        schedule(socket, pieces, true);
        return;
    }
    const QJsonValue token = message.value(u"params"_s)
                                 .toObject()
                                 .value(u"_meta"_s)
                                 .toObject()
                                 .value(u"progressToken"_s);
    pieces.append({0, ": stream opened" + b.eol + b.eol});
    for (int i = 1; i <= b.progressSteps && !token.isUndefined(); ++i) {
        const QByteArray note
            = compact({{u"jsonrpc"_s, u"2.0"_s}, {u"method"_s, u"notifications/progress"_s},
                {u"params"_s,
                    QJsonObject {{u"progressToken"_s, token}, {u"progress"_s, i},
                        {u"total"_s, b.progressSteps}, {u"message"_s, u"step %1"_s.arg(i)}}}});
        pieces.append({b.progressIntervalMs, sseEvent(note, b.eol)});
    }
    if (b.serverRequestFirst)
        pieces.append({0,
            sseEvent(
                R"({"jsonrpc":"2.0","id":0,"method":"sampling/createMessage","params":{"messages":[{"role":"user","content":{"type":"text","text":"say hi"}}],"maxTokens":20}})",
                b.eol)});
    if (b.neverAnswer) {
        schedule(socket, pieces, false);
        return;
    }
    QByteArray last = sseEvent(responseJson, b.eol);
    if (b.cutStream)
        last = last.left(last.size() / 2);
    if (b.splitBytes > 0) {
        for (qsizetype i = 0; i < last.size(); i += b.splitBytes)
            pieces.append({i == 0 ? b.delayMs : 3, last.mid(i, b.splitBytes)});
    } else {
        pieces.append({b.delayMs, last});
    }
    schedule(socket, pieces, true);
}

bool FakeMcpServer::answerHostile(QTcpSocket *socket, Received &request, const QJsonObject &message)
{
    const QJsonObject params = message.value(u"params"_s).toObject();
    const QString name = params.value(u"name"_s).toString();
    const QJsonValue id = message.value(u"id"_s);
    if (name == QLatin1String(hostile::tool::kEndlessSse)) {
        const QJsonValue token = params.value(u"_meta"_s).toObject().value(u"progressToken"_s);
        const QByteArray tokenJson = token.isUndefined()
            ? QByteArray()
            : QJsonDocument(QJsonArray {token}).toJson(QJsonDocument::Compact).mid(1).chopped(1);
        writeForever(socket, request,
            "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-cache\r\n"
            "Connection: close\r\n\r\n"
                + hostile::endlessSseStart(),
            [tokenJson](int i) { return hostile::endlessSsePiece(i, tokenJson); });
        return true;
    }
    if (name == QLatin1String(hostile::tool::kEndlessJson)) {
        // No Content-Length: the body lasts as long as the connection.
        writeForever(socket, request,
            "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n"
                + hostile::endlessJsonStart(id),
            [](int i) { return hostile::endlessJsonPiece(i); });
        return true;
    }
    QList<QPair<QByteArray, QByteArray>> headers;
    for (auto it = request.headers.cbegin(); it != request.headers.cend(); ++it)
        headers.append({it.key(), it.value()});
    const QByteArray response = hostile::callResponse(name, id, headers);
    if (response.isEmpty())
        return false;
    writeResult(socket, request, message, response, false, QByteArray());
    return true;
}

void FakeMcpServer::writeForever(QTcpSocket *socket, Received &request, const QByteArray &start,
    std::function<QByteArray(int)> piece)
{
    request.status = 200;
    m_received.append(request);
    m_writing.insert(socket); // the client closing it counts in closedByClient()
    socket->write(start);
    auto *timer = new QTimer(socket); // goes with the socket
    timer->setInterval(qMax(0, m_behaviour.endlessIntervalMs));
    connect(
        timer, &QTimer::timeout, socket, [socket, piece = std::move(piece), next = 0]() mutable {
            // Wait while the client reads slower than this writes: the server's memory stays flat.
            if (socket->state() == QAbstractSocket::ConnectedState
                && socket->bytesToWrite() < 1024 * 1024)
                socket->write(piece(next++));
        });
    timer->start();
}

void FakeMcpServer::schedule(
    QTcpSocket *socket, QVector<QPair<int, QByteArray>> pieces, bool closeAtEnd)
{
    m_writing.insert(socket);
    m_pending.insert(socket, Pending {std::move(pieces), 0, closeAtEnd});
    writeNext(socket);
}

void FakeMcpServer::writeNext(QTcpSocket *socket)
{
    while (m_writing.contains(socket) && m_pending.contains(socket)) {
        Pending &p = m_pending[socket];
        if (p.next >= p.pieces.size()) {
            const bool close = p.closeAtEnd;
            m_pending.remove(socket);
            if (close) {
                m_writing.remove(socket);
                socket->flush();
                socket->disconnectFromHost();
            }
            return;
        }
        QPair<int, QByteArray> &piece = p.pieces[p.next];
        if (piece.first > 0) {
            const int delay = piece.first;
            piece.first = 0; // wait once, then write
            QPointer<QTcpSocket> guard(socket);
            QTimer::singleShot(delay, this, [this, guard] {
                if (guard)
                    writeNext(guard.data());
            });
            return;
        }
        socket->write(piece.second);
        socket->flush();
        ++p.next;
    }
}
