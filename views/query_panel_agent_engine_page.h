// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "live/agent_engine_events_text.h"
#include "live/live_update.h"

#include <QByteArray>
#include <QVector>
#include <QWidget>

#include <memory>

class AgentEngineClient;
class QAction;
class QLabel;
class QLineEdit;
class QPushButton;
class QTreeWidget;
class QueryPanelConnection;
class SecretStore;
class SessionList;
class TokenSource;
struct AgentEngineSessionInfo;
struct McpError;
template<typename Owner>
class AsyncOwner;

/// The "Agent Engine" page of the query panel: a Vertex AI reasoning engine's sessions over REST
/// (adk-live.md §5). Its resource name, an optional endpoint (empty: the location's own host),
/// the token source (as the ADK page: command, environment variable, keychain) and an optional
/// user id; List Sessions fetches every page one after another into a sortable list, Open
/// fetches a session's events page by page into a live document that grows by each page
/// (liveSessionUpdated; the text is one events page `{"sessionEvents":[…]}`, as
/// `agent-engine get --output` writes it), and Stop ends either. Pages are split into events on
/// a worker; nothing blocks, and every failure is said in the status line. Owns its widgets,
/// its AgentEngineClient and its TokenSource; the SecretStore is not owned.
class QueryPanelAgentEnginePage : public QWidget
{
    Q_OBJECT
public:
    explicit QueryPanelAgentEnginePage(QWidget *parent = nullptr);
    ~QueryPanelAgentEnginePage() override;

    AgentEngineClient *client() const { return m_client; }
    TokenSource *tokens() const { return m_tokens; }
    QueryPanelConnection *connection() const { return m_auth; }
    /// Where a pasted token is kept (not owned; must outlive the page or be replaced); a pasted
    /// token is read from the new store from now on.
    void setSecretStore(SecretStore *store);

    /// Lists every session of the engine (of the user, when one is given), page after page.
    void listSessions();
    /// Opens the selected session: its events, page by page, as the live document.
    void openSession();
    /// Stops the listing and the opening.
    void stop();
    bool isListing() const { return m_listing != 0; }
    bool isOpening() const { return m_opening != 0 || m_splitting; }
    QString statusText() const;

    QLineEdit *engineEdit() const { return m_engine; }
    QLineEdit *endpointEdit() const { return m_endpoint; }
    QLineEdit *userEdit() const { return m_user; }
    QTreeWidget *sessionList() const;
    QPushButton *listButton() const { return m_list; }
    QPushButton *openButton() const { return m_open; }
    QPushButton *stopButton() const { return m_stop; }
    /// File ▸ Connect to Agent Engine…: focuses the engine name field (the window puts it in
    /// its menu, and shows the panel and this page).
    QAction *connectAction() const { return m_connectAction; }

Q_SIGNALS:
    /// The open session grew by a page: its text is one events page with every event so far;
    /// the events of later pages are appended records of the first page's base.
    void liveSessionUpdated(const LiveUpdate &update);

protected:
    void changeEvent(QEvent *event) override;

private:
    /// A page of events as it came, waiting to be split on a worker.
    struct Page {
        QByteArray json;
        bool last = false;
    };

    bool configure();
    void onSessionsPage(int operation, const QVector<AgentEngineSessionInfo> &sessions, bool last);
    void onEventsPage(int operation, const QByteArray &pageJson, bool last);
    void splitNext();
    void onEventsSplit(const QByteArrayList &events, bool last);
    void onFailed(int operation, const McpError &error);
    void publish();
    void setStatus(const QString &text, bool error = false);
    void updateButtons();
    void retranslate();

    AgentEngineClient *m_client = nullptr;
    TokenSource *m_tokens = nullptr;
    SecretStore *m_store = nullptr;
    /// Where the worker that splits a page delivers (AsyncOwner).
    std::shared_ptr<AsyncOwner<QueryPanelAgentEnginePage>> m_async;
    int m_listing = 0; ///< the sessions.list operation running, 0 when none
    int m_listed = 0; ///< sessions listed by it so far
    int m_opening = 0; ///< the events.list operation running, 0 when none
    AgentEngineEventsText m_events; ///< the open session's events so far
    QVector<Page> m_pages; ///< pages waiting for the worker, in order
    bool m_splitting = false; ///< a worker splits a page
    quint64 m_generation = 0; ///< the opening a split page belongs to

    QLabel *m_engineLabel = nullptr;
    QLineEdit *m_engine = nullptr;
    QLabel *m_endpointLabel = nullptr;
    QLineEdit *m_endpoint = nullptr;
    QLabel *m_userLabel = nullptr;
    QLineEdit *m_user = nullptr;
    QueryPanelConnection *m_auth = nullptr;
    SessionList *m_sessions = nullptr;
    QPushButton *m_list = nullptr;
    QPushButton *m_open = nullptr;
    QPushButton *m_stop = nullptr;
    QLabel *m_status = nullptr;
    QAction *m_connectAction = nullptr;
};
