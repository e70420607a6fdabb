// SPDX-License-Identifier: GPL-2.0-or-later
// CesSessionClient: reading the answer (a JSON array, SSE events or one reply), its errors in
// words, and the protocol log.
#include "ces_session_client_internal.h"
#include "google_error.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;
using namespace cessession;

void CesSessionClient::onReadyRead(int id)
{
    const auto it = m_operations.find(id);
    if (it == m_operations.end() || !it->second->reply || it->second->failure.isError())
        return;
    Operation *op = it->second.get();
    QNetworkReply *reply = op->reply;
    if (!reply->isOpen())
        return;
    if (!op->decided) {
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        op->decided = true;
        op->streaming = op->mode != Mode::Unary && status / 100 == 2;
    }
    const QByteArray bytes = reply->readAll();
    if (op->logBody.size() < kMaxLogBody)
        op->logBody += bytes.left(kMaxLogBody - op->logBody.size());
    op->logTruncated = op->logTruncated || op->logBody.size() >= kMaxLogBody;
    if (!op->streaming) {
        op->body += bytes;
        if (op->body.size() > kMaxBody)
            stop(id, *op,
                makeMcpError(McpError::Kind::TooLarge,
                    QT_TRANSLATE_NOOP("McpError",
                        "The response is larger than the limit of %1 bytes; the call was stopped."),
                    {QString::number(kMaxBody)}));
        return;
    }
    QByteArrayList elements;
    if (op->mode == Mode::Stream) {
        elements = op->array.feed(bytes);
    } else {
        for (const SseEvent &e : op->sse.feed(bytes))
            if (!e.data.trimmed().isEmpty())
                elements << e.data;
    }
    for (const QByteArray &element : std::as_const(elements)) {
        const auto again = m_operations.find(id); // a receiver may have cancelled it
        if (again == m_operations.end() || again->second.get() != op || op->failure.isError())
            return;
        if (!takeElement(id, *op, element))
            return;
    }
    const auto again = m_operations.find(id);
    if (again == m_operations.end() || again->second.get() != op || op->failure.isError())
        return;
    if (op->array.state() == JsonArraySplitter::State::Invalid)
        stop(id, *op,
            makeMcpError(McpError::Kind::Protocol,
                QT_TRANSLATE_NOOP(
                    "McpError", "The answer is not a JSON array of responses (at byte %1)."),
                {QString::number(op->array.invalidAt())},
                QString::fromUtf8(op->logBody.left(kMaxExcerpt))));
    else if (op->array.pendingBytes() > kMaxBody || op->sse.pendingBytes() > kMaxBody)
        stop(id, *op,
            makeMcpError(McpError::Kind::TooLarge,
                QT_TRANSLATE_NOOP("McpError",
                    "An output is larger than the limit of %1 bytes; the run was stopped."),
                {QString::number(kMaxBody)}));
}

bool CesSessionClient::takeElement(int id, Operation &op, const QByteArray &element)
{
    const QJsonDocument doc = QJsonDocument::fromJson(element);
    if (!doc.isObject()) {
        stop(id, op,
            malformed(QT_TRANSLATE_NOOP("McpError", "A response of the run is not a JSON object."),
                element));
        return false;
    }
    const QJsonObject o = doc.object();
    if (o.contains(u"error"_s)) { // an error in the middle of a stream
        const GoogleError e = GoogleError::parse(element);
        McpError error = makeMcpError(McpError::Kind::Http,
            QT_TRANSLATE_NOOP("McpError", "The server stopped the run with error %1."),
            {e.code ? QString::number(e.code) : e.status},
            mcplog::maskSecrets(GoogleError::describe(element), secrets()));
        error.httpStatus = e.code;
        stop(id, op, error);
        return false;
    }
    QJsonArray outputs;
    if (o.contains(u"outputs"_s)) {
        if (!o.value(u"outputs"_s).isArray()) {
            stop(id, op,
                malformed(QT_TRANSLATE_NOOP("McpError", "“outputs” of a response is not a list."),
                    element));
            return false;
        }
        outputs = o.value(u"outputs"_s).toArray();
    } else if (!o.isEmpty()) { // a bare SessionOutput, as a proxy may forward it
        outputs.append(o);
    }
    for (const QJsonValue &output : std::as_const(outputs)) {
        if (!output.isObject()) {
            stop(id, op,
                malformed(
                    QT_TRANSLATE_NOOP("McpError", "An output of the run is not a JSON object."),
                    QJsonDocument(QJsonArray {output}).toJson(QJsonDocument::Compact)));
            return false;
        }
        Q_EMIT outputReceived(id, QJsonDocument(output.toObject()).toJson(QJsonDocument::Compact));
        const auto again = m_operations.find(id);
        if (again == m_operations.end() || again->second.get() != &op || op.failure.isError())
            return false;
    }
    return true;
}

