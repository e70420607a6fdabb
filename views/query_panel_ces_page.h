// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "live/ces_history.h"
#include "live/ces_session_text.h"
#include "live/live_update.h"
#include "live/mcp_log_record.h"

#include <QWidget>

class CesSessionClient;
class CesSessionOptions;
class CesToolCalls;
class CesTurnInput;
class UpdateThrottle;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QueryPanelConnection;
class SecretStore;
class TokenSource;
struct McpError;

/// The "CES" page of the query panel: a live session of a Conversational Agents app
/// (SessionService runSession / streamRunSession). The session (a new random id is offered for
/// the app typed), the endpoint (https://ces.googleapis.com), the token (as the other pages:
/// command, environment variable, keychain), the options (CesSessionOptions: how the answer
/// comes, the SessionConfig fields users set, the history a new session starts from: the
/// conversation the window shows, from a source the main window sets), and the turn's input:
/// text, variables (a JSON object), an attached image or file, DTMF digits, an event. Each turn
/// grows the session's live document (ces.run-session JSON Lines: config, inputs, outputs, with
/// diagnosticInfo's messages and spans), handed to the main window (liveSessionUpdated). Tool
/// calls the agent leaves to the client are answered in CesToolCalls and sent as the next input.
/// Save… writes the session as a file the window and `check` reopen. Every request and response
/// goes to the protocol log (logged), the token masked. Nothing blocks. Owns its widgets, its
/// client and its token source; the SecretStore is not owned.
class QueryPanelCesPage : public QWidget
{
    Q_OBJECT
public:
    explicit QueryPanelCesPage(QWidget *parent = nullptr);
    ~QueryPanelCesPage() override;

    CesSessionClient *client() const { return m_client; }
    TokenSource *tokens() const { return m_tokens; }
    QueryPanelConnection *connection() const { return m_auth; }
    /// Where a pasted token is kept (not owned; must outlive the page or be replaced).
    void setSecretStore(SecretStore *store) { m_store = store; }

    /// Replaces the session field with a new session of the app it names.
    void newSession();
    /// Sends the turn's inputs; says in the status line what is missing or wrong.
    void send();
    void stop();
    /// Writes the session so far to `path` (atomic); false with `reason`.
    bool saveTo(const QString &path, QString *reason) const;
    bool isRunning() const { return m_run != 0; }
    QString statusText() const;
    /// The live session's text so far (empty before the first turn).
    QByteArray sessionText() const { return m_open.isNull() ? QByteArray() : m_open.text(); }

    QLineEdit *endpointEdit() const { return m_endpoint; }
    QLineEdit *sessionEdit() const { return m_session; }
    CesSessionOptions *options() const { return m_options; }
    CesTurnInput *input() const { return m_input; }
    CesToolCalls *toolCalls() const { return m_toolCalls; }
    QPushButton *sendButton() const { return m_send; }
    QPushButton *stopButton() const { return m_stop; }
    QPushButton *saveButton() const { return m_save; }

Q_SIGNALS:
    /// The live session changed (a turn sent, an output arrived): show it.
    void liveSessionUpdated(const LiveUpdate &update);
    /// A request sent or a response received, the token masked (the protocol log).
    void logged(const McpLogRecord &record);

protected:
    void changeEvent(QEvent *event) override;

private:
    /// The turn's request from the fields (the inputs); false with the status said.
    bool buildRequest(struct CesRunRequest *request);
    bool configure();
    /// Whether a turn of `session` starts a new live session (the first, or another session).
    bool startsSession(const QString &session) const;
    void start(const CesRunRequest &request);
    void onOutput(int operation, const QByteArray &outputJson);
    void onFinished(int operation);
    void onFailed(int operation, const McpError &error);
    void sendToolResponses(const QByteArray &responsesJson);
    void saveAs();
    void publish();
    void setStatus(const QString &text, bool error = false);
    void updateButtons();
    void retranslate();

    CesSessionClient *m_client = nullptr;
    TokenSource *m_tokens = nullptr;
    SecretStore *m_store = nullptr;
    CesSessionText m_open; ///< the session so far, as its file
    CesHistory m_history; ///< what the turn being started sends as history (said once)
    int m_run = 0;
    int m_turn = 0; ///< the newest output's turnIndex
    bool m_ended = false; ///< the agent ended the session
    bool m_error = false;
    UpdateThrottle *m_publisher = nullptr; ///< coalesces the updates of a fast stream

    QLineEdit *m_endpoint = nullptr;
    QLineEdit *m_session = nullptr;
    QPushButton *m_new = nullptr;
    QueryPanelConnection *m_auth = nullptr;
    CesSessionOptions *m_options = nullptr;
    CesTurnInput *m_input = nullptr;
    CesToolCalls *m_toolCalls = nullptr;
    QPushButton *m_send = nullptr;
    QPushButton *m_stop = nullptr;
    QPushButton *m_save = nullptr;
    QLabel *m_status = nullptr;
    QList<QLabel *> m_labels; ///< the form's labels, in retranslate()'s order
};
