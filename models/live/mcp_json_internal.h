// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

// JSON helpers shared by mcp_protocol.cpp and mcp_protocol_read.cpp (include <nlohmann/json.hpp>
// in the .cpp). Internal to models/live.

#include <nlohmann/json_fwd.hpp>

#include <QByteArray>
#include <QString>
#include <optional>
#include <string>

namespace mcp::detail {

using Json = nlohmann::ordered_json;

std::string toStd(const QString &s);
QString fromStd(const std::string &s);
/// Compact JSON text, invalid UTF-8 replaced.
QByteArray dump(const Json &v);
/// nullopt (and *problem) when `bytes` is not JSON.
std::optional<Json> parse(const QByteArray &bytes, QString *problem = nullptr);
/// An object, or {} when `bytes` is empty or not an object.
Json parseObjectOrEmpty(const QByteArray &bytes);
/// The string member `key` of `obj`; empty when absent or not a string.
QString stringAt(const Json &obj, const char *key);
/// The member `key` of `obj`; nullptr when absent or null.
const Json *member(const Json &obj, const char *key);
/// `v` as int64 when it is an integer number within range (a float only when integral);
/// nullopt otherwise. The one conversion of server numbers to integers: never undefined.
std::optional<qint64> toInt64(const Json &v);

} // namespace mcp::detail
