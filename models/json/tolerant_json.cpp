// SPDX-License-Identifier: GPL-2.0-or-later
// Tolerant field access (formats.md §3): folded keys, numbers, enums, base64, JSON text and JSON
// paths. Times and durations live in tolerant_time.cpp, Struct unwrapping in struct_unwrap.cpp.
#include "tolerant_json.h"

#include "decimal_text.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <limits>

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

std::optional<QByteArray> decodeBase64(std::string_view text)
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
    QByteArray b;
    b.reserve(qsizetype(text.size()) + 3);
    for (char c : text) {
        switch (c) {
        case ' ':
        case '\t':
        case '\n':
        case '\r':
        case '\f':
        case '\v':
            break;
        case '-':
            b.append('+');
            break;
        case '_':
            b.append('/');
            break;
        default:
            b.append(c);
        }
    }
    switch (b.size() % 4) {
    case 1:
        return std::nullopt;
    case 2:
        b.append("==");
        break;
    case 3:
        b.append('=');
        break;
    default:
        break;
    }
    auto result = QByteArray::fromBase64Encoding(
        b, QByteArray::Base64Encoding | QByteArray::AbortOnBase64DecodingErrors);
    if (result.decodingStatus != QByteArray::Base64DecodingStatus::Ok)
        return std::nullopt;
    return std::move(result.decoded);
}

JsonText toJsonText(const Json &v)
{
    if (v.is_null() || v.is_discarded())
        return JsonText();
    return JsonText {
        QByteArray::fromStdString(v.dump(-1, ' ', false, Json::error_handler_t::replace))};
}

JsonText unknownFields(const Json &obj, std::initializer_list<std::string_view> knownFoldedKeys)
{
    if (!obj.is_object())
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

QString path(const QString &parent, const char *key)
{
    const QString k = QString::fromUtf8(key ? key : "");
    if (parent.isEmpty())
        return k;
    if (k.isEmpty())
        return parent;
    return parent + u'.' + k;
}

QString path(const QString &parent, const char *key, qint64 index)
{
    return path(parent, key) + u'[' + QString::number(index) + u']';
}

} // namespace tolerant
