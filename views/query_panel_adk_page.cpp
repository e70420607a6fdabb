// SPDX-License-Identifier: GPL-2.0-or-later
#include "query_panel_adk_page.h"
#include "accessible_names.h"

#include "adk_artifacts.h"
#include "adk_state_delta_editor.h"
#include "document/async_owner.h"
#include "form_grid.h"
#include "live/adk_client.h"
#include "live/token_source.h"
#include "query_panel_connection.h"
#include "session_list.h"
#include "update_throttle.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

const QString kEndpointKey = u"query/adk/endpoint"_s;
const QString kUserKey = u"query/adk/user"_s;

QLabel *plainLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setTextFormat(Qt::PlainText);
    return label;
}

} // namespace

QueryPanelAdkPage::QueryPanelAdkPage(QWidget *parent)
    : QWidget(parent)
    , m_client(new AdkClient(this))
    , m_tokens(new TokenSource(this))
{
    m_client->setTokenSource(m_tokens);
    m_async = std::make_shared<AsyncOwner<QueryPanelAdkPage>>(this);
    m_confirm = [this](const QString &question) {
        return QMessageBox::question(this, QString(), question) == QMessageBox::Yes;
    };
    const QSettings settings;
    auto *layout = new QVBoxLayout(this);
    auto *form = new FormGrid;
    m_endpoint
        = new QLineEdit(settings.value(kEndpointKey, u"http://127.0.0.1:8000"_s).toString(), this);
    m_endpoint->setObjectName(u"adkEndpoint"_s);
    m_connect = new QPushButton(this);
    m_connect->setObjectName(u"adkConnect"_s);
    auto *endpointRow = new QWidget(this);
    auto *endpointLayout = new QHBoxLayout(endpointRow);
    endpointLayout->setContentsMargins(0, 0, 0, 0);
    endpointLayout->addWidget(m_endpoint, 1);
    endpointLayout->addWidget(m_connect);
    m_endpointLabel = plainLabel(this);
    form->addRow(m_endpointLabel, endpointRow);
    m_apps = new QComboBox(this);
    m_apps->setObjectName(u"adkApps"_s);
    m_appLabel = plainLabel(this);
    form->addRow(m_appLabel, m_apps);
    m_user = new QLineEdit(settings.value(kUserKey, u"user"_s).toString(), this);
    m_user->setObjectName(u"adkUser"_s);
    m_userLabel = plainLabel(this);
    form->addRow(m_userLabel, m_user);
    layout->addLayout(form);
    // Authentication only: the server field is above (its own settings key).
    m_auth = new QueryPanelConnection(
        u"query/adk/auth"_s, QString(), QueryPanelConnection::Auth::None, this);
    m_auth->setObjectName(u"adkConnection"_s);
    m_auth->setAuthOnly();
    layout->addWidget(m_auth);

    m_sessions = new SessionList(u"adkSessions"_s, this);
    layout->addWidget(m_sessions, 1);
    auto *sessionButtons = new QHBoxLayout;
    for (QPushButton **b : {&m_refresh, &m_new, &m_delete, &m_openButton}) {
        *b = new QPushButton(this);
        sessionButtons->addWidget(*b);
    }
    m_openButton->setObjectName(u"adkOpen"_s);
    sessionButtons->addStretch(1);
    layout->addLayout(sessionButtons);

    m_artifacts = new AdkArtifacts(m_client, this);
    layout->addWidget(m_artifacts);
    connect(m_artifacts, &AdkArtifacts::status, this, &QueryPanelAdkPage::setStatus);
    m_messageLabel = plainLabel(this);
    layout->addWidget(m_messageLabel);
    m_message = new QPlainTextEdit(this);
    m_message->setObjectName(u"adkMessage"_s);
    m_message->setMaximumHeight(m_message->fontMetrics().lineSpacing() * 4);
    layout->addWidget(m_message);
    m_stateDelta = new AdkStateDeltaEditor(this);
    layout->addWidget(m_stateDelta);
    connect(m_stateDelta, &AdkStateDeltaEditor::sendableChanged, this,
        &QueryPanelAdkPage::updateButtons);
    m_streaming = new QCheckBox(this);
    m_streaming->setChecked(true);
    layout->addWidget(m_streaming); // a row of its own: long in some languages
    auto *sendRow = new QHBoxLayout;
    m_send = new QPushButton(this);
    m_send->setObjectName(u"adkSend"_s);
    m_stop = new QPushButton(this);
    m_stop->setObjectName(u"adkStop"_s);
    sendRow->addStretch(1);
    sendRow->addWidget(m_send);
    sendRow->addWidget(m_stop);
    layout->addLayout(sendRow);
    m_status = plainLabel(this);
    m_status->setObjectName(u"adkStatus"_s);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status);

    // At once after a quiet moment; a fast stream at most every 30 ms (the document is read).
    m_publisher = new UpdateThrottle(
        30, [this] { publish(); }, this);
    connect(m_connect, &QPushButton::clicked, this, &QueryPanelAdkPage::connectToServer);
    connect(m_endpoint, &QLineEdit::returnPressed, this, &QueryPanelAdkPage::connectToServer);
    connect(m_refresh, &QPushButton::clicked, this, &QueryPanelAdkPage::refreshSessions);
    connect(m_new, &QPushButton::clicked, this, &QueryPanelAdkPage::newSession);
    connect(m_delete, &QPushButton::clicked, this, &QueryPanelAdkPage::deleteSession);
    connect(m_openButton, &QPushButton::clicked, this, &QueryPanelAdkPage::openSession);
    connect(m_sessions, &QTreeWidget::itemActivated, this, &QueryPanelAdkPage::openSession);
    connect(
        m_sessions, &QTreeWidget::itemSelectionChanged, this, &QueryPanelAdkPage::updateButtons);
    connect(m_apps, &QComboBox::currentTextChanged, this, &QueryPanelAdkPage::refreshSessions);
    connect(m_send, &QPushButton::clicked, this, &QueryPanelAdkPage::send);
    connect(m_stop, &QPushButton::clicked, this, &QueryPanelAdkPage::stop);

    connect(m_client, &AdkClient::appsListed, this, [this](int, const QStringList &apps) {
        const QString current = m_apps->currentText();
        const QSignalBlocker quiet(m_apps);
        m_apps->clear();
        m_apps->addItems(apps);
        m_apps->setCurrentIndex(qMax(0, apps.indexOf(current)));
        //: ADK page status: %n apps found on the server
        setStatus(tr("%n app(s) on the server.", nullptr, int(apps.size())));
        refreshSessions();
    });
    connect(m_client, &AdkClient::sessionsListed, this,
        [this](int, const QVector<AdkSessionInfo> &sessions) {
            m_sessions->setSessions(sessions);
            updateButtons();
        });
    connect(m_client, &AdkClient::sessionCreated, this, [this](int, const AdkSessionInfo &s) {
        //: ADK page status; %1 is the session id
        setStatus(tr("Session %1 created.").arg(s.id));
        refreshSessions();
    });
    connect(m_client, &AdkClient::sessionDeleted, this, [this] {
        setStatus(tr("Session deleted."));
        refreshSessions();
    });
    connect(m_client, &AdkClient::sessionLoaded, this,
        [this](int, const QByteArray &json) { onSessionLoaded(json); });
    connect(m_client, &AdkClient::traceLoaded, this, &QueryPanelAdkPage::onTraceLoaded);
    connect(m_client, &AdkClient::eventReceived, this,
        [this](int, const QByteArray &json, bool) { onEvent(json); });
    connect(m_client, &AdkClient::streamError, this,
        [this](int, const McpError &error) { setStatus(error.text(), true); });
    connect(m_client, &AdkClient::runFinished, this, [this] {
        m_run = 0;
        updateButtons();
        if (!m_error)
            //: ADK page status when a run's stream has ended
            setStatus(tr("The agent answered."));
        openSession(); // the server's own record: the final events, no partial ones
    });
    connect(m_client, &AdkClient::failed, this, &QueryPanelAdkPage::onFailed);
    retranslate();
    updateButtons();
}

