// SPDX-License-Identifier: GPL-2.0-or-later
#include "fake_ces_server.h"

#include <QJsonDocument>
#include <QPointer>
#include <QRegularExpression>
#include <QTcpSocket>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace {

QByteArray compact(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QJsonObject output(const QJsonObject &o, int turn)
{
    QJsonObject out = o;
    out.insert(u"turnIndex"_s, turn);
    return out;
}

QJsonObject response(const QJsonArray &outputs)
{
    return QJsonObject {{u"outputs"_s, outputs}};
}

QByteArray reason(int status)
{
    switch (status) {
    case 200:
        return "OK";
    case 400:
        return "Bad Request";
    case 401:
        return "Unauthorized";
    case 403:
        return "Forbidden";
    case 404:
        return "Not Found";
    case 429:
        return "Too Many Requests";
    default:
        return "Internal Server Error";
    }
}

// `text` cut in three, anywhere (inside strings, escapes and UTF-8 sequences too).
QList<QByteArray> inThree(const QByteArray &text)
{
    const qsizetype a = text.size() / 3;
    const qsizetype b = 2 * text.size() / 3;
    return {text.left(a), text.mid(a, b - a), text.mid(b)};
}

const QString kAnswer = u"京都の紅葉は11月下旬が見頃です🍁。"_s;

} // namespace

FakeCesServer::FakeCesServer(QObject *parent)
    : LoopbackHttpServer(parent)
{ }

QJsonArray FakeCesServer::turn(const QJsonArray &inputs, int turn)
{
    QString text;
    bool toolResponses = false;
    for (const QJsonValue &v : inputs) {
        text += v.toObject().value(u"text"_s).toString();
        toolResponses = toolResponses || v.toObject().contains(u"toolResponses"_s);
    }
    const QJsonObject span {{u"name"_s, u"turn"_s}, {u"startTime"_s, u"2026-11-20T01:00:00Z"_s},
        {u"endTime"_s, u"2026-11-20T01:00:00.412Z"_s}, {u"duration"_s, u"0.412s"_s},
        {u"childSpans"_s,
            QJsonArray {QJsonObject {{u"name"_s, u"llm"_s}, {u"duration"_s, u"0.300s"_s}}}}};
    if (toolResponses) {
        const QString booked = u"ご予約を承りました。11月28日19時、2名様です。"_s;
        const QJsonObject agent {
            {u"role"_s, u"agent"_s}, {u"chunks"_s, QJsonArray {QJsonObject {{u"text"_s, booked}}}}};
        return {response({output({{u"text"_s, booked}}, turn)}),
            response({output(
                {{u"turnCompleted"_s, true},
                    {u"diagnosticInfo"_s,
                        QJsonObject {{u"messages"_s, QJsonArray {agent}}, {u"rootSpan"_s, span}}}},
                turn)})};
    }
    if (text.contains(u"予約"_s)) {
        const QJsonObject call {{u"id"_s, u"adk-42"_s}, {u"displayName"_s, u"book_table"_s},
            {u"tool"_s, QString(app() + u"/tools/book_table"_s)},
            {u"args"_s, QJsonObject {{u"date"_s, u"2026-11-28"_s}, {u"people"_s, 2}}}};
        return {
            response({output({{u"toolCalls"_s, QJsonObject {{u"toolCalls"_s, QJsonArray {call}}}},
                                 {u"turnCompleted"_s, true}},
                turn)})};
    }
    if (text.contains(u"adiós"_s)) {
        return {response(
                    {output({{u"text"_s, u"¡Hasta luego! Disfruta del otoño en Kioto."_s}}, turn)}),
            response({output(
                {{u"endSession"_s,
                     QJsonObject {{u"metadata"_s, QJsonObject {{u"reason"_s, u"farewell"_s}}}}},
                    {u"turnCompleted"_s, true}},
                turn)})};
    }
    const QJsonObject card {{u"card"_s,
        QJsonObject {
            {u"title"_s, u"永観堂"_s}, {u"url"_s, u"https://kyoto.example.jp/eikando"_s}}}};
    const QJsonObject cited {{u"uri"_s, u"https://kyoto.example.jp/momiji"_s},
        {u"title"_s, u"京都の紅葉情報"_s}, {u"text"_s, u"見頃は11月下旬"_s}};
    const QJsonArray messages {QJsonObject {{u"role"_s, u"user"_s},
                                   {u"chunks"_s, QJsonArray {QJsonObject {{u"text"_s, text}}}}},
        QJsonObject {{u"role"_s, u"agent"_s},
            {u"chunks"_s,
                QJsonArray {
                    QJsonObject {{u"text"_s, kAnswer}}, QJsonObject {{u"payload"_s, card}}}}}};
    return {response({output({{u"text"_s, kAnswer}}, turn)}),
        response(
            {output({{u"citations"_s, QJsonObject {{u"citedChunks"_s, QJsonArray {cited}}}}}, turn),
                output({{u"payload"_s, card}}, turn)}),
        response({output({{u"turnCompleted"_s, true},
                             {u"diagnosticInfo"_s,
                                 QJsonObject {{u"messages"_s, messages}, {u"rootSpan"_s, span}}}},
            turn)})};
}

