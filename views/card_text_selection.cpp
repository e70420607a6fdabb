// SPDX-License-Identifier: GPL-2.0-or-later
#include "card_text_selection.h"

#include <QAbstractTextDocumentLayout>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextDocumentFragment>
#include <algorithm>

QVector<CardTextSelection::Piece> CardTextSelection::pieces(
    const PaintedMessage &painted, int chunk)
{
    QVector<Piece> out;
    for (int i = 0; i < painted.texts.size(); ++i) {
        const PaintedMessage::Text &text = painted.texts.at(i);
        if (text.chunk != chunk || !text.layout || text.layout->text().isEmpty())
            continue;
        QRectF lines;
        for (int l = 0; l < text.layout->lineCount(); ++l)
            lines |= text.layout->lineAt(l).naturalTextRect();
        out.append(Piece {
            i, -1, lines.translated(text.at).toAlignedRect(), int(text.layout->text().size())});
    }
    for (int i = 0; i < painted.documents.size(); ++i) {
        const PaintedMessage::Document &doc = painted.documents.at(i);
        if (doc.chunk == chunk)
            out.append(Piece {-1, i, QRect(doc.topLeft, doc.document->size().toSize()),
                doc.document->characterCount() - 1});
    }
    std::stable_sort(out.begin(), out.end(), [](const Piece &a, const Piece &b) {
        return a.rect.top() != b.rect.top() ? a.rect.top() < b.rect.top()
                                            : a.rect.left() < b.rect.left();
    });
    return out;
}

int CardTextSelection::offsetIn(const PaintedMessage &painted, const Piece &piece, QPoint point)
{
    if (piece.document >= 0) {
        const PaintedMessage::Document &doc = painted.documents.at(piece.document);
        return qMax(0, doc.document->documentLayout()->hitTest(point - doc.topLeft, Qt::FuzzyHit));
    }
    const PaintedMessage::Text &text = painted.texts.at(piece.text);
    const QPointF local = QPointF(point) - text.at;
    for (int l = 0; l < text.layout->lineCount(); ++l) {
        const QTextLine line = text.layout->lineAt(l);
        if (local.y() < line.y() + line.height() || l + 1 == text.layout->lineCount())
            return qBound(0, line.xToCursor(local.x()), piece.length);
    }
    return 0;
}

CardTextSelection::Place CardTextSelection::placeAt(
    const PaintedMessage &painted, const QVector<Piece> &pieces, QPoint point)
{
    for (int i = 0; i < pieces.size(); ++i) {
        const QRect &r = pieces.at(i).rect;
        if (point.y() < r.top() || (point.y() <= r.bottom() && point.x() < r.left()))
            return Place {i, 0}; // before this text
        if (r.contains(point))
            return Place {i, offsetIn(painted, pieces.at(i), point)};
        const bool belowNext = i + 1 < pieces.size() && point.y() >= pieces.at(i + 1).rect.top();
        if (point.y() <= r.bottom() && !belowNext)
            return Place {i, pieces.at(i).length}; // beside its end
    }
    return pieces.isEmpty() ? Place {} : Place {int(pieces.size()) - 1, pieces.last().length};
}

void CardTextSelection::start(const PaintedMessage &painted, int row, QPoint point)
{
    clear();
    const PaintedMessage::Target hit = painted.hitTest(point);
    const QVector<Piece> all = pieces(painted, hit.chunk);
    for (int i = 0; i < all.size(); ++i) {
        if (!all.at(i).rect.contains(point))
            continue;
        m_row = row;
        m_chunk = hit.chunk;
        m_anchor = m_position = Place {i, offsetIn(painted, all.at(i), point)};
        return;
    }
}

void CardTextSelection::extendTo(const PaintedMessage &painted, QPoint point)
{
    if (isActive())
        m_position = placeAt(painted, pieces(painted, m_chunk), point);
}

void CardTextSelection::extendBy(const PaintedMessage &painted, int step)
{
    const QVector<Piece> all = pieces(painted, m_chunk);
    if (!isActive() || m_position.piece < 0 || m_position.piece >= all.size())
        return;
    m_position.offset += step;
    if (m_position.offset > all.at(m_position.piece).length && m_position.piece + 1 < all.size())
        m_position = Place {m_position.piece + 1, 0};
    else if (m_position.offset < 0 && m_position.piece > 0)
        m_position = Place {m_position.piece - 1, all.at(m_position.piece - 1).length};
    m_position.offset = qBound(0, m_position.offset, all.at(m_position.piece).length);
}

void CardTextSelection::selectCard(const PaintedMessage &painted, int row, int chunk)
{
    clear();
    const QVector<Piece> all = pieces(painted, chunk);
    if (all.isEmpty())
        return;
    m_row = row;
    m_chunk = chunk;
    m_anchor = Place {0, 0};
    m_position = Place {int(all.size()) - 1, all.last().length};
}

QVector<PaintedTextRange> CardTextSelection::ranges(const PaintedMessage &painted) const
{
    QVector<PaintedTextRange> out;
    if (isEmpty())
        return out;
    const QVector<Piece> all = pieces(painted, m_chunk);
    const Place first = qMin(m_anchor, m_position);
    const Place last = qMax(m_anchor, m_position);
    for (int i = qMax(0, first.piece); i <= last.piece && i < all.size(); ++i) {
        const Piece &piece = all.at(i);
        const int begin = i == first.piece ? first.offset : 0;
        const int end = i == last.piece ? qMin(last.offset, piece.length) : piece.length;
        if (begin < end)
            out.append(PaintedTextRange {piece.document, begin, end, piece.text});
    }
    return out;
}

QString CardTextSelection::pieceText(
    const PaintedMessage &painted, const Piece &piece, int begin, int end, bool markdown)
{
    if (piece.document < 0) {
        const PaintedMessage::Text &text = painted.texts.at(piece.text);
        // A whole label copies its whole text (an elided one shows less).
        QString shown = begin == 0 && end == piece.length
            ? text.text
            : text.layout->text().mid(begin, end - begin);
        return shown.replace(QChar::LineSeparator, u'\n');
    }
    QTextCursor cursor(painted.documents.at(piece.document).document.get());
    cursor.setPosition(begin);
    cursor.setPosition(end, QTextCursor::KeepAnchor);
    const QTextDocumentFragment fragment = cursor.selection();
    return markdown ? fragment.toMarkdown().trimmed() : fragment.toPlainText();
}

QString CardTextSelection::text(const PaintedMessage &painted, bool markdown) const
{
    QString out;
    const QVector<Piece> all = pieces(painted, m_chunk);
    QRect previous;
    for (const PaintedTextRange &range : ranges(painted)) {
        const auto it = std::find_if(all.cbegin(), all.cend(), [&range](const Piece &p) {
            return p.document == range.document && p.text == range.text;
        });
        if (!previous.isNull())
            out += it->rect.top() <= previous.bottom() ? u' ' : u'\n';
        out += pieceText(painted, *it, range.begin, range.end, markdown);
        previous = it->rect;
    }
    return out;
}
