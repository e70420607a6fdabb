// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "mcp_exchange.h"
#include "mcp_values.h"

#include <QElapsedTimer>
#include <QPointer>

/// The state of one McpClient operation: a public call (discover, tools/list, tools/call) or
/// an internal step (the era probe, initialize, notifications/initialized, a notification or a
/// reply to a server request). Private to McpClient, which owns it until it ends.
struct McpOperation {
    enum class Role { Public, Probe, Initialize, Initialized, Notify };
    enum class Wait { None, Token, Handshake, Exchange };

    int id = 0;
    Role role = Role::Public;
    McpOutcome::Kind kind = McpOutcome::Kind::Discover;
    QString method; ///< JSON-RPC method
    QByteArray params; ///< params object without _meta
    QString toolName; ///< tools/call
    QByteArray presetBody; ///< Notify: the exact body to POST
    bool isRequest = true; ///< false for notifications and replies (202 expected)
    qint64 rpcId = -1;
    QString progressToken;
    QByteArray requestJson; ///< the last request body sent
    QPointer<McpExchange> exchange;
    Wait wait = Wait::None;
    int authRetries = 0;
    int sessionRetries = 0;
    int pages = 0;
    qint64 listBytes = 0; ///< tools/list: result bytes over every page so far
    QVector<McpTool> tools;
    McpToolResult resultHolder; ///< tools/call: what the server answered
    QString problem; ///< a malformed message seen on the current exchange
    bool answered = false; ///< the response for rpcId arrived
    bool sentModern = false;
    int parent = 0; ///< Notify: the operation it belongs to (for the log)
    QElapsedTimer clock;
};
