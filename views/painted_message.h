// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/chunk.h"

#include <QAbstractTextDocumentLayout>
#include <QColor>
#include <QFont>
#include <QImage>
#include <QRect>
#include <QString>
#include <QTextLayout>
#include <QVector>
#include <memory>

class QPainter;
class QTextDocument;
struct Theme;

/// A range of painted document `document`, or of label `text`, of a PaintedMessage (a piece of
/// the user's text selection).
struct PaintedTextRange {
    int document = -1; ///< an index in PaintedMessage::documents, or -1
    int begin = 0;
    int end = 0;
    int text = -1; ///< an index in PaintedMessage::texts (positions of its layout), or -1
};

/// One message laid out for painting, for one width: the frame, header, badges and one card per
/// chunk, as boxes, texts, documents and images at fixed places (row coordinates), with the
/// find and citation highlights of the moment and the targets a click can hit (buttons, links,
/// tree branches, find matches). It is the only visual of a message: MessageDelegate paints
/// it, MessageView hit-tests it. Built by PaintedMessageBuilder; owns its layouts and documents.
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
    /// Plain text in a rectangle with QPainter::drawText flags (Qt::TextWordWrap: wrapped; else
    /// its first line, elided); prepare() lays it out once.
    struct Text {
        QRect rect;
        QString text;
        QFont font;
        QColor color;
        int flags = 0;
        int chunk = -1; ///< the card it belongs to (-1: the header)
        /// Find highlights over the text as laid out (after eliding).
        QVector<QTextLayout::FormatRange> formats {};
        int currentFormat = -1; ///< the one of formats that is the current find match
        std::shared_ptr<QTextLayout> layout {}; ///< set by prepare()
        QPointF at {}; ///< where layout goes
    };
    /// A laid-out rich text (Markdown, grounded text) painted with its own layout.
    struct Document {
        QPoint topLeft;
        std::shared_ptr<QTextDocument> document;
        QColor color;
        int chunk = -1;
        /// Find highlights (document positions), painted over the document's own formats.
        QVector<QAbstractTextDocumentLayout::Selection> selections {};
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
    /// What a point of the message is: a part that reacts to a click, a card, the message.
    struct Target {
        enum class Kind : quint8 {
            None, ///< outside the message
            Message, ///< the message outside its cards
            Card, ///< a card outside its interactive parts
            GoTo, ///< "Go to response" / "Go to call": `goTo` is the paired chunk
            ShowThought, ///< the thought card's Show / Hide button
            SaveBlob, ///< an attachment's "Save as…"
            OpenImage, ///< an image thumbnail (opens the viewer)
            Branch, ///< a JSON tree row's arrow: `value` and `path` name the row
            Link, ///< a link in a text: `href`
            Citation, ///< cited text: `segments` (innermost first is the caller's choice)
            FindMatch, ///< a find match: `current` says whether it is the current one
        };
        Kind kind = Kind::None;
        QRect rect; ///< row coordinates (for links and citations: the line piece under the point)
        int chunk = -1;
        ChunkAddress goTo;
        int value = -1; ///< Branch: which JSON value of the chunk
        QString path; ///< Branch: the row's JSON path
        QString href;
        QVector<int> segments;
        bool current = false;
        bool enabled = true;
    };

    using TextRange = PaintedTextRange;

    int width = 0;
    int height = 0;
    QVector<Box> boxes; ///< painted first, in order
    QVector<Text> texts;
    QVector<Document> documents;
    QVector<Picture> pictures;
    QVector<Branch> branches;
    /// Buttons, branches and find matches, in painting order (the last one wins a hit test).
    QVector<Target> targets;
    QRect currentFind; ///< where the conversation's current find match is; null when not here
    QRect currentUncited; ///< where the uncited sentence stepped to is; null when not here

    /// Lays out the wrapped `text` at its rectangle's width now (prepare() keeps that layout);
    /// returns its height.
    static int layOutWrapped(Text &text);
    /// Lays every text out for painting (once, after the texts are placed).
    void prepare();
    /// Paints the message with its top left corner at `origin`; `selected` draws the selection
    /// frame, `selectedChunk` (-1: none) the selected card's, `selection` the selected text, and
    /// `focus` (a target's rectangle, null: none) the keyboard focus ring, in `theme`'s colours.
    void paint(QPainter *painter, QPoint origin, bool selected, int selectedChunk,
        const Theme &theme, const QVector<TextRange> &selection = {},
        const QRect &focus = QRect()) const;
    /// What is at `point` (row coordinates).
    Target hitTest(QPoint point) const;
    /// The rectangle of the card of chunk `chunk` (null when there is none).
    QRect cardRect(int chunk) const;
    /// The line pieces of [begin, end) of document `index`, in row coordinates.
    QVector<QRect> documentRangeRects(int index, int begin, int end) const;
    /// Where cited segment `segment` is shown (one rectangle per line piece).
    QVector<QRect> segmentRects(int segment) const;
};
