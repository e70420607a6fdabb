// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>

/// `conversation-inspector check [--json] FILE...`: reads every record of every file and reports
/// counts and diagnostics (cli.md "check"). Needs a QCoreApplication; no display.
class CheckCommand
{
    Q_DECLARE_TR_FUNCTIONS(CheckCommand)
public:
    /// `arguments` is the whole command line (program, "check", options...). Returns the exit code.
    static int run(const QStringList &arguments);
};
