// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QStringList>
#include <QVector>

/// One repair made by lenientClean(): what was removed and where (byte offset in the original).
struct LenientRepair {
    qint64 offset = 0;
    const char *sourceText = nullptr; ///< QT_TRANSLATE_NOOP("Diagnostic", ...) text
    QStringList args;
};

/// The tolerant pre-pass of formats.md §3.11 for hand-pasted samples: blanks out `//` and
/// `/* */` comments, trailing commas, `...`/`…` placeholders standing as elements (with their
/// comma) and a `const x = … ;` wrapper. Removed bytes become spaces (line breaks stay), so the
/// result has the same size and every byte keeps its offset and line. Strings are never touched.
/// Pure function; returns the input unchanged when nothing needed repairing.
QByteArray lenientClean(const char *data, qint64 size, QVector<LenientRepair> *repairs);
