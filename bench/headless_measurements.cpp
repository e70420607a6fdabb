// SPDX-License-Identifier: GPL-2.0-or-later
#include "headless_measurements.h"

#include "document/document.h"
#include "document/mapped_file.h"
#include "process_memory.h"
#include "search/file_search.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <cstring>

using namespace Qt::StringLiterals;

namespace {

constexpr int kSampleMs = 20; ///< how often timeCommand samples the command's memory

} // namespace

namespace Headless {

void report(const QString &key, const QString &value)
{
    QString clean = value;
    clean.replace(u'\n', u' ');
    std::printf("bench:%s=%s\n", qPrintable(key), clean.toUtf8().constData());
    std::fflush(stdout);
}

void report(const QString &key, double value)
{
    report(key, QString::number(value, 'f', 3));
}

QString appAllocator()
{
#ifdef INSPECTOR_APP_ALLOCATOR
    return QStringLiteral(INSPECTOR_APP_ALLOCATOR);
#else
    return QString();
#endif
}

Results runChild(const QString &mode, const QString &path, const QStringList &extra,
    int timeoutSeconds, qint64 memoryLimitBytes)
{
    Results results;
    QProcess child;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    // The window writes recent files and layout settings: keep them out of the user's config.
    const QString config = QDir::temp().filePath(u"inspector-bench-config"_s);
    QDir().mkpath(config);
    environment.insert(u"XDG_CONFIG_HOME"_s, config);
    environment.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    if (!appAllocator().isEmpty() && (mode == u"gui"_s || mode == u"scroll"_s))
        environment.insert(u"LD_PRELOAD"_s, appAllocator());
    child.setProcessEnvironment(environment);
    QStringList arguments = {u"--child"_s, mode, u"--file"_s, path, u"--memory-limit"_s,
        QString::number(memoryLimitBytes)};
    arguments += extra;
    child.start(QCoreApplication::applicationFilePath(), arguments);
    const bool finished = child.waitForFinished(timeoutSeconds * 1000);
    if (!finished) {
        child.kill();
        child.waitForFinished(5000);
        results.insert(u"timeout"_s, QString::number(timeoutSeconds));
    } else if (child.exitStatus() != QProcess::NormalExit) {
        results.insert(u"crashed"_s, QString::number(child.exitCode()));
    }
    results.insert(u"exit"_s, QString::number(child.exitCode()));
    const QList<QByteArray> lines = child.readAllStandardOutput().split('\n');
    for (const QByteArray &line : lines) {
        if (!line.startsWith("bench:"))
            continue;
        const int equals = line.indexOf('=');
        if (equals > 6)
            results.insert(QString::fromUtf8(line.mid(6, equals - 6)),
                QString::fromUtf8(line.mid(equals + 1)));
    }
    if (!finished || child.exitStatus() != QProcess::NormalExit || child.exitCode() != 0) {
        // Qt's harmless off-screen chatter hides the real message: drop it.
        QStringList kept;
        const QStringList lines = QString::fromUtf8(child.readAllStandardError()).split(u'\n');
        for (const QString &line : lines) {
            if (!line.trimmed().isEmpty() && !line.contains(u"XDG_RUNTIME_DIR"_s)
                && !line.contains(u"propagateSizeHints"_s))
                kept.append(line.trimmed());
        }
        results.insert(u"stderr"_s, kept.join(u" | "_s).right(300));
    }
    return results;
}

CommandTiming timeCommand(const QString &program, const QStringList &arguments, int timeoutSeconds,
    qint64 memoryLimitBytes)
{
    CommandTiming timing;
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"XDG_CONFIG_HOME"_s, QDir::temp().filePath(u"inspector-bench-config"_s));
    process.setProcessEnvironment(environment);
    // Runs in the forked child before exec: only async-signal-safe calls (setrlimit is).
    process.setChildProcessModifier(
        [memoryLimitBytes] { ProcessMemory::limitAddressSpace(memoryLimitBytes); });
    QByteArray out, err;
    // Drain the pipes as the command writes, or a chatty command would block on a full pipe.
    QObject::connect(&process, &QProcess::readyReadStandardOutput, [&] {
        const QByteArray chunk = process.readAllStandardOutput();
        if (out.size() < (64 << 10))
            out += chunk.left((64 << 10) - out.size());
    });
    QObject::connect(&process, &QProcess::readyReadStandardError, [&] {
        const QByteArray chunk = process.readAllStandardError();
        if (err.size() < (64 << 10))
            err += chunk.left((64 << 10) - err.size());
    });
    QElapsedTimer timer;
    timer.start();
    process.start(program, arguments);
    if (!process.waitForStarted(30000)) {
        timing.errorOutput = process.errorString();
        return timing;
    }
    // Anonymous memory is not kept as a peak by the kernel (VmHWM counts mapped file pages
    // too): sample it while the command runs.
    const qint64 pid = process.processId();
    const qint64 timeoutNs = qint64(timeoutSeconds) * 1000000000LL;
    for (;;) {
        if (process.waitForFinished(kSampleMs) || process.state() == QProcess::NotRunning) {
            timing.finished = true;
            break;
        }
        if (timer.nsecsElapsed() >= timeoutNs)
            break;
        timing.peakRssAnonBytes
            = std::max(timing.peakRssAnonBytes, ProcessMemory::ofProcess(pid).rssAnonBytes);
    }
    timing.seconds = double(timer.nsecsElapsed()) / 1e9;
    if (!timing.finished) {
        process.kill();
        process.waitForFinished(5000);
    }
    timing.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    timing.output = QString::fromUtf8(out);
    timing.errorOutput = QString::fromUtf8(err);
    return timing;
}

