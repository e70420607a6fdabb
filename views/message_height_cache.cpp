// SPDX-License-Identifier: GPL-2.0-or-later
#include "message_height_cache.h"

#include <QFontMetrics>
#include <QStringView>
#include <QWidget>

#include <climits>

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

namespace {

/// The line breaks of `text`: counted in a text of up to 64 Ki characters, else in its first
/// 64 Ki and scaled to its length (an estimate waits for the measured height; counting the
/// breaks of hostile-citations' answer of 781,000 characters, each time the heights were
/// forgotten, was 81 ms of the GUI thread in one find session).
int estimatedLineBreaks(const QString &text)
{
    constexpr qsizetype kCounted = 64 * 1024;
    if (text.size() <= kCounted)
        return int(text.count(u'\n'));
    const qsizetype sampled = QStringView(text).first(kCounted).count(u'\n');
    return int(qMin<qint64>(INT_MAX / 64, qint64(sampled) * text.size() / kCounted));
}

} // namespace

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
            h += line * (1 + int(c.text.size()) / charsPerLine + estimatedLineBreaks(c.text));
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
