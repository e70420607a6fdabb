// SPDX-License-Identifier: GPL-2.0-or-later
#include "items/bounded_image_reader.h"
#include "items/image_decoder.h"

#include <QBuffer>
#include <QImageReader>
#include <QLocale>
#include <QSignalSpy>
#include <QTest>
#include <QtEndian>
#include <sys/resource.h>

using namespace Qt::StringLiterals;

namespace {

/// A real PNG of `size` with a checkerboard, as an image chunk would carry it.
QByteArray png(QSize size)
{
    QImage image(size, QImage::Format_RGB32);
    for (int y = 0; y < size.height(); ++y)
        for (int x = 0; x < size.width(); ++x)
            image.setPixel(x, y, (x + y) % 2 ? 0xff204080 : 0xfff0c040);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

quint32 crc32(const QByteArray &bytes)
{
    quint32 crc = 0xffffffffu;
    for (const char c : bytes) {
        crc ^= quint8(c);
        for (int k = 0; k < 8; ++k)
            crc = (crc >> 1) ^ (0xedb88320u & (0u - (crc & 1u)));
    }
    return ~crc;
}

QByteArray be32(quint32 value)
{
    QByteArray out(4, Qt::Uninitialized);
    qToBigEndian(value, out.data());
    return out;
}

/// A PNG chunk: length, type, data and the CRC of type and data.
QByteArray pngChunk(const char *type, const QByteArray &data)
{
    const QByteArray typed = QByteArray(type) + data;
    return be32(quint32(data.size())) + typed + be32(crc32(typed));
}

/// A PNG signature and an 8-bit greyscale IHDR of `width` × `height`, as a hand-made header
/// claims them; `rest` follows (by default a tiny IDAT, far too short, and IEND).
QByteArray pngHeader(quint32 width, quint32 height, const QByteArray &rest = QByteArray())
{
    const QByteArray ihdr = be32(width) + be32(height) + QByteArray("\x08\x00\x00\x00\x00", 5);
    const QByteArray tail = rest.isEmpty()
        ? pngChunk("IDAT", qCompress(QByteArray(16, '\0')).mid(4)) + pngChunk("IEND", QByteArray())
        : rest;
    return QByteArray("\x89PNG\r\n\x1a\n", 8) + pngChunk("IHDR", ihdr) + tail;
}

/// The numbers of a refusal as the UI language writes them.
QString n(qint64 value)
{
    return QLocale().toString(value);
}

/// Deflate bits, least significant first.
struct BitWriter {
    QByteArray out;
    quint32 bits = 0;
    int count = 0;
    void put(quint32 value, int n)
    {
        for (int i = 0; i < n; ++i) {
            bits |= ((value >> i) & 1u) << count;
            if (++count == 8) {
                out.append(char(bits));
                bits = 0;
                count = 0;
            }
        }
    }
    /// A fixed Huffman code (sent most significant bit first).
    void code(quint32 value, int n)
    {
        for (int i = n - 1; i >= 0; --i)
            put((value >> i) & 1u, 1);
    }
    void flush()
    {
        if (count > 0)
            out.append(char(bits));
        bits = 0;
        count = 0;
    }
};

/// A decompression bomb: a valid 8-bit greyscale PNG of `width` × `height` black pixels whose
/// IDAT is one fixed-Huffman deflate block of back-references (13 bits per 258 zero bytes), so
/// 20000 × 20000 pixels (400 MB decoded) take 2.5 MB.
QByteArray zeroPng(quint32 width, quint32 height)
{
    const qint64 total = qint64(width + 1) * height; // a filter byte before each row
    BitWriter w;
    w.put(1, 1); // the final block
    w.put(1, 2); // fixed Huffman codes
    w.code(0x30, 8); // literal 0
    qint64 left = total - 1;
    for (; left >= 258; left -= 258) {
        w.code(0xc5, 8); // length 258 (symbol 285)
        w.code(0, 5); // distance 1
    }
    for (; left > 0; --left)
        w.code(0x30, 8);
    w.code(0, 7); // end of block
    w.flush();
    // Adler-32 of `total` zero bytes: a stays 1, b adds 1 per byte.
    const quint32 adler = (quint32(total % 65521) << 16) | 1u;
    const QByteArray zlib = QByteArray("\x78\x01", 2) + w.out + be32(adler);
    return pngHeader(width, height, pngChunk("IDAT", zlib) + pngChunk("IEND", QByteArray()));
}

/// A lossless WebP (VP8L) whose header claims `width` × `height` (each at most 16384).
QByteArray webpHeader(quint32 width, quint32 height)
{
    QByteArray payload("\x2f", 1);
    QByteArray size(4, Qt::Uninitialized);
    qToLittleEndian(quint32((width - 1) | ((height - 1) << 14)), size.data());
    payload += size + QByteArray(11, '\0');
    QByteArray chunkSize(4, Qt::Uninitialized);
    qToLittleEndian(quint32(payload.size()), chunkSize.data());
    const QByteArray body = QByteArray("WEBPVP8L") + chunkSize + payload;
    QByteArray riffSize(4, Qt::Uninitialized);
    qToLittleEndian(quint32(body.size()), riffSize.data());
    return QByteArray("RIFF") + riffSize + body;
}

/// The most memory this process has held so far, in KiB.
long peakKiB()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}

/// A JPEG of noise (so that it does not compress to nothing).
QByteArray noiseJpeg(QSize size)
{
    QImage image(size, QImage::Format_RGB32);
    quint32 seed = 12345;
    for (int y = 0; y < size.height(); ++y)
        for (int x = 0; x < size.width(); ++x) {
            seed = seed * 1664525u + 1013904223u;
            image.setPixel(x, y, 0xff000000u | (seed >> 8));
        }
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "JPEG", 90);
    return bytes;
}

} // namespace

