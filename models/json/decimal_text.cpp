// SPDX-License-Identifier: GPL-2.0-or-later
#include "decimal_text.h"

#include <limits>
#include <string>

namespace tolerant {

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
    size_t i = 0;
    bool negative = false;
    if (i < text.size() && (text[i] == '+' || text[i] == '-')) {
        negative = text[i] == '-';
        ++i;
    }
    std::string digits; // significant digits, leading zeros dropped
    qint64 exponent = 0; // value = digits × 10^exponent
    bool sawDigit = false;
    bool sawPoint = false;
    bool droppedNonZero = false;
    for (; i < text.size(); ++i) {
        const char c = text[i];
        if (c >= '0' && c <= '9') {
            sawDigit = true;
            if (digits.empty() && c == '0') {
                if (sawPoint)
                    --exponent; // a place holder: "0.0025" = 25 × 10^-4
                continue;
            }
            if (digits.size() < 400) {
                digits.push_back(c);
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
    if (!digits.empty()) {
        const qint64 n = qint64(digits.size());
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
            if (magnitude > (limit - d) / 10)
                return false;
            magnitude = magnitude * 10 + d;
        }
        for (qint64 k = 0; k < total; ++k) {
            if (magnitude > limit / 10)
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
