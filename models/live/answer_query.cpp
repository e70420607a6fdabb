// SPDX-License-Identifier: GPL-2.0-or-later
#include "answer_query.h"

#include "mcp_client.h"

#include <QFile>
#include <QSaveFile>

using namespace Qt::StringLiterals;

AnswerQuery::AnswerQuery(McpClient *client, QObject *parent)
    : QObject(parent)
    , m_client(client)
{
    if (!client)
        return;
    connect(client, &McpClient::finished, this, &AnswerQuery::onFinished);
    connect(client, &McpClient::progress, this, [this](int operation, const McpProgress &p) {
        if (operation == m_operation && m_operation != 0)
            Q_EMIT progress(p);
    });
}

QString AnswerQuery::toolName()
{
    return u"conversational_search"_s;
}

int AnswerQuery::ask(const AnswerQueryRequest &request)
{
    AnswerQueryResult refused;
    refused.request = request;
    if (!m_client) {
        refused.error = makeMcpError(McpError::Kind::Protocol,
            QT_TRANSLATE_NOOP("McpError", "No MCP connection is configured."));
    } else if (isBusy()) {
        refused.error = makeMcpError(McpError::Kind::Protocol,
            QT_TRANSLATE_NOOP("McpError", "A question is already being answered."));
    } else if (!request.problems().isEmpty()) {
        refused.error = makeMcpError(McpError::Kind::Protocol,
            QT_TRANSLATE_NOOP("McpError", "The question cannot be sent: %1."),
            {request.problems().join(u"; "_s)});
    }
    if (refused.error.isError()) {
        QMetaObject::invokeMethod(
            this, [this, refused] { Q_EMIT answered(refused); }, Qt::QueuedConnection);
        return 0;
    }
    m_request = request;
    m_operation = m_client->callTool(toolName(), request.toArgumentsJson());
    return m_operation;
}

void AnswerQuery::cancel()
{
    if (m_client && m_operation)
        m_client->cancel(m_operation);
}

void AnswerQuery::onFinished(const McpOutcome &outcome)
{
    if (outcome.operation != m_operation || m_operation == 0)
        return;
    m_operation = 0;
    AnswerQueryResult result;
    result.operation = outcome.operation;
    result.request = m_request;
    result.error = outcome.error;
    result.toolResult = outcome.toolResult;
    result.elapsedMs = outcome.elapsedMs;
    if (outcome.ok()) {
        result.responseJson = outcome.toolResult.payloadJson;
        if (result.responseJson.isEmpty())
            result.error = makeMcpError(McpError::Kind::Protocol,
                QT_TRANSLATE_NOOP("McpError",
                    "The tool answered without an AnswerQueryResponse (no structured content "
                    "and no JSON text)."),
                {}, outcome.toolResult.texts.join(u'\n').left(600));
    }
    result.readSummary();
    if (!result.sessionName.isEmpty())
        m_lastSession = result.sessionName;
    m_log += result.exchangeJsonl();
    Q_EMIT answered(result);
}

bool AnswerQuery::writeFile(
    const QString &path, const QByteArray &jsonl, bool append, QString *error)
{
    if (append) {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Append)) {
            if (error)
                *error = file.errorString();
            return false;
        }
        if (file.write(jsonl) != jsonl.size()) {
            if (error)
                *error = file.errorString();
            return false;
        }
        return true;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(jsonl) != jsonl.size() || !file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}
