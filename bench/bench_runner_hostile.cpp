// SPDX-License-Identifier: GPL-2.0-or-later
// BenchRunner, part 2: the hostile inputs of issue 14 (built to make naive code quadratic or
// recursive) through check, export and the window.
#include "bench_runner.h"

#include "headless_measurements.h"

#include <QFileInfo>

#include <cmath>
#include <cstdio>
#include <limits>

using namespace Qt::StringLiterals;
using Headless::Results;
using Verdict = BenchTable::Verdict;

namespace {

/// Wall seconds of a command that ended by itself with exit code 0 or 1 (1: the input could not
/// be used, a fine answer to hostile input); NaN for a crash or a timeout.
double usableSeconds(const Headless::CommandTiming &timing)
{
    return timing.finished && (timing.exitCode == 0 || timing.exitCode == 1)
        ? timing.seconds
        : std::numeric_limits<double>::quiet_NaN();
}

QString secondsText(const Headless::CommandTiming &timing, int timeout)
{
    if (!timing.finished)
        return u"timeout after %1 s"_s.arg(timeout);
    if (std::isnan(usableSeconds(timing)))
        return u"exit %1 (crashed?): %2"_s.arg(timing.exitCode)
            .arg(timing.errorOutput.left(120).simplified());
    return u"%1 s (exit %2)"_s.arg(QString::number(timing.seconds, 'f', 2)).arg(timing.exitCode);
}

} // namespace

BenchTable BenchRunner::measureHostile(const BenchFile &file) const
{
    const int timeout = m_settings.timeoutSeconds;
    const qint64 limit = m_settings.memoryLimitBytes;
    BenchData::warm(file.path);
    std::printf("  [%s] check, export, window ...\n", qPrintable(file.shape));
    std::fflush(stdout);
    const Headless::CommandTiming check
        = Headless::timeCommand(m_settings.appPath, {u"check"_s, file.path}, timeout, limit);
    const Headless::CommandTiming exported = Headless::timeCommand(m_settings.appPath,
        {u"export"_s, u"--format"_s, u"json"_s, u"--output"_s, u"/dev/null"_s, file.path}, timeout,
        limit);
    const Headless::CommandTiming markdown = Headless::timeCommand(m_settings.appPath,
        {u"export"_s, u"--format"_s, u"markdown"_s, u"--output"_s, u"/dev/null"_s, file.path},
        timeout, limit);
    // As for the generated shapes (measureShape()): a first window session, not counted, warms
    // the app's code, fonts and ICU data, which the 1 GiB baselines before this phase push out of
    // the page cache (a cold first window stalled 70 ms on hostile-citations where warm ones
    // stall 20-45 ms).
    const QStringList guiArguments
        = {u"--stall-cutoff"_s, QString::number(m_settings.stallCutoffSeconds)};
    Headless::runChild(u"gui"_s, file.path, guiArguments, timeout, limit);
    const Results gui = Headless::runChild(u"gui"_s, file.path, guiArguments, timeout, limit);

    BenchTable table(u"%1: %2 (%3)"_s.arg(
        file.shape, QFileInfo(file.path).fileName(), BenchData::sizeText(file.bytes)));
    const double target = 10;
    for (const auto &[label, timing] :
        {std::pair {u"check"_s, &check}, std::pair {u"export --format json"_s, &exported},
            std::pair {u"export --format markdown"_s, &markdown}}) {
        const double seconds = usableSeconds(*timing);
        table.addRow(label, secondsText(*timing, timeout), u"<= 10 s"_s, {},
            std::isnan(seconds) ? Verdict::Fail : BenchTable::atMost(seconds, target));
    }
    bool ok = false;
    const double loaded = gui.value(u"quiet_s"_s).toDouble(&ok);
    table.addRow(u"window: open → loaded → quiet"_s,
        ok ? QString::number(loaded, 'f', 2) + u" s"_s : u"not reached"_s, u"<= 10 s"_s, {},
        ok ? BenchTable::atMost(loaded, target) : Verdict::Fail);
    const double stall = gui.value(u"open_stall_ms"_s).toDouble(&ok);
    table.addRow(u"window: longest GUI stall while opening"_s,
        ok ? QString::number(stall, 'f', 0) + u" ms"_s : u"not measured"_s, u"<= 50 ms"_s, {},
        !ok || gui.contains(u"open_cut_off"_s) ? Verdict::Fail : BenchTable::atMost(stall, 50));
    table.addNote(u"check says: "_s
        + QString(check.output + check.errorOutput).section(u'\n', 0, 1).simplified().left(200));
    if (gui.contains(u"error"_s))
        table.addNote(u"window child: "_s + gui.value(u"error"_s));
    return table;
}
