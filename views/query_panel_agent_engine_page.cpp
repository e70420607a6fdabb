// SPDX-License-Identifier: GPL-2.0-or-later
#include "query_panel_agent_engine_page.h"

#include "document/async_owner.h"
#include "form_grid.h"
#include "live/agent_engine_client.h"
#include "live/token_source.h"
#include "query_panel_connection.h"
#include "session_list.h"
#include "theme.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

const QString kEngineKey = u"query/agentEngine/engine"_s;
const QString kEndpointKey = u"query/agentEngine/endpoint"_s;
const QString kUserKey = u"query/agentEngine/user"_s;

QLabel *plainLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setTextFormat(Qt::PlainText);
    return label;
}

QLineEdit *lineEdit(const QString &name, const QString &text, QWidget *parent)
{
    auto *edit = new QLineEdit(text, parent);
    edit->setObjectName(name);
    edit->setClearButtonEnabled(true);
    return edit;
}

} // namespace

QueryPanelAgentEnginePage::QueryPanelAgentEnginePage(QWidget *parent)
    : QWidget(parent)
    , m_client(new AgentEngineClient(this))
    , m_tokens(new TokenSource(this))
{
    m_client->setTokenSource(m_tokens);
    m_async = std::make_shared<AsyncOwner<QueryPanelAgentEnginePage>>(this);
    const QSettings settings;
    auto *layout = new QVBoxLayout(this);
    auto *form = new FormGrid;
    m_engine = lineEdit(u"agentEngineName"_s, settings.value(kEngineKey).toString(), this);
    m_engineLabel = plainLabel(this);
    form->addRow(m_engineLabel, m_engine);
    m_endpoint = lineEdit(u"agentEngineEndpoint"_s, settings.value(kEndpointKey).toString(), this);
    m_endpointLabel = plainLabel(this);
    form->addRow(m_endpointLabel, m_endpoint);
    m_user = lineEdit(u"agentEngineUser"_s, settings.value(kUserKey).toString(), this);
    m_userLabel = plainLabel(this);
    form->addRow(m_userLabel, m_user);
    layout->addLayout(form);
    // Authentication only: the engine and its host are above (their own settings keys).
    m_auth = new QueryPanelConnection(
        u"query/agentEngine/auth"_s, QString(), QueryPanelConnection::Auth::Command, this);
    m_auth->setObjectName(u"agentEngineConnection"_s);
    m_auth->setAuthOnly();
    layout->addWidget(m_auth);

    using Column = SessionList::Column;
    m_sessions = new SessionList(u"agentEngineSessions"_s, this,
        {Column::Id, Column::User, Column::DisplayName, Column::LastUpdate});
    layout->addWidget(m_sessions, 1);
    auto *buttons = new QHBoxLayout;
    for (QPushButton **b : {&m_list, &m_open, &m_stop}) {
        *b = new QPushButton(this);
        buttons->addWidget(*b);
    }
    m_list->setObjectName(u"agentEngineList"_s);
    m_open->setObjectName(u"agentEngineOpen"_s);
    m_stop->setObjectName(u"agentEngineStop"_s);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    m_status = plainLabel(this);
    m_status->setObjectName(u"agentEngineStatus"_s);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status);
    m_connectAction = new QAction(this);
    m_connectAction->setObjectName(u"connectAgentEngineAction"_s);
    // Queued: once the window has shown the page.
    connect(
        m_connectAction, &QAction::triggered, this,
        [this] { m_engine->setFocus(Qt::ShortcutFocusReason); }, Qt::QueuedConnection);

    for (QLineEdit *edit : {m_engine, m_endpoint, m_user})
        connect(edit, &QLineEdit::returnPressed, this, &QueryPanelAgentEnginePage::listSessions);
    connect(m_list, &QPushButton::clicked, this, &QueryPanelAgentEnginePage::listSessions);
    connect(m_open, &QPushButton::clicked, this, &QueryPanelAgentEnginePage::openSession);
    connect(m_stop, &QPushButton::clicked, this, &QueryPanelAgentEnginePage::stop);
    connect(m_sessions, &QTreeWidget::itemActivated, this, &QueryPanelAgentEnginePage::openSession);
    connect(m_sessions, &QTreeWidget::itemSelectionChanged, this,
        &QueryPanelAgentEnginePage::updateButtons);
    connect(m_client, &AgentEngineClient::sessionsPage, this,
        &QueryPanelAgentEnginePage::onSessionsPage);
    connect(m_client, &AgentEngineClient::eventsPage, this,
        [this](int operation, const QByteArray &page, int, bool last) {
            onEventsPage(operation, page, last);
        });
    connect(m_client, &AgentEngineClient::failed, this, &QueryPanelAgentEnginePage::onFailed);
    retranslate();
    updateButtons();
}

QueryPanelAgentEnginePage::~QueryPanelAgentEnginePage()
{
    m_async->clear(); // a worker's late page is dropped
}

void QueryPanelAgentEnginePage::setSecretStore(SecretStore *store)
{
    m_store = store;
    if (m_tokens->mode() == TokenSource::Mode::Stored)
        m_tokens->setNone(); // configured again from the new store on the next request
}

