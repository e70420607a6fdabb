// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "live/mcp_values.h"

#include <QWidget>

class QComboBox;
class FormGrid;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QueryPanelSection;
class SecretStore;
class TokenSource;

/// The connection part of a query panel page: endpoint, quota project, authentication (token
/// command, the CONVERSATION_INSPECTOR_TOKEN variable, a pasted token kept in the keychain, or
/// none) and, in a collapsible "Advanced" group, the protocol era, the timeout and extra headers.
/// Remembers everything but the token in QSettings under its group (an extra header line that
/// carries a credential is never written); a pasted token leaves the field at once
/// (tokenEntered()) and is never shown again. Owns its widgets only.
class QueryPanelConnection : public QWidget
{
    Q_OBJECT
public:
    enum class Auth { Command, Environment, Stored, None };

    /// `settingsGroup` e.g. "query" or "query/mcp"; `defaultAuth` applies when nothing was saved
    /// (Environment wins when the variable is set).
    QueryPanelConnection(const QString &settingsGroup, const QString &defaultEndpoint,
        Auth defaultAuth, QWidget *parent = nullptr);

    /// The client settings from the fields; false with a translated reason (bad URL, plain
    /// HTTP to a remote host, a malformed header or a credential typed as a header).
    bool readSettings(McpClientSettings *settings, QString *error) const;
    /// Points `tokens` at the chosen source (the store serves pasted tokens). Only when the
    /// choice changed since the last call, so a pasted token stays cached. False with a reason
    /// when the token command cannot be split.
    bool configureTokens(TokenSource *tokens, SecretStore *store, QString *error);
    /// The keychain key of the pasted token of this page.
    QString secretKey() const;

    Auth auth() const;
    void setAuth(Auth auth);
    QString endpoint() const;
    void setEndpoint(const QString &endpoint);
    void setProject(const QString &project);
    void setTokenCommand(const QString &command);
    void setHeadersText(const QString &headers);
    void setEra(McpEra era);
    void setTimeoutSeconds(int seconds);
    /// Says whether a pasted token is at hand (after tokenEntered() or a keychain read).
    void setStoredTokenState(const QString &text);

    /// Shows only the authentication rows (a page with its own endpoint field: ADK).
    void setAuthOnly();

    void loadSettings();
    void saveSettings() const;
    QWidget *endpointEdit() const;

Q_SIGNALS:
    /// The user pasted a token and pressed Keep; the field is already empty again.
    void tokenEntered(const QString &token);
    /// The user asked to forget the pasted token.
    void forgetTokenRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void updateAuthRows();

    QString m_group;
    QString m_defaultEndpoint;
    Auth m_defaultAuth;
    QString m_configured; ///< the token source choice last applied (never the token)

    FormGrid *m_form = nullptr;
    QLabel *m_endpointLabel = nullptr;
    QLineEdit *m_endpoint = nullptr;
    QLabel *m_projectLabel = nullptr;
    QLineEdit *m_project = nullptr;
    QLabel *m_authLabel = nullptr;
    QComboBox *m_auth = nullptr;
    QLabel *m_commandLabel = nullptr;
    QLineEdit *m_command = nullptr;
    QLabel *m_pasteLabel = nullptr;
    QWidget *m_pasteRow = nullptr;
    QLineEdit *m_paste = nullptr;
    QPushButton *m_keep = nullptr;
    QPushButton *m_forget = nullptr;
    QLabel *m_storedState = nullptr;
    QueryPanelSection *m_advanced = nullptr;
    QLabel *m_eraLabel = nullptr;
    QComboBox *m_era = nullptr;
    QLabel *m_timeoutLabel = nullptr;
    QSpinBox *m_timeout = nullptr;
    QLabel *m_headersLabel = nullptr;
    QPlainTextEdit *m_headers = nullptr;
};
