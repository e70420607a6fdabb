// SPDX-License-Identifier: GPL-2.0-or-later
// McpClient: choosing the protocol era (mcp.md §2.3 "Era detection") and the 2025 handshake.
#include "mcp_client.h"

#include "mcp_operation.h"
#include "mcp_protocol.h"
#include "token_source.h"

#include <QTimer>

using namespace Qt::StringLiterals;

namespace {

enum class Verdict { Modern, Legacy };

// What an error from a modern probe says about the server (spec "Backward Compatibility"):
// a recognised 2026-07-28 error means a modern server; anything else means the 2025 line.
Verdict judge(int status, bool isJsonRpc, qint64 code, const QStringList &supported)
{
    if (!isJsonRpc)
        return Verdict::Legacy;
    if (code == mcp::kUnsupportedVersion)
        return supported.contains(QLatin1String(mcp::kModernVersion)) ? Verdict::Modern
                                                                      : Verdict::Legacy;
    if (mcp::isModernErrorCode(code))
        return Verdict::Modern;
    if (code == mcp::kMethodNotFound && status == 404)
        return Verdict::Modern; // a modern server without server/discover
    return Verdict::Legacy;
}

QStringList supportedIn(const QByteArray &errorDataJson)
{
    const QByteArray wrapped = "{\"jsonrpc\":\"2.0\",\"error\":{\"data\":"
        + (errorDataJson.isEmpty() ? QByteArray("null") : errorDataJson) + "}}";
    return mcp::readErrorBody(wrapped).supportedVersions;
}

} // namespace

void McpClient::beginHandshake()
{
    if (m_handshake != Handshake::None)
        return;
    if (m_settings.era == McpEra::Modern
        || (m_settings.era == McpEra::Auto && m_era == McpEra::Modern)) {
        handshakeReady(McpEra::Modern);
        return;
    }
    if (m_settings.era == McpEra::Legacy || m_era == McpEra::Legacy) {
        startLegacyHandshake();
        return;
    }
    m_handshake = Handshake::Probing;
    auto op = std::make_unique<McpOperation>();
    op->role = McpOperation::Role::Probe;
    op->kind = McpOutcome::Kind::Discover;
    op->method = u"server/discover"_s;
    op->id = ++m_nextOperation;
    op->clock.start();
    McpOperation &ref = *op;
    m_ops.emplace(op->id, std::move(op));
    advance(ref);
}

void McpClient::startLegacyHandshake()
{
    m_handshake = Handshake::Initializing;
    m_era = McpEra::Legacy;
    m_sessionId.clear();
    m_legacyVersion.clear();
    auto op = std::make_unique<McpOperation>();
    op->role = McpOperation::Role::Initialize;
    op->kind = McpOutcome::Kind::Discover;
    op->method = u"initialize"_s;
    op->params = mcp::initializeParams({m_settings.clientName, m_settings.clientVersion});
    op->id = ++m_nextOperation;
    op->clock.start();
    McpOperation &ref = *op;
    m_ops.emplace(op->id, std::move(op));
    advance(ref);
}

