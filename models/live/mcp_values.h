// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "mcp_error.h"

#include <QByteArray>
#include <QPair>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <QVector>
#include <optional>

// Small plain values exchanged between the MCP client and its users (the live query panel,
// the `ask` and `mcp` commands, tests). JSON travels as compact UTF-8 text (parse it with
// QJsonDocument or nlohmann where needed).

/// Which MCP protocol era to speak: the stateless 2026-07-28 revision ("modern") or the 2025
/// line with initialize and optional sessions ("legacy"). Auto probes modern first and falls
/// back as the 2026-07-28 spec ("Backward Compatibility") describes.
enum class McpEra { Auto, Modern, Legacy };
QString mcpEraId(McpEra era); ///< "auto", "modern", "legacy" (not translated)
std::optional<McpEra> mcpEraFromId(const QString &id);

/// One HTTP header as (name, value) bytes.
using McpHeader = QPair<QByteArray, QByteArray>;

/// Connection settings of an McpClient. A plain value; owned by the client.
struct McpClientSettings {
    QUrl endpoint; ///< e.g. https://discoveryengine.googleapis.com/mcp
    McpEra era = McpEra::Auto;
    QVector<McpHeader> extraHeaders; ///< sent on every request
    QString userProject; ///< x-goog-user-project when not empty
    int requestTimeoutMs = 60000; ///< without a response or progress for this long: timeout
    int maxTotalMs = 600000; ///< hard limit for one request, progress or not
    qint64 maxResponseBytes = 32 * 1024 * 1024; ///< larger responses fail the call
    int maxListPages = 50; ///< tools/list pagination bound (all pages: maxResponseBytes too)
    QString clientName = QStringLiteral("conversation-inspector");
    QString clientVersion;
};

/// A `notifications/progress` for a running operation.
struct McpProgress {
    double progress = 0;
    std::optional<double> total;
    QString message;
};

/// One tool from `tools/list`.
struct McpTool {
    QString name;
    QString title;
    QString description;
    QByteArray inputSchemaJson; ///< the JSON Schema object, compact
    QByteArray outputSchemaJson; ///< empty when the tool declares none
    QByteArray rawJson; ///< the whole tool object
};

/// What a `tools/call` returned, read as mcp.md §2.2 and formats.md §3.8 say.
struct McpToolResult {
    /// Where payloadJson came from: `structuredContent`, the JSON text of a `content[]` text
    /// block, or nowhere (only plain text, then see texts).
    enum class Source { None, StructuredContent, TextJson, RawText };
    Source source = Source::None;
    bool isError = false;
    QString resultType; ///< "complete" when the server sent none
    QByteArray payloadJson; ///< the JSON the tool answered with (structured or parsed text)
    QStringList texts; ///< the text of each `text` content block, in order
    QByteArray contentJson; ///< the `content` array as sent (images, resources, links...)
    QByteArray resultJson; ///< the JSON-RPC `result` object
    QByteArray requestJson; ///< the JSON-RPC request as sent (one line)
    QByteArray responseJson; ///< the JSON-RPC response as received, compact (one line)
};

/// What the client learnt about the server: the era, the negotiated version, the session.
struct McpServerInfo {
    McpEra era = McpEra::Auto; ///< Auto while unknown
    QString protocolVersion;
    QString name;
    QString title;
    QString version;
    QString instructions;
    QByteArray capabilitiesJson;
    bool hasSession = false; ///< a legacy Mcp-Session-Id is held (its value is not exposed)
};

/// The end of one client operation (listTools, callTool, discover). A plain value.
struct McpOutcome {
    enum class Kind { Discover, ListTools, CallTool };
    int operation = 0;
    Kind kind = Kind::Discover;
    QString toolName; ///< CallTool
    McpError error; ///< kind None on success; Tool when the tool reported isError
    QVector<McpTool> tools; ///< ListTools
    McpToolResult toolResult; ///< CallTool (also filled for a tool error)
    qint64 elapsedMs = 0;
    bool ok() const { return !error.isError(); }
};
