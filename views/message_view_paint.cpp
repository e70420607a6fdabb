// SPDX-License-Identifier: GPL-2.0-or-later
// MessageView: every row painted from the model (PaintedMessage, kept by PaintedRowCache), with
// its highlights.
#include "message_view.h"

#include "items/message_filter_proxy_model.h"
#include "message_height_cache.h"
#include "message_list_view.h"
#include "painted_message.h"
#include "painted_row_cache.h"
#include "theme.h"

#include <QPainter>

void MessageView::initPainting()
{
    m_painted = new PaintedRowCache([this](int row) { return rowState(row); }, this);
    m_painted->builder().setStyle(m_list->font(), palette());
    connect(m_painted, &PaintedRowCache::changed, this, [this] {
        scheduleLayout();
        m_list->viewport()->update();
    });
}

void MessageView::forgetRow(int row)
{
    if (!m_painted->forget(row))
        return;
    if (const QModelIndex index = viewIndex(row); index.isValid())
        m_list->update(index);
    scheduleLayout(); // its height may change
}

PaintedMessageBuilder::RowState MessageView::rowState(int row) const
{
    PaintedMessageBuilder::RowState state;
    m_find->addHighlights(row, state);
    m_marks.addTo(row, state);
    return state;
}

std::shared_ptr<const PaintedMessage> MessageView::paintedMessage(int row) const
{
    if (!m_conversation || row < 0 || row >= m_conversation->messages.size())
        return nullptr;
    return m_painted->message(*m_conversation, row, itemWidth());
}

bool MessageView::layOutPainted(int row)
{
    const std::shared_ptr<const PaintedMessage> painted = paintedMessage(row);
    if (!painted || !m_heights->store(row, painted->height))
        return false;
    const QModelIndex index = viewIndex(row);
    return index.isValid() && m_list->updateRowHeight(index.row());
}

bool MessageView::paintRow(QPainter *painter, const QRect &rect, int viewRow) const
{
    const int row = m_find->proxy()->toSourceRow(viewRow);
    const std::shared_ptr<const PaintedMessage> painted = paintedMessage(row);
    if (!painted)
        return false;
    const bool current = row == m_currentRow;
    // The row paints all of its rectangle (MessageListView fills only the gaps between rows).
    if (rect.height() > painted->height)
        painter->fillRect(rect.adjusted(0, painted->height, 0, 0), Theme::of(m_list).canvas);
    painted->paint(painter, rect.topLeft(), current, current ? m_currentChunk : -1,
        Theme::of(m_list), m_input->textSelection(row),
        current && m_list->hasFocus() ? m_input->focusedStop().target.rect : QRect());
    if (painted->height != rect.height())
        const_cast<MessageView *>(this)->scheduleLayout(); // its height is not stored yet
    return true;
}
