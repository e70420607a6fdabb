// SPDX-License-Identifier: GPL-2.0-or-later
// QueryPanelCesPage, part 1: the page's fields, their texts and settings. Part 2
// (query_panel_ces_run.cpp): the turns sent and the outputs received.
#include "query_panel_ces_page.h"

#include "accessible_names.h"
#include "ces_tool_calls.h"
#include "ces_turn_input.h"
#include "form_grid.h"
#include "live/ces_session_client.h"
#include "live/token_source.h"
#include "query_panel_connection.h"
#include "query_panel_section.h"
#include "update_throttle.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

const QString kEndpointKey = u"query/ces/endpoint"_s;
const QString kSessionKey = u"query/ces/session"_s;
const QString kModeKey = u"query/ces/mode"_s;

QLabel *plainLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setTextFormat(Qt::PlainText);
    return label;
}

} // namespace

QueryPanelCesPage::QueryPanelCesPage(QWidget *parent)
    : QWidget(parent)
    , m_client(new CesSessionClient(this))
    , m_tokens(new TokenSource(this))
{
    m_client->setTokenSource(m_tokens);
    const QSettings settings;
    auto *layout = new QVBoxLayout(this);
    auto *form = new FormGrid;
    const auto row = [this, form](QWidget *field) {
        QLabel *label = plainLabel(this);
        m_labels.append(label);
        form->addRow(label, field);
    };
    m_endpoint = new QLineEdit(
        settings.value(kEndpointKey, CesSessionClient::defaultEndpoint().toString()).toString(),
        this);
    m_endpoint->setObjectName(u"cesEndpoint"_s);
    row(m_endpoint);
    auto *sessionRow = new QWidget(this);
    auto *sessionLayout = new QHBoxLayout(sessionRow);
    sessionLayout->setContentsMargins(0, 0, 0, 0);
    m_session = new QLineEdit(settings.value(kSessionKey).toString(), sessionRow);
    m_session->setObjectName(u"cesSession"_s);
    m_session->setPlaceholderText(u"projects/…/locations/…/apps/…/sessions/…"_s);
    m_new = new QPushButton(sessionRow);
    m_new->setObjectName(u"cesNewSession"_s);
    sessionLayout->addWidget(m_session, 1);
    sessionLayout->addWidget(m_new);
    row(sessionRow);
    layout->addLayout(form);
    m_auth = new QueryPanelConnection(
        u"query/ces/auth"_s, QString(), QueryPanelConnection::Auth::Command, this);
    m_auth->setObjectName(u"cesConnection"_s);
    m_auth->setAuthOnly();
    layout->addWidget(m_auth);

    m_options = new QueryPanelSection(this);
    m_options->setObjectName(u"cesOptions"_s);
    QFormLayout *options = m_options->form();
    m_mode = new QComboBox(m_options);
    m_mode->setObjectName(u"cesMode"_s);
    for (int i = 0; i < 3; ++i)
        m_mode->addItem(QString(), i); // CesSessionClient::Mode, texts in retranslate()
    m_mode->setCurrentIndex(qBound(0, settings.value(kModeKey, 0).toInt(), 2));
    m_textStreaming = new QCheckBox(m_options);
    m_textStreaming->setObjectName(u"cesTextStreaming"_s);
    m_toolFakes = new QCheckBox(m_options);
    m_toolFakes->setObjectName(u"cesToolFakes"_s);
    m_entryAgent = new QLineEdit(m_options);
    m_entryAgent->setObjectName(u"cesEntryAgent"_s);
    m_deployment = new QLineEdit(m_options);
    m_deployment->setObjectName(u"cesDeployment"_s);
    m_timeZone = new QLineEdit(m_options);
    m_timeZone->setObjectName(u"cesTimeZone"_s);
    m_timeZone->setPlaceholderText(u"Asia/Tokyo"_s);
    for (QWidget *field :
        std::initializer_list<QWidget *> {m_mode, m_entryAgent, m_deployment, m_timeZone}) {
        QLabel *label = plainLabel(m_options);
        m_labels.append(label);
        options->addRow(label, field);
    }
    options->addRow(m_textStreaming);
    options->addRow(m_toolFakes);
    layout->addWidget(m_options);

    m_input = new CesTurnInput(this);
    m_input->setObjectName(u"cesInput"_s);
    layout->addWidget(m_input);

    m_toolCalls = new CesToolCalls(this);
    m_toolCalls->setObjectName(u"cesToolCalls"_s);
    layout->addWidget(m_toolCalls);
    auto *buttons = new QHBoxLayout;
    m_save = new QPushButton(this);
    m_save->setObjectName(u"cesSave"_s);
    m_send = new QPushButton(this);
    m_send->setObjectName(u"cesSend"_s);
    m_stop = new QPushButton(this);
    m_stop->setObjectName(u"cesStop"_s);
    buttons->addWidget(m_save);
    buttons->addStretch(1);
    buttons->addWidget(m_send);
    buttons->addWidget(m_stop);
    layout->addLayout(buttons);
    m_status = plainLabel(this);
    m_status->setObjectName(u"cesStatus"_s);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status);
    layout->addStretch(1);

    // At once after a quiet moment; a fast stream at most every 30 ms (the document is read).
    m_publisher = new UpdateThrottle(
        30, [this] { publish(); }, this);
    connect(m_new, &QPushButton::clicked, this, &QueryPanelCesPage::newSession);
    connect(m_send, &QPushButton::clicked, this, &QueryPanelCesPage::send);
    connect(m_input, &CesTurnInput::sendRequested, this, &QueryPanelCesPage::send);
    connect(m_input, &CesTurnInput::refused, this,
        [this](const QString &problem) { setStatus(problem, true); });
    connect(m_stop, &QPushButton::clicked, this, &QueryPanelCesPage::stop);
    connect(m_save, &QPushButton::clicked, this, &QueryPanelCesPage::saveAs);
    connect(
        m_toolCalls, &CesToolCalls::responsesReady, this, &QueryPanelCesPage::sendToolResponses);
    connect(m_toolCalls, &CesToolCalls::refused, this,
        [this](const QString &problem) { setStatus(problem, true); });
    connect(m_client, &CesSessionClient::outputReceived, this, &QueryPanelCesPage::onOutput);
    connect(m_client, &CesSessionClient::runFinished, this, &QueryPanelCesPage::onFinished);
    connect(m_client, &CesSessionClient::failed, this, &QueryPanelCesPage::onFailed);
    connect(m_client, &CesSessionClient::logged, this, &QueryPanelCesPage::logged);
    m_auth->loadSettings();
    retranslate();
    updateButtons();
}

