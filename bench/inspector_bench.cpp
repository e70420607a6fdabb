// SPDX-License-Identifier: GPL-2.0-or-later
// inspector-bench: the issue 6 and 17 measurements (see README.md "Benchmarks").
//   inspector-bench [--size BYTES] [--data DIR] [--only NAME[,NAME]] [--huge [--huge-size BYTES]]
//                   [--seed N] [--timeout S]
// Generates the missing inputs, then prints one table per input shape with each figure, its
// target, the same-run baseline and PASS/FAIL. Always exits 0 once it has run: a failed target
// is a result, not an error. Every measurement runs in a fresh child process (hidden --child).
#include "bench_data.h"
#include "bench_runner.h"
#include "gui_session.h"
#include "headless_measurements.h"
#include "live_phase.h"
#include "process_memory.h"
#include "simdjson_baseline.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDateTime>
#include <QFile>
#include <QStandardPaths>
#include <QSysInfo>
#include <QThread>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace {

constexpr qint64 kDefaultSize = 1LL << 30;
constexpr qint64 kHugeSize = 10LL << 30;

void print(const QString &text)
{
    std::fputs(text.toUtf8().constData(), stdout);
    std::fflush(stdout);
}

QString cpuModel()
{
    QFile cpuinfo(u"/proc/cpuinfo"_s);
    if (cpuinfo.open(QIODevice::ReadOnly)) {
        while (!cpuinfo.atEnd()) {
            const QByteArray line = cpuinfo.readLine();
            if (line.startsWith("model name"))
                return QString::fromUtf8(line.mid(line.indexOf(':') + 1)).simplified();
        }
    }
    return QSysInfo::currentCpuArchitecture();
}

QString totalMemory()
{
    QFile meminfo(u"/proc/meminfo"_s);
    if (meminfo.open(QIODevice::ReadOnly)) {
        const QByteArray line = meminfo.readLine(); // MemTotal:  24000000 kB
        const qint64 kilobytes
            = line.mid(line.indexOf(':') + 1).trimmed().split(' ').value(0).toLongLong();
        return BenchData::sizeText(kilobytes * 1024);
    }
    return u"?"_s;
}

int runChild(const QCommandLineParser &parser)
{
    const QString mode = parser.value(u"child"_s);
    const QString path = parser.value(u"file"_s);
    // simdjson reserves about 14 times the file in address space and touches a fraction of it:
    // the limit would stop it, not a runaway.
    const qint64 limit = parser.value(u"memory-limit"_s).toLongLong();
    if (limit > 0 && mode != u"simdjson"_s)
        ProcessMemory::limitAddressSpace(limit);
    if (mode == u"index"_s)
        return Headless::childIndex(path);
    if (mode == u"nlohmann"_s)
        return Headless::childNlohmann(path);
    if (mode == u"simdjson"_s)
        return SimdjsonBaseline::child(path);
    if (mode == u"gui"_s)
        return GuiSession::childGui(path, parser.value(u"stall-cutoff"_s).toInt());
    if (mode == u"scroll"_s)
        return GuiSession::childScroll(path, parser.value(u"frames"_s).toInt());
    if (mode == u"live"_s)
        return LivePhase::childLive(path);
    return 2;
}

} // namespace

