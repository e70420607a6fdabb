// SPDX-License-Identifier: GPL-2.0-or-later
// MessageView: rows painted from the model while the user scrolls (PaintedMessage).
#include "message_view.h"

#include "items/image_decoder.h"
#include "items/message_filter_proxy_model.h"
#include "items/message_list_model.h"
#include "message_height_cache.h"
#include "message_list_view.h"
#include "painted_message.h"
#include "painted_message_builder.h"
#include "theme.h"

#include <QTimer>

namespace {
/// How long after the last scroll step the rows on screen get their widgets.
constexpr int kSettleMs = 150;
/// Painted layouts kept beyond the rows on screen (a few screens of rows).
constexpr int kMaxPainted = 256;
} // namespace

void MessageView::initPainting()
{
    m_builder = std::make_unique<PaintedMessageBuilder>(this);
    m_settle = new QTimer(this);
    m_settle->setSingleShot(true);
    m_settle->setInterval(kSettleMs);
    connect(m_settle, &QTimer::timeout, this, &MessageView::scheduleMaterialize);
    connect(m_list, &MessageListView::scrolled, this, &MessageView::onScrolled);
    // A thumbnail decoded for a painted image changes its row: lay the rows out again.
    connect(ImageDecoder::shared(), &ImageDecoder::thumbnailReady, this, [this] {
        if (m_painted.isEmpty())
            return;
        m_painted.clear();
        m_paintedOrder.clear();
        scheduleMaterialize();
    });
}

bool MessageView::isScrolling() const
{
    return m_settle && m_settle->isActive() && m_anchorPasses == 0;
}

void MessageView::onScrolled()
{
    if (!m_ownScroll && !m_materializing)
        m_settle->start();
}

void MessageView::forgetPainted()
{
    m_painted.clear();
    m_paintedOrder.clear();
    m_paintedWidth = -1;
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
    auto painted = m_builder->build(*m_conversation, row, width);
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
    painted->paint(painter, rect.topLeft(), row == m_currentRow,
        row == m_currentRow ? m_currentChunk : -1, Theme::of(m_list));
    if (painted->height != rect.height())
        const_cast<MessageView *>(this)->scheduleMaterialize(); // its height is not stored yet
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
