// SPDX-License-Identifier: GPL-2.0-or-later
#include "timestamp.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTimeZone>
#include <cmath>
#include <cstdlib>

using namespace Qt::StringLiterals;

namespace {

constexpr qint64 kNanosPerSecond = 1000000000;

qint64 floorDiv(qint64 a, qint64 b)
{
    qint64 q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0)))
        --q;
    return q;
}

// Number text with the fewest decimals (up to maxDecimals) that keep the rounded value.
QString localeNumber(double value, int maxDecimals)
{
    int decimals = maxDecimals;
    const double scaled = std::round(value * std::pow(10.0, maxDecimals));
    double s = scaled;
    while (decimals > 0 && std::fmod(s, 10.0) == 0.0) {
        s /= 10.0;
        --decimals;
    }
    return QLocale().toString(value, 'f', decimals);
}

} // namespace

QDateTime Timestamp::toLocalDateTime() const
{
    if (!valid)
        return QDateTime();
    return QDateTime::fromMSecsSinceEpoch(floorDiv(nanosSinceEpoch, 1000000), Qt::LocalTime);
}

QString Timestamp::toRfc3339() const
{
    if (!valid)
        return QString();
    const qint64 secs = floorDiv(nanosSinceEpoch, kNanosPerSecond);
    const qint64 frac = nanosSinceEpoch - secs * kNanosPerSecond; // 0..999999999
    const QDateTime dt = QDateTime::fromSecsSinceEpoch(secs, Qt::UTC);
    QString out = dt.toString(u"yyyy-MM-dd'T'HH:mm:ss"_s);
    if (frac != 0) {
        QString digits = QString::number(frac).rightJustified(9, u'0');
        if (frac % 1000000 == 0)
            digits.truncate(3);
        else if (frac % 1000 == 0)
            digits.truncate(6);
        out += u'.' + digits;
    }
    out += u'Z';
    return out;
}

QString formatDuration(qint64 nanos)
{
    // Work on the magnitude as unsigned so the most negative value does not overflow.
    const bool negative = nanos < 0;
    const quint64 mag = negative ? quint64(0) - quint64(nanos) : quint64(nanos);
    QString text;
    if (mag < 1000ULL) {
        //: duration in nanoseconds
        text = QCoreApplication::translate("Duration", "%1 ns")
                   .arg(QLocale().toString(qulonglong(mag)));
    } else if (mag < 1000000ULL) {
        const double us = double(mag) / 1e3;
        //: duration in microseconds
        text = QCoreApplication::translate("Duration", "%1 µs")
                   .arg(localeNumber(us, us < 10 ? 1 : 0));
    } else if (mag < 1000000000ULL) {
        const double ms = double(mag) / 1e6;
        //: duration in milliseconds
        text = QCoreApplication::translate("Duration", "%1 ms")
                   .arg(localeNumber(ms, ms < 10 ? 1 : 0));
    } else if (mag < 60ULL * 1000000000ULL) {
        const double s = double(mag) / 1e9;
        //: duration in seconds
        text = QCoreApplication::translate("Duration", "%1 s").arg(localeNumber(s, s < 10 ? 2 : 1));
    } else {
        const quint64 totalSeconds = (mag + 500000000ULL) / 1000000000ULL;
        const quint64 hours = totalSeconds / 3600;
        const quint64 minutes = (totalSeconds % 3600) / 60;
        const quint64 seconds = totalSeconds % 60;
        if (hours > 0) {
            //: duration in hours and minutes
            text = QCoreApplication::translate("Duration", "%1 h %2 min")
                       .arg(QLocale().toString(qulonglong(hours)),
                           QLocale().toString(qulonglong(minutes)));
        } else {
            //: duration in minutes and seconds
            text = QCoreApplication::translate("Duration", "%1 min %2 s")
                       .arg(QLocale().toString(qulonglong(minutes)),
                           QLocale().toString(qulonglong(seconds)));
        }
    }
    if (negative)
        text = QLocale().negativeSign() + text;
    return text;
}
