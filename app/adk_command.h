// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "live/mcp_error.h"

#include <QCoreApplication>
#include <QStringList>

class AdkClient;

/// `conversation-inspector adk --endpoint URL apps | sessions APP | get APP USER SESSION |
/// run APP USER MESSAGE | trace SESSION`: speaks to an ADK API server through AdkClient
/// (docs/cli.md "adk"); prints what it got as text (or JSON with --json) and writes with --output
/// what the window reopens. Needs a QCoreApplication. Stateless.
class AdkCommand
{
    Q_DECLARE_TR_FUNCTIONS(AdkCommand)
public:
    /// `arguments` is the whole command line (program, "adk", ...). Returns the exit code.
    static int run(const QStringList &arguments);
    /// Every message the reader makes of `json` (a session, an events page) as its
    /// TerminalTranscript lines; with `authors`, after an "author:" line and followed by a blank
    /// line. Shared with `adk run` and `agent-engine`.
    static QString transcriptText(const QByteArray &json, bool authors = true);
    /// Runs the event loop until `operation` of `client` ends (its result signal or failed());
    /// returns its error, none on success.
    static McpError wait(AdkClient &client, int operation);
    /// GETs a session; *json gets its body.
    static McpError fetchSession(AdkClient &client, const QString &app, const QString &user,
        const QString &id, QByteArray *json);
    /// Writes `bytes` to `path` whole (replacing it only once all is written); on failure prints
    /// "conversation-inspector: path: reason" and returns false. Shared with `agent-engine`.
    static bool writeOutput(const QString &path, const QByteArray &bytes);
};
