// SPDX-License-Identifier: GPL-2.0-or-later
#include "print_document.h"

#include "html_writer.h"

#include <QBuffer>
#include <QImage>
#include <QLocale>
#include <QPageLayout>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace {

/// The highlight of cited text, as the HTML export's `mark` style.
const QString kMarkOpen = u"<span style=\"background-color:#fff1b8\">"_s;

/// The MIME types HtmlWriter embeds as data: URIs.
bool isEmbeddedImageType(QStringView header)
{
    return header == u"image/png;base64" || header == u"image/jpeg;base64"
        || header == u"image/webp;base64";
}

} // namespace

PrintDocument::PrintDocument(QObject *parent)
    : SafeTextDocument(parent)
{ }

std::unique_ptr<PrintDocument> PrintDocument::of(const ExportSource &source)
{
    std::unique_ptr<PrintDocument> document(new PrintDocument);
    document->setHtml(printableHtml(HtmlWriter::write(source)));
    document->setMetaInformation(QTextDocument::DocumentTitle, source.displayName);
    return document;
}

void PrintDocument::printTo(const ExportSource &source, QPagedPaintDevice *device)
{
    // Not paginated yet: QTextDocument::print() lays a copy out on the device's pages (2 cm
    // margins) and numbers them.
    of(source)->QTextDocument::print(device);
}

QByteArray PrintDocument::pdf(const ExportSource &source)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setTitle(source.displayName);
        writer.setCreator(u"Conversation Inspector "_s + QString::fromLatin1(INSPECTOR_VERSION));
        writer.setPageSize(
            QPageSize(QLocale().measurementSystem() == QLocale::ImperialUSSystem ? QPageSize::Letter
                                                                                 : QPageSize::A4));
        printTo(source, &writer);
    } // the writer finishes the file when it goes
    return buffer.data();
}

QString PrintDocument::printableHtml(const QString &exportHtml)
{
    QString html = exportHtml;
    html.replace(u"<mark>"_s, kMarkOpen).replace(u"</mark>"_s, u"</span>"_s);
    // HtmlWriter writes each image as <img src="data:…" width="W" height="H" …>.
    static const QRegularExpression image(
        uR"re(<img src="([^"]*)" width="(\d+)" height="(\d+)")re"_s);
    QString out;
    out.reserve(html.size());
    qsizetype from = 0;
    for (auto it = image.globalMatch(html); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        qint64 width = match.captured(2).toLongLong();
        qint64 height = match.captured(3).toLongLong();
        if (width > kMaxImageWidth) {
            height = qMax<qint64>(1, height * kMaxImageWidth / width);
            width = kMaxImageWidth;
        }
        out += QStringView(html).mid(from, match.capturedStart() - from);
        out += u"<img src=\""_s + match.captured(1) + u"\" width=\""_s + QString::number(width)
            + u"\" height=\""_s + QString::number(height) + u'"';
        from = match.capturedEnd();
    }
    out += QStringView(html).mid(from);
    return out;
}

QVariant PrintDocument::loadResource(int type, const QUrl &name)
{
    if (type != QTextDocument::ImageResource || name.scheme() != u"data"_s)
        return emptyResource(type);
    const QString path = name.path(QUrl::FullyEncoded);
    const qsizetype comma = path.indexOf(u',');
    if (comma < 0 || !isEmbeddedImageType(QStringView(path).left(comma)))
        return emptyResource(type);
    const QImage image
        = QImage::fromData(QByteArray::fromBase64(QStringView(path).mid(comma + 1).toLatin1()));
    return image.isNull() ? emptyResource(type) : QVariant(image);
}
