// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QRectF>
#include <QStyledItemDelegate>

/// Paints the trace pane's timeline column as a waterfall: one muted bar per span, placed by its
/// start offset from the turn's root start and sized by its duration, both relative to the turn's
/// extent (SpanTreeModel roles). Without start times the bar starts at the left edge and only its
/// length tells the share of the turn. Stateless; owned by the view it is set on.
class SpanBarDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    /// The bar inside `cell` for the span at `index`; empty when its duration is unknown.
    static QRectF barRect(const QModelIndex &index, const QRectF &cell);

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
        const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};
