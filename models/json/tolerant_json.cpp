// SPDX-License-Identifier: GPL-2.0-or-later
// Tolerant field access (formats.md §3): folded keys, numbers, enums, base64, JSON text and JSON
// paths. Times and durations live in tolerant_time.cpp, Struct unwrapping in struct_unwrap.cpp.
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

namespace {

bool foldedEquals(std::string_view key, std::string_view folded)
{
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

std::optional<qint64> doubleToInt64(double d)
{
    if (!std::isfinite(d) || d != std::trunc(d))
        return std::nullopt;
    // 2^63 is exactly representable; the valid range is [-2^63, 2^63).
    if (d < -9223372036854775808.0 || d >= 9223372036854775808.0)
        return std::nullopt;
    return static_cast<qint64>(d);
}

QString fromStd(const std::string &s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

} // namespace

std::string foldKey(std::string_view key)
{
    std::string out;
    out.reserve(key.size());
    for (char c : key) {
        if (c == '_')
            continue;
        out.push_back((c >= 'A' && c <= 'Z') ? char(c - 'A' + 'a') : c);
    }
    return out;
}

const Json *field(const Json &obj, std::string_view key)
{
    if (!obj.is_object())
        return nullptr;
    const std::string folded = foldKey(key);
    const Json *fallback = nullptr;
    for (auto it = obj.begin(); it != obj.end(); ++it) {
        if (it.value().is_null() || !foldedEquals(it.key(), folded))
            continue;
        if (it.key().find('_') == std::string::npos)
            return &it.value(); // the lowerCamelCase spelling wins
        if (!fallback)
            fallback = &it.value();
    }
    return fallback;
}

const Json *field(const Json &obj, std::initializer_list<std::string_view> keysInOrder)
{
    for (std::string_view key : keysInOrder) {
        if (const Json *v = field(obj, key))
            return v;
    }
    return nullptr;
}

std::optional<QString> toString(const Json *v)
{
    if (!v)
        return std::nullopt;
    if (v->is_string())
        return fromStd(v->get_ref<const std::string &>());
    if (v->is_number())
        return fromStd(v->dump());
    if (v->is_boolean())
        return v->get<bool>() ? u"true"_s : u"false"_s;
    return std::nullopt;
}

QString stringOr(const Json &obj, std::string_view key, const QString &fallback)
{
    return toString(field(obj, key)).value_or(fallback);
}

std::optional<qint64> toInt64(const Json *v)
{
    if (!v)
        return std::nullopt;
    if (v->is_number_unsigned()) {
        const auto u = v->get<std::uint64_t>();
        if (u > std::uint64_t(std::numeric_limits<qint64>::max()))
            return std::nullopt;
        return qint64(u);
    }
    if (v->is_number_integer())
        return qint64(v->get<std::int64_t>());
    if (v->is_number_float())
        return doubleToInt64(v->get<double>());
    if (v->is_string()) {
        qint64 out = 0;
        bool exact = false;
        if (parseScaledDecimal(v->get_ref<const std::string &>(), 0, &out, &exact) && exact)
            return out;
    }
    return std::nullopt;
}

std::optional<double> toDouble(const Json *v)
{
    if (!v)
        return std::nullopt;
    if (v->is_number())
        return v->get<double>();
    if (!v->is_string())
        return std::nullopt;
    const std::string &s = v->get_ref<const std::string &>();
    if (s == "NaN")
        return std::numeric_limits<double>::quiet_NaN();
    if (s == "Infinity")
        return std::numeric_limits<double>::infinity();
    if (s == "-Infinity")
        return -std::numeric_limits<double>::infinity();
    // Plain decimal text only (no hex, no "inf" spellings): check the shape, then convert.
    qint64 ignored = 0;
    const QByteArray bytes = QByteArray::fromStdString(s).trimmed();
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

std::optional<bool> toBool(const Json *v, bool *wasString)
{
    if (wasString)
        *wasString = false;
    if (!v)
        return std::nullopt;
    if (v->is_boolean())
        return v->get<bool>();
    if (v->is_string()) {
        const QString s = fromStd(v->get_ref<const std::string &>()).trimmed();
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

std::optional<QString> toEnumName(const Json *v, const QStringList &names)
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
        return fromStd(v->dump());
    }
    if (!v->is_string())
        return std::nullopt;
    const QString raw = fromStd(v->get_ref<const std::string &>());
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

namespace {

// Qt's decoder (the definition of a valid text) for the one case the fast one leaves to it.
std::optional<QByteArray> decodeBase64WithQt(const QByteArray &b)
{
    auto result = QByteArray::fromBase64Encoding(
        b, QByteArray::Base64Encoding | QByteArray::AbortOnBase64DecodingErrors);
    if (result.decodingStatus != QByteArray::Base64DecodingStatus::Ok)
        return std::nullopt;
    return std::move(result.decoded);
}

enum : signed char { Base64Invalid = -1, Base64Space = -2, Base64Pad = -3 };

struct Base64Table {
    signed char v[256];
    constexpr Base64Table()
        : v {}
    {
        for (int c = 0; c < 256; ++c)
            v[c] = Base64Invalid;
        for (int c = 'A'; c <= 'Z'; ++c)
            v[c] = static_cast<signed char>(c - 'A');
        for (int c = 'a'; c <= 'z'; ++c)
            v[c] = static_cast<signed char>(c - 'a' + 26);
        for (int c = '0'; c <= '9'; ++c)
            v[c] = static_cast<signed char>(c - '0' + 52);
        v[int('+')] = v[int('-')] = 62;
        v[int('/')] = v[int('_')] = 63;
        for (const char c : {' ', '\t', '\n', '\r', '\f', '\v'})
            v[int(c)] = Base64Space;
        v[int('=')] = Base64Pad;
    }
};

constexpr Base64Table base64Table;

} // namespace

std::optional<std::string_view> base64Payload(std::string_view text)
{
    if (text.size() >= 5 && text.substr(0, 5) == "data:") {
        const size_t comma = text.find(',');
        if (comma == std::string_view::npos)
            return std::nullopt;
        const std::string_view header = text.substr(0, comma);
        if (header.size() < 7 || header.substr(header.size() - 7) != ";base64")
            return std::nullopt;
        text.remove_prefix(comma + 1);
    }
    return text;
}

std::optional<QByteArray> decodeBase64(std::string_view text)
{
    const std::optional<std::string_view> payload = base64Payload(text);
    if (!payload)
        return std::nullopt;
    text = *payload;
    // One pass, four characters at a time, with the outcome of Qt's strict decoder on the text
    // without whitespace, '-' and '_' read as '+' and '/', and '=' padding added up to a
    // multiple of four (a length of 4k + 1 never decodes): a '=' may only stand in the last
    // two places of that padded text, and bits left over after the last byte are dropped.
    const signed char *table = base64Table.v;
    QByteArray out(qsizetype(text.size() / 4 * 3 + 3), Qt::Uninitialized);
    char *o = out.data();
    const auto *p = reinterpret_cast<const unsigned char *>(text.data());
    const auto *end = p + text.size();
    quint32 bits = 0;
    int bitCount = 0;
    qsizetype count = 0; // characters other than whitespace
    qsizetype firstPad = -1;
    unsigned char last = 0;
    while (p < end) {
        if (bitCount == 0 && firstPad < 0) {
            while (end - p >= 4) {
                const int a = table[p[0]], b = table[p[1]], c = table[p[2]], d = table[p[3]];
                if ((a | b | c | d) < 0)
                    break;
                const quint32 v
                    = quint32(a) << 18 | quint32(b) << 12 | quint32(c) << 6 | quint32(d);
                o[0] = char(v >> 16);
                o[1] = char(v >> 8);
                o[2] = char(v);
                o += 3;
                p += 4;
                count += 4;
            }
            if (p >= end)
                break;
        }
        const unsigned char ch = *p++;
        const int d = table[ch];
        if (d == Base64Space)
            continue;
        last = ch;
        ++count;
        if (firstPad >= 0)
            continue; // Qt stops at a valid '='; what follows is checked below
        if (d == Base64Pad) {
            firstPad = count - 1;
            continue;
        }
        if (d < 0)
            return std::nullopt;
        bits = (bits << 6) | quint32(d);
        bitCount += 6;
        if (bitCount >= 8) {
            bitCount -= 8;
            *o++ = char(bits >> bitCount);
            bits &= (1u << bitCount) - 1;
        }
    }
    if (count % 4 == 1)
        return std::nullopt;
    if (count == 0)
        return decodeBase64WithQt(QByteArray()); // Qt's own empty result
    if (firstPad >= 0) {
        const qsizetype padded = (count + 3) / 4 * 4;
        const bool lastIsPad = count < padded || last == '=';
        if (firstPad != padded - 1 && !(firstPad == padded - 2 && lastIsPad))
            return std::nullopt;
    }
    out.truncate(o - out.data());
    return out;
}

JsonText toJsonText(const Json &v)
{
    if (v.is_null() || v.is_discarded())
        return JsonText();
    return JsonText {
        QByteArray::fromStdString(v.dump(-1, ' ', false, Json::error_handler_t::replace))};
}

JsonText rawText(const Json &v)
{
    return RawTextScope::wanted() ? toJsonText(v) : JsonText();
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
QString joinPath(const QString &parent, const char *key, qsizetype spare)
{
    const std::string_view k = key ? std::string_view(key) : std::string_view();
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
    return joinPath(parent, key, 0);
}

QString path(const QString &parent, const char *key, qint64 index)
{
    QString out = joinPath(parent, key, 22);
    out.append(u'[');
    char digits[24];
    const auto end = std::to_chars(digits, digits + sizeof digits, index).ptr;
    out.append(QLatin1StringView(digits, end - digits));
    out.append(u']');
    return out;
}

} // namespace tolerant
