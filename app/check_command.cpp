// SPDX-License-Identifier: GPL-2.0-or-later
#include "check_command.h"

#include "command_line.h"
#include "document/document.h"
#include "document/parallel_reader.h"
#include "export/export_source.h"
#include "export/json_stream_writer.h"
#include "export/terminal_text.h"
#include "transcript/message_coverage.h"

#include <QCommandLineParser>
#include <QLocale>
#include <QMap>

#include <QThread>

#include <algorithm>
#include <any>
#include <array>
#include <cmath>

using namespace Qt::StringLiterals;

namespace {

/// What check found in one file.
struct FileReport {
    QString path;
    QString format;
    bool failed = false;
    int conversations = 0;
    int messages = 0;
    QMap<int, int> chunks; ///< ChunkKind (as int, enum order) → count
    int citations = 0;
    int resolved = 0;
    int references = 0;
    int coveredAnswers = 0; ///< messages whose citation coverage applies
    qint64 shownCharacters = 0;
    qint64 citedCharacters = 0;
    int uncitedSentences = 0;
    Diagnostics diagnostics;
};

QString locationText(const Diagnostic &diagnostic)
{
    return diagnosticLocation(diagnostic.location);
}

bool sameDiagnostic(const Diagnostic &a, const Diagnostic &b)
{
    return a.sourceText == b.sourceText && a.args == b.args && a.location.line == b.location.line
        && a.location.column == b.location.column && a.location.jsonPath == b.location.jsonPath;
}

bool isResolved(CitationStatus status)
{
    return status == CitationStatus::Resolved || status == CitationStatus::Adjusted
        || status == CitationStatus::Relocated;
}

/// The cited share of the shown characters of the file's answers, rounded to 4 decimals.
double coverageShare(const FileReport &report)
{
    return report.shownCharacters > 0
        ? std::round(10000.0 * double(report.citedCharacters) / double(report.shownCharacters))
            / 10000.0
        : 0.0;
}

/// What check counts in one conversation: kept for every conversation until the file is read
/// (a file of a million short conversations keeps a million), so one small block each.
struct Tally {
    std::array<int, int(ChunkKind::Unknown) + 1> chunks {}; ///< by ChunkKind
    int messages = 0;
    int citations = 0;
    int resolved = 0;
    int references = 0;
    int coveredAnswers = 0;
    qint64 shownCharacters = 0;
    qint64 citedCharacters = 0;
    int uncitedSentences = 0;
    Diagnostics diagnostics;
};

// Adds what `conversation` holds to `report` (messages, chunks, citations, diagnostics).
void tally(const Conversation &conversation, Tally &report)
{
    report.diagnostics += conversation.diagnostics;
    report.messages += conversation.messages.size();
    for (const Message &message : conversation.messages) {
        for (const Chunk &chunk : message.chunks)
            ++report.chunks[int(chunk.kind)];
        if (message.grounding) {
            report.citations += message.grounding->citations.size();
            report.references += message.grounding->references.size();
            for (const CitedSegment &segment : message.grounding->citations)
                report.resolved += isResolved(segment.status) ? 1 : 0;
            const MessageCoverage coverage = MessageCoverage::of(message);
            if (coverage.applies) {
                ++report.coveredAnswers;
                report.shownCharacters += coverage.shownCharacters;
                report.citedCharacters += coverage.citedCharacters;
                report.uncitedSentences += int(coverage.uncited.size());
            }
        }
        report.diagnostics += message.diagnostics;
    }
}

/// Adds one conversation's `part` to `report` (in file order: the diagnostics keep it).
void add(const Tally &part, FileReport &report)
{
    report.diagnostics += part.diagnostics;
    report.messages += part.messages;
    for (int kind = 0; kind < int(part.chunks.size()); ++kind) {
        if (part.chunks.at(kind) > 0)
            report.chunks[kind] += part.chunks.at(kind);
    }
    report.citations += part.citations;
    report.references += part.references;
    report.resolved += part.resolved;
    report.coveredAnswers += part.coveredAnswers;
    report.shownCharacters += part.shownCharacters;
    report.citedCharacters += part.citedCharacters;
    report.uncitedSentences += part.uncitedSentences;
}

FileReport inspect(Document &document, const QString &path)
{
    FileReport report;
    report.path = path;
    DocumentTuning tuning = document.tuning();
    tuning.summaries = false; // every conversation is read below anyway
    tuning.partsFrom = 0; // one big conversation is checked in parts, on every core
    tuning.readFromMapping = true; // each record once: page faults cost less than copies
    document.setTuning(tuning);
    // Full validation on every core, overlapping the indexing, raw texts skipped (check never
    // shows them); the parts come back in file order so the report does not depend on timing.
    ParallelReader reads(
        qBound(1, QThread::idealThreadCount(), 16), false,
        [](const Conversation &conversation) {
            Tally part;
            tally(conversation, part);
            return std::any(std::move(part));
        },
        [&report](std::any summary) {
            if (summary.has_value())
                add(std::any_cast<const Tally &>(summary), report);
        });
    const bool ready = reads.read(document, path);
    report.format = document.formatId();
    // The file's own problems first, then the conversations' (added by the reads, in order).
    report.diagnostics = document.diagnostics() + report.diagnostics;
    if (!ready) {
        report.failed = true;
        const Diagnostic failure = document.failure();
        const bool known = std::any_of(report.diagnostics.cbegin(), report.diagnostics.cend(),
            [&failure](const Diagnostic &d) { return sameDiagnostic(d, failure); });
        if (failure.sourceText && !known)
            report.diagnostics.prepend(failure);
        return report;
    }
    report.conversations = document.conversationCount();
    return report;
}

void writeJson(const QVector<FileReport> &reports)
{
    JsonStreamWriter out(2);
    out.beginObject();
    out.key(u"files"_s);
    out.beginArray();
    for (const FileReport &report : reports) {
        out.beginObject();
        out.field(u"path"_s, report.path);
        out.key(u"format"_s);
        out.stringOrNull(report.format.isEmpty() ? QString() : report.format);
        out.field(u"ok"_s, !report.failed);
        out.field(u"conversations"_s, report.conversations);
        out.field(u"messages"_s, report.messages);
        out.key(u"chunks"_s);
        out.beginObject();
        for (auto it = report.chunks.cbegin(); it != report.chunks.cend(); ++it)
            out.field(chunkKindId(ChunkKind(it.key())), it.value());
        out.endObject();
        out.key(u"citations"_s);
        out.beginObject();
        out.field(u"total"_s, report.citations);
        out.field(u"resolved"_s, report.resolved);
        out.field(u"problems"_s, report.citations - report.resolved);
        out.endObject();
        out.field(u"references"_s, report.references);
        out.key(u"coverage"_s);
        if (report.coveredAnswers > 0) {
            out.beginObject();
            out.field(u"answers"_s, report.coveredAnswers);
            out.field(u"shownCharacters"_s, report.shownCharacters);
            out.field(u"citedCharacters"_s, report.citedCharacters);
            out.field(u"share"_s, coverageShare(report));
            out.field(u"uncitedSentences"_s, report.uncitedSentences);
            out.endObject();
        } else {
            out.nullValue();
        }
        out.key(u"diagnostics"_s);
        out.beginArray();
        for (const Diagnostic &diagnostic : report.diagnostics) {
            out.beginObject();
            out.field(u"severity"_s, Diagnostic::severityId(diagnostic.severity));
            out.field(u"message"_s, diagnostic.englishText());
            out.field(u"location"_s, locationText(diagnostic));
            out.endObject();
        }
        out.endArray();
        out.endObject();
    }
    out.endArray();
    out.endObject();
    CommandLine::writeOut(terminalSafeJson(out.result()));
}

QString severityLabel(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        //: Severity label in the check command's output
        return CheckCommand::tr("error");
    case Severity::Warning:
        //: Severity label in the check command's output
        return CheckCommand::tr("warning");
    case Severity::Info:
        //: Severity label in the check command's output
        return CheckCommand::tr("info");
    }
    return QString();
}

