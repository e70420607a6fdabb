// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QDateTime>
#include <QString>
#include <optional>

/// A point in time with nanosecond precision and the producer's UTC offset, as read from a
/// transcript (QDateTime keeps only milliseconds). Invalid when the source had no time.
struct Timestamp {
    qint64 nanosSinceEpoch = 0;
    int offsetSeconds = 0; ///< the offset the source wrote (+05:30 → 19800); 0 for Z
    bool valid = false;
    /// Unused: fills the struct's last bytes, so a copy moves 16 bytes in two whole words (the
    /// 13 bytes of data alone were copied in overlapping words, which a load right after the
    /// stores of a returned value cannot take from them: a stall on every message read).
    char padding[3] = {};

    /// Local time of the machine, millisecond precision, for display.
    QDateTime toLocalDateTime() const;
    /// RFC 3339 in UTC with as many fractional digits as needed (0, 3, 6 or 9): export format.
    QString toRfc3339() const;
    bool operator<(const Timestamp &o) const { return nanosSinceEpoch < o.nanosSinceEpoch; }
};

/// A signed duration in nanoseconds (CES Span.duration "0.734s", {seconds, nanos}).
using DurationNanos = std::optional<qint64>;

/// "734 ms", "1.5 s", "2 min 3 s": short human form, locale-aware, translated.
QString formatDuration(qint64 nanos);
