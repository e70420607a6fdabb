// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chunk_ref.h"
#include "citation_ref.h"
#include "painted_message.h"
#include "painted_message_builder.h"
#include "search/find_query.h"
#include "transcript/conversation.h"

#include <QHash>
#include <QSet>
#include <QVector>
#include <QWidget>
#include <functional>
#include <memory>

class ConversationMatches;
class FindBar;
class MessageDelegate;
class MessageFilterBar;
class MessageFilterProxyModel;
class MessageHeightCache;
class MessageListModel;
class MessageListView;
class PaintedMessage;
class QAction;
class QKeyEvent;
class QMouseEvent;
class QPainter;

/// The centre pane: the messages of one conversation, one card per chunk. A MessageListView over
/// a MessageListModel (through the filter's MessageFilterProxyModel) keeps scrolling cheap for
/// long conversations. Every row is painted from the model (PaintedMessage, with the find and
/// citation highlights), scrolling or not; clicks are hit-tested on it (links, buttons,
/// citations, tree rows, cards). Row heights come from the painted layouts, cached per width
/// (MessageHeightCache). Owns its model, proxy, filter bar, delegate and painter; shares the
/// Conversation.
class MessageView : public QWidget
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
    ChunkRef currentRef() const;
    /// Grounding: selects the message of `ref` if needed, gives its segment (or, with segment -1,
    /// every segment its reference supports) the strong highlight and scrolls to the first one.
    /// An invalid ref clears. Emits no citationSelected.
    void showCitation(const CitationRef &ref);
    /// The citation shown (segment or reference); invalid when none.
    CitationRef currentCitation() const { return m_citation; }
    /// The segments currently given the strong highlight.
    QVector<int> selectedSegments() const { return m_citationSegments; }
    /// Message `row` laid out for painting at the list's width with its highlights (built on
    /// first use, cached).
    std::shared_ptr<const PaintedMessage> paintedMessage(int row) const;
    /// Where message `row` is in the list's viewport (null when hidden by the filter).
    QRect rowRect(int row) const;
    /// Does what a click at `point` of message `row` (row coordinates) does: selects the card or
    /// message, follows a link, presses a button, opens a tree row, selects a citation.
    void activate(int row, QPoint point);

    // The keyboard and the text selection (message_view_keys.cpp).
    enum class CopyAs { Plain, Markdown };
    /// What Copy copies: the selected text, else the selected card's text.
    QString copyText(CopyAs as) const;
    /// Copies copyText() to the clipboard (Ctrl+C plain, Ctrl+Shift+C Markdown).
    void copySelection(CopyAs as);
    /// The text selected in message `row` (a range of one of its painted documents).
    PaintedMessage::TextRange textSelection(int row) const;
    /// The target (index in the current row's PaintedMessage::targets) the keyboard is on; -1.
    int focusTarget() const { return m_focusTarget; }

    // Filter (message_view_filter.cpp): the bar above the list and the proxy the list shows.
    // Rows in this API stay indices in Conversation::messages; a jump to a message the filter
    // hides selects nothing and shows "Message N is hidden by the filter — Show anyway".
    MessageFilterProxyModel *filterModel() const { return m_proxy; }
    MessageFilterBar *filterBar() const { return m_filterBar; }
    /// View ▸ Filter Bar (checkable: shows or hides the bar; hiding it clears the filter).
    QAction *filterBarAction() const { return m_filterBarAction; }
    /// View ▸ Filter Messages (Ctrl+Shift+L): shows the bar and puts the focus in it.
    QAction *focusFilterAction() const { return m_focusFilterAction; }
    /// Whether message `row` passes the filter (is in the list).
    bool isMessageShown(int row) const;
    /// The shown message `step` rows after (before, step < 0) message `row`, staying at the last
    /// (first) one; from -1, the first shown. -1 when nothing is shown.
    int neighbourMessage(int row, int step) const;
    /// The rows matching the find query (ascending): "Only matching" shows these; `available`
    /// enables that switch (false when there is no query).
    void setMatchingRows(const QVector<int> &sortedRows, bool available);

    // Find (message_view_find.cpp): the bar under the list, matches computed model-side.
    FindBar *findBar() const { return m_findBar; }
    /// Opens the find bar with the focus in its field (Ctrl+F).
    void openFind();
    /// Searches the conversation for `query` (empty: no highlights), highlights the matches in
    /// the cards and goes to the first match at or after the selected message.
    void setFindQuery(const FindQuery &query);
    const FindQuery &findQuery() const { return m_findQuery; }
    /// The matches of the open conversation (grows while the search runs).
    ConversationMatches *conversationMatches() const { return m_matches; }
    /// Makes match `index` current: selects its chunk, highlights it strongly, scrolls to it.
    void showMatch(int index);
    /// The current match (an index into conversationMatches()), -1 when none.
    int currentMatch() const { return m_currentMatch; }
    /// The next (previous) match after (before) the current one or the selection, wrapping
    /// around the conversation.
    void findNext();
    void findPrevious();
    /// Shows the first (with `last`, the last) match of the conversation once it is found: for
    /// Next / Previous across conversations after another conversation was opened.
    void showMatchWhenFound(bool last);

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
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    int itemWidth() const;
    int rowHeight(int row) const;
    /// Lays the rows on screen out (their painted heights) in the next event-loop pass.
    void scheduleLayout();
    void layOutVisible();
    /// Loads the painted rows' fonts for Japanese, one per event-loop pass, once.
    void warmUpFonts();
    void setCurrent(int row, int chunk, bool emitSignal);
    void scrollToCurrentChunk();
    bool scrollCardIntoView(); ///< true when it had to scroll
    // message_view_paint.cpp
    void initPainting();
    /// Paints list row `viewRow` from its PaintedMessage; false when there is none.
    bool paintRow(QPainter *painter, const QRect &rect, int viewRow) const;
    /// Gives message `row` the height of its painted layout; true when its height changed.
    bool layOutPainted(int row);
    void forgetPainted();
    /// Message `row` changed its highlights or what is open: painted again.
    void forgetRow(int row);
    /// What message `row` shows beyond its data: find and citation highlights, opened parts.
    PaintedMessageBuilder::RowState rowState(int row) const;
    // message_view_mouse.cpp
    bool viewportEvent(QEvent *event);
    void selectCitation(int row, const QVector<int> &segments);
    // message_view_keys.cpp
    /// The actions of the selected message (or card) the keyboard visits, in order.
    QVector<int> focusableTargets() const;
    QRect focusedTargetRect() const;
    void setFocusTarget(int target);
    bool listKeyEvent(QKeyEvent *key);
    /// Starts or extends the text selection; true when the event is used up.
    bool selectionMouseEvent(QMouseEvent *mouse, int row, QPoint point);
    void selectCardText();
    // message_view_filter.cpp
    void initFilter();
    void retranslateFilter();
    void onFilterApplied();
    /// The list's index of message `row` (invalid when hidden) and back.
    QModelIndex viewIndex(int row) const;
    int rowOf(const QModelIndex &viewIndex) const;
    /// True when message `row` is shown; else shows the hidden notice, to run `jump` on "Show
    /// anyway".
    bool revealOrNotify(int row, std::function<void()> jump);
    // message_view_find.cpp
    void initFind();
    /// Searches the open conversation again (Find's jump target kept only with `keepJump`).
    void restartFind(bool keepJump);
    void updateFindCount();
    void takePendingJump();

    MessageListView *m_list = nullptr;
    MessageListModel *m_model = nullptr;
    MessageDelegate *m_delegate = nullptr;
    MessageFilterProxyModel *m_proxy = nullptr;
    MessageFilterBar *m_filterBar = nullptr;
    QAction *m_filterBarAction = nullptr;
    QAction *m_focusFilterAction = nullptr;
    std::function<void()> m_hiddenJump; ///< what "Show anyway" does
    std::unique_ptr<MessageHeightCache> m_heights;
    std::unique_ptr<PaintedMessageBuilder> m_builder;
    /// Painted layouts by message, all at m_paintedWidth.
    mutable QHash<int, std::shared_ptr<const PaintedMessage>> m_painted;
    mutable QList<int> m_paintedOrder; ///< the rows of m_painted, oldest first
    mutable int m_paintedWidth = -1;
    bool m_ownScroll = false; ///< the view scrolls itself (to show a row): not the user
    std::shared_ptr<const Conversation> m_conversation;
    int m_conversationIndex = -1;
    int m_currentRow = -1;
    int m_currentChunk = -1;
    bool m_layOutPending = false; ///< layOutVisible() is queued
    int m_anchorPasses = 0; ///< passes left to keep the selected card in view
    bool m_fontsWarmPending = false; ///< warmUpFonts() has a pass queued
    /// What the user opened, by message: thoughts (chunks), JSON tree rows (RowState).
    QHash<int, QSet<int>> m_openThoughts;
    QHash<int, QHash<int, QSet<QString>>> m_toggledRows;
    int m_focusTarget = -1; ///< see focusTarget()
    /// A text selection in one painted document of a row (positions of that document).
    struct TextSelection {
        int row = -1;
        int document = -1;
        int anchor = 0;
        int position = 0;
    } m_textSelection;
    /// Mouse press: the row and target pressed (an action runs when released on it).
    int m_pressedRow = -1;
    QRect m_pressedRect;
    CitationRef m_citation; ///< the citation shown in m_citation.message, if valid
    QVector<int> m_citationSegments; ///< its segments, in reading order
    FindBar *m_findBar = nullptr;
    ConversationMatches *m_matches = nullptr;
    FindQuery m_findQuery;
    int m_currentMatch = -1;
    /// Where to go once matches arrive: nowhere, the first at or after the selection, the
    /// first, the last.
    enum class FindJump { None, FromSelection, First, Last } m_findJump = FindJump::None;
};
