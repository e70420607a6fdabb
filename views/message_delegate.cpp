// SPDX-License-Identifier: GPL-2.0-or-later
#include "message_delegate.h"

#include "items/message_list_model.h"
#include "theme.h"

#include <QPainter>
#include <QPainterPath>

MessageDelegate::MessageDelegate(HeightProvider heights, RowPainter painter, QObject *parent)
    : QStyledItemDelegate(parent)
    , m_heights(std::move(heights))
    , m_painter(std::move(painter))
{ }

QSize MessageDelegate::sizeHint(const QStyleOptionViewItem &, const QModelIndex &index) const
{
    // Width 1: the list gives every row the viewport's width.
    return QSize(1, m_heights(index.row()));
}

void MessageDelegate::paint(
    QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    if (m_painter && m_painter(painter, option.rect, index.row()))
        return;
    // Seen only when the row cannot be painted: a quiet summary of the message.
    painter->save();
    painter->fillRect(option.rect, Theme::of(option.widget).canvas); // the list fills only gaps
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF card = QRectF(option.rect).adjusted(0.5, 0.5, -0.5, -0.5);
    QPainterPath path;
    path.addRoundedRect(card, 8, 8);
    painter->fillPath(path, option.palette.base());
    painter->setPen(Theme::of(option.widget).messageBorder);
    painter->drawPath(path);
    const QRect text = option.rect.adjusted(12, 8, -12, -8);
    painter->setPen(option.palette.text().color());
    QFont bold = option.font;
    bold.setBold(true);
    painter->setFont(bold);
    const QString title = index.data(Qt::DisplayRole).toString();
    painter->drawText(text, Qt::AlignLeft | Qt::AlignTop, title);
    painter->setFont(option.font);
    painter->setPen(option.palette.placeholderText().color());
    const QString summary = index.data(MessageListModel::SummaryRole).toString();
    const QRect second = text.adjusted(0, option.fontMetrics.height() + 6, 0, 0);
    painter->drawText(second, Qt::AlignLeft | Qt::AlignTop,
        option.fontMetrics.elidedText(summary, Qt::ElideRight, second.width()));
    painter->restore();
}
