// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "live/mcp_values.h"

#include <QWidget>

class McpToolForm;
class QLabel;
class QListWidget;
class QPushButton;
class QSplitter;
class QueryPanelConnection;
class QueryPanelResultView;

/// The "any MCP server" page of the query panel: connection, List Tools, the tools, a form built
/// from the chosen tool's inputSchema, Call / Cancel, and the result. Emits what the user asked
/// for; the panel does the talking. Owns its widgets and a copy of the tool list.
class QueryPanelToolsPage : public QWidget
{
    Q_OBJECT
public:
    explicit QueryPanelToolsPage(QWidget *parent = nullptr);

    QueryPanelConnection *connection() const { return m_connection; }
    void setTools(const QVector<McpTool> &tools);
    const QVector<McpTool> &tools() const { return m_tools; }
    /// Selects the tool called `name`; false when there is none.
    bool selectTool(const QString &name);
    /// The selected tool ("" when none).
    QString currentTool() const;
    McpToolForm *form() const { return m_form; }
    QueryPanelResultView *resultView() const { return m_result; }
    QListWidget *toolList() const { return m_list; }
    void showOutcome(const McpOutcome &outcome);
    void setBusy(bool busy);

    QPushButton *listButton() const { return m_listTools; }
    QPushButton *callButton() const { return m_call; }
    QPushButton *cancelButton() const { return m_cancel; }

Q_SIGNALS:
    void listRequested();
    /// Call `tool` with the form's arguments (already checked).
    void callRequested(const QString &tool, const QByteArray &argumentsJson);
    void cancelRequested();
    /// The form has problems; `text` says which (translated).
    void callRefused(const QString &text);

protected:
    void changeEvent(QEvent *event) override;

private:
    void onToolChosen();
    void onCall();
    void updateButtons();
    void retranslate();

    QVector<McpTool> m_tools;
    bool m_busy = false;
    QueryPanelConnection *m_connection = nullptr;
    QSplitter *m_splitter = nullptr;
    QPushButton *m_listTools = nullptr;
    QLabel *m_toolCount = nullptr;
    QListWidget *m_list = nullptr;
    QLabel *m_description = nullptr;
    McpToolForm *m_form = nullptr;
    QPushButton *m_call = nullptr;
    QPushButton *m_cancel = nullptr;
    QLabel *m_resultTitle = nullptr;
    QueryPanelResultView *m_result = nullptr;
};
