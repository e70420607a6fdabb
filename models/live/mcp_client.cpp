// SPDX-License-Identifier: GPL-2.0-or-later
#include "mcp_client.h"

#include "mcp_operation.h"
#include "mcp_protocol.h"
#include "token_source.h"

#include <QHostAddress>
#include <QNetworkAccessManager>
#include <QTimer>

using namespace Qt::StringLiterals;

McpClient::McpClient(QObject *parent)
    : QObject(parent)
    , m_network(new QNetworkAccessManager(this))
{
    m_settings.clientVersion = QCoreApplication::applicationVersion();
}

McpClient::~McpClient()
{
    for (auto &entry : m_ops)
        if (entry.second->exchange)
            entry.second->exchange->disconnect(this);
}

void McpClient::setSettings(const McpClientSettings &settings)
{
    const bool reset = settings.endpoint != m_settings.endpoint || settings.era != m_settings.era;
    m_settings = settings;
    if (reset)
        resetConnection();
}

void McpClient::setTokenSource(TokenSource *source)
{
    if (m_tokens)
        m_tokens->disconnect(this);
    m_tokens = source;
    if (source) {
        connect(source, &TokenSource::ready, this, &McpClient::onTokenReady);
        connect(source, &TokenSource::failed, this, &McpClient::onTokenFailed);
    }
}

void McpClient::resetConnection()
{
    m_handshake = Handshake::None;
    m_era = McpEra::Auto;
    m_sessionId.clear();
    m_legacyVersion.clear();
    m_info = McpServerInfo();
}

bool McpClient::isAllowedEndpoint(const QUrl &url, McpError *error)
{
    if (!url.isValid() || url.host().isEmpty()
        || (url.scheme() != u"https"_s && url.scheme() != u"http"_s)) {
        if (error)
            *error = makeMcpError(McpError::Kind::InvalidEndpoint,
                QT_TRANSLATE_NOOP("McpError", "\"%1\" is not an http or https URL."),
                {url.toString()});
        return false;
    }
    if (url.scheme() == u"https"_s)
        return true;
    const QString host = url.host();
    QHostAddress address;
    const bool loopback = host.compare(u"localhost"_s, Qt::CaseInsensitive) == 0
        || (address.setAddress(host) && address.isLoopback());
    if (!loopback && error)
        *error = makeMcpError(McpError::Kind::Insecure,
            QT_TRANSLATE_NOOP("McpError",
                "Refusing to send a request to %1 over plain HTTP: use https (plain http is "
                "allowed only for localhost)."),
            {host});
    return loopback;
}

int McpClient::discover()
{
    auto op = std::make_unique<McpOperation>();
    op->kind = McpOutcome::Kind::Discover;
    op->method = u"server/discover"_s;
    return startOperation(std::move(op));
}

int McpClient::listTools()
{
    auto op = std::make_unique<McpOperation>();
    op->kind = McpOutcome::Kind::ListTools;
    op->method = u"tools/list"_s;
    op->params = mcp::toolsListParams(QString());
    return startOperation(std::move(op));
}

int McpClient::callTool(const QString &name, const QByteArray &argumentsJson)
{
    auto op = std::make_unique<McpOperation>();
    op->kind = McpOutcome::Kind::CallTool;
    op->method = u"tools/call"_s;
    op->toolName = name;
    const std::optional<QByteArray> params = mcp::toolsCallParams(name, argumentsJson);
    op->params = params.value_or(QByteArray());
    const int id = startOperation(std::move(op));
    if (!params)
        if (McpOperation *started = find(id))
            finish(*started,
                makeMcpError(McpError::Kind::Protocol,
                    QT_TRANSLATE_NOOP("McpError", "The tool arguments must be a JSON object.")));
    return id;
}

QList<QByteArray> McpClient::secrets() const
{
    QList<QByteArray> out = mcplog::secretValues(m_settings.extraHeaders);
    if (m_tokens && !m_tokens->token().isEmpty())
        out.append(m_tokens->token().toUtf8());
    return out;
}

McpOperation *McpClient::find(int opId)
{
    const auto it = m_ops.find(opId);
    return it == m_ops.end() ? nullptr : it->second.get();
}

bool McpClient::isRunning(int operation) const
{
    return m_ops.count(operation) > 0;
}

