// SPDX-License-Identifier: GPL-2.0-or-later
#include "reader_support.h"

#include "json/raw_text_scope.h"
#include "json/tolerant_json.h"

#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;

namespace readers {

SourceLocation at(const SourceLocation &where, const QString &jsonPath)
{
    SourceLocation location = where;
    location.jsonPath = jsonPath;
    return location;
}

QString typeName(const nlohmann::ordered_json &v)
{
    switch (v.type()) {
    case nlohmann::ordered_json::value_t::object:
        return u"object"_s;
    case nlohmann::ordered_json::value_t::array:
        return u"array"_s;
    case nlohmann::ordered_json::value_t::string:
        return u"string"_s;
    case nlohmann::ordered_json::value_t::boolean:
        return u"boolean"_s;
    case nlohmann::ordered_json::value_t::null:
        return u"null"_s;
    default:
        return u"number"_s;
    }
}

void wrongType(Diagnostics &diagnostics, const SourceLocation &where, const QString &jsonPath,
    const char *expected, const nlohmann::ordered_json &found)
{
    diagnostics.append(makeDiagnostic(Severity::Warning,
        QT_TRANSLATE_NOOP("Diagnostic", "Expected %1 but found %2"),
        {QString::fromLatin1(expected), typeName(found)}, at(where, jsonPath)));
}

void readMediaData(Chunk &c, const nlohmann::ordered_json &media,
    const tolerant::LazyPath &jsonPath, const SourceLocation &where, Diagnostics &diagnostics)
{
    c.mimeType = tolerant::toString(tolerant::field(media, "mimeType")).value_or(QString());
    const nlohmann::ordered_json *data = tolerant::field(media, "data");
    if (!data)
        return;
    const auto dataPath = [&jsonPath] { return tolerant::path(jsonPath.text(), "data"); };
    if (!data->is_string()) {
        wrongType(diagnostics, where, dataPath(), "string", *data);
        c.base64Error = true;
        return;
    }
    const std::string &text = data->get_ref<const std::string &>();
    if (tolerant::RawTextScope::wanted()) {
        if (auto bytes = tolerant::decodeBase64(text)) {
            c.data = std::move(*bytes);
            return;
        }
    } else if (tolerant::isBase64(text)) {
        return; // check: the bytes are only shown, so the text is only checked
    }
    c.base64Error = true;
    diagnostics.append(makeDiagnostic(Severity::Warning,
        QT_TRANSLATE_NOOP("Diagnostic", "The base64 data does not decode"), {},
        at(where, dataPath())));
}

} // namespace readers