QString FakeCesServer::check(const HttpRequest &request, QString *method, bool *sse)
{
    QStringList problems;
    if (request.method != "POST")
        problems << u"method %1, not POST"_s.arg(QString::fromLatin1(request.method));
    const QString target = QString::fromUtf8(request.target);
    static const QRegularExpression path(
        u"^/v1/(projects/[^/]+/locations/[^/]+/apps/[^/]+/sessions/[^/:]+):(runSession|streamRunSession)(\\?alt=sse)?$"_s);
    const QRegularExpressionMatch m = path.match(target);
    if (!m.hasMatch())
        problems << u"path %1"_s.arg(target);
    *method = m.captured(2);
    *sse = !m.captured(3).isEmpty();
    if (*sse && *method != u"streamRunSession"_s)
        problems << u"alt=sse on %1"_s.arg(*method);
    if (!request.headers.value("content-type").startsWith("application/json"))
        problems << u"Content-Type %1"_s.arg(
            QString::fromLatin1(request.headers.value("content-type")));
    const QJsonObject body = QJsonDocument::fromJson(request.body).object();
    m_bodies.append(body);
    for (auto it = body.begin(); it != body.end(); ++it)
        if (it.key() != u"config"_s && it.key() != u"inputs"_s)
            problems << u"unknown key %1"_s.arg(it.key());
    if (body.value(u"config"_s).toObject().value(u"session"_s).toString() != m.captured(1))
        problems << u"config.session is not the session of the path"_s;
    const QJsonArray inputs = body.value(u"inputs"_s).toArray();
    if (inputs.isEmpty())
        problems << u"no inputs"_s;
    static const QStringList oneof {u"text"_s, u"dtmf"_s, u"audio"_s, u"toolResponses"_s,
        u"image"_s, u"blob"_s, u"variables"_s, u"event"_s};
    for (const QJsonValue &v : inputs) {
        QStringList keys = v.toObject().keys();
        keys.removeAll(u"willContinue"_s);
        if (keys.size() != 1 || !oneof.contains(keys.first()))
            problems << u"input with keys %1"_s.arg(keys.join(u','));
    }
    m_problems += problems;
    return problems.isEmpty() ? m.captured(1) : QString();
}

