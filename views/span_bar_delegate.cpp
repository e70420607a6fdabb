// SPDX-License-Identifier: GPL-2.0-or-later
#include "span_bar_delegate.h"

#include "items/span_tree_model.h"
#include "theme.h"

#include <QApplication>
#include <QPainter>
#include <QStyle>
#include <algorithm>

namespace {
constexpr qreal kMinBarWidth = 2.0;
constexpr qreal kPadding = 4.0;
} // namespace

QRectF SpanBarDelegate::barRect(const QModelIndex &index, const QRectF &cell)
{
    const QVariant duration = index.data(SpanTreeModel::DurationRole);
    const QVariant extentValue = index.data(SpanTreeModel::RootDurationRole);
    if (!duration.isValid() || !extentValue.isValid())
        return QRectF();
    const double extent = double(extentValue.toLongLong());
    if (extent <= 0)
        return QRectF();
    const QRectF track = cell.adjusted(kPadding, 0, -kPadding, 0);
    if (track.width() <= 0)
        return QRectF();
    const QVariant offsetValue = index.data(SpanTreeModel::StartOffsetRole);
    const double offset
        = offsetValue.isValid() ? std::clamp(offsetValue.toLongLong() / extent, 0.0, 1.0) : 0.0;
    const double length = std::clamp(double(duration.toLongLong()) / extent, 0.0, 1.0 - offset);
    const qreal height = qMin<qreal>(10.0, cell.height() - 6.0);
    const qreal x = track.left() + offset * track.width();
    const qreal w = qMax(kMinBarWidth, length * track.width());
    return QRectF(
        qMin(x, track.right() - kMinBarWidth), cell.center().y() - height / 2.0, w, height);
}

void SpanBarDelegate::paint(
    QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QWidget *widget = opt.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget); // background, selection
    const QRectF bar = barRect(index, opt.rect);
    if (bar.isEmpty())
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    // Muted blue for the turn itself, muted grey-blue for its parts; errors are not known here.
    const bool root = !index.parent().isValid();
    const Theme theme = Theme::of(widget);
    const QColor fill = root ? theme.spanRoot : theme.spanChild;
    painter->setPen(Qt::NoPen);
    painter->setBrush(fill);
    painter->drawRoundedRect(bar, 2.0, 2.0);
    if (!index.data(SpanTreeModel::StartOffsetRole).isValid()) {
        // Unknown start: a dashed outline says "length only, position unknown".
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(fill.darker(130), 1.0, Qt::DashLine));
        painter->drawRoundedRect(bar.adjusted(0.5, 0.5, -0.5, -0.5), 2.0, 2.0);
    }
    painter->restore();
}

QSize SpanBarDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    size.setWidth(qMax(size.width(), 160));
    return size;
}
