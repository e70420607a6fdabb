// SPDX-License-Identifier: GPL-2.0-or-later
// MessageViewFind, find part: the matches are computed model-side (ConversationMatches, on a
// worker thread) over the whole conversation; the painted rows highlight the occurrences they
// show and the current match.
#include "message_view_find.h"

#include "find_bar.h"
#include "items/conversation_matches.h"
#include "message_view_rows.h"
#include "transcript/conversation.h"

#include <QWidget>

MessageViewFind::MessageViewFind(
    MessageListModel *model, const MessageViewRows *rows, QWidget *parent)
    : QObject(parent)
    , m_model(model)
    , m_rows(rows)
{
    initFilter(parent); // message_view_filter.cpp
    m_findBar = new FindBar(parent);
    m_findBar->hide();
    m_matches = new ConversationMatches(this);
    connect(m_findBar, &FindBar::queryChanged, this, &MessageViewFind::setQuery);
    connect(m_findBar, &FindBar::nextRequested, this, &MessageViewFind::findNext);
    connect(m_findBar, &FindBar::previousRequested, this, &MessageViewFind::findPrevious);
    connect(m_findBar, &FindBar::closed, this, [this] {
        setQuery(FindQuery {});
        Q_EMIT listFocusWanted();
    });
    auto found = [this] {
        takePendingJump();
        updateCount();
    };
    connect(m_matches, &ConversationMatches::progress, this, found);
    connect(m_matches, &ConversationMatches::completed, this, found);
    // The filter's "Only matching messages" shows the messages with matches, once all are known.
    connect(m_matches, &ConversationMatches::completed, this, [this] {
        QVector<int> rows;
        for (int i = 0; i < m_matches->count(); ++i) {
            const int row = m_matches->at(i).message;
            if (rows.isEmpty() || rows.constLast() != row)
                rows.append(row);
        }
        setMatchingRows(rows, !m_query.isEmpty() && m_query.isValid());
    });
}

void MessageViewFind::openFind()
{
    m_findBar->activate();
}

void MessageViewFind::setConversation(
    std::shared_ptr<const Conversation> conversation, bool keepJump)
{
    m_conversation = std::move(conversation);
    restart(keepJump);
}

void MessageViewFind::setQuery(const FindQuery &query)
{
    if (query == m_query)
        return;
    m_query = query;
    m_findJump = query.isEmpty() ? FindJump::None : FindJump::FromSelection;
    restart(true);
    Q_EMIT queryChanged(query);
}

void MessageViewFind::restart(bool keepJump)
{
    if (!keepJump)
        m_findJump = FindJump::None;
    m_currentMatch = -1;
    const bool search = !m_query.isEmpty() && m_query.isValid();
    m_matches->setSearch(search ? m_conversation : nullptr, search ? m_query : FindQuery {});
    Q_EMIT highlightsChanged(); // every row shows the new highlights
    updateCount();
    takePendingJump();
}

void MessageViewFind::addHighlights(int row, PaintedMessageBuilder::RowState &state) const
{
    if (m_query.isEmpty() || !m_query.isValid())
        return;
    state.query = m_query;
    if (m_currentMatch >= 0 && m_currentMatch < m_matches->count()
        && m_matches->at(m_currentMatch).message == row)
        state.current = m_matches->at(m_currentMatch);
}

void MessageViewFind::updateCount()
{
    m_findBar->setMatchCount(
        m_currentMatch, m_matches->count(), m_matches->isComplete(), m_matches->isTruncated());
}

void MessageViewFind::showMatch(int index)
{
    if (index < 0 || index >= m_matches->count())
        return;
    const int old = m_currentMatch;
    m_currentMatch = index;
    m_findJump = FindJump::None;
    if (old >= 0 && old < m_matches->count())
        Q_EMIT rowHighlightsChanged(m_matches->at(old).message);
    const ConversationMatch match = m_matches->at(index);
    Q_EMIT rowHighlightsChanged(match.message);
    updateCount();
    Q_EMIT matchChosen(ChunkAddress {match.message, match.chunk});
}

void MessageViewFind::findNext()
{
    const int count = m_matches->count();
    if (m_query.isEmpty() || count == 0)
        return;
    int next = m_currentMatch + 1;
    if (m_currentMatch < 0) { // from the selection
        const ChunkRef ref = m_rows->currentRef();
        next = ref.message < 0 ? 0 : m_matches->firstAtOrAfter(ref.message, qMax(0, ref.chunk));
    }
    if (next >= count) {
        if (!m_matches->isComplete())
            return; // the next one is not found yet
        next = 0;
    }
    showMatch(next);
}

void MessageViewFind::findPrevious()
{
    const int count = m_matches->count();
    if (m_query.isEmpty() || count == 0)
        return;
    int previous = m_currentMatch - 1;
    if (m_currentMatch < 0) {
        const ChunkRef ref = m_rows->currentRef();
        previous
            = ref.message < 0 ? -1 : m_matches->firstAtOrAfter(ref.message, qMax(0, ref.chunk)) - 1;
    }
    if (previous < 0) {
        if (!m_matches->isComplete())
            return;
        previous = count - 1;
    }
    showMatch(previous);
}

void MessageViewFind::showMatchWhenFound(bool last)
{
    m_findJump = last ? FindJump::Last : FindJump::First;
    takePendingJump();
}

void MessageViewFind::takePendingJump()
{
    if (!m_conversation)
        return; // not read yet: jump once it is
    if (m_currentMatch >= 0)
        m_findJump = FindJump::None;
    const int count = m_matches->count();
    const bool complete = m_matches->isComplete();
    switch (m_findJump) {
    case FindJump::None:
        return;
    case FindJump::FromSelection: {
        const int next = m_matches->firstAtOrAfter(qMax(0, m_rows->currentRef().message));
        if (next < count)
            showMatch(next);
        else if (complete && count > 0)
            showMatch(0); // nothing after the selection: wrap around
        else if (complete)
            m_findJump = FindJump::None;
        return;
    }
    case FindJump::First:
        if (count > 0)
            showMatch(0);
        else if (complete)
            m_findJump = FindJump::None;
        return;
    case FindJump::Last:
        if (complete && count > 0)
            showMatch(count - 1);
        else if (complete)
            m_findJump = FindJump::None;
        return;
    }
}
