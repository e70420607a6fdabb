// SPDX-License-Identifier: GPL-2.0-or-later
#include "image_decoder.h"

#include <QCoreApplication>
#include <QPointer>
#include <QtMath>

namespace {
constexpr qint64 kMaxCacheCost = 96 * 1024 * 1024; ///< bytes of thumbnails plus pinned data
}

ImageDecoder::ImageDecoder(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<ImageDecoder::Key>();
    qRegisterMetaType<ImageDecoder::Result>();
    m_pool.setMaxThreadCount(2);
}

ImageDecoder::~ImageDecoder()
{
    // Workers post their results to this object: none may outlive it.
    m_pool.waitForDone();
}

ImageDecoder *ImageDecoder::shared()
{
    static QPointer<ImageDecoder> instance;
    if (!instance)
        instance = new ImageDecoder(QCoreApplication::instance());
    return instance;
}

ImageDecoder::Key ImageDecoder::keyFor(int message, int chunk, const QByteArray &data)
{
    return Key {message, chunk, quintptr(data.constData())};
}

QSize ImageDecoder::thumbnailSize(QSize original)
{
    if (original.isEmpty())
        return QSize();
    const int shortSide = qMin(original.width(), original.height());
    const int longSide = qMax(original.width(), original.height());
    if (longSide > kMaxLongSide)
        return original.scaled(kMaxLongSide, kMaxLongSide, Qt::KeepAspectRatio);
    if (shortSide >= kMinShortSide)
        return original;
    // A whole factor keeps every source pixel the same size on screen.
    const int up = (kMinShortSide + shortSide - 1) / shortSide;
    const int factor = qMax(1, qMin(up, kMaxLongSide / longSide));
    return original * factor;
}

ImageDecoder::Result ImageDecoder::decode(const QByteArray &data)
{
    BoundedImageReader::Outcome read = BoundedImageReader::read(data);
    Result result;
    result.originalSize = read.size;
    result.bytes = read.bytes;
    result.refusal = read.refusal;
    if (!read.ok())
        return result;
    const QImage image = std::move(read.image);
    result.originalSize = image.size();
    const QSize size = thumbnailSize(image.size());
    if (size == image.size())
        result.thumbnail = image;
    else if (size.width() > image.width())
        result.thumbnail = image.scaled(size, Qt::IgnoreAspectRatio, Qt::FastTransformation);
    else
        result.thumbnail = image.scaled(size, Qt::KeepAspectRatio, Qt::SmoothTransformation);
    return result;
}

const ImageDecoder::Result *ImageDecoder::cached(const Key &key) const
{
    auto it = m_cache.constFind(key);
    return it == m_cache.constEnd() ? nullptr : &it->result;
}

void ImageDecoder::request(const Key &key, const QByteArray &data)
{
    if (const Result *hit = cached(key)) {
        const Result copy = *hit;
        QMetaObject::invokeMethod(
            this, [this, key, copy] { Q_EMIT thumbnailReady(key, copy); }, Qt::QueuedConnection);
        return;
    }
    if (m_inFlight.contains(key))
        return;
    m_inFlight.insert(key, true);
    m_pool.start([this, key, data] {
        const Result result = decode(data);
        // The destructor waits for the pool, so `this` is alive until the event is posted.
        QMetaObject::invokeMethod(
            this, [this, key, data, result] { finish(key, data, result); }, Qt::QueuedConnection);
    });
}

void ImageDecoder::finish(const Key &key, const QByteArray &data, const Result &result)
{
    m_inFlight.remove(key);
    if (m_cache.contains(key)) { // decoded twice (requested again after clear())
        Q_EMIT thumbnailReady(key, result);
        return;
    }
    Entry entry {data, result, data.size() + result.thumbnail.sizeInBytes()};
    m_cost += entry.cost;
    m_cache.insert(key, entry);
    m_order.append(key);
    while (m_cost > kMaxCacheCost && m_order.size() > 1) {
        const Key oldest = m_order.takeFirst();
        m_cost -= m_cache.take(oldest).cost;
    }
    Q_EMIT thumbnailReady(key, result);
}

void ImageDecoder::clear()
{
    m_cache.clear();
    m_order.clear();
    m_inFlight.clear();
    m_cost = 0;
}

void ImageDecoder::waitForDone()
{
    m_pool.waitForDone();
}