int McpClient::runningCount() const
{
    int n = 0;
    for (const auto &entry : m_ops)
        n += entry.second->role == McpOperation::Role::Public ? 1 : 0;
    return n;
}

int McpClient::startOperation(std::unique_ptr<McpOperation> op)
{
    op->id = ++m_nextOperation;
    op->clock.start();
    const int id = op->id;
    McpOperation &ref = *op;
    m_ops.emplace(id, std::move(op));
    McpError error;
    if (!isAllowedEndpoint(m_settings.endpoint, &error)) {
        finish(ref, error);
        return id;
    }
    advance(ref);
    return id;
}

void McpClient::advance(McpOperation &op)
{
    if (m_tokens && !m_tokens->isFresh()) {
        op.wait = McpOperation::Wait::Token;
        m_tokens->request();
        return;
    }
    const bool handshakeStep = op.role == McpOperation::Role::Probe
        || op.role == McpOperation::Role::Initialize || op.role == McpOperation::Role::Initialized
        || op.role == McpOperation::Role::Notify;
    if (!handshakeStep && m_handshake != Handshake::Ready) {
        op.wait = McpOperation::Wait::Handshake;
        if (m_handshake == Handshake::None)
            beginHandshake();
        return;
    }
    if (op.role == McpOperation::Role::Public && op.kind == McpOutcome::Kind::Discover
        && (m_era == McpEra::Legacy || !m_info.name.isEmpty())) {
        finish(op, McpError()); // the handshake already told everything
        return;
    }
    send(op);
}

QVector<McpHeader> McpClient::headersFor(const McpOperation &op, bool modern) const
{
    QVector<McpHeader> h;
    const auto add = [&h](const QByteArray &name, const QByteArray &value) {
        h.append(McpHeader(name, value));
    };
    add("Content-Type", "application/json");
    add("Accept", "application/json, text/event-stream");
    add("User-Agent", "conversation-inspector/" + m_settings.clientVersion.toUtf8());
    if (m_tokens && !m_tokens->token().isEmpty())
        add("Authorization", "Bearer " + m_tokens->token().toUtf8());
    if (!m_settings.userProject.isEmpty())
        add("x-goog-user-project", m_settings.userProject.toUtf8());
    if (modern) {
        add("MCP-Protocol-Version", mcp::kModernVersion);
        if (op.isRequest) {
            add("Mcp-Method", op.method.toUtf8());
            if (!op.toolName.isEmpty())
                add("Mcp-Name", mcp::encodeHeaderValue(op.toolName));
        }
    } else {
        if (!m_legacyVersion.isEmpty())
            add("MCP-Protocol-Version", m_legacyVersion.toUtf8());
        if (!m_sessionId.isEmpty())
            add("Mcp-Session-Id", m_sessionId);
    }
    for (const McpHeader &extra : m_settings.extraHeaders)
        h.append(extra);
    return h;
}

void McpClient::send(McpOperation &op)
{
    const bool modern = op.role == McpOperation::Role::Probe
        || (op.role != McpOperation::Role::Initialize && op.role != McpOperation::Role::Initialized
            && m_era == McpEra::Modern);
    op.sentModern = modern;
    op.answered = false;
    op.problem.clear();
    QByteArray body = op.presetBody;
    if (op.isRequest && body.isEmpty()) {
        op.rpcId = ++m_nextRpcId;
        if (op.kind == McpOutcome::Kind::CallTool && op.role == McpOperation::Role::Public)
            op.progressToken = u"ci-"_s + QString::number(op.rpcId);
        mcp::ClientIdentity client {m_settings.clientName, m_settings.clientVersion};
        body = mcp::buildRequest(op.rpcId, op.method, op.params, modern, op.progressToken, client);
    } else if (body.isEmpty()) {
        body = mcp::buildNotification(op.method, op.params);
    }
    op.requestJson = body;

    McpHttpRequest request;
    request.url = m_settings.endpoint;
    request.body = body;
    request.headers = headersFor(op, modern);
    request.rpcMethod = op.method;
    request.operation = op.role == McpOperation::Role::Notify ? op.parent : op.id;
    McpExchangeLimits limits;
    limits.idleTimeoutMs = m_settings.requestTimeoutMs;
    limits.maxTotalMs = m_settings.maxTotalMs;
    limits.maxBytes = m_settings.maxResponseBytes;
    QList<QByteArray> secrets = this->secrets();
    secrets += mcplog::secretValues(request.headers);
    auto *exchange = new McpExchange(m_network, request, limits, ++m_nextExchange, secrets, this);
    op.exchange = exchange;
    op.wait = McpOperation::Wait::Exchange;
    const int id = op.id;
    connect(exchange, &McpExchange::logged, this, &McpClient::logged);
    connect(exchange, &McpExchange::messageReceived, this,
        [this, id](const QByteArray &json) { onMessage(id, json); });
    connect(exchange, &McpExchange::finished, this, [this, id, exchange](const McpExchangeEnd &e) {
        exchange->deleteLater();
        McpOperation *op = find(id);
        if (op && op->exchange == exchange)
            onExchangeFinished(id, e);
    });
    exchange->start();
}

