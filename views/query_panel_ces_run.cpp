// SPDX-License-Identifier: GPL-2.0-or-later
// QueryPanelCesPage, part 2: the turns sent (the inputs, the tool responses), the outputs
// received into the live session, and saving it.
#include "query_panel_ces_page.h"

#include "ces_session_options.h"
#include "ces_tool_calls.h"
#include "ces_turn_input.h"
#include "live/answer_query.h"
#include "live/ces_history.h"
#include "live/ces_session_client.h"
#include "live/mcp_error.h"
#include "query_panel_connection.h"
#include "update_throttle.h"

#include <QDir>
#include <QFileDialog>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>

using namespace Qt::StringLiterals;

void QueryPanelCesPage::newSession()
{
    const QString typed = m_session->text().trimmed();
    const QString app = CesRunRequest::isSessionName(typed) ? CesRunRequest::appOf(typed) : typed;
    const QString session = CesRunRequest::sessionName(app);
    if (app.isEmpty() || !CesRunRequest::isSessionName(session)) {
        //: CES page status: New Session without an app name
        setStatus(tr("Type the app's resource name first (projects/…/locations/…/apps/…)."), true);
        return;
    }
    m_session->setText(session);
    //: CES page status; %1 the new session's name
    setStatus(tr("New session %1: it starts with the next turn.").arg(session));
}

bool QueryPanelCesPage::configure()
{
    McpError error;
    if (!m_client->setEndpoint(QUrl::fromUserInput(m_endpoint->text().trimmed()), &error)) {
        setStatus(error.text(), true);
        return false;
    }
    QString tokenError;
    if (!m_auth->configureTokens(m_tokens, m_store, &tokenError)) {
        setStatus(tokenError, true);
        return false;
    }
    m_auth->saveSettings(); // the choice and the command, never a token
    QSettings settings;
    settings.setValue(u"query/ces/endpoint"_s, m_endpoint->text().trimmed());
    settings.setValue(u"query/ces/session"_s, m_session->text().trimmed());
    m_options->saveSettings();
    return true;
}

bool QueryPanelCesPage::buildRequest(CesRunRequest *request)
{
    if (!CesRunRequest::isSessionName(m_session->text().trimmed()))
        newSession(); // an app's name: a new session of it
    request->session = m_session->text().trimmed();
    if (!CesRunRequest::isSessionName(request->session)) {
        //: CES page status: Send without a session
        setStatus(
            tr("Type a session (projects/…/locations/…/apps/…/sessions/…) or an app first."), true);
        return false;
    }
    m_options->fillConfig(request);
    QString problem;
    if (!m_input->inputs(&request->inputs, &problem)) {
        setStatus(problem, true);
        return false;
    }
    m_history = CesHistory {};
    // A new session starts from the history chosen; the next turns continue it.
    if (startsSession(request->session) && !m_options->fillHistory(request, &m_history, &problem)) {
        setStatus(problem, true);
        return false;
    }
    return true;
}

bool QueryPanelCesPage::startsSession(const QString &session) const
{
    return m_open.isNull() || m_open.sessionName() != session;
}

void QueryPanelCesPage::send()
{
    if (m_run != 0)
        return;
    CesRunRequest request;
    if (!buildRequest(&request) || !configure())
        return;
    m_input->clear();
    start(request);
}

void QueryPanelCesPage::sendToolResponses(const QByteArray &responsesJson)
{
    if (m_run != 0 || m_open.isNull() || !configure())
        return;
    CesRunRequest request;
    request.session = m_open.sessionName();
    m_options->fillConfig(&request);
    request.inputs.append(CesSessionInput::fromToolResponses(responsesJson));
    m_toolCalls->clear();
    start(request);
}

void QueryPanelCesPage::start(const CesRunRequest &request)
{
    if (startsSession(request.session)) {
        m_open = CesSessionText(request); // another session: another live document
        m_toolCalls->clear();
    }
    m_ended = false;
    m_open.appendInputs(request);
    m_run = m_client->run(request, m_options->mode());
    QString status;
    if (m_history.messages > 0)
        //: CES page status: a new session sent with a history; %n its messages
        status = tr("The session starts from %n message(s) of the open conversation. ", nullptr,
            m_history.messages);
    if (m_history.leftOutChunks > 0)
        //: CES page status: %n thoughts, code, function calls without a CES tool…
        status
            += tr("%n part(s) with no CES form were left out. ", nullptr, m_history.leftOutChunks);
    m_history = CesHistory {};
    //: CES page status while the agent answers
    setStatus(status + tr("The agent is answering…"));
    updateButtons();
    publish();
}

void QueryPanelCesPage::stop()
{
    if (m_run != 0)
        m_client->cancel(m_run);
}

void QueryPanelCesPage::onOutput(int operation, const QByteArray &outputJson)
{
    if (operation != m_run)
        return;
    m_open.appendOutput(outputJson);
    const QJsonObject output = QJsonDocument::fromJson(outputJson).object();
    m_turn = output.value(u"turnIndex"_s).toInt(m_turn);
    if (output.contains(u"endSession"_s))
        m_ended = true;
    const QJsonValue calls = output.value(u"toolCalls"_s).toObject().value(u"toolCalls"_s);
    if (calls.isArray())
        m_toolCalls->addCalls(calls.toArray());
    m_publisher->request();
}

void QueryPanelCesPage::onFinished(int operation)
{
    if (operation != m_run)
        return;
    m_run = 0;
    if (m_ended)
        //: CES page status: the agent's endSession output
        setStatus(tr("The agent ended the session."));
    else if (m_toolCalls->count() > 0)
        //: CES page status; %1 the turn, %n how many tool calls wait for a response
        setStatus(tr("Turn %1: the agent waits for the response of %n tool call(s).", nullptr,
            m_toolCalls->count())
                      .arg(m_turn));
    else
        //: CES page status; %1 the turn's index
        setStatus(tr("Turn %1 completed.").arg(m_turn));
    updateButtons();
    publish();
}

void QueryPanelCesPage::onFailed(int operation, const McpError &error)
{
    if (operation != m_run)
        return;
    m_run = 0;
    setStatus(error.text(), true);
    updateButtons();
    publish(); // what came before the failure stays in the session
}

bool QueryPanelCesPage::saveTo(const QString &path, QString *reason) const
{
    return AnswerQuery::writeFile(path, sessionText(), false, reason);
}

void QueryPanelCesPage::saveAs()
{
    if (m_open.isNull())
        return;
    const QString name = m_open.sessionName().section(u'/', -1) + u".jsonl"_s;
    //: file dialog title of the CES page's Save…
    const QString path = QFileDialog::getSaveFileName(this, tr("Save the CES Session"), name,
        //: file dialog filter
        tr("JSON Lines (*.jsonl);;All files (*)"));
    if (path.isEmpty())
        return;
    QString reason;
    if (saveTo(path, &reason))
        //: CES page status; %1 the file written
        setStatus(tr("Saved to %1.").arg(QDir::toNativeSeparators(path)));
    else
        //: CES page status; %1 the file, %2 why it could not be written
        setStatus(
            tr("%1 could not be written: %2").arg(QDir::toNativeSeparators(path), reason), true);
}

void QueryPanelCesPage::publish()
{
    m_publisher->ran();
    if (m_open.isNull())
        return;
    //: name of the live document of a CES session; %1 the session id
    const QString name = tr("CES session %1").arg(m_open.sessionName().section(u'/', -1));
    Q_EMIT liveSessionUpdated(m_open.liveUpdate(name, m_run != 0));
}
