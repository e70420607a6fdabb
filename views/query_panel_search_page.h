// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "live/answer_query_request.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QueryPanelConnection;
class QueryPanelSection;

/// The conversational_search page of the query panel: connection, serving config, the question
/// (Ctrl+Enter sends), the session mode, the AnswerQueryRequest options in a collapsible
/// "Options" group, and Send / Cancel / Save / New session. Collects an AnswerQueryRequest and
/// emits what the user asked for; the panel does the talking. Remembers its fields (never a
/// token) in QSettings "query/…". Owns its widgets only.
class QueryPanelSearchPage : public QWidget
{
    Q_OBJECT
public:
    /// The session choice: the server starts one (`-`), continue the last answer's session, or
    /// ask without a session.
    enum class SessionChoice { Automatic, Continue, None };

    explicit QueryPanelSearchPage(QWidget *parent = nullptr);

    QueryPanelConnection *connection() const { return m_connection; }
    /// The request from the fields; `lastSession` is what "continue" continues (when empty,
    /// "continue" falls back to automatic).
    AnswerQueryRequest request(const QString &lastSession) const;

    QString question() const;
    void setQuestion(const QString &question);
    void setServingConfig(const QString &servingConfig);
    SessionChoice sessionChoice() const;
    void setSessionChoice(SessionChoice choice);
    /// Shows the session that "continue" continues ("" hides it).
    void setSessionName(const QString &name);
    void setBusy(bool busy);
    void setCanSave(bool canSave);
    void focusQuestion();

    void saveSettings() const;

    QPushButton *sendButton() const { return m_send; }
    QPushButton *cancelButton() const { return m_cancel; }
    QPushButton *saveButton() const { return m_save; }
    QPlainTextEdit *questionEdit() const { return m_question; }
    QueryPanelSection *optionsSection() const { return m_options; }

Q_SIGNALS:
    void sendRequested();
    void cancelRequested();
    void saveRequested();
    /// Forget the session and the live log; the next question starts afresh.
    void newSessionRequested();

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void buildOptions();
    void loadSettings();
    void retranslate();

    QueryPanelConnection *m_connection = nullptr;
    QLabel *m_servingLabel = nullptr;
    QLineEdit *m_serving = nullptr;
    QLabel *m_questionLabel = nullptr;
    QPlainTextEdit *m_question = nullptr;
    QLabel *m_sessionLabel = nullptr;
    QComboBox *m_session = nullptr;
    QLabel *m_sessionName = nullptr;
    QueryPanelSection *m_options = nullptr;
    QCheckBox *m_citations = nullptr;
    QCheckBox *m_related = nullptr;
    QCheckBox *m_supports = nullptr;
    QLabel *m_languageLabel = nullptr;
    QLineEdit *m_language = nullptr;
    QLabel *m_preambleLabel = nullptr;
    QPlainTextEdit *m_preamble = nullptr;
    QLabel *m_modelLabel = nullptr;
    QComboBox *m_model = nullptr;
    QLabel *m_maxResultsLabel = nullptr;
    QSpinBox *m_maxResults = nullptr;
    QLabel *m_filterLabel = nullptr;
    QLineEdit *m_filter = nullptr;
    QLabel *m_ignoreLabel = nullptr;
    QCheckBox *m_ignoreAdversarial = nullptr;
    QCheckBox *m_ignoreNonAnswerSeeking = nullptr;
    QCheckBox *m_ignoreJailBreaking = nullptr;
    QCheckBox *m_ignoreLowRelevant = nullptr;
    QPushButton *m_send = nullptr;
    QPushButton *m_cancel = nullptr;
    QPushButton *m_save = nullptr;
    QPushButton *m_newSession = nullptr;
};
