// SPDX-License-Identifier: GPL-2.0-or-later
// The CES SessionService over REST: runSession and streamRunSession (a JSON array or SSE).
#include "ces_session_client.h"

#include "ces_session_client_internal.h"
#include "mcp_client.h"
#include "waiting_operations.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>

using namespace Qt::StringLiterals;
using namespace cessession;

McpError cessession::malformed(const char *what, const QByteArray &excerpt)
{
    return makeMcpError(
        McpError::Kind::Protocol, what, {}, QString::fromUtf8(excerpt.left(kMaxExcerpt)));
}

CesSessionClient::CesSessionClient(QObject *parent)
    : QObject(parent)
    , m_network(new QNetworkAccessManager(this))
    , m_endpoint(defaultEndpoint())
{ }

CesSessionClient::~CesSessionClient()
{
    for (auto &[id, op] : m_operations) {
        if (op->reply) {
            op->reply->disconnect(this);
            op->reply->abort();
        }
    }
}

QUrl CesSessionClient::defaultEndpoint()
{
    return QUrl(u"https://ces.googleapis.com"_s);
}

bool CesSessionClient::setEndpoint(const QUrl &url, McpError *error)
{
    if (!McpClient::isAllowedEndpoint(url, error))
        return false;
    m_endpoint = url;
    return true;
}

void CesSessionClient::setTokenSource(TokenSource *source)
{
    if (m_tokens)
        m_tokens->disconnect(this);
    m_tokens = source;
    if (source) {
        connect(source, &TokenSource::ready, this, &CesSessionClient::onTokenReady);
        connect(source, &TokenSource::failed, this, &CesSessionClient::onTokenFailed);
    }
}

QList<QByteArray> CesSessionClient::secrets() const
{
    const QByteArray token = (m_tokens ? m_tokens->token() : m_token).toUtf8();
    if (token.isEmpty())
        return {};
    return {token, "Bearer " + token};
}

int CesSessionClient::run(const CesRunRequest &request, Mode mode)
{
    const int id = m_next++;
    if (!CesRunRequest::isSessionName(request.session)) {
        QMetaObject::invokeMethod(
            this,
            [this, id, name = request.session] {
                Q_EMIT failed(id,
                    makeMcpError(McpError::Kind::InvalidEndpoint,
                        QT_TRANSLATE_NOOP("McpError",
                            "“%1” is not a session name "
                            "(projects/…/locations/…/apps/…/sessions/…)."),
                        {name}));
            },
            Qt::QueuedConnection);
        return id;
    }
    auto op = std::make_unique<Operation>();
    op->mode = mode;
    op->session = request.session;
    QString path = m_endpoint.path(QUrl::FullyEncoded);
    while (path.endsWith(u'/'))
        path.chop(1);
    path += u"/v1"_s;
    for (const QString &segment : request.session.split(u'/'))
        path += u'/' + QString::fromLatin1(QUrl::toPercentEncoding(segment));
    op->method = mode == Mode::Unary ? u"runSession"_s : u"streamRunSession"_s;
    path += u':' + op->method;
    op->url = m_endpoint;
    op->url.setPath(path, QUrl::StrictMode);
    if (mode == Mode::StreamSse)
        op->url.setQuery(u"alt=sse"_s);
    op->request = request.toJson();
    startOperation(m_operations, id, std::move(op), m_tokens.data(),
        [this](int started, Operation &sent) { send(started, sent); });
    return id;
}

