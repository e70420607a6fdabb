// SPDX-License-Identifier: GPL-2.0-or-later
// Tolerant field access (formats.md §3): folded keys, numbers, enums, JSON text and JSON paths.
// Times and durations live in tolerant_time.cpp, base64 in tolerant_base64.cpp, Struct
// unwrapping in struct_unwrap.cpp.
#include "tolerant_json.h"

#include "decimal_text.h"
#include "raw_text_scope.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>
#include <vector>

using namespace Qt::StringLiterals;

namespace tolerant {

bool keyFoldsTo(std::string_view key, std::string_view folded)
{
    if (key.size() < folded.size()) // folding only drops characters
        return false;
    if (key.size() == folded.size()) {
        // Nothing to drop (the usual key): character by character, no '_' allowed.
        for (std::size_t i = 0; i < key.size(); ++i) {
            const char c = key[i];
            if (c == '_'
                || (c != folded[i] && !(c >= 'A' && c <= 'Z' && char(c - 'A' + 'a') == folded[i])))
                return false;
        }
        return true;
    }
    size_t j = 0;
    for (char c : key) {
        if (c == '_')
            continue;
        if (j >= folded.size())
            return false;
        const char lc = (c >= 'A' && c <= 'Z') ? char(c - 'A' + 'a') : c;
        if (lc != folded[j])
            return false;
        ++j;
    }
    return j == folded.size();
}

namespace {

std::optional<qint64> doubleToInt64(double d)
{
    if (!std::isfinite(d) || d != std::trunc(d))
        return std::nullopt;
    // 2^63 is exactly representable; the valid range is [-2^63, 2^63).
    if (d < -9223372036854775808.0 || d >= 9223372036854775808.0)
        return std::nullopt;
    return static_cast<qint64>(d);
}

QString fromStd(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

} // namespace

std::string foldKey(std::string_view key)
{
    // Written through a pointer (push_back per character was a few percent of check).
    std::string out(key.size(), '\0');
    char *to = out.data();
    for (const char c : key) {
        if (c != '_')
            *to++ = (c >= 'A' && c <= 'Z') ? char(c - 'A' + 'a') : c;
    }
    out.resize(std::size_t(to - out.data()));
    return out;
}

Json asJson(const TapeValue &v)
{
    return toJson(v);
}

std::string_view textOf(const Json &v)
{
    return v.is_string() ? std::string_view(v.get_ref<const std::string &>()) : std::string_view();
}

namespace {

// The members of an object as (key, value) pairs, until `f` returns false: nlohmann's vector
// itself (its iterator dispatches on the value type at every step); a tape's members whose keys
// may fold to a key of folded shape `shape` (the others are ruled out without reading them).
template<typename F>
void forEachMember(const Json &obj, FoldedKeyShape, F &&f)
{
    for (const auto &[k, value] : obj.get_ref<const Json::object_t &>()) {
        if (!f(std::string_view(k), value))
            return;
    }
}

template<typename F>
void forEachMember(const TapeValue &obj, FoldedKeyShape shape, F &&f)
{
    const TapeValue *const end = &obj + obj.span();
    for (const TapeValue *key = &obj + 1; key < end;) {
        const TapeValue *value = key + 1;
        if (key->mayFoldTo(shape.first, shape.length) && !f(key->text(), *value))
            return;
        key = value + value->span();
    }
}

template<typename J>
const J *fieldOf(const J &obj, std::string_view key, FoldedKeyShape shape)
{
    if (!obj.is_object())
        return nullptr;
    const auto lower = [](char c) { return (c >= 'A' && c <= 'Z') ? char(c - 'A' + 'a') : c; };
    const char first = shape.first;
    const std::size_t foldedLength = shape.length;
    // The folded key itself only when a member's key is not `key` as written (files mostly
    // write the lowerCamelCase keys readers ask for); schema keys are short: on the stack.
    char buffer[64];
    std::string longKey;
    std::string_view folded;
    const auto foldedKey = [&]() -> std::string_view {
        if (folded.empty() && foldedLength > 0) {
            if (key.size() <= sizeof buffer) {
                std::size_t n = 0;
                for (const char c : key) {
                    if (c != '_')
                        buffer[n++] = lower(c);
                }
                folded = std::string_view(buffer, n);
            } else {
                longKey = foldKey(key);
                folded = longKey;
            }
        }
        return folded;
    };
    const J *found = nullptr;
    const J *fallback = nullptr;
    forEachMember(obj, shape, [&](std::string_view k, const J &value) {
        // Most keys differ at once: their first character (unless it is a '_') tells.
        if (!k.empty() && k[0] != '_' && foldedLength > 0 && lower(k[0]) != first)
            return true;
        if (value.is_null())
            return true;
        const bool asWritten = k == key;
        if (!asWritten && !keyFoldsTo(k, foldedKey()))
            return true;
        if (k.size() == foldedLength) { // folding dropped no '_': the lowerCamelCase spelling
            found = &value; // wins
            return false;
        }
        if (!fallback)
            fallback = &value;
        return true;
    });
    return found ? found : fallback;
}

} // namespace

const Json *fieldOfShape(const Json &obj, std::string_view key, FoldedKeyShape shape)
{
    return fieldOf(obj, key, shape);
}

const TapeValue *fieldOfShape(const TapeValue &obj, std::string_view key, FoldedKeyShape shape)
{
    return fieldOf(obj, key, shape);
}

const Json *field(const Json &obj, std::initializer_list<std::string_view> keysInOrder)
{
    for (std::string_view key : keysInOrder) {
        if (const Json *v = field(obj, key))
            return v;
    }
    return nullptr;
}

namespace {

template<typename J>
std::string_view numberTextOf(const J &v, char (&buffer)[64])
{
    char *end = buffer;
    if (v.is_number_float() && !std::isfinite(v.template get<double>()))
        return std::string_view("null"); // as dump() writes it
    if (v.is_number_float()) // nlohmann's own shortest form, as dump() writes it
        end = nlohmann::detail::to_chars(buffer, buffer + sizeof buffer, v.template get<double>());
    else if (v.is_number_unsigned())
        end = std::to_chars(buffer, buffer + sizeof buffer, v.template get<std::uint64_t>()).ptr;
    else if (v.is_number_integer())
        end = std::to_chars(buffer, buffer + sizeof buffer, v.template get<std::int64_t>()).ptr;
    return std::string_view(buffer, std::size_t(end - buffer));
}

template<typename J>
std::optional<QString> toStringOf(const J *v)
{
    if (!v)
        return std::nullopt;
    if (v->is_string())
        return fromStd(textOf(*v));
    if (v->is_number()) {
        char buffer[64];
        const std::string_view text = numberText(*v, buffer);
        return QString::fromLatin1(text.data(), qsizetype(text.size()));
    }
    if (v->is_boolean())
        return v->template get<bool>() ? u"true"_s : u"false"_s;
    return std::nullopt;
}

template<typename J>
QString stringOrOf(const J &obj, std::string_view key, const QString &fallback)
{
    return toString(field(obj, key)).value_or(fallback);
}

template<typename J>
std::optional<qint64> toInt64Of(const J *v)
{
    if (!v)
        return std::nullopt;
    if (v->is_number_unsigned()) {
        const auto u = v->template get<std::uint64_t>();
        if (u > std::uint64_t(std::numeric_limits<qint64>::max()))
            return std::nullopt;
        return qint64(u);
    }
    if (v->is_number_integer())
        return qint64(v->template get<std::int64_t>());
    if (v->is_number_float())
        return doubleToInt64(v->template get<double>());
    if (v->is_string()) {
        qint64 out = 0;
        bool exact = false;
        if (parseScaledDecimal(textOf(*v), 0, &out, &exact) && exact)
            return out;
    }
    return std::nullopt;
}

template<typename J>
std::optional<double> toDoubleOf(const J *v)
{
    if (!v)
        return std::nullopt;
    if (v->is_number())
        return v->template get<double>();
    if (!v->is_string())
        return std::nullopt;
    const std::string_view s = textOf(*v);
    if (s == "NaN")
        return std::numeric_limits<double>::quiet_NaN();
    if (s == "Infinity")
        return std::numeric_limits<double>::infinity();
    if (s == "-Infinity")
        return -std::numeric_limits<double>::infinity();
    // Plain decimal text only (no hex, no "inf" spellings): check the shape, then convert.
    qint64 ignored = 0;
    const QByteArray bytes = QByteArray(s.data(), qsizetype(s.size())).trimmed();
    bool shapeOk = parseScaledDecimal(s, 0, &ignored);
    if (!shapeOk) {
        // Out of int64 range still is a valid double ("1e300"); check the characters.
        shapeOk = !bytes.isEmpty() && std::all_of(bytes.begin(), bytes.end(), [](char c) {
            return (c >= '0' && c <= '9') || c == '.' || c == 'e' || c == 'E' || c == '+'
                || c == '-';
        });
    }
    if (!shapeOk)
        return std::nullopt;
    bool ok = false;
    const double d = bytes.toDouble(&ok);
    if (!ok)
        return std::nullopt;
    return d;
}

template<typename J>
std::optional<bool> toBoolOf(const J *v, bool *wasString)
{
    if (wasString)
        *wasString = false;
    if (!v)
        return std::nullopt;
    if (v->is_boolean())
        return v->template get<bool>();
    if (v->is_string()) {
        const QString s = fromStd(textOf(*v)).trimmed();
        std::optional<bool> r;
        if (s.compare(u"true"_s, Qt::CaseInsensitive) == 0)
            r = true;
        else if (s.compare(u"false"_s, Qt::CaseInsensitive) == 0)
            r = false;
        if (r && wasString)
            *wasString = true;
        return r;
    }
    return std::nullopt;
}

template<typename J>
std::optional<QString> toEnumNameOf(const J *v, const QStringList &names)
{
    if (!v)
        return std::nullopt;
    auto byIndex = [&names](qint64 i) -> QString {
        if (i >= 0 && i < names.size() && !names.at(i).isEmpty())
            return names.at(i);
        return QString::number(i);
    };
    if (v->is_number()) {
        if (const auto i = toInt64(v))
            return byIndex(*i);
        {
            char buffer[64];
            return fromStd(numberText(*v, buffer));
        }
    }
    if (!v->is_string())
        return std::nullopt;
    const QString raw = fromStd(textOf(*v));
    const QString s = raw.trimmed();
    if (const auto i = toInt64(v))
        return byIndex(*i);
    const qsizetype dot = s.lastIndexOf(u'.');
    const QStringView name = dot >= 0 ? QStringView(s).mid(dot + 1) : QStringView(s);
    for (const QString &candidate : names) {
        if (!candidate.isEmpty() && name.compare(candidate, Qt::CaseInsensitive) == 0)
            return candidate;
    }
    return raw;
}

} // namespace

std::string_view numberText(const Json &v, char (&buffer)[64])
{
    return numberTextOf(v, buffer);
}
std::string_view numberText(const TapeValue &v, char (&buffer)[64])
{
    return numberTextOf(v, buffer);
}
std::optional<QString> toString(const Json *v)
{
    return toStringOf(v);
}
std::optional<QString> toString(const TapeValue *v)
{
    return toStringOf(v);
}
QString stringOr(const Json &obj, std::string_view key, const QString &fallback)
{
    return stringOrOf(obj, key, fallback);
}
QString stringOr(const TapeValue &obj, std::string_view key, const QString &fallback)
{
    return stringOrOf(obj, key, fallback);
}
std::optional<qint64> toInt64(const Json *v)
{
    return toInt64Of(v);
}
std::optional<qint64> toInt64(const TapeValue *v)
{
    return toInt64Of(v);
}
std::optional<double> toDouble(const Json *v)
{
    return toDoubleOf(v);
}
std::optional<double> toDouble(const TapeValue *v)
{
    return toDoubleOf(v);
}
std::optional<bool> toBool(const Json *v, bool *wasString)
{
    return toBoolOf(v, wasString);
}
std::optional<bool> toBool(const TapeValue *v, bool *wasString)
{
    return toBoolOf(v, wasString);
}
std::optional<QString> toEnumName(const Json *v, const QStringList &names)
{
    return toEnumNameOf(v, names);
}
std::optional<QString> toEnumName(const TapeValue *v, const QStringList &names)
{
    return toEnumNameOf(v, names);
}

JsonText toJsonText(const Json &v)
{
    if (v.is_null() || v.is_discarded())
        return JsonText();
    return JsonText {
        QByteArray::fromStdString(v.dump(-1, ' ', false, Json::error_handler_t::replace))};
}

JsonText toJsonText(const TapeValue &v)
{
    return v.is_null() ? JsonText() : toJsonText(toJson(v));
}

JsonText rawText(const Json &v)
{
    return RawTextScope::wanted() ? toJsonText(v) : JsonText();
}

JsonText rawText(const TapeValue &v)
{
    return RawTextScope::wanted() ? toJsonText(v) : JsonText();
}

JsonText rawTextWithout(
    const TapeValue &obj, std::initializer_list<std::string_view> droppedFoldedKeys)
{
    return RawTextScope::wanted() ? rawTextWithout(toJson(obj), droppedFoldedKeys) : JsonText();
}

JsonText unknownFields(
    const TapeValue &obj, std::initializer_list<std::string_view> knownFoldedKeys)
{
    return obj.is_object() && RawTextScope::wanted() ? unknownFields(toJson(obj), knownFoldedKeys)
                                                     : JsonText();
}

JsonText rawTextWithout(const Json &obj, std::initializer_list<std::string_view> droppedFoldedKeys)
{
    if (!RawTextScope::wanted())
        return JsonText();
    if (!obj.is_object())
        return toJsonText(obj);
    std::vector<bool> dropped(droppedFoldedKeys.size(), false);
    Json out = Json::object();
    auto &members = *out.get_ptr<Json::object_t *>();
    for (auto it = obj.begin(); it != obj.end(); ++it) {
        const std::string folded = foldKey(it.key());
        const auto k = std::find(droppedFoldedKeys.begin(), droppedFoldedKeys.end(), folded);
        const auto slot = std::size_t(k - droppedFoldedKeys.begin());
        if (k != droppedFoldedKeys.end() && !dropped[slot]) {
            dropped[slot] = true;
            continue;
        }
        members.emplace_back(it.key(), it.value()); // keys of an object are unique already
    }
    return toJsonText(out);
}

JsonText unknownFields(const Json &obj, std::initializer_list<std::string_view> knownFoldedKeys)
{
    if (!obj.is_object() || !RawTextScope::wanted())
        return JsonText();
    Json out = Json::object();
    for (auto it = obj.begin(); it != obj.end(); ++it) {
        if (it.value().is_null())
            continue;
        const std::string folded = foldKey(it.key());
        if (std::find(knownFoldedKeys.begin(), knownFoldedKeys.end(), std::string_view(folded))
            != knownFoldedKeys.end())
            continue;
        out[it.key()] = it.value();
    }
    if (out.empty())
        return JsonText();
    return toJsonText(out);
}

namespace {

// parent + "." + key (or the one that is not empty) with room for `spare` more characters: one
// allocation for the common ASCII key.
QString joinPath(const QString &parent, std::string_view k, qsizetype spare)
{
    if (k.empty() && spare == 0)
        return parent;
    QString out;
    out.reserve(parent.size() + 1 + qsizetype(k.size()) + spare);
    out.append(parent);
    if (k.empty())
        return out;
    if (!parent.isEmpty())
        out.append(u'.');
    if (std::all_of(
            k.begin(), k.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; }))
        out.append(QLatin1StringView(k.data(), qsizetype(k.size())));
    else
        out.append(QString::fromUtf8(k.data(), qsizetype(k.size())));
    return out;
}

} // namespace

QString path(const QString &parent, const char *key)
{
    return joinPath(parent, key ? std::string_view(key) : std::string_view(), 0);
}

QString path(const QString &parent, std::string_view key)
{
    return joinPath(parent, key, 0);
}

QString path(const QString &parent, const char *key, qint64 index)
{
    char digits[24];
    const auto digitsEnd = std::to_chars(digits, digits + sizeof digits, index).ptr;
    const std::string_view k = key ? std::string_view(key) : std::string_view();
    if (!std::all_of(
            k.begin(), k.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; })) {
        QString out = joinPath(parent, k, 22);
        out.append(u'[');
        out.append(QLatin1StringView(digits, digitsEnd - digits));
        out.append(u']');
        return out;
    }
    // Readers make one for every message and chunk: written in place, one exact allocation.
    const bool dot = !k.empty() && !parent.isEmpty();
    QString out(parent.size() + (dot ? 1 : 0) + qsizetype(k.size()) + 2 + (digitsEnd - digits),
        Qt::Uninitialized);
    char16_t *o = reinterpret_cast<char16_t *>(out.data());
    o = std::copy_n(reinterpret_cast<const char16_t *>(parent.constData()), parent.size(), o);
    if (dot)
        *o++ = u'.';
    o = std::copy(k.begin(), k.end(), o);
    *o++ = u'[';
    o = std::copy(digits, digitsEnd, o);
    *o = u']';
    return out;
}

} // namespace tolerant
