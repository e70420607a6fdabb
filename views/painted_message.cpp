// SPDX-License-Identifier: GPL-2.0-or-later
#include "painted_message.h"

#include "theme.h"

#include <QAbstractTextDocumentLayout>
#include <QPainter>
#include <QPainterPath>
#include <QTextDocument>

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

} // namespace

void PaintedMessage::prepare()
{
    for (Text &text : texts) {
        const bool wrap = text.flags & Qt::TextWordWrap;
        QString shown = text.text;
        if (!wrap) {
            const QFontMetrics fm(text.font);
            shown = fm.elidedText(shown.section(u'\n', 0, 0), Qt::ElideRight, text.rect.width());
        } else {
            // QStaticText lays plain text out as one paragraph, where '\n' breaks nothing (as
            // QLabel and QFontMetrics do): a line separator does.
            shown.replace(u'\n', QChar::LineSeparator);
        }
        text.prepared.setText(shown);
        text.prepared.setTextFormat(Qt::PlainText);
        text.prepared.setPerformanceHint(QStaticText::AggressiveCaching);
        if (wrap)
            text.prepared.setTextWidth(text.rect.width());
        text.prepared.prepare(QTransform(), text.font);
        const QSizeF size = text.prepared.size();
        qreal x = text.rect.left();
        qreal y = text.rect.top();
        if (text.flags & Qt::AlignHCenter)
            x += (text.rect.width() - size.width()) / 2;
        else if (text.flags & Qt::AlignRight)
            x += text.rect.width() - size.width();
        if (text.flags & Qt::AlignVCenter)
            y += (text.rect.height() - size.height()) / 2;
        text.at = QPointF(x, y);
    }
}

void PaintedMessage::paint(
    QPainter *painter, QPoint origin, bool selected, int selectedChunk, const Theme &theme) const
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
        painter->setFont(text.font);
        painter->setPen(text.color);
        painter->drawStaticText(text.at, text.prepared);
    }
    for (const Picture &picture : pictures)
        painter->drawImage(picture.rect, picture.image);
    for (const Branch &branch : branches)
        paintBranch(painter, branch, theme.muted);
    for (const Document &doc : documents) {
        painter->save();
        painter->translate(doc.topLeft);
        QAbstractTextDocumentLayout::PaintContext context;
        context.palette.setColor(QPalette::Text, doc.color);
        doc.document->documentLayout()->draw(painter, context);
        painter->restore();
    }
    painter->restore();
}
