// SPDX-License-Identifier: GPL-2.0-or-later
#include "bench_runner.h"

#include "headless_measurements.h"

#include <QElapsedTimer>
#include <QFileInfo>

#include <cmath>
#include <cstdio>
#include <limits>

using namespace Qt::StringLiterals;
using Headless::Results;
using Verdict = BenchTable::Verdict;

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

/// The figure `key` of a child's results; NaN when missing or negative (not measured).
double figure(const Results &results, const QString &key)
{
    bool ok = false;
    const double value = results.value(key).toDouble(&ok);
    return ok && value >= 0 ? value : kNaN;
}

QString number(double value, int decimals)
{
    return std::isnan(value) ? u"?"_s : QString::number(value, 'f', decimals);
}

/// Why a child gave no figure: "crashed", "timeout after N s", "exit N: ...", or "".
QString childProblem(const Results &results, qint64 limit)
{
    if (results.contains(u"timeout"_s))
        return u"timeout after %1 s"_s.arg(results.value(u"timeout"_s));
    if (results.contains(u"crashed"_s))
        return u"crashed (address space limited to %1): %2"_s.arg(
            BenchData::sizeText(limit), results.value(u"stderr"_s).right(160));
    if (results.value(u"exit"_s) != u"0"_s)
        return u"exit %1: %2"_s.arg(results.value(u"exit"_s), results.value(u"stderr"_s));
    return QString();
}

void progress(const QString &shape, const QString &what)
{
    std::printf("  [%s] %s ...\n", qPrintable(shape), qPrintable(what));
    std::fflush(stdout);
}

double megabytesPerSecond(qint64 bytes, double seconds)
{
    return seconds > 0 ? double(bytes) / 1e6 / seconds : kNaN;
}

} // namespace

BenchRunner::BenchRunner(const Settings &settings)
    : m_settings(settings)
{ }

