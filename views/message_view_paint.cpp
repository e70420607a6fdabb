// SPDX-License-Identifier: GPL-2.0-or-later
// MessageView: every row painted from the model (PaintedMessage), with its highlights.
#include "message_view.h"

#include "items/conversation_matches.h"
#include "items/image_decoder.h"
#include "items/message_filter_proxy_model.h"
#include "items/message_list_model.h"
#include "message_height_cache.h"
#include "message_list_view.h"
#include "painted_message.h"
#include "painted_message_builder.h"
#include "theme.h"

#include <QPainter>
#include <QTimer>

namespace {
/// Painted layouts kept beyond the rows on screen (a few screens of rows).
constexpr int kMaxPainted = 256;
} // namespace

void MessageView::initPainting()
{
    m_builder = std::make_unique<PaintedMessageBuilder>();
    m_builder->setStyle(font(), palette());
    m_list->viewport()->setMouseTracking(true); // the pointer's shape over links and buttons
    m_list->viewport()->installEventFilter(this);
    m_list->installEventFilter(this); // keys: message_view_keys.cpp
    // A long text laid out in the background replaces its placeholder: build the rows again.
    connect(m_builder->documents(), &PaintedDocuments::ready, this, [this] {
        forgetPainted();
        scheduleLayout();
        m_list->viewport()->update();
    });
    // A thumbnail decoded for a painted image changes its row: lay the rows out again.
    connect(ImageDecoder::shared(), &ImageDecoder::thumbnailReady, this, [this] {
        if (m_painted.isEmpty())
            return;
        m_painted.clear();
        m_paintedOrder.clear();
        scheduleLayout();
    });
}

void MessageView::forgetPainted()
{
    m_painted.clear();
    m_paintedOrder.clear();
    m_paintedWidth = -1;
}

void MessageView::forgetRow(int row)
{
    if (m_painted.remove(row) == 0)
        return;
    m_paintedOrder.removeOne(row);
    if (const QModelIndex index = viewIndex(row); index.isValid())
        m_list->update(index);
    scheduleLayout(); // its height may change
}

PaintedMessageBuilder::RowState MessageView::rowState(int row) const
{
    PaintedMessageBuilder::RowState state;
    if (!m_findQuery.isEmpty() && m_findQuery.isValid()) {
        state.query = m_findQuery;
        if (m_currentMatch >= 0 && m_currentMatch < m_matches->count()
            && m_matches->at(m_currentMatch).message == row)
            state.current = m_matches->at(m_currentMatch);
    }
    if (m_citation.message == row)
        state.segments = m_citationSegments;
    state.openThoughts = m_openThoughts.value(row);
    state.toggledRows = m_toggledRows.value(row);
    return state;
}

std::shared_ptr<const PaintedMessage> MessageView::paintedMessage(int row) const
{
    if (!m_conversation || row < 0 || row >= m_conversation->messages.size())
        return nullptr;
    const int width = itemWidth();
    if (width != m_paintedWidth) {
        m_painted.clear();
        m_paintedOrder.clear();
        m_paintedWidth = width;
    }
    if (auto it = m_painted.constFind(row); it != m_painted.cend())
        return *it;
    // The oldest layout goes, one per new one: freeing many at once would stall a frame.
    while (m_painted.size() >= kMaxPainted && !m_paintedOrder.isEmpty())
        m_painted.remove(m_paintedOrder.takeFirst());
    auto painted = m_builder->build(*m_conversation, row, width, rowState(row));
    m_painted.insert(row, painted);
    m_paintedOrder.append(row);
    return painted;
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
    const int row = m_proxy->toSourceRow(viewRow);
    const std::shared_ptr<const PaintedMessage> painted = paintedMessage(row);
    if (!painted)
        return false;
    const bool current = row == m_currentRow;
    // The row paints all of its rectangle (MessageListView fills only the gaps between rows).
    if (rect.height() > painted->height)
        painter->fillRect(rect.adjusted(0, painted->height, 0, 0), Theme::of(m_list).canvas);
    painted->paint(painter, rect.topLeft(), current, current ? m_currentChunk : -1,
        Theme::of(m_list), textSelection(row),
        current && m_list->hasFocus() ? focusedTargetRect() : QRect());
    if (painted->height != rect.height())
        const_cast<MessageView *>(this)->scheduleLayout(); // its height is not stored yet
    return true;
}

void MessageView::warmUpFonts()
{
    if (m_fontsWarmPending || m_builder->fontsWarm())
        return;
    m_fontsWarmPending = true;
    QTimer::singleShot(0, this, [this] {
        m_fontsWarmPending = false;
        if (m_builder->warmUpNextFont())
            warmUpFonts();
    });
}