QTreeWidget *QueryPanelAgentEnginePage::sessionList() const
{
    return m_sessions;
}

QString QueryPanelAgentEnginePage::statusText() const
{
    return m_status->text();
}

void QueryPanelAgentEnginePage::setStatus(const QString &text, bool error)
{
    m_status->setText(text);
    m_status->setStyleSheet(error ? Theme::colorRule(Theme::of(this).error) : QString());
}

bool QueryPanelAgentEnginePage::configure()
{
    const QString name = m_engine->text().trimmed();
    McpError error;
    if (name.isEmpty()) {
        //: Agent Engine page status: List Sessions with an empty engine field
        setStatus(tr("Type the reasoning engine's resource name first "
                     "(projects/PROJECT/locations/LOCATION/reasoningEngines/ID)."),
            true);
        return false;
    }
    const QString endpoint = m_endpoint->text().trimmed();
    const QString before = m_client->engine() + u' ' + m_client->endpoint().toString();
    if (!m_client->setEngine(name, &error)
        || !m_client->setEndpoint(
            endpoint.isEmpty() ? QUrl() : QUrl::fromUserInput(endpoint), &error)) {
        setStatus(error.text(), true);
        return false;
    }
    if (m_opening != 0 && before != m_client->engine() + u' ' + m_client->endpoint().toString())
        m_client->cancel(std::exchange(m_opening, 0)); // its next pages would go elsewhere
    QString tokenError;
    if (!m_auth->configureTokens(m_tokens, m_store, &tokenError)) {
        setStatus(tokenError, true);
        return false;
    }
    m_auth->saveSettings(); // the choice and the command, never a token
    QSettings settings;
    settings.setValue(kEngineKey, name);
    settings.setValue(kEndpointKey, endpoint);
    settings.setValue(kUserKey, m_user->text().trimmed());
    return true;
}

void QueryPanelAgentEnginePage::listSessions()
{
    if (!configure())
        return;
    if (m_listing != 0) {
        const int previous = std::exchange(m_listing, 0);
        m_client->cancel(previous); // its failure is no longer this page's listing
    }
    m_sessions->clear();
    m_listed = 0;
    m_listing = m_client->listSessions(m_user->text().trimmed());
    //: Agent Engine page status while the first page of sessions is fetched
    setStatus(tr("Listing sessions…"));
    updateButtons();
}

void QueryPanelAgentEnginePage::onSessionsPage(
    int operation, const QVector<AgentEngineSessionInfo> &sessions, bool last)
{
    if (operation != m_listing)
        return;
    m_sessions->addSessions(sessions);
    m_listed += int(sessions.size());
    if (last) {
        m_listing = 0;
        //: Agent Engine page status: every page of sessions has come
        setStatus(tr("%n session(s).", nullptr, m_listed));
    } else {
        //: Agent Engine page status: sessions listed so far, more pages to come
        setStatus(tr("%n session(s) (loading…)", nullptr, m_listed));
    }
    updateButtons();
}

void QueryPanelAgentEnginePage::stop()
{
    for (const int operation : {m_listing, m_opening})
        if (operation != 0)
            m_client->cancel(operation); // failed() follows: "Cancelled."
}

void QueryPanelAgentEnginePage::updateButtons()
{
    m_open->setEnabled(!m_sessions->selectedId().isEmpty());
    m_stop->setEnabled(m_listing != 0 || m_opening != 0);
}

void QueryPanelAgentEnginePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void QueryPanelAgentEnginePage::retranslate()
{
    //: Agent Engine page: the reasoning engine's resource name
    m_engineLabel->setText(tr("Reasoning engine"));
    m_engine->setPlaceholderText(u"projects/PROJECT/locations/LOCATION/reasoningEngines/ID"_s);
    //: Agent Engine page: another host than the location's own (optional)
    m_endpointLabel->setText(tr("Endpoint"));
    //: Agent Engine page: placeholder of the endpoint field when it is empty
    m_endpoint->setPlaceholderText(tr("Default: https://LOCATION-aiplatform.googleapis.com"));
    //: Agent Engine page: only the sessions of this user id (optional)
    m_userLabel->setText(tr("User"));
    //: Agent Engine page: placeholder of the user field when it is empty
    m_user->setPlaceholderText(tr("All users"));
    //: Agent Engine page: button that fetches every page of the engine's sessions
    m_list->setText(tr("List Sessions"));
    m_list->setToolTip(tr("Fetch every session of the reasoning engine"));
    //: Agent Engine page: button that opens the selected session in the main views
    m_open->setText(tr("Open"));
    m_open->setToolTip(tr("Show the selected session's events in the main window"));
    //: Agent Engine page: button that stops listing sessions or fetching events
    m_stop->setText(tr("Stop"));
    m_stop->setToolTip(tr("Stop listing sessions or fetching events"));
    //: File menu: shows the Query panel's Agent Engine page with its engine name field focused
    m_connectAction->setText(tr("Connect to A&gent Engine…"));
}
