// SPDX-License-Identifier: GPL-2.0-or-later
// McpClient: incoming messages, responses, server requests and failed exchanges.
#include "mcp_client.h"

#include "mcp_operation.h"
#include "mcp_protocol.h"
#include "token_source.h"

#include <QTimer>

using namespace Qt::StringLiterals;

namespace {

// Closes a stream the server keeps open after its response, after a short grace period.
void closeLater(McpExchange *exchange)
{
    if (exchange && exchange->isRunning())
        QTimer::singleShot(2000, exchange, &McpExchange::abort);
}

QString excerpt(const QByteArray &body, const QList<QByteArray> &secrets)
{
    // Masked before it is cut, so that no part of a secret survives at the cut.
    const QByteArray masked = mcplog::maskSecrets(body, secrets);
    QString text = QString::fromUtf8(masked.left(600)).trimmed();
    if (masked.size() > 600)
        text += u"…"_s;
    return text;
}

// A server's message for an error text: at most 2000 characters.
QString capped(const QString &text)
{
    constexpr qsizetype kMax = 2000;
    return text.size() > kMax ? text.left(kMax) + u"…"_s : text;
}

} // namespace

void McpClient::onMessage(int opId, const QByteArray &json)
{
    if (!find(opId))
        return;
    // A server may echo a credential back (in a result, an error, a tool's text): it never
    // reaches a result, an error text or a saved session. Masking inside JSON strings keeps
    // the JSON valid.
    const QVector<mcp::Message> messages = mcp::parseMessages(mcplog::maskSecrets(json, secrets()));
    for (const mcp::Message &m : messages) {
        McpOperation *op = find(opId);
        if (!op)
            return; // a previous message ended it
        switch (m.kind) {
        case mcp::Message::Kind::Invalid:
            op->problem = m.problem;
            break;
        case mcp::Message::Kind::Response:
        case mcp::Message::Kind::Error: {
            const bool ours = op->isRequest && m.id && *m.id == op->rpcId;
            const bool anonymousError = m.kind == mcp::Message::Kind::Error
                && (m.idJson.isEmpty() || m.idJson == "null") && op->isRequest;
            if (ours || anonymousError)
                handleResponse(*op, m);
            break; // a late response to something else is dropped
        }
        case mcp::Message::Kind::Notification:
            if (m.method == u"notifications/progress"_s) {
                QByteArray token;
                const std::optional<McpProgress> p = mcp::readProgress(m.paramsJson, &token);
                if (p && !op->progressToken.isEmpty()
                    && token == mcp::progressTokenJson(op->progressToken)) {
                    if (op->exchange)
                        op->exchange->touch();
                    Q_EMIT progress(op->id, *p);
                }
            } else {
                Q_EMIT notificationReceived(op->id, m.method, m.paramsJson);
            }
            break;
        case mcp::Message::Kind::Request:
            handleServerRequest(*op, m);
            break;
        }
    }
}

void McpClient::handleServerRequest(McpOperation &op, const mcp::Message &message)
{
    Q_EMIT notificationReceived(op.id, message.method, message.paramsJson);
    if (op.sentModern)
        return; // 2026-07-28: a client never POSTs responses (server needs go through MRTR)
    // 2025 line: we declare no client capabilities, so decline everything but ping.
    const QByteArray body = message.method == u"ping"_s
        ? mcp::buildResultResponse(message.idJson, "{}")
        : mcp::buildErrorResponse(message.idJson, mcp::kMethodNotFound, u"Method not found"_s);
    sendInternal(op.id, message.method, body, false);
}

