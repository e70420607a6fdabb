// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "painted_message.h"

#include <QPoint>
#include <QRect>
#include <QVector>

/// The user's text selection in one card (or the header) of one painted message: from an
/// anchor to a position, each a place in one of the card's texts, labels (PaintedMessage::Text)
/// and documents alike, taken in reading order (top to bottom, then left to right). A value
/// owned by MessageViewInput; every call reads the PaintedMessage it is given (the row's
/// current layout), so the selection survives the row being built again.
class CardTextSelection
{
public:
    int row() const { return m_row; }
    /// True when a drag or Shift+arrows go on from here (a press landed on a text).
    bool isActive() const { return m_row >= 0; }
    /// True when no character is selected.
    bool isEmpty() const { return m_row < 0 || m_anchor == m_position; }
    void clear() { *this = CardTextSelection {}; }
    /// Starts at `point` (row coordinates) of message `row`: on the text under it, or none.
    void start(const PaintedMessage &painted, int row, QPoint point);
    /// Moves the position to the place nearest `point` among the card's texts.
    void extendTo(const PaintedMessage &painted, QPoint point);
    /// Moves the position `step` characters on, from one text into the next.
    void extendBy(const PaintedMessage &painted, int step);
    /// Selects every text of card `chunk` (-1: the header) of message `row`.
    void selectCard(const PaintedMessage &painted, int row, int chunk);
    /// The selected ranges of `painted`, for painting.
    QVector<PaintedTextRange> ranges(const PaintedMessage &painted) const;
    /// The selected text in order: plain, or with `markdown` the documents' parts as Markdown;
    /// texts on one line are joined by a space, lines by a line break.
    QString text(const PaintedMessage &painted, bool markdown) const;

private:
    /// One text of the card: a label (texts index) or a document (documents index).
    struct Piece {
        int text = -1;
        int document = -1;
        QRect rect; ///< where its lines are (row coordinates)
        int length = 0; ///< positions 0..length
    };
    struct Place {
        int piece = -1;
        int offset = 0;
        bool operator==(const Place &o) const { return piece == o.piece && offset == o.offset; }
        bool operator<(const Place &o) const
        {
            return piece != o.piece ? piece < o.piece : offset < o.offset;
        }
    };
    static QVector<Piece> pieces(const PaintedMessage &painted, int chunk);
    /// The place of `point`: in the piece under it, else where it falls between the pieces.
    static Place placeAt(const PaintedMessage &painted, const QVector<Piece> &pieces, QPoint point);
    static int offsetIn(const PaintedMessage &painted, const Piece &piece, QPoint point);
    /// The text of [begin, end) of `piece`.
    static QString pieceText(
        const PaintedMessage &painted, const Piece &piece, int begin, int end, bool markdown);

    int m_row = -1;
    int m_chunk = -1;
    Place m_anchor;
    Place m_position;
};
