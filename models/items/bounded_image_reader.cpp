// SPDX-License-Identifier: GPL-2.0-or-later
#include "bounded_image_reader.h"

#include <QBuffer>
#include <QImageReader>
#include <QLocale>
#include <mutex>

using namespace Qt::StringLiterals;

namespace {

/// QImageReader's allocation limit is one value for the whole program in Qt 6.4 (a static): it is
/// set once, before the first image of a file or a server is decoded.
void applyAllocationLimit()
{
    static std::once_flag once;
    std::call_once(
        once, [] { QImageReader::setAllocationLimit(BoundedImageReader::kAllocationLimitMiB); });
}

/// The refusal an image of `size` gets (None within the limits).
BoundedImageReader::Refusal sizeRefusal(QSize size)
{
    using Refusal = BoundedImageReader::Refusal;
    if (qint64(size.width()) * size.height() > BoundedImageReader::kMaxPixels)
        return Refusal::TooManyPixels;
    if (size.width() > BoundedImageReader::kMaxSide || size.height() > BoundedImageReader::kMaxSide)
        return Refusal::TooLongSide;
    return Refusal::None;
}

/// probe() and read(): the byte limit, then the header's size, then (with `decode`) the pixels.
BoundedImageReader::Outcome examine(const QByteArray &data, bool decode)
{
    using Refusal = BoundedImageReader::Refusal;
    BoundedImageReader::Outcome outcome;
    outcome.bytes = data.size();
    if (data.isEmpty())
        return outcome;
    if (outcome.bytes > BoundedImageReader::kMaxEncodedBytes) {
        outcome.refusal = Refusal::TooManyBytes;
        return outcome;
    }
    applyAllocationLimit();
    QBuffer buffer;
    buffer.setData(data); // shares the bytes
    buffer.open(QIODevice::ReadOnly);
    QImageReader reader(&buffer);
    outcome.size = reader.size();
    if (outcome.size.isValid()) {
        outcome.refusal = sizeRefusal(outcome.size);
    } else {
        // No size without decoding (a few formats): the allocation limit bounds the decode, and
        // the decoded size is checked below.
        outcome.refusal = reader.canRead() ? Refusal::None : Refusal::NotAnImage;
    }
    if (!decode || !outcome.ok())
        return outcome;
    if (reader.format() == "jpeg" && !BoundedImageReader::jpegIsComplete(data)) {
        outcome.refusal = Refusal::Truncated;
        return outcome;
    }
    QImage image = reader.read();
    if (image.isNull()) {
        outcome.refusal = Refusal::NotAnImage;
        return outcome;
    }
    if (!outcome.size.isValid()) { // the header had no size: check what was decoded
        outcome.size = image.size();
        outcome.refusal = sizeRefusal(image.size());
        if (!outcome.ok())
            return outcome;
    }
    outcome.image = std::move(image);
    return outcome;
}

} // namespace

BoundedImageReader::Outcome BoundedImageReader::probe(const QByteArray &data)
{
    return examine(data, false);
}

BoundedImageReader::Outcome BoundedImageReader::read(const QByteArray &data)
{
    return examine(data, true);
}

QString BoundedImageReader::refusalText(const Outcome &outcome)
{
    const QLocale locale;
    const QString width = locale.toString(outcome.size.width());
    const QString height = locale.toString(outcome.size.height());
    switch (outcome.refusal) {
    case Refusal::None:
    case Refusal::NotAnImage:
        break;
    case Refusal::TooManyBytes:
        //: placeholder of an image that is not decoded: %1 its data size, %2 the limit (both
        //: like "70 MB")
        return tr("Image not shown: %1 of data is more than the %2 limit")
            .arg(locale.formattedDataSize(outcome.bytes),
                locale.formattedDataSize(kMaxEncodedBytes));
    case Refusal::TooLongSide:
        //: placeholder of an image that is not decoded: %1 width, %2 height, %3 the limit, all
        //: in pixels
        return tr("Image not shown: %1 × %2 pixels is more than the %3-pixel limit on a side")
            .arg(width, height, locale.toString(kMaxSide));
    case Refusal::TooManyPixels:
        //: placeholder of an image that is not decoded: %1 width, %2 height in pixels, %3 the
        //: limit in millions of pixels
        return tr("Image not shown: %1 × %2 pixels is larger than the %3-megapixel limit")
            .arg(width, height, locale.toString(kMaxPixels / 1'000'000));
    case Refusal::Truncated:
        //: placeholder of an image whose data was cut off: %1 width, %2 height in pixels
        return tr("Image not shown: the data ends before the image does (%1 × %2 pixels)")
            .arg(width, height);
    }
    return QString();
}

bool BoundedImageReader::jpegIsComplete(const QByteArray &data)
{
    const auto *p = reinterpret_cast<const uchar *>(data.constData());
    const qsizetype n = data.size();
    if (n < 4 || p[0] != 0xff || p[1] != 0xd8)
        return false;
    // Skip the segments before the first scan by their lengths (an EXIF thumbnail in APP1 has
    // markers of its own), then look for the end-of-image marker after the scan starts:
    // entropy-coded data never holds FF D9.
    qsizetype i = 2;
    while (i + 4 <= n) {
        if (p[i] != 0xff)
            return false;
        const uchar marker = p[i + 1];
        if (marker == 0xff) { // fill byte
            ++i;
            continue;
        }
        if (marker == 0xd9)
            return false; // ends before any scan
        if (marker == 0x01 || (marker >= 0xd0 && marker <= 0xd7)) { // no length
            i += 2;
            continue;
        }
        const qsizetype length = (qsizetype(p[i + 2]) << 8) | p[i + 3];
        if (length < 2)
            return false;
        if (marker == 0xda) {
            for (qsizetype j = i + 2 + length; j + 1 < n; ++j) {
                if (p[j] == 0xff && p[j + 1] == 0xd9)
                    return true;
            }
            return false;
        }
        i += 2 + length;
    }
    return false;
}
