// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>

/// `conversation-inspector diff [--json] [--exit-code] [--a-conversation N] [--b-conversation N]
/// A B`: compares a conversation of file A with one of file B (docs/cli.md "diff"), through
/// compareConversations() and ComparisonWriter. Needs a QCoreApplication; no display.
class DiffCommand
{
    Q_DECLARE_TR_FUNCTIONS(DiffCommand)
public:
    /// The exit code of --exit-code when the conversations differ (1 and 2 are taken).
    static constexpr int kDiffer = 3;
    /// `arguments` is the whole command line (program, "diff", options...). Returns the exit
    /// code.
    static int run(const QStringList &arguments);
};
