// SPDX-License-Identifier: GPL-2.0-or-later
#include "painted_message.h"

#include "grounded_text.h"
#include "theme.h"

#include <QAbstractTextDocumentLayout>
#include <QHash>
#include <QImage>
#include <QPainter>
#include <QPainterPath>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QtMath>

namespace {

/// A disc of diameter 2 * `radius` in `color`, antialiased, for a device of `ratio`: drawn once
/// per colour and radius (filling the arcs as a path each time was a tenth of a scrolled frame).
const QImage &disc(int radius, const QColor &color, qreal ratio)
{
    static QHash<quint64, QImage> cache;
    const quint64 key = quint64(color.rgba()) | quint64(qMin(radius, 0xffff)) << 32
        | quint64(qRound(ratio * 100) & 0xffff) << 48;
    if (auto it = cache.constFind(key); it != cache.cend())
        return *it;
    if (cache.size() > 256) // theme colours are few; a changing palette must not grow it
        cache.clear();
    const int side = qCeil(2 * radius * ratio);
    QImage image(side, side, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter p(&image);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(Qt::NoPen);
        p.setBrush(color);
        p.drawEllipse(QRectF(0, 0, side, side));
    }
    image.setDevicePixelRatio(ratio);
    return *cache.insert(key, image);
}

/// The four corner quarter-discs of radius `radius` of `r`, antialiased, in `color`.
void fillCorners(QPainter *painter, const QRect &r, int radius, const QColor &color)
{
    const qreal ratio = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    const QImage &image = disc(radius, color, ratio);
    const int half = image.width() / 2;
    const int far = image.width() - half;
    const QSize corner(radius, radius);
    const int right = r.left() + r.width() - radius;
    const int bottom = r.top() + r.height() - radius;
    painter->drawImage(QRect(r.topLeft(), corner), image, QRect(0, 0, half, half));
    painter->drawImage(QRect(QPoint(right, r.top()), corner), image, QRect(half, 0, far, half));
    painter->drawImage(QRect(QPoint(r.left(), bottom), corner), image, QRect(0, half, half, far));
    painter->drawImage(QRect(QPoint(right, bottom), corner), image, QRect(half, half, far, far));
    painter->setRenderHint(QPainter::Antialiasing);
}

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
    fillCorners(painter, r, radius, color);
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
    const QRect &r = box.rect;
    const int radius = qMin(qRound(box.radius), qMin(r.width(), r.height()) / 2);
    if (!border.isValid() || !fill.isValid() || fill.alpha() < 255 || radius < borderWidth
        || r.width() <= 2 * radius || r.height() <= 2 * radius) {
        // Small, borderless or see-through: the border's colour under the inside (two fills).
        QRect inside = r;
        if (border.isValid()) {
            fillRounded(painter, r, radius, border);
            inside.adjust(borderWidth, borderWidth, -borderWidth, -borderWidth);
        }
        if (fill.isValid())
            fillRounded(
                painter, inside, qMax(0, radius - (border.isValid() ? borderWidth : 0)), fill);
        return;
    }
    // Each pixel painted once, but in the corners: a message or card covers most of a frame,
    // and filling it twice (border, then inside) was a fifth of a scrolled frame.
    painter->setRenderHint(QPainter::Antialiasing, false);
    const int w = borderWidth;
    const int straightWidth = r.width() - 2 * radius;
    const int straightHeight = r.height() - 2 * radius;
    painter->fillRect(QRect(r.left() + radius, r.top(), straightWidth, w), border);
    painter->fillRect(QRect(r.left() + radius, r.bottom() + 1 - w, straightWidth, w), border);
    painter->fillRect(QRect(r.left(), r.top() + radius, w, straightHeight), border);
    painter->fillRect(QRect(r.right() + 1 - w, r.top() + radius, w, straightHeight), border);
    fillCorners(painter, r, radius, border);
    fillRounded(painter, r.adjusted(w, w, -w, -w), radius - w, fill);
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
        if (!text.layout && wrap) {
            QString shown = text.text;
            // A line separator breaks a line inside the one paragraph of a layout.
            shown.replace(u'\n', QChar::LineSeparator);
            text.layout = layOut(shown, text.font, text.rect.width(), wrap);
        } else if (!text.layout) {
            // Its first line, elided only when it does not fit (most fit: one shaping, not two).
            const QString line = text.text.section(u'\n', 0, 0);
            text.layout = layOut(line, text.font, text.rect.width(), false);
            if (text.layout->lineCount() > 0
                && text.layout->lineAt(0).naturalTextWidth() > text.rect.width()) {
                const QFontMetrics fm(text.font);
                text.layout = layOut(fm.elidedText(line, Qt::ElideRight, text.rect.width()),
                    text.font, text.rect.width(), false);
            }
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
    const Theme &theme, const QVector<TextRange> &selection, const QRect &focus) const
{
    painter->save();
    painter->translate(origin);
    // The canvas behind the frame's rounded corners (the list does not paint under rows).
    if (!boxes.isEmpty() && boxes.first().chunk == -1) {
        const QRect &frame = boxes.first().rect;
        const int r = qCeil(boxes.first().radius);
        for (const QPoint &corner : {frame.topLeft(), QPoint(frame.right() + 1 - r, frame.top()),
                 QPoint(frame.left(), frame.bottom() + 1 - r),
                 QPoint(frame.right() + 1 - r, frame.bottom() + 1 - r)})
            painter->fillRect(QRect(corner, QSize(r, r)), theme.canvas);
    }
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
    for (int t = 0; t < texts.size(); ++t) {
        const Text &text = texts.at(t);
        if (!text.layout)
            continue;
        painter->setPen(text.color);
        QVector<QTextLayout::FormatRange> formats = text.formats;
        for (const TextRange &range : selection) {
            if (range.text != t)
                continue;
            QTextLayout::FormatRange selected {range.begin, range.end - range.begin, {}};
            selected.format.setBackground(theme.selection);
            selected.format.setForeground(theme.selectionText);
            formats.append(selected);
        }
        text.layout->draw(painter, text.at, formats);
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
        if (painter->hasClipping()) // only the lines in view (a text may be megabytes long)
            context.clip = painter->clipBoundingRect();
        context.selections = doc.selections;
        for (const TextRange &range : selection) {
            if (range.document != i || range.begin >= range.end)
                continue;
            QAbstractTextDocumentLayout::Selection selected;
            selected.cursor = QTextCursor(doc.document.get());
            const int last = doc.document->characterCount() - 1;
            selected.cursor.setPosition(qMin(range.begin, last));
            selected.cursor.setPosition(qMin(range.end, last), QTextCursor::KeepAnchor);
            selected.format.setBackground(theme.selection);
            selected.format.setForeground(theme.selectionText);
            context.selections.append(selected);
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
