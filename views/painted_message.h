// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QColor>
#include <QFont>
#include <QImage>
#include <QRect>
#include <QStaticText>
#include <QString>
#include <QVector>
#include <memory>

class QPainter;
class QTextDocument;
struct Theme;

/// One message laid out for painting without widgets, for one width: the frame, header, badges
/// and chunk cards MessageWidget shows, as boxes, texts, documents and images at fixed places
/// (row coordinates). MessageDelegate paints it while the list scrolls; the row gets its
/// MessageWidget once scrolling pauses. Built by PaintedMessageBuilder; owns its documents.
class PaintedMessage
{
public:
    /// A filled, bordered rounded rectangle: the message's frame (chunk -1), a card, a badge.
    struct Box {
        QRect rect;
        QColor fill;
        QColor border; ///< invalid: none
        qreal radius = 0;
        int chunk = -2; ///< -1 the message frame, >= 0 that chunk's card, -2 anything else
        bool dashed = false;
    };
    /// Text in a rectangle with QPainter::drawText flags (Qt::TextWordWrap for wrapped labels);
    /// prepare() lays it out once (a line that does not fit is elided).
    struct Text {
        QRect rect;
        QString text;
        QFont font;
        QColor color;
        int flags = 0;
        QStaticText prepared; ///< set by prepare()
        QPointF at; ///< where prepared goes
    };
    /// A laid-out rich text (Markdown, grounded text) painted with its own layout.
    struct Document {
        QPoint topLeft;
        std::shared_ptr<QTextDocument> document;
        QColor color;
    };
    struct Picture {
        QRect rect;
        QImage image;
    };
    /// A tree branch marker (an arrow: open or closed).
    struct Branch {
        QRect rect;
        bool open = false;
    };

    int width = 0;
    int height = 0;
    QVector<Box> boxes; ///< painted first, in order
    QVector<Text> texts;
    QVector<Document> documents;
    QVector<Picture> pictures;
    QVector<Branch> branches;

    /// Lays every text out for painting (once, after the texts are placed).
    void prepare();
    /// Paints the message with its top left corner at `origin`; `selected` draws the selection
    /// frame, `selectedChunk` (-1: none) the selected card's, in `theme`'s colours.
    void paint(QPainter *painter, QPoint origin, bool selected, int selectedChunk,
        const Theme &theme) const;
};
