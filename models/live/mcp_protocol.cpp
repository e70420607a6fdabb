// SPDX-License-Identifier: GPL-2.0-or-later
#include "mcp_protocol.h"

#include "mcp_json_internal.h"
#include "json/json_parse.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace mcp::detail {

std::string toStd(const QString &s)
{
    return s.toStdString();
}

QString fromStd(const std::string &s)
{
    return QString::fromStdString(s);
}

QByteArray dump(const Json &v)
{
    const std::string s = v.dump(-1, ' ', false, Json::error_handler_t::replace);
    return QByteArray(s.data(), qsizetype(s.size()));
}

std::optional<Json> parse(const QByteArray &bytes, QString *problem)
{
    Json v;
    tolerant::JsonParseFailure failure;
    if (tolerant::parseJson(bytes, v, &failure))
        return v;
    if (problem) {
        *problem = failure.kind == tolerant::JsonParseFailure::Kind::TooDeep
            ? QCoreApplication::translate("Diagnostic", "JSON nested deeper than %1 levels")
                  .arg(tolerant::kMaxJsonDepth)
            : failure.message;
    }
    return std::nullopt;
}

Json parseObjectOrEmpty(const QByteArray &bytes)
{
    if (bytes.trimmed().isEmpty())
        return Json::object();
    std::optional<Json> v = parse(bytes);
    if (!v || !v->is_object())
        return Json::object();
    return *v;
}

QString stringAt(const Json &obj, const char *key)
{
    if (!obj.is_object())
        return QString();
    const auto it = obj.find(key);
    if (it == obj.end() || !it->is_string())
        return QString();
    return fromStd(it->get<std::string>());
}

const Json *member(const Json &obj, const char *key)
{
    if (!obj.is_object())
        return nullptr;
    const auto it = obj.find(key);
    if (it == obj.end() || it->is_null())
        return nullptr;
    return &*it;
}

std::optional<qint64> toInt64(const Json &v)
{
    if (v.is_number_integer() && !v.is_number_unsigned())
        return v.get<std::int64_t>();
    if (v.is_number_unsigned()) {
        const std::uint64_t u = v.get<std::uint64_t>();
        if (u > std::uint64_t(std::numeric_limits<qint64>::max()))
            return std::nullopt;
        return qint64(u);
    }
    if (v.is_number_float()) {
        const double d = v.get<double>();
        // 2^63 is exact as a double; every double below it and at or above -2^63 fits.
        constexpr double kLimit = 9223372036854775808.0;
        if (!std::isfinite(d) || std::trunc(d) != d || d < -kLimit || d >= kLimit)
            return std::nullopt;
        return qint64(d);
    }
    return std::nullopt;
}

} // namespace mcp::detail

namespace {

using namespace mcp::detail;

mcp::Message readOne(const Json &v)
{
    mcp::Message m;
    m.compactJson = dump(v);
    if (!v.is_object()) {
        m.problem = u"a JSON-RPC message must be an object"_s;
        return m;
    }
    const Json *id = member(v, "id");
    if (id) {
        m.idJson = dump(*id);
        if (id->is_number_integer())
            m.id = toInt64(*id);
    }
    const Json *method = member(v, "method");
    if (method && method->is_string()) {
        m.method = fromStd(method->get<std::string>());
        if (const Json *params = member(v, "params"))
            m.paramsJson = dump(*params);
        m.kind = id ? mcp::Message::Kind::Request : mcp::Message::Kind::Notification;
        return m;
    }
    if (const Json *error = member(v, "error")) {
        m.kind = mcp::Message::Kind::Error;
        if (const Json *code = member(*error, "code")) {
            m.errorCodeJson = dump(*code);
            m.errorCode = toInt64(*code).value_or(0);
        }
        m.errorMessage = stringAt(*error, "message");
        if (const Json *data = member(*error, "data"))
            m.errorDataJson = dump(*data);
        return m;
    }
    if (v.contains("result") && id) {
        m.kind = mcp::Message::Kind::Response;
        m.resultJson = dump(v.at("result"));
        return m;
    }
    m.problem = u"neither a request, a notification nor a response"_s;
    return m;
}

Json metaFor(bool modern, const QString &progressToken, const mcp::ClientIdentity &client)
{
    Json meta = Json::object();
    if (modern) {
        meta["io.modelcontextprotocol/protocolVersion"] = mcp::kModernVersion;
        meta["io.modelcontextprotocol/clientCapabilities"] = Json::object();
        meta["io.modelcontextprotocol/clientInfo"]
            = Json {{"name", toStd(client.name)}, {"version", toStd(client.version)}};
    }
    if (!progressToken.isEmpty())
        meta["progressToken"] = toStd(progressToken);
    return meta;
}

} // namespace

QString mcpEraId(McpEra era)
{
    switch (era) {
    case McpEra::Modern:
        return u"modern"_s;
    case McpEra::Legacy:
        return u"legacy"_s;
    case McpEra::Auto:
        break;
    }
    return u"auto"_s;
}

