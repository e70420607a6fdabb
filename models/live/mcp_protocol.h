// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "mcp_values.h"

#include <QByteArray>
#include <QString>
#include <QVector>
#include <optional>

/// JSON-RPC building and parsing for MCP, and the era rules of mcp.md §2 (versions, `_meta`,
/// header values, modern error codes). Pure functions over JSON text; no network, no state.
namespace mcp {

inline constexpr char kModernVersion[] = "2026-07-28";
inline constexpr char kLatestLegacyVersion[] = "2025-11-25";
/// Legacy versions this client accepts from initialize, newest first.
QStringList legacyVersions();

/// JSON-RPC error codes that only a 2026-07-28 server sends (HeaderMismatch,
/// MissingRequiredClientCapability, UnsupportedProtocolVersion).
inline constexpr qint64 kHeaderMismatch = -32020;
inline constexpr qint64 kMissingCapability = -32021;
inline constexpr qint64 kUnsupportedVersion = -32022;
inline constexpr qint64 kMethodNotFound = -32601;

struct ClientIdentity {
    QString name;
    QString version;
};

/// A request (one line). `modern` adds params._meta with the protocol version, client
/// capabilities and client info; a non-empty `progressToken` goes to params._meta too.
/// `paramsJson` must be an object (empty = {}).
QByteArray buildRequest(qint64 id, const QString &method, const QByteArray &paramsJson, bool modern,
    const QString &progressToken, const ClientIdentity &client);
QByteArray buildNotification(const QString &method, const QByteArray &paramsJson);
/// A response to a server request: an error (`idJson` is the request's id as JSON text).
QByteArray buildErrorResponse(const QByteArray &idJson, qint64 code, const QString &message);
QByteArray buildResultResponse(const QByteArray &idJson, const QByteArray &resultJson);

QByteArray initializeParams(const ClientIdentity &client);
QByteArray toolsListParams(const QString &cursor);
/// {"name":..,"arguments":..}; nullopt when `argumentsJson` is not a JSON object.
std::optional<QByteArray> toolsCallParams(const QString &name, const QByteArray &argumentsJson);
QByteArray cancelledParams(qint64 requestId, const QString &reason);

/// One JSON-RPC message received from the server.
struct Message {
    enum class Kind { Invalid, Response, Error, Notification, Request };
    Kind kind = Kind::Invalid;
    QByteArray idJson; ///< the id as JSON text ("3", "\"a\""); empty for notifications
    std::optional<qint64> id; ///< when the id is an integer
    QString method;
    QByteArray paramsJson;
    QByteArray resultJson;
    qint64 errorCode = 0; ///< 0 when the code is not an integer within int64
    QByteArray errorCodeJson; ///< the code as sent ("-32601", "1e+300", "\"x\""); may be empty
    QString errorMessage;
    QByteArray errorDataJson;
    QString problem; ///< Invalid: what is wrong (English)
    QByteArray compactJson; ///< the message re-serialised on one line, key order kept

    /// The error code for a message: the integer, else what the server sent (at most 40
    /// characters), else "?".
    QString errorCodeText() const;
};

/// A JSON number as int64 when it is an integer within range (-32601, -32601.0), else nullopt
/// (1e300, 1.5, 2^63, not a number at all). Never converts out of range. `jsonNumber` is
/// the JSON text of one value.
std::optional<qint64> integerCode(const QByteArray &jsonNumber);

/// Parses a JSON body or SSE data: one message, or several for a JSON array (batch).
QVector<Message> parseMessages(const QByteArray &json);

/// The HTTP header value for Mcp-Name: as is when safe ASCII, else "=?base64?...?=".
QByteArray encodeHeaderValue(const QString &value);

/// `tools/list` result → tools; *nextCursor is set (empty at the end).
QVector<McpTool> readTools(const QByteArray &resultJson, QString *nextCursor, QString *problem);
/// `tools/call` result → payload, texts, isError (mcp.md §2.2, formats.md §3.8).
McpToolResult readToolResult(const QByteArray &resultJson);
/// `notifications/progress` params → progress; *tokenJson gets the token as JSON text.
std::optional<McpProgress> readProgress(const QByteArray &paramsJson, QByteArray *tokenJson);
/// The progress token as the server will echo it (JSON text of a JSON string).
QByteArray progressTokenJson(const QString &token);
/// initialize result (legacy) or server/discover result (modern) → server info.
McpServerInfo readInitializeResult(const QByteArray &resultJson);
McpServerInfo readDiscoverResult(const QByteArray &resultJson, QStringList *supportedVersions);

/// What an HTTP error body says: a JSON-RPC error, a Google `{"error":{code,message,status}}`,
/// or nothing readable.
struct ErrorBody {
    bool isJsonRpc = false;
    bool isGoogle = false;
    qint64 code = 0; ///< 0 when absent or not an integer within int64
    QString message;
    QString status; ///< Google status ("PERMISSION_DENIED")
    QStringList supportedVersions; ///< -32022 data.supported
};
ErrorBody readErrorBody(const QByteArray &body);
/// `json` re-serialised with an indent of 2, key order kept; unchanged when not JSON.
QByteArray indentJson(const QByteArray &json);
/// A JSON-RPC error code that proves a 2026-07-28 server (spec "Backward Compatibility").
bool isModernErrorCode(qint64 code);

} // namespace mcp
