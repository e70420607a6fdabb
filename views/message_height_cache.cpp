// SPDX-License-Identifier: GPL-2.0-or-later
#include "message_height_cache.h"

#include <QFontMetrics>
#include <QWidget>

MessageHeightCache::MessageHeightCache(const QWidget *fontSource)
    : m_fonts(fontSource)
{ }

void MessageHeightCache::reset(int rows)
{
    m_heights = QVector<int>(qMax(0, rows), 0);
}

void MessageHeightCache::resize(int rows)
{
    m_heights.resize(qMax(0, rows));
}

bool MessageHeightCache::setWidth(int width)
{
    if (width == m_width)
        return false;
    m_width = width;
    m_heights.fill(0);
    return true;
}

int MessageHeightCache::estimate(const Message *message, int width) const
{
    if (!message)
        return 40;
    const QFontMetrics metrics = m_fonts->fontMetrics();
    const int line = metrics.lineSpacing();
    const int charsPerLine = qMax(20, width / qMax(1, metrics.averageCharWidth()));
    int h = 8 + line + 6 + 10; // margins and header
    for (const Chunk &c : message->chunks) {
        h += 6 + line + 14; // card chrome and title
        if (c.kind == ChunkKind::Text || c.kind == ChunkKind::Thought
            || c.kind == ChunkKind::Transcript)
            h += line * (1 + int(c.text.size()) / charsPerLine + int(c.text.count(u'\n')));
        else if (c.kind == ChunkKind::Image)
            h += 240;
        else
            h += line * 4;
    }
    return h;
}

int MessageHeightCache::height(int row, const Message *message, int width) const
{
    if (row < 0 || row >= m_heights.size())
        return estimate(message, width);
    int &h = m_heights[row];
    if (h == 0)
        h = -estimate(message, width);
    return qAbs(h);
}

bool MessageHeightCache::store(int row, int measured)
{
    if (row < 0 || row >= m_heights.size())
        return false;
    if (measured <= 0 || measured == m_heights.at(row) || measured == -m_heights.at(row)) {
        m_heights[row] = qMax(measured, 1);
        return false;
    }
    m_heights[row] = measured;
    return true;
}