void McpClient::handleResponse(McpOperation &op, const mcp::Message &m)
{
    op.answered = true;
    if (op.role == McpOperation::Role::Probe) {
        onProbeAnswer(op, &m, nullptr);
        return;
    }
    if (op.role == McpOperation::Role::Initialize) {
        onInitializeAnswer(op, m);
        return;
    }
    if (op.role != McpOperation::Role::Public) {
        closeLater(op.exchange);
        m_ops.erase(op.id);
        return;
    }
    if (m.kind == mcp::Message::Kind::Error) {
        const QList<QByteArray> secrets = this->secrets();
        McpError e = makeMcpError(McpError::Kind::JsonRpc,
            QT_TRANSLATE_NOOP("McpError", "The server answered with JSON-RPC error %1: %2"),
            {m.errorCodeText(), capped(mcplog::maskSecrets(m.errorMessage, secrets))},
            m.errorDataJson.isEmpty() ? QString() : excerpt(m.errorDataJson, secrets));
        e.rpcCode = m.errorCode;
        if (op.kind == McpOutcome::Kind::CallTool) {
            op.resultHolder.responseJson = m.compactJson;
            op.resultHolder.requestJson = op.requestJson;
        }
        finish(op, e);
        return;
    }
    switch (op.kind) {
    case McpOutcome::Kind::Discover: {
        const McpServerInfo info = mcp::readDiscoverResult(m.resultJson, nullptr);
        m_info.name = info.name;
        m_info.title = info.title;
        m_info.version = info.version;
        m_info.capabilitiesJson = info.capabilitiesJson;
        Q_EMIT serverInfoChanged(m_info);
        finish(op, McpError());
        return;
    }
    case McpOutcome::Kind::ListTools: {
        QString cursor;
        QString problem;
        const QVector<McpTool> tools = mcp::readTools(m.resultJson, &cursor, &problem);
        op.tools += tools;
        if (tools.isEmpty() && !problem.isEmpty()) {
            finish(op,
                makeMcpError(McpError::Kind::Protocol,
                    QT_TRANSLATE_NOOP("McpError", "The tool list could not be read."), {},
                    problem));
            return;
        }
        op.listBytes += m.resultJson.size();
        if (!cursor.isEmpty() && op.listBytes > m_settings.maxResponseBytes) {
            // Each page is within the size cap; all of them together must be too.
            finish(op,
                makeMcpError(McpError::Kind::TooLarge,
                    QT_TRANSLATE_NOOP("McpError",
                        "The tool list is larger than the limit of %1 bytes over its pages; "
                        "listing stopped."),
                    {QString::number(m_settings.maxResponseBytes)}));
            return;
        }
        if (!cursor.isEmpty() && ++op.pages < m_settings.maxListPages) {
            closeLater(op.exchange);
            op.params = mcp::toolsListParams(cursor);
            send(op);
            return;
        }
        finish(op, McpError());
        return;
    }
    case McpOutcome::Kind::CallTool: {
        McpToolResult r = mcp::readToolResult(m.resultJson);
        r.responseJson = m.compactJson;
        r.requestJson = op.requestJson;
        op.resultHolder = r;
        if (r.resultType == u"input_required"_s) {
            finish(op,
                makeMcpError(McpError::Kind::Protocol,
                    QT_TRANSLATE_NOOP("McpError",
                        "The tool %1 asks for more input (resultType input_required), which this "
                        "client does not support."),
                    {op.toolName}));
        } else if (r.isError) {
            const QString detail = capped(mcplog::maskSecrets(r.texts.join(u'\n'), secrets()));
            finish(op,
                makeMcpError(McpError::Kind::Tool,
                    QT_TRANSLATE_NOOP("McpError", "The tool %1 reported an error."), {op.toolName},
                    detail));
        } else {
            finish(op, McpError());
        }
        return;
    }
    }
}

void McpClient::onExchangeFinished(int opId, const McpExchangeEnd &end)
{
    McpOperation *found = find(opId);
    if (!found || found->answered)
        return;
    McpOperation &op = *found;
    if (op.role == McpOperation::Role::Probe) {
        onProbeAnswer(op, nullptr, &end);
        return;
    }
    McpError e;
    switch (end.reason) {
    case McpExchangeEnd::Reason::Aborted:
        return; // our own doing; whoever aborted has finished the operation
    case McpExchangeEnd::Reason::Timeout:
        if (!op.sentModern && op.isRequest && op.rpcId >= 0
            && op.role == McpOperation::Role::Public) {
            const QByteArray body = mcp::buildNotification(u"notifications/cancelled"_s,
                mcp::cancelledParams(op.rpcId, u"Request timed out"_s));
            sendInternal(op.id, u"notifications/cancelled"_s, body, false);
        }
        if (end.totalTimeout)
            e = makeMcpError(McpError::Kind::Timeout,
                QT_TRANSLATE_NOOP("McpError",
                    "No complete response within %1 s, the limit for one request even with "
                    "progress reports."),
                {QString::number(m_settings.maxTotalMs / 1000.0, 'g', 3)});
        else
            e = makeMcpError(McpError::Kind::Timeout,
                QT_TRANSLATE_NOOP("McpError",
                    "No response within %1 s (the timeout restarts on each progress report)."),
                {QString::number(m_settings.requestTimeoutMs / 1000.0, 'g', 3)});
        break;
    case McpExchangeEnd::Reason::TooLarge:
        e = makeMcpError(McpError::Kind::TooLarge,
            QT_TRANSLATE_NOOP("McpError",
                "The response is larger than the limit of %1 bytes; the call was stopped."),
            {QString::number(m_settings.maxResponseBytes)});
        break;
    case McpExchangeEnd::Reason::NetworkError:
        e = makeMcpError(McpError::Kind::Network,
            QT_TRANSLATE_NOOP("McpError", "Could not reach %1."), {m_settings.endpoint.toString()},
            mcplog::maskSecrets(end.networkError, secrets()));
        break;
    case McpExchangeEnd::Reason::Completed:
        handleHttpFailure(op, end);
        return;
    }
    if (op.role == McpOperation::Role::Public) {
        finish(op, e);
    } else if (op.role == McpOperation::Role::Notify) {
        m_ops.erase(op.id);
    } else {
        m_ops.erase(op.id);
        handshakeFailed(e);
    }
}

