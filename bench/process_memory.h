// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>

/// This process's memory as Linux reports it in /proc/self/status, in bytes. RssAnon is the
/// heap and other private memory; RssFile counts mapped file pages (a mapped transcript), which
/// the benchmark's memory target leaves out. A value type.
struct ProcessMemory {
    qint64 rssAnonBytes = -1;
    qint64 rssFileBytes = -1;
    qint64 peakRssBytes = -1; ///< VmHWM: the largest total RSS so far

    /// Reads the current values; fields stay -1 when the kernel does not report them.
    static ProcessMemory current();
    /// The same for another process (a command the benchmark runs); all -1 once it is gone.
    static ProcessMemory ofProcess(qint64 pid);
    /// Limits this process's address space (setrlimit RLIMIT_AS) so that a runaway measurement
    /// fails alone instead of starving the machine. False when the limit could not be set.
    static bool limitAddressSpace(qint64 bytes);

private:
    static ProcessMemory read(const QString &statusPath); ///< a /proc/PID/status file
};
