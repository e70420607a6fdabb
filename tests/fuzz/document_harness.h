// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

// What `check` and `export` do with a file, in process: bytes → format detection → Document
// indexing → every conversation read (in full, and without raw texts as check reads it) → JSON,
// Markdown and HTML export in memory. The tuning (whole file or streamed in small parts, from
// memory or from a mapped file, summary pass or not) follows from the input's size so that the
// fuzzer reaches every path. Oracles: a read without raw texts shows what a full read shows
// (tst_check_reads), the JSON export is JSON, the HTML export has no script and loads nothing.

#include "fuzz_support.h"

#include "document/document.h"
#include "export/export_source.h"
#include "export/html_writer.h"
#include "export/json_writer.h"
#include "export/markdown_writer.h"
#include "formats/format_reader.h"
#include "json/raw_text_scope.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include <unistd.h>

namespace fuzz {

using namespace Qt::StringLiterals;

/// The temporary files of this process, removed when it exits.
inline std::vector<std::string> &tempFiles()
{
    static std::vector<std::string> files;
    return files;
}

/// A per-process file in /dev/shm (tmpfs) holding `bytes`, for the mapped-file path.
inline QString writeTempFile(const QByteArray &bytes, const char *tag)
{
    const QString dir = QDir(u"/dev/shm"_s).exists() ? u"/dev/shm"_s : QDir::tempPath();
    const QString path
        = dir + u"/inspector-fuzz-%1-%2"_s.arg(qint64(::getpid())).arg(QString::fromLatin1(tag));
    const std::string name = path.toStdString();
    if (std::find(tempFiles().begin(), tempFiles().end(), name) == tempFiles().end()) {
        if (tempFiles().empty()) {
            std::atexit([] {
                for (const std::string &file : tempFiles())
                    std::remove(file.c_str());
            });
        }
        tempFiles().push_back(name);
    }
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(bytes) != bytes.size())
        fail("cannot write the temporary input file", path);
    return path;
}

/// What check counts of a conversation (messages, chunk kinds, citations, diagnostics) and its
/// summary, as text (tests/tst_check_reads.cpp).
inline QStringList checkView(const Conversation &c, const FormatReader &reader)
{
    const ConversationSummary s = reader.summarize(c);
    QStringList out = {s.id, s.title, s.start.toRfc3339(), s.agent, QString::number(s.messageCount),
        QString::number(s.turnCount)};
    const auto addDiagnostics = [&out](const Diagnostics &diagnostics) {
        for (const Diagnostic &d : diagnostics)
            out << Diagnostic::severityId(d.severity) + u' ' + d.englishText() + u" @"_s
                    + diagnosticLocation(d.location);
    };
    addDiagnostics(c.diagnostics);
    out << u"messages %1"_s.arg(c.messages.size());
    for (const Message &m : c.messages) {
        QStringList kinds;
        for (const Chunk &chunk : m.chunks)
            kinds << chunkKindId(chunk.kind);
        out << kinds.join(u',');
        if (m.grounding) {
            QStringList statuses;
            for (const CitedSegment &segment : m.grounding->citations)
                statuses << QString::number(int(segment.status));
            out << u"citations "_s + statuses.join(u',')
                    + u" references %1"_s.arg(m.grounding->references.size());
        }
        addDiagnostics(m.diagnostics);
    }
    return out;
}

inline void checkHtml(const QString &html)
{
    const QString lower = html.toLower();
    for (const auto *bad :
        {"<script", "<iframe", "<object", "<embed", "<link", "<meta http-equiv=\"refresh"}) {
        if (lower.contains(QLatin1String(bad)))
            fail("the HTML export holds a forbidden element", QLatin1String(bad));
    }
    static const QRegularExpression src(u"\\ssrc\\s*=\\s*\"(?!data:)"_s);
    if (src.match(lower).hasMatch())
        fail("the HTML export loads something that is not a data: URI");
    // http(s), or a footnote of the page ("#fn-3", digits only).
    static const QRegularExpression href(u"\\shref\\s*=\\s*\"(?!https?://|#fn-[0-9]+\")"_s);
    if (href.match(lower).hasMatch())
        fail("the HTML export links to something that is not http(s) or a footnote");
    static const QRegularExpression handler(u"<[^>]*\\son[a-z]+\\s*="_s);
    if (handler.match(lower).hasMatch())
        fail("the HTML export has an event handler attribute");
}

/// Opens `bytes` as check and export do and reads and exports every conversation.
inline void runDocument(const QByteArray &bytes, const char *tag)
{
    ensureCoreApp();
    const int variant = int(bytes.size() % 4);
    DocumentTuning tuning;
    tuning.summaries = variant == 3;
    if (variant >= 2) { // streamed and cut in small parts, as big files are
        tuning.streamFrom = 0;
        tuning.partsFrom = 0;
        tuning.partBytes = 256;
        tuning.partRecords = 3;
    }
    Document document;
    document.setTuning(tuning);
    if (variant == 1 || variant == 2)
        document.openFile(writeTempFile(bytes, tag));
    else
        document.openData(bytes, u"fuzz.json"_s);
    const bool ready = document.waitForLoaded(-1);
    (void)document.diagnostics();
    (void)document.failure();
    if (!ready)
        return;
    if (tuning.summaries) {
        while (!document.summariesComplete())
            QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
        for (int i = 0; i < document.conversationCount(); ++i)
            (void)document.summary(i);
    }
    (void)document.searchRanges();

    ExportSource source;
    source.formatId = document.formatId();
    source.displayName = document.displayName();
    source.diagnostics = document.diagnostics();
    const auto reader = formats::createReader(document.formatId());
    for (int i = 0; i < document.conversationCount(); ++i) {
        const auto conversation = document.conversation(i);
        if (!conversation)
            fail("Document::conversation() returned null for a valid index");
        source.conversations.append(conversation);
        // check's read: without raw texts, on another thread in the app; the same findings.
        const auto read = document.conversationReader(i);
        if (!read || !reader)
            continue;
        const auto full = read();
        std::shared_ptr<const Conversation> lean;
        {
            const tolerant::RawTextScope noRawTexts(false);
            lean = read();
        }
        if (!full != !lean)
            fail("a read without raw texts gave no conversation (or only it did)");
        if (full) {
            const QStringList a = checkView(*full, *reader);
            const QStringList b = checkView(*lean, *reader);
            if (a != b)
                fail("check's read (no raw texts) differs from a full read",
                    u"full:\n"_s + a.join(u'\n') + u"\nwithout raw texts:\n"_s + b.join(u'\n'));
        }
    }
    const QByteArray json = JsonWriter::write(source);
    if (!nlohmann::json::accept(json.begin(), json.end()))
        fail("export --format json is not JSON", QString::fromUtf8(json.left(2000)));
    (void)MarkdownWriter::write(source);
    checkHtml(HtmlWriter::write(source));
}

} // namespace fuzz
