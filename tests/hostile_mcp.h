// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

// What a hostile MCP server answers, for FakeMcpServer's hostile mode (Behaviour::hostile):
// JSON nested a million levels deep, numbers beyond int64 and double, escape sequences and
// markup in every text a client shows, ten thousand tools, a recursive input schema with ten
// thousand properties, credentials echoed back, and bodies that never end. Pure functions that
// build JSON-RPC bodies; the server does the writing. Loopback tests only.

#include <QByteArray>
#include <QJsonValue>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace hostile {

/// Text a terminal or a rich-text widget would obey rather than show: markup that loads a file,
/// bold, an OSC window title, clear screen, OSC 52 (clipboard), a C1 CSI and a bidi override.
QString markupText();
/// A tool name built from markupText()'s pieces (tools/call finds it by this name).
QString markupToolName();

/// Levels of the deep answers (a million), about 2 MB of brackets.
inline constexpr int kDeepLevels = 1000000;
/// "[[[…]]]" nested `levels` deep.
QByteArray deepArray(int levels = kDeepLevels);

/// Names of the hostile tools; tools/call answers by name (see callResponse()).
namespace tool {
inline constexpr char kDeepResult[] = "deep_result"; ///< structuredContent a million deep
inline constexpr char kDeepText[] = "deep_text"; ///< a text block holding a million-deep JSON
inline constexpr char kHugeNumber[] = "huge_number"; ///< 1e400 in the result
inline constexpr char kErrorCode1e300[] = "error_code_1e300";
inline constexpr char kErrorCodeFraction[] = "error_code_fraction"; ///< 1.5
inline constexpr char kErrorCodeString[] = "error_code_string"; ///< a string with ESC
inline constexpr char kErrorCode2p63[] = "error_code_2p63"; ///< 9223372036854775808
inline constexpr char kErrorCodeMinus1e400[] = "error_code_minus_1e400"; ///< not even JSON
inline constexpr char kErrorCodeIntegral[] = "error_code_integral"; ///< -32601.0
inline constexpr char kMarkupError[] = "markup_error"; ///< JSON-RPC error with markupText()
inline constexpr char kMarkupText[] = "markup_text"; ///< a text block with markupText()
inline constexpr char kMarkupJson[] = "markup_json"; ///< structuredContent with markupText()
inline constexpr char kMarkupToolError[] = "markup_tool_error"; ///< isError with markupText()
inline constexpr char kLeakHeaders[] = "leak_headers"; ///< JSON-RPC error quoting the headers
inline constexpr char kEndlessSse[] = "endless_sse"; ///< SSE comments and progress forever
inline constexpr char kEndlessJson[] = "endless_json"; ///< a JSON body trickling forever
inline constexpr char kRecursiveSchema[] = "recursive_schema"; ///< $ref cycles, 10,000 properties
} // namespace tool

/// Properties of the recursive schema's tool besides "self" and "tree" (both `$ref`).
inline constexpr int kSchemaProperties = 10000;

/// The tools/list result: every hostile tool, the markup tool (markup in its name, title,
/// description, and inputSchema property names and descriptions), the recursive schema, and
/// `fillerTools` plain tools named tool_00001… .
QByteArray toolsListResult(int fillerTools);
/// A tools/list result whose one tool's inputSchema is nested a million deep.
QByteArray deepToolsListResult();

/// The complete JSON-RPC response to tools/call of `name` with `id`, when `name` is a hostile
/// tool with a finite answer; empty otherwise. `headers` (lower-case names, values) are what
/// leak_headers quotes.
QByteArray callResponse(
    const QString &name, const QJsonValue &id, const QList<QPair<QByteArray, QByteArray>> &headers);

/// The never-ending answers: what to write first (after the HTTP head) and then again and
/// again. `progressToken` (JSON text) makes the SSE progress notifications count as progress.
QByteArray endlessSseStart();
QByteArray endlessSsePiece(int index, const QByteArray &progressToken);
QByteArray endlessJsonStart(const QJsonValue &id);
QByteArray endlessJsonPiece(int index);

} // namespace hostile
