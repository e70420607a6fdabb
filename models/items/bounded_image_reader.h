// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QImage>
#include <QSize>

/// Decodes image bytes from a file or a server within fixed bounds, so that a header claiming
/// 100000 × 100000 pixels, a decompression bomb or a huge payload never gets its memory. The
/// header's size is read first and refused above kMaxSide pixels on a side or kMaxPixels in all,
/// encoded data above kMaxEncodedBytes is never handed to a decoder, and every decode runs under
/// an allocation limit just large enough for the largest image allowed. A JPEG whose data ends
/// before its image does is refused too (libjpeg would fill the rest with grey). Stateless.
class BoundedImageReader
{
    Q_DECLARE_TR_FUNCTIONS(BoundedImageReader)
public:
    /// Encoded bytes: a 64-megapixel photo is well under this as JPEG, PNG or WebP.
    static constexpr qint64 kMaxEncodedBytes = 64 * 1024 * 1024;
    /// Pixels on the long side (a 16K screen is 15360 wide).
    static constexpr int kMaxSide = 16384;
    /// Pixels in all (8000 × 8000); 4 bytes each decoded, 256 MB.
    static constexpr qint64 kMaxPixels = 64'000'000;
    /// QImageReader's allocation limit in MiB: a kMaxPixels image at 4 bytes a pixel. A format
    /// that decodes to more bytes a pixel (16-bit PNG) gets the same bytes, so fewer pixels.
    static constexpr int kAllocationLimitMiB = int((kMaxPixels * 4 + (1 << 20) - 1) >> 20);

    /// Why bytes give no image.
    enum class Refusal {
        None, ///< decoded (read()) or within the limits (probe())
        NotAnImage, ///< empty, no format recognised, or the decoder failed
        TooManyBytes, ///< more encoded bytes than kMaxEncodedBytes
        TooLongSide, ///< wider or taller than kMaxSide
        TooManyPixels, ///< more pixels than kMaxPixels
        Truncated, ///< the data ends before the image does
    };

    struct Outcome {
        QImage image; ///< the decoded image (read() only); null when refused
        QSize size; ///< the size in pixels from the header, when it could be read
        qint64 bytes = 0; ///< how many encoded bytes there were
        Refusal refusal = Refusal::NotAnImage;
        bool ok() const { return refusal == Refusal::None; }
    };

    /// Reads the header only: the size and whether the limits allow decoding. Decodes nothing.
    static Outcome probe(const QByteArray &data);
    /// Decodes `data` within the limits (safe on any thread).
    static Outcome read(const QByteArray &data);
    /// Why an image beyond the limits is not shown, translated ("Image not shown: …"); empty for
    /// None and NotAnImage (the caller says that in its own words, with the MIME type).
    static QString refusalText(const Outcome &outcome);
    /// True when a JPEG's data reaches the end of its image (an EOI marker after the first scan).
    static bool jpegIsComplete(const QByteArray &data);
};
