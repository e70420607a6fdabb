// SPDX-License-Identifier: GPL-2.0-or-later
// QueryPanelAdkPage, part 2: the open session: runs streamed into it, its measured spans, and
// the updates handed to the main window.
#include "query_panel_adk_page.h"

#include "adk_artifacts.h"
#include "adk_state_delta_editor.h"
#include "document/async_owner.h"
#include "formats/adk_debug_trace.h"
#include "live/adk_client.h"
#include "search/thread_priority.h"
#include "update_throttle.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QPlainTextEdit>

using namespace Qt::StringLiterals;

void QueryPanelAdkPage::send()
{
    const QString session
        = m_sessions->selectedId().isEmpty() ? m_open.id() : m_sessions->selectedId();
    const QString text = m_message->toPlainText().trimmed();
    const QByteArray delta = m_stateDelta->json();
    if (session.isEmpty() || text.isEmpty() || m_run != 0) {
        //: ADK page status: Send without a session or a message
        setStatus(tr("Choose a session and type a message first."), true);
        return;
    }
    if (!m_stateDelta->isSendable()) {
        setStatus(m_stateDelta->markText(), true);
        return;
    }
    if (m_open.id() != session) {
        m_open = AdkSessionText::empty(session, m_apps->currentText(), m_user->text());
        m_spans.clear();
    }
    // The user's own event, as the server will store it (the run's reply leaves it out).
    m_open.appendUserEvent(text, double(QDateTime::currentMSecsSinceEpoch()) / 1000.0);
    m_run = m_client->run(
        {m_apps->currentText(), m_user->text(), session, text, delta, m_streaming->isChecked()});
    m_message->clear();
    //: ADK page status while the agent runs
    setStatus(tr("The agent is running…"));
    updateButtons();
    publish();
}

void QueryPanelAdkPage::stop()
{
    if (m_run != 0)
        m_client->cancel(m_run);
}

void QueryPanelAdkPage::onEvent(const QByteArray &eventJson)
{
    // One event is small: parsed for its id only; the session is joined as text.
    m_open.appendEvent(eventJson);
    m_lastEvent = QJsonDocument::fromJson(eventJson).object().value(u"id"_s).toString();
    m_publisher->request();
}

void QueryPanelAdkPage::onSessionLoaded(const QByteArray &sessionJson)
{
    // Tens of MB for a long session: shown at once as it came; a worker finds where its events
    // array ends (for the events of the next run) and the page never parses it.
    const QString id = m_loading.isEmpty() ? m_open.id() : m_loading;
    if (id != m_open.id())
        m_spans.clear(); // another session's
    m_open = AdkSessionText(id, sessionJson);
    m_open.setExtraMember(adk::kDebugTraceKey, m_spans);
    startInBackground([async = m_async, body = sessionJson] {
        const AdkSessionText::Layout layout = AdkSessionText::locate(body);
        async->post([layout, body](QueryPanelAdkPage *page) {
            if (page->m_open.body().constData() == body.constData()) // still that body
                page->m_open.setLayout(layout);
        });
    });
    m_lastEvent.clear();
    m_artifacts->setSession(m_apps->currentText(), m_user->text(), id);
    publish();
    // Its measured spans; they replace the trace derived from event times when they come.
    // Per event, /debug/trace/{eventId} is not asked: the servers answer it from the same index
    // as this list (the call_llm, send_data and execute_tool spans by their event id;
    // adk-live.md §4.1), with fewer fields, so an event this list leaves out (the user's, a
    // partial, a TS function response with its throw-away id) is a 404 there too. Tool spans
    // find their events by the call id instead (SpanLink).
    m_traceOperation = m_client->fetchSessionTrace(id);
}

void QueryPanelAdkPage::onTraceLoaded(int operation, const QByteArray &spansJson)
{
    if (operation != m_traceOperation)
        return;
    m_traceOperation = 0;
    const QByteArray trimmed = spansJson.trimmed();
    const QByteArray spans = trimmed == "[]" ? QByteArray() : trimmed; // none: the derived trace
    if (spans == m_spans)
        return;
    m_spans = spans;
    m_open.setExtraMember(adk::kDebugTraceKey, spans);
    publish();
}

void QueryPanelAdkPage::onFailed(int operation, const McpError &error)
{
    if (operation == m_traceOperation) {
        // A server without /debug/trace (or an old one): the derived trace stays.
        m_traceOperation = 0;
        //: ADK page status; %1 why the server gave no spans
        setStatus(tr("No trace spans from the server (%1); the Trace pane shows spans derived "
                     "from the event times.")
                      .arg(error.text()));
        return;
    }
    if (operation == m_run) {
        m_run = 0;
        updateButtons();
        openSession(); // what the server kept of the run
    }
    setStatus(error.text(), true);
}

void QueryPanelAdkPage::publish()
{
    m_publisher->ran();
    if (m_open.isNull())
        return;
    LiveUpdate update = m_open.liveUpdate();
    //: name of the live document of an ADK session; %1 is the session id
    update.displayName = tr("ADK session %1").arg(m_open.id());
    update.answerName = m_lastEvent;
    update.streaming = m_run != 0;
    Q_EMIT liveSessionUpdated(update);
}
