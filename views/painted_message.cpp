// SPDX-License-Identifier: GPL-2.0-or-later
#include "painted_message.h"

#include "grounded_text.h"
#include "theme.h"

#include <QAbstractTextDocumentLayout>
#include <QPainter>
#include <QPainterPath>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QtMath>

namespace {

// A rounded rectangle as three solid rectangles and four antialiased corners: only the corners
// need coverage computed (a whole antialiased rounded rectangle costs a tenth of a frame when a
// page of rows is new). Leaves antialiasing on.
void fillRounded(QPainter *painter, const QRect &r, int radius, const QColor &color)
{
    radius = qMin(radius, qMin(r.width(), r.height()) / 2);
    // Whole-pixel rectangles without antialiasing take the raster engine's solid fill.
    painter->setRenderHint(QPainter::Antialiasing, false);
    if (radius <= 0) {
        painter->fillRect(r, color);
        painter->setRenderHint(QPainter::Antialiasing);
        return;
    }
    const int d = 2 * radius;
    painter->fillRect(QRect(r.left(), r.top() + radius, r.width(), r.height() - d), color);
    painter->fillRect(QRect(r.left() + radius, r.top(), r.width() - d, radius), color);
    painter->fillRect(
        QRect(r.left() + radius, r.top() + r.height() - radius, r.width() - d, radius), color);
    painter->setRenderHint(QPainter::Antialiasing);
    QPainterPath corners;
    const auto corner = [&](int x, int y, qreal startAngle) {
        corners.moveTo(x + radius, y + radius);
        corners.arcTo(QRectF(x, y, d, d), startAngle, 90);
        corners.closeSubpath();
    };
    const int right = r.left() + r.width() - d;
    const int bottom = r.top() + r.height() - d;
    corner(r.left(), r.top(), 90);
    corner(right, r.top(), 0);
    corner(right, bottom, 270);
    corner(r.left(), bottom, 180);
    painter->fillPath(corners, color);
}

void paintBox(QPainter *painter, const PaintedMessage::Box &box, const QColor &fill,
    const QColor &border, int borderWidth)
{
    if (box.dashed) {
        QPen pen(border, borderWidth, Qt::DashLine);
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(QRectF(box.rect).adjusted(0.5, 0.5, -0.5, -0.5));
        return;
    }
    // Two fills (the border's colour, then the inside) cost far less than stroking a path.
    QRect r = box.rect;
    const int radius = qRound(box.radius);
    if (border.isValid()) {
        fillRounded(painter, r, radius, border);
        r.adjust(borderWidth, borderWidth, -borderWidth, -borderWidth);
    }
    if (fill.isValid())
        fillRounded(painter, r, qMax(0, radius - (border.isValid() ? borderWidth : 0)), fill);
}

void paintBranch(QPainter *painter, const PaintedMessage::Branch &branch, const QColor &color)
{
    const QPointF c = QRectF(branch.rect).center();
    const qreal s = qMin(branch.rect.width(), branch.rect.height()) / 4.0;
    QPolygonF arrow;
    if (branch.open)
        arrow << QPointF(c.x() - s, c.y() - s / 2) << QPointF(c.x() + s, c.y() - s / 2)
              << QPointF(c.x(), c.y() + s / 2 + 1);
    else
        arrow << QPointF(c.x() - s / 2, c.y() - s) << QPointF(c.x() - s / 2, c.y() + s)
              << QPointF(c.x() + s / 2 + 1, c.y());
    painter->setPen(Qt::NoPen);
    painter->setBrush(color);
    painter->drawPolygon(arrow);
}

/// `text` laid out in `font`: wrapped at `width`, or as one line.
std::shared_ptr<QTextLayout> layOut(const QString &text, const QFont &font, int width, bool wrap)
{
    auto layout = std::make_shared<QTextLayout>(text, font);
    QTextOption option;
    option.setWrapMode(wrap ? QTextOption::WrapAtWordBoundaryOrAnywhere : QTextOption::NoWrap);
    layout->setTextOption(option);
    layout->setCacheEnabled(true); // painting draws the shaped glyphs instead of shaping again
    qreal y = 0;
    layout->beginLayout();
    for (QTextLine line = layout->createLine(); line.isValid(); line = layout->createLine()) {
        if (wrap)
            line.setLineWidth(qMax(1, width));
        line.setPosition(QPointF(0, y));
        y += line.height();
    }
    layout->endLayout();
    return layout;
}

/// The first line piece of [begin, end) in `layout` (layout coordinates).
QRectF rangeRect(const QTextLayout &layout, int begin, int end)
{
    for (int i = 0; i < layout.lineCount(); ++i) {
        const QTextLine line = layout.lineAt(i);
        const int lineEnd = line.textStart() + line.textLength();
        if (begin >= lineEnd && i + 1 < layout.lineCount())
            continue;
        const qreal x1 = line.cursorToX(qMax(begin, line.textStart()));
        const qreal x2 = line.cursorToX(qMin(end, lineEnd));
        return QRectF(line.x() + qMin(x1, x2), line.y(), qMax(1.0, qAbs(x2 - x1)), line.height());
    }
    return QRectF();
}

} // namespace