void McpClient::handleHttpFailure(McpOperation &op, const McpExchangeEnd &end)
{
    McpError e;
    if (end.status >= 200 && end.status < 300) {
        if (!op.isRequest) {
            const bool initialized = op.role == McpOperation::Role::Initialized;
            m_ops.erase(op.id);
            if (initialized)
                handshakeReady(McpEra::Legacy);
            return;
        }
        if (!op.problem.isEmpty()) {
            e = makeMcpError(McpError::Kind::Protocol,
                QT_TRANSLATE_NOOP("McpError", "The server sent malformed JSON."), {}, op.problem);
        } else if (end.eventStream) {
            e = makeMcpError(McpError::Kind::Protocol,
                end.cutMidEvent ? QT_TRANSLATE_NOOP("McpError",
                    "The event stream was cut in the middle of an event, before the response.")
                                : QT_TRANSLATE_NOOP("McpError",
                                    "The event stream ended before the response arrived."),
                {}, end.networkError);
        } else {
            e = makeMcpError(McpError::Kind::Protocol,
                QT_TRANSLATE_NOOP(
                    "McpError", "The server answered HTTP %1 without a JSON-RPC response."),
                {QString::number(end.status)}, excerpt(end.body, secrets()));
        }
        e.httpStatus = end.status;
    } else if (end.status == 401 && op.authRetries == 0 && m_tokens && m_tokens->canRefresh()) {
        ++op.authRetries; // one retry with a fresh token
        m_tokens->invalidate();
        op.wait = McpOperation::Wait::Token;
        m_tokens->request(true);
        return;
    } else if (op.role == McpOperation::Role::Public && op.sessionRetries == 0
        && isStaleSession(end)) {
        ++op.sessionRetries; // the session expired: a new one, then the same request again
        m_sessionId.clear();
        m_handshake = Handshake::None;
        op.wait = McpOperation::Wait::Handshake;
        beginHandshake();
        return;
    } else {
        e = httpError(end);
    }
    if (op.role == McpOperation::Role::Public) {
        finish(op, e);
    } else if (op.role == McpOperation::Role::Notify) {
        m_ops.erase(op.id);
    } else {
        m_ops.erase(op.id);
        handshakeFailed(e);
    }
}

bool McpClient::isStaleSession(const McpExchangeEnd &end) const
{
    if (m_era != McpEra::Legacy || m_sessionId.isEmpty())
        return false;
    if (end.status == 404)
        return true;
    if (end.status != 400)
        return false;
    const QString message = mcp::readErrorBody(end.body).message;
    return message.contains(u"session"_s, Qt::CaseInsensitive)
        || message.contains(u"not initialized"_s, Qt::CaseInsensitive);
}

McpError McpClient::httpError(const McpExchangeEnd &end) const
{
    const QList<QByteArray> secrets = this->secrets();
    const mcp::ErrorBody b = mcp::readErrorBody(end.body);
    QString detail;
    if (!b.message.isEmpty())
        detail = capped(mcplog::maskSecrets(
            b.status.isEmpty() ? b.message : b.status + u": "_s + b.message, secrets));
    else
        detail = excerpt(end.body, secrets);
    McpError e;
    if (end.status == 401) {
        e = makeMcpError(McpError::Kind::Auth,
            QT_TRANSLATE_NOOP("McpError",
                "The server refused the credentials (HTTP 401). Check the token or the token "
                "command."),
            {}, detail);
    } else if (end.status == 403) {
        e = makeMcpError(McpError::Kind::Auth,
            QT_TRANSLATE_NOOP("McpError",
                "Permission denied (HTTP 403): the account lacks access to this resource, or "
                "the quota project (x-goog-user-project) is missing."),
            {}, detail);
    } else if (b.isJsonRpc && b.code == mcp::kUnsupportedVersion) {
        e = makeMcpError(McpError::Kind::UnsupportedVersion,
            QT_TRANSLATE_NOOP("McpError",
                "The server does not support the protocol version this client sent (it "
                "supports: %1)."),
            {b.supportedVersions.join(u", "_s)}, detail);
    } else {
        e = makeMcpError(McpError::Kind::Http,
            QT_TRANSLATE_NOOP("McpError", "The server answered HTTP %1."),
            {QString::number(end.status)}, detail);
    }
    e.httpStatus = end.status;
    e.rpcCode = b.isJsonRpc ? b.code : 0;
    return e;
}
