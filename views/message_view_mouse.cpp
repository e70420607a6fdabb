// SPDX-License-Identifier: GPL-2.0-or-later
// MessageViewInput, the mouse on the painted rows. A point is hit-tested on the row's
// PaintedMessage: a press selects the card (or message) under it, a release on the same target
// runs its action (go to the paired chunk, show a thought, save an attachment, open an image,
// open or close a tree row, follow a link, select a citation).
#include "message_view_input.h"

#include "chunk_actions.h"
#include "items/plain_tool_tip.h"
#include "markdown_render.h"
#include "message_list_view.h"
#include "message_view_rows.h"
#include "transcript/grounding_index.h"
#include "transcript/message.h"

#include <QContextMenuEvent>
#include <QDesktopServices>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QToolTip>
#include <QUrl>

using Target = PaintedMessage::Target;

namespace {

bool isAction(Target::Kind kind)
{
    switch (kind) {
    case Target::Kind::GoTo:
    case Target::Kind::ShowThought:
    case Target::Kind::SaveBlob:
    case Target::Kind::OpenImage:
    case Target::Kind::Branch:
    case Target::Kind::Link:
    case Target::Kind::Citation:
        return true;
    default:
        return false;
    }
}

} // namespace

MessageViewInput::MessageViewInput(
    MessageListView *list, const MessageViewRows *rows, QObject *parent)
    : QObject(parent)
    , m_list(list)
    , m_rows(rows)
{
    m_list->viewport()->setMouseTracking(true); // the pointer's shape over links and buttons
    m_list->viewport()->installEventFilter(this);
    m_list->installEventFilter(this); // keys: message_view_input.cpp
}

bool MessageViewInput::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_list->viewport() && viewportEvent(event))
        return true;
    if (watched == m_list
        && (event->type() == QEvent::KeyPress || event->type() == QEvent::ShortcutOverride)) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (event->type() == QEvent::KeyPress)
            return keyEvent(key);
        // Copy and Select All of the list win over the window's shortcuts.
        if (key->matches(QKeySequence::Copy) || key->matches(QKeySequence::SelectAll)
            || (key->modifiers() == (Qt::ControlModifier | Qt::ShiftModifier)
                && key->key() == Qt::Key_C)) {
            event->accept();
            return true;
        }
    }
    if (watched == m_list && event->type() == QEvent::FocusOut)
        m_list->viewport()->update(); // the focus ring goes
    return QObject::eventFilter(watched, event);
}

Target MessageViewInput::place(QPoint viewportPoint, int *row) const
{
    *row = m_rows->rowAt(viewportPoint);
    const std::shared_ptr<const PaintedMessage> painted = m_rows->paintedMessage(*row);
    if (!painted)
        return Target {};
    return painted->hitTest(viewportPoint - m_rows->rowRect(*row).topLeft());
}

