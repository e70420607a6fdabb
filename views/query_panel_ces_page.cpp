// SPDX-License-Identifier: GPL-2.0-or-later
// QueryPanelCesPage, part 1: the page's fields, their texts and settings. Part 2
// (query_panel_ces_run.cpp): the turns sent and the outputs received.
#include "query_panel_ces_page.h"

#include "accessible_names.h"
#include "ces_session_options.h"
#include "ces_tool_calls.h"
#include "ces_turn_input.h"
#include "form_grid.h"
#include "live/ces_session_client.h"
#include "live/token_source.h"
#include "query_panel_connection.h"
#include "update_throttle.h"

#include <QEvent>
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

    m_options = new CesSessionOptions(this);
    m_options->setObjectName(u"cesOptions"_s);
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
    };
    const QList<QWidget *> fields {m_endpoint, m_session};
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
