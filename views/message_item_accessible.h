// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "message_accessible_parts.h"
#include "message_list_accessible.h"

#include <QAccessibleInterface>
#include <memory>
#include <optional>

/// A row, card, button or link of a MessageListView for assistive technologies, read from the
/// row's PaintedMessage each time it is asked; a button's or link's press action does what a
/// click on it does (MessageView::activate). Owned by QAccessibleCache, created and deleted by
/// MessageListAccessible.
class MessageItemAccessible : public QAccessibleInterface, public QAccessibleActionInterface
{
public:
    enum Level { Row, Card, Part };

    MessageItemAccessible(const MessageListAccessible *list, MessageListAccessible::Key key);

    bool isValid() const override;
    QObject *object() const override { return nullptr; }
    QWindow *window() const override;
    QAccessibleInterface *childAt(int x, int y) const override;
    QAccessibleInterface *parent() const override;
    QAccessibleInterface *child(int index) const override;
    int childCount() const override;
    int indexOfChild(const QAccessibleInterface *child) const override;
    QString text(QAccessible::Text t) const override;
    void setText(QAccessible::Text, const QString &) override { }
    QRect rect() const override;
    QAccessible::Role role() const override;
    QAccessible::State state() const override;
    void *interface_cast(QAccessible::InterfaceType type) override;

    QStringList actionNames() const override;
    void doAction(const QString &actionName) override;
    QStringList keyBindingsForAction(const QString &) const override { return {}; }

    const MessageListAccessible::Key &key() const { return m_key; }

private:
    Level level() const { return Level(std::get<0>(m_key)); }
    int row() const { return std::get<1>(m_key); }
    int chunk() const { return std::get<2>(m_key); }
    std::shared_ptr<const PaintedMessage> painted() const;
    /// This button or link as painted now.
    std::optional<MessageAccessibleParts::Part> part() const;
    /// The keys of the children.
    QVector<MessageListAccessible::Key> childKeys() const;

    const MessageListAccessible *m_list;
    MessageListAccessible::Key m_key;
};
