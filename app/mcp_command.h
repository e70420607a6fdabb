// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "live/mcp_values.h"

#include <QCommandLineOption>
#include <QCoreApplication>
#include <QStringList>

#include <optional>

class McpClient;
class QCommandLineParser;
class TokenSource;

/// `conversation-inspector mcp --endpoint URL [...] list-tools | call TOOL [ARGS_JSON]`: speaks
/// to any MCP server over Streamable HTTP (cli.md "ask and mcp"). Also owns the connection
/// options shared with `ask` (endpoint, headers, token command, project, era, timeout) and the
/// blocking wait on an McpClient. Needs a QCoreApplication. Stateless.
class McpCommand
{
    Q_DECLARE_TR_FUNCTIONS(McpCommand)
public:
    /// `arguments` is the whole command line (program, "mcp", ...). Returns the exit code.
    static int run(const QStringList &arguments);

    /// The options every live command takes.
    struct ConnectionOptions {
        ConnectionOptions();
        QCommandLineOption endpoint;
        QCommandLineOption header;
        QCommandLineOption tokenCommand;
        QCommandLineOption project;
        QCommandLineOption era;
        QCommandLineOption timeout;
        QCommandLineOption maxResponseBytes;
        void addTo(QCommandLineParser &parser) const;
    };
    /// Fills the client settings and the token source from the parsed options (token: the
    /// --token-command, else CONVERSATION_INSPECTOR_TOKEN, else none). Returns false with a
    /// usage message in *error when an option is wrong.
    static bool readConnection(const QCommandLineParser &parser, const ConnectionOptions &options,
        McpClientSettings *settings, TokenSource *tokens, QString *error);
    /// --token-command, as every live command takes it.
    static QCommandLineOption tokenCommandOption();
    /// The --timeout in milliseconds (seconds on the command line, at most a day); nullopt with
    /// a usage message in *error when it is not such a number.
    static std::optional<int> readTimeoutMs(
        const QCommandLineParser &parser, const QCommandLineOption &timeout, QString *error);
    /// The token source of a live command: the --token-command when set, else the
    /// CONVERSATION_INSPECTOR_TOKEN environment variable when set, else none. False with a usage
    /// message in *error when the command names no program.
    static bool readTokenSource(const QCommandLineParser &parser,
        const QCommandLineOption &tokenCommand, TokenSource *tokens, QString *error);
    /// Runs the event loop until `tokens` has a token (at once in mode None; a new one when
    /// `force`); returns why it could not get one.
    static McpError fetchToken(TokenSource &tokens, bool force = false);
    /// Runs the event loop until `operation` of `client` ends; returns its outcome.
    static McpOutcome wait(McpClient &client, int operation);
    /// Prints "conversation-inspector: <explanation>" on stderr; returns 1.
    static int failure(const McpError &error);
};
