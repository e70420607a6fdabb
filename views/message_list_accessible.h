// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "message_accessible_parts.h"

#include <QAccessibleWidget>
#include <QCoreApplication>
#include <QMap>
#include <memory>
#include <tuple>

class MessageListView;
class MessageView;
class PaintedMessage;

/// The MessageListView of a MessageView for assistive technologies: a list whose children are
/// the rows on screen, each with its cards and their buttons and links (MessageItemAccessible,
/// built from each row's PaintedMessage). Owned by QAccessibleCache; owns its items' ids.
class MessageListAccessible : public QAccessibleWidget
{
    Q_DECLARE_TR_FUNCTIONS(MessageListAccessible)
public:
    /// Where an item is: its level (0 row, 1 card, 2 button or link), message row, chunk, part.
    using Key = std::tuple<int, int, int, int>;

    explicit MessageListAccessible(MessageListView *list, MessageView *view);
    ~MessageListAccessible() override;

    /// The factory QAccessible asks (installed once by MessageListView): a MessageListView in a
    /// MessageView gets a MessageListAccessible.
    static QAccessibleInterface *factory(const QString &className, QObject *object);

    /// The list's name is "Messages" (in the current language) unless the widget has one.
    QString text(QAccessible::Text t) const override;
    int childCount() const override;
    QAccessibleInterface *child(int index) const override;
    int indexOfChild(const QAccessibleInterface *child) const override;
    QAccessibleInterface *childAt(int x, int y) const override;
    QAccessibleInterface *focusChild() const override;

    MessageView *view() const { return m_view; }
    MessageListView *list() const;
    /// The message rows on screen, top to bottom.
    QVector<int> rowsOnScreen() const;
    /// `rect` of message `row` (row coordinates) on screen; null when the row is not shown.
    QRect screenRect(int row, const QRect &rect) const;
    /// The item at `key`, created on first use (kept until the list goes or forgets it).
    QAccessibleInterface *item(const Key &key) const;
    /// The buttons and links of card `chunk` of `painted` (kept for the last few cards: a long
    /// text's links are looked for once).
    const QVector<MessageAccessibleParts::Part> &parts(
        const std::shared_ptr<const PaintedMessage> &painted, int chunk) const;

private:
    /// Forgets the items of rows no longer on screen when there are many.
    void prune() const;

    MessageView *m_view;
    mutable QMap<Key, QAccessible::Id> m_items;
    struct CardParts {
        std::shared_ptr<const PaintedMessage> painted; ///< kept alive: its address is the key
        int chunk;
        QVector<MessageAccessibleParts::Part> parts;
    };
    mutable QVector<CardParts> m_parts; ///< most recently used last
};
