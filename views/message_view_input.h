// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "card_text_selection.h"
#include "chunk_ref.h"
#include "focus_stops.h"
#include "painted_message.h"

#include <QObject>
#include <QRect>
#include <QVector>

class MessageListView;
class MessageViewRows;
class QKeyEvent;
class QMouseEvent;

/// MessageView's input on its painted rows: the mouse, the keyboard, where the keyboard's focus
/// is (FocusStop) and the text selection (CardTextSelection). A point is hit-tested on the row's
/// PaintedMessage and turned into an action (links, attachments and images it handles itself; what
/// changes the view it asks for by a signal). Owned by MessageView (its parent); watches the list
/// it is given, reads the rows through MessageViewRows.
class MessageViewInput : public QObject
{
    Q_OBJECT
public:
    enum class CopyAs { Plain, Markdown };

    MessageViewInput(MessageListView *list, const MessageViewRows *rows, QObject *parent);

    /// Does what a click at `point` of message `row` (row coordinates) does.
    void activate(int row, QPoint point);
    /// What Copy copies: the selected text, else the selected card's text.
    QString copyText(CopyAs as) const;
    /// Copies copyText() to the clipboard (Ctrl+C plain, Ctrl+Shift+C Markdown).
    void copySelection(CopyAs as);
    /// Selects all the text of the selected card (else of the message's first text card).
    void selectCardText();
    /// The text selected in message `row`: ranges of its labels and documents, in order.
    QVector<PaintedTextRange> textSelection(int row) const;
    /// Where the keyboard is in the selected message (Tab / Shift+Tab move it, Enter or Space
    /// runs it): an action, a link or cited text; an empty stop when none.
    FocusStop focusedStop() const;
    /// The selection moved: the keyboard starts again from its first stop.
    void clearFocusTarget() { m_focusStop = -1; }
    /// The rows were replaced: no text stays selected.
    void clearTextSelection() { m_selection.clear(); }

Q_SIGNALS:
    /// A press on card `chunk` (-1: the message) of message `row`.
    void selectRequested(int row, int chunk);
    /// "Go to call" / "Go to response" was pressed.
    void jumpRequested(ChunkAddress to);
    /// A thought's Show / Hide or a tree row's arrow was pressed in message `row`.
    void openToggled(int row, const PaintedMessage::Target &target);
    /// Cited text was pressed: `segments` are those under the pointer.
    void citationClicked(int row, const QVector<int> &segments);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // message_view_mouse.cpp
    bool viewportEvent(QEvent *event);
    PaintedMessage::Target place(QPoint viewportPoint, int *row) const;
    /// Does what pressing `target` of message `row` does.
    void run(int row, const PaintedMessage::Target &target);
    // message_view_input.cpp
    /// The stops of the selected message (or card) the keyboard visits, in order.
    QVector<FocusStop> stops() const;
    void setFocusStop(int stop);
    bool keyEvent(QKeyEvent *key);
    /// Starts (a press on message `row`) or extends (a drag) the text selection; true when the
    /// event is used up.
    bool selectionMouseEvent(QMouseEvent *mouse, int row);
    void updateRow(int row) const;

    MessageListView *m_list;
    const MessageViewRows *m_rows;
    int m_focusStop = -1; ///< the index in stops() of focusedStop(); -1
    CardTextSelection m_selection;
    /// Mouse press: the row and target pressed (an action runs when released on it).
    int m_pressedRow = -1;
    QRect m_pressedRect;
};
