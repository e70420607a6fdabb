// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "export/export_source.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QVector>

#include <optional>

class Document;
class QIODevice;

/// A form a transcript is exported in.
enum class ExportFormat { Json, Markdown, Html, Pdf, CitationsCsv };

/// The export formats of the CLI's `export --format` and the window's File ▸ Export, in one
/// place: their ids, file suffixes, names and writers, and the atomic save of what they wrote.
/// Stateless.
class ExportFormats
{
    Q_DECLARE_TR_FUNCTIONS(ExportFormats)
public:
    /// Every format, in the order menus and `--help` list them.
    static QVector<ExportFormat> all();
    /// The id `export --format` takes ("json", "markdown", "html", "pdf", "citations-csv").
    static QString id(ExportFormat format);
    static std::optional<ExportFormat> fromId(const QString &id);
    /// The usual file suffix, without the dot ("json", "md", "html", "pdf", "csv").
    static QString suffix(ExportFormat format);
    /// The name a file dialog and the export dialog show, translated.
    static QString displayName(ExportFormat format);
    /// Whether the output is text (JSON, Markdown, HTML, CSV) rather than binary (PDF).
    static bool isText(ExportFormat format);
    /// `source` written in `format` with the writers the CLI uses.
    static QByteArray write(ExportFormat format, const ExportSource &source);
    /// write() into `out` (open for writing); JSON is sent piece by piece as it is written, so
    /// a big export is never held whole. False when a write failed.
    static bool write(ExportFormat format, const ExportSource &source, QIODevice &out);
    /// What `document` (loaded) exports: its format, name and diagnostics, and every
    /// conversation, read now.
    static ExportSource sourceOf(Document &document);
    /// write() of `source` in `format` straight into `path` through a QSaveFile (all or
    /// nothing); an error message naming the path when it fails, else empty.
    static QString save(ExportFormat format, const ExportSource &source, const QString &path);
};