int main(int argc, char **argv)
{
    // The window is measured off screen unless the caller chose a platform.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(u"ConversationInspectorBench"_s);
    QCoreApplication::setApplicationName(u"inspector-bench"_s);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Measures the issue 6 and 17 targets on generated transcripts."_s);
    parser.addHelpOption();
    const QCommandLineOption size(u"size"_s, u"Size of each big input (default 1 GiB)."_s,
        u"BYTES"_s, QString::number(kDefaultSize));
    const QCommandLineOption data(u"data"_s, u"Folder of the generated inputs."_s, u"DIR"_s,
        QStringLiteral(INSPECTOR_BENCH_DATA_DIR));
    const QCommandLineOption only(u"only"_s,
        u"Measure only these, comma-separated: ces-jsonl, adk-session, ces-list, "
        u"adk-small-events, ces-jsonl-short, tiny-list, scroll, live (an ADK server's session of "
        u"100,000 events), compare (two conversations of 10,000 messages), hostile (or one of "
        u"hostile-citations, hostile-deep, hostile-wide), huge (the --huge session)."_s,
        u"NAME"_s);
    const QCommandLineOption huge(u"huge"_s,
        u"Also measure an adk-session of 10 GiB (--huge-size) at the end, when the data folder's "
        u"disk has room for it; its own targets, and no DOM baselines."_s);
    const QCommandLineOption hugeSize(u"huge-size"_s,
        u"Size of the --huge session (default 10 GiB)."_s, u"BYTES"_s, QString::number(kHugeSize));
    const QCommandLineOption seed(u"seed"_s, u"Generator seed (default 1)."_s, u"N"_s, u"1"_s);
    const QCommandLineOption timeout(
        u"timeout"_s, u"Limit per measurement in seconds (default 1800)."_s, u"S"_s, u"1800"_s);
    const QCommandLineOption limitGib(u"limit-gib"_s,
        u"Address-space limit of every measured process in GiB (default 10), so that a runaway "
        u"measurement fails alone instead of starving the machine."_s,
        u"GIB"_s, u"10"_s);
    const QCommandLineOption stallCutoff(u"stall-cutoff"_s,
        u"End the window measurement when one GUI block exceeds S seconds (default 60)."_s, u"S"_s,
        u"60"_s);
    const QCommandLineOption appPath(u"app"_s, u"The conversation-inspector to check with."_s,
        u"PATH"_s, QStringLiteral(INSPECTOR_APP_PATH));
    QCommandLineOption child(u"child"_s, u"(internal)"_s, u"MODE"_s);
    QCommandLineOption file(u"file"_s, u"(internal)"_s, u"PATH"_s);
    QCommandLineOption memoryLimit(u"memory-limit"_s, u"(internal)"_s, u"BYTES"_s);
    QCommandLineOption frames(u"frames"_s, u"(internal)"_s, u"N"_s, u"400"_s);
    for (QCommandLineOption *hidden : {&child, &file, &memoryLimit, &frames})
        hidden->setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOptions({size, data, only, huge, hugeSize, seed, timeout, limitGib, stallCutoff,
        appPath, child, file, memoryLimit, frames});
    parser.process(app);
    if (parser.isSet(child))
        return runChild(parser);

    const qint64 bytes = parser.value(size).toLongLong();
    QStringList selected = BenchData::bigShapes()
        << u"scroll"_s << u"live"_s << u"compare"_s << u"hostile"_s;
    if (parser.isSet(only)) {
        selected = parser.value(only).split(u',', Qt::SkipEmptyParts);
        selected.replaceInStrings(u"adk-100k"_s, u"scroll"_s);
    }
    if (parser.isSet(huge) && !selected.contains(u"huge"_s))
        selected.append(u"huge"_s);
    BenchRunner::Settings settings;
    settings.appPath = parser.value(appPath);
    settings.jqPath = QStandardPaths::findExecutable(u"jq"_s);
    settings.timeoutSeconds = parser.value(timeout).toInt();
    settings.stallCutoffSeconds = parser.value(stallCutoff).toInt();
    settings.memoryLimitBytes = qint64(parser.value(limitGib).toDouble() * double(1LL << 30));
    const BenchData inputs(parser.value(data), QStringLiteral(INSPECTOR_GENERATOR_PATH),
        parser.value(seed).toULongLong());

    print(u"Conversation Inspector benchmark, %1\n"_s.arg(
        QDateTime::currentDateTime().toString(Qt::ISODate)));
    print(u"  machine: %1 cores (%2), %3 RAM, %4\n"_s.arg(
        QString::number(QThread::idealThreadCount()), cpuModel(), totalMemory(),
        QSysInfo::prettyProductName()));
    print(u"  Qt %1; app %2; jq %3; simdjson %4\n"_s.arg(QString::fromLatin1(qVersion()),
        settings.appPath, settings.jqPath.isEmpty() ? u"missing"_s : settings.jqPath,
        SimdjsonBaseline::version().isEmpty() ? u"not installed"_s : SimdjsonBaseline::version()));
    print(u"  window sessions: %1 (the app's allocator); index and nlohmann baseline: system "
          u"malloc\n"_s.arg(
              Headless::appAllocator().isEmpty() ? u"system malloc"_s : Headless::appAllocator()));
    print(u"  data: %1 (big inputs %2 each); MB = 10^6 bytes; each measured process limited to "
          u"%3 of address space\n"_s.arg(parser.value(data), BenchData::sizeText(bytes),
              BenchData::sizeText(settings.memoryLimitBytes)));

    QVector<BenchFile> files;
    for (const QString &name : selected) {
        const QString shape = name == u"scroll"_s ? u"adk-100k"_s : name;
        if (name == u"hostile"_s) {
            for (const QString &hostile :
                {u"hostile-citations"_s, u"hostile-deep"_s, u"hostile-wide"_s})
                files.append(inputs.ensure(hostile, bytes));
            continue;
        }
        if (name == u"live"_s) {
            BenchFile file = inputs.ensure(u"adk-100k"_s, bytes);
            file.live = true;
            files.append(file);
            continue;
        }
        if (name == u"compare"_s) {
            BenchFile none;
            none.shape = name;
            none.ok = true;
            none.compare = true;
            files.append(none);
            continue;
        }
        if (name == u"huge"_s) {
            BenchFile file = inputs.ensure(u"adk-session"_s, parser.value(hugeSize).toLongLong());
            file.huge = true;
            if (!file.ok)
                print(u"  --huge: the %1 session is skipped: %2\n"_s.arg(
                    BenchData::sizeText(parser.value(hugeSize).toLongLong()), file.error));
            files.append(file);
            continue;
        }
        if (!BenchData::bigShapes().contains(shape) && shape != u"adk-100k"_s
            && !shape.startsWith(u"hostile-"_s)) {
            print(u"  unknown --only name \"%1\" (skipped)\n"_s.arg(name));
            continue;
        }
        files.append(inputs.ensure(shape, bytes));
    }
    print(u"\nInputs:\n"_s);
    for (const BenchFile &input : files)
        if (!input.compare)
            print(input.ok ? u"  %1  %2 bytes (%3)\n"_s.arg(input.path)
                                 .arg(input.bytes)
                                 .arg(BenchData::sizeText(input.bytes))
                           : u"  %1: not available: %2\n"_s.arg(input.shape, input.error));

    const BenchRunner runner(settings);
    int failures = 0;
    for (const BenchFile &input : std::as_const(files)) {
        if (!input.ok)
            continue;
        const BenchTable table = input.compare      ? runner.measureCompare()
            : input.live                            ? runner.measureLive(input)
            : input.shape == u"adk-100k"_s          ? runner.measureScroll(input)
            : input.shape.startsWith(u"hostile-"_s) ? runner.measureHostile(input)
                                                    : runner.measureShape(input);
        print(table.render());
        failures += table.failures();
    }
    print(u"\n%1 target(s) failed.\n"_s.arg(failures));
    return 0;
}
