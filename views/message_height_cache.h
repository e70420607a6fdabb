// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/message.h"

#include <QVector>

class QWidget;

/// The row heights of the message view, by message (index in Conversation::messages, whatever
/// the filter shows): the height of its painted layout, else estimated from its chunks and kept
/// as an estimate until laid out. Every height is forgotten when the width changes. Owned by
/// MessageView; reads fonts from the widget it is given.
class MessageHeightCache
{
public:
    explicit MessageHeightCache(const QWidget *fontSource);

    /// Forgets every height; the cache then holds `rows` unknown heights.
    void reset(int rows);
    /// Grows (or shrinks) to `rows`, keeping the known heights.
    void resize(int rows);
    int size() const { return int(m_heights.size()); }
    /// Uses `width` for the heights; when it differs from the last one, forgets them all and
    /// returns true.
    bool setWidth(int width);
    /// Makes the next setWidth() forget every height (fonts or labels changed).
    void invalidate() { m_width = -1; }

    /// The height of row `row` showing `message` (may be null), at `width`: the measured one,
    /// else an estimate (remembered until measured).
    int height(int row, const Message *message, int width) const;
    /// Stores the measured height of `row`; true when it differs from the height given so far.
    bool store(int row, int measured);

private:
    int estimate(const Message *message, int width) const;

    const QWidget *m_fonts;
    /// > 0 measured, < 0 estimated, 0 not known yet.
    mutable QVector<int> m_heights;
    int m_width = -1;
};
