// SPDX-License-Identifier: GPL-2.0-or-later
// MessageView, part 4: the mouse on the painted rows. A point is hit-tested on the row's
// PaintedMessage: a press selects the card (or message) under it, a release on the same target
// runs its action (go to the paired chunk, show a thought, save an attachment, open an image,
// open or close a tree row, follow a link, select a citation).
#include "message_view.h"

#include "chunk_actions.h"
#include "items/grounding_index.h"
#include "items/message_list_model.h"
#include "items/plain_tool_tip.h"
#include "markdown_render.h"
#include "message_list_view.h"
#include "painted_message.h"

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

QRect MessageView::rowRect(int row) const
{
    const QModelIndex index = viewIndex(row);
    return index.isValid() ? m_list->visualRect(index) : QRect();
}

bool MessageView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_list->viewport() && viewportEvent(event))
        return true;
    if (watched == m_list
        && (event->type() == QEvent::KeyPress || event->type() == QEvent::ShortcutOverride)) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (event->type() == QEvent::KeyPress)
            return listKeyEvent(key);
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
    return QWidget::eventFilter(watched, event);
}

bool MessageView::viewportEvent(QEvent *event)
{
    const auto place = [this](QPoint viewportPoint, int *row) -> Target {
        const QModelIndex index = m_list->indexAt(viewportPoint);
        *row = index.isValid() ? rowOf(index) : -1;
        const std::shared_ptr<const PaintedMessage> painted = paintedMessage(*row);
        if (!painted)
            return Target {};
        return painted->hitTest(viewportPoint - m_list->visualRect(index).topLeft());
    };
    int row = -1;
    switch (event->type()) {
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonDblClick: {
        auto *mouse = static_cast<QMouseEvent *>(event);
        const Target hit = place(mouse->position().toPoint(), &row);
        if (hit.kind == Target::Kind::None || mouse->button() != Qt::LeftButton)
            return false;
        m_list->setFocus(Qt::MouseFocusReason);
        if (!isAction(hit.kind))
            selectionMouseEvent(mouse, row, mouse->position().toPoint() - rowRect(row).topLeft());
        m_pressedRow = row;
        m_pressedRect = isAction(hit.kind) ? hit.rect : QRect();
        if (!isAction(hit.kind)) // an action selects what it goes to, when released
            setCurrent(row, hit.chunk, true);
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
        activate(row, at - rowRect(row).topLeft());
        return true;
    }
    case QEvent::MouseMove: {
        auto *mouse = static_cast<QMouseEvent *>(event);
        const Target hit = place(mouse->position().toPoint(), &row);
        if (row >= 0
            && selectionMouseEvent(
                mouse, row, mouse->position().toPoint() - rowRect(row).topLeft()))
            return true;
        const bool hand = isAction(hit.kind) && hit.enabled;
        m_list->viewport()->setCursor(hand ? Qt::PointingHandCursor : Qt::ArrowCursor);
        return false;
    }
    case QEvent::ToolTip: {
        // Over cited text: its sources; over a link: where it goes (as plain text).
        auto *help = static_cast<QHelpEvent *>(event);
        const Target hit = place(help->pos(), &row);
        const Message *message = m_model->message(row);
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
        const Message *message = m_model->message(row);
        if (hit.chunk < 0 || !message || hit.chunk >= message->chunks.size())
            return false;
        setCurrent(row, hit.chunk, true);
        std::unique_ptr<QMenu> menu(
            ChunkActions::createCopyMenu(message->chunks.at(hit.chunk), this));
        menu->exec(menuEvent->globalPos());
        return true;
    }
    default:
        return false;
    }
}

void MessageView::activate(int row, QPoint point)
{
    const std::shared_ptr<const PaintedMessage> painted = paintedMessage(row);
    const Message *message = m_model->message(row);
    if (!painted || !message)
        return;
    const Target hit = painted->hitTest(point);
    const Chunk *chunk = hit.chunk >= 0 && hit.chunk < message->chunks.size()
        ? &message->chunks.at(hit.chunk)
        : nullptr;
    switch (hit.kind) {
    case Target::Kind::None:
        return;
    case Target::Kind::Message:
    case Target::Kind::Card:
    case Target::Kind::FindMatch:
        setCurrent(row, hit.chunk, true);
        return;
    case Target::Kind::GoTo:
        Q_EMIT jumping(currentRef());
        selectChunk(hit.goTo);
        return;
    case Target::Kind::ShowThought: {
        QSet<int> &open = m_openThoughts[row];
        if (!open.remove(hit.chunk))
            open.insert(hit.chunk);
        forgetRow(row);
        return;
    }
    case Target::Kind::SaveBlob:
        if (chunk && hit.enabled)
            ChunkActions::saveAs(*chunk, this);
        return;
    case Target::Kind::OpenImage:
        if (chunk)
            ChunkActions::openViewer(*chunk, window());
        return;
    case Target::Kind::Branch: {
        QSet<QString> &toggled
            = m_toggledRows[row][PaintedMessageBuilder::RowState::treeKey(hit.chunk, hit.value)];
        if (!toggled.remove(hit.path))
            toggled.insert(hit.path);
        forgetRow(row);
        return;
    }
    case Target::Kind::Link: {
        const QUrl url(hit.href);
        if (MarkdownRender::isSafeLink(url))
            QDesktopServices::openUrl(url);
        return;
    }
    case Target::Kind::Citation:
        selectCitation(row, hit.segments);
        return;
    }
}

void MessageView::selectCitation(int row, const QVector<int> &segments)
{
    const Message *message = m_model->message(row);
    if (segments.isEmpty() || !message || !message->grounding)
        return;
    const int segment = ChunkActions::innermost(GroundingIndex(message->grounding), segments);
    if (segment < 0)
        return;
    if (row != m_currentRow)
        setCurrent(row, -1, true);
    forgetRow(m_citation.message);
    m_citation = CitationRef {m_conversationIndex, row, segment, -1};
    m_citationSegments = {segment};
    forgetRow(row);
    Q_EMIT citationSelected(m_citation);
}
