// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chunk_ref.h"
#include "painted_message_builder.h"
#include "search/find_query.h"

#include <QModelIndex>
#include <QObject>
#include <QVector>
#include <functional>
#include <memory>

class ConversationMatches;
class QAbstractItemView;
class FindBar;
class MessageFilterBar;
class MessageFilterProxyModel;
class MessageListModel;
class MessageViewRows;
class QAction;
class QWidget;
struct Conversation;

/// MessageView's find and filter: the find bar under the list with its matches (computed
/// model-side by ConversationMatches on a worker thread), the current match and where Find jumps
/// once matches arrive; the filter bar above the list, the proxy the list shows and jumps to
/// messages the filter hides. Owned by MessageView (its parent), which places the bars and does
/// what the signals ask; owns the bars, the matches, the proxy and the filter actions. Rows in
/// this API are indices in Conversation::messages.
class MessageViewFind : public QObject
{
    Q_OBJECT
public:
    MessageViewFind(MessageListModel *model, const MessageViewRows *rows, QWidget *parent);

    // Find (message_view_find.cpp).
    FindBar *findBar() const { return m_findBar; }
    /// Opens the find bar with the focus in its field.
    void openFind();
    /// The conversation searched: `keepJump` keeps Find's pending jump (the same one grown).
    void setConversation(std::shared_ptr<const Conversation> conversation, bool keepJump);
    /// Searches the conversation for `query` (empty: no highlights) and goes to the first match
    /// at or after the selected message.
    void setQuery(const FindQuery &query);
    const FindQuery &query() const { return m_query; }
    ConversationMatches *matches() const { return m_matches; }
    /// Makes match `index` current: highlights it strongly and asks to show it (matchChosen).
    void showMatch(int index);
    int currentMatch() const { return m_currentMatch; }
    /// The next (previous) match after (before) the current one or the selection, wrapping.
    void findNext();
    void findPrevious();
    /// Shows the first (with `last`, the last) match of the conversation once it is found.
    void showMatchWhenFound(bool last);
    /// Gives `state` the find highlights of message `row`: the query, the current match.
    void addHighlights(int row, PaintedMessageBuilder::RowState &state) const;

    // Filter (message_view_filter.cpp).
    MessageFilterProxyModel *proxy() const { return m_proxy; }
    MessageFilterBar *filterBar() const { return m_filterBar; }
    QAction *filterBarAction() const { return m_filterBarAction; }
    QAction *focusFilterAction() const { return m_focusFilterAction; }
    void retranslate();
    /// The list's index of message `row` (invalid when hidden) and back.
    QModelIndex viewIndex(int row) const;
    int rowOf(const QModelIndex &viewIndex) const;
    /// The messages selected in `list` (a view of the proxy), in order; `current` alone when
    /// none is selected; empty when `current` is -1.
    QVector<int> selected(const QAbstractItemView *list, int current) const;
    /// Selects message `row` alone in `list` unless it is selected: a jump selects the message,
    /// also when focus made its row current without a selection (then Ctrl+click adds to it).
    void selectAlone(QAbstractItemView *list, int row) const;
    /// The shown message `step` rows after (before, step < 0) message `row`, staying at the
    /// last (first) one; from -1, the first shown. -1 when nothing is shown.
    int neighbourMessage(int row, int step) const;
    /// The rows "Only matching" shows (ascending); `available` enables that switch.
    void setMatchingRows(const QVector<int> &sortedRows, bool available);
    /// True when message `row` is shown; else shows "Message N is hidden by the filter — Show
    /// anyway", which clears the filter and runs `jump`.
    bool revealOrNotify(int row, std::function<void()> jump);

Q_SIGNALS:
    /// The find query applied to the conversation changed (empty when Find was closed).
    void queryChanged(const FindQuery &query);
    /// Every row's find highlights changed (a new query or conversation).
    void highlightsChanged();
    /// Message `row`'s find highlights changed (the current match came or went).
    void rowHighlightsChanged(int row);
    /// A match became current: its chunk is to be selected and scrolled to.
    void matchChosen(ChunkAddress address);
    /// The filter changed which messages the list shows.
    void filterApplied();
    /// A bar closed or gave the keyboard back: the list takes the focus.
    void listFocusWanted();

private:
    void initFilter(QWidget *parent);
    void restart(bool keepJump);
    void updateCount();
    void takePendingJump();

    MessageListModel *m_model;
    const MessageViewRows *m_rows;
    MessageFilterProxyModel *m_proxy = nullptr;
    MessageFilterBar *m_filterBar = nullptr;
    QAction *m_filterBarAction = nullptr;
    QAction *m_focusFilterAction = nullptr;
    std::function<void()> m_hiddenJump; ///< what "Show anyway" does
    FindBar *m_findBar = nullptr;
    ConversationMatches *m_matches = nullptr;
    std::shared_ptr<const Conversation> m_conversation;
    FindQuery m_query;
    int m_currentMatch = -1;
    /// Where to go once matches arrive: nowhere, the first at or after the selection, the
    /// first, the last.
    enum class FindJump { None, FromSelection, First, Last } m_findJump = FindJump::None;
};
