// SPDX-License-Identifier: GPL-2.0-or-later
#include "painted_row_cache.h"

#include "items/image_decoder.h"
#include "painted_documents.h"
#include "painted_json_trees.h"
#include "painted_message.h"

#include <QTimer>

PaintedRowCache::PaintedRowCache(StateOf stateOf, QObject *parent)
    : QObject(parent)
    , m_stateOf(std::move(stateOf))
{
    // A long text laid out in the background replaces its placeholder: build the rows again.
    connect(m_builder.documents(), &PaintedDocuments::ready, this, [this] {
        clear();
        Q_EMIT changed();
    });
    // So does a big JSON value parsed in the background.
    connect(PaintedJsonTrees::shared(), &PaintedJsonTrees::ready, this, [this] {
        clear();
        Q_EMIT changed();
    });
    // A thumbnail decoded for a painted image changes its row.
    connect(ImageDecoder::shared(), &ImageDecoder::thumbnailReady, this, [this] {
        if (m_painted.isEmpty())
            return;
        m_painted.clear();
        m_order.clear();
        Q_EMIT changed();
    });
}

PaintedRowCache::~PaintedRowCache() = default;

std::shared_ptr<const PaintedMessage> PaintedRowCache::message(
    const Conversation &conversation, int row, int width) const
{
    if (width != m_width) {
        m_painted.clear();
        m_order.clear();
        m_width = width;
    }
    if (auto it = m_painted.constFind(row); it != m_painted.cend())
        return *it;
    // The oldest layout goes, one per new one: freeing many at once would stall a frame.
    while (m_painted.size() >= kMaxPainted && !m_order.isEmpty())
        m_painted.remove(m_order.takeFirst());
    auto painted = m_builder.build(conversation, row, width, m_stateOf(row));
    m_painted.insert(row, painted);
    m_order.append(row);
    return painted;
}

bool PaintedRowCache::forget(int row)
{
    if (m_painted.remove(row) == 0)
        return false;
    m_order.removeOne(row);
    return true;
}

void PaintedRowCache::clear()
{
    m_painted.clear();
    m_order.clear();
    m_width = -1;
}

void PaintedRowCache::warmUpFonts()
{
    if (m_fontsWarmPending || m_builder.fontsWarm())
        return;
    m_fontsWarmPending = true;
    QTimer::singleShot(0, this, [this] {
        m_fontsWarmPending = false;
        if (m_builder.warmUpNextFont())
            warmUpFonts();
    });
}
