// SPDX-License-Identifier: GPL-2.0-or-later
#include "bench_figures.h"

#include "bench_data.h"

#include <cmath>
#include <cstdio>
#include <limits>

using namespace Qt::StringLiterals;

namespace BenchFigures {

double figure(const Headless::Results &results, const QString &key)
{
    bool ok = false;
    const double value = results.value(key).toDouble(&ok);
    return ok && value >= 0 ? value : std::numeric_limits<double>::quiet_NaN();
}

QString number(double value, int decimals)
{
    return std::isnan(value) ? u"?"_s : QString::number(value, 'f', decimals);
}

QString childProblem(const Headless::Results &results, qint64 limit)
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

double megabytesPerSecond(qint64 bytes, double seconds)
{
    return seconds > 0 ? double(bytes) / 1e6 / seconds : std::numeric_limits<double>::quiet_NaN();
}

QString memoryText(double bytes, qint64 fileBytes, qint64 records, const QString &what)
{
    const QString perRecord = records > 0
        ? u", %1 B/record"_s.arg(number(bytes / double(records), bytes / records < 10 ? 1 : 0))
        : QString();
    return u"%1 % (%2%3%4)"_s.arg(number(bytes / double(fileBytes) * 100.0, 1), what,
        BenchData::sizeText(qint64(bytes)), perRecord);
}

QString memoryTarget(double percent)
{
    return percent > 5 ? u"<= %1 % (aim 5 %)"_s.arg(percent) : u"<= %1 %"_s.arg(percent);
}

void progress(const QString &shape, const QString &what)
{
    std::printf("  [%s] %s ...\n", qPrintable(shape), qPrintable(what));
    std::fflush(stdout);
}

} // namespace BenchFigures