void QueryPanelAdkPage::setConfirm(std::function<bool(const QString &)> confirm)
{
    m_confirm = std::move(confirm);
}

QString QueryPanelAdkPage::statusText() const
{
    return m_status->text();
}

void QueryPanelAdkPage::setStatus(const QString &text, bool error)
{
    m_error = error;
    m_status->setText(text);
}

void QueryPanelAdkPage::connectToServer()
{
    McpError error;
    if (!m_client->setEndpoint(QUrl::fromUserInput(m_endpoint->text().trimmed()), &error)) {
        setStatus(error.text(), true);
        return;
    }
    QString tokenError;
    if (!m_auth->configureTokens(m_tokens, m_store, &tokenError)) {
        setStatus(tokenError, true);
        return;
    }
    m_auth->saveSettings(); // the choice and the command, never a token
    QSettings().setValue(kEndpointKey, m_endpoint->text().trimmed());
    //: ADK page status while the server's apps are listed
    setStatus(tr("Connecting…"));
    m_client->listApps();
}

void QueryPanelAdkPage::refreshSessions()
{
    if (m_apps->currentText().isEmpty())
        return;
    QSettings().setValue(kUserKey, m_user->text());
    m_client->listSessions(m_apps->currentText(), m_user->text());
}

void QueryPanelAdkPage::newSession()
{
    if (!m_apps->currentText().isEmpty())
        m_client->createSession(m_apps->currentText(), m_user->text());
}

