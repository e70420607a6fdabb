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
    /// When the protocol log dropped the body to stay within its byte budget: the body's size
    /// (then `body` is empty); 0 otherwise.
    qint64 droppedBodyBytes = 0;
    QString error; ///< English error text for a failed exchange
    QDateTime time; ///< when sent / when the response ended
    qint64 elapsedMs = -1; ///< responses: time since the request was sent

    /// A copyable text form: "POST url", header lines, a blank line, the body (or, when it was
    /// dropped, a translated line that says so).
    QString toText() const;
    /// The translated line that stands for a dropped body ("" when the body was kept).
    QString droppedBodyText() const;
};

/// Masking of credentials in logs and error texts. Stateless helpers.
namespace mcplog {
/// Whether a header carries a credential, by its name (case-insensitive): Authorization,
/// Proxy-Authorization, Cookie, Set-Cookie, X-Api-Key, Api-Key, X-Auth-Token, X-Goog-Api-Key,
/// X-Goog-IAM-Authorization-Token, and any name that contains "token", "secret", "key" or
/// "auth" (WWW-Authenticate too: better one masked value too many than a leaked one).
bool isSecretHeader(const QByteArray &name);
/// The values of the credential headers among `headers`, each also without its scheme
/// ("Bearer abc" gives "Bearer abc" and "abc"): what maskSecrets() hides in bodies and texts.
QList<QByteArray> secretValues(const QVector<McpHeader> &headers);
/// The headers with credential values replaced ("Bearer ***").
QVector<McpHeader> maskHeaders(const QVector<McpHeader> &headers);
/// `text` with every occurrence of `secret` replaced by "***" (no-op for an empty secret).
QByteArray maskSecret(const QByteArray &text, const QByteArray &secret);
QString maskSecret(const QString &text, const QString &secret);
/// maskSecret() for each of `secrets`, longest first; values shorter than 4 bytes are left
/// alone (a header such as "X-Auth-Retry: 1" would otherwise hide every "1").
QByteArray maskSecrets(const QByteArray &text, const QList<QByteArray> &secrets);
QString maskSecrets(const QString &text, const QList<QByteArray> &secrets);
} // namespace mcplog
