// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "live/answer_query_result.h"
#include "live/live_update.h"
#include "live/mcp_values.h"

#include <QWidget>
#include <memory>

class AnswerQuery;
class McpClient;
class ProtocolLogModel;
class ProtocolLogView;
class QAction;
class QLabel;
class QProgressBar;
class QTabWidget;
class QueryPanelAdkPage;
class QueryPanelAgentEnginePage;
class QueryPanelCesPage;
class QueryPanelConnection;
class QueryPanelSearchPage;
class QueryPanelStatus;
class QueryPanelToolsPage;
class SecretStore;
class TokenSource;

/// The "Query" pane: asks a Vertex AI Search app through its conversational_search MCP tool
/// (first tab), talks to any MCP server (second tab: list tools, a form per tool, call), runs
/// the agents of an ADK API server (third tab), reads an Agent Engine's sessions (fourth tab),
/// talks to a Conversational Agents app (CES, fifth) and keeps the protocol log (sixth tab). Every
/// answer is handed to the main window as the live session's text (liveSessionUpdated()), which
/// opens it in the main views. Nothing blocks: the client and the token command are asynchronous; a
/// progress bar, the elapsed time and Cancel show while a call runs, and the status line explains
/// errors in plain words. Owns the MCP clients, token sources, the answer query and the log model;
/// the secret store is owned unless set from outside. Tokens never reach QSettings, the log or the
/// screen.
class QueryPanel : public QWidget
{
    Q_OBJECT
public:
    explicit QueryPanel(QWidget *parent = nullptr);
    ~QueryPanel() override;

    /// Where pasted tokens are kept (not owned; tests pass a MemorySecretStore). By default the
    /// system keychain when this build has it, else memory for this session.
    void setSecretStore(SecretStore *store);

    /// Fills the question box with `question` and, when `send`, asks it at once in the current
    /// session; otherwise focuses the box. Shows the conversational_search tab.
    void askQuestion(const QString &question, bool send);
    /// Sends the question of the conversational_search tab (like the Send button).
    void send();
    /// Cancels whatever runs (question, tool list or tool call).
    void cancel();
    /// Writes the live session (JSONL of every exchange) to `path`; *error is translated.
    bool saveSession(const QString &path, QString *error);
    void listTools();
    void callTool(const QString &tool, const QByteArray &argumentsJson);

    bool isBusy() const { return m_busy; }
    QByteArray sessionLog() const;
    /// The session a follow-up question continues ("" before the first answer with one).
    QString sessionName() const { return m_session; }
    QString statusText() const;
    /// The name of the live document in the main window ("Live query").
    static QString liveDisplayName();

    QTabWidget *tabs() const { return m_tabs; }
    QueryPanelSearchPage *searchPage() const { return m_search; }
    QueryPanelToolsPage *toolsPage() const { return m_tools; }
    QueryPanelAdkPage *adkPage() const { return m_adk; }
    /// Brings `page` (one of the pages above, or the log view) to the front.
    void showPage(QWidget *page);
    /// File ▸ Connect to ADK Server… (Ctrl+Shift+D): asks to be shown (showRequested()), then
    /// the ADK page with its server field focused.
    QAction *connectAdkAction() const { return m_connectAdk; }
    void connectToAdk();
    QueryPanelAgentEnginePage *agentEnginePage() const { return m_agentEngine; }
    QAction *connectAgentEngineAction() const; ///< File ▸ Connect to Agent Engine…
    QueryPanelCesPage *cesPage() const { return m_ces; }
    ProtocolLogModel *logModel() const { return m_log; }
    ProtocolLogView *logView() const { return m_logView; }
    QProgressBar *progressBar() const;

Q_SIGNALS:
    /// The live session changed: its text is every exchange so far as JSONL (or the ADK page's
    /// session, which grows by appended events while a run streams).
    void liveSessionUpdated(const LiveUpdate &update);
    /// The panel asks its window to show it (its dock raised): one of its File-menu actions ran.
    void showRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void onAnswered(const AnswerQueryResult &result);
    void onToolsFinished(const McpOutcome &outcome);
    void onSaveRequested();
    void onNewSession();
    void onTokenEntered(
        QueryPanelConnection *connection, TokenSource *tokens, const QString &token);
    void onForgetToken(QueryPanelConnection *connection, TokenSource *tokens);
    bool prepare(McpClient *client, TokenSource *tokens, QueryPanelConnection *connection);
    void setBusy(bool busy, const QString &text);
    void setStatus(const QString &text, bool error);
    void retranslate();

    SecretStore *m_store = nullptr;
    std::unique_ptr<SecretStore> m_ownStore;
    McpClient *m_searchClient = nullptr;
    McpClient *m_toolsClient = nullptr;
    TokenSource *m_searchTokens = nullptr;
    TokenSource *m_toolsTokens = nullptr;
    AnswerQuery *m_query = nullptr;
    ProtocolLogModel *m_log = nullptr;
    QString m_session;
    int m_toolOperation = 0;
    bool m_busy = false;

    QAction *m_connectAdk = nullptr; ///< File ▸ Connect to ADK Server…
    QTabWidget *m_tabs = nullptr;
    QueryPanelStatus *m_statusLine = nullptr;
    QueryPanelSearchPage *m_search = nullptr;
    QueryPanelToolsPage *m_tools = nullptr;
    QueryPanelAdkPage *m_adk = nullptr;
    QueryPanelAgentEnginePage *m_agentEngine = nullptr;
    QueryPanelCesPage *m_ces = nullptr;
    ProtocolLogView *m_logView = nullptr;
};