void QueryPanelAdkPage::deleteSession()
{
    const QString id = m_sessions->selectedId();
    //: asked before an ADK session is deleted on the server; %1 is its id
    if (id.isEmpty()
        || !m_confirm(tr("Delete the session %1 on the server? Its events are lost.").arg(id)))
        return;
    m_client->deleteSession(m_apps->currentText(), m_user->text(), id);
}

QueryPanelAdkPage::~QueryPanelAdkPage()
{
    m_async->clear(); // a worker's late layout is dropped
}

void QueryPanelAdkPage::openSession()
{
    const QString id = m_sessions->selectedId().isEmpty() ? m_open.id() : m_sessions->selectedId();
    if (id.isEmpty())
        return;
    m_loading = id;
    m_client->getSession(m_apps->currentText(), m_user->text(), id);
}

void QueryPanelAdkPage::updateButtons()
{
    const bool chosen = !m_sessions->selectedId().isEmpty();
    m_delete->setEnabled(chosen && m_run == 0);
    m_openButton->setEnabled(chosen);
    m_send->setEnabled(m_run == 0 && m_stateDelta->isSendable());
    m_stop->setEnabled(m_run != 0);
}

void QueryPanelAdkPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void QueryPanelAdkPage::retranslate()
{
    //: ADK page: the ADK API server's URL
    m_endpointLabel->setText(tr("Server"));
    m_endpoint->setPlaceholderText(u"http://127.0.0.1:8000"_s);
    //: ADK page: button that lists the server's apps
    m_connect->setText(tr("Connect"));
    m_connect->setToolTip(tr("List the agent apps of the server"));
    //: ADK page: the agent app on the server
    m_appLabel->setText(tr("App"));
    m_apps->setToolTip(tr("The agent app whose sessions are listed and run"));
    //: ADK page: the user id the sessions belong to
    m_userLabel->setText(tr("User"));
    m_user->setToolTip(tr("The user ID the sessions belong to"));
    //: ADK page: button that lists the sessions again
    m_refresh->setText(tr("Refresh"));
    m_refresh->setToolTip(tr("List the sessions of the app and user again"));
    //: ADK page: button that creates a session on the server
    m_new->setText(tr("New Session"));
    m_new->setToolTip(tr("Create an empty session on the server"));
    //: ADK page: button that deletes the selected session on the server (asks first)
    m_delete->setText(tr("Delete…"));
    m_delete->setToolTip(tr("Delete the selected session and its events on the server"));
    //: ADK page: button that opens the selected session in the main views
    m_openButton->setText(tr("Open"));
    m_openButton->setToolTip(tr("Show the selected session's events in the main window"));
    //: ADK page: the text sent to the agent
    m_messageLabel->setText(tr("Message"));
    m_message->setAccessibleName(AccessibleNames::fromLabel(m_messageLabel->text()));
    m_endpoint->setAccessibleName(AccessibleNames::fromLabel(m_endpointLabel->text()));
    m_message->setToolTip(tr("The text to send to the agent in the selected session"));
    //: ADK page: check box; partial text appears while the agent writes
    m_streaming->setText(tr("Stream the answer"));
    m_streaming->setToolTip(tr("Show the answer's text as the agent writes it"));
    //: ADK page: button that sends the message to the agent
    m_send->setText(tr("Send"));
    m_send->setToolTip(tr("Send the message and the state delta to the agent"));
    //: ADK page: button that stops the running agent
    m_stop->setText(tr("Stop"));
    m_stop->setToolTip(tr("Stop the running agent"));
}
