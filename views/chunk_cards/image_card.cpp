// SPDX-License-Identifier: GPL-2.0-or-later
#include "image_card.h"

#include "image_viewer.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMouseEvent>
#include <QPixmap>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

ImageCard::ImageCard(const Chunk &chunk, ChunkAddress address, QWidget *parent)
    : ChunkCard(chunk, address, parent)
    , m_key(ImageDecoder::keyFor(address.message, address.chunk, chunk.data))
{
    m_placeholder = new QLabel(this);
    m_placeholder->setObjectName(u"imagePlaceholder"_s);
    m_placeholder->setTextFormat(Qt::PlainText);
    m_placeholder->setWordWrap(true);
    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setProperty("placeholder", true);
    m_picture = new QLabel(this);
    m_picture->setTextFormat(Qt::PlainText);
    m_picture->setObjectName(u"thumbnail"_s);
    m_picture->hide();
    m_caption = new QLabel(this);
    m_caption->setObjectName(u"imageCaption"_s);
    m_caption->setTextFormat(Qt::PlainText);
    m_caption->setWordWrap(true);
    m_caption->setProperty("muted", true);
    auto *row = new QHBoxLayout; // keeps the picture at its own width, left-aligned
    row->addWidget(m_placeholder);
    row->addWidget(m_picture);
    row->addStretch(1);
    bodyLayout()->addLayout(row);
    bodyLayout()->addWidget(m_caption);

    ImageDecoder *decoder = ImageDecoder::shared();
    if (chunk.data.isEmpty()) {
        m_state = State::Failed;
    } else if (const ImageDecoder::Result *hit = decoder->cached(m_key)) {
        showResult(*hit);
    } else {
        // The header alone gives the size: reserve the thumbnail's room so nothing jumps later
        // (none for an image beyond the limits: it only gets a placeholder).
        const BoundedImageReader::Outcome header = BoundedImageReader::probe(chunk.data);
        m_imageSize = header.size;
        const QSize room = header.ok() ? ImageDecoder::thumbnailSize(m_imageSize) : QSize();
        if (room.isValid())
            m_placeholder->setMinimumSize(room.expandedTo(QSize(160, 40)));
        connect(decoder, &ImageDecoder::thumbnailReady, this, &ImageCard::onThumbnail);
        decoder->request(m_key, chunk.data);
    }
    retranslateUi();
}

void ImageCard::onThumbnail(const ImageDecoder::Key &key, const ImageDecoder::Result &result)
{
    if (!(key == m_key) || m_state != State::Decoding)
        return;
    disconnect(
        ImageDecoder::shared(), &ImageDecoder::thumbnailReady, this, &ImageCard::onThumbnail);
    showResult(result);
    retranslateUi();
}

void ImageCard::showResult(const ImageDecoder::Result &result)
{
    m_placeholder->setMinimumSize(0, 0);
    if (!result.ok()) {
        m_state = State::Failed;
        m_failure = result;
        return;
    }
    m_state = State::Decoded;
    m_imageSize = result.originalSize;
    m_placeholder->hide();
    m_picture->show();
    m_picture->setPixmap(QPixmap::fromImage(result.thumbnail));
    m_picture->setFixedSize(result.thumbnail.size());
    m_picture->setCursor(Qt::PointingHandCursor);
    m_picture->installEventFilter(this);
}

void ImageCard::retranslateUi()
{
    ChunkCard::retranslateUi();
    m_placeholder->setText(placeholderText(m_chunk, m_state, m_failure));
    switch (m_state) {
    case State::Decoding:
        m_caption->hide();
        break;
    case State::Failed:
        m_caption->clear();
        m_caption->hide();
        break;
    case State::Decoded:
        m_caption->setText(captionText(m_chunk, m_imageSize));
        m_caption->show();
        //: tooltip of an image thumbnail
        m_picture->setToolTip(tr("Click to view at full size"));
        break;
    }
}

bool ImageCard::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_picture && m_state == State::Decoded
        && event->type() == QEvent::MouseButtonRelease) {
        auto *mouse = static_cast<QMouseEvent *>(event);
        if (mouse->button() == Qt::LeftButton) {
            openViewer(m_chunk, window());
            return true;
        }
    }
    return ChunkCard::eventFilter(watched, event);
}

void ImageCard::openViewer(const Chunk &chunk, QWidget *parent)
{
    // The full image is decoded again on demand (within the same limits): only thumbnails are
    // kept. The viewer takes the one decoded copy.
    BoundedImageReader::Outcome full = BoundedImageReader::read(chunk.data);
    if (!full.ok())
        return;
    auto *viewer = new ImageViewer(std::move(full.image), chunk.mimeType, parent);
    viewer->setAttribute(Qt::WA_DeleteOnClose);
    viewer->show();
}

QString ImageCard::placeholderText(
    const Chunk &chunk, State state, const ImageDecoder::Result &result)
{
    switch (state) {
    case State::Decoding:
        //: placeholder while an image is being decoded
        return tr("Decoding…");
    case State::Failed: {
        if (const QString why = result.refusalText(); !why.isEmpty())
            return why;
        const QString mime = chunk.mimeType.isEmpty() ? tr("unknown type") : chunk.mimeType;
        //: placeholder for a broken image; %1 MIME type, %2 size of the data
        return tr("Image could not be decoded (%1, %2)")
            .arg(mime, QLocale().formattedDataSize(chunk.data.size()));
    }
    case State::Decoded:
        break;
    }
    return QString();
}

QString ImageCard::captionText(const Chunk &chunk, QSize size)
{
    const QString mime = chunk.mimeType.isEmpty() ? tr("unknown type") : chunk.mimeType;
    //: under an image thumbnail: %1 MIME type, %2 width, %3 height, %4 data size
    return tr("%1, %2 × %3 px, %4")
        .arg(mime, QLocale().toString(size.width()), QLocale().toString(size.height()),
            QLocale().formattedDataSize(chunk.data.size()));
}
