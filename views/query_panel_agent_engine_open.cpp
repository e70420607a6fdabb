// SPDX-License-Identifier: GPL-2.0-or-later
// QueryPanelAgentEnginePage, part 2: the open session: its events fetched page by page, split
// on a worker, and handed to the main window as a live document that grows by each page.
#include "query_panel_agent_engine_page.h"

#include "document/async_owner.h"
#include "live/agent_engine_client.h"
#include "search/thread_priority.h"
#include "session_list.h"

#include <QPushButton>

using namespace Qt::StringLiterals;

void QueryPanelAgentEnginePage::openSession()
{
    const QString id = m_sessions->selectedId();
    if (id.isEmpty())
        return;
    if (m_opening != 0) {
        const int previous = std::exchange(m_opening, 0);
        m_client->cancel(previous); // its failure is no longer this page's opening
    }
    ++m_generation; // pages of the previous session still on a worker are dropped
    m_pages.clear();
    m_events = AgentEngineEventsText(id);
    m_opening = m_client->listEvents(id);
    //: Agent Engine page status while the first page of a session's events is fetched; %1 is
    //: the session id
    setStatus(tr("Opening session %1…").arg(id));
    updateButtons();
}

void QueryPanelAgentEnginePage::onEventsPage(int operation, const QByteArray &pageJson, bool last)
{
    if (operation != m_opening)
        return;
    if (last)
        m_opening = 0;
    m_pages.append({pageJson, last});
    splitNext();
}

void QueryPanelAgentEnginePage::splitNext()
{
    // One page at a time, so that they are added in order; a page is parsed off this thread.
    if (m_splitting || m_pages.isEmpty())
        return;
    m_splitting = true;
    const Page page = m_pages.takeFirst();
    startInBackground([async = m_async, page, generation = m_generation] {
        QByteArrayList events = AgentEngineEventsText::eventsOf(page.json);
        async->post([events = std::move(events), last = page.last, generation](
                        QueryPanelAgentEnginePage *owner) {
            owner->m_splitting = false;
            if (generation == owner->m_generation)
                owner->onEventsSplit(events, last);
            owner->splitNext();
            owner->updateButtons();
        });
    });
}

void QueryPanelAgentEnginePage::onEventsSplit(const QByteArrayList &events, bool last)
{
    if (!events.isEmpty()) {
        m_events.addEvents(events);
        publish();
    }
    const int count = int(m_events.count());
    if (last && count == 0) {
        //: Agent Engine page status; %1 is the session id
        setStatus(tr("The session %1 has no events.").arg(m_events.sessionId()));
    } else if (last) {
        //: Agent Engine page status once every page of a session's events has come; %1 is the
        //: session id
        setStatus(tr("Session %1: %n event(s).", nullptr, count).arg(m_events.sessionId()));
    } else if (m_opening != 0) { // not after a failure: its words stay
        //: Agent Engine page status: events read so far, more pages to come
        setStatus(tr("%n event(s) (loading…)", nullptr, count));
    }
}

void QueryPanelAgentEnginePage::onFailed(int operation, const McpError &error)
{
    if (operation == m_listing)
        m_listing = 0;
    else if (operation == m_opening)
        m_opening = 0;
    else
        return; // an operation this page gave up on
    setStatus(error.text(), true);
    updateButtons();
}

void QueryPanelAgentEnginePage::publish()
{
    LiveUpdate update;
    update.text = [events = m_events] { return events.text(); }; // made only when read whole
    update.base = m_events.base();
    update.appended = m_events.appendedEvents();
    //: name of the live document of an Agent Engine session; %1 is the session id
    update.displayName = tr("Agent Engine session %1").arg(m_events.sessionId());
    update.answerName = m_events.lastEventId();
    update.keepPlace = true;
    Q_EMIT liveSessionUpdated(update);
}
