// SPDX-License-Identifier: GPL-2.0-or-later
#include "message_item_accessible.h"

#include "items/message_list_model.h"
#include "message_list_view.h"
#include "message_view.h"

#include <QWidget>

using Key = MessageListAccessible::Key;

MessageItemAccessible::MessageItemAccessible(const MessageListAccessible *list, Key key)
    : m_list(list)
    , m_key(std::move(key))
{ }

std::shared_ptr<const PaintedMessage> MessageItemAccessible::painted() const
{
    return m_list->view()->finder()->viewIndex(row()).isValid()
        ? m_list->view()->paintedMessage(row())
        : nullptr;
}

std::optional<MessageAccessibleParts::Part> MessageItemAccessible::part() const
{
    const std::shared_ptr<const PaintedMessage> message = painted();
    if (!message || level() != Part)
        return std::nullopt;
    const QVector<MessageAccessibleParts::Part> &parts = m_list->parts(message, chunk());
    const int index = std::get<3>(m_key);
    if (index < 0 || index >= parts.size())
        return std::nullopt;
    return parts.at(index);
}

QVector<Key> MessageItemAccessible::childKeys() const
{
    QVector<Key> keys;
    const std::shared_ptr<const PaintedMessage> message = painted();
    if (!message)
        return keys;
    if (level() == Row) {
        for (const int card : MessageAccessibleParts::cards(*message))
            keys.append({Card, row(), card, -1});
    } else if (level() == Card) {
        const qsizetype parts = m_list->parts(message, chunk()).size();
        for (int i = 0; i < parts; ++i)
            keys.append({Part, row(), chunk(), i});
    }
    return keys;
}

bool MessageItemAccessible::isValid() const
{
    const std::shared_ptr<const PaintedMessage> message = painted();
    if (!message)
        return false;
    switch (level()) {
    case Row:
        return true;
    case Card:
        return !message->cardRect(chunk()).isNull();
    case Part:
        return part().has_value();
    }
    return false;
}

QWindow *MessageItemAccessible::window() const
{
    return m_list->window();
}

QAccessibleInterface *MessageItemAccessible::childAt(int x, int y) const
{
    for (const Key &key : childKeys()) {
        QAccessibleInterface *child = m_list->item(key);
        if (child->rect().contains(x, y))
            return child;
    }
    return nullptr;
}

QAccessibleInterface *MessageItemAccessible::parent() const
{
    switch (level()) {
    case Row:
        return const_cast<MessageListAccessible *>(m_list);
    case Card:
        return m_list->item({Row, row(), -1, -1});
    case Part:
        return m_list->item({Card, row(), chunk(), -1});
    }
    return nullptr;
}

QAccessibleInterface *MessageItemAccessible::child(int index) const
{
    const QVector<Key> keys = childKeys();
    return index >= 0 && index < keys.size() ? m_list->item(keys.at(index)) : nullptr;
}

int MessageItemAccessible::childCount() const
{
    return int(childKeys().size());
}

int MessageItemAccessible::indexOfChild(const QAccessibleInterface *child) const
{
    const auto *item = dynamic_cast<const MessageItemAccessible *>(child);
    return item ? int(childKeys().indexOf(item->key())) : -1;
}

QString MessageItemAccessible::text(QAccessible::Text t) const
{
    const std::shared_ptr<const PaintedMessage> message = painted();
    if (!message)
        return QString();
    switch (level()) {
    case Row:
        if (t == QAccessible::Name)
            return MessageAccessibleParts::headerText(*message);
        if (t == QAccessible::Description) {
            MessageListModel *model = m_list->view()->model();
            return model->index(row()).data(Qt::AccessibleTextRole).toString();
        }
        return QString();
    case Card:
        if (t == QAccessible::Name)
            return MessageAccessibleParts::cardTitle(*message, chunk());
        if (t == QAccessible::Description || t == QAccessible::Value)
            return MessageAccessibleParts::cardText(*message, chunk());
        return QString();
    case Part: {
        const auto shown = part();
        if (!shown)
            return QString();
        if (t == QAccessible::Name)
            return shown->name;
        if (t == QAccessible::Value && shown->role == QAccessible::Link)
            return shown->href;
        return QString();
    }
    }
    return QString();
}

QRect MessageItemAccessible::rect() const
{
    const std::shared_ptr<const PaintedMessage> message = painted();
    if (!message)
        return QRect();
    switch (level()) {
    case Row:
        return m_list->screenRect(row(), QRect(0, 0, message->width, message->height));
    case Card:
        return m_list->screenRect(row(), message->cardRect(chunk()));
    case Part: {
        const auto shown = part();
        return shown ? m_list->screenRect(row(), shown->rect) : QRect();
    }
    }
    return QRect();
}

QAccessible::Role MessageItemAccessible::role() const
{
    switch (level()) {
    case Row:
        return QAccessible::ListItem;
    case Card:
        return QAccessible::Section;
    case Part: {
        const auto shown = part();
        return shown ? shown->role : QAccessible::Button;
    }
    }
    return QAccessible::NoRole;
}

QAccessible::State MessageItemAccessible::state() const
{
    QAccessible::State state;
    const QRect shown = rect();
    MessageListView *list = m_list->list();
    state.invisible = shown.isNull();
    state.offscreen = !list
        || !QRect(list->viewport()->mapToGlobal(QPoint(0, 0)), list->viewport()->size())
                .intersects(shown);
    const ChunkRef current = m_list->view()->currentRef();
    switch (level()) {
    case Row:
        state.selectable = true;
        state.selected = current.message == row();
        break;
    case Card:
        state.selectable = true;
        state.selected = current.message == row() && current.chunk == chunk();
        break;
    case Part: {
        const auto target = part();
        state.focusable = true;
        state.disabled = !target || !target->enabled;
        state.linked = target && target->role == QAccessible::Link;
        break;
    }
    }
    return state;
}

void *MessageItemAccessible::interface_cast(QAccessible::InterfaceType type)
{
    if (type == QAccessible::ActionInterface && level() == Part)
        return static_cast<QAccessibleActionInterface *>(this);
    return nullptr;
}

QStringList MessageItemAccessible::actionNames() const
{
    return level() == Part ? QStringList {pressAction()} : QStringList();
}

void MessageItemAccessible::doAction(const QString &actionName)
{
    const auto target = part();
    if (actionName != pressAction() || !target || !target->enabled)
        return;
    // What a click at its centre does.
    m_list->view()->activate(row(), target->rect.center());
}
