// SPDX-License-Identifier: GPL-2.0-or-later
#include "query_panel_tools_page.h"

#include "items/plain_tool_tip.h"
#include "mcp_tool_form.h"
#include "query_panel_connection.h"
#include "query_panel_result_view.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

QueryPanelToolsPage::QueryPanelToolsPage(QWidget *parent)
    : QWidget(parent)
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    m_splitter = new QSplitter(Qt::Vertical, this);
    outer->addWidget(m_splitter);

    auto *scroll = new QScrollArea(m_splitter);
    scroll->setFocusPolicy(Qt::NoFocus); // a container: the keyboard goes to what it holds
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *top = new QWidget(scroll);
    auto *layout = new QVBoxLayout(top);
    m_connection = new QueryPanelConnection(
        u"query/mcp"_s, QString(), QueryPanelConnection::Auth::None, top);
    m_connection->setObjectName(u"toolsConnection"_s);
    layout->addWidget(m_connection);

    auto *listRow = new QHBoxLayout;
    m_listTools = new QPushButton(top);
    m_listTools->setObjectName(u"listTools"_s);
    m_toolCount = new QLabel(top);
    m_toolCount->setTextFormat(Qt::PlainText);
    listRow->addWidget(m_listTools);
    listRow->addWidget(m_toolCount, 1);
    layout->addLayout(listRow);
    m_list = new QListWidget(top);
    m_list->setObjectName(u"toolList"_s);
    m_list->setMinimumHeight(m_list->fontMetrics().lineSpacing() * 5);
    m_list->setMaximumHeight(m_list->fontMetrics().lineSpacing() * 9);
    layout->addWidget(m_list);
    m_description = new QLabel(top);
    m_description->setObjectName(u"toolDescription"_s);
    m_description->setWordWrap(true);
    m_description->setTextFormat(Qt::PlainText);
    m_description->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_description);
    m_form = new McpToolForm(top);
    m_form->setObjectName(u"toolForm"_s);
    layout->addWidget(m_form);
    auto *callRow = new QHBoxLayout;
    m_call = new QPushButton(top);
    m_call->setObjectName(u"callTool"_s);
    m_cancel = new QPushButton(top);
    m_cancel->setObjectName(u"cancelCall"_s);
    callRow->addWidget(m_call);
    callRow->addWidget(m_cancel);
    callRow->addStretch(1);
    layout->addLayout(callRow);
    layout->addStretch(1);
    scroll->setWidget(top);

    auto *bottom = new QWidget(m_splitter);
    auto *bottomLayout = new QVBoxLayout(bottom);
    bottomLayout->setContentsMargins(4, 0, 4, 0);
    m_resultTitle = new QLabel(bottom);
    QFont bold = m_resultTitle->font();
    bold.setBold(true);
    m_resultTitle->setFont(bold);
    bottomLayout->addWidget(m_resultTitle);
    m_result = new QueryPanelResultView(bottom);
    m_result->setObjectName(u"toolResult"_s);
    bottomLayout->addWidget(m_result, 1);
    m_splitter->setStretchFactor(0, 2);
    m_splitter->setStretchFactor(1, 3);
    m_splitter->setSizes({400, 600});

    connect(m_listTools, &QPushButton::clicked, this, &QueryPanelToolsPage::listRequested);
    connect(m_call, &QPushButton::clicked, this, &QueryPanelToolsPage::onCall);
    connect(m_cancel, &QPushButton::clicked, this, &QueryPanelToolsPage::cancelRequested);
    connect(m_list, &QListWidget::currentRowChanged, this, &QueryPanelToolsPage::onToolChosen);
    retranslate();
    updateButtons();
}

void QueryPanelToolsPage::setTools(const QVector<McpTool> &tools)
{
    const QString previous = currentTool();
    m_tools = tools;
    {
        const QSignalBlocker blocker(m_list);
        m_list->clear();
        for (const McpTool &tool : tools) {
            auto *item = new QListWidgetItem(m_list);
            item->setText(tool.title.isEmpty() || tool.title == tool.name
                    ? tool.name
                    //: tool list entry: %1 the tool's name, %2 its title
                    : tr("%1 (%2)").arg(tool.name, tool.title));
            item->setData(Qt::UserRole, tool.name);
            item->setToolTip(plainToolTip(tool.description));
        }
    }
    //: query panel: how many tools the server listed
    m_toolCount->setText(tr("%n tool(s)", nullptr, int(tools.size())));
    if (!selectTool(previous))
        m_list->setCurrentRow(tools.isEmpty() ? -1 : 0);
    onToolChosen();
}

bool QueryPanelToolsPage::selectTool(const QString &name)
{
    for (int i = 0; i < m_list->count(); ++i) {
        if (!name.isEmpty() && m_list->item(i)->data(Qt::UserRole).toString() == name) {
            m_list->setCurrentRow(i);
            return true;
        }
    }
    return false;
}

QString QueryPanelToolsPage::currentTool() const
{
    const QListWidgetItem *item = m_list->currentItem();
    return item ? item->data(Qt::UserRole).toString() : QString();
}

void QueryPanelToolsPage::onToolChosen()
{
    const QString name = currentTool();
    const McpTool *tool = nullptr;
    for (const McpTool &t : std::as_const(m_tools))
        if (t.name == name)
            tool = &t;
    if (!tool) {
        m_description->clear();
        m_form->clear();
    } else {
        m_description->setText(tool->description.trimmed());
        m_form->setSchema(tool->inputSchemaJson);
    }
    m_description->setVisible(!m_description->text().isEmpty());
    updateButtons();
}

void QueryPanelToolsPage::onCall()
{
    const QString tool = currentTool();
    if (tool.isEmpty())
        return;
    const QStringList problems = m_form->problems();
    if (!problems.isEmpty()) {
        Q_EMIT callRefused(problems.join(u'\n'));
        return;
    }
    Q_EMIT callRequested(tool, m_form->argumentsJson());
}

void QueryPanelToolsPage::showOutcome(const McpOutcome &outcome)
{
    m_result->showOutcome(outcome);
}

void QueryPanelToolsPage::setBusy(bool busy)
{
    m_busy = busy;
    updateButtons();
}

void QueryPanelToolsPage::updateButtons()
{
    m_listTools->setEnabled(!m_busy);
    m_call->setEnabled(!m_busy && !currentTool().isEmpty());
    m_cancel->setEnabled(m_busy);
}

void QueryPanelToolsPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void QueryPanelToolsPage::retranslate()
{
    //: accessible name of the MCP server's list of tools
    m_list->setAccessibleName(tr("Tools"));
    //: accessible description of the MCP server's list of tools
    m_list->setAccessibleDescription(
        tr("The tools of the MCP server; the selected tool's arguments show below"));
    //: query panel button: ask the MCP server for its tools (tools/list)
    m_listTools->setText(tr("List Tools"));
    m_listTools->setToolTip(tr("Ask the MCP server for its tools (tools/list)"));
    //: query panel button: call the chosen tool with the form's arguments
    m_call->setText(tr("Call"));
    m_call->setToolTip(tr("Call the selected tool with the arguments of the form"));
    //: query panel button: stop the running call
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop the running call"));
    //: query panel: heading above the result of a tool call
    m_resultTitle->setText(tr("Result"));
    if (m_tools.isEmpty())
        //: query panel: before List Tools was pressed
        m_toolCount->setText(tr("No tools listed yet"));
    else
        m_toolCount->setText(tr("%n tool(s)", nullptr, int(m_tools.size())));
}
