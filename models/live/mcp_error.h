// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QCoreApplication>
#include <QMetaType>
#include <QString>
#include <QStringList>

/// Why an MCP operation failed, told apart by kind: a transport or HTTP failure, a JSON-RPC
/// error, a tool error (`isError`), a timeout, a cancellation... The explanation is stored
/// untranslated (a QT_TRANSLATE_NOOP("McpError", ...) source text plus %1.. arguments) and
/// translated by text(), like Diagnostic. `detail` is what the server said (token masked).
/// A plain value.
struct McpError {
    enum class Kind {
        None,
        InvalidEndpoint, ///< not a usable URL
        Insecure, ///< plain HTTP to a host that is not loopback
        Network, ///< connection refused, reset, DNS, TLS...
        Http, ///< an HTTP status outside 2xx (httpStatus)
        Auth, ///< 401/403, or the token could not be obtained
        JsonRpc, ///< a JSON-RPC error object (rpcCode)
        Tool, ///< the tool ran and reported `isError: true`
        Protocol, ///< malformed JSON, a stream cut before the response, an unexpected shape
        Timeout, ///< no response (nor progress) within the request timeout
        Cancelled, ///< cancelled by the user
        TooLarge, ///< the response exceeded the configured size cap
        UnsupportedVersion ///< no protocol version both sides speak
    };

    Kind kind = Kind::None;
    int httpStatus = 0; ///< 0 when no HTTP status was received
    qint64 rpcCode = 0; ///< JSON-RPC error code when the server gave one (any kind)
    const char *sourceText = nullptr; ///< static storage; context "McpError"
    QStringList args;
    QString detail; ///< the server's message or a body excerpt; never holds the token

    bool isError() const { return kind != Kind::None; }
    /// The explanation in the current UI language, arguments substituted, plus the detail.
    QString text() const;
    /// The same in English (logs, JSON output).
    QString englishText() const;
    /// "network", "http", "json-rpc", "tool", ... (not translated).
    static QString kindId(Kind kind);
};

Q_DECLARE_METATYPE(McpError)

/// Builds an error in one line: makeMcpError(McpError::Kind::Http,
/// QT_TRANSLATE_NOOP("McpError", "The server answered HTTP %1."), {QString::number(status)}).
McpError makeMcpError(McpError::Kind kind, const char *sourceText, QStringList args = {},
    const QString &detail = QString());
