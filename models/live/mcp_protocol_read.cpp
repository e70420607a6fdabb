// SPDX-License-Identifier: GPL-2.0-or-later
// mcp:: readers of results and error bodies (tools/list, tools/call, progress, initialize,
// server/discover, HTTP error bodies).
#include "mcp_protocol.h"

#include "mcp_json_internal.h"

#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;
using namespace mcp::detail;

namespace mcp {

QVector<McpTool> readTools(const QByteArray &resultJson, QString *nextCursor, QString *problem)
{
    QVector<McpTool> out;
    if (nextCursor)
        nextCursor->clear();
    std::optional<Json> v = parse(resultJson, problem);
    if (!v || !v->is_object()) {
        if (problem && problem->isEmpty())
            *problem = u"the tools/list result is not an object"_s;
        return out;
    }
    if (nextCursor)
        *nextCursor = stringAt(*v, "nextCursor");
    const Json *tools = member(*v, "tools");
    if (!tools || !tools->is_array()) {
        if (problem)
            *problem = u"the tools/list result has no tools array"_s;
        return out;
    }
    for (const Json &t : *tools) {
        if (!t.is_object() || stringAt(t, "name").isEmpty())
            continue; // salvage the others
        McpTool tool;
        tool.name = stringAt(t, "name");
        tool.title = stringAt(t, "title");
        if (tool.title.isEmpty())
            if (const Json *a = member(t, "annotations"))
                tool.title = stringAt(*a, "title");
        tool.description = stringAt(t, "description");
        if (const Json *s = member(t, "inputSchema"))
            tool.inputSchemaJson = dump(*s);
        if (const Json *s = member(t, "outputSchema"))
            tool.outputSchemaJson = dump(*s);
        tool.rawJson = dump(t);
        out.append(tool);
    }
    return out;
}

McpToolResult readToolResult(const QByteArray &resultJson)
{
    McpToolResult r;
    r.resultJson = resultJson;
    r.resultType = u"complete"_s;
    std::optional<Json> v = parse(resultJson);
    if (!v || !v->is_object()) {
        r.source = McpToolResult::Source::RawText;
        r.texts << QString::fromUtf8(resultJson);
        return r;
    }
    if (const Json *t = member(*v, "resultType"); t && t->is_string())
        r.resultType = fromStd(t->get<std::string>());
    if (const Json *e = member(*v, "isError"); e && e->is_boolean())
        r.isError = e->get<bool>();
    std::optional<Json> firstTextJson;
    if (const Json *content = member(*v, "content"); content && content->is_array()) {
        r.contentJson = dump(*content);
        for (const Json &block : *content) {
            if (stringAt(block, "type") != u"text"_s)
                continue;
            const QString text = stringAt(block, "text");
            r.texts << text;
            if (!firstTextJson) {
                std::optional<Json> parsed = parse(text.toUtf8());
                if (parsed && (parsed->is_object() || parsed->is_array()))
                    firstTextJson = std::move(parsed);
            }
        }
    }
    if (const Json *s = member(*v, "structuredContent")) {
        r.source = McpToolResult::Source::StructuredContent;
        r.payloadJson = dump(*s);
    } else if (firstTextJson) {
        r.source = McpToolResult::Source::TextJson;
        r.payloadJson = dump(*firstTextJson);
    } else if (!r.texts.isEmpty()) {
        r.source = McpToolResult::Source::RawText;
    }
    return r;
}

std::optional<McpProgress> readProgress(const QByteArray &paramsJson, QByteArray *tokenJson)
{
    std::optional<Json> v = parse(paramsJson);
    if (!v || !v->is_object())
        return std::nullopt;
    const Json *progress = member(*v, "progress");
    if (!progress || !progress->is_number())
        return std::nullopt;
    McpProgress p;
    p.progress = progress->get<double>();
    if (const Json *total = member(*v, "total"); total && total->is_number())
        p.total = total->get<double>();
    p.message = stringAt(*v, "message");
    if (tokenJson) {
        const Json *token = member(*v, "progressToken");
        *tokenJson = token ? dump(*token) : QByteArray();
    }
    return p;
}

QByteArray progressTokenJson(const QString &token)
{
    return dump(Json(toStd(token)));
}

McpServerInfo readInitializeResult(const QByteArray &resultJson)
{
    McpServerInfo info;
    info.era = McpEra::Legacy;
    std::optional<Json> v = parse(resultJson);
    if (!v || !v->is_object())
        return info;
    info.protocolVersion = stringAt(*v, "protocolVersion");
    info.instructions = stringAt(*v, "instructions");
    if (const Json *caps = member(*v, "capabilities"))
        info.capabilitiesJson = dump(*caps);
    if (const Json *s = member(*v, "serverInfo")) {
        info.name = stringAt(*s, "name");
        info.title = stringAt(*s, "title");
        info.version = stringAt(*s, "version");
    }
    return info;
}

McpServerInfo readDiscoverResult(const QByteArray &resultJson, QStringList *supportedVersions)
{
    McpServerInfo info;
    info.era = McpEra::Modern;
    info.protocolVersion = QString::fromLatin1(kModernVersion);
    std::optional<Json> v = parse(resultJson);
    if (!v || !v->is_object())
        return info;
    if (supportedVersions) {
        supportedVersions->clear();
        if (const Json *list = member(*v, "supportedVersions"); list && list->is_array())
            for (const Json &s : *list)
                if (s.is_string())
                    *supportedVersions << fromStd(s.get<std::string>());
    }
    info.instructions = stringAt(*v, "instructions");
    if (const Json *caps = member(*v, "capabilities"))
        info.capabilitiesJson = dump(*caps);
    const Json *s = member(*v, "serverInfo");
    if (const Json *meta = member(*v, "_meta"); !s && meta)
        s = member(*meta, "io.modelcontextprotocol/serverInfo");
    if (s) {
        info.name = stringAt(*s, "name");
        info.title = stringAt(*s, "title");
        info.version = stringAt(*s, "version");
    }
    return info;
}

ErrorBody readErrorBody(const QByteArray &body)
{
    ErrorBody out;
    std::optional<Json> v = parse(body);
    if (!v || !v->is_object())
        return out;
    const Json *error = member(*v, "error");
    if (!error || !error->is_object())
        return out;
    const Json *code = member(*error, "code");
    if (code)
        out.code = toInt64(*code).value_or(0);
    out.message = stringAt(*error, "message");
    out.status = stringAt(*error, "status");
    if (member(*v, "jsonrpc")) {
        out.isJsonRpc = true;
        if (const Json *data = member(*error, "data"))
            if (const Json *list = member(*data, "supported"); list && list->is_array())
                for (const Json &s : *list)
                    if (s.is_string())
                        out.supportedVersions << fromStd(s.get<std::string>());
    } else {
        out.isGoogle = !out.status.isEmpty() || code;
    }
    return out;
}

QByteArray indentJson(const QByteArray &json)
{
    std::optional<Json> v = parse(json);
    if (!v)
        return json;
    const std::string s = v->dump(2, ' ', false, Json::error_handler_t::replace);
    return QByteArray(s.data(), qsizetype(s.size()));
}

} // namespace mcp
