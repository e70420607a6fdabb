// SPDX-License-Identifier: GPL-2.0-or-later
#include "decimal_text.h"

#include <algorithm>
#include <cstddef>
#include <limits>

namespace tolerant {

namespace {

constexpr quint64 kPowersOf10[] = {1ULL, 10ULL, 100ULL, 1000ULL, 10000ULL, 100000ULL, 1000000ULL,
    10000000ULL, 100000000ULL, 1000000000ULL, 10000000000ULL, 100000000000ULL, 1000000000000ULL,
    10000000000000ULL, 100000000000000ULL, 1000000000000000ULL, 10000000000000000ULL,
    100000000000000000ULL, 1000000000000000000ULL};

// parseScaledDecimal() of the usual text, `[-+]digits[.digits]` of at most 18 digits in all (every
// timestamp and count): one pass, no digit kept. False when the text is another (the general
// parse decides it then).
bool parseShortDecimal(std::string_view text, int scale, qint64 *out, bool *exact)
{
    std::size_t i = 0;
    const bool negative = !text.empty() && text[0] == '-';
    if (!text.empty() && (text[0] == '-' || text[0] == '+'))
        ++i;
    quint64 mantissa = 0;
    int digits = 0;
    int fraction = -1; // digits after the point; -1 before it
    for (; i < text.size(); ++i) {
        const char c = text[i];
        if (c >= '0' && c <= '9') {
            if (++digits > 18)
                return false;
            mantissa = mantissa * 10 + quint64(c - '0');
            if (fraction >= 0)
                ++fraction;
        } else if (c == '.' && fraction < 0) {
            fraction = 0;
        } else {
            return false; // an exponent, or not a number
        }
    }
    if (digits == 0 || scale < 0 || scale > 18)
        return false;
    const int shift = scale - std::max(fraction, 0);
    quint64 magnitude = mantissa;
    bool isExact = true;
    if (shift >= 0) {
        const quint64 power = kPowersOf10[shift];
        if (mantissa > quint64(std::numeric_limits<qint64>::max()) / power)
            return false;
        magnitude = mantissa * power;
    } else {
        const quint64 power = kPowersOf10[-shift]; // -shift ≤ 18: the digits are
        magnitude = mantissa / power;
        isExact = mantissa % power == 0;
    }
    *out = negative ? -qint64(magnitude) : qint64(magnitude);
    if (exact)
        *exact = isExact;
    return true;
}

} // namespace

bool parseScaledDecimal(std::string_view text, int scale, qint64 *out, bool *exact)
{
    // Trim ASCII whitespace.
    while (!text.empty()
        && (text.front() == ' ' || text.front() == '\t' || text.front() == '\n'
            || text.front() == '\r'))
        text.remove_prefix(1);
    while (!text.empty()
        && (text.back() == ' ' || text.back() == '\t' || text.back() == '\n'
            || text.back() == '\r'))
        text.remove_suffix(1);
    if (parseShortDecimal(text, scale, out, exact))
        return true;
    size_t i = 0;
    bool negative = false;
    if (i < text.size() && (text[i] == '+' || text[i] == '-')) {
        negative = text[i] == '-';
        ++i;
    }
    // Significant digits, leading zeros dropped (on the stack: this runs for every timestamp).
    constexpr std::size_t kMaxDigits = 400;
    char digits[kMaxDigits];
    std::size_t digitCount = 0;
    qint64 exponent = 0; // value = digits × 10^exponent
    bool sawDigit = false;
    bool sawPoint = false;
    bool droppedNonZero = false;
    for (; i < text.size(); ++i) {
        const char c = text[i];
        if (c >= '0' && c <= '9') {
            sawDigit = true;
            if (digitCount == 0 && c == '0') {
                if (sawPoint)
                    --exponent; // a place holder: "0.0025" = 25 × 10^-4
                continue;
            }
            if (digitCount < kMaxDigits) {
                digits[digitCount++] = c;
                if (sawPoint)
                    --exponent;
            } else if (!sawPoint) {
                ++exponent; // absurdly long integer part: keep the magnitude
            } else if (c != '0') {
                droppedNonZero = true;
            }
        } else if (c == '.' && !sawPoint) {
            sawPoint = true;
        } else {
            break;
        }
    }
    if (!sawDigit)
        return false;
    if (i < text.size()) {
        if (text[i] != 'e' && text[i] != 'E')
            return false;
        ++i;
        bool expNegative = false;
        if (i < text.size() && (text[i] == '+' || text[i] == '-')) {
            expNegative = text[i] == '-';
            ++i;
        }
        if (i >= text.size())
            return false;
        qint64 e = 0;
        for (; i < text.size(); ++i) {
            if (text[i] < '0' || text[i] > '9')
                return false;
            if (e < 100000)
                e = e * 10 + (text[i] - '0');
        }
        exponent += expNegative ? -e : e;
    }
    const qint64 total = exponent + scale; // value×10^scale = digits × 10^total
    bool isExact = !droppedNonZero;
    quint64 magnitude = 0;
    const quint64 limit = negative ? quint64(std::numeric_limits<qint64>::max()) + 1
                                   : quint64(std::numeric_limits<qint64>::max());
    const quint64 tenth = limit / 10; // magnitude × 10 + d fits while below it (or at it, d small)
    const quint64 lastDigit = limit % 10;
    if (digitCount > 0) {
        const qint64 n = qint64(digitCount);
        // Keep the first n + total digits (when total < 0 the rest are truncated).
        const qint64 keep = total >= 0 ? n : n + total;
        if (total > 19 || keep > 19 + 1)
            return false;
        for (qint64 k = 0; k < n; ++k) {
            if (k >= keep) {
                if (digits[size_t(k)] != '0')
                    isExact = false;
                continue;
            }
            const quint64 d = quint64(digits[size_t(k)] - '0');
            if (magnitude > tenth || (magnitude == tenth && d > lastDigit))
                return false;
            magnitude = magnitude * 10 + d;
        }
        for (qint64 k = 0; k < total; ++k) {
            if (magnitude > tenth)
                return false;
            magnitude *= 10;
        }
    }
    if (magnitude > limit)
        return false;
    if (negative)
        *out = magnitude == 0 ? 0 : -qint64(magnitude - 1) - 1;
    else
        *out = qint64(magnitude);
    if (exact)
        *exact = isExact;
    return true;
}

} // namespace tolerant
