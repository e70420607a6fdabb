// SPDX-License-Identifier: GPL-2.0-or-later
#include "image_probe.h"

#include <QBuffer>
#include <QImage>
#include <QImageReader>

using namespace Qt::StringLiterals;

ImageProbe ImageProbe::probe(const QByteArray &data)
{
    ImageProbe result;
    if (data.isEmpty()) {
        result.error = u"no image data"_s;
        return result;
    }
    QByteArray copy = data;
    QBuffer buffer(&copy);
    buffer.open(QIODevice::ReadOnly);
    QImageReader reader(&buffer);
    reader.setDecideFormatFromContent(true);
    const QImage image = reader.read();
    if (image.isNull()) {
        result.error = reader.errorString();
        return result;
    }
    result.decoded = true;
    result.width = image.width();
    result.height = image.height();
    return result;
}
