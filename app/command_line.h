// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include <QStringList>
#include <memory>
#include <optional>

class Document;
struct Conversation;
struct Diagnostic;
class QCommandLineParser;

/// The `conversation-inspector` command line (shared/reference/cli.md): picks the application
/// class a command needs, dispatches to the window or a headless command, and owns the output
/// conventions (exit codes, usage on stderr, one-paragraph errors). Stateless.
class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
public:
    enum ExitCode { Ok = 0, InputError = 1, UsageError = 2 };

    /// Runs the whole program; returns the process exit code.
    static int run(int argc, char **argv);

    /// Writes text to standard output / standard error (UTF-8), flushing at once. Text can quote
    /// input (a file, a server), so controls a terminal would obey become visible escapes
    /// (terminalSafe(): ESC as \x1b, C1 and bidi controls as \u009b, \u202e).
    static void printOut(const QString &text);
    static void printErr(const QString &text);
    /// Writes bytes to standard output as they are (`export` output; JSON that went through
    /// terminalSafeJson()).
    static void writeOut(const QByteArray &bytes);
    /// Prints "conversation-inspector: <message>", a blank line and the usage to stderr; returns 2.
    static int usageError(const QCommandLineParser &parser, const QString &message);
    /// Parses a command's `arguments` with `parser` (which has the help and version options):
    /// the exit code when the command ends here (a wrong command line, --help or --version,
    /// printed), nothing when it goes on.
    static std::optional<int> parseCommand(
        QCommandLineParser &parser, const QStringList &arguments);
    /// One paragraph saying why `document` could not be used: "path:line:column: reason".
    static QString failureMessage(const Document &document);
    /// Conversation `index` of `path`, read whole; null with `error` (a paragraph) when the file
    /// cannot be read or has no such conversation.
    static std::shared_ptr<const Conversation> readConversation(
        const QString &path, int index, QString *error);
    /// "path:line:column: message (JSON path)" for one diagnostic of the file at `path`.
    static QString diagnosticMessage(const QString &path, const Diagnostic &diagnostic);
    /// Sets application name, version and organisation (QSettings); call before any app object.
    static void setApplicationIdentity();

private:
    static int runWindow(int argc, char **argv, const QStringList &arguments);
};