void FakeCesServer::handle(QTcpSocket *socket, const HttpRequest &request)
{
    if (!m_requiredToken.isEmpty()
        && request.headers.value("authorization") != "Bearer " + m_requiredToken)
        return googleError(socket, 401, "UNAUTHENTICATED",
            u"Request had invalid authentication credentials. Expected OAuth 2 access token, "
            "login cookie or other valid authentication credential."_s,
            {QJsonObject {{u"@type"_s, u"type.googleapis.com/google.rpc.ErrorInfo"_s},
                {u"reason"_s, u"ACCESS_TOKEN_EXPIRED"_s}, {u"domain"_s, u"googleapis.com"_s},
                {u"metadata"_s, QJsonObject {{u"service"_s, u"ces.googleapis.com"_s}}}}});
    QString method;
    bool sse = false;
    const QString session = check(request, &method, &sse);
    if (session.isEmpty())
        return googleError(
            socket, 400, "INVALID_ARGUMENT", u"Invalid request: "_s + m_problems.join(u"; "_s), {});
    switch (m_failure) {
    case Failure::Unauthorized:
        return googleError(socket, 401, "UNAUTHENTICATED",
            u"Request had invalid authentication credentials."_s, {});
    case Failure::Forbidden:
        return googleError(socket, 403, "PERMISSION_DENIED",
            u"Permission 'ces.sessions.runSession' denied on resource '%1'."_s.arg(session),
            {QJsonObject {{u"@type"_s, u"type.googleapis.com/google.rpc.ErrorInfo"_s},
                {u"reason"_s, u"IAM_PERMISSION_DENIED"_s}, {u"domain"_s, u"iam.googleapis.com"_s},
                {u"metadata"_s, QJsonObject {{u"permission"_s, u"ces.sessions.runSession"_s}}}}});
    case Failure::NotFound:
        return googleError(socket, 404, "NOT_FOUND", u"App %1 not found."_s.arg(app()),
            {QJsonObject {{u"@type"_s, u"type.googleapis.com/google.rpc.ResourceInfo"_s},
                {u"resourceType"_s, u"ces.googleapis.com/App"_s}, {u"resourceName"_s, app()}}});
    case Failure::TooManyRequests:
        return googleError(socket, 429, "RESOURCE_EXHAUSTED",
            u"Quota exceeded for quota metric 'Session runs' of service ces.googleapis.com."_s,
            {QJsonObject {{u"@type"_s, u"type.googleapis.com/google.rpc.ErrorInfo"_s},
                 {u"reason"_s, u"RATE_LIMIT_EXCEEDED"_s}, {u"domain"_s, u"googleapis.com"_s}},
                QJsonObject {{u"@type"_s, u"type.googleapis.com/google.rpc.RetryInfo"_s},
                    {u"retryDelay"_s, u"30s"_s}}});
    case Failure::ServerError:
        return googleError(socket, 500, "INTERNAL", u"Internal error encountered."_s,
            {QJsonObject {{u"@type"_s, u"type.googleapis.com/google.rpc.DebugInfo"_s},
                {u"detail"_s, u"backend shard 7 unavailable"_s}}});
    default:
        break;
    }
    const int number = ++m_turns[session];
    const QJsonArray responses
        = turn(m_bodies.last().toObject().value(u"inputs"_s).toArray(), number);
    if (method == u"runSession"_s) {
        QJsonArray outputs;
        for (const QJsonValue &r : responses)
            for (const QJsonValue &o : r.toObject().value(u"outputs"_s).toArray())
                outputs.append(o);
        if (m_failure == Failure::Malformed)
            outputs.append(42);
        return reply(socket, 200, compact(QJsonObject {{u"outputs"_s, outputs}}));
    }
    QList<QByteArray> elements;
    for (const QJsonValue &r : responses) // pretty-printed, as Google's front end writes them
        elements << QJsonDocument(r.toObject()).toJson(QJsonDocument::Indented).trimmed();
    if (m_failure == Failure::Malformed)
        elements.insert(1, "42");
    if (m_failure == Failure::ErrorInStream)
        elements.insert(1,
            R"({"error":{"code":503,"message":"The service is currently unavailable.","status":"UNAVAILABLE"}})");
    socket->write(QByteArray("HTTP/1.1 200 OK\r\nContent-Type: ")
        + (sse ? "text/event-stream" : "application/json; charset=UTF-8")
        + "\r\nConnection: close\r\n\r\n");
    QList<QByteArray> pieces;
    const bool hang = m_failure == Failure::Hang;
    for (qsizetype i = 0; i < elements.size(); ++i) {
        const QByteArray element = elements.at(i);
        QByteArray text;
        if (sse)
            text = "data: " + compact(QJsonDocument::fromJson(element).object())
                + (i % 2 ? "\r\n\r\n" : "\n\n");
        else
            text = QByteArray(i == 0 ? "[" : "\n,") + element;
        if (sse && element == "42")
            text = "data: 42\n\n";
        if (m_failure == Failure::CutMidArray && i == 1) {
            pieces << inThree(text).first();
            return stream(socket, pieces, false);
        }
        if (hang) { // the first response at once, then silence: the client's idle limit ends it
            socket->write(text);
            return stream(socket, {}, true);
        }
        pieces += inThree(text);
    }
    if (!sse)
        pieces << "\n]";
    stream(socket, pieces, false);
}

void FakeCesServer::reply(QTcpSocket *socket, int status, const QByteArray &body)
{
    socket->write("HTTP/1.1 " + QByteArray::number(status) + ' ' + reason(status)
        + "\r\nContent-Type: application/json; charset=UTF-8\r\nContent-Length: "
        + QByteArray::number(body.size()) + "\r\nConnection: close\r\n\r\n" + body);
    socket->disconnectFromHost();
}

void FakeCesServer::googleError(QTcpSocket *socket, int status, const char *code,
    const QString &message, const QJsonArray &details)
{
    QJsonObject error {
        {u"code"_s, status}, {u"message"_s, message}, {u"status"_s, QString::fromLatin1(code)}};
    if (!details.isEmpty())
        error.insert(u"details"_s, details);
    reply(socket, status, QJsonDocument(QJsonObject {{u"error"_s, error}}).toJson());
}
