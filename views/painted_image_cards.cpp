// SPDX-License-Identifier: GPL-2.0-or-later
#include "painted_image_cards.h"

#include "chunk_texts.h"
#include "items/image_decoder.h"
#include "transcript/chunk.h"

#include <QFontMetrics>

using namespace PaintedLayout;

namespace PaintedImageCards {

void addImage(
    PaintedMessage &out, Column &column, const Metrics &m, const Chunk &chunk, ChunkAddress address)
{
    ImageDecoder *decoder = ImageDecoder::shared();
    const ImageDecoder::Key key = ImageDecoder::keyFor(address.message, address.chunk, chunk.data);
    const ImageDecoder::Result *hit = chunk.data.isEmpty() ? nullptr : decoder->cached(key);
    if (hit && hit->ok()) {
        const QSize size = hit->thumbnail.size();
        const int top = column.place(size.height());
        out.pictures.append({QRect(QPoint(column.x, top), size), hit->thumbnail});
        addButton(
            out, PaintedMessage::Target::Kind::OpenImage, out.pictures.last().rect, address.chunk);
        addLabel(out, column, ChunkTexts::imageCaptionText(chunk, hit->originalSize), m.font,
            m.theme.muted, true);
        return;
    }
    // The placeholder (dashed border, Theme's padding) with the thumbnail's room.
    const bool decoding = !chunk.data.isEmpty() && !hit;
    QSize room(160, 40);
    if (decoding) {
        // No room for an image beyond the limits.
        const BoundedImageReader::Outcome header = BoundedImageReader::probe(chunk.data);
        const QSize thumbnail = header.ok() ? ImageDecoder::thumbnailSize(header.size) : QSize();
        if (thumbnail.isValid())
            room = thumbnail.expandedTo(room);
        decoder->request(key, chunk.data); // MessageView lays the row out again when it is ready
    }
    const QString text
        = ChunkTexts::imagePlaceholderText(chunk, decoding, hit ? *hit : ImageDecoder::Result());
    constexpr int kPad = Theme::kPlaceholderPadding + Theme::kBorder;
    const QFontMetrics fm(m.font);
    const int width = qMin(column.width, qMax(room.width(), fm.horizontalAdvance(text) + 2 * kPad));
    PaintedMessage::Text label {QRect(column.x + kPad, 0, width - 2 * kPad, 0), text, m.font,
        m.theme.muted, int(Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap)};
    const int textHeight = PaintedMessage::layOutWrapped(label);
    const int height = qMax(room.height(), textHeight + 2 * kPad);
    const QRect rect(column.x, column.place(height), width, height);
    label.rect.moveTop(rect.top() + (height - textHeight) / 2);
    label.rect.setHeight(textHeight);
    out.boxes.append({rect, QColor(), m.theme.placeholderBorder, 0, -2, true});
    out.texts.append(std::move(label));
}

void addBlob(PaintedMessage &out, Column &column, const Metrics &m, const Chunk &chunk, int index)
{
    // The button right of the text; below it when the text would keep less than half the card
    // (a Japanese "Save as…" was wider than a narrow card, the text's width below zero).
    const int buttonWidth = qMin(m.pushButtonWidth, column.width);
    const bool beside = column.width - buttonWidth - 6 >= column.width / 2;
    const int textWidth = beside ? column.width - buttonWidth - 6 : column.width;
    PaintedMessage::Text info {QRect(column.x, 0, textWidth, 0), ChunkTexts::blobInfoText(chunk),
        m.font, m.text, int(Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap)};
    const int textHeight = PaintedMessage::layOutWrapped(info);
    QRect button;
    if (beside) {
        const int height = qMax(textHeight, m.pushButtonHeight);
        const int top = column.place(height);
        info.rect = QRect(column.x, top + (height - textHeight) / 2, textWidth, textHeight);
        button = QRect(column.x + column.width - buttonWidth,
            top + (height - m.pushButtonHeight) / 2, buttonWidth, m.pushButtonHeight);
    } else {
        info.rect = QRect(column.x, column.place(textHeight), textWidth, textHeight);
        button = QRect(column.x, column.place(m.pushButtonHeight), buttonWidth, m.pushButtonHeight);
    }
    out.texts.append(std::move(info));
    out.boxes.append({button, m.theme.buttonFill, m.theme.buttonBorder, Theme::kButtonRadius});
    out.texts.append({button, ChunkTexts::saveText(), m.font,
        chunk.data.isEmpty() ? m.theme.muted : m.text, int(Qt::AlignCenter)});
    addButton(out, PaintedMessage::Target::Kind::SaveBlob, button, index).enabled
        = !chunk.data.isEmpty();
}

} // namespace PaintedImageCards