void writeHuman(const FileReport &report)
{
    QString text;
    if (report.failed) {
        //: One file of the check report: %1 its path; it could not be read
        text += CheckCommand::tr("%1: not read").arg(report.path) + u'\n';
    } else {
        //: Check report header: %1 file path, %2 format id such as ces.conversation
        text += CheckCommand::tr("%1: %2").arg(report.path, report.format) + u'\n';
        text += u"  "_s
            //: %1 "3 conversations", %2 "12 messages"
            + CheckCommand::tr("%1, %2").arg(
                CheckCommand::tr("%n conversation(s)", nullptr, report.conversations),
                CheckCommand::tr("%n message(s)", nullptr, report.messages))
            + u'\n';
        QStringList kinds;
        for (auto it = report.chunks.cbegin(); it != report.chunks.cend(); ++it)
            kinds
                //: %1 chunk kind id (kept in English, e.g. toolCall), %2 how many
                << CheckCommand::tr("%1 %2").arg(chunkKindId(ChunkKind(it.key()))).arg(it.value());
        if (!kinds.isEmpty())
            text += u"  "_s + CheckCommand::tr("chunks: %1").arg(kinds.join(u", "_s)) + u'\n';
        if (report.citations > 0 || report.references > 0) {
            text += u"  "_s
                + CheckCommand::tr("citations: %1 resolved, %2 with problems; references: %3")
                      .arg(report.resolved)
                      .arg(report.citations - report.resolved)
                      .arg(report.references)
                + u'\n';
        }
        if (report.coveredAnswers > 0) {
            const int percent = int((report.citedCharacters * 100) / report.shownCharacters);
            text += u"  "_s
                //: Check report: %1 "84 %" (the share of the answers' text inside a citation),
                //: %2 "3 answers", %3 "2 sentences without a source"
                + CheckCommand::tr("coverage: %1 of %2 cited; %3")
                      .arg(QLocale().toString(percent) + u" %"_s,
                          CheckCommand::tr("%n answer(s)", nullptr, report.coveredAnswers),
                          CheckCommand::tr(
                              "%n sentence(s) without a source", nullptr, report.uncitedSentences))
                + u'\n';
        }
    }
    for (const Diagnostic &diagnostic : report.diagnostics) {
        const QString where = locationText(diagnostic);
        text += u"  "_s
            + (where.isEmpty()
                    //: Diagnostic line: %1 severity (error, warning, info), %2 the message
                    ? CheckCommand::tr("%1: %2").arg(
                        severityLabel(diagnostic.severity), diagnostic.text())
                    //: Diagnostic line: %1 severity, %2 message, %3 where in the file (line:column
                    //: or JSON path)
                    : CheckCommand::tr("%1: %2 (at %3)")
                          .arg(severityLabel(diagnostic.severity), diagnostic.text(), where))
            + u'\n';
    }
    CommandLine::printOut(text);
}

} // namespace

int CheckCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Reads every record of every file and reports what it found."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption json(u"json"_s, tr("Print one JSON object instead of text."));
    parser.addOption(json);
    //: Help text of the subcommand name itself
    parser.addPositionalArgument(u"check"_s, tr("The command."), u"check"_s);
    parser.addPositionalArgument(
        u"FILE"_s, tr("Transcript files; - reads standard input."), u"FILE..."_s);
    if (const std::optional<int> done = CommandLine::parseCommand(parser, arguments))
        return *done;
    const QStringList files = parser.positionalArguments().mid(1);
    if (files.isEmpty())
        return CommandLine::usageError(parser, tr("no FILE given"));

    QVector<FileReport> reports;
    bool anyFailed = false;
    for (const QString &path : files) {
        Document document;
        FileReport report = inspect(document, path);
        const Diagnostics fileLevel = document.diagnostics();
        const auto syntaxError = std::find_if(fileLevel.cbegin(), fileLevel.cend(),
            [](const Diagnostic &d) { return d.severity == Severity::Error; });
        const bool hasSyntaxError = syntaxError != fileLevel.cend();
        if (document.changedWhileRead()) {
            CommandLine::printErr(
                tr("%1: the file changed while it was read; check it again").arg(path) + u'\n');
            report.failed = true;
        } else if (report.failed)
            CommandLine::printErr(CommandLine::failureMessage(document));
        else if (hasSyntaxError)
            CommandLine::printErr(CommandLine::diagnosticMessage(path, *syntaxError));
        anyFailed = anyFailed || report.failed || hasSyntaxError;
        if (!parser.isSet(json))
            writeHuman(report);
        reports.append(std::move(report));
    }
    if (parser.isSet(json))
        writeJson(reports);
    return anyFailed ? CommandLine::InputError : CommandLine::Ok;
}
