// SPDX-License-Identifier: GPL-2.0-or-later
#include "image_card.h"

#include "image_viewer.h"

#include <QEvent>
#include <QLabel>
#include <QLocale>
#include <QMouseEvent>
#include <QPixmap>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

ImageCard::ImageCard(const Chunk &chunk, ChunkAddress address, QWidget *parent)
    : ChunkCard(chunk, address, parent)
{
    if (!chunk.data.isEmpty())
        m_image = QImage::fromData(chunk.data);
    m_picture = new QLabel(this);
    m_caption = new QLabel(this);
    m_caption->setObjectName(u"imageCaption"_s);
    m_caption->setTextFormat(Qt::PlainText);
    m_caption->setWordWrap(true);
    if (!m_image.isNull()) {
        m_picture->setObjectName(u"thumbnail"_s);
        const QImage thumb
            = m_image.width() > kThumbnailWidth || m_image.height() > kThumbnailHeight
            ? m_image.scaled(
                kThumbnailWidth, kThumbnailHeight, Qt::KeepAspectRatio, Qt::SmoothTransformation)
            : m_image;
        m_picture->setPixmap(QPixmap::fromImage(thumb));
        m_picture->setCursor(Qt::PointingHandCursor);
        m_picture->installEventFilter(this);
        m_picture->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    } else {
        m_picture->setObjectName(u"imagePlaceholder"_s);
        m_picture->setTextFormat(Qt::PlainText);
        m_picture->setWordWrap(true);
        m_picture->setProperty("placeholder", true);
    }
    bodyLayout()->addWidget(m_picture);
    bodyLayout()->addWidget(m_caption);
    retranslateUi();
}

void ImageCard::retranslateUi()
{
    ChunkCard::retranslateUi();
    const QString mime = m_chunk.mimeType.isEmpty() ? tr("unknown type") : m_chunk.mimeType;
    const QString size = QLocale().formattedDataSize(m_chunk.data.size());
    if (m_image.isNull()) {
        //: placeholder for a broken image; %1 MIME type, %2 size of the data
        m_picture->setText(tr("Image could not be decoded (%1, %2)").arg(mime, size));
        m_caption->clear();
        m_caption->hide();
    } else {
        //: under an image thumbnail: %1 MIME type, %2 width, %3 height, %4 data size
        m_caption->setText(tr("%1, %2 × %3 px, %4")
                               .arg(mime, QLocale().toString(m_image.width()),
                                   QLocale().toString(m_image.height()), size));
        //: tooltip of an image thumbnail
        m_picture->setToolTip(tr("Click to view at full size"));
    }
}

bool ImageCard::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_picture && event->type() == QEvent::MouseButtonRelease) {
        auto *mouse = static_cast<QMouseEvent *>(event);
        if (mouse->button() == Qt::LeftButton) {
            openViewer();
            return true;
        }
    }
    return ChunkCard::eventFilter(watched, event);
}

void ImageCard::openViewer()
{
    auto *viewer = new ImageViewer(m_image, m_chunk.mimeType, window());
    viewer->setAttribute(Qt::WA_DeleteOnClose);
    viewer->show();
}
