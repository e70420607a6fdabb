// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

/// The decoded pixel size of an image chunk's bytes, or why it does not decode.
struct ImageProbe {
    bool decoded = false;
    int width = 0;
    int height = 0;
    QString error; ///< English reason when not decoded

    /// Decodes `data` with QImageReader (format from the content, not the declared MIME type).
    static ImageProbe probe(const QByteArray &data);
};