bool MessageViewInput::viewportEvent(QEvent *event)
{
    int row = -1;
    switch (event->type()) {
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonDblClick: {
        auto *mouse = static_cast<QMouseEvent *>(event);
        const Target hit = place(mouse->position().toPoint(), &row);
        if (hit.kind == Target::Kind::None || mouse->button() != Qt::LeftButton
            || (mouse->modifiers() & (Qt::ControlModifier | Qt::ShiftModifier)))
            return false; // (Ctrl+ or Shift+click: the list selects several messages)
        m_list->setFocus(Qt::MouseFocusReason);
        if (!isAction(hit.kind))
            selectionMouseEvent(mouse, row);
        m_pressedRow = row;
        m_pressedRect = isAction(hit.kind) ? hit.rect : QRect();
        if (!isAction(hit.kind)) // an action selects what it goes to, when released
            Q_EMIT selectRequested(row, hit.chunk);
        return true;
    }
    case QEvent::MouseButtonRelease: {
        auto *mouse = static_cast<QMouseEvent *>(event);
        const int pressedRow = std::exchange(m_pressedRow, -1);
        const QRect pressed = std::exchange(m_pressedRect, QRect());
        const QPoint at = mouse->position().toPoint();
        const Target hit = place(at, &row);
        if (row != pressedRow || !isAction(hit.kind) || mouse->button() != Qt::LeftButton)
            return false;
        // A link or citation is hit at a point: the press must have been on the same one.
        if (hit.rect != pressed && hit.href.isEmpty())
            return true;
        activate(row, at - m_rows->rowRect(row).topLeft());
        return true;
    }
    case QEvent::MouseMove: {
        auto *mouse = static_cast<QMouseEvent *>(event);
        const Target hit = place(mouse->position().toPoint(), &row);
        if (selectionMouseEvent(mouse, row))
            return true;
        const bool hand = isAction(hit.kind) && hit.enabled;
        m_list->viewport()->setCursor(hand ? Qt::PointingHandCursor : Qt::ArrowCursor);
        return false;
    }
    case QEvent::ToolTip: {
        // Over cited text: its sources; over a link: where it goes (as plain text).
        auto *help = static_cast<QHelpEvent *>(event);
        const Target hit = place(help->pos(), &row);
        const Message *message = m_rows->message(row);
        if (hit.kind == Target::Kind::Citation && message && message->grounding)
            QToolTip::showText(help->globalPos(),
                ChunkActions::citationToolTip(GroundingIndex(message->grounding), hit.segments),
                m_list->viewport());
        else if (hit.kind == Target::Kind::Link)
            QToolTip::showText(help->globalPos(), plainToolTip(hit.href), m_list->viewport());
        else
            QToolTip::hideText();
        return true;
    }
    case QEvent::ContextMenu: {
        auto *menuEvent = static_cast<QContextMenuEvent *>(event);
        const Target hit = place(menuEvent->pos(), &row);
        const Message *message = m_rows->message(row);
        if (hit.chunk < 0 || !message || hit.chunk >= message->chunks.size())
            return false;
        Q_EMIT selectRequested(row, hit.chunk);
        std::unique_ptr<QMenu> menu(
            ChunkActions::createCopyMenu(message->chunks.at(hit.chunk), m_list));
        menu->exec(menuEvent->globalPos());
        return true;
    }
    default:
        return false;
    }
}

void MessageViewInput::activate(int row, QPoint point)
{
    if (const std::shared_ptr<const PaintedMessage> painted = m_rows->paintedMessage(row))
        run(row, painted->hitTest(point));
}

void MessageViewInput::run(int row, const PaintedMessage::Target &hit)
{
    const Message *message = m_rows->message(row);
    if (!message)
        return;
    const Chunk *chunk = hit.chunk >= 0 && hit.chunk < message->chunks.size()
        ? &message->chunks.at(hit.chunk)
        : nullptr;
    switch (hit.kind) {
    case Target::Kind::None:
        return;
    case Target::Kind::Message:
    case Target::Kind::Card:
    case Target::Kind::FindMatch:
        Q_EMIT selectRequested(row, hit.chunk);
        return;
    case Target::Kind::GoTo:
        Q_EMIT jumpRequested(hit.goTo);
        return;
    case Target::Kind::ShowThought:
    case Target::Kind::Branch:
        Q_EMIT openToggled(row, hit);
        return;
    case Target::Kind::SaveBlob:
        if (chunk && hit.enabled)
            ChunkActions::saveAs(*chunk, m_list);
        return;
    case Target::Kind::OpenImage:
        if (chunk)
            ChunkActions::openViewer(*chunk, m_list->window());
        return;
    case Target::Kind::Link: {
        const QUrl url(hit.href);
        if (MarkdownRender::isSafeLink(url))
            QDesktopServices::openUrl(url);
        return;
    }
    case Target::Kind::Citation:
        Q_EMIT citationClicked(row, hit.segments);
        return;
    }
}