class TstImageDecoder : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // The hostile inputs come first: the peak memory they are checked against is the process's.
    void hugePngHeaderIsRefused()
    {
        // Valid signature and IHDR (correct CRC) claiming 100000 × 100000, then 16 bytes of pixels.
        const QByteArray header = pngHeader(100000, 100000);
        QBuffer buffer;
        buffer.setData(header);
        buffer.open(QIODevice::ReadOnly);
        QCOMPARE(QImageReader(&buffer).size(), QSize(100000, 100000)); // a real header to Qt
        const long before = peakKiB();
        const ImageDecoder::Result r = ImageDecoder::decode(header);
        QVERIFY(!r.ok());
        QCOMPARE(r.refusal, BoundedImageReader::Refusal::TooManyPixels);
        QCOMPARE(r.originalSize, QSize(100000, 100000));
        QCOMPARE(r.refusalText(),
            u"Image not shown: %1 × %1 pixels is larger than the 64-megapixel limit"_s.arg(
                n(100000)));
        QCOMPARE(
            BoundedImageReader::probe(header).refusal, BoundedImageReader::Refusal::TooManyPixels);
        QVERIFY(peakKiB() - before < 32 * 1024);
        // Within the pixel count but too long on one side.
        const ImageDecoder::Result strip = ImageDecoder::decode(pngHeader(20000, 10));
        QCOMPARE(strip.refusal, BoundedImageReader::Refusal::TooLongSide);
        QCOMPARE(strip.refusalText(),
            u"Image not shown: %1 × 10 pixels is more than the %2-pixel limit on a side"_s.arg(
                n(20000), n(16384)));
    }

    void decompressionBombIsRefused()
    {
        // The generator makes real PNGs: a small one decodes to black pixels.
        const ImageDecoder::Result small = ImageDecoder::decode(zeroPng(300, 200));
        QVERIFY(small.ok());
        QCOMPARE(small.originalSize, QSize(300, 200));
        QCOMPARE(small.thumbnail.pixel(10, 10), qRgb(0, 0, 0));
        // 20000 × 20000 zeros in 2.5 MB: 400 MB once decoded, never allocated.
        const QByteArray bomb = zeroPng(20000, 20000);
        QVERIFY(bomb.size() < 3 * 1024 * 1024);
        const long before = peakKiB();
        const ImageDecoder::Result r = ImageDecoder::decode(bomb);
        QVERIFY(!r.ok());
        QCOMPARE(r.refusal, BoundedImageReader::Refusal::TooManyPixels);
        QCOMPARE(r.originalSize, QSize(20000, 20000));
        QCOMPARE(r.refusalText(),
            u"Image not shown: %1 × %1 pixels is larger than the 64-megapixel limit"_s.arg(
                n(20000)));
        const BoundedImageReader::Outcome full = BoundedImageReader::read(bomb);
        QVERIFY(full.image.isNull());
        QCOMPARE(full.refusal, BoundedImageReader::Refusal::TooManyPixels);
        QVERIFY2(peakKiB() - before < 64 * 1024,
            qPrintable(u"peak grew by %1 KiB"_s.arg(peakKiB() - before)));
    }

    void truncatedJpegIsRefused()
    {
        const QByteArray jpeg = noiseJpeg(QSize(64, 48));
        QVERIFY(BoundedImageReader::jpegIsComplete(jpeg));
        QVERIFY(ImageDecoder::decode(jpeg).ok());
        // Cut inside the scan: the header still gives the size, libjpeg would paint the rest grey.
        const QByteArray cut = jpeg.left(jpeg.size() * 6 / 10);
        QVERIFY(!BoundedImageReader::jpegIsComplete(cut));
        const ImageDecoder::Result r = ImageDecoder::decode(cut);
        QVERIFY(!r.ok());
        QCOMPARE(r.refusal, BoundedImageReader::Refusal::Truncated);
        QCOMPARE(r.originalSize, QSize(64, 48));
        QCOMPARE(r.refusalText(),
            u"Image not shown: the data ends before the image does (64 × 48 pixels)"_s);
        // Cut inside the header: no image at all (the card then says it could not be decoded).
        const ImageDecoder::Result header = ImageDecoder::decode(jpeg.left(40));
        QVERIFY(!header.ok());
        QCOMPARE(header.refusal, BoundedImageReader::Refusal::NotAnImage);
        QVERIFY(header.refusalText().isEmpty());
        // The viewer's full decode refuses it the same way.
        QCOMPARE(BoundedImageReader::read(cut).refusal, BoundedImageReader::Refusal::Truncated);
    }

    void hugeWebpIsRefused()
    {
        if (!QImageReader::supportedImageFormats().contains("webp"))
            QSKIP("no WebP image plugin");
        const QByteArray webp = webpHeader(16384, 16384);
        QCOMPARE(BoundedImageReader::probe(webp).size, QSize(16384, 16384));
        const long before = peakKiB();
        const ImageDecoder::Result r = ImageDecoder::decode(webp);
        QVERIFY(!r.ok());
        QCOMPARE(r.refusal, BoundedImageReader::Refusal::TooManyPixels);
        QCOMPARE(r.refusalText(),
            u"Image not shown: %1 × %1 pixels is larger than the 64-megapixel limit"_s.arg(
                n(16384)));
        QVERIFY(peakKiB() - before < 64 * 1024);
    }

    void limitsAreSet()
    {
        // The allocation limit holds the largest image allowed at 4 bytes a pixel, no more.
        ImageDecoder::decode(png(QSize(2, 2)));
        QCOMPARE(QImageReader::allocationLimit(), BoundedImageReader::kAllocationLimitMiB);
        QVERIFY(qint64(BoundedImageReader::kAllocationLimitMiB) * 1024 * 1024
            >= BoundedImageReader::kMaxPixels * 4);
        QVERIFY(qint64(BoundedImageReader::kAllocationLimitMiB - 1) * 1024 * 1024
            < BoundedImageReader::kMaxPixels * 4);
        // Too many encoded bytes are never handed to a decoder.
        const QByteArray big(BoundedImageReader::kMaxEncodedBytes + 1, '\0');
        const ImageDecoder::Result r = ImageDecoder::decode(big);
        QCOMPARE(r.refusal, BoundedImageReader::Refusal::TooManyBytes);
        QVERIFY(r.refusalText().startsWith(u"Image not shown: "_s));
    }

    void thumbnailSizes()
    {
        // Tiny images grow by a whole factor to at least 64 px on the short side.
        QCOMPARE(ImageDecoder::thumbnailSize(QSize(7, 6)), QSize(77, 66));
        QCOMPARE(ImageDecoder::thumbnailSize(QSize(5, 4)), QSize(80, 64));
        QCOMPARE(ImageDecoder::thumbnailSize(QSize(1, 1)), QSize(64, 64));
        // A thin strip grows only as far as the long side allows.
        QCOMPARE(ImageDecoder::thumbnailSize(QSize(100, 2)), QSize(300, 6));
        // Mid-sized images stay; large ones shrink to 320 px on the long side.
        QCOMPARE(ImageDecoder::thumbnailSize(QSize(200, 100)), QSize(200, 100));
        QCOMPARE(ImageDecoder::thumbnailSize(QSize(1000, 500)), QSize(320, 160));
        QCOMPARE(ImageDecoder::thumbnailSize(QSize(300, 3000)), QSize(32, 320));
        QVERIFY(!ImageDecoder::thumbnailSize(QSize()).isValid());
    }

    void decodesPixelated()
    {
        const ImageDecoder::Result r = ImageDecoder::decode(png(QSize(7, 6)));
        QVERIFY(r.ok());
        QCOMPARE(r.originalSize, QSize(7, 6));
        QCOMPARE(r.thumbnail.size(), QSize(77, 66));
        // Nearest neighbour: every source pixel is an 11×11 block of one colour.
        QCOMPARE(r.thumbnail.pixel(0, 0), r.thumbnail.pixel(10, 10));
        QVERIFY(r.thumbnail.pixel(10, 0) != r.thumbnail.pixel(11, 0));
        QVERIFY(!ImageDecoder::decode("not an image"_ba).ok());
        QVERIFY(!ImageDecoder::decode(QByteArray()).ok());
    }

    void decodesOffThreadAndCaches()
    {
        ImageDecoder decoder;
        QSignalSpy ready(&decoder, &ImageDecoder::thumbnailReady);
        const QByteArray small = png(QSize(5, 4));
        const QByteArray broken = "\x89PNG broken"_ba;
        const ImageDecoder::Key k1 = ImageDecoder::keyFor(0, 2, small);
        const ImageDecoder::Key k2 = ImageDecoder::keyFor(3, 0, broken);
        decoder.request(k1, small);
        decoder.request(k1, small); // already in flight: no second decode
        decoder.request(k2, broken);
        QVERIFY(!decoder.cached(k1)); // results only arrive through the event loop
        QTRY_COMPARE(ready.size(), 2);
        QVERIFY(decoder.cached(k1));
        QCOMPARE(decoder.cached(k1)->thumbnail.size(), QSize(80, 64));
        QVERIFY(decoder.cached(k2) && !decoder.cached(k2)->ok());
        for (const QList<QVariant> &args : std::as_const(ready)) {
            const auto key = args.at(0).value<ImageDecoder::Key>();
            const auto result = args.at(1).value<ImageDecoder::Result>();
            QCOMPARE(result.ok(), key == k1);
        }
        // A cached key answers again (queued), without decoding.
        decoder.request(k1, small);
        QTRY_COMPARE(ready.size(), 3);
        // The same position with other bytes is another key.
        const QByteArray other = png(QSize(5, 4));
        QVERIFY(!decoder.cached(ImageDecoder::keyFor(0, 2, other)));
        decoder.clear();
        QVERIFY(!decoder.cached(k1));
    }

    void destroyedWhileDecoding()
    {
        auto *decoder = new ImageDecoder;
        const QByteArray big = png(QSize(1600, 1200));
        for (int i = 0; i < 4; ++i)
            decoder->request(ImageDecoder::keyFor(i, 0, big), big);
        delete decoder; // waits for the workers; their queued results are dropped
        QCoreApplication::processEvents();
    }
};

QTEST_MAIN(TstImageDecoder)
#include "tst_image_decoder.moc"
