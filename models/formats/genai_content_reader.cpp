// SPDX-License-Identifier: GPL-2.0-or-later
// Gemini / Vertex AI Content and Part → Chunks (formats.md §1.4.4, §3.5, §3.9).
#include "genai_content_reader.h"

#include "chunk_data_key.h"

#include "json/raw_text_scope.h"

#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;
using tolerant::field;
using tolerant::Json;
using tolerant::TapeValue;

namespace {

const ChunkDataKey dataKeys[] = {
    {"text", ChunkKind::Text},
    {"inlinedata", ChunkKind::Blob},
    {"filedata", ChunkKind::File},
    {"functioncall", ChunkKind::ToolCall},
    {"functionresponse", ChunkKind::ToolResponse},
    {"executablecode", ChunkKind::ExecutableCode},
    {"codeexecutionresult", ChunkKind::CodeExecutionResult},
};

// Keys that may sit beside any data key (modifiers). Only `thought` and `thoughtSignature` are
// read into the chunk; the others stay visible as extra.
const char *const modifierKeys[]
    = {"thought", "thoughtsignature", "videometadata", "mediaresolution", "partmetadata"};

const QStringList languageNames = {u"LANGUAGE_UNSPECIFIED"_s, u"PYTHON"_s};
const QStringList outcomeNames = {
    u"OUTCOME_UNSPECIFIED"_s, u"OUTCOME_OK"_s, u"OUTCOME_FAILED"_s, u"OUTCOME_DEADLINE_EXCEEDED"_s};

const ChunkDataKey *dataKey(std::string_view key)
{
    return findChunkDataKey(dataKeys, key);
}

bool isModifier(std::string_view key)
{
    for (const char *k : modifierKeys) {
        if (tolerant::keyFoldsTo(key, k))
            return true;
    }
    return false;
}

template<typename J>
QString str(const J &o, std::string_view key)
{
    return tolerant::toString(field(o, key)).value_or(QString());
}

bool isImageMime(const QString &mime)
{
    const QString m = mime.trimmed().toLower();
    return m == u"image/png"_s || m == u"image/jpeg"_s || m == u"image/jpg"_s
        || m == u"image/webp"_s;
}

template<typename J>
void readInlineData(Chunk &c, const J &v, const tolerant::LazyPath &path,
    const SourceLocation &where, Diagnostics &diags)
{
    if (!v.is_object()) {
        genai::wrongType(diags, where, path, "object", v);
        c.base64Error = true;
        return;
    }
    readers::readMediaData(c, v, path, where, diags);
    c.kind = isImageMime(c.mimeType) ? ChunkKind::Image : ChunkKind::Blob;
}

template<typename J>
void readFunction(Chunk &c, const J &v, const tolerant::LazyPath &path, const SourceLocation &where,
    Diagnostics &diags)
{
    if (!v.is_object()) {
        genai::wrongType(diags, where, path, "object", v);
        c.json = tolerant::rawText(v);
        return;
    }
    c.toolId = str(v, "id");
    c.toolName = str(v, "name");
    const bool isCall = c.kind == ChunkKind::ToolCall;
    const char *valueKey = isCall ? "args" : "response";
    const J *value = field(v, valueKey);
    if (!value)
        return;
    if (!value->is_object()) {
        genai::wrongType(diags, where, tolerant::path(path, valueKey), "object", *value);
        c.json = tolerant::rawText(*value);
        return;
    }
    // Free-form: kept verbatim (Struct-in-message form unwrapped, §3.7); args, response, output
    // and error are texts only the window and export show.
    if (!tolerant::RawTextScope::wanted())
        return;
    const auto &json = tolerant::asJson(*value); // a tape's only converted here
    Json storage;
    const Json &unwrapped = tolerant::unwrappedStruct(json, storage);
    c.json = tolerant::toJsonText(unwrapped);
    if (isCall)
        return;
    // output/error are user keys inside a Struct: matched exactly, never folded (as CES).
    if (auto it = unwrapped.find("output"); it != unwrapped.end())
        c.output = tolerant::toJsonText(*it);
    if (auto it = unwrapped.find("error"); it != unwrapped.end())
        c.error = tolerant::toJsonText(*it);
}

template<typename J>
void readCode(Chunk &c, const J &v, const tolerant::LazyPath &path, const SourceLocation &where,
    Diagnostics &diags)
{
    if (!v.is_object()) {
        genai::wrongType(diags, where, path, "object", v);
        c.text = tolerant::toString(&v).value_or(QString());
        return;
    }
    if (c.kind == ChunkKind::ExecutableCode) {
        c.mimeType = tolerant::toEnumName(field(v, "language"), languageNames).value_or(QString());
        c.text = str(v, "code");
    } else {
        c.mimeType = tolerant::toEnumName(field(v, "outcome"), outcomeNames).value_or(QString());
        c.text = str(v, "output");
    }
}

template<typename J>
qint64 signatureBytes(const J *signature)
{
    if (!signature || !signature->is_string())
        return 0;
    const std::string_view s = tolerant::textOf(*signature);
    if (auto bytes = tolerant::decodeBase64(s))
        return bytes->size();
    return qint64(s.size());
}

} // namespace

