// SPDX-License-Identifier: GPL-2.0-or-later
#include "message_list_accessible.h"

#include "items/message_filter_proxy_model.h"
#include "message_item_accessible.h"
#include "message_list_view.h"
#include "message_view.h"

using namespace Qt::StringLiterals;

namespace {
constexpr int kMaxItems = 2000; ///< items kept before those of rows off screen are forgotten
constexpr int kMaxCardParts = 16; ///< cards whose parts are kept
} // namespace

MessageListAccessible::MessageListAccessible(MessageListView *list, MessageView *view)
    : QAccessibleWidget(list, QAccessible::List)
    , m_view(view)
{ }

MessageListAccessible::~MessageListAccessible()
{
    for (const QAccessible::Id id : std::as_const(m_items))
        QAccessible::deleteAccessibleInterface(id);
}

QAccessibleInterface *MessageListAccessible::factory(const QString &className, QObject *object)
{
    auto *list = qobject_cast<MessageListView *>(object);
    if (!list || className != u"MessageListView"_s)
        return nullptr;
    for (QWidget *up = list->parentWidget(); up; up = up->parentWidget()) {
        if (auto *view = qobject_cast<MessageView *>(up))
            return view->listView() == list ? new MessageListAccessible(list, view) : nullptr;
    }
    return nullptr; // a list on its own: the item view's interface
}

MessageListView *MessageListAccessible::list() const
{
    return static_cast<MessageListView *>(widget());
}

QVector<int> MessageListAccessible::rowsOnScreen() const
{
    QVector<int> rows;
    MessageListView *list = this->list();
    QAbstractItemModel *model = list ? list->model() : nullptr;
    if (!model || model->rowCount() == 0)
        return rows;
    const QRect viewport = list->viewport()->rect();
    // The first row at the top, or below the gap between two rows there.
    QModelIndex first;
    for (int y = 0; y <= 2 * list->spacing() + 1 && !first.isValid(); ++y)
        first = list->indexAt(QPoint(viewport.center().x(), y));
    for (int r = first.isValid() ? first.row() : model->rowCount(); r < model->rowCount(); ++r) {
        const QModelIndex index = model->index(r, 0);
        const QRect rect = list->visualRect(index);
        if (rect.top() > viewport.bottom())
            break;
        if (rect.intersects(viewport))
            rows.append(m_view->finder()->proxy()->mapToSource(index).row());
    }
    return rows;
}

QRect MessageListAccessible::screenRect(int row, const QRect &rect) const
{
    const QRect rowRect = m_view->rowRect(row);
    if (rowRect.isNull() || !list())
        return QRect();
    return QRect(list()->viewport()->mapToGlobal(rowRect.topLeft() + rect.topLeft()), rect.size());
}

QAccessibleInterface *MessageListAccessible::item(const Key &key) const
{
    if (const auto found = m_items.constFind(key); found != m_items.cend())
        return QAccessible::accessibleInterface(*found);
    auto *created = new MessageItemAccessible(this, key);
    m_items.insert(key, QAccessible::registerAccessibleInterface(created));
    return created;
}

const QVector<MessageAccessibleParts::Part> &MessageListAccessible::parts(
    const std::shared_ptr<const PaintedMessage> &painted, int chunk) const
{
    for (int i = 0; i < m_parts.size(); ++i) {
        if (m_parts.at(i).painted == painted && m_parts.at(i).chunk == chunk) {
            m_parts.move(i, m_parts.size() - 1);
            return m_parts.last().parts;
        }
    }
    if (m_parts.size() >= kMaxCardParts)
        m_parts.removeFirst();
    m_parts.append({painted, chunk, MessageAccessibleParts::parts(*painted, chunk)});
    return m_parts.last().parts;
}

void MessageListAccessible::prune() const
{
    if (m_items.size() < kMaxItems)
        return;
    const QVector<int> rows = rowsOnScreen();
    for (auto it = m_items.begin(); it != m_items.end();) {
        if (rows.contains(std::get<1>(it.key()))) {
            ++it;
            continue;
        }
        QAccessible::deleteAccessibleInterface(it.value());
        it = m_items.erase(it);
    }
}

QString MessageListAccessible::text(QAccessible::Text t) const
{
    if (t == QAccessible::Name && widget()->accessibleName().isEmpty())
        //: accessible name of the list of messages in the centre
        return tr("Messages");
    if (t == QAccessible::Description && widget()->accessibleDescription().isEmpty())
        //: accessible description of the list of messages in the centre
        return tr("The messages of the conversation; the arrow keys select a message, Tab moves "
                  "through its links, citations and actions, Enter runs the focused one");
    return QAccessibleWidget::text(t);
}

int MessageListAccessible::childCount() const
{
    return int(rowsOnScreen().size());
}

QAccessibleInterface *MessageListAccessible::child(int index) const
{
    prune();
    const QVector<int> rows = rowsOnScreen();
    if (index < 0 || index >= rows.size())
        return nullptr;
    return item({MessageItemAccessible::Row, rows.at(index), -1, -1});
}

int MessageListAccessible::indexOfChild(const QAccessibleInterface *child) const
{
    const auto *item = dynamic_cast<const MessageItemAccessible *>(child);
    if (!item || std::get<0>(item->key()) != MessageItemAccessible::Row)
        return -1;
    return int(rowsOnScreen().indexOf(std::get<1>(item->key())));
}

QAccessibleInterface *MessageListAccessible::childAt(int x, int y) const
{
    for (int i = 0; i < childCount(); ++i) {
        QAccessibleInterface *row = child(i);
        if (row && row->rect().contains(x, y))
            return row;
    }
    return nullptr;
}

QAccessibleInterface *MessageListAccessible::focusChild() const
{
    const ChunkRef current = m_view->currentRef();
    if (!rowsOnScreen().contains(current.message))
        return nullptr;
    return item({current.chunk >= 0 ? MessageItemAccessible::Card : MessageItemAccessible::Row,
        current.message, current.chunk, -1});
}
