// SPDX-License-Identifier: GPL-2.0-or-later
#include "query_panel.h"

#include "items/protocol_log_model.h"
#include "live/answer_query.h"
#include "live/keychain_secret_store.h"
#include "live/mcp_client.h"
#include "live/memory_secret_store.h"
#include "live/token_source.h"
#include "protocol_log_view.h"
#include "query_panel_adk_page.h"
#include "query_panel_agent_engine_page.h"
#include "query_panel_ces_page.h"
#include "query_panel_connection.h"
#include "query_panel_search_page.h"
#include "query_panel_status.h"
#include "query_panel_tools_page.h"
#include "theme.h"

#include <QAction>
#include <QCoreApplication>
#include <QEvent>
#include <QFileDialog>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QScrollArea>
#include <QTabWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

QScrollArea *scrolled(QWidget *page, QWidget *parent)
{
    auto *scroll = new QScrollArea(parent);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setFocusPolicy(Qt::NoFocus); // a container: the keyboard goes to what it holds
    scroll->setWidget(page);
    return scroll;
}

QString answerNameOf(const QByteArray &responseJson)
{
    return QJsonDocument::fromJson(responseJson)[u"answer"_s][u"name"_s].toString();
}

} // namespace

QueryPanel::QueryPanel(QWidget *parent)
    : QWidget(parent)
{
    if (KeychainSecretStore::available())
        m_ownStore = std::make_unique<KeychainSecretStore>();
    else
        m_ownStore = std::make_unique<MemorySecretStore>();
    m_store = m_ownStore.get();
    m_log = new ProtocolLogModel(this);
    m_searchClient = new McpClient(this);
    m_toolsClient = new McpClient(this);
    m_searchTokens = new TokenSource(this);
    m_toolsTokens = new TokenSource(this);
    m_searchClient->setTokenSource(m_searchTokens);
    m_toolsClient->setTokenSource(m_toolsTokens);
    m_query = new AnswerQuery(m_searchClient, this);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(u"queryTabs"_s);
    m_tabs->setDocumentMode(true);
    m_search = new QueryPanelSearchPage;
    m_search->setObjectName(u"searchPage"_s);
    m_tools = new QueryPanelToolsPage(this);
    m_tools->setObjectName(u"toolsPage"_s);
    m_adk = new QueryPanelAdkPage;
    m_connectAdk = new QAction(this);
    m_connectAdk->setObjectName(u"connectAdkAction"_s);
    m_connectAdk->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    connect(m_connectAdk, &QAction::triggered, this, &QueryPanel::connectToAdk);
    m_adk->setObjectName(u"adkPage"_s);
    m_adk->setSecretStore(m_store);
    m_agentEngine = new QueryPanelAgentEnginePage;
    m_agentEngine->setObjectName(u"agentEnginePage"_s);
    m_agentEngine->setSecretStore(m_store);
    m_ces = new QueryPanelCesPage;
    m_ces->setObjectName(u"cesPage"_s);
    m_ces->setSecretStore(m_store);
    connect(m_agentEngine->connectAction(), &QAction::triggered, this, [this] {
        Q_EMIT showRequested(); // the page focuses its engine field itself
        showPage(m_agentEngine);
    });
    m_logView = new ProtocolLogView(m_log, this);
    m_logView->setObjectName(u"protocolLog"_s);
    m_tabs->addTab(scrolled(m_search, m_tabs), QString());
    m_tabs->addTab(m_tools, QString());
    m_tabs->addTab(scrolled(m_adk, m_tabs), QString());
    m_tabs->addTab(scrolled(m_agentEngine, m_tabs), QString());
    m_tabs->addTab(scrolled(m_ces, m_tabs), QString());
    m_tabs->addTab(m_logView, QString());
    layout->addWidget(m_tabs, 1);
    m_statusLine = new QueryPanelStatus(this);
    layout->addWidget(m_statusLine);
    connect(m_search, &QueryPanelSearchPage::sendRequested, this, &QueryPanel::send);
    connect(m_search, &QueryPanelSearchPage::cancelRequested, this, &QueryPanel::cancel);
    connect(m_search, &QueryPanelSearchPage::saveRequested, this, &QueryPanel::onSaveRequested);
    connect(m_search, &QueryPanelSearchPage::newSessionRequested, this, &QueryPanel::onNewSession);
    connect(m_adk, &QueryPanelAdkPage::liveSessionUpdated, this, &QueryPanel::liveSessionUpdated);
    connect(m_agentEngine, &QueryPanelAgentEnginePage::liveSessionUpdated, this,
        &QueryPanel::liveSessionUpdated);
    connect(m_ces, &QueryPanelCesPage::liveSessionUpdated, this, &QueryPanel::liveSessionUpdated);
    connect(m_tools, &QueryPanelToolsPage::listRequested, this, &QueryPanel::listTools);
    connect(m_tools, &QueryPanelToolsPage::callRequested, this, &QueryPanel::callTool);
    connect(m_tools, &QueryPanelToolsPage::cancelRequested, this, &QueryPanel::cancel);
    connect(m_tools, &QueryPanelToolsPage::callRefused, this,
        [this](const QString &problems) { setStatus(problems, true); });
    connect(m_query, &AnswerQuery::answered, this, &QueryPanel::onAnswered);
    connect(m_query, &AnswerQuery::progress, m_statusLine, &QueryPanelStatus::setProgress);
    connect(m_toolsClient, &McpClient::finished, this, &QueryPanel::onToolsFinished);
    connect(m_toolsClient, &McpClient::progress, this, [this](int op, const McpProgress &p) {
        if (op == m_toolOperation)
            m_statusLine->setProgress(p);
    });
    // The protocol log: every exchange, its token masked.
    connect(m_searchClient, &McpClient::logged, this,
        [this](const McpLogRecord &r) { m_log->append(r, m_searchTokens->token()); });
    connect(m_toolsClient, &McpClient::logged, this,
        [this](const McpLogRecord &r) { m_log->append(r, m_toolsTokens->token()); });
    connect(m_ces, &QueryPanelCesPage::logged, this,
        [this](const McpLogRecord &r) { m_log->append(r, m_ces->tokens()->token()); });
    for (auto [connection, tokens] : {std::pair {m_search->connection(), m_searchTokens},
             std::pair {m_tools->connection(), m_toolsTokens},
             std::pair {m_adk->connection(), m_adk->tokens()},
             std::pair {m_agentEngine->connection(), m_agentEngine->tokens()},
             std::pair {m_ces->connection(), m_ces->tokens()}}) {
        connect(connection, &QueryPanelConnection::tokenEntered, this,
            [this, connection = connection, tokens = tokens](
                const QString &token) { onTokenEntered(connection, tokens, token); });
        connect(connection, &QueryPanelConnection::forgetTokenRequested, this,
            [this, connection = connection, tokens = tokens] {
                onForgetToken(connection, tokens);
            });
        if (tokens != m_searchTokens && tokens != m_toolsTokens)
            continue; // the ADK, Agent Engine and CES pages say their own failures
        connect(tokens, &TokenSource::failed, this, [this](const McpError &error) {
            if (!m_busy) // a running call reports the failure itself
                setStatus(error.text(), true);
        });
    }
    retranslate();
}

