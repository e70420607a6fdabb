// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "bounded_image_reader.h"

#include <QByteArray>
#include <QHash>
#include <QImage>
#include <QObject>
#include <QSize>
#include <QThreadPool>

/// Decodes image chunks into thumbnails on a worker thread and caches them by (message, chunk)
/// and the identity of the bytes. Results arrive on the GUI thread through thumbnailReady().
/// One app-wide instance (shared()) serves every image card; it owns its thread pool and cache.
class ImageDecoder : public QObject
{
    Q_OBJECT
public:
    /// Which image a thumbnail belongs to: message and chunk in the conversation, and the address
    /// of the bytes (the cache keeps a reference to them, so the address stays unique).
    struct Key {
        int message = -1;
        int chunk = -1;
        quintptr data = 0;
        bool operator==(const Key &o) const
        {
            return message == o.message && chunk == o.chunk && data == o.data;
        }
    };
    /// A finished decode: the thumbnail (null when the bytes give no image), the real size (from
    /// the header, also when the image is refused) and why there is no thumbnail.
    struct Result {
        QImage thumbnail;
        QSize originalSize;
        qint64 bytes = 0; ///< encoded bytes
        BoundedImageReader::Refusal refusal = BoundedImageReader::Refusal::NotAnImage;
        bool ok() const { return !thumbnail.isNull(); }
        /// Why there is no thumbnail beyond the limits, translated; empty when there is one or
        /// when the bytes are simply no image.
        QString refusalText() const
        {
            return BoundedImageReader::refusalText({QImage(), originalSize, bytes, refusal});
        }
    };

    static constexpr int kMinShortSide = 64;
    static constexpr int kMaxLongSide = 320;

    explicit ImageDecoder(QObject *parent = nullptr);
    ~ImageDecoder() override;

    /// The app-wide decoder (a child of the application object, created on first use).
    static ImageDecoder *shared();
    /// The key of `data` at (message, chunk).
    static Key keyFor(int message, int chunk, const QByteArray &data);
    /// The size a thumbnail of an image of `original` size gets: small images scale up by a whole
    /// factor to at least kMinShortSide on the short side, large ones down to kMaxLongSide on the
    /// long side; the long side never exceeds kMaxLongSide.
    static QSize thumbnailSize(QSize original);
    /// Decodes `data` within BoundedImageReader's limits and scales it to thumbnailSize()
    /// (nearest neighbour when scaling up).
    static Result decode(const QByteArray &data);

    /// The cached result for `key`, or nullptr when it is not decoded yet.
    const Result *cached(const Key &key) const;
    /// Starts decoding `data` for `key` unless it is cached or already in flight; the result comes
    /// through thumbnailReady() (also for cached keys, queued, so callers can treat both alike).
    void request(const Key &key, const QByteArray &data);
    /// Drops every cached thumbnail.
    void clear();
    /// Waits for decodes in flight (tests, shutdown).
    void waitForDone();

Q_SIGNALS:
    void thumbnailReady(const ImageDecoder::Key &key, const ImageDecoder::Result &result);

private:
    struct Entry {
        QByteArray data; ///< keeps the bytes alive so that Key::data stays unique
        Result result;
        qint64 cost = 0;
    };
    void finish(const Key &key, const QByteArray &data, const Result &result);

    QThreadPool m_pool;
    QHash<Key, Entry> m_cache;
    QHash<Key, bool> m_inFlight;
    QList<Key> m_order; ///< least recently inserted first
    qint64 m_cost = 0;
};

inline size_t qHash(const ImageDecoder::Key &key, size_t seed = 0) noexcept
{
    return qHashMulti(seed, key.message, key.chunk, key.data);
}

Q_DECLARE_METATYPE(ImageDecoder::Key)
Q_DECLARE_METATYPE(ImageDecoder::Result)
