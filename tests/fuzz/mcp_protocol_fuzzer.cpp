// SPDX-License-Identifier: GPL-2.0-or-later
// Fuzz target: what the MCP client reads from a server (models/live/mcp_protocol*.cpp): JSON-RPC
// messages and batches, and in them tool lists, tool results, progress, initialize and discover
// results, HTTP error bodies, and a conversational_search answer's summary. Oracles: a message's
// compactJson is JSON and parses back to a message of the same kind, id and method; indentJson
// keeps the value.
#include "fuzz_support.h"

#include "live/answer_query_result.h"
#include "live/mcp_protocol.h"

#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;

namespace {

void readBody(const QByteArray &json)
{
    QString cursor;
    QString problem;
    for (const McpTool &tool : mcp::readTools(json, &cursor, &problem))
        (void)tool.inputSchemaJson.size();
    (void)mcp::readToolResult(json);
    QByteArray token;
    (void)mcp::readProgress(json, &token);
    (void)mcp::readInitializeResult(json);
    QStringList versions;
    (void)mcp::readDiscoverResult(json, &versions);
    AnswerQueryResult answer;
    answer.responseJson = json;
    answer.readSummary();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz::ensureCoreApp();
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const QVector<mcp::Message> messages = mcp::parseMessages(bytes);
    for (const mcp::Message &m : messages) {
        if (m.kind == mcp::Message::Kind::Invalid)
            continue;
        if (!nlohmann::json::accept(m.compactJson.begin(), m.compactJson.end()))
            fuzz::fail("a message's compactJson is not JSON", QString::fromUtf8(m.compactJson));
        const QVector<mcp::Message> again = mcp::parseMessages(m.compactJson);
        if (again.size() != 1 || again.first().kind != m.kind || again.first().id != m.id
            || again.first().method != m.method || again.first().idJson != m.idJson)
            fuzz::fail("a message's compactJson reads as another message",
                QString::fromUtf8(m.compactJson));
        readBody(m.resultJson);
        readBody(m.paramsJson);
        (void)mcp::isModernErrorCode(m.errorCode);
    }
    readBody(bytes);
    const mcp::ErrorBody error = mcp::readErrorBody(bytes);
    (void)error;
    const QByteArray indented = mcp::indentJson(bytes);
    if (indented != bytes) {
        const auto a = nlohmann::ordered_json::parse(bytes.begin(), bytes.end(), nullptr, false);
        const auto b
            = nlohmann::ordered_json::parse(indented.begin(), indented.end(), nullptr, false);
        if (!a.is_discarded() && a != b)
            fuzz::fail("indentJson changed the value");
    }
    (void)mcp::encodeHeaderValue(QString::fromUtf8(bytes.left(256)));
    return 0;
}
