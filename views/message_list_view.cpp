// SPDX-License-Identifier: GPL-2.0-or-later
#include "message_list_view.h"

#include <QScrollBar>

using namespace Qt::StringLiterals;

MessageListView::MessageListView(QWidget *parent)
    : QListView(parent)
{
    setObjectName(u"messageList"_s);
    setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setUniformItemSizes(false);
    setResizeMode(QListView::Adjust);
    // One pass: row heights come from a cache, so laying out even 100k rows is cheap, and rows far
    // down have positions at once (jumping to a message needs them).
    setLayoutMode(QListView::SinglePass);
    setSpacing(6);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setFrameShape(QFrame::NoFrame);
    setMouseTracking(false);
}

void MessageListView::resizeEvent(QResizeEvent *event)
{
    QListView::resizeEvent(event);
    Q_EMIT viewportChanged();
}

void MessageListView::scrollContentsBy(int dx, int dy)
{
    QListView::scrollContentsBy(dx, dy);
    Q_EMIT viewportChanged();
}

void MessageListView::updateGeometries()
{
    QListView::updateGeometries();
    verticalScrollBar()->setSingleStep(fontMetrics().height() * 2);
    Q_EMIT viewportChanged();
}
