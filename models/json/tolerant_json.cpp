// SPDX-License-Identifier: GPL-2.0-or-later
// Tolerant field access (formats.md §3): folded keys, JSON text and JSON paths. Numbers,
// strings and enums live in tolerant_scalars.cpp, times and durations in tolerant_time.cpp,
// base64 in tolerant_base64.cpp, Struct unwrapping in struct_unwrap.cpp.
#include "tolerant_json.h"

#include "transcript/json_path.h"

#include "raw_text_scope.h"
#include "word_bytes.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <cstring>
#include <vector>

using namespace Qt::StringLiterals;

namespace tolerant {

namespace {

char lowerAscii(char c)
{
    return (c >= 'A' && c <= 'Z') ? char(c - 'A' + 'a') : c;
}

// Whether the eight characters `k` fold to the eight `folded`: none is '_', and with 'A'-'Z'
// lower-cased they are `folded`'s.
bool foldsTo8(std::uint64_t k, std::uint64_t folded)
{
    return !wordbytes::hasByte(k, '_') && wordbytes::lowerAscii(k) == folded;
}

} // namespace

bool keyFoldsTo(std::string_view key, std::string_view folded)
{
    if (key.size() < folded.size()) // folding only drops characters
        return false;
    if (key.size() == folded.size()) {
        // Nothing to drop (the usual key): no '_' allowed. Eight characters at a time from
        // eight on (the last eight overlapping), else character by character, where most are
        // already equal (a folded key has no upper case).
        const std::size_t n = key.size();
        if (n >= 8) {
            const auto load = [](const char *p) {
                std::uint64_t v = 0;
                std::memcpy(&v, p, 8);
                return v;
            };
            for (std::size_t i = 0; i + 8 < n; i += 8) {
                if (!foldsTo8(load(key.data() + i), load(folded.data() + i)))
                    return false;
            }
            return foldsTo8(load(key.data() + n - 8), load(folded.data() + n - 8));
        }
        for (std::size_t i = 0; i < key.size(); ++i) {
            const char c = key[i];
            if (c == '_' || (c != folded[i] && lowerAscii(c) != folded[i]))
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
        if (lowerAscii(c) != folded[j])
            return false;
        ++j;
    }
    return j == folded.size();
}

bool keysFoldAlike(std::string_view a, std::string_view b)
{
    std::size_t j = 0;
    for (const char c : a) {
        if (c == '_')
            continue;
        while (j < b.size() && b[j] == '_')
            ++j;
        if (j == b.size() || lowerAscii(c) != lowerAscii(b[j]))
            return false;
        ++j;
    }
    while (j < b.size() && b[j] == '_')
        ++j;
    return j == b.size();
}

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
    const char first = shape.first;
    const std::size_t foldedLength = shape.length;
    const J *found = nullptr;
    const J *fallback = nullptr;
    forEachMember(obj, shape, [&](std::string_view k, const J &value) {
        // Most keys differ at once: their first character (unless it is a '_') tells.
        if (!k.empty() && k[0] != '_' && foldedLength > 0 && lowerAscii(k[0]) != first)
            return true;
        if (value.is_null())
            return true;
        // Files mostly write the lowerCamelCase keys readers ask for: as written, else folded
        // alike (compared without building either folded key).
        if (k != key && !keysFoldAlike(k, key))
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
    const std::string_view k = key ? std::string_view(key) : std::string_view();
    if (std::all_of(
            k.begin(), k.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; }))
        return JsonPath::step(parent, key ? key : "", index); // readers' keys: in place
    char digits[24];
    const auto digitsEnd = std::to_chars(digits, digits + sizeof digits, index).ptr;
    QString out = joinPath(parent, k, 22);
    out.append(u'[');
    out.append(QLatin1StringView(digits, digitsEnd - digits));
    out.append(u']');
    return out;
}

} // namespace tolerant