BenchTable BenchRunner::measureShape(const BenchFile &file) const
{
    const int timeout = m_settings.timeoutSeconds;
    const qint64 limit = m_settings.memoryLimitBytes;
    BenchData::warm(file.path);
    progress(file.shape, u"index (Document::openFile → loaded)"_s);
    const Results index = Headless::runChild(u"index"_s, file.path, {}, timeout, limit);
    progress(file.shape, u"nlohmann::json::parse baseline"_s);
    const Results dom = Headless::runChild(u"nlohmann"_s, file.path, {}, timeout, limit);
    BenchData::warm(file.path);
    progress(file.shape, u"conversation-inspector check"_s);
    const Headless::CommandTiming check
        = Headless::timeCommand(m_settings.appPath, {u"check"_s, file.path}, timeout, limit);
    Headless::CommandTiming jq;
    if (!m_settings.jqPath.isEmpty()) {
        progress(file.shape, u"jq empty baseline"_s);
        jq = Headless::timeCommand(m_settings.jqPath, {u"empty"_s, file.path}, timeout, limit);
    }
    // The baselines before it hold gigabytes and push the input out of the page cache; the
    // window is measured with the file in the cache, as every other figure.
    BenchData::warm(file.path);
    progress(file.shape, u"main window: first conversation, memory, GUI stalls"_s);
    const Results gui = Headless::runChild(u"gui"_s, file.path,
        {u"--stall-cutoff"_s, QString::number(m_settings.stallCutoffSeconds)}, timeout, limit);

    BenchTable table(u"%1: %2 (%3)"_s.arg(
        file.shape, QFileInfo(file.path).fileName(), BenchData::sizeText(file.bytes)));

    // Indexing, against a full nlohmann DOM parse of the same bytes.
    const double indexSeconds = figure(index, u"index_s"_s);
    const double domSeconds = figure(dom, u"parse_s"_s);
    const double indexRate = megabytesPerSecond(file.bytes, indexSeconds);
    const QString indexProblem = childProblem(index, limit);
    table.addRow(u"index (open → loaded)"_s,
        indexProblem.isEmpty()
            ? u"%1 MB/s (%2 s)"_s.arg(number(indexRate, 0), number(indexSeconds, 2))
            : indexProblem,
        u">= 500 MB/s"_s, {},
        indexProblem.isEmpty() ? BenchTable::atLeast(indexRate, 500) : Verdict::Fail);
    const double indexRatio = domSeconds / indexSeconds;
    table.addRow(u"index vs nlohmann DOM"_s, number(indexRatio, 1) + u"x"_s, u">= 10x"_s,
        u"nlohmann %1 MB/s (%2 s)"_s.arg(
            number(megabytesPerSecond(file.bytes, domSeconds), 0), number(domSeconds, 2)),
        indexProblem.isEmpty() ? BenchTable::atLeast(indexRatio, 10) : Verdict::Fail);

    // Full validation, against jq.
    // exit code 1 means "the input could not be used"; a crash (-1) or a timeout is a failure.
    const bool checkOk = check.finished && check.exitCode == 0;
    const double checkSeconds = check.finished ? check.seconds : kNaN;
    table.addRow(u"check (subprocess, wall)"_s,
        check.finished ? u"%1 s (%2 MB/s)"_s.arg(
            number(checkSeconds, 2), number(megabytesPerSecond(file.bytes, checkSeconds), 0))
                       : u"timeout after %1 s"_s.arg(timeout));
    const double jqSeconds = jq.finished && jq.exitCode == 0 ? jq.seconds : kNaN;
    const double checkRatio = jqSeconds / checkSeconds;
    table.addRow(u"check vs jq empty"_s, number(checkRatio, 1) + u"x"_s, u">= 5x"_s,
        m_settings.jqPath.isEmpty() ? u"jq not installed"_s
                                    : u"jq empty %1 s"_s.arg(number(jqSeconds, 2)),
        !checkOk ? Verdict::Fail : BenchTable::atLeast(checkRatio, 5));

    // The window. A figure the child printed counts even when the child ended badly later.
    const QString guiProblem = childProblem(gui, limit);
    const bool cutOff = gui.contains(u"open_cut_off"_s) || gui.contains(u"step_cut_off"_s)
        || gui.contains(u"find_cut_off"_s) || gui.contains(u"filter_cut_off"_s);
    const double first = figure(gui, u"first_s"_s);
    table.addRow(u"first conversation on screen"_s,
        !std::isnan(first)          ? number(first, 3) + u" s"_s
            : !guiProblem.isEmpty() ? u"not shown (%1)"_s.arg(guiProblem.left(40))
            : cutOff                ? u"not shown (GUI blocked)"_s
                                    : u"never shown"_s,
        u"<= 0.3 s"_s, {}, std::isnan(first) ? Verdict::Fail : BenchTable::atMost(first, 0.3));
    // RssAnon growth once the window is quiet again, else when loading ended.
    const bool quietMemory = gui.contains(u"rss_anon_growth_quiet"_s);
    const QString when = quietMemory ? u"quiet"_s : u"loaded"_s;
    bool grew = false;
    const double growth = gui.value(u"rss_anon_growth_"_s + when).toDouble(&grew);
    const double percent = grew ? growth / double(file.bytes) * 100.0 : kNaN;
    table.addRow(u"memory beyond mapped pages"_s,
        grew ? u"%1 % (RssAnon +%2 at %3)"_s.arg(
            number(percent, 1), BenchData::sizeText(qint64(growth)), when)
             : u"not measured"_s,
        u"<= 10 %"_s, {}, grew ? BenchTable::atMost(percent, 10) : Verdict::Fail);
    // A stall, when it began, and how much of it the GUI thread was busy (the rest it waited
    // for a core while other threads or processes ran).
    const auto stallText = [&gui](const QString &key) {
        return u"%1 ms (at %2 s; GUI thread busy %3 ms)"_s.arg(
            number(figure(gui, key + u"_stall_ms"_s), 0),
            number(figure(gui, key + u"_stall_at_ms"_s) / 1000.0, 2),
            number(figure(gui, key + u"_stall_cpu_ms"_s), 0));
    };
    const double openStall = figure(gui, u"open_stall_ms"_s);
    table.addRow(u"GUI stall: open → loaded → quiet"_s,
        gui.contains(u"open_cut_off"_s)
            ? u">= %1 ms (cut off, still blocked)"_s.arg(number(openStall, 0))
            : stallText(u"open"_s),
        u"<= 50 ms"_s, {},
        std::isnan(openStall) || gui.contains(u"open_cut_off"_s)
            ? Verdict::Fail
            : BenchTable::atMost(openStall, 50));
    const double stepStall = figure(gui, u"step_stall_ms"_s);
    const bool stepped = !std::isnan(stepStall);
    table.addRow(u"GUI stall: stepping %1 %2"_s.arg(
                     gui.value(u"steps"_s, u"?"_s), gui.value(u"step_kind"_s, u"conversations"_s)),
        gui.contains(u"step_cut_off"_s)
            ? u">= %1 ms (cut off, still blocked)"_s.arg(number(stepStall, 0))
            : stepped ? stallText(u"step"_s)
                      : u"not reached"_s,
        u"<= 50 ms"_s, {},
        stepped      ? BenchTable::atMost(stepStall, 50)
            : cutOff ? Verdict::NotMeasured
                     : Verdict::Fail);
    // Find and the filters, through the window's widgets after stepping.
    for (const auto &[key, label] :
        {std::pair {u"find"_s, u"GUI stall: find (type, next, file count, regex)"_s},
            std::pair {u"filter"_s, u"GUI stall: message + list filters, sort"_s}}) {
        const double stall = figure(gui, key + u"_stall_ms"_s);
        const bool cut = gui.contains(key + u"_cut_off"_s);
        table.addRow(label,
            cut                     ? u">= %1 ms (cut off, still blocked)"_s.arg(number(stall, 0))
                : std::isnan(stall) ? u"not reached"_s
                                    : stallText(key),
            u"<= 50 ms"_s, {},
            cut                      ? Verdict::Fail
                : !std::isnan(stall) ? BenchTable::atMost(stall, 50)
                : cutOff             ? Verdict::NotMeasured
                                     : Verdict::Fail);
    }
    // Find across all text of the file (FileSearch on every core, as the find bar runs it).
    for (const auto &[key, label] : {std::pair {u"find_word"_s, u"find \"weather\" (whole file)"_s},
             std::pair {u"find_japanese"_s, u"find \"京都\" (whole file)"_s}}) {
        const double seconds = figure(index, key + u"_s"_s);
        const double rate = megabytesPerSecond(file.bytes, seconds);
        table.addRow(label,
            std::isnan(seconds) ? u"not measured"_s
                                : u"%1 MB/s (%2 s, %3 matches)"_s.arg(number(rate, 0),
                                    number(seconds, 2), index.value(key + u"_matches"_s)),
            u">= 300 MB/s"_s, {},
            std::isnan(seconds) ? Verdict::Fail : BenchTable::atLeast(rate, 300));
    }
    table.addRow(u"  window: loaded / quiet again"_s,
        u"%1 s / %2 s"_s.arg(
            number(figure(gui, u"loaded_s"_s), 2), number(figure(gui, u"quiet_s"_s), 2)));
    table.addRow(u"  step time mean / max"_s,
        u"%1 / %2 ms"_s.arg(
            number(figure(gui, u"step_mean_ms"_s), 1), number(figure(gui, u"step_max_ms"_s), 1)));
    table.addRow(u"  find \"order\": conversation / file / file count"_s,
        u"%1 / %2 / %3 s"_s.arg(gui.value(u"find_matches"_s, u"?"_s),
            gui.value(u"find_file_matches"_s, u"?"_s), number(figure(gui, u"find_file_s"_s), 2)));
    table.addRow(u"  Document alone: RssAnon growth"_s,
        BenchData::sizeText(qint64(figure(index, u"rss_anon_growth"_s))));

    table.addNote(u"detected %1 (%2), %3 conversations, %4 file diagnostics%5"_s.arg(
        index.value(u"format"_s, u"?"_s), index.value(u"framing"_s, u"?"_s),
        index.value(u"conversations"_s, u"?"_s), index.value(u"diagnostics"_s, u"?"_s),
        index.contains(u"first_diagnostic"_s)
            ? u" (first: %1)"_s.arg(index.value(u"first_diagnostic"_s))
            : QString()));
    if (index.value(u"state"_s) == u"failed"_s)
        table.addNote(u"loading failed: "_s + index.value(u"failure"_s));
    if (!checkOk)
        table.addNote(u"check exit code %1: %2"_s.arg(check.exitCode)
                          .arg(check.errorOutput.left(300).simplified()));
    table.addNote(u"check says: "_s + check.output.section(u'\n', 0, 1).simplified());
    if (!guiProblem.isEmpty())
        table.addNote(u"window child: "_s + guiProblem);
    if (cutOff)
        table.addNote(u"window child: one GUI block exceeded the %1 s cut-off; the measurement "
                      u"ended there (--stall-cutoff)"_s.arg(m_settings.stallCutoffSeconds));
    return table;
}