QueryPanel::~QueryPanel()
{
    // Nothing reaches the (possibly half-destroyed) window while the calls are stopped.
    blockSignals(true);
    m_query->disconnect(this);
    m_toolsClient->disconnect(this);
    m_searchClient->disconnect(this);
    m_searchClient->cancelAll();
    m_toolsClient->cancelAll();
}

void QueryPanel::setSecretStore(SecretStore *store)
{
    m_store = store ? store : m_ownStore.get();
    m_adk->setSecretStore(m_store);
    m_agentEngine->setSecretStore(m_store); // its pasted token too comes from the new store
    m_ces->setSecretStore(m_store);
    // Pasted tokens come from the new store from now on.
    for (TokenSource *tokens : {m_searchTokens, m_toolsTokens, m_adk->tokens(), m_ces->tokens()})
        if (tokens->mode() == TokenSource::Mode::Stored)
            tokens->setNone();
}

QByteArray QueryPanel::sessionLog() const
{
    return m_query->sessionLog();
}

QProgressBar *QueryPanel::progressBar() const
{
    return m_statusLine->progressBar();
}

QString QueryPanel::statusText() const
{
    return m_statusLine->text();
}

void QueryPanel::showPage(QWidget *page)
{
    for (int i = 0; i < m_tabs->count(); ++i) {
        if (m_tabs->widget(i) == page || m_tabs->widget(i)->isAncestorOf(page))
            m_tabs->setCurrentIndex(i);
    }
}

void QueryPanel::connectToAdk()
{
    Q_EMIT showRequested();
    showPage(m_adk);
    QLineEdit *server = m_adk->endpointEdit();
    server->setFocus(Qt::ShortcutFocusReason);
    server->selectAll();
}

QAction *QueryPanel::connectAgentEngineAction() const
{
    return m_agentEngine->connectAction();
}

QString QueryPanel::liveDisplayName()
{
    //: name of the document that shows the answers of the query panel
    return tr("Live query");
}

bool QueryPanel::prepare(McpClient *client, TokenSource *tokens, QueryPanelConnection *connection)
{
    McpClientSettings settings = client->settings();
    QString error;
    if (!connection->readSettings(&settings, &error)
        || !connection->configureTokens(tokens, m_store, &error)) {
        setStatus(error, true);
        return false;
    }
    settings.clientVersion = QCoreApplication::applicationVersion();
    client->setSettings(settings);
    return true;
}

