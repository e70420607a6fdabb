// SPDX-License-Identifier: GPL-2.0-or-later
#include "safe_text_document.h"

#include <QImage>
#include <QUrl>
#include <atomic>

namespace {
std::atomic<int> s_refused {0};
}

SafeTextDocument::SafeTextDocument(QObject *parent)
    : QTextDocument(parent)
{ }

QVariant SafeTextDocument::emptyResource(int type)
{
    s_refused.fetch_add(1, std::memory_order_relaxed);
    if (type == QTextDocument::ImageResource) {
        // Not null, or the image handler loads the name as a file itself.
        QImage blank(1, 1, QImage::Format_ARGB32_Premultiplied);
        blank.fill(Qt::transparent);
        return blank;
    }
    return QVariant(QString()); // not null (Qt 6): QTextDocument then reads no file
}

int SafeTextDocument::refusedLoads()
{
    return s_refused.load(std::memory_order_relaxed);
}

QVariant SafeTextDocument::loadResource(int type, const QUrl &)
{
    return emptyResource(type);
}