void McpClient::sendInternal(
    int parent, const QString &method, const QByteArray &body, bool isRequest)
{
    auto op = std::make_unique<McpOperation>();
    op->role = McpOperation::Role::Notify;
    op->method = method;
    op->presetBody = body;
    op->isRequest = isRequest;
    op->parent = parent;
    op->id = ++m_nextOperation;
    op->clock.start();
    McpOperation &ref = *op;
    m_ops.emplace(op->id, std::move(op));
    send(ref); // with the current token; no waiting (a cancel must go out now)
}

void McpClient::onTokenReady()
{
    QVector<int> waiting;
    for (const auto &entry : m_ops)
        if (entry.second->wait == McpOperation::Wait::Token)
            waiting << entry.first;
    for (const int id : waiting)
        if (McpOperation *op = find(id)) {
            op->wait = McpOperation::Wait::None;
            advance(*op);
        }
}

void McpClient::onTokenFailed(const McpError &error)
{
    QVector<int> waiting;
    for (const auto &entry : m_ops)
        if (entry.second->wait == McpOperation::Wait::Token)
            waiting << entry.first;
    for (const int id : waiting)
        if (McpOperation *op = find(id)) {
            if (op->role == McpOperation::Role::Probe || op->role == McpOperation::Role::Initialize
                || op->role == McpOperation::Role::Initialized) {
                m_ops.erase(id);
                handshakeFailed(error);
            } else {
                finish(*op, error);
            }
        }
}

void McpClient::cancel(int operation)
{
    McpOperation *op = find(operation);
    if (!op || op->role != McpOperation::Role::Public)
        return;
    if (op->exchange && op->exchange->isRunning()) {
        if (!op->sentModern && op->isRequest && op->rpcId >= 0) {
            const QByteArray body = mcp::buildNotification(u"notifications/cancelled"_s,
                mcp::cancelledParams(op->rpcId, u"Cancelled by the user"_s));
            sendInternal(op->id, u"notifications/cancelled"_s, body, false);
        }
        op->exchange->abort(); // 2026 era: closing the stream is the cancellation
    }
    finish(
        *op, makeMcpError(McpError::Kind::Cancelled, QT_TRANSLATE_NOOP("McpError", "Cancelled.")));
}

void McpClient::cancelAll()
{
    QVector<int> ids;
    for (const auto &entry : m_ops)
        if (entry.second->role == McpOperation::Role::Public)
            ids << entry.first;
    for (const int id : ids)
        cancel(id);
}

void McpClient::finish(McpOperation &op, const McpError &error)
{
    const int id = op.id;
    auto it = m_ops.find(id);
    if (it == m_ops.end())
        return;
    std::unique_ptr<McpOperation> owned = std::move(it->second);
    m_ops.erase(it);
    if (owned->exchange && owned->exchange->isRunning()) {
        // The response is in; give the server a moment to close the stream, then close it.
        QTimer::singleShot(2000, owned->exchange.data(), &McpExchange::abort);
    }
    if (owned->role != McpOperation::Role::Public)
        return;
    McpOutcome outcome;
    outcome.operation = id;
    outcome.kind = owned->kind;
    outcome.toolName = owned->toolName;
    outcome.error = error;
    outcome.tools = owned->tools;
    outcome.elapsedMs = owned->clock.elapsed();
    if (owned->kind == McpOutcome::Kind::CallTool) {
        outcome.toolResult = owned->resultHolder;
        outcome.toolResult.requestJson = owned->requestJson;
    }
    QMetaObject::invokeMethod(
        this, [this, outcome] { Q_EMIT finished(outcome); }, Qt::QueuedConnection);
}
