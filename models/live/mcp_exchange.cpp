// SPDX-License-Identifier: GPL-2.0-or-later
#include "mcp_exchange.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>

using namespace Qt::StringLiterals;

QByteArray McpExchangeEnd::header(const QByteArray &name) const
{
    for (const McpHeader &h : headers)
        if (h.first.compare(name, Qt::CaseInsensitive) == 0)
            return h.second;
    return QByteArray();
}

McpExchange::McpExchange(QNetworkAccessManager *network, McpHttpRequest request,
    McpExchangeLimits limits, int number, QList<QByteArray> secrets, QObject *parent)
    : QObject(parent)
    , m_network(network)
    , m_request(std::move(request))
    , m_limits(limits)
    , m_number(number)
    , m_secrets(std::move(secrets))
{
    m_idle.setSingleShot(true);
    m_total.setSingleShot(true);
    connect(&m_idle, &QTimer::timeout, this, [this] { fail(McpExchangeEnd::Reason::Timeout); });
    connect(&m_total, &QTimer::timeout, this, [this] {
        m_end.totalTimeout = true;
        fail(McpExchangeEnd::Reason::Timeout);
    });
}

McpExchange::~McpExchange()
{
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
    }
}

void McpExchange::start()
{
    m_clock.start();
    McpLogRecord record;
    record.direction = McpLogRecord::Direction::Sent;
    record.operation = m_request.operation;
    record.exchange = m_number;
    record.rpcMethod = m_request.rpcMethod;
    record.url = m_request.url;
    record.headers = mcplog::maskHeaders(m_request.headers);
    record.body = mcplog::maskSecrets(m_request.body, m_secrets);
    record.time = QDateTime::currentDateTime();
    Q_EMIT logged(record);

    if (!m_network) {
        m_end.networkError = u"no network access manager"_s;
        end(McpExchangeEnd::Reason::NetworkError);
        return;
    }
    QNetworkRequest req(m_request.url);
    for (const McpHeader &h : m_request.headers)
        req.setRawHeader(h.first, h.second);
    req.setAttribute(
        QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    req.setAttribute(QNetworkRequest::CacheLoadControlAttribute, QNetworkRequest::AlwaysNetwork);
    req.setAttribute(QNetworkRequest::CacheSaveControlAttribute, false);
    m_reply = m_network->post(req, m_request.body);
    connect(m_reply, &QNetworkReply::metaDataChanged, this, &McpExchange::onMetaData);
    connect(m_reply, &QNetworkReply::readyRead, this, &McpExchange::onReadyRead);
    connect(m_reply, &QNetworkReply::finished, this, &McpExchange::onFinished);
    if (m_limits.idleTimeoutMs > 0)
        m_idle.start(m_limits.idleTimeoutMs);
    if (m_limits.maxTotalMs > 0)
        m_total.start(m_limits.maxTotalMs);
}

void McpExchange::touch()
{
    if (!m_done && m_limits.idleTimeoutMs > 0)
        m_idle.start(m_limits.idleTimeoutMs);
}

void McpExchange::abort()
{
    if (!m_done)
        fail(McpExchangeEnd::Reason::Aborted);
}

void McpExchange::onMetaData()
{
    if (!m_reply || m_metaRead)
        return;
    const QVariant status = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute);
    if (!status.isValid())
        return;
    m_metaRead = true;
    m_end.status = status.toInt();
    m_end.headers.clear();
    for (const auto &pair : m_reply->rawHeaderPairs())
        m_end.headers.append({pair.first, pair.second});
    QByteArray type = m_end.header("content-type").toLower();
    if (const qsizetype semi = type.indexOf(';'); semi >= 0)
        type.truncate(semi);
    m_end.contentType = type.trimmed();
    m_end.eventStream = m_end.contentType == "text/event-stream";
    bool ok = false;
    const qint64 length = m_end.header("content-length").toLongLong(&ok);
    if (ok && m_limits.maxBytes > 0 && length > m_limits.maxBytes)
        fail(McpExchangeEnd::Reason::TooLarge);
}