int PaintedMessage::layOutWrapped(Text &text)
{
    QString shown = text.text;
    shown.replace(u'\n', QChar::LineSeparator);
    text.layout = layOut(shown, text.font, text.rect.width(), true);
    return qCeil(text.layout->boundingRect().height());
}

void PaintedMessage::prepare()
{
    for (int t = 0; t < texts.size(); ++t) {
        Text &text = texts[t];
        const bool wrap = text.flags & Qt::TextWordWrap;
        if (!text.layout) {
            QString shown = text.text;
            if (!wrap) {
                const QFontMetrics fm(text.font);
                shown
                    = fm.elidedText(shown.section(u'\n', 0, 0), Qt::ElideRight, text.rect.width());
            } else {
                // A line separator breaks a line inside the one paragraph of a layout.
                shown.replace(u'\n', QChar::LineSeparator);
            }
            text.layout = layOut(shown, text.font, text.rect.width(), wrap);
        }
        // The highlights of what eliding left out go with it.
        const int length = int(text.layout->text().size());
        for (auto it = text.formats.begin(); it != text.formats.end();) {
            it->length = qMin(it->length, length - it->start);
            it = it->length > 0 ? it + 1 : text.formats.erase(it);
        }
        QSizeF size = text.layout->boundingRect().size();
        if (!wrap && text.layout->lineCount() > 0)
            size.setWidth(text.layout->lineAt(0).naturalTextWidth());
        qreal x = text.rect.left();
        qreal y = text.rect.top();
        if (text.flags & Qt::AlignHCenter)
            x += (text.rect.width() - size.width()) / 2;
        else if (text.flags & Qt::AlignRight)
            x += text.rect.width() - size.width();
        if (text.flags & Qt::AlignVCenter)
            y += (text.rect.height() - size.height()) / 2;
        text.at = QPointF(x, y);
        for (int f = 0; f < text.formats.size(); ++f) {
            const QTextLayout::FormatRange &range = text.formats.at(f);
            Target target;
            target.kind = Target::Kind::FindMatch;
            target.chunk = text.chunk;
            target.rect = rangeRect(*text.layout, range.start, range.start + range.length)
                              .translated(text.at)
                              .toAlignedRect();
            target.current = f == text.currentFormat;
            if (target.current)
                currentFind = target.rect;
            targets.append(target);
        }
    }
}

void PaintedMessage::paint(QPainter *painter, QPoint origin, bool selected, int selectedChunk,
    const Theme &theme, const TextRange &text, const QRect &focus) const
{
    painter->save();
    painter->translate(origin);
    painter->setRenderHint(QPainter::Antialiasing);
    for (const Box &box : boxes) {
        if (box.chunk == -1 && selected)
            paintBox(painter, box, box.fill, theme.selectedMessageBorder, Theme::kSelectedBorder);
        else if (box.chunk >= 0 && box.chunk == selectedChunk)
            paintBox(painter, box, theme.selectedCardFill, theme.selectedCardBorder,
                Theme::kSelectedBorder);
        else
            paintBox(painter, box, box.fill, box.border, 1);
    }
    painter->setRenderHint(QPainter::Antialiasing, false);
    for (const Text &text : texts) {
        if (!text.layout)
            continue;
        painter->setPen(text.color);
        text.layout->draw(painter, text.at, text.formats);
    }
    for (const Picture &picture : pictures)
        painter->drawImage(picture.rect, picture.image);
    for (const Branch &branch : branches)
        paintBranch(painter, branch, theme.muted);
    for (int i = 0; i < documents.size(); ++i) {
        const Document &doc = documents.at(i);
        painter->save();
        painter->translate(doc.topLeft);
        QAbstractTextDocumentLayout::PaintContext context;
        context.palette.setColor(QPalette::Text, doc.color);
        context.selections = doc.selections;
        if (text.document == i && text.begin < text.end) {
            QAbstractTextDocumentLayout::Selection selection;
            selection.cursor = QTextCursor(doc.document.get());
            const int last = doc.document->characterCount() - 1;
            selection.cursor.setPosition(qMin(text.begin, last));
            selection.cursor.setPosition(qMin(text.end, last), QTextCursor::KeepAnchor);
            selection.format.setBackground(theme.selection);
            selection.format.setForeground(theme.selectionText);
            context.selections.append(selection);
        }
        doc.document->documentLayout()->draw(painter, context);
        painter->restore();
    }
    if (!focus.isNull()) {
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(QPen(theme.focusRing, 2));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(
            QRectF(focus).adjusted(-1, -1, 1, 1), Theme::kButtonRadius, Theme::kButtonRadius);
    }
    painter->restore();
}

