// SPDX-License-Identifier: GPL-2.0-or-later
#include "export_command.h"

#include "command_line.h"
#include "document/document.h"
#include "export/citations_csv.h"
#include "export/html_writer.h"
#include "export/json_writer.h"
#include "export/markdown_writer.h"
#include "items/citation_rows.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QSaveFile>

#include <limits>

using namespace Qt::StringLiterals;

namespace {

/// A conversation from this size is exported in parts, as the window showed it before parts
/// were cut by record count too: holding it whole would take several times the file.
constexpr qint64 kExportPartsFrom = 64ll << 20;

/// Every conversation's citations overview under one header.
QByteArray citationsCsv(const ExportSource &source)
{
    QByteArray bytes = CitationsCsv::header();
    for (int i = 0; i < source.conversations.size(); ++i) {
        if (const auto &conversation = source.conversations.at(i))
            bytes += CitationsCsv::lines(i, CitationRows::of(*conversation));
    }
    return bytes;
}

} // namespace

int ExportCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Writes the transcript in a format-independent form: JSON for scripts, Markdown or "
           "self-contained HTML for sharing, or its citations as CSV."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption format(u"format"_s,
        tr("Output format: json, markdown, html or citations-csv."),
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
    const QString kind = parser.value(format);
    if (!parser.isSet(format))
        return CommandLine::usageError(parser, tr("--format is required"));
    if (kind != u"json"_s && kind != u"markdown"_s && kind != u"html"_s
        && kind != u"citations-csv"_s)
        return CommandLine::usageError(parser, tr("unknown format \"%1\"").arg(kind));
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
    ExportSource source;
    source.formatId = document.formatId();
    source.displayName = document.displayName();
    source.diagnostics = document.diagnostics();
    for (int i = 0; i < document.conversationCount(); ++i)
        source.conversations.append(document.conversation(i));

    if (document.changedWhileRead()) { // what was read past its new end read as zeros
        CommandLine::printErr(
            tr("%1: the file changed while it was read; export it again").arg(files.first())
            + u'\n');
        return CommandLine::InputError;
    }
    QByteArray bytes;
    if (kind == u"json"_s)
        bytes = JsonWriter::write(source);
    else if (kind == u"html"_s)
        bytes = HtmlWriter::write(source).toUtf8();
    else if (kind == u"citations-csv"_s)
        bytes = citationsCsv(source);
    else
        bytes = MarkdownWriter::write(source).toUtf8();
    if (outPath.isEmpty() || outPath == u"-"_s) {
        CommandLine::writeOut(bytes);
        return CommandLine::Ok;
    }
    QSaveFile file(outPath);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        CommandLine::printErr(
            tr("%1: cannot write the export: %2").arg(outPath, file.errorString()) + u'\n');
        return CommandLine::InputError;
    }
    return CommandLine::Ok;
}
