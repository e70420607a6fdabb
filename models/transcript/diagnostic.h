// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QVector>

/// Where a diagnostic points: a file, a line:column (1-based, 0 = unknown) and/or a JSON path
/// such as `turns[0].messages[3].chunks[1]`. A plain value; owned by whoever holds the Diagnostic.
struct SourceLocation {
    QString file;
    qint64 line = 0;
    qint64 column = 0;
    QString jsonPath;

    /// "file:line:column" and/or the JSON path, whichever parts are known.
    QString toString() const;
};

enum class Severity { Info, Warning, Error };

/// A problem found while reading input. The message is stored untranslated (a
/// QT_TRANSLATE_NOOP("Diagnostic", ...) source text plus %1.. arguments) so it can be shown in
/// whatever language the user switches to later; text() translates at the time of the call.
struct Diagnostic {
    Severity severity = Severity::Warning;
    const char *sourceText = nullptr; ///< static storage; context "Diagnostic"
    QStringList args;
    SourceLocation location;

    /// The message in the current UI language, with arguments substituted.
    QString text() const;
    /// The message in English (the source text), for export and logs.
    QString englishText() const;
    static QString severityId(Severity s); ///< "info", "warning", "error" (not translated)
};

using Diagnostics = QVector<Diagnostic>;

/// Substitutes %1, %2, ... (up to %999) in one pass, so an argument that contains "%2" is never
/// expanded again; placeholders without an argument stay as written.
QString substituteArgs(const QString &pattern, const QStringList &args);

/// Builds a diagnostic in one line: makeDiagnostic(Severity::Warning,
/// QT_TRANSLATE_NOOP("Diagnostic", "Unknown chunk kind %1"), {key}, loc).
Diagnostic makeDiagnostic(
    Severity severity, const char *sourceText, QStringList args, SourceLocation location);
