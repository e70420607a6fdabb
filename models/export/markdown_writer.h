// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "export_source.h"

#include <QCoreApplication>
#include <QString>

/// Writes a readable Markdown transcript for sharing (cli.md "export --format markdown"): a
/// heading per conversation, role/author/time per message, text as written, tool calls as
/// fenced JSON, images summarised, citations as numbered footnotes. Labels are translated into
/// the current UI language. Stateless.
class MarkdownWriter
{
    Q_DECLARE_TR_FUNCTIONS(MarkdownWriter)
public:
    static QString write(const ExportSource &source);
    /// One message as write() writes it (its heading, chunks and footnotes numbered from 1), for
    /// Edit ▸ Copy.
    static QString message(const Message &message);

private:
    /// Appends `message` to `md`, its footnotes numbered after `footnote` (advanced past them).
    static void appendMessage(QString &md, const Message &message, int &footnote);
};