namespace genai {

template<typename J>
std::optional<Chunk> readPart(const J &part, int index, const QString &path,
    const SourceLocation &where, Diagnostics &diags, GroundingPart &gp)
{
    gp = GroundingPart();
    gp.isText = false;
    Chunk chunk;
    chunk.jsonPath = path;
    chunk.sourcePart = index;
    chunk.raw = tolerant::rawText(part);
    if (!part.is_object()) {
        wrongType(diags, where, path, "object", part);
        chunk.kind = ChunkKind::Unknown;
        chunk.json = chunk.raw.isNull() ? tolerant::toJsonText(part) : chunk.raw;
        return chunk;
    }
    bool stringFlag = false;
    const bool thought = tolerant::toBool(field(part, "thought"), &stringFlag).value_or(false);
    if (stringFlag)
        diags.append(makeDiagnostic(Severity::Info,
            QT_TRANSLATE_NOOP("Diagnostic", "%1 is a string, read as a boolean"), {u"thought"_s},
            at(where, tolerant::path(path, "thought"))));
    chunk.thoughtSignatureBytes = signatureBytes(field(part, "thoughtSignature"));

    // The first recognised data key in document order is the part (§3.9).
    const ChunkDataKey *chosen = nullptr;
    std::string chosenKey;
    std::string firstUnknown;
    QStringList otherData;
    for (auto it = part.begin(); it != part.end(); ++it) {
        const std::string_view key = it.key();
        if (it.value().is_null() || isModifier(key))
            continue;
        if (const ChunkDataKey *k = dataKey(key)) {
            if (!chosen) {
                chosen = k;
                chosenKey = key;
            } else {
                otherData << QString::fromUtf8(key.data(), qsizetype(key.size()));
            }
        } else if (firstUnknown.empty()) {
            firstUnknown = key;
        }
    }
    // The other members are kept as extra, a text only the window and export show.
    Json extra = Json::object();
    const bool keepExtra = tolerant::RawTextScope::wanted();
    for (auto it = part.begin(); keepExtra && it != part.end(); ++it) {
        const std::string_view key = it.key();
        if (key == chosenKey || tolerant::keyFoldsTo(key, "thought")
            || tolerant::keyFoldsTo(key, "thoughtsignature"))
            continue;
        if (!chosen && key == firstUnknown)
            continue;
        extra[std::string(key)] = tolerant::asJson(it.value());
    }
    if (!extra.empty())
        chunk.extra = tolerant::rawText(extra);

    if (!chosen) {
        if (firstUnknown.empty())
            return std::nullopt; // only modifiers: counted as a part, nothing to show
        chunk.kind = ChunkKind::Unknown;
        chunk.unknownKey = QString::fromStdString(firstUnknown);
        chunk.json = tolerant::toJsonText(*part.find(firstUnknown));
        diags.append(makeDiagnostic(Severity::Warning,
            QT_TRANSLATE_NOOP("Diagnostic", "Unknown part kind %1"), {chunk.unknownKey},
            at(where, path)));
        return chunk;
    }
    if (!otherData.isEmpty())
        diags.append(makeDiagnostic(Severity::Warning,
            QT_TRANSLATE_NOOP("Diagnostic",
                "A part has more than one data key; %1 is shown and %2 kept as extra"),
            {QString::fromStdString(chosenKey), otherData.join(u", "_s)}, at(where, path)));

    chunk.kind = chosen->kind;
    const J &v = *part.find(chosenKey);
    const tolerant::LazyPath valuePath(path, chosenKey.c_str());
    switch (chunk.kind) {
    case ChunkKind::Text:
        if (!v.is_string())
            wrongType(diags, where, valuePath, "string", v);
        if (auto text = tolerant::toString(&v))
            chunk.text = std::move(*text);
        else
            chunk.text = QString::fromUtf8(tolerant::toJsonText(v).json);
        gp.isText = true;
        gp.isThought = thought;
        gp.text = chunk.text;
        if (thought)
            chunk.kind = ChunkKind::Thought;
        if (chunk.text.isEmpty())
            return std::nullopt; // "" is the proto default: an empty text shows nothing
        break;
    case ChunkKind::Blob:
        readInlineData(chunk, v, valuePath, where, diags);
        break;
    case ChunkKind::File:
        if (!v.is_object()) {
            wrongType(diags, where, valuePath, "object", v);
            break;
        }
        chunk.mimeType = str(v, "mimeType");
        chunk.text = str(v, "fileUri");
        break;
    case ChunkKind::ToolCall:
    case ChunkKind::ToolResponse:
        readFunction(chunk, v, valuePath, where, diags);
        break;
    default:
        readCode(chunk, v, valuePath, where, diags);
        break;
    }
    return chunk;
}

template<typename J>
GenaiContent readContent(
    const J &content, const QString &path, const SourceLocation &where, Diagnostics &diags)
{
    GenaiContent out;
    if (!content.is_object()) {
        wrongType(diags, where, path, "object", content);
        return out;
    }
    out.role = tolerant::stringOr(content, "role");
    out.extra = tolerant::unknownFields(content, {"role", "parts"});
    const J *parts = field(content, "parts");
    if (!parts)
        return out;
    if (!parts->is_array()) {
        wrongType(diags, where, tolerant::path(path, "parts"), "array", *parts);
        return out;
    }
    out.chunks.reserve(qsizetype(parts->size()));
    out.groundingParts.reserve(qsizetype(parts->size()));
    int i = 0;
    for (const J &part : *parts) {
        GroundingPart gp;
        std::optional<Chunk> chunk
            = readPart(part, i, tolerant::path(path, "parts", i), where, diags, gp);
        if (chunk)
            out.chunks.append(std::move(*chunk));
        out.groundingParts.append(gp);
        ++i;
    }
    return out;
}

template GenaiContent readContent(
    const Json &, const QString &, const SourceLocation &, Diagnostics &);
template GenaiContent readContent(
    const TapeValue &, const QString &, const SourceLocation &, Diagnostics &);
template std::optional<Chunk> readPart(
    const Json &, int, const QString &, const SourceLocation &, Diagnostics &, GroundingPart &);
template std::optional<Chunk> readPart(const TapeValue &, int, const QString &,
    const SourceLocation &, Diagnostics &, GroundingPart &);

} // namespace genai
