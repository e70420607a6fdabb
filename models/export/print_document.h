// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "export_source.h"
#include "safe_text_document.h"

#include <QByteArray>

#include <memory>

class QPagedPaintDevice;

/// The HTML export (HtmlWriter) laid out for paper: the same sections, texts, highlights,
/// footnotes and embedded images, in a QTextDocument that decodes only the data: PNG, JPEG and
/// WEBP images the export embeds and refuses every other resource (SafeTextDocument). Printing
/// it adds page numbers. File ▸ Print, Export as PDF and `export --format pdf` use it; usable on
/// any thread (text layout and a QPdfWriter or QPrinter do not need the GUI thread).
class PrintDocument : public SafeTextDocument
{
    Q_OBJECT
public:
    /// The widest an image is printed, in the document's pixels (about 16 cm).
    static constexpr int kMaxImageWidth = 600;

    /// `source` as a document to print (owned by the caller).
    static std::unique_ptr<PrintDocument> of(const ExportSource &source);
    /// `source` printed on `device` (a QPrinter or a QPdfWriter): pages numbered at the bottom.
    static void printTo(const ExportSource &source, QPagedPaintDevice *device);
    /// `source` as a PDF file's bytes: A4, or Letter where the locale measures in inches.
    static QByteArray pdf(const ExportSource &source);

    /// The export's HTML made printable: `<mark>` (which QTextDocument ignores) as a highlighted
    /// span, images no wider than kMaxImageWidth (their aspect kept).
    static QString printableHtml(const QString &exportHtml);

protected:
    QVariant loadResource(int type, const QUrl &name) override;

private:
    explicit PrintDocument(QObject *parent = nullptr);
};
