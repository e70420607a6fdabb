// SPDX-License-Identifier: GPL-2.0-or-later
#include "export_formats.h"

#include "citation_rows.h"
#include "document/document.h"
#include "export/citations_csv.h"
#include "export/html_writer.h"
#include "export/json_writer.h"
#include "export/markdown_writer.h"
#include "export/print_document.h"

#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace {

/// Every conversation's citations overview under one header.
QByteArray citationsCsv(const ExportSource &source)
{
    QByteArray bytes = CitationsCsv::header();
    for (int i = 0; i < source.conversations.size(); ++i) {
        if (const auto &conversation = source.conversations.at(i))
            bytes += CitationsCsv::lines(i, CitationRows::of(*conversation));
    }
    return bytes;
}

} // namespace

QVector<ExportFormat> ExportFormats::all()
{
    return {ExportFormat::Json, ExportFormat::Markdown, ExportFormat::Html, ExportFormat::Pdf,
        ExportFormat::CitationsCsv};
}

QString ExportFormats::id(ExportFormat format)
{
    switch (format) {
    case ExportFormat::Json:
        return u"json"_s;
    case ExportFormat::Markdown:
        return u"markdown"_s;
    case ExportFormat::Html:
        return u"html"_s;
    case ExportFormat::Pdf:
        return u"pdf"_s;
    case ExportFormat::CitationsCsv:
        return u"citations-csv"_s;
    }
    return QString();
}

std::optional<ExportFormat> ExportFormats::fromId(const QString &id)
{
    for (const ExportFormat format : all()) {
        if (ExportFormats::id(format) == id)
            return format;
    }
    return std::nullopt;
}

QString ExportFormats::suffix(ExportFormat format)
{
    switch (format) {
    case ExportFormat::Markdown:
        return u"md"_s;
    case ExportFormat::CitationsCsv:
        return u"csv"_s;
    default:
        return id(format);
    }
}

QString ExportFormats::displayName(ExportFormat format)
{
    switch (format) {
    case ExportFormat::Json:
        //: export format: the normalized transcript as JSON
        return tr("JSON");
    case ExportFormat::Markdown:
        //: export format
        return tr("Markdown");
    case ExportFormat::Html:
        //: export format: a self-contained web page
        return tr("HTML");
    case ExportFormat::Pdf:
        //: export format
        return tr("PDF");
    case ExportFormat::CitationsCsv:
        //: export format: the citations overview as a spreadsheet file
        return tr("Citations (CSV)");
    }
    return QString();
}

bool ExportFormats::isText(ExportFormat format)
{
    return format != ExportFormat::Pdf;
}

QByteArray ExportFormats::write(ExportFormat format, const ExportSource &source)
{
    switch (format) {
    case ExportFormat::Json:
        return JsonWriter::write(source);
    case ExportFormat::Markdown:
        return MarkdownWriter::write(source).toUtf8();
    case ExportFormat::Html:
        return HtmlWriter::write(source).toUtf8();
    case ExportFormat::Pdf:
        return PrintDocument::pdf(source);
    case ExportFormat::CitationsCsv:
        return citationsCsv(source);
    }
    return QByteArray();
}

bool ExportFormats::write(ExportFormat format, const ExportSource &source, QIODevice &out)
{
    if (format == ExportFormat::Json)
        return JsonWriter::write(source, out);
    const QByteArray bytes = write(format, source);
    return out.write(bytes) == bytes.size();
}

ExportSource ExportFormats::sourceOf(Document &document)
{
    ExportSource source;
    source.formatId = document.formatId();
    source.displayName = document.displayName();
    source.diagnostics = document.diagnostics();
    for (int i = 0; i < document.conversationCount(); ++i)
        source.conversations.append(document.conversation(i));
    return source;
}

QString ExportFormats::save(ExportFormat format, const ExportSource &source, const QString &path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || !write(format, source, file) || !file.commit()) {
        //: %1 file path, %2 the system's reason
        return tr("%1: cannot write the export: %2").arg(path, file.errorString());
    }
    return QString();
}