McpError CesSessionClient::statusError(const Operation &op, int status) const
{
    const QString detail = mcplog::maskSecrets(GoogleError::describe(op.body), secrets());
    const QString code = QString::number(status);
    const QString source = m_tokens ? m_tokens->description() : QString();
    const bool hasToken = m_tokens ? !m_tokens->token().isEmpty() : !m_token.isEmpty();
    McpError error;
    if (status == 401 || status == 403) {
        const char *text = nullptr;
        if (status == 401)
            text = !source.isEmpty() ? QT_TRANSLATE_NOOP("McpError",
                       "The server refused the token from %2 (HTTP %1): it is missing, expired "
                       "or not valid.")
                : hasToken           ? QT_TRANSLATE_NOOP(
                                "McpError", "The server refused the token it was given (HTTP %1).")
                           : QT_TRANSLATE_NOOP("McpError",
                               "The server refused the request (HTTP %1): no token was sent.");
        else
            text = !source.isEmpty()
                ? QT_TRANSLATE_NOOP(
                    "McpError", "The account of the token from %2 may not use this app (HTTP %1).")
                : QT_TRANSLATE_NOOP("McpError", "The server refused access to this app (HTTP %1).");
        error = makeMcpError(McpError::Kind::Auth, text, {code, source}, detail);
    } else if (status == 404) {
        error = makeMcpError(McpError::Kind::Http,
            QT_TRANSLATE_NOOP("McpError",
                "Not found (HTTP 404): the app of session %1 does not exist, or is not visible to "
                "this account."),
            {op.session}, detail);
    } else if (status == 429) {
        error = makeMcpError(McpError::Kind::Http,
            QT_TRANSLATE_NOOP(
                "McpError", "Too many requests (HTTP 429): a quota is used up; try again later."),
            {}, detail);
    } else if (status / 100 == 5) {
        error = makeMcpError(McpError::Kind::Http,
            QT_TRANSLATE_NOOP("McpError", "The server failed (HTTP %1); try again later."), {code},
            detail);
    } else {
        error = makeMcpError(McpError::Kind::Http,
            QT_TRANSLATE_NOOP("McpError", "The server answered HTTP %1."), {code}, detail);
    }
    error.httpStatus = status;
    return error;
}

void CesSessionClient::log(const Operation &op, int id, bool sent, int status)
{
    McpLogRecord record;
    record.direction = sent ? McpLogRecord::Direction::Sent : McpLogRecord::Direction::Received;
    record.operation = id;
    record.exchange = op.exchange;
    record.rpcMethod = op.method;
    record.url = op.url;
    record.time = QDateTime::currentDateTime();
    const QList<QByteArray> hidden = secrets();
    if (sent) {
        QVector<McpHeader> headers {{"Content-Type", "application/json"},
            {"Accept", op.mode == Mode::StreamSse ? "text/event-stream" : "application/json"}};
        if (!hidden.isEmpty())
            headers.append({"Authorization", hidden.last()});
        record.headers = mcplog::maskHeaders(headers);
        record.body = mcplog::maskSecrets(op.request, hidden);
    } else {
        record.status = status;
        if (op.reply) {
            QVector<McpHeader> headers;
            for (const auto &[name, value] : op.reply->rawHeaderPairs())
                headers.append({name, value});
            record.headers = mcplog::maskHeaders(headers);
            if (op.reply->error() != QNetworkReply::NoError)
                record.error = mcplog::maskSecrets(op.reply->errorString(), hidden);
        }
        if (op.failure.isError())
            record.error = mcplog::maskSecrets(op.failure.englishText(), hidden);
        record.body = mcplog::maskSecrets(op.logBody, hidden);
        record.bodyTruncated = op.logTruncated;
        record.elapsedMs = op.clock.isValid() ? op.clock.elapsed() : -1;
    }
    Q_EMIT logged(record);
}