void McpClient::onProbeAnswer(
    McpOperation &op, const mcp::Message *message, const McpExchangeEnd *end)
{
    const int id = op.id;
    if (message) {
        if (op.exchange && op.exchange->isRunning())
            QTimer::singleShot(2000, op.exchange.data(), &McpExchange::abort);
        if (message->kind == mcp::Message::Kind::Response) {
            QStringList supported;
            const McpServerInfo info = mcp::readDiscoverResult(message->resultJson, &supported);
            m_ops.erase(id);
            if (supported.isEmpty() || supported.contains(QLatin1String(mcp::kModernVersion))) {
                m_info = info;
                handshakeReady(McpEra::Modern);
            } else {
                startLegacyHandshake();
            }
            return;
        }
        // A JSON-RPC error inside a 2xx answer.
        const Verdict v = judge(404, true, message->errorCode, supportedIn(message->errorDataJson));
        m_ops.erase(id);
        if (v == Verdict::Modern && message->errorCode != mcp::kMethodNotFound)
            handshakeReady(McpEra::Modern);
        else
            startLegacyHandshake(); // method not found in a 2xx: a 2025 server that ignores headers
        return;
    }
    if (!end)
        return;
    switch (end->reason) {
    case McpExchangeEnd::Reason::Aborted:
        return;
    case McpExchangeEnd::Reason::Timeout:
    case McpExchangeEnd::Reason::TooLarge:
    case McpExchangeEnd::Reason::NetworkError: {
        m_ops.erase(id);
        McpError e = makeMcpError(McpError::Kind::Network,
            QT_TRANSLATE_NOOP("McpError", "Could not reach %1."), {m_settings.endpoint.toString()},
            mcplog::maskSecrets(end->networkError, secrets()));
        if (end->reason == McpExchangeEnd::Reason::Timeout)
            e = makeMcpError(McpError::Kind::Timeout,
                QT_TRANSLATE_NOOP(
                    "McpError", "The server did not answer the protocol probe in time."));
        else if (end->reason == McpExchangeEnd::Reason::TooLarge)
            e = makeMcpError(McpError::Kind::TooLarge,
                QT_TRANSLATE_NOOP("McpError",
                    "The response is larger than the limit of %1 bytes; the call was stopped."),
                {QString::number(m_settings.maxResponseBytes)});
        handshakeFailed(e);
        return;
    }
    case McpExchangeEnd::Reason::Completed:
        break;
    }
    const int status = end->status;
    if (status == 401 && op.authRetries == 0 && m_tokens && m_tokens->canRefresh()) {
        ++op.authRetries;
        m_tokens->invalidate();
        op.wait = McpOperation::Wait::Token;
        m_tokens->request(true);
        return;
    }
    if (status == 401 || status == 403 || status >= 500) {
        const McpError e = httpError(*end);
        m_ops.erase(id);
        handshakeFailed(e);
        return;
    }
    const mcp::ErrorBody b = mcp::readErrorBody(end->body);
    const Verdict v = status >= 200 && status < 300
        ? Verdict::Legacy
        : judge(status, b.isJsonRpc, b.code, b.supportedVersions);
    m_ops.erase(id);
    if (v == Verdict::Modern)
        handshakeReady(McpEra::Modern);
    else
        startLegacyHandshake();
}

void McpClient::onInitializeAnswer(McpOperation &op, const mcp::Message &m)
{
    const int id = op.id;
    const QByteArray session
        = op.exchange ? op.exchange->responseHeader("mcp-session-id") : QByteArray();
    if (op.exchange && op.exchange->isRunning())
        QTimer::singleShot(2000, op.exchange.data(), &McpExchange::abort);
    m_ops.erase(id);
    if (m.kind == mcp::Message::Kind::Error) {
        McpError e = makeMcpError(McpError::Kind::JsonRpc,
            QT_TRANSLATE_NOOP(
                "McpError", "The server refused to initialize: JSON-RPC error %1: %2"),
            {m.errorCodeText(), mcplog::maskSecrets(m.errorMessage.left(2000), secrets())});
        e.rpcCode = m.errorCode;
        handshakeFailed(e);
        return;
    }
    McpServerInfo info = mcp::readInitializeResult(m.resultJson);
    if (!mcp::legacyVersions().contains(info.protocolVersion)) {
        handshakeFailed(makeMcpError(McpError::Kind::UnsupportedVersion,
            QT_TRANSLATE_NOOP("McpError",
                "The server offers protocol version \"%1\", which this client does not speak."),
            {info.protocolVersion}));
        return;
    }
    m_legacyVersion = info.protocolVersion;
    m_sessionId = session;
    info.hasSession = !session.isEmpty();
    m_info = info;

    auto next = std::make_unique<McpOperation>();
    next->role = McpOperation::Role::Initialized;
    next->method = u"notifications/initialized"_s;
    next->isRequest = false;
    next->id = ++m_nextOperation;
    next->clock.start();
    McpOperation &ref = *next;
    m_ops.emplace(next->id, std::move(next));
    advance(ref);
}

void McpClient::handshakeReady(McpEra era)
{
    m_handshake = Handshake::Ready;
    m_era = era;
    m_info.era = era;
    m_info.protocolVersion
        = era == McpEra::Modern ? QString::fromLatin1(mcp::kModernVersion) : m_legacyVersion;
    Q_EMIT serverInfoChanged(m_info);
    QVector<int> waiting;
    for (const auto &entry : m_ops)
        if (entry.second->wait == McpOperation::Wait::Handshake)
            waiting << entry.first;
    for (const int id : waiting)
        if (McpOperation *op = find(id)) {
            op->wait = McpOperation::Wait::None;
            advance(*op);
        }
}

void McpClient::handshakeFailed(const McpError &error)
{
    m_handshake = Handshake::None;
    if (m_settings.era == McpEra::Auto && m_sessionId.isEmpty())
        m_era = McpEra::Auto;
    QVector<int> waiting;
    for (const auto &entry : m_ops)
        if (entry.second->wait == McpOperation::Wait::Handshake)
            waiting << entry.first;
    for (const int id : waiting)
        if (McpOperation *op = find(id))
            finish(*op, error);
}
