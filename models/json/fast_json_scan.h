// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

// The scanning half of the fast parsers (fast_json.cpp builds nlohmann values, fast_tape.cpp a
// JsonTape): strings (fast_json_strings.h), numbers typed as nlohmann types them, values skipped
// with the same checks. Internal to models/json.

#include "fast_json_strings.h"
#include "json_parse.h"
#include "tolerant_json.h"
#include "word_bytes.h"

#include <charconv>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

namespace tolerant::fastjson {

inline constexpr int maxDepth = kMaxJsonDepth;
/// Objects with at least this many members look up repeated keys by hash.
inline constexpr std::size_t kWideObject = 32;

/// Whether `key`, of folded shape `shape`, folds (drops '_', lower-cases ASCII) to one of
/// `opaqueFoldedKeys`. Runs for every member: the folded first character and length rule out
/// almost every opaque key before a comparison.
inline bool isOpaqueKey(
    const std::vector<std::string> &opaqueFoldedKeys, std::string_view key, FoldedKeyShape shape)
{
    const auto [first, length] = shape;
    for (const std::string &folded : opaqueFoldedKeys) {
        if (folded.size() != length || (length > 0 && folded[0] != first))
            continue;
        if (keyFoldsTo(key, folded))
            return true;
    }
    return false;
}

/// Whether `key` holds a '_': keys of up to 16 characters in two overlapping loads of eight (or
/// four) bytes tested at once (a call of memchr() cost more), longer ones by memchr().
inline bool hasUnderscore(std::string_view key)
{
    const auto holds = [](std::uint64_t x) { return wordbytes::hasByte(x, '_'); };
    const char *p = key.data();
    const std::size_t n = key.size();
    if (n >= 8 && n <= 16) {
        std::uint64_t head = 0;
        std::uint64_t tail = 0;
        std::memcpy(&head, p, 8);
        std::memcpy(&tail, p + n - 8, 8);
        return holds(head) || holds(tail);
    }
    if (n >= 4 && n < 8) {
        std::uint32_t head = 0;
        std::uint32_t tail = 0;
        std::memcpy(&head, p, 4);
        std::memcpy(&tail, p + n - 4, 4);
        return holds(std::uint64_t(head) << 32 | tail);
    }
    if (n < 4) {
        for (std::size_t i = 0; i < n; ++i) {
            if (p[i] == '_')
                return true;
        }
        return false;
    }
    return std::memchr(p, '_', n) != nullptr;
}

/// foldedKeyShape() of a key in a text: keys rarely hold a '_', which hasUnderscore() rules out
/// faster than a look at each character.
inline FoldedKeyShape scannedKeyShape(std::string_view key)
{
    if (key.empty() || hasUnderscore(key))
        return foldedKeyShape(key);
    const char c = key[0];
    return FoldedKeyShape {(c >= 'A' && c <= 'Z') ? char(c - 'A' + 'a') : c, key.size()};
}

/// A number as scanned: its nlohmann type and value.
struct ScannedNumber {
    enum Kind { Unsigned, Integer, Float } kind = Unsigned;
    union {
        std::uint64_t unsignedInteger = 0;
        std::int64_t integer;
        double real;
    };
};

/// Scans one text from `m_p` to `m_end`: strings (JsonStringScanner), numbers, skipped values;
/// the parsers derive from it and build their values.
class JsonScanner : protected JsonStringScanner
{
protected:
    explicit JsonScanner(const std::vector<std::string> *opaqueFoldedKeys)
        : m_opaque(opaqueFoldedKeys && !opaqueFoldedKeys->empty() ? opaqueFoldedKeys : nullptr)
    {
        if (!m_opaque)
            return;
        for (const std::string &folded : *m_opaque) {
            const auto first = static_cast<unsigned char>(folded.empty() ? 0 : folded[0]);
            if (first < 128 && folded.size() < 32)
                m_opaqueLengths[first] |= std::uint32_t(1) << folded.size();
        }
    }

    // Whether `key` is one of the opaque keys (isOpaqueKey()).
    bool isOpaque(std::string_view key) const { return isOpaque(key, foldedKeyShape(key)); }
    bool isOpaque(std::string_view key, FoldedKeyShape shape) const
    {
        // Almost every key is ruled out by its folded first character and length (other keys,
        // and opaque keys, of 32 or more characters or not ASCII are always compared).
        const auto first = static_cast<unsigned char>(shape.first);
        if (first < 128 && shape.length < 32 && !(m_opaqueLengths[first] >> shape.length & 1))
            return false;
        return isOpaqueKey(*m_opaque, key, shape);
    }

