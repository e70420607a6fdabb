// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QDateTime>

struct Timestamp;

/// The time zone every view shows times in: the machine's own (the default) or UTC. One choice
/// for the whole process, made by Preferences (views' TimeZoneSetting, at start-up and on OK),
/// read wherever a time becomes text or a date to filter by. Thread-safe.
namespace DisplayTime {

enum class Zone { Local, Utc };

void setZone(Zone zone);
Zone zone();
/// The zone as a QDateTime time spec (for QDateTimeEdit::setTimeSpec).
Qt::TimeSpec timeSpec();
/// `t` in the chosen zone, to the millisecond; invalid when `t` is.
QDateTime of(const Timestamp &t);
QDateTime of(const QDateTime &t);
/// The moment `date` at `time` in the chosen zone (a filter's day boundary).
QDateTime at(QDate date, QTime time);

} // namespace DisplayTime
