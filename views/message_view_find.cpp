// SPDX-License-Identifier: GPL-2.0-or-later
// MessageView, part 2: Find. The matches are computed model-side (ConversationMatches, on a
// worker thread) over the whole conversation; the painted rows highlight the occurrences they
// show and the current match.
#include "message_view.h"

#include "find_bar.h"
#include "items/conversation_matches.h"
#include "message_list_view.h"

#include <QLayout>

void MessageView::initFind()
{
    m_findBar = new FindBar(this);
    m_findBar->hide();
    layout()->addWidget(m_findBar);
    m_matches = new ConversationMatches(this);
    connect(m_findBar, &FindBar::queryChanged, this, &MessageView::setFindQuery);
    connect(m_findBar, &FindBar::nextRequested, this, &MessageView::findNext);
    connect(m_findBar, &FindBar::previousRequested, this, &MessageView::findPrevious);
    connect(m_findBar, &FindBar::closed, this, [this] {
        setFindQuery(FindQuery {});
        m_list->setFocus(Qt::OtherFocusReason);
    });
    auto found = [this] {
        takePendingJump();
        updateFindCount();
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
        setMatchingRows(rows, !m_findQuery.isEmpty() && m_findQuery.isValid());
    });
}

void MessageView::openFind()
{
    m_findBar->activate();
}

void MessageView::setFindQuery(const FindQuery &query)
{
    if (query == m_findQuery)
        return;
    m_findQuery = query;
    m_findJump = query.isEmpty() ? FindJump::None : FindJump::FromSelection;
    restartFind(true);
    Q_EMIT findQueryChanged(query);
}

void MessageView::restartFind(bool keepJump)
{
    if (!keepJump)
        m_findJump = FindJump::None;
    m_currentMatch = -1;
    const bool search = !m_findQuery.isEmpty() && m_findQuery.isValid();
    m_matches->setSearch(search ? m_conversation : nullptr, search ? m_findQuery : FindQuery {});
    forgetPainted(); // every row shows the new highlights
    m_list->viewport()->update();
    scheduleLayout();
    updateFindCount();
    takePendingJump();
}

void MessageView::updateFindCount()
{
    m_findBar->setMatchCount(
        m_currentMatch, m_matches->count(), m_matches->isComplete(), m_matches->isTruncated());
}

void MessageView::showMatch(int index)
{
    if (index < 0 || index >= m_matches->count())
        return;
    const int old = m_currentMatch;
    m_currentMatch = index;
    m_findJump = FindJump::None;
    if (old >= 0 && old < m_matches->count())
        forgetRow(m_matches->at(old).message);
    const ConversationMatch match = m_matches->at(index);
    forgetRow(match.message);
    updateFindCount();
    selectChunk(ChunkAddress {match.message, match.chunk}); // scrolls to it
}

void MessageView::findNext()
{
    const int count = m_matches->count();
    if (m_findQuery.isEmpty() || count == 0)
        return;
    int next = m_currentMatch + 1;
    if (m_currentMatch < 0) { // from the selection
        const ChunkRef ref = currentRef();
        next = ref.message < 0 ? 0 : m_matches->firstAtOrAfter(ref.message, qMax(0, ref.chunk));
    }
    if (next >= count) {
        if (!m_matches->isComplete())
            return; // the next one is not found yet
        next = 0;
    }
    showMatch(next);
}

void MessageView::findPrevious()
{
    const int count = m_matches->count();
    if (m_findQuery.isEmpty() || count == 0)
        return;
    int previous = m_currentMatch - 1;
    if (m_currentMatch < 0) {
        const ChunkRef ref = currentRef();
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

void MessageView::showMatchWhenFound(bool last)
{
    m_findJump = last ? FindJump::Last : FindJump::First;
    takePendingJump();
}

void MessageView::takePendingJump()
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
        const int next = m_matches->firstAtOrAfter(qMax(0, m_currentRow));
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
