// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chunk_ref.h"
#include "citation_ref.h"
#include "search/find_query.h"
#include "transcript/conversation.h"

#include <QHash>
#include <QPointer>
#include <QVector>
#include <QWidget>
#include <functional>
#include <memory>

class ChunkCard;
class ConversationMatches;
class FindBar;
class MessageDelegate;
class MessageFilterBar;
class MessageFilterProxyModel;
class MessageHeightCache;
class MessageListModel;
class MessageListView;
class MessageWidget;
class PaintedMessage;
class PaintedMessageBuilder;
class QAction;
class QPainter;
class QTimer;

/// The centre pane: the messages of one conversation, one card per chunk. A MessageListView over
/// a MessageListModel (through the filter's MessageFilterProxyModel) keeps scrolling cheap for
/// long conversations. While the user scrolls, the rows on screen are painted from the model
/// (PaintedMessage, the same content and geometry as the widgets); once scrolling pauses, they
/// get a real MessageWidget (index widget) for interaction, a few per event-loop pass. Row
/// heights come from the painted layouts and the widgets, cached per width
/// (MessageHeightCache). Owns its model, proxy, filter bar, delegate, painter and widgets;
/// shares the Conversation.
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
    /// The widget of message `row` if it currently exists (it is on or near the screen).
    MessageWidget *messageWidget(int row) const;
    int widgetCount() const;
    /// Message `row` laid out for painting at the list's width (built on first use, cached).
    std::shared_ptr<const PaintedMessage> paintedMessage(int row) const;
    /// True while the user scrolls or steps through conversations: rows on screen are painted,
    /// widgets wait for a pause.
    bool isScrolling() const;

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

private:
    int itemWidth() const;
    int rowHeight(int row) const;
    void scheduleMaterialize();
    void materializeVisible();
    /// materializeVisible for the rows on screen and half a screen below them.
    void materializeAhead();
    /// Loads the painted rows' fonts for Japanese, one per event-loop pass, once.
    void warmUpFonts();
    MessageWidget *materialize(int row);
    bool measure(int row);
    void evictFarWidgets(int first, int last);
    void setCurrent(int row, int chunk, bool emitSignal);
    void scrollToCurrentChunk();
    bool scrollCardIntoView(); ///< true when it had to scroll
    void onHeightMayHaveChanged(int row);
    // message_view_paint.cpp
    void initPainting();
    /// Paints list row `viewRow` from its PaintedMessage; false when there is none.
    bool paintRow(QPainter *painter, const QRect &rect, int viewRow) const;
    /// Gives message `row` the height of its painted layout; true when its height changed.
    bool layOutPainted(int row);
    void onScrolled();
    void forgetPainted();
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
    void applyFind(MessageWidget *w);
    void updateFindCount();
    void takePendingJump();
    /// The card and rectangle (card coordinates) of the current match in `w`, if it is there.
    ChunkCard *findTarget(MessageWidget *w, QRect *rect) const;

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
    /// Runs while the user scrolls or steps through conversations; widgets come when it fires.
    QTimer *m_settle = nullptr;
    bool m_ownScroll = false; ///< the view scrolls itself (to show a row): not the user
    std::shared_ptr<const Conversation> m_conversation;
    int m_conversationIndex = -1;
    QHash<int, QPointer<MessageWidget>> m_widgets;
    int m_currentRow = -1;
    int m_currentChunk = -1;
    bool m_materializePending = false;
    bool m_materializing = false;
    bool m_materializingAhead = false;
    bool m_aheadPending = false;
    int m_anchorPasses = 0; ///< passes left to keep the selected card in view
    bool m_jumping = false; ///< materializeVisible for a jump: the target's widget only
    bool m_fontsWarmPending = false; ///< warmUpFonts() has a pass queued
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