    // A value checked as parseValue() checks it, nothing built.
    bool skipValue(int depth)
    {
        if (m_p >= m_end)
            return false;
        switch (*m_p) {
        case '{':
        case '[':
            return skipContainer(depth + 1);
        case '"': {
            ++m_p;
            NoText none;
            return parseString(none);
        }
        case 't':
            return literal("true", 4);
        case 'f':
            return literal("false", 5);
        case 'n':
            return literal("null", 4);
        default: {
            ScannedNumber number;
            return scanNumber(number);
        }
        }
    }

    // An object or array at m_p, checked as parseObject() and parseArray() check it.
    bool skipContainer(int depth)
    {
        if (depth > maxDepth)
            return false;
        const char close = *m_p == '{' ? '}' : ']';
        ++m_p;
        skipSpace();
        if (m_p < m_end && *m_p == close) {
            ++m_p;
            return true;
        }
        for (;;) {
            if (close == '}') {
                if (m_p >= m_end || *m_p != '"')
                    return false;
                ++m_p;
                NoText none;
                if (!parseString(none) || !consume(':'))
                    return false;
                skipSpace();
            }
            if (!skipValue(depth))
                return false;
            const Separator next = separator(close);
            if (next == Separator::Invalid)
                return false;
            if (next == Separator::Close)
                return true;
        }
    }

    enum class Separator { Comma, Close, Invalid };
    // After a member or element: a ',' (and the blanks after it) or the closing bracket.
    Separator separator(char close)
    {
        if (consume(',')) {
            skipSpace();
            return Separator::Comma;
        }
        if (m_p >= m_end || *m_p != close)
            return Separator::Invalid;
        ++m_p;
        return Separator::Close;
    }

    static bool isDigit(char c) { return c >= '0' && c <= '9'; }

    // Numbers typed as nlohmann types them: unsigned for non-negative integers that fit
    // uint64, integer for negative ones that fit int64, else a double (correctly rounded).
    bool scanNumber(ScannedNumber &out)
    {
        const char *start = m_p;
        const bool negative = *m_p == '-';
        if (negative)
            ++m_p;
        if (m_p >= m_end)
            return false;
        std::uint64_t magnitude = 0;
        bool overflow = false;
        if (*m_p == '0') {
            ++m_p;
        } else if (*m_p >= '1' && *m_p <= '9') {
            while (m_p < m_end && isDigit(*m_p)) {
                overflow = overflow || __builtin_mul_overflow(magnitude, 10u, &magnitude)
                    || __builtin_add_overflow(magnitude, unsigned(*m_p - '0'), &magnitude);
                ++m_p;
            }
        } else {
            return false;
        }
        bool isFloat = false;
        if (m_p < m_end && *m_p == '.') {
            ++m_p;
            if (m_p >= m_end || !isDigit(*m_p))
                return false;
            while (m_p < m_end && isDigit(*m_p))
                ++m_p;
            isFloat = true;
        }
        if (m_p < m_end && (*m_p == 'e' || *m_p == 'E')) {
            ++m_p;
            if (m_p < m_end && (*m_p == '+' || *m_p == '-'))
                ++m_p;
            if (m_p >= m_end || !isDigit(*m_p))
                return false;
            while (m_p < m_end && isDigit(*m_p))
                ++m_p;
            isFloat = true;
        }
        if (!isFloat && !overflow) {
            if (!negative) {
                out.kind = ScannedNumber::Unsigned;
                out.unsignedInteger = magnitude;
                return true;
            }
            if (magnitude <= (std::uint64_t(1) << 63)) {
                out.kind = ScannedNumber::Integer;
                out.integer = static_cast<std::int64_t>(std::uint64_t(0) - magnitude);
                return true;
            }
        }
        double d = 0;
        const auto result = std::from_chars(start, m_p, d);
        if (result.ec != std::errc() || result.ptr != m_p)
            return false; // out of double's range: nlohmann decides what it becomes
        out.kind = ScannedNumber::Float;
        out.real = d;
        return true;
    }

    const std::vector<std::string> *m_opaque; ///< folded keys; null when none
    /// Bit n: an opaque key of folded length n (< 32) starts with the index's character.
    std::uint32_t m_opaqueLengths[128] = {};
};

} // namespace tolerant::fastjson
