// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "message_view_find.h"
#include "message_view_input.h"
#include "message_view_rows.h"
#include "row_marks.h"
#include "transcript/conversation.h"

#include <QWidget>
#include <functional>
#include <memory>

class MessageDelegate;
class MessageHeightCache;
class MessageListView;
class PaintedRowCache;
class QPainter;

/// The centre pane: the messages of one conversation, one card per chunk (one or several
/// selected). A MessageListView over a MessageListModel (through the filter's
/// MessageFilterProxyModel) keeps scrolling cheap for long conversations. Every row is painted from
/// the model (PaintedMessage, with the find and citation highlights), scrolling or not; clicks are
/// hit-tested on it (links, buttons, citations, tree rows, cards). Row heights come from the
/// painted layouts, cached per width (MessageHeightCache). Owns its model, delegate, painted
/// layouts and its parts: the input (MessageViewInput: mouse, keyboard, text selection) and the
/// find and filter (MessageViewFind: bars, matches, proxy), which read the rows through
/// MessageViewRows and ask for changes by signals; shares the Conversation.
class MessageView : public QWidget, private MessageViewRows
{
    Q_OBJECT
public:
    explicit MessageView(QWidget *parent = nullptr);
    ~MessageView() override;

    /// Shows `conversation`, the `conversationIndex`-th of the current document (null clears).
    void setConversation(int conversationIndex, std::shared_ptr<const Conversation> conversation);
    int conversationIndex() const { return m_conversationIndex; }
    MessageListModel *model() const { return m_model; }
    MessageListView *listView() const { return m_list; }

    /// Selects message `row`, scrolls it into view and emits messageSelected.
    void selectMessage(int row);
    /// Selects the card of `address`, scrolls it into view and emits chunkSelected.
    void selectChunk(ChunkAddress address);
    /// The selection: message (and chunk, -1 for none); invalid when nothing is selected.
    ChunkRef currentRef() const override;
    /// The selected messages in order (Ctrl+ or Shift+click: several), else the current one.
    QVector<int> selectedMessages() const;
    /// Grounding: selects the message of `ref` if needed, gives its segment (or, with segment -1,
    /// every segment its reference supports) the strong highlight and scrolls to the first one.
    /// An invalid ref clears. Emits no citationSelected.
    void showCitation(const CitationRef &ref);
    /// The citation shown (segment or reference); invalid when none.
    CitationRef currentCitation() const { return m_marks.citation(); }
    /// View ▸ Show Uncited Sentences: marks the sentences of answers no citation covers.
    void setShowUncited(bool on)
    {
        changeMarks(-1, -1, [on](RowMarks &marks) { return marks.setShowUncited(on); });
    }
    /// Selects the message of `ref`, marks its sentence as the one stepped to and scrolls to it
    /// (an invalid ref clears the mark).
    void showUncited(const SentenceRef &ref);
    const SentenceRef &currentUncited() const { return m_marks.currentUncited(); }
    /// The segments currently given the strong highlight.
    QVector<int> selectedSegments() const { return m_marks.segments(); }
    /// Message `row` laid out for painting at the list's width with its highlights (built on
    /// first use, cached).
    std::shared_ptr<const PaintedMessage> paintedMessage(int row) const override;
    /// Where message `row` is in the list's viewport (null when hidden by the filter).
    QRect rowRect(int row) const override;

    // The keyboard and the text selection: MessageViewInput.
    using CopyAs = MessageViewInput::CopyAs;
    QString copyText(CopyAs as) const { return m_input->copyText(as); }
    void selectCardText() { m_input->selectCardText(); } ///< Select All
    QVector<PaintedTextRange> textSelection(int row) const { return m_input->textSelection(row); }
    /// The index in the selected row's PaintedMessage::targets of the action the keyboard is
    /// on (-1: none, or on a link or cited text: see focusedStop()).
    int focusTarget() const { return m_input->focusedStop().index; }
    FocusStop focusedStop() const { return m_input->focusedStop(); }
    /// Does what a click at `point` of message `row` (row coordinates) does (accessibility's
    /// press action goes through it).
    void activate(int row, QPoint point) { m_input->activate(row, point); }

    /// Filter and find (bars, matches, the proxy the list shows, the View menu's filter actions).
    /// Rows in its API stay indices in Conversation::messages; a jump to a message the filter
    /// hides selects nothing and shows "Message N is hidden by the filter — Show anyway".
    MessageViewFind *finder() const { return m_find; }

Q_SIGNALS:
    void messageSelected(ChunkRef ref);
    void chunkSelected(ChunkRef ref);
    /// A card is about to jump elsewhere ("Go to response"); `from` is the place being left.
    void jumping(ChunkRef from);
    /// The user clicked cited text: `ref` names the segment (reference -1).
    void citationSelected(CitationRef ref);
    /// The find query applied to the conversation changed (empty when Find was closed).
    void findQueryChanged(const FindQuery &query);

protected:
    void changeEvent(QEvent *event) override;

private:
    int rowAt(QPoint viewportPoint) const override;
    const Message *message(int row) const override;
    int itemWidth() const;
    int rowHeight(int row) const;
    /// Lays the rows on screen out (their painted heights) in the next event-loop pass.
    void scheduleLayout();
    void layOutVisible();
    void setCurrent(int row, int chunk, bool emitSignal);
    void scrollToCurrentChunk();
    bool scrollCardIntoView(); ///< true when it had to scroll
    void connectParts();
    void onFilterApplied();
    void selectCitation(int row, const QVector<int> &segments);
    QModelIndex viewIndex(int row) const { return m_find->viewIndex(row); }
    /// Selects message `row` and card `chunk` when `row` >= 0 (revealed from the filter), applies
    /// `change` (null: none) to the marks and scrolls to them. `change` returns the message whose
    /// marks changed (-1: none, RowMarks::kEveryRow: all).
    void changeMarks(int row, int chunk, const std::function<int(RowMarks &)> &change);
    // message_view_paint.cpp
    void initPainting();
    /// Paints list row `viewRow` from its PaintedMessage; false when there is none.
    bool paintRow(QPainter *painter, const QRect &rect, int viewRow) const;
    /// Gives message `row` the height of its painted layout; true when its height changed.
    bool layOutPainted(int row);
    /// Message `row` changed its highlights or what is open: painted again.
    void forgetRow(int row);
    /// What message `row` shows beyond its data: find and citation highlights, opened parts.
    PaintedMessageBuilder::RowState rowState(int row) const;

    MessageListView *m_list = nullptr;
    MessageListModel *m_model = nullptr;
    MessageDelegate *m_delegate = nullptr;
    MessageViewFind *m_find = nullptr;
    MessageViewInput *m_input = nullptr;
    std::unique_ptr<MessageHeightCache> m_heights;
    PaintedRowCache *m_painted = nullptr;
    std::shared_ptr<const Conversation> m_conversation;
    int m_conversationIndex = -1;
    int m_currentRow = -1;
    int m_currentChunk = -1;
    bool m_layOutPending = false; ///< layOutVisible() is queued
    int m_anchorPasses = 0; ///< passes left to keep the selected card in view
    RowMarks m_marks; ///< the citation shown, the thoughts and tree rows opened
};
