// SPDX-License-Identifier: GPL-2.0-or-later
// BenchRunner, part 3: the rows of the window child (first conversation, memory after loading
// and after the summary pass, GUI stalls) and the file-wide finds of the index child.
#include "bench_figures.h"
#include "bench_runner.h"

#include <cmath>

using namespace Qt::StringLiterals;
using namespace BenchFigures;
using Headless::Results;
using Verdict = BenchTable::Verdict;

void BenchRunner::addWindowRows(BenchTable &table, const BenchFile &file, const Results &index,
    const Results &gui, const Targets &targets, qint64 limit) const
{
    // A figure the child printed counts even when the child ended badly later.
    const QString guiProblem = childProblem(gui, limit);
    const bool cutOff = gui.contains(u"open_cut_off"_s) || gui.contains(u"step_cut_off"_s)
        || gui.contains(u"find_cut_off"_s) || gui.contains(u"filter_cut_off"_s);
    const double first = figure(gui, u"first_s"_s);
    table.addRow(u"first conversation on screen"_s,
        !std::isnan(first)          ? number(first, 3) + u" s"_s
            : !guiProblem.isEmpty() ? u"not shown (%1)"_s.arg(guiProblem.left(40))
            : cutOff                ? u"not shown (GUI blocked)"_s
                                    : u"never shown"_s,
        u"<= %1 s"_s.arg(targets.firstSeconds), {},
        std::isnan(first) ? Verdict::Fail : BenchTable::atMost(first, targets.firstSeconds));
    // RssAnon growth of the window once loading ended, and once every summary is known.
    const qint64 records = index.value(u"records"_s).toLongLong();
    for (const auto &[when, label] :
        {std::pair {u"loaded"_s, u"memory beyond mapped pages, window: loaded"_s},
            std::pair {u"summaries"_s, u"memory beyond mapped pages, window: summaries done"_s}}) {
        bool grew = false;
        const double growth = gui.value(u"rss_anon_growth_"_s + when).toDouble(&grew);
        const double percent = grew ? growth / double(file.bytes) * 100.0 : std::nan("");
        table.addRow(label,
            grew ? memoryText(growth, file.bytes, records, u"RssAnon +"_s) : u"not measured"_s,
            memoryTarget(targets.memoryPercent), {},
            grew ? BenchTable::atMost(percent, targets.memoryPercent) : Verdict::Fail);
    }
    // A stall, when it began, and how much of it the GUI thread was busy (the rest it waited
    // for a core while other threads or processes ran).
    const auto stallText = [&gui](const QString &key) {
        return u"%1 ms (at %2 s; GUI thread busy %3 ms)"_s.arg(
            number(figure(gui, key + u"_stall_ms"_s), 0),
            number(figure(gui, key + u"_stall_at_ms"_s) / 1000.0, 2),
            number(figure(gui, key + u"_stall_cpu_ms"_s), 0));
    };
    // What the GUI thread did in each phase's longest stall, when it broke the target.
    for (const QString &key : {u"open"_s, u"step"_s, u"find"_s, u"filter"_s}) {
        const QString stack = gui.value(key + u"_stall_stack"_s);
        if (!stack.isEmpty() && figure(gui, key + u"_stall_ms"_s) > 50)
            table.addNote(
                u"the GUI thread in the longest %1 stall (a stack every 15 ms from 30 ms on, || between them): %2"_s
                    .arg(key, stack));
    }
    const double openStall = figure(gui, u"open_stall_ms"_s);
    table.addRow(u"GUI stall: open → loaded → summaries → quiet"_s,
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
    table.addRow(u"  window: loaded / summaries done / quiet again"_s,
        u"%1 s / %2 s / %3 s"_s.arg(number(figure(gui, u"loaded_s"_s), 2),
            number(figure(gui, u"summaries_s"_s), 2), number(figure(gui, u"quiet_s"_s), 2)));
    table.addRow(u"  step time mean / max"_s,
        u"%1 / %2 ms"_s.arg(
            number(figure(gui, u"step_mean_ms"_s), 1), number(figure(gui, u"step_max_ms"_s), 1)));
    table.addRow(u"  find \"order\": conversation / file / file count"_s,
        u"%1 / %2 / %3 s"_s.arg(gui.value(u"find_matches"_s, u"?"_s),
            gui.value(u"find_file_matches"_s, u"?"_s), number(figure(gui, u"find_file_s"_s), 2)));
    if (!guiProblem.isEmpty())
        table.addNote(u"window child: "_s + guiProblem);
    if (cutOff)
        table.addNote(u"window child: one GUI block exceeded the %1 s cut-off; the measurement "
                      u"ended there (--stall-cutoff)"_s.arg(m_settings.stallCutoffSeconds));
}
