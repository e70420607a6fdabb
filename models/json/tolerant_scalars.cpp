// SPDX-License-Identifier: GPL-2.0-or-later
// Tolerant scalars (formats.md §3.2, §3.3): numbers as text, strings, int64 from any spelling,
// doubles, booleans and enum names, read alike from nlohmann's values and a tape's.
#include "tolerant_json.h"

#include "decimal_text.h"

#include <nlohmann/json.hpp>

#include <QByteArray>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

using namespace Qt::StringLiterals;

namespace tolerant {

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
    // Most strings read (ids, names, resources) are ASCII: widened at once, where the UTF-8
    // decoder looks at each byte of them.
    std::uint64_t high = 0; // the bytes ORed together, eight at a time
    std::size_t i = 0;
    for (; i + 8 <= s.size(); i += 8) {
        std::uint64_t word;
        std::memcpy(&word, s.data() + i, sizeof word);
        high |= word;
    }
    for (; i < s.size(); ++i)
        high |= static_cast<unsigned char>(s[i]);
    if ((high & 0x8080808080808080ULL) == 0)
        return QString::fromLatin1(s.data(), qsizetype(s.size()));
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

} // namespace

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

} // namespace tolerant
