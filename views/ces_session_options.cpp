// SPDX-License-Identifier: GPL-2.0-or-later
#include "ces_session_options.h"

#include "accessible_names.h"
#include "live/ces_history.h"
#include "live/ces_run_request.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace {

const QString kModeKey = u"query/ces/mode"_s;

} // namespace

CesSessionOptions::CesSessionOptions(QWidget *parent)
    : QueryPanelSection(parent)
{
    const QSettings settings;
    m_mode = new QComboBox(this);
    m_mode->setObjectName(u"cesMode"_s);
    for (int i = 0; i < 3; ++i)
        m_mode->addItem(QString(), i); // CesSessionClient::Mode, texts in retranslate()
    m_mode->setCurrentIndex(qBound(0, settings.value(kModeKey, 0).toInt(), 2));
    m_history = new QComboBox(this);
    m_history->setObjectName(u"cesHistory"_s);
    for (int i = 0; i < 3; ++i)
        m_history->addItem(QString(), i); // History, texts in retranslate(); not kept: None
    m_entryAgent = new QLineEdit(this);
    m_entryAgent->setObjectName(u"cesEntryAgent"_s);
    m_deployment = new QLineEdit(this);
    m_deployment->setObjectName(u"cesDeployment"_s);
    m_timeZone = new QLineEdit(this);
    m_timeZone->setObjectName(u"cesTimeZone"_s);
    m_timeZone->setPlaceholderText(u"Asia/Tokyo"_s);
    m_textStreaming = new QCheckBox(this);
    m_textStreaming->setObjectName(u"cesTextStreaming"_s);
    m_toolFakes = new QCheckBox(this);
    m_toolFakes->setObjectName(u"cesToolFakes"_s);
    for (QWidget *field : std::initializer_list<QWidget *> {
             m_mode, m_history, m_entryAgent, m_deployment, m_timeZone}) {
        auto *label = new QLabel(this);
        label->setTextFormat(Qt::PlainText);
        m_labels.append(label);
        form()->addRow(label, field);
    }
    for (QComboBox *box : {m_mode, m_history}) { // long items in es must not widen the panel
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(16);
    }
    form()->addRow(m_textStreaming);
    form()->addRow(m_toolFakes);
    retranslate();
}

CesSessionClient::Mode CesSessionOptions::mode() const
{
    switch (m_mode->currentIndex()) {
    case 1:
        return CesSessionClient::Mode::StreamSse;
    case 2:
        return CesSessionClient::Mode::Unary;
    default:
        return CesSessionClient::Mode::Stream;
    }
}

CesSessionOptions::History CesSessionOptions::history() const
{
    return History(qBound(0, m_history->currentIndex(), 2));
}

void CesSessionOptions::fillConfig(CesRunRequest *request) const
{
    request->entryAgent = m_entryAgent->text().trimmed();
    request->deployment = m_deployment->text().trimmed();
    request->timeZone = m_timeZone->text().trimmed();
    request->useToolFakes = m_toolFakes->isChecked();
    request->enableTextStreaming = m_textStreaming->isChecked();
}

bool CesSessionOptions::fillHistory(
    CesRunRequest *request, CesHistory *written, QString *problem) const
{
    *written = CesHistory {};
    request->historicalContexts.clear();
    if (history() == History::None)
        return true;
    const OpenPlace place = m_place ? m_place() : OpenPlace {};
    if (!place.conversation) {
        //: CES page status: the history option needs a conversation open in the window
        *problem = tr("Open a conversation to start the session from, or choose to start from "
                      "nothing in Options.");
        return false;
    }
    const bool upToSelected = history() == History::UpToSelected;
    if (upToSelected && place.message < 0) {
        //: CES page status: the history option "up to the selected message" without one
        *problem = tr("Select the message the session's history ends with.");
        return false;
    }
    *written = CesHistory::of(*place.conversation, upToSelected ? place.message : -1);
    if (written->messages == 0) {
        //: CES page status: the open conversation has no text, tool call or other CES chunk
        *problem = tr("Nothing in the open conversation can be sent as a CES history.");
        return false;
    }
    request->historicalContexts = written->json;
    return true;
}

void CesSessionOptions::saveSettings() const
{
    QSettings().setValue(kModeKey, m_mode->currentIndex());
}

void CesSessionOptions::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QueryPanelSection::changeEvent(event);
}

void CesSessionOptions::retranslate()
{
    const QStringList labels {
        //: CES page option: runSession or streamRunSession
        tr("Answer"),
        //: CES page option: what a new session starts from (SessionConfig.historicalContexts)
        tr("History"),
        //: CES page option: the agent the session starts with
        tr("Entry agent"),
        //: CES page option: the app's deployment to talk to
        tr("Deployment"),
        //: CES page option: the IANA time zone of the session
        tr("Time zone"),
    };
    const QList<QWidget *> fields {m_mode, m_history, m_entryAgent, m_deployment, m_timeZone};
    for (int i = 0; i < m_labels.size() && i < labels.size(); ++i) {
        m_labels.at(i)->setText(labels.at(i));
        fields.at(i)->setAccessibleName(AccessibleNames::fromLabel(labels.at(i)));
    }
    //: CES page: how the agent's answer comes
    setTitle(tr("Options"));
    //: CES answer choice: streamRunSession, the REST default (a JSON array that grows)
    m_mode->setItemText(0, tr("Streamed (JSON array)"));
    //: CES answer choice: streamRunSession with alt=sse
    m_mode->setItemText(1, tr("Streamed (Server-Sent Events)"));
    //: CES answer choice: runSession, all outputs at once
    m_mode->setItemText(2, tr("All at once (runSession)"));
    m_mode->setToolTip(tr("Streamed answers show each output as it comes"));
    //: CES history choice: the agent keeps the session's history itself
    m_history->setItemText(0, tr("Nothing (the agent keeps the session)"));
    //: CES history choice: every message of the conversation the window shows
    m_history->setItemText(1, tr("The open conversation"));
    //: CES history choice: the window's conversation up to the selected message
    m_history->setItemText(2, tr("The open conversation up to the selected message"));
    m_history->setToolTip(
        tr("A new session can start from the messages of the conversation the "
           "window shows (historicalContexts), to try the agent from that point"));
    //: CES page option: partial text outputs while the agent writes
    m_textStreaming->setText(tr("Stream the text as it is written"));
    m_textStreaming->setToolTip(tr("Asks for partial text outputs (enableTextStreaming)"));
    //: CES page option: the app's tool fakes instead of real tools
    m_toolFakes->setText(tr("Use tool fakes"));
    m_toolFakes->setToolTip(tr("The app answers tool calls with its fakes (useToolFakes)"));
    m_entryAgent->setToolTip(tr("The agent to start with (…/apps/…/agents/…); empty: the root"));
    m_deployment->setToolTip(tr("The deployment to talk to (…/apps/…/deployments/…)"));
    m_timeZone->setToolTip(tr("The session's time zone, an IANA name; empty: the app's"));
}