QueryPanelCesPage::~QueryPanelCesPage()
{
    m_client->disconnect(this); // a cancelled run reports nothing to a page half gone
}

QString QueryPanelCesPage::statusText() const
{
    return m_status->text();
}

void QueryPanelCesPage::setStatus(const QString &text, bool error)
{
    m_error = error;
    m_status->setText(text);
}

void QueryPanelCesPage::updateButtons()
{
    m_send->setEnabled(m_run == 0);
    m_stop->setEnabled(m_run != 0);
    m_save->setEnabled(!m_open.isNull());
    m_toolCalls->sendButton()->setEnabled(m_run == 0);
}

void QueryPanelCesPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void QueryPanelCesPage::retranslate()
{
    const QStringList labels {
        //: CES page: the SessionService's address
        tr("Endpoint"),
        //: CES page: the session's resource name
        tr("Session"),
        //: CES page option: runSession or streamRunSession
        tr("Answer"),
        //: CES page option: the agent the session starts with
        tr("Entry agent"),
        //: CES page option: the app's deployment to talk to
        tr("Deployment"),
        //: CES page option: the IANA time zone of the session
        tr("Time zone"),
    };
    const QList<QWidget *> fields {
        m_endpoint, m_session, m_mode, m_entryAgent, m_deployment, m_timeZone};
    for (int i = 0; i < m_labels.size() && i < labels.size(); ++i) {
        m_labels.at(i)->setText(labels.at(i));
        fields.at(i)->setAccessibleName(AccessibleNames::fromLabel(labels.at(i)));
    }
    m_endpoint->setToolTip(tr("The SessionService's address: https, or http to this computer"));
    m_session->setToolTip(tr("The session's resource name; New Session makes one for the app "
                             "(projects/…/locations/…/apps/…)"));
    //: CES page button: replaces the session field with a new session of its app
    m_new->setText(tr("New Session"));
    m_new->setToolTip(tr("A new random session id for the app typed"));
    //: CES page: how the agent's answer comes
    m_options->setTitle(tr("Options"));
    //: CES answer choice: streamRunSession, the REST default (a JSON array that grows)
    m_mode->setItemText(0, tr("Streamed (JSON array)"));
    //: CES answer choice: streamRunSession with alt=sse
    m_mode->setItemText(1, tr("Streamed (Server-Sent Events)"));
    //: CES answer choice: runSession, all outputs at once
    m_mode->setItemText(2, tr("All at once (runSession)"));
    m_mode->setToolTip(tr("Streamed answers show each output as it comes"));
    //: CES page option: partial text outputs while the agent writes
    m_textStreaming->setText(tr("Stream the text as it is written"));
    m_textStreaming->setToolTip(tr("Asks for partial text outputs (enableTextStreaming)"));
    //: CES page option: the app's tool fakes instead of real tools
    m_toolFakes->setText(tr("Use tool fakes"));
    m_toolFakes->setToolTip(tr("The app answers tool calls with its fakes (useToolFakes)"));
    m_entryAgent->setToolTip(tr("The agent to start with (…/apps/…/agents/…); empty: the root"));
    m_deployment->setToolTip(tr("The deployment to talk to (…/apps/…/deployments/…)"));
    m_timeZone->setToolTip(tr("The session's time zone, an IANA name; empty: the app's"));
    //: CES page button: write the live session to a file
    m_save->setText(tr("Save…"));
    m_save->setToolTip(tr("Write the session to a file that the window and check open again"));
    //: CES page button: send the turn
    m_send->setText(tr("Send"));
    m_send->setToolTip(tr("Send the turn's inputs to the agent (Ctrl+Enter in the message)"));
    //: CES page button: stop the turn that runs
    m_stop->setText(tr("Stop"));
    m_stop->setToolTip(tr("Stop waiting for the turn's outputs"));
}
