// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QVector>

struct Message;
struct Span;

/// Messages and spans as lines of terminal text (what `adk` prints): a message's text with its
/// numbered citations (CitedAnswer), its tool calls and responses, transfers and errors; a span
/// tree indented by depth with durations. Input text is returned as it is: the command line
/// makes it terminal-safe when it prints it. Stateless.
class TerminalTranscript
{
    Q_DECLARE_TR_FUNCTIONS(TerminalTranscript)
public:
    /// One line per tool call, response, transfer and error, then the text with "[n]" markers
    /// and its numbered sources; every line ends with '\n'. Empty for a message with nothing
    /// to show.
    static QString message(const Message &message);
    /// "name  12.3 ms" per span, children indented by two spaces, in order.
    static QString spans(const QVector<Span> &roots);
};
