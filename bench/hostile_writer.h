// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

class BenchRandom;
class SampleContent;

/// Writes the hostile inputs of the benchmark (issue 14): transcripts built to make naive code
/// quadratic or recursive. Each is deterministic for a seed; a stateless namespace of writers.
namespace HostileWriter {

/// "hostile-citations": a Discovery Engine answer of about 20 MB whose 200,000 citations name
/// references that do not exist and quote texts that occur nowhere in the answer.
/// "hostile-deep": JSON Lines of CES messages, every other one holding arrays nested 1,000,000
/// deep in its tool call's args (about 20 MB).
/// "hostile-wide": a CES conversation whose payload has 300,000 members, a repeated key among
/// them, and a byte that is not UTF-8 (so the first parse falls back).
QStringList shapes();

/// Appends the whole file of `shape` to `out`; false for an unknown shape.
bool write(
    const QString &shape, const SampleContent &content, BenchRandom &random, QByteArray *out);

} // namespace HostileWriter
