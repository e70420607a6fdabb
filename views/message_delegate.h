// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QStyledItemDelegate>
#include <functional>

/// Paints a message row of the message view: the view's RowPainter paints the message's
/// PaintedMessage; without one (no conversation yet), a light summary card (role, author, time,
/// first line). Answers its size from the view's height cache. Owned by the view.
class MessageDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using HeightProvider = std::function<int(int row)>;
    /// Paints list row `row` in `rect`; false when it cannot (the summary is painted instead).
    using RowPainter = std::function<bool(QPainter *painter, const QRect &rect, int row)>;

    MessageDelegate(HeightProvider heights, RowPainter painter, QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
        const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void setEditorData(QWidget *, const QModelIndex &) const override { }

private:
    HeightProvider m_heights;
    RowPainter m_painter;
};
