// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>

/// `conversation-inspector export --format FORMAT [--output OUT] FILE`: writes the normalized
/// transcript (cli.md "export"; the formats of ExportFormats). Needs a QCoreApplication, and a
/// QGuiApplication (off screen is enough) for PDF, which lays text out. Never writes to the input
/// file.
class ExportCommand
{
    Q_DECLARE_TR_FUNCTIONS(ExportCommand)
public:
    /// `arguments` is the whole command line (program, "export", options...). Returns the exit
    /// code.
    static int run(const QStringList &arguments);
    /// Whether `arguments` ask for a format laid out with fonts (PDF): run() then needs a
    /// QGuiApplication.
    static bool needsFonts(const QStringList &arguments);
};
