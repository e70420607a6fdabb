// SPDX-License-Identifier: GPL-2.0-or-later
// Tolerant times and durations (formats.md §3.4): RFC 3339 text, {seconds, nanos}, numeric epochs.
#include "tolerant_json.h"

#include "decimal_text.h"

#include <algorithm>
#include <iterator>

#include <nlohmann/json.hpp>

namespace tolerant {

namespace {

constexpr qint64 kNanosPerSecond = 1000000000;

// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil).
qint64 daysFromCivil(qint64 y, unsigned m, unsigned d)
{
    y -= m <= 2;
    const qint64 era = (y >= 0 ? y : y - 399) / 400;
    const unsigned yoe = unsigned(y - era * 400);
    const unsigned doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
    const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + qint64(doe) - 719468;
}

bool isLeap(qint64 y)
{
    return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

unsigned daysInMonth(qint64 y, unsigned m)
{
    static const unsigned days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return m == 2 && isLeap(y) ? 29 : days[m - 1];
}

/// Characters of a text as RFC 3339 reads them: UTF-16 (QStringView) or ASCII bytes.
template<typename C>
struct Chars {
    const C *data;
    qsizetype length;
    qsizetype size() const { return length; }
    char16_t at(qsizetype i) const { return char16_t(data[i]); }
};

bool isAsciiDigit(char16_t c)
{
    return c >= u'0' && c <= u'9';
}

// Reads exactly `n` ASCII digits at `pos`.
template<typename C>
bool digitsAt(Chars<C> s, qsizetype pos, int n, int *out)
{
    if (pos + n > s.size())
        return false;
    int v = 0;
    for (int i = 0; i < n; ++i) {
        const char16_t c = s.at(pos + i);
        if (!isAsciiDigit(c))
            return false;
        v = v * 10 + int(c - u'0');
    }
    *out = v;
    return true;
}

// seconds × 1e9 + nanos without overflow.
bool combine(qint64 seconds, qint64 nanos, qint64 *out)
{
    qint64 ns = 0;
    if (__builtin_mul_overflow(seconds, kNanosPerSecond, &ns))
        return false;
    return !__builtin_add_overflow(ns, nanos, out);
}

Timestamp makeTimestamp(qint64 nanos, int offsetSeconds = 0)
{
    Timestamp t;
    t.nanosSinceEpoch = nanos;
    t.offsetSeconds = offsetSeconds;
    t.valid = true;
    return t;
}

// A numeric epoch whose unit is decided by magnitude (formats.md §3.4).
Timestamp epochByMagnitude(std::string_view text)
{
    qint64 whole = 0;
    if (!parseScaledDecimal(text, 0, &whole)) {
        return Timestamp(); // beyond int64 in any unit
    }
    const quint64 mag = whole < 0 ? quint64(0) - quint64(whole) : quint64(whole);
    int scale = 0;
    if (mag < 100000000000ULL)
        scale = 9; // seconds
    else if (mag < 100000000000000ULL)
        scale = 6; // milliseconds
    else if (mag < 100000000000000000ULL)
        scale = 3; // microseconds
    qint64 nanos = 0;
    if (!parseScaledDecimal(text, scale, &nanos))
        return Timestamp();
    return makeTimestamp(nanos);
}

} // namespace

namespace {

// parseRfc3339() of a text already trimmed.
template<typename C>
Timestamp parseTrimmedRfc3339(Chars<C> s, bool *naive)
{
    if (naive)
        *naive = false;
    int year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0;
    if (!digitsAt(s, 0, 4, &year) || s.size() < 16 || s.at(4) != u'-' || !digitsAt(s, 5, 2, &month)
        || s.at(7) != u'-' || !digitsAt(s, 8, 2, &day))
        return Timestamp();
    const char16_t sep = s.at(10);
    if (sep != u'T' && sep != u't' && sep != u' ')
        return Timestamp();
    if (!digitsAt(s, 11, 2, &hour) || s.at(13) != u':' || !digitsAt(s, 14, 2, &minute))
        return Timestamp();
    qsizetype pos = 16;
    if (pos < s.size() && s.at(pos) == u':') {
        if (!digitsAt(s, pos + 1, 2, &second))
            return Timestamp();
        pos += 3;
    }
    qint64 fraction = 0; // nanoseconds
    if (pos < s.size() && (s.at(pos) == u'.' || s.at(pos) == u',')) {
        ++pos;
        int count = 0;
        while (pos < s.size() && isAsciiDigit(s.at(pos))) {
            if (count < 9)
                fraction = fraction * 10 + (s.at(pos) - u'0');
            ++count;
            ++pos;
        }
        if (count == 0)
            return Timestamp();
        for (int i = count; i < 9; ++i)
            fraction *= 10;
    }
    int offset = 0;
    bool hasOffset = false;
    if (pos < s.size()) {
        const char16_t z = s.at(pos);
        if (z == u'Z' || z == u'z') {
            hasOffset = true;
            ++pos;
        } else if (z == u'+' || z == u'-') {
            int oh = 0, om = 0;
            if (!digitsAt(s, pos + 1, 2, &oh))
                return Timestamp();
            qsizetype p = pos + 3;
            if (p < s.size() && s.at(p) == u':')
                ++p;
            if (p < s.size()) {
                if (!digitsAt(s, p, 2, &om))
                    return Timestamp();
                p += 2;
            }
            if (oh > 23 || om > 59)
                return Timestamp();
            offset = (oh * 3600 + om * 60) * (z == u'-' ? -1 : 1);
            hasOffset = true;
            pos = p;
        }
    }
    if (pos != s.size())
        return Timestamp();
    if (month < 1 || month > 12 || day < 1 || unsigned(day) > daysInMonth(year, unsigned(month))
        || hour > 23 || minute > 59 || second > 60)
        return Timestamp();
    const qint64 days = daysFromCivil(year, unsigned(month), unsigned(day));
    const qint64 seconds = days * 86400 + hour * 3600 + minute * 60 + second - offset;
    qint64 nanos = 0;
    if (!combine(seconds, fraction, &nanos))
        return Timestamp();
    if (!hasOffset && naive)
        *naive = true;
    return makeTimestamp(nanos, offset);
}

// The ASCII text of a timestamp (the usual one) read as it is, without a QString.
Timestamp parseAsciiRfc3339(std::string_view text, bool *naive)
{
    // QStringView::trimmed()'s white space, of ASCII.
    const auto blank = [](char c) { return c == ' ' || (c >= '\t' && c <= '\r'); };
    while (!text.empty() && blank(text.front()))
        text.remove_prefix(1);
    while (!text.empty() && blank(text.back()))
        text.remove_suffix(1);
    return parseTrimmedRfc3339(Chars<char> {text.data(), qsizetype(text.size())}, naive);
}

} // namespace

Timestamp parseRfc3339(QStringView text, bool *naive)
{
    const QStringView s = text.trimmed();
    return parseTrimmedRfc3339(Chars<char16_t> {s.utf16(), s.size()}, naive);
}

namespace {

// The usual text, "YYYY-MM-DDTHH:MM:SS[.fraction]Z" (what every producer writes, a few million
// times in a big file), read in one pass with every check of parseTrimmedRfc3339(), which gives
// the same timestamp: its nanoseconds since the epoch (a Timestamp is made by the caller, so it
// stays in registers). False for anything else (then the general reading decides).
bool parseUsualUtc(std::string_view s, qint64 *nanos)
{
    const auto n = s.size();
    if (n < 20 || n > 30 || s[4] != '-' || s[7] != '-' || s[10] != 'T' || s[13] != ':'
        || s[16] != ':' || s[n - 1] != 'Z')
        return false;
    const auto digit = [&s](std::size_t i) { return unsigned(s[i]) - unsigned('0'); };
    // The `width` digits at `i` into `v` (a constant width: unrolled, in registers).
    const auto number = [&digit](std::size_t i, std::size_t width, unsigned &v) {
        v = 0;
        for (std::size_t k = 0; k < width; ++k) {
            const unsigned d = digit(i + k);
            if (d > 9)
                return false;
            v = v * 10 + d;
        }
        return true;
    };
    unsigned year, month, day, hour, minute, second;
    if (!number(0, 4, year) || !number(5, 2, month) || !number(8, 2, day) || !number(11, 2, hour)
        || !number(14, 2, minute) || !number(17, 2, second))
        return false;
    qint64 fraction = 0; // nanoseconds
    if (n > 20) {
        // ".d…dZ": one to nine digits (more are read by the general reading).
        const std::size_t digits = n - 21;
        if (s[19] != '.' || digits == 0 || digits > 9)
            return false;
        for (std::size_t k = 0; k < digits; ++k) {
            const unsigned d = digit(20 + k);
            if (d > 9)
                return false;
            fraction = fraction * 10 + d;
        }
        static constexpr qint64 kToNanos[10]
            = {1000000000, 100000000, 10000000, 1000000, 100000, 10000, 1000, 100, 10, 1};
        fraction *= kToNanos[digits];
    }
    if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || hour > 23
        || minute > 59 || second > 60)
        return false;
    const qint64 seconds
        = daysFromCivil(year, month, day) * 86400 + hour * 3600 + minute * 60 + second;
    return combine(seconds, fraction, nanos);
}

template<typename J>
Timestamp toTimestampOf(const J *v, bool *guessedOrNaive)
{
    if (guessedOrNaive)
        *guessedOrNaive = false;
    if (!v)
        return Timestamp();
    if (v->is_string()) {
        const std::string_view str = textOf(*v);
        if (qint64 nanos = 0; parseUsualUtc(str, &nanos))
            return makeTimestamp(nanos);
        // Other ASCII text is read as it is (no QString for every timestamp).
        const bool isAscii = std::all_of(
            str.begin(), str.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
        Timestamp t = isAscii
            ? parseAsciiRfc3339(str, guessedOrNaive)
            : parseRfc3339(QString::fromUtf8(str.data(), qsizetype(str.size())), guessedOrNaive);
        if (t.valid)
            return t;
        // A numeric epoch written as a string ("1759414149.6").
        t = epochByMagnitude(str);
        if (t.valid && guessedOrNaive)
            *guessedOrNaive = true;
        return t;
    }
    if (v->is_number()) {
        char buffer[64];
        const Timestamp t = epochByMagnitude(numberText(*v, buffer));
        if (t.valid && guessedOrNaive)
            *guessedOrNaive = true;
        return t;
    }
    if (v->is_object()) {
        const J *secondsField = field(*v, "seconds");
        const J *nanosField = field(*v, "nanos");
        if (!secondsField && !nanosField)
            return Timestamp();
        const auto seconds = secondsField ? toInt64(secondsField) : std::optional<qint64>(0);
        const auto nanos = nanosField ? toInt64(nanosField) : std::optional<qint64>(0);
        qint64 total = 0;
        if (!seconds || !nanos || !combine(*seconds, *nanos, &total))
            return Timestamp();
        return makeTimestamp(total);
    }
    return Timestamp();
}

template<typename J>
std::optional<qint64> toDurationNanosOf(const J *v)
{
    if (!v)
        return std::nullopt;
    if (v->is_string()) {
        std::string_view s = textOf(*v);
        while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
            s.remove_suffix(1);
        if (s.empty() || (s.back() != 's' && s.back() != 'S'))
            return std::nullopt;
        s.remove_suffix(1);
        if (s.empty() || s.find_first_of("eE") != std::string_view::npos)
            return std::nullopt;
        qint64 nanos = 0;
        if (!parseScaledDecimal(s, 9, &nanos))
            return std::nullopt;
        return nanos;
    }
    if (v->is_object()) {
        const J *secondsField = field(*v, "seconds");
        const J *nanosField = field(*v, "nanos");
        if (!secondsField && !nanosField)
            return std::nullopt;
        const auto seconds = secondsField ? toInt64(secondsField) : std::optional<qint64>(0);
        const auto nanos = nanosField ? toInt64(nanosField) : std::optional<qint64>(0);
        qint64 total = 0;
        if (!seconds || !nanos || !combine(*seconds, *nanos, &total))
            return std::nullopt;
        return total;
    }
    return std::nullopt;
}

} // namespace

Timestamp toTimestamp(const Json *v, bool *guessedOrNaive)
{
    return toTimestampOf(v, guessedOrNaive);
}

Timestamp toTimestamp(const TapeValue *v, bool *guessedOrNaive)
{
    return toTimestampOf(v, guessedOrNaive);
}

std::optional<qint64> toDurationNanos(const Json *v)
{
    return toDurationNanosOf(v);
}

std::optional<qint64> toDurationNanos(const TapeValue *v)
{
    return toDurationNanosOf(v);
}

} // namespace tolerant
