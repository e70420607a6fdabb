// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chunk_card.h"

#include <QImage>

class QLabel;

/// Card for an image chunk: a thumbnail decoded from the bytes (png, jpeg, webp, ...) that opens
/// the full-size viewer on click, or a placeholder when the bytes do not decode.
class ImageCard : public ChunkCard
{
    Q_OBJECT
public:
    ImageCard(const Chunk &chunk, ChunkAddress address, QWidget *parent = nullptr);

    bool isDecoded() const { return !m_image.isNull(); }
    static constexpr int kThumbnailWidth = 320;
    static constexpr int kThumbnailHeight = 240;

protected:
    void retranslateUi() override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void openViewer();
    QImage m_image;
    QLabel *m_picture = nullptr;
    QLabel *m_caption = nullptr;
};
