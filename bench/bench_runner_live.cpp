// SPDX-License-Identifier: GPL-2.0-or-later
// BenchRunner, part 4: issue 18's performance, a session of 100,000 events from a loopback ADK
// API server opened in the window, then a streamed answer (LivePhase).
#include "bench_figures.h"
#include "bench_runner.h"

#include <QFileInfo>

#include <cmath>

using namespace Qt::StringLiterals;
using Headless::Results;
using Verdict = BenchTable::Verdict;
using namespace BenchFigures;

BenchTable BenchRunner::measureLive(const BenchFile &file) const
{
    BenchData::warm(file.path);
    progress(u"live"_s, u"an ADK server's session in the window, then a streamed answer"_s);
    const Results live = Headless::runChild(
        u"live"_s, file.path, {}, m_settings.timeoutSeconds, m_settings.memoryLimitBytes);
    BenchTable table(u"live: %1 served by a loopback ADK API server (%2)"_s.arg(
        QFileInfo(file.path).fileName(), BenchData::sizeText(file.bytes)));
    const QString problem = childProblem(live, m_settings.memoryLimitBytes);
    const auto atMost = [](double value, double limit) {
        return std::isnan(value) ? Verdict::Fail : BenchTable::atMost(value, limit);
    };
    const double first = figure(live, u"live_first_s"_s);
    table.addRow(u"first screen after the session's first byte"_s,
        !problem.isEmpty()      ? problem
            : std::isnan(first) ? u"not shown"_s
                                : number(first, 3) + u" s"_s,
        u"<= 0.5 s"_s, {}, atMost(first, 0.5));
    for (const auto &[key, label] :
        {std::pair {u"live_open"_s, u"GUI stall: opening the session"_s},
            std::pair {u"live_stream"_s, u"GUI stall: streamed answer"_s}}) {
        const double stall = figure(live, key + u"_stall_ms"_s);
        table.addRow(label,
            std::isnan(stall) ? u"not measured"_s
                              : u"%1 ms (at %2 s)"_s.arg(number(stall, 0),
                                  number(figure(live, key + u"_stall_at_ms"_s) / 1000.0, 2)),
            u"<= 50 ms"_s, {}, atMost(stall, 50));
    }
    const double pieceMax = figure(live, u"live_piece_max_ms"_s);
    table.addRow(u"streamed piece on screen after its arrival, max"_s,
        std::isnan(pieceMax) ? u"not shown"_s
                             : u"%1 ms (median %2 ms, %3 pieces)"_s.arg(number(pieceMax, 0),
                                 number(figure(live, u"live_piece_median_ms"_s), 0),
                                 live.value(u"live_pieces"_s, u"0"_s)),
        u"<= 50 ms"_s, {}, atMost(pieceMax, 50));
    if (live.contains(u"error"_s))
        table.addNote(live.value(u"error"_s));
    return table;
}
