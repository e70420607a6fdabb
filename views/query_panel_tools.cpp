// SPDX-License-Identifier: GPL-2.0-or-later
// QueryPanel, part 2: the "any MCP server" tab (list tools, call one) and pasted tokens.
#include "query_panel.h"

#include "live/mcp_client.h"
#include "live/secret_store.h"
#include "live/token_source.h"
#include "query_panel_connection.h"
#include "query_panel_tools_page.h"

using namespace Qt::StringLiterals;

void QueryPanel::listTools()
{
    if (m_busy)
        return;
    if (!prepare(m_toolsClient, m_toolsTokens, m_tools->connection()))
        return;
    m_tools->connection()->saveSettings();
    //: query panel status while tools/list runs
    setBusy(true, tr("Listing tools…"));
    m_toolOperation = m_toolsClient->listTools();
}

void QueryPanel::callTool(const QString &tool, const QByteArray &argumentsJson)
{
    if (m_busy)
        return;
    if (!prepare(m_toolsClient, m_toolsTokens, m_tools->connection()))
        return;
    m_tools->connection()->saveSettings();
    //: query panel status while a tool runs; %1 the tool name
    setBusy(true, tr("Calling %1…").arg(tool));
    m_toolOperation = m_toolsClient->callTool(tool, argumentsJson);
}

void QueryPanel::onToolsFinished(const McpOutcome &outcome)
{
    if (outcome.operation != m_toolOperation)
        return;
    m_toolOperation = 0;
    setBusy(false, QString());
    if (outcome.kind == McpOutcome::Kind::ListTools && outcome.ok())
        m_tools->setTools(outcome.tools);
    if (outcome.kind == McpOutcome::Kind::CallTool)
        m_tools->showOutcome(outcome);
    if (!outcome.ok())
        setStatus(outcome.error.text(), true);
    else if (outcome.kind == McpOutcome::Kind::ListTools)
        //: query panel status after tools/list; %n tools
        setStatus(tr("The server lists %n tool(s).", nullptr, int(outcome.tools.size())), false);
    else
        //: query panel status after a tool call; %1 tool, %2 seconds
        setStatus(tr("%1 answered in %2 s.")
                      .arg(outcome.toolName)
                      .arg(double(outcome.elapsedMs) / 1000.0, 0, 'f', 1),
            false);
}

void QueryPanel::onTokenEntered(
    QueryPanelConnection *connection, TokenSource *tokens, const QString &token)
{
    connection->setAuth(QueryPanelConnection::Auth::Stored);
    QString error;
    connection->configureTokens(tokens, m_store, &error);
    tokens->storeToken(token);
    const QString where = m_store->kindId() == u"memory"_s
        //: where a pasted token is kept when there is no system keychain
        ? tr("memory, for this session only")
        //: where a pasted token is kept
        : tr("the system keychain");
    //: query panel: a pasted token was taken; %1 where it is kept
    connection->setStoredTokenState(tr("A token is kept in %1. It is never shown.").arg(where));
}

void QueryPanel::onForgetToken(QueryPanelConnection *connection, TokenSource *tokens)
{
    tokens->invalidate();
    m_store->remove(connection->secretKey(), [](bool, const QString &) {});
    //: query panel: the pasted token was deleted
    connection->setStoredTokenState(tr("No token is kept."));
}
