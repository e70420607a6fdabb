// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "live/adk_session_text.h"
#include "live/live_update.h"
#include "session_list.h"

#include <QWidget>

#include <functional>
#include <memory>

class AdkArtifacts;
class AdkClient;
class AdkStateDeltaEditor;
class QCheckBox;
class UpdateThrottle;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTreeWidget;
class QueryPanelConnection;
class SecretStore;
class TokenSource;
struct AdkSessionInfo;
struct McpError;

/// The "ADK" page of the query panel: an ADK API server (adk api_server, adk web, in any
/// language; adk-live.md), its token source (as the MCP pages: command, environment variable,
/// keychain), its apps, a user's sessions (refresh, new, delete after asking, open), the open
/// session's artifacts, and a message (with a state delta) sent with /run_sse whose events stream
/// into the open session: partial text grows in place, the final event replaces it, and once the
/// run ends the session is read again from the server. The open session is handed to the main
/// window as a live document (liveSessionUpdated) with the server's measured trace spans
/// (`/debug/trace/session/{id}`, fetched on open and after each run). Nothing blocks; failures
/// go to the status line. Owns its widgets, AdkClient and TokenSource, not the SecretStore.
template<typename Owner>
class AsyncOwner;

class QueryPanelAdkPage : public QWidget
{
    Q_OBJECT
public:
    explicit QueryPanelAdkPage(QWidget *parent = nullptr);
    ~QueryPanelAdkPage() override;

    AdkClient *client() const { return m_client; }
    TokenSource *tokens() const { return m_tokens; }
    QueryPanelConnection *connection() const { return m_auth; }
    /// Where a pasted token is kept (not owned; must outlive the page or be replaced).
    void setSecretStore(SecretStore *store) { m_store = store; }
    /// Asks before a session is deleted; tests replace the question box.
    void setConfirm(std::function<bool(const QString &question)> confirm);

    void connectToServer();
    void refreshSessions();
    void newSession();
    void deleteSession();
    void openSession();
    void send();
    void stop();
    bool isRunning() const { return m_run != 0; }
    QString statusText() const;

    QLineEdit *endpointEdit() const { return m_endpoint; }
    QComboBox *appBox() const { return m_apps; }
    QLineEdit *userEdit() const { return m_user; }
    QTreeWidget *sessionList() const { return m_sessions; }
    AdkArtifacts *artifacts() const { return m_artifacts; }
    QPlainTextEdit *messageEdit() const { return m_message; }
    AdkStateDeltaEditor *stateDeltaEditor() const { return m_stateDelta; }
    QCheckBox *streamingBox() const { return m_streaming; }
    QPushButton *sendButton() const { return m_send; }
    QPushButton *stopButton() const { return m_stop; }

Q_SIGNALS:
    /// The open session changed: an ADK Session file with its events so far (a run's are appended
    /// records of the body's base) and its spans (adk::kDebugTraceKey); the answer name is the
    /// newest event (selected when the user was on the newest one), else the place is kept.
    void liveSessionUpdated(const LiveUpdate &update);

protected:
    void changeEvent(QEvent *event) override;

private:
    void onEvent(const QByteArray &eventJson);
    void onSessionLoaded(const QByteArray &sessionJson);
    void onTraceLoaded(int operation, const QByteArray &spansJson);
    void onFailed(int operation, const McpError &error);
    void publish();
    void setStatus(const QString &text, bool error = false);
    void updateButtons();
    void retranslate();

    AdkClient *m_client = nullptr;
    std::function<bool(const QString &)> m_confirm;
    SecretStore *m_store = nullptr;
    TokenSource *m_tokens = nullptr;
    /// The open session as text, events streamed in appended and its measured spans
    /// (/debug/trace/session/{id}) added: a session of 100,000 events is never parsed here.
    AdkSessionText m_open;
    QByteArray m_spans; ///< the JSON of those spans, as the server gave them
    QString m_loading; ///< the id of the session asked for last
    /// Where the worker that locates a session's events array delivers (AsyncOwner).
    std::shared_ptr<AsyncOwner<QueryPanelAdkPage>> m_async;
    int m_traceOperation = 0;
    QString m_lastEvent;
    UpdateThrottle *m_publisher = nullptr; ///< coalesces the updates of a fast stream
    int m_run = 0;
    bool m_error = false;

    QLineEdit *m_endpoint = nullptr;
    QPushButton *m_connect = nullptr;
    QLabel *m_endpointLabel = nullptr;
    QLabel *m_appLabel = nullptr;
    QLabel *m_userLabel = nullptr;
    QComboBox *m_apps = nullptr;
    QLineEdit *m_user = nullptr;
    SessionList *m_sessions = nullptr;
    QPushButton *m_refresh = nullptr;
    QPushButton *m_new = nullptr;
    QPushButton *m_delete = nullptr;
    QPushButton *m_openButton = nullptr;
    AdkArtifacts *m_artifacts = nullptr;
    QLabel *m_messageLabel = nullptr;
    QPlainTextEdit *m_message = nullptr;
    AdkStateDeltaEditor *m_stateDelta = nullptr;
    QueryPanelConnection *m_auth = nullptr;
    QCheckBox *m_streaming = nullptr;
    QPushButton *m_send = nullptr;
    QPushButton *m_stop = nullptr;
    QLabel *m_status = nullptr;
};
