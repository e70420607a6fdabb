// SPDX-License-Identifier: GPL-2.0-or-later
#include "display_time.h"

#include "timestamp.h"

#include <atomic>

namespace {

std::atomic<DisplayTime::Zone> g_zone {DisplayTime::Zone::Local};

} // namespace

void DisplayTime::setZone(Zone zone)
{
    g_zone.store(zone, std::memory_order_relaxed);
}

DisplayTime::Zone DisplayTime::zone()
{
    return g_zone.load(std::memory_order_relaxed);
}

Qt::TimeSpec DisplayTime::timeSpec()
{
    return zone() == Zone::Utc ? Qt::UTC : Qt::LocalTime;
}

QDateTime DisplayTime::of(const Timestamp &t)
{
    if (!t.valid)
        return QDateTime();
    if (zone() == Zone::Local)
        return t.toLocalDateTime();
    constexpr qint64 kNanosPerMilli = 1000000;
    const qint64 nanos = t.nanosSinceEpoch;
    const qint64 millis = nanos / kNanosPerMilli - (nanos % kNanosPerMilli < 0 ? 1 : 0); // floor
    return QDateTime::fromMSecsSinceEpoch(millis, Qt::UTC);
}

QDateTime DisplayTime::of(const QDateTime &t)
{
    if (!t.isValid())
        return QDateTime();
    return zone() == Zone::Utc ? t.toUTC() : t.toLocalTime();
}

QDateTime DisplayTime::at(QDate date, QTime time)
{
    return QDateTime(date, time, timeSpec());
}