BenchTable BenchRunner::measureScroll(const BenchFile &file) const
{
    BenchData::warm(file.path);
    progress(file.shape, u"scrolling the message list"_s);
    const Results scroll = Headless::runChild(u"scroll"_s, file.path,
        {u"--frames"_s, QString::number(m_settings.scrollFrames)}, m_settings.timeoutSeconds,
        m_settings.memoryLimitBytes);
    BenchTable table(u"scroll: %1 (%2, %3 messages)"_s.arg(QFileInfo(file.path).fileName(),
        BenchData::sizeText(file.bytes), scroll.value(u"rows"_s, u"?"_s)));
    const QString problem = childProblem(scroll, m_settings.memoryLimitBytes);
    const double p99 = figure(scroll, u"frame_p99_ms"_s);
    const double mean = figure(scroll, u"frame_mean_ms"_s);
    table.addRow(u"frame layout + paint, p99"_s,
        problem.isEmpty() ? number(p99, 2) + u" ms"_s : problem, u"<= 8 ms"_s, {},
        std::isnan(p99) ? Verdict::Fail : BenchTable::atMost(p99, 8));
    table.addRow(u"frame layout + paint, mean"_s, number(mean, 2) + u" ms"_s, u"<= 8 ms"_s, {},
        std::isnan(mean) ? Verdict::Fail : BenchTable::atMost(mean, 8));
    table.addRow(u"  median / max / first frame"_s,
        u"%1 / %2 / %3 ms"_s.arg(number(figure(scroll, u"frame_median_ms"_s), 2),
            number(figure(scroll, u"frame_max_ms"_s), 2),
            number(figure(scroll, u"frame_first_ms"_s), 2)));
    table.addRow(u"  frames (one page step each)"_s,
        u"%1 (page step %2 of %3)"_s.arg(scroll.value(u"frames"_s, u"?"_s),
            scroll.value(u"page_step"_s, u"?"_s), scroll.value(u"scroll_max"_s, u"?"_s)));
    table.addRow(u"  conversation shown / loaded"_s,
        u"%1 s / %2 s"_s.arg(
            number(figure(scroll, u"open_s"_s), 2), number(figure(scroll, u"loaded_s"_s), 2)));
    if (scroll.contains(u"error"_s))
        table.addNote(scroll.value(u"error"_s));
    return table;
}