int childIndex(const QString &path)
{
    const ProcessMemory before = ProcessMemory::current();
    bool ready = false;
    {
        Document document;
        QElapsedTimer timer;
        timer.start();
        document.openFile(path);
        ready = document.waitForLoaded(-1);
        const double seconds = double(timer.nsecsElapsed()) / 1e9;
        const ProcessMemory after = ProcessMemory::current();
        report(u"index_s"_s, seconds);
        report(u"state"_s, ready ? u"ready"_s : u"failed"_s);
        report(u"format"_s, document.formatId());
        report(u"framing"_s, framingId(document.framing()));
        report(u"conversations"_s, QString::number(document.conversationCount()));
        report(u"records"_s, QString::number(document.searchRanges().size()));
        const Diagnostics diagnostics = document.diagnostics();
        report(u"diagnostics"_s, QString::number(diagnostics.size()));
        if (!diagnostics.isEmpty())
            report(u"first_diagnostic"_s, diagnostics.first().englishText());
        if (!ready)
            report(u"failure"_s, document.failure().englishText());
        report(u"rss_anon_growth"_s, QString::number(after.rssAnonBytes - before.rssAnonBytes));
    } // unmapped before the second Document maps the file (a 10 GiB file twice would not fit
      // the measured process's address-space limit)
    // Find across every record of the file (all cores), as the find bar's file-wide count runs
    // it: a word of the generated English text, and a Japanese one.
    // A second Document without the summary pass, so that the search has the cores to itself.
    Document quiet;
    DocumentTuning tuning;
    tuning.summaries = false;
    quiet.setTuning(tuning);
    quiet.openFile(path);
    if (ready && quiet.waitForLoaded(-1) && quiet.mappedFile()) {
        const QVector<SearchRange> ranges = quiet.searchRanges();
        const std::pair<QString, QString> queries[]
            = {{u"find_word"_s, u"weather"_s}, {u"find_japanese"_s, u"京都"_s}};
        for (const auto &[key, text] : queries) {
            FindQuery query;
            query.text = text;
            QElapsedTimer searchTimer;
            searchTimer.start();
            const auto file = quiet.mappedFile();
            const QVector<ConversationHits> hits
                = FileSearch::searchAll(file->data(), file->size(), ranges, query);
            report(key + u"_s"_s, double(searchTimer.nsecsElapsed()) / 1e9);
            qint64 matches = 0;
            for (const ConversationHits &h : hits)
                matches += h.matches;
            report(key + u"_matches"_s, QString::number(matches));
        }
    }
    return 0;
}

int childNlohmann(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return 1;
    const qint64 size = file.size();
    const uchar *data = file.map(0, size);
    if (!data)
        return 1;
    const char *begin = reinterpret_cast<const char *>(data);
    const char *end = begin + size;
    qint64 records = 0, errors = 0, checksum = 0, parseNs = 0;
    QElapsedTimer timer;
    timer.start();
    if (path.endsWith(u".jsonl"_s)) {
        for (const char *line = begin; line < end;) {
            const char *next
                = static_cast<const char *>(std::memchr(line, '\n', size_t(end - line)));
            const char *lineEnd = next ? next : end;
            if (lineEnd > line) {
                try {
                    // Only the parse is timed, not the destruction of the line's DOM.
                    const qint64 start = timer.nsecsElapsed();
                    const nlohmann::json value = nlohmann::json::parse(line, lineEnd);
                    parseNs += timer.nsecsElapsed() - start;
                    checksum += qint64(value.size());
                    ++records;
                } catch (const nlohmann::json::exception &) {
                    ++errors;
                }
            }
            line = lineEnd + 1;
        }
    } else {
        try {
            // Parse only: the DOM's destruction happens after the clock stops.
            auto *value = new nlohmann::json(nlohmann::json::parse(begin, end));
            const double seconds = double(timer.nsecsElapsed()) / 1e9;
            checksum += qint64(value->size());
            ++records;
            report(u"parse_s"_s, seconds);
            delete value;
        } catch (const nlohmann::json::exception &error) {
            ++errors;
            report(u"error"_s, QString::fromUtf8(error.what()));
        }
    }
    if (path.endsWith(u".jsonl"_s))
        report(u"parse_s"_s, double(parseNs) / 1e9);
    report(u"records"_s, QString::number(records));
    report(u"errors"_s, QString::number(errors));
    report(u"checksum"_s, QString::number(checksum));
    return 0;
}

} // namespace Headless
