// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QMap>
#include <QString>
#include <QStringList>

/// The measurements without a window, and the plumbing that runs every measurement in a fresh
/// child process (so that a crash, a memory limit or leftover heap of one measurement never
/// touches the next). A child prints `bench:key=value` lines; the parent collects them.
namespace Headless {

/// What a child printed, plus "exit" (code), "crashed" or "timeout" when it did not end well.
using Results = QMap<QString, QString>;

/// The allocator library the app links (mimalloc), empty when it uses the system's.
QString appAllocator();
/// Runs this executable again as `--child MODE --file PATH` (plus `extra`), with settings in a
/// private folder and the offscreen platform; waits at most `timeoutSeconds`. The window
/// children (gui, scroll) run with the app's allocator preloaded, as the app does.
Results runChild(const QString &mode, const QString &path, const QStringList &extra,
    int timeoutSeconds, qint64 memoryLimitBytes);
/// Prints one result line for the parent: `bench:key=value`.
void report(const QString &key, const QString &value);
void report(const QString &key, double value);

/// The wall time of a command, for `check` and `jq empty`.
struct CommandTiming {
    double seconds = -1;
    int exitCode = -1;
    bool finished = false; ///< ended by itself before the timeout
    QString output; ///< standard output (the first 64 KiB)
    QString errorOutput; ///< standard error (the first 64 KiB)
    qint64 peakRssAnonBytes = -1; ///< the largest RssAnon seen (sampled every 20 ms)
};
/// Runs `program` with its address space limited to `memoryLimitBytes` (as the children are),
/// sampling its RssAnon while it runs.
CommandTiming timeCommand(const QString &program, const QStringList &arguments, int timeoutSeconds,
    qint64 memoryLimitBytes);

/// Child mode "index": Document::openFile → loaded(), plus format, counts (conversations and
/// records: events, messages, lines or array elements, as the file's framing cuts it) and
/// diagnostics.
int childIndex(const QString &path);
/// Child mode "nlohmann": nlohmann::json::parse of the mapped file (each line for .jsonl).
int childNlohmann(const QString &path);

} // namespace Headless
