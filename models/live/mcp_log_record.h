// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "mcp_values.h"

#include <QDateTime>

/// One entry of the protocol log: an HTTP request the client sent or the response it got
/// (method, URL, headers with credentials masked, body text, status, timing). Values only: the
/// panel lists them and copies them; the token never appears in one.
struct McpLogRecord {
    enum class Direction { Sent, Received };
    Direction direction = Direction::Sent;
    int operation = 0; ///< the client operation it belongs to (0: none)
    int exchange = 0; ///< pairs a request with its response
    QString rpcMethod; ///< JSON-RPC method of the request ("tools/call"); empty if none
    QString httpMethod = QStringLiteral("POST");
    QUrl url;
    int status = 0; ///< HTTP status of a response; 0 for requests and failed connections
    QVector<McpHeader> headers; ///< masked
    QByteArray body; ///< as sent / received (masked), possibly cut at the size cap
    bool bodyTruncated = false;
    QString error; ///< English error text for a failed exchange
    QDateTime time; ///< when sent / when the response ended
    qint64 elapsedMs = -1; ///< responses: time since the request was sent

    /// A copyable text form: "POST url", header lines, a blank line, the body.
    QString toText() const;
};

/// Masking of credentials in logs and error texts. Stateless helpers.
namespace mcplog {
/// Whether a header carries a credential (Authorization, Proxy-Authorization, Cookie, API keys).
bool isSecretHeader(const QByteArray &name);
/// The headers with credential values replaced ("Bearer ***").
QVector<McpHeader> maskHeaders(const QVector<McpHeader> &headers);
/// `text` with every occurrence of `secret` replaced by "***" (no-op for an empty secret).
QByteArray maskSecret(const QByteArray &text, const QByteArray &secret);
QString maskSecret(const QString &text, const QString &secret);
} // namespace mcplog
