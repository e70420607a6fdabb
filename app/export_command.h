// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>

/// `conversation-inspector export --format json|markdown [--output OUT] FILE`: writes the
/// normalized transcript (cli.md "export"). Needs a QCoreApplication; no display. Never writes to
/// the input file.
class ExportCommand
{
    Q_DECLARE_TR_FUNCTIONS(ExportCommand)
public:
    /// `arguments` is the whole command line (program, "export", options...). Returns the exit
    /// code.
    static int run(const QStringList &arguments);
};
