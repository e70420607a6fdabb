// SPDX-License-Identifier: GPL-2.0-or-later
// MessageViewInput, the keyboard and the text selection on the painted rows. Tab and
// Shift+Tab step through the actions, links and cited texts of the selected message (or card),
// Enter or Space runs the focused one; a drag selects the texts of a card, labels and documents
// (Shift+arrows extend it, Ctrl+A selects the card's texts: CardTextSelection); Ctrl+C copies
// the selection, or the selected card, as plain text and Ctrl+Shift+C as Markdown.
#include "message_view_input.h"

#include "chunk_texts.h"
#include "focus_stops.h"
#include "message_list_view.h"
#include "message_view_rows.h"
#include "transcript/message.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QMouseEvent>

using Target = PaintedMessage::Target;

namespace {

/// `text` as a Markdown code block (fenced longer than any fence inside it).
QString fenced(const QString &text, const QString &language)
{
    QString fence = QStringLiteral("```");
    while (text.contains(fence))
        fence += u'`';
    return fence + language + u'\n' + text + u'\n' + fence + u'\n';
}

} // namespace

QVector<FocusStop> MessageViewInput::stops() const
{
    const ChunkRef current = m_rows->currentRef();
    const std::shared_ptr<const PaintedMessage> painted = m_rows->paintedMessage(current.message);
    return painted ? focusStops(*painted, current.chunk) : QVector<FocusStop> {};
}

FocusStop MessageViewInput::focusedStop() const
{
    const QVector<FocusStop> all = m_focusStop >= 0 ? stops() : QVector<FocusStop> {};
    return m_focusStop < all.size() && m_focusStop >= 0 ? all.at(m_focusStop) : FocusStop {};
}

void MessageViewInput::setFocusStop(int stop)
{
    m_focusStop = stop;
    const int row = m_rows->currentRef().message;
    updateRow(row);
    // A stop below or above the viewport (a long message) is scrolled to a third from the top.
    const QRect focused = focusedStop().target.rect.translated(m_rows->rowRect(row).topLeft());
    if (!focused.isNull())
        m_list->scrollIntoView(focused);
}

void MessageViewInput::updateRow(int row) const
{
    if (const QRect rect = m_rows->rowRect(row); rect.isValid())
        m_list->viewport()->update(rect);
}

bool MessageViewInput::keyEvent(QKeyEvent *key)
{
    const bool shift = key->modifiers() & Qt::ShiftModifier;
    const bool control = key->modifiers() & Qt::ControlModifier;
    if (key->matches(QKeySequence::Copy) || (control && shift && key->key() == Qt::Key_C)) {
        copySelection(shift ? CopyAs::Markdown : CopyAs::Plain);
        return true;
    }
    if (key->matches(QKeySequence::SelectAll) && m_rows->currentRef().message >= 0) {
        selectCardText();
        return true;
    }
    if (shift && m_selection.isActive()
        && (key->key() == Qt::Key_Left || key->key() == Qt::Key_Right)) {
        if (const auto painted = m_rows->paintedMessage(m_selection.row()))
            m_selection.extendBy(*painted, key->key() == Qt::Key_Left ? -1 : 1);
        m_list->viewport()->update();
        return true;
    }
    switch (key->key()) {
    case Qt::Key_Tab:
    case Qt::Key_Backtab: {
        // Through the actions, links and cited texts of the selected message or card; past the
        // last, on to the next widget.
        const int count = int(stops().size());
        const bool back = key->key() == Qt::Key_Backtab;
        int at = m_focusStop >= 0 && m_focusStop < count ? m_focusStop : (back ? count : -1);
        at += back ? -1 : 1;
        setFocusStop(at >= 0 && at < count ? at : -1);
        return m_focusStop >= 0;
    }
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space: {
        const FocusStop stop = focusedStop();
        if (stop.target.kind == Target::Kind::None)
            return false;
        run(m_rows->currentRef().message, stop.target);
        return true;
    }
    case Qt::Key_Escape:
        if (m_focusStop < 0 && !m_selection.isActive())
            return false;
        setFocusStop(-1);
        m_selection.clear();
        m_list->viewport()->update();
        return true;
    default:
        return false;
    }
}

bool MessageViewInput::selectionMouseEvent(QMouseEvent *mouse, int row)
{
    const QPoint at = mouse->position().toPoint();
    if (mouse->type() == QEvent::MouseButtonPress) {
        m_selection.clear();
        if (const auto painted = m_rows->paintedMessage(row))
            m_selection.start(*painted, row, at - m_rows->rowRect(row).topLeft());
        m_list->viewport()->update();
        return false; // the press goes on selecting the card
    }
    if (mouse->type() != QEvent::MouseMove || !(mouse->buttons() & Qt::LeftButton)
        || !m_selection.isActive())
        return false;
    // The drag goes on in the row it started in, wherever the pointer is.
    const int selected = m_selection.row();
    if (const auto painted = m_rows->paintedMessage(selected))
        m_selection.extendTo(*painted, at - m_rows->rowRect(selected).topLeft());
    m_list->viewport()->update();
    return true;
}

void MessageViewInput::selectCardText()
{
    const ChunkRef current = m_rows->currentRef();
    const std::shared_ptr<const PaintedMessage> painted = m_rows->paintedMessage(current.message);
    if (!painted)
        return;
    int chunk = current.chunk; // the selected card, else the first card with a document
    if (chunk < 0 && !painted->documents.isEmpty())
        chunk = painted->documents.first().chunk;
    m_selection.selectCard(*painted, current.message, chunk);
    m_list->viewport()->update();
}

QVector<PaintedTextRange> MessageViewInput::textSelection(int row) const
{
    const std::shared_ptr<const PaintedMessage> painted
        = m_selection.row() == row ? m_rows->paintedMessage(row) : nullptr;
    return painted ? m_selection.ranges(*painted) : QVector<PaintedTextRange> {};
}

QString MessageViewInput::copyText(CopyAs as) const
{
    const std::shared_ptr<const PaintedMessage> painted
        = m_selection.isEmpty() ? nullptr : m_rows->paintedMessage(m_selection.row());
    if (painted)
        return m_selection.text(*painted, as == CopyAs::Markdown);
    // No text selected: the selected card's text.
    const ChunkRef current = m_rows->currentRef();
    const Message *message = m_rows->message(current.message);
    if (!message || current.chunk < 0 || current.chunk >= message->chunks.size())
        return QString();
    const Chunk &chunk = message->chunks.at(current.chunk);
    const QString plain = ChunkTexts::plainText(chunk);
    if (as == CopyAs::Plain || plain.isEmpty())
        return plain;
    switch (chunk.kind) {
    case ChunkKind::Text:
    case ChunkKind::Thought:
    case ChunkKind::Transcript:
    case ChunkKind::AgentTransfer:
        return plain; // already Markdown, or one name
    case ChunkKind::ExecutableCode:
    case ChunkKind::CodeExecutionResult:
    case ChunkKind::File:
    case ChunkKind::Error:
        return fenced(plain, QString());
    default:
        return fenced(plain, QStringLiteral("json"));
    }
}

void MessageViewInput::copySelection(CopyAs as)
{
    const QString text = copyText(as);
    if (!text.isEmpty())
        QGuiApplication::clipboard()->setText(text);
}
