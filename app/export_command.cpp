// SPDX-License-Identifier: GPL-2.0-or-later
#include "export_command.h"

#include "command_line.h"
#include "document/document.h"
#include "items/export_formats.h"

#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>

#include <cstdio>
#include <limits>

using namespace Qt::StringLiterals;

namespace {

/// A conversation from this size is exported in parts, as the window showed it before parts
/// were cut by record count too: holding it whole would take several times the file.
constexpr qint64 kExportPartsFrom = 64ll << 20;

} // namespace

bool ExportCommand::needsFonts(const QStringList &arguments)
{
    const QString pdf = ExportFormats::id(ExportFormat::Pdf);
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        if (arguments.at(i) == u"--format="_s + pdf
            || (arguments.at(i) == u"--format"_s && arguments.value(i + 1) == pdf))
            return true;
    }
    return false;
}

int ExportCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Writes the transcript in a format-independent form: JSON for scripts, Markdown or "
           "self-contained HTML for sharing, PDF for printing, or its citations as CSV."));
    parser.addHelpOption();
    parser.addVersionOption();
    QStringList ids;
    for (const ExportFormat each : ExportFormats::all())
        ids.append(ExportFormats::id(each));
    const QCommandLineOption format(u"format"_s,
        //: --help of export --format; %1 the format ids, such as "json, markdown, html"
        tr("Output format: %1.").arg(ids.join(u", "_s)),
        tr("format", "value placeholder of --format in --help"));
    const QCommandLineOption output(u"output"_s,
        tr("Write to this file instead of standard output."),
        tr("file", "value placeholder of --output in --help"));
    parser.addOption(format);
    parser.addOption(output);
    //: Help text of the subcommand name itself
    parser.addPositionalArgument(u"export"_s, tr("The command."), u"export"_s);
    parser.addPositionalArgument(
        u"FILE"_s, tr("Transcript file; - reads standard input."), u"FILE"_s);
    if (const std::optional<int> done = CommandLine::parseCommand(parser, arguments))
        return *done;
    const QStringList files = parser.positionalArguments().mid(1);
    if (files.size() != 1)
        return CommandLine::usageError(parser, tr("export takes exactly one FILE"));
    if (!parser.isSet(format))
        return CommandLine::usageError(parser, tr("--format is required"));
    const std::optional<ExportFormat> kind = ExportFormats::fromId(parser.value(format));
    if (!kind) {
        return CommandLine::usageError(
            parser, tr("unknown format \"%1\"").arg(parser.value(format)));
    }
    const QString outPath = parser.value(output);
    if (!outPath.isEmpty() && outPath != u"-"_s
        && QFileInfo(outPath).absoluteFilePath() == QFileInfo(files.first()).absoluteFilePath()) {
        return CommandLine::usageError(parser, tr("the output would overwrite the input file"));
    }

    Document document;
    // An export writes each conversation whole: a long one is not cut into parts by its record
    // count as the window cuts it (only one too big to hold, as before).
    DocumentTuning tuning = document.tuning();
    tuning.partsFromRecords = std::numeric_limits<int>::max();
    tuning.partsFrom = kExportPartsFrom;
    document.setTuning(tuning);
    document.openFile(files.first());
    if (!document.waitForLoaded(-1)) {
        CommandLine::printErr(CommandLine::failureMessage(document));
        return CommandLine::InputError;
    }
    const ExportSource source = ExportFormats::sourceOf(document);

    if (document.changedWhileRead()) { // what was read past its new end read as zeros
        CommandLine::printErr(
            tr("%1: the file changed while it was read; export it again").arg(files.first())
            + u'\n');
        return CommandLine::InputError;
    }
    if (outPath.isEmpty() || outPath == u"-"_s) {
        std::fflush(stdout);
        QFile out;
        if (!out.open(stdout, QIODevice::WriteOnly) || !ExportFormats::write(*kind, source, out)
            || !out.flush()) {
            //: %1 the system's reason
            CommandLine::printErr(
                tr("cannot write the export to the standard output: %1").arg(out.errorString())
                + u'\n');
            return CommandLine::InputError;
        }
        return CommandLine::Ok;
    }
    if (const QString error = ExportFormats::save(*kind, source, outPath); !error.isEmpty()) {
        CommandLine::printErr(error + u'\n');
        return CommandLine::InputError;
    }
    return CommandLine::Ok;
}
