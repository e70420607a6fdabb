// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>

/// `conversation-inspector agent-engine --engine NAME [--endpoint URL] sessions [--user U] |
/// get SESSION [--output FILE]`: reads Vertex AI Agent Engine sessions through
/// AgentEngineClient (docs/cli.md "agent-engine"); prints them page by page as they arrive and
/// writes with --output an Agent Engine events file the window reopens. Needs a
/// QCoreApplication. Stateless.
class AgentEngineCommand
{
    Q_DECLARE_TR_FUNCTIONS(AgentEngineCommand)
public:
    /// `arguments` is the whole command line (program, "agent-engine", ...). Returns the exit
    /// code.
    static int run(const QStringList &arguments);
};
