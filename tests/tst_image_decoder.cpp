// SPDX-License-Identifier: GPL-2.0-or-later
#include "items/image_decoder.h"

#include <QBuffer>
#include <QSignalSpy>
#include <QTest>

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

} // namespace

class TstImageDecoder : public QObject
{
    Q_OBJECT
private Q_SLOTS:
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
