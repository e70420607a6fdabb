// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "bench_data.h"
#include "bench_table.h"
#include "headless_measurements.h"

/// Runs the measurements of one input file (each in a fresh child process or as a timed
/// command) and turns the figures into a BenchTable with targets and same-run baselines.
/// Holds only settings.
class BenchRunner
{
public:
    struct Settings {
        QString appPath; ///< conversation-inspector, for `check`
        QString jqPath; ///< empty when jq is missing
        int timeoutSeconds = 1800; ///< per measurement
        qint64 memoryLimitBytes = 10LL << 30; ///< address-space limit of each child and command
        int scrollFrames = 400;
        int stallCutoffSeconds = 60; ///< the window child gives up on one block this long
    };

    explicit BenchRunner(const Settings &settings);

    /// Index, check, the DOM baselines (nlohmann, simdjson, jq), memory per file and per record,
    /// first conversation and GUI stalls of one big file.
    BenchTable measureShape(const BenchFile &file) const;
    /// Scrolling the 100,000-message conversation of `file`.
    BenchTable measureScroll(const BenchFile &file) const;
    /// The window opening `file` as a live session from a loopback ADK server, then a streamed
    /// answer (issue 18's performance).
    BenchTable measureLive(const BenchFile &file) const;
    /// Two conversations of 10,000 messages compared (issue 19), in several shapes; in process.
    BenchTable measureCompare() const;
    /// check, export and the window on one hostile input (HostileWriter): seconds, not minutes.
    BenchTable measureHostile(const BenchFile &file) const;

private:
    /// The targets that the --huge session has of its own.
    struct Targets {
        double firstSeconds = 0.3; ///< first conversation on screen
        double memoryPercent = 10; ///< memory beyond the mapped file, in % of the file
    };
    /// measureShape's rows of the window child (and of the index child's file-wide finds).
    void addWindowRows(BenchTable &table, const BenchFile &file, const Headless::Results &index,
        const Headless::Results &gui, const Targets &targets, qint64 limit) const;

    Settings m_settings;
};