void QueryPanel::send()
{
    if (m_busy)
        return;
    const AnswerQueryRequest request = m_search->request(m_session);
    if (request.question.isEmpty()) {
        //: query panel: Send was pressed with an empty question box
        setStatus(tr("Type a question first."), true);
        m_search->focusQuestion();
        return;
    }
    if (request.servingConfig.isEmpty()) {
        //: query panel: Send was pressed without a serving config
        setStatus(tr("Enter the serving config (projects/…/servingConfigs/…) of your app."), true);
        return;
    }
    if (!prepare(m_searchClient, m_searchTokens, m_search->connection()))
        return;
    m_search->saveSettings(); // only what passed the checks (no credential in the headers)
    //: query panel status while a question runs
    setBusy(true, tr("Asking…"));
    if (m_query->ask(request) == 0)
        setBusy(false, QString()); // answered() already explained why
}

void QueryPanel::askQuestion(const QString &question, bool sendNow)
{
    m_tabs->setCurrentIndex(0);
    m_search->setQuestion(question);
    if (!m_session.isEmpty())
        m_search->setSessionChoice(QueryPanelSearchPage::SessionChoice::Continue);
    if (sendNow && !m_busy)
        send();
    else
        m_search->focusQuestion();
}

void QueryPanel::cancel()
{
    if (m_query->isBusy())
        m_query->cancel();
    if (m_toolOperation)
        m_toolsClient->cancel(m_toolOperation);
}

void QueryPanel::onAnswered(const AnswerQueryResult &result)
{
    setBusy(false, QString());
    if (!result.sessionName.isEmpty()) {
        m_session = result.sessionName;
        m_search->setSessionName(m_session);
        m_search->setSessionChoice(QueryPanelSearchPage::SessionChoice::Continue);
    }
    if (result.ok())
        //: query panel status after an answer; %1 seconds with one decimal
        setStatus(tr("Answered in %1 s.").arg(double(result.elapsedMs) / 1000.0, 0, 'f', 1), false);
    else
        setStatus(result.error.text(), true);
    m_search->setCanSave(!m_query->sessionLog().isEmpty());
    if (!result.exchangeJsonl().isEmpty())
        Q_EMIT liveSessionUpdated(LiveUpdate::whole(
            m_query->sessionLog(), liveDisplayName(), answerNameOf(result.responseJson), false));
}

void QueryPanel::onNewSession()
{
    m_session.clear();
    m_search->setSessionName(QString());
    m_search->setSessionChoice(QueryPanelSearchPage::SessionChoice::Automatic);
    m_search->setQuestion(QString());
    m_search->focusQuestion();
    //: query panel status after New Session
    setStatus(tr("The next question starts a new session."), false);
}

bool QueryPanel::saveSession(const QString &path, QString *error)
{
    QString reason;
    if (AnswerQuery::writeFile(path, m_query->sessionLog(), false, &reason))
        return true;
    //: query panel: saving the live session failed; %1 file, %2 reason (English system text)
    *error = tr("Could not save %1: %2").arg(path, reason);
    return false;
}

void QueryPanel::onSaveRequested()
{
    //: file dialog title
    const QString path
        = QFileDialog::getSaveFileName(this, tr("Save Live Session"), u"live-session.jsonl"_s,
            //: file dialog filter
            tr("JSON Lines (*.jsonl);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (saveSession(path, &error))
        //: query panel status after saving; %1 the file
        setStatus(tr("Saved the live session to %1.").arg(path), false);
    else
        setStatus(error, true);
}

void QueryPanel::setBusy(bool busy, const QString &text)
{
    m_busy = busy;
    m_search->setBusy(busy);
    m_tools->setBusy(busy);
    m_statusLine->setBusy(busy, text);
}

void QueryPanel::setStatus(const QString &text, bool error)
{
    m_statusLine->setStatus(text, error);
}

void QueryPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void QueryPanel::retranslate()
{
    //: accessible name of the Query panel's pages (Search, MCP tools, ADK, Agent Engine)
    m_tabs->setAccessibleName(tr("Query pages"));
    //: accessible description of the Query panel's pages
    m_tabs->setAccessibleDescription(tr("Ask a search app, call MCP tools, run ADK agents, open "
                                        "Agent Engine sessions, talk to a Conversational Agents "
                                        "app or read the protocol log"));
    //: File menu: shows the Query panel's ADK page with its server field focused
    m_connectAdk->setText(tr("Connect to &ADK Server…"));
    //: query panel tab: ask a Vertex AI Search app (the conversational_search tool)
    m_tabs->setTabText(0, tr("Search"));
    //: query panel tab: any MCP server (list and call tools)
    m_tabs->setTabText(1, tr("MCP Tools"));
    //: query panel tab: run the agents of an ADK API server (adk api_server, adk web)
    m_tabs->setTabText(2, tr("ADK"));
    //: query panel tab: the sessions of a Vertex AI Agent Engine (a reasoning engine)
    m_tabs->setTabText(3, tr("Agent Engine"));
    //: query panel tab: a live session of a Conversational Agents (CES) app
    m_tabs->setTabText(4, tr("CES"));
    //: query panel tab: every HTTP request and response of the MCP and CES calls
    m_tabs->setTabText(5, tr("Protocol Log"));
}
