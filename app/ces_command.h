// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>

/// `conversation-inspector ces [--endpoint URL] [--token-command CMD] [--timeout S] run
/// --session NAME [--stream] [--sse] [--variables JSON] [--entry-agent NAME] [--json]
/// [--output FILE] TEXT...`: runs one turn of a Conversational Agents app session through
/// CesSessionClient (docs/cli.md "ces"), prints the agent's outputs as they arrive (or each as a
/// line of JSON), and with --output appends the turn to a live-session file (ces_session_text.h)
/// that the window and `check` open. Needs a QCoreApplication. Stateless.
class CesCommand
{
    Q_DECLARE_TR_FUNCTIONS(CesCommand)
public:
    /// `arguments` is the whole command line (program, "ces", ...). Returns the exit code.
    static int run(const QStringList &arguments);
};
