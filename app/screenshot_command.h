// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>

/// `conversation-inspector screenshot --output OUT.png [--lang L] [--size WxH] [--conversation N]
/// [--message N] [--panel NAME] FILE...`: builds the real main window off screen, opens the files,
/// selects what was asked and writes a PNG (cli.md "screenshot"). Creates its own QApplication.
class ScreenshotCommand
{
    Q_DECLARE_TR_FUNCTIONS(ScreenshotCommand)
public:
    /// `arguments` is the whole command line (program, "screenshot", options...). Returns the exit
    /// code.
    static int run(int argc, char **argv, const QStringList &arguments);
};
