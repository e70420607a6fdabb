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

namespace {

template<typename J>
QString typeNameOf(const J &v)
{
    if (v.is_object())
        return u"object"_s;
    if (v.is_array())
        return u"array"_s;
    if (v.is_string())
        return u"string"_s;
    if (v.is_boolean())
        return u"boolean"_s;
    if (v.is_null())
        return u"null"_s;
    return u"number"_s;
}

} // namespace

QString typeName(const nlohmann::ordered_json &v)
{
    return typeNameOf(v);
}

QString typeName(const tolerant::TapeValue &v)
{
    return typeNameOf(v);
}

namespace {

template<typename J>
void wrongTypeOf(Diagnostics &diagnostics, const SourceLocation &where, const QString &jsonPath,
    const char *expected, const J &found)
{
    diagnostics.append(makeDiagnostic(Severity::Warning,
        QT_TRANSLATE_NOOP("Diagnostic", "Expected %1 but found %2"),
        {QString::fromLatin1(expected), typeName(found)}, at(where, jsonPath)));
}

template<typename J>
void readMediaDataOf(Chunk &c, const J &media, const tolerant::LazyPath &jsonPath,
    const SourceLocation &where, Diagnostics &diagnostics)
{
    c.mimeType = tolerant::toString(tolerant::field(media, "mimeType")).value_or(QString());
    const J *data = tolerant::field(media, "data");
    if (!data)
        return;
    const auto dataPath = [&jsonPath] { return tolerant::path(jsonPath.text(), "data"); };
    if (!data->is_string()) {
        wrongType(diagnostics, where, dataPath(), "string", *data);
        c.base64Error = true;
        return;
    }
    const std::string_view text = tolerant::textOf(*data);
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

} // namespace

void wrongType(Diagnostics &diagnostics, const SourceLocation &where, const QString &jsonPath,
    const char *expected, const nlohmann::ordered_json &found)
{
    wrongTypeOf(diagnostics, where, jsonPath, expected, found);
}

void wrongType(Diagnostics &diagnostics, const SourceLocation &where, const QString &jsonPath,
    const char *expected, const tolerant::TapeValue &found)
{
    wrongTypeOf(diagnostics, where, jsonPath, expected, found);
}

void readMediaData(Chunk &c, const nlohmann::ordered_json &media,
    const tolerant::LazyPath &jsonPath, const SourceLocation &where, Diagnostics &diagnostics)
{
    readMediaDataOf(c, media, jsonPath, where, diagnostics);
}

void readMediaData(Chunk &c, const tolerant::TapeValue &media, const tolerant::LazyPath &jsonPath,
    const SourceLocation &where, Diagnostics &diagnostics)
{
    readMediaDataOf(c, media, jsonPath, where, diagnostics);
}

} // namespace readers
