// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "live/ces_session_client.h"
#include "open_place.h"
#include "query_panel_section.h"

#include <functional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
struct CesHistory;
struct CesRunRequest;

/// The Options section of the CES page: how the answer comes (a streamed JSON array, Server-Sent
/// Events, or all at once), the SessionConfig fields users set (entry agent, deployment, time
/// zone, tool fakes, text streaming) and the history a new session starts from: nothing (the
/// agent keeps the session), or the conversation the window shows, whole or up to its selected
/// message, sent as historicalContexts. The window's place comes from a source the main window
/// sets. Owns its widgets.
class CesSessionOptions : public QueryPanelSection
{
    Q_OBJECT
public:
    /// What a new session starts from, in the history box's order.
    enum class History { None, OpenConversation, UpToSelected };

    explicit CesSessionOptions(QWidget *parent = nullptr);

    /// Where the window's open conversation and selected message come from (asked when a new
    /// session starts).
    void setPlaceSource(std::function<OpenPlace()> source) { m_place = std::move(source); }

    CesSessionClient::Mode mode() const;
    History history() const;
    /// Writes the SessionConfig fields set into `request`.
    void fillConfig(CesRunRequest *request) const;
    /// Writes the history a new session starts from into `request` (none: nothing) and says what
    /// it holds in `written`; false, with `problem` said, when the choice needs a conversation or
    /// a selected message and the window has none, or nothing of it has a CES form.
    bool fillHistory(CesRunRequest *request, CesHistory *written, QString *problem) const;
    /// Keeps the answer choice for the next start (the history is chosen per session: a new page
    /// starts from nothing).
    void saveSettings() const;

    QComboBox *modeBox() const { return m_mode; }
    QComboBox *historyBox() const { return m_history; }
    QLineEdit *entryAgentEdit() const { return m_entryAgent; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    std::function<OpenPlace()> m_place;
    QComboBox *m_mode = nullptr;
    QComboBox *m_history = nullptr;
    QLineEdit *m_entryAgent = nullptr;
    QLineEdit *m_deployment = nullptr;
    QLineEdit *m_timeZone = nullptr;
    QCheckBox *m_textStreaming = nullptr;
    QCheckBox *m_toolFakes = nullptr;
    QList<QLabel *> m_labels; ///< the form's labels, in retranslate()'s order
};
