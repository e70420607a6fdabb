// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

// Tolerant field access used by every reader (formats.md §3). Works on nlohmann::ordered_json
// values and on the values of a JsonTape (json_tape.h: what `check` reads records as; readers
// written once as templates read both); this header only forward-declares nlohmann, include
// <nlohmann/json.hpp> in the .cpp.

#include "json_tape.h"
#include "transcript/diagnostic.h"
#include "transcript/json_text.h"
#include "transcript/timestamp.h"

#include <nlohmann/json_fwd.hpp>

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <cstddef>
#include <optional>
#include <string_view>

namespace tolerant {

using Json = nlohmann::ordered_json;

/// Folds a schema key: drops '_' and lower-cases ASCII ("invocation_id" → "invocationid").
std::string foldKey(std::string_view key);
/// Whether `key` folds to `folded` (foldKey(key) == folded, without building it), `folded` being
/// a folded key (no upper case).
bool keyFoldsTo(std::string_view key, std::string_view folded);
/// Whether keys `a` and `b` fold alike (foldKey(a) == foldKey(b), without building either).
bool keysFoldAlike(std::string_view a, std::string_view b);

/// foldKey(`key`)'s first character (0 when empty) and length, found without building it: keys
/// that differ in either cannot fold alike (the lookups that run for every member test it first).
struct FoldedKeyShape {
    char first = 0;
    std::size_t length = 0;
};
inline FoldedKeyShape foldedKeyShape(std::string_view key)
{
    FoldedKeyShape shape;
    for (const char c : key) {
        if (c == '_')
            continue;
        if (shape.length++ == 0)
            shape.first = (c >= 'A' && c <= 'Z') ? char(c - 'A' + 'a') : c;
    }
    return shape;
}

/// field() of a key of known folded shape (foldedKeyShape(`key`)).
const Json *fieldOfShape(const Json &obj, std::string_view key, FoldedKeyShape shape);
const TapeValue *fieldOfShape(const TapeValue &obj, std::string_view key, FoldedKeyShape shape);

/// The value of `key` in object `obj`, matched by folded key; nullptr when `obj` is not an object,
/// the key is missing, or its value is null (null means absent). When both spellings exist the
/// lowerCamelCase one wins. `aliases` are tried after `key` (e.g. "transferAgent"). Inline: the
/// shape of a key written in the call is found as it is compiled.
inline const Json *field(const Json &obj, std::string_view key)
{
    return fieldOfShape(obj, key, foldedKeyShape(key));
}
inline const TapeValue *field(const TapeValue &obj, std::string_view key)
{
    return fieldOfShape(obj, key, foldedKeyShape(key));
}
const Json *field(const Json &obj, std::initializer_list<std::string_view> keysInOrder);

/// A number's text as `dump()` writes it, in `buffer` (no allocation); empty when `v` is not a
/// number.
std::string_view numberText(const Json &v, char (&buffer)[64]);
std::string_view numberText(const TapeValue &v, char (&buffer)[64]);
/// `v` as nlohmann's value: itself, or (a tape's) converted, for what templates read through
/// nlohmann only (texts that only the window shows).
inline const Json &asJson(const Json &v)
{
    return v;
}
Json asJson(const TapeValue &v);
/// A string's bytes; empty when `v` is not a string.
std::string_view textOf(const Json &v);
inline std::string_view textOf(const TapeValue &v)
{
    return v.text();
}

/// Strings: a JSON string as QString; numbers and booleans are rendered as text; else nullopt.
std::optional<QString> toString(const Json *v);
std::optional<QString> toString(const TapeValue *v);
QString stringOr(const Json &obj, std::string_view key, const QString &fallback = QString());
QString stringOr(const TapeValue &obj, std::string_view key, const QString &fallback = QString());

/// int64 from a number, a numeric string, an integral float (137.0) or exponent form (1.37e2).
std::optional<qint64> toInt64(const Json *v);
std::optional<qint64> toInt64(const TapeValue *v);
/// double from a number or a string (also "NaN", "Infinity", "-Infinity").
std::optional<double> toDouble(const Json *v);
std::optional<double> toDouble(const TapeValue *v);
/// bool from true/false or the strings "true"/"false" (the latter sets *wasString).
std::optional<bool> toBool(const Json *v, bool *wasString = nullptr);
std::optional<bool> toBool(const TapeValue *v, bool *wasString = nullptr);

/// Enum value as its canonical name: accepts a name (case-insensitive, "Type.NAME" prefix
/// removed), an integer or a numeric string mapped through `names` (index = value). Unknown
/// values come back raw as text, never as the UNSPECIFIED name.
std::optional<QString> toEnumName(const Json *v, const QStringList &names);
std::optional<QString> toEnumName(const TapeValue *v, const QStringList &names);

/// Timestamps: RFC 3339 text (0-9 fractional digits, any offset, lower-case t/z, space for T,
/// no offset = UTC with *warning), `{seconds, nanos}` objects, or numeric epochs (seconds,
/// milliseconds, microseconds or nanoseconds by magnitude; *guessed set). Invalid on failure.
Timestamp toTimestamp(const Json *v, bool *guessedOrNaive = nullptr);
Timestamp toTimestamp(const TapeValue *v, bool *guessedOrNaive = nullptr);
Timestamp parseRfc3339(QStringView text, bool *naive = nullptr);
/// Durations: "1.5s", "-2.5s", "0.000250s" or {seconds, nanos}; nullopt when not a duration.
std::optional<qint64> toDurationNanos(const Json *v);
std::optional<qint64> toDurationNanos(const TapeValue *v);

/// base64 in the standard or URL-safe alphabet, padded or not, whitespace and a
/// `data:<mime>;base64,` prefix allowed. nullopt when it does not decode.
std::optional<QByteArray> decodeBase64(std::string_view text);
/// Whether decodeBase64(`text`) gives bytes, found without writing them.
bool isBase64(std::string_view text);
/// The base64 text of `text`: the part after the comma of a `data:...;base64,` URL, else all of
/// it; nullopt for a data URL that is not base64.
std::optional<std::string_view> base64Payload(std::string_view text);

/// Compact JSON text of `v` in its own key order (free-form values keep their keys as given).
JsonText toJsonText(const Json &v);
JsonText toJsonText(const TapeValue &v);
/// toJsonText() for a text only the window and export show (a record's `raw` JSON, an `extra`
/// object, a tool's args or response): null inside a RawTextScope that turned them off
/// (raw_text_scope.h).
JsonText rawText(const Json &v);
JsonText rawText(const TapeValue &v);
/// rawText() of object `obj` without its first member of each folded key in `droppedFoldedKeys`
/// (a conversation's raw text without its turns): the members are never copied first.
JsonText rawTextWithout(const Json &obj, std::initializer_list<std::string_view> droppedFoldedKeys);
JsonText rawTextWithout(
    const TapeValue &obj, std::initializer_list<std::string_view> droppedFoldedKeys);
/// The members of object `obj` whose folded keys are not in `knownFoldedKeys`, as a JSON object
/// text; null JsonText when there are none, or inside a RawTextScope that turned raw texts off.
/// `knownFoldedKeys` must already be folded.
JsonText unknownFields(const Json &obj, std::initializer_list<std::string_view> knownFoldedKeys);
JsonText unknownFields(
    const TapeValue &obj, std::initializer_list<std::string_view> knownFoldedKeys);

/// Unwraps protobuf Struct-in-message-form ({"fields": {"k": {"stringValue": "v"}}}) when every
/// entry is such a wrapper; otherwise returns `v` unchanged (formats.md §3.7).
Json unwrapStructFields(const Json &v);
/// unwrapStructFields() without copying `v`: `v` itself when it is no Struct, else `storage`
/// holding the unwrapped value.
const Json &unwrappedStruct(const Json &v, Json &storage);
/// Compact JSON text of unwrapStructFields(`v`): a free-form value every view and `check` read
/// (a stateDelta). A tape's value is converted only when it has the shape of a Struct.
JsonText structText(const Json &v);
JsonText structText(const TapeValue &v);
/// rawText() of unwrapStructFields(`v`), for the free-form texts only the window and export show
/// (tool args and responses, payloads, span attributes): null, with nothing unwrapped or
/// written, inside a RawTextScope that turned raw texts off.
JsonText rawStructText(const Json &v);
JsonText rawStructText(const TapeValue &v);

/// Builds a JSON path element: path("turns", 3) → "turns[3]", path("a.b", "c") → "a.b.c".
QString path(const QString &parent, const char *key);
QString path(const QString &parent, std::string_view key);
QString path(const QString &parent, const char *key, qint64 index);

} // namespace tolerant
