// SPDX-License-Identifier: GPL-2.0-or-later
// Fuzz target: base64 (tolerant::decodeBase64, isBase64, base64Payload), media probing
// (export/image_probe) and image decoding (items/image_decoder). Oracles: isBase64() says true
// exactly when decodeBase64() gives bytes; decoding standard base64 of any bytes gives them back;
// a probed image has a positive size; a decoded thumbnail fits thumbnailSize().
#include "fuzz_support.h"

#include "export/image_probe.h"
#include "items/image_decoder.h"
#include "json/tolerant_json.h"

#include <string_view>

using namespace Qt::StringLiterals;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz::ensureCoreApp();
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    const QByteArray bytes(text.data(), qsizetype(size));

    const auto decoded = tolerant::decodeBase64(text);
    if (decoded.has_value() != tolerant::isBase64(text))
        fuzz::fail("isBase64 and decodeBase64 disagree");
    (void)tolerant::base64Payload(text);
    const QByteArray::Base64Options encodings[] = {
        QByteArray::Base64Encoding, QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals};
    for (const QByteArray::Base64Options options : encodings) {
        const QByteArray encoded = bytes.toBase64(options);
        const auto back
            = tolerant::decodeBase64(std::string_view(encoded.constData(), encoded.size()));
        if (!back || *back != bytes)
            fuzz::fail("base64 of some bytes does not decode back to them");
        const QByteArray url = "data:image/png;base64," + encoded;
        if (!tolerant::isBase64(std::string_view(url.constData(), url.size())))
            fuzz::fail("a data: URL of base64 is not base64");
    }

    // The bytes as an image, and the base64-decoded bytes when they are base64.
    for (const QByteArray &image : {bytes, decoded.value_or(QByteArray())}) {
        if (image.isEmpty())
            continue;
        const ImageProbe probe = ImageProbe::probe(image);
        if (probe.decoded && (probe.width <= 0 || probe.height <= 0))
            fuzz::fail("a probed image without a size");
        const ImageDecoder::Result result = ImageDecoder::decode(image);
        if (result.ok()) {
            const QSize expected = ImageDecoder::thumbnailSize(result.originalSize);
            if (result.thumbnail.width() > expected.width()
                || result.thumbnail.height() > expected.height()
                || result.thumbnail.width() > ImageDecoder::kMaxLongSide
                || result.thumbnail.height() > ImageDecoder::kMaxLongSide)
                fuzz::fail("a thumbnail larger than thumbnailSize()");
        }
    }
    return 0;
}
