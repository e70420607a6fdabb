// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "headless_measurements.h"

#include <QString>

/// Reading the children's figures and writing them into table cells, shared by the parts of
/// BenchRunner. Functions only.
namespace BenchFigures {

/// The figure `key` of a child's results; NaN when missing or negative (not measured).
double figure(const Headless::Results &results, const QString &key);
/// `value` with `decimals` fraction digits, "?" for NaN.
QString number(double value, int decimals);
/// Why a child gave no figure: "crashed", "timeout after N s", "exit N: ...", or "".
QString childProblem(const Headless::Results &results, qint64 limit);
/// Megabytes (10^6 bytes) per second; NaN without a time.
double megabytesPerSecond(qint64 bytes, double seconds);
/// "4.1 % (RssAnon +42.0 MiB, 21 B/record)": `bytes` of memory against the file's size and
/// its number of records (`records` <= 0: no per-record figure).
QString memoryText(double bytes, qint64 fileBytes, qint64 records, const QString &what);
/// "<= 10 % (aim 5 %)": a memory target in % of the file (the aim is 5 % everywhere).
QString memoryTarget(double percent);
/// "  [shape] what ..." on standard output, before a measurement starts.
void progress(const QString &shape, const QString &what);

} // namespace BenchFigures
