// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "painted_message_builder.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <functional>
#include <memory>

class PaintedMessage;
struct Conversation;

/// The painted layouts of a conversation's messages at one width: built on first use by its
/// PaintedMessageBuilder with the state the owner gives for the row, at most kMaxPainted kept
/// (the oldest go first). Owned by MessageView, which forgets a row when what it shows changes;
/// owns the builder and the layouts.
class PaintedRowCache : public QObject
{
    Q_OBJECT
public:
    using StateOf = std::function<PaintedMessageBuilder::RowState(int row)>;
    /// Painted layouts kept beyond the rows on screen (a few screens of rows).
    static constexpr int kMaxPainted = 256;

    explicit PaintedRowCache(StateOf stateOf, QObject *parent = nullptr);
    ~PaintedRowCache() override;

    PaintedMessageBuilder &builder() { return m_builder; }
    const PaintedMessageBuilder &builder() const { return m_builder; }
    /// Message `row` of `conversation` laid out `width` pixels wide (another width forgets all).
    std::shared_ptr<const PaintedMessage> message(
        const Conversation &conversation, int row, int width) const;
    /// Forgets message `row`'s layout; false when none was kept.
    bool forget(int row);
    void clear();
    /// Loads the rows' fonts for Japanese, one per event-loop pass, until all are loaded.
    void warmUpFonts();

Q_SIGNALS:
    /// Layouts were dropped because what they show arrived (a long text laid out in the
    /// background, a big JSON value parsed, a decoded thumbnail): the rows are to be laid out and
    /// painted again.
    void changed();

private:
    StateOf m_stateOf;
    PaintedMessageBuilder m_builder;
    mutable QHash<int, std::shared_ptr<const PaintedMessage>> m_painted; ///< by message
    mutable QList<int> m_order; ///< the rows of m_painted, oldest first
    mutable int m_width = -1; ///< the width of every layout of m_painted
    bool m_fontsWarmPending = false; ///< warmUpFonts() has a pass queued
};