void CesSessionClient::send(int id, Operation &op)
{
    op.waitingForToken = false;
    op.exchange = ++m_exchanges;
    QNetworkRequest request(op.url);
    request.setAttribute(
        QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    request.setTransferTimeout(m_idleTimeoutMs);
    const QByteArray accept
        = op.mode == Mode::StreamSse ? "text/event-stream"_ba : "application/json"_ba;
    request.setRawHeader("Accept", accept);
    request.setHeader(QNetworkRequest::ContentTypeHeader, "application/json"_ba);
    const QString token = m_tokens ? m_tokens->token() : m_token;
    if (!token.isEmpty())
        request.setRawHeader("Authorization", "Bearer " + token.toUtf8());
    op.clock.start();
    op.reply = m_network->post(request, op.request);
    log(op, id, true);
    connect(op.reply, &QNetworkReply::readyRead, this, [this, id] { onReadyRead(id); });
    connect(op.reply, &QNetworkReply::finished, this, [this, id] { onFinished(id); });
}

void CesSessionClient::onTokenReady()
{
    sendWaitingOperations(m_operations, [this](int id, auto &op) { send(id, op); });
}

void CesSessionClient::onTokenFailed(const McpError &error)
{
    failWaitingOperations(m_operations, [this, &error](int id) { Q_EMIT failed(id, error); });
}

void CesSessionClient::cancel(int operation)
{
    const auto it = m_operations.find(operation);
    if (it == m_operations.end())
        return;
    const McpError cancelled
        = makeMcpError(McpError::Kind::Cancelled, QT_TRANSLATE_NOOP("McpError", "Cancelled."));
    if (it->second->waitingForToken || !it->second->reply) {
        m_operations.erase(it);
        QMetaObject::invokeMethod(
            this, [this, operation, cancelled] { Q_EMIT failed(operation, cancelled); },
            Qt::QueuedConnection);
        return;
    }
    stop(operation, *it->second, cancelled);
}

void CesSessionClient::stop(int id, Operation &op, const McpError &error)
{
    Q_UNUSED(id);
    if (op.failure.isError())
        return;
    op.failure = error;
    // Aborted from the event loop: an abort here could end the operation under its reader.
    if (op.reply)
        QMetaObject::invokeMethod(op.reply.data(), &QNetworkReply::abort, Qt::QueuedConnection);
}

bool CesSessionClient::retryWithNewToken(int id, std::unique_ptr<Operation> &op, int status)
{
    if (status != 401 || op->retried || op->failure.isError() || !m_tokens
        || !m_tokens->canRefresh())
        return false;
    op->retried = true;
    op->reply = nullptr;
    op->decided = op->streaming = false;
    op->body.clear();
    op->logBody.clear();
    op->logTruncated = false;
    op->array = JsonArraySplitter();
    op->sse = SseParser();
    op->waitingForToken = true;
    m_operations.emplace(id, std::move(op));
    m_tokens->invalidate();
    m_tokens->request(true);
    return true;
}

void CesSessionClient::onFinished(int id)
{
    onReadyRead(id); // what arrived with the end
    const auto it = m_operations.find(id);
    if (it == m_operations.end())
        return;
    std::unique_ptr<Operation> op = std::move(it->second);
    m_operations.erase(it);
    QNetworkReply *reply = op->reply;
    if (!reply)
        return;
    reply->deleteLater();
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    McpError error = op->failure;
    if (!error.isError() && status != 0 && status / 100 != 2) {
        error = statusError(*op, status);
    } else if (!error.isError() && reply->error() == QNetworkReply::OperationCanceledError) {
        error = makeMcpError(McpError::Kind::Timeout,
            QT_TRANSLATE_NOOP("McpError", "No response within %1 s."),
            {QString::number(m_idleTimeoutMs / 1000.0, 'g', 3)});
    } else if (!error.isError() && reply->error() != QNetworkReply::NoError) {
        error = makeMcpError(McpError::Kind::Network,
            op->streaming
                ? QT_TRANSLATE_NOOP("McpError", "The stream from %1 was cut before the run ended.")
                : QT_TRANSLATE_NOOP("McpError", "Could not reach %1."),
            {m_endpoint.toString()}, mcplog::maskSecrets(reply->errorString(), secrets()));
    } else if (!error.isError() && op->streaming && op->mode == Mode::Stream
        && !op->array.isClosed()) {
        error = makeMcpError(McpError::Kind::Protocol,
            QT_TRANSLATE_NOOP("McpError",
                "The stream ended before the answer was complete: its JSON array was not "
                "closed (responses received: %1)."),
            {QString::number(op->array.count())});
    } else if (!error.isError() && op->streaming && op->mode == Mode::StreamSse) {
        op->sse.finish();
        if (op->sse.discardedAtEnd())
            error = makeMcpError(McpError::Kind::Protocol,
                QT_TRANSLATE_NOOP("McpError", "The stream ended in the middle of an event."));
    }
    log(*op, id, false, status);
    if (error.isError()) {
        if (retryWithNewToken(id, op, status))
            return;
        Q_EMIT failed(id, error);
        return;
    }
    if (!op->streaming) {
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(op->body, &parseError);
        if (!doc.isObject()) {
            Q_EMIT failed(id,
                malformed(QT_TRANSLATE_NOOP("McpError",
                              "The server's answer is not the JSON "
                              "expected."),
                    op->body));
            return;
        }
        m_operations.emplace(id, std::move(op)); // running while its outputs are handed out
        Operation &kept = *m_operations.at(id);
        const bool ok = takeElement(id, kept, kept.body);
        const auto again = m_operations.find(id);
        if (again == m_operations.end() || again->second.get() != &kept)
            return;
        const McpError failure = kept.failure;
        m_operations.erase(again);
        if (!ok || failure.isError()) {
            Q_EMIT failed(id, failure);
            return;
        }
    }
    Q_EMIT runFinished(id);
}