void McpExchange::onReadyRead()
{
    if (!m_reply || m_done)
        return;
    if (!m_metaRead)
        onMetaData();
    if (m_done)
        return;
    consume(m_reply->readAll());
}

void McpExchange::consume(const QByteArray &bytes)
{
    if (bytes.isEmpty() || m_done)
        return;
    m_end.bytesReceived += bytes.size();
    if (m_limits.maxBytes > 0 && m_end.bytesReceived > m_limits.maxBytes) {
        fail(McpExchangeEnd::Reason::TooLarge);
        return;
    }
    m_end.body.append(bytes);
    if (!m_end.eventStream || m_end.status < 200 || m_end.status >= 300)
        return;
    const QVector<SseEvent> events = m_sse.feed(bytes);
    QPointer<McpExchange> self(this);
    for (const SseEvent &event : events) {
        if (!self || m_done)
            return;
        if (event.type != u"message"_s || event.data.trimmed().isEmpty())
            continue; // other event types carry no JSON-RPC message
        Q_EMIT messageReceived(event.data);
    }
}

void McpExchange::onFinished()
{
    if (!m_reply || m_done)
        return;
    if (!m_metaRead)
        onMetaData();
    if (m_done)
        return;
    consume(m_reply->readAll());
    if (m_done)
        return;
    if (m_end.status == 0) {
        m_end.networkError = m_reply->errorString();
        end(McpExchangeEnd::Reason::NetworkError);
        return;
    }
    const bool success = m_end.status >= 200 && m_end.status < 300;
    if (success && m_end.eventStream) {
        QPointer<McpExchange> self(this);
        for (const SseEvent &event : m_sse.finish()) {
            if (!self || m_done)
                return;
            if (event.type == u"message"_s && !event.data.trimmed().isEmpty())
                Q_EMIT messageReceived(event.data);
        }
        m_end.cutMidEvent = m_sse.discardedAtEnd();
    } else if (success && !m_end.body.trimmed().isEmpty()) {
        QPointer<McpExchange> self(this);
        Q_EMIT messageReceived(m_end.body);
        if (!self || m_done)
            return;
    }
    if (m_reply->error() != QNetworkReply::NoError && success)
        m_end.networkError = m_reply->errorString(); // e.g. the connection reset mid-body
    end(McpExchangeEnd::Reason::Completed);
}

void McpExchange::fail(McpExchangeEnd::Reason reason)
{
    if (m_done)
        return;
    if (reason == McpExchangeEnd::Reason::Timeout)
        m_end.networkError = u"timed out"_s;
    else if (reason == McpExchangeEnd::Reason::TooLarge)
        m_end.networkError = u"response larger than the size limit"_s;
    else if (reason == McpExchangeEnd::Reason::Aborted)
        m_end.networkError = u"stopped by the client"_s;
    end(reason);
}

void McpExchange::end(McpExchangeEnd::Reason reason)
{
    if (m_done)
        return;
    m_done = true;
    m_idle.stop();
    m_total.stop();
    if (m_reply) {
        QNetworkReply *reply = m_reply.data();
        m_reply = nullptr;
        reply->disconnect(this);
        if (reply->isRunning())
            reply->abort();
        reply->deleteLater();
    }
    m_end.reason = reason;
    m_end.elapsedMs = m_clock.isValid() ? m_clock.elapsed() : 0;

    McpLogRecord record;
    record.direction = McpLogRecord::Direction::Received;
    record.operation = m_request.operation;
    record.exchange = m_number;
    record.rpcMethod = m_request.rpcMethod;
    record.url = m_request.url;
    record.status = m_end.status;
    record.headers = mcplog::maskHeaders(m_end.headers);
    record.body = mcplog::maskSecrets(m_end.body, m_secrets);
    record.error = mcplog::maskSecrets(m_end.networkError, m_secrets);
    record.time = QDateTime::currentDateTime();
    record.elapsedMs = m_end.elapsedMs;
    Q_EMIT logged(record);
    Q_EMIT finished(m_end);
}
