// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chunk_ref.h"

#include <QPoint>
#include <QRect>
#include <memory>

class PaintedMessage;
struct Message;

/// What MessageView's parts (MessageViewInput, MessageViewFind) read of its rows: a message's
/// painted layout, where its row is in the list's viewport, the message and the selection.
/// MessageView implements it; the parts hold a pointer to it and never own it.
class MessageViewRows
{
public:
    virtual ~MessageViewRows() = default;
    /// Message `row` laid out for painting (null when there is none).
    virtual std::shared_ptr<const PaintedMessage> paintedMessage(int row) const = 0;
    /// Where message `row` is in the list's viewport (null when hidden by the filter).
    virtual QRect rowRect(int row) const = 0;
    /// The message under `viewportPoint`; -1 when none.
    virtual int rowAt(QPoint viewportPoint) const = 0;
    virtual const Message *message(int row) const = 0;
    /// The selection: message (and chunk, -1 for none); invalid when nothing is selected.
    virtual ChunkRef currentRef() const = 0;
};