std::optional<McpEra> mcpEraFromId(const QString &id)
{
    if (id == u"auto"_s)
        return McpEra::Auto;
    if (id == u"modern"_s || id == QLatin1String(mcp::kModernVersion))
        return McpEra::Modern;
    if (id == u"legacy"_s || id == u"2025"_s)
        return McpEra::Legacy;
    return std::nullopt;
}

namespace mcp {

QStringList legacyVersions()
{
    return {u"2025-11-25"_s, u"2025-06-18"_s, u"2025-03-26"_s, u"2024-11-05"_s};
}

QByteArray buildRequest(qint64 id, const QString &method, const QByteArray &paramsJson, bool modern,
    const QString &progressToken, const ClientIdentity &client)
{
    Json params = parseObjectOrEmpty(paramsJson);
    Json meta = metaFor(modern, progressToken, client);
    if (!meta.empty()) {
        Json merged = params.contains("_meta") && params["_meta"].is_object() ? params["_meta"]
                                                                              : Json::object();
        for (auto it = meta.begin(); it != meta.end(); ++it)
            merged[it.key()] = it.value();
        params["_meta"] = merged;
    }
    Json req = Json::object();
    req["jsonrpc"] = "2.0";
    req["id"] = id;
    req["method"] = toStd(method);
    req["params"] = params;
    return dump(req);
}

QByteArray buildNotification(const QString &method, const QByteArray &paramsJson)
{
    Json n = Json::object();
    n["jsonrpc"] = "2.0";
    n["method"] = toStd(method);
    if (!paramsJson.isEmpty())
        n["params"] = parseObjectOrEmpty(paramsJson);
    return dump(n);
}

QByteArray buildErrorResponse(const QByteArray &idJson, qint64 code, const QString &message)
{
    Json r = Json::object();
    r["jsonrpc"] = "2.0";
    std::optional<Json> id = parse(idJson);
    r["id"] = id ? *id : Json(nullptr);
    r["error"] = Json {{"code", code}, {"message", toStd(message)}};
    return dump(r);
}

QByteArray buildResultResponse(const QByteArray &idJson, const QByteArray &resultJson)
{
    Json r = Json::object();
    r["jsonrpc"] = "2.0";
    std::optional<Json> id = parse(idJson);
    r["id"] = id ? *id : Json(nullptr);
    r["result"] = parseObjectOrEmpty(resultJson);
    return dump(r);
}

QByteArray initializeParams(const ClientIdentity &client)
{
    Json p = Json::object();
    p["protocolVersion"] = kLatestLegacyVersion;
    p["capabilities"] = Json::object();
    p["clientInfo"] = Json {{"name", toStd(client.name)}, {"version", toStd(client.version)}};
    return dump(p);
}

QByteArray toolsListParams(const QString &cursor)
{
    Json p = Json::object();
    if (!cursor.isEmpty())
        p["cursor"] = toStd(cursor);
    return dump(p);
}

std::optional<QByteArray> toolsCallParams(const QString &name, const QByteArray &argumentsJson)
{
    Json args = Json::object();
    if (!argumentsJson.trimmed().isEmpty()) {
        std::optional<Json> parsed = parse(argumentsJson);
        if (!parsed || !parsed->is_object())
            return std::nullopt;
        args = *parsed;
    }
    Json p = Json::object();
    p["name"] = toStd(name);
    p["arguments"] = args;
    return dump(p);
}

QByteArray cancelledParams(qint64 requestId, const QString &reason)
{
    Json p = Json::object();
    p["requestId"] = requestId;
    p["reason"] = toStd(reason);
    return dump(p);
}

QVector<Message> parseMessages(const QByteArray &json)
{
    QString problem;
    std::optional<Json> v = parse(json, &problem);
    if (!v) {
        Message m;
        m.problem = problem;
        return {m};
    }
    QVector<Message> out;
    if (v->is_array()) {
        for (const Json &item : *v)
            out.append(readOne(item));
        if (out.isEmpty()) {
            Message m;
            m.problem = u"an empty JSON-RPC batch"_s;
            out.append(m);
        }
        return out;
    }
    out.append(readOne(*v));
    return out;
}

QString Message::errorCodeText() const
{
    if (errorCode != 0 || errorCodeJson == "0")
        return QString::number(errorCode);
    if (errorCodeJson.isEmpty())
        return u"?"_s;
    const QString text = QString::fromUtf8(errorCodeJson);
    return text.size() > 40 ? text.left(40) + u"…"_s : text;
}

std::optional<qint64> integerCode(const QByteArray &jsonNumber)
{
    std::optional<Json> v = parse(jsonNumber);
    return v ? toInt64(*v) : std::nullopt;
}

QByteArray encodeHeaderValue(const QString &value)
{
    bool safe = !value.isEmpty() && !value.front().isSpace() && !value.back().isSpace();
    for (const QChar c : value)
        safe = safe && c.unicode() >= 0x20 && c.unicode() < 0x7f;
    if (safe)
        return value.toLatin1();
    return "=?base64?" + value.toUtf8().toBase64() + "?=";
}

bool isModernErrorCode(qint64 code)
{
    return code == kHeaderMismatch || code == kMissingCapability || code == kUnsupportedVersion;
}

} // namespace mcp
