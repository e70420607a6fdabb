// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chunk_card.h"
#include "items/image_decoder.h"

#include <QSize>

class QLabel;

/// Card for an image chunk: a thumbnail (decoded off the GUI thread by ImageDecoder::shared();
/// tiny images scale up with visible pixels, large ones down) that opens the full-size viewer on
/// click. Shows a "Decoding…" placeholder until the thumbnail arrives, and a placeholder with the
/// reason when the bytes do not decode or are beyond BoundedImageReader's limits.
class ImageCard : public ChunkCard
{
    Q_OBJECT
public:
    enum class State { Decoding, Decoded, Failed };

    ImageCard(const Chunk &chunk, ChunkAddress address, QWidget *parent = nullptr);
    /// The placeholder's text in `state` (empty once decoded), translated; a failed `result` says
    /// why.
    static QString placeholderText(
        const Chunk &chunk, State state, const ImageDecoder::Result &result = {});
    /// The line under a decoded thumbnail of an image of `size`, translated.
    static QString captionText(const Chunk &chunk, QSize size);

    State state() const { return m_state; }
    bool isDecoded() const { return m_state == State::Decoded; }
    /// The image's real size in pixels (known from its header before it is decoded).
    QSize imageSize() const { return m_imageSize; }
    /// Opens `chunk`'s image at full size in a viewer window over `parent`.
    static void openViewer(const Chunk &chunk, QWidget *parent);

protected:
    void retranslateUi() override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void onThumbnail(const ImageDecoder::Key &key, const ImageDecoder::Result &result);
    void showResult(const ImageDecoder::Result &result);

    ImageDecoder::Key m_key;
    State m_state = State::Decoding;
    ImageDecoder::Result m_failure; ///< why it failed (no thumbnail kept here)
    QSize m_imageSize;
    QLabel *m_placeholder = nullptr; ///< "Decoding…" or why it failed
    QLabel *m_picture = nullptr; ///< the thumbnail, hidden until decoded
    QLabel *m_caption = nullptr;
};