PaintedMessage::Target PaintedMessage::hitTest(QPoint point) const
{
    Target hit;
    if (!QRect(0, 0, width, height).contains(point))
        return hit;
    for (auto it = targets.crbegin(); it != targets.crend(); ++it) {
        if (it->kind != Target::Kind::FindMatch && it->rect.contains(point))
            return *it;
    }
    for (const Document &doc : documents) {
        const QPoint inside = point - doc.topLeft;
        if (!QRect(QPoint(0, 0), doc.document->size().toSize()).contains(inside))
            continue;
        const QString href = doc.document->documentLayout()->anchorAt(inside);
        if (href.isEmpty())
            break;
        hit.chunk = doc.chunk;
        hit.rect = QRect(point, QSize(1, 1));
        hit.segments = GroundedText::segmentsOfLink(href);
        hit.kind = hit.segments.isEmpty() ? Target::Kind::Link : Target::Kind::Citation;
        hit.href = href;
        return hit;
    }
    for (auto it = targets.crbegin(); it != targets.crend(); ++it) {
        if (it->rect.contains(point))
            return *it;
    }
    for (const Box &box : boxes) {
        if (box.chunk >= 0 && box.rect.contains(point)) {
            hit.kind = Target::Kind::Card;
            hit.chunk = box.chunk;
            hit.rect = box.rect;
            return hit;
        }
    }
    hit.kind = Target::Kind::Message;
    hit.rect = QRect(0, 0, width, height);
    return hit;
}

QRect PaintedMessage::cardRect(int chunk) const
{
    for (const Box &box : boxes) {
        if (box.chunk == chunk && chunk >= 0)
            return box.rect;
    }
    return QRect();
}

QVector<QRect> PaintedMessage::documentRangeRects(int index, int begin, int end) const
{
    QVector<QRect> rects;
    if (index < 0 || index >= documents.size() || begin >= end)
        return rects;
    const Document &doc = documents.at(index);
    QAbstractTextDocumentLayout *layout = doc.document->documentLayout();
    for (QTextBlock block = doc.document->findBlock(begin);
         block.isValid() && block.position() < end; block = block.next()) {
        const QPointF blockAt = layout->blockBoundingRect(block).topLeft() + doc.topLeft;
        const QTextLayout *lines = block.layout();
        for (int i = 0; i < lines->lineCount(); ++i) {
            const QTextLine line = lines->lineAt(i);
            const int lineBegin = block.position() + line.textStart();
            const int lineEnd = lineBegin + line.textLength();
            const int b = qMax(begin, lineBegin);
            const int e = qMin(end, lineEnd);
            if (b >= e)
                continue;
            const qreal x1 = line.cursorToX(b - block.position());
            const qreal x2 = line.cursorToX(e - block.position());
            rects.append(QRectF(blockAt.x() + qMin(x1, x2), blockAt.y() + line.y(),
                qMax(1.0, qAbs(x2 - x1)), line.height())
                             .toAlignedRect());
        }
    }
    return rects;
}

QVector<QRect> PaintedMessage::segmentRects(int segment) const
{
    QVector<QRect> rects;
    for (int i = 0; i < documents.size(); ++i) {
        for (const auto &[begin, end] :
            GroundedText::segmentRanges(documents.at(i).document.get(), segment))
            rects += documentRangeRects(i, begin, end);
    }
    return rects;
}
