// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

// The scanning half of the fast parsers (fast_json.cpp builds nlohmann values, fast_tape.cpp a
// JsonTape): strings scanned sixteen bytes at a time and checked as nlohmann checks them, numbers
// typed as nlohmann types them, values skipped with the same checks. Internal to models/json.

#include "cpu_features.h"
#include "json_parse.h"
#include "tolerant_json.h"

#include <charconv>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define FAST_JSON_AVX2 1
#endif

namespace tolerant::fastjson {

inline constexpr int maxDepth = kMaxJsonDepth;
/// Objects with at least this many members look up repeated keys by hash.
inline constexpr std::size_t kWideObject = 32;

#if defined(FAST_JSON_AVX2)
// Long strings (base64 images are half of some files) are scanned 32 bytes at a time where the
// processor can (cpu::hasAvx2()); the build itself targets every x86-64.

// From `p`: the first '"', '\\', control character or (unless the text is known to be valid
// UTF-8) byte >= 0x80, or where fewer than 32 bytes are left before `end`.
template<bool Utf8Valid>
__attribute__((target("avx2"))) inline const char *plainRunEndAvx2(const char *p, const char *end)
{
    const __m256i quote = _mm256_set1_epi8('"');
    const __m256i backslash = _mm256_set1_epi8('\\');
    const __m256i space = _mm256_set1_epi8(0x20);
    const __m256i lastControl = _mm256_set1_epi8(0x1F);
    while (end - p >= 32) {
        const __m256i v = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(p));
        // Signed: bytes >= 0x80 are "< 0x20" too; unsigned (min) for control characters only.
        const __m256i low = Utf8Valid ? _mm256_cmpeq_epi8(_mm256_min_epu8(v, lastControl), v)
                                      : _mm256_cmpgt_epi8(space, v);
        const __m256i hit = _mm256_or_si256(
            _mm256_or_si256(_mm256_cmpeq_epi8(v, quote), _mm256_cmpeq_epi8(v, backslash)), low);
        const auto mask = unsigned(_mm256_movemask_epi8(hit));
        if (mask != 0)
            return p + __builtin_ctz(mask);
        p += 32;
    }
    return p;
}
#endif

/// Where a skipped string goes: nowhere (parseString() checks it all the same).
struct NoText {
    void append(const char *, std::size_t) { }
    void push_back(char) { }
    static bool empty() { return true; }
};

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

/// foldedKeyShape() of a key in a text: keys rarely hold a '_', which memchr() rules out faster
/// than a look at each character.
inline FoldedKeyShape scannedKeyShape(std::string_view key)
{
    if (key.empty() || std::memchr(key.data(), '_', key.size()))
        return foldedKeyShape(key);
    const char c = key[0];
    return FoldedKeyShape {(c >= 'A' && c <= 'Z') ? char(c - 'A' + 'a') : c, key.size()};
}

/// Whether `size` bytes at `data` are valid UTF-8 (simdjson's validator, fast_json.cpp).
bool validUtf8(const char *data, std::size_t size);

/// A number as scanned: its nlohmann type and value.
struct ScannedNumber {
    enum Kind { Unsigned, Integer, Float } kind = Unsigned;
    union {
        std::uint64_t unsignedInteger = 0;
        std::int64_t integer;
        double real;
    };
};

/// Scans one text from `m_p` to `m_end`; the parsers derive from it and build their values.
class JsonScanner
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

    void skipSpace()
    {
        // Compact text has no blank: one comparison tells for every other character.
        while (m_p < m_end && static_cast<unsigned char>(*m_p) <= ' '
            && (*m_p == ' ' || *m_p == '\n' || *m_p == '\r' || *m_p == '\t'))
            ++m_p;
    }

    bool literal(const char *word, std::size_t length)
    {
        if (std::size_t(m_end - m_p) < length || std::char_traits<char>::compare(m_p, word, length))
            return false;
        m_p += length;
        return true;
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
                if (!parseString(none))
                    return false;
                skipSpace();
                if (m_p >= m_end || *m_p != ':')
                    return false;
                ++m_p;
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
        skipSpace();
        if (m_p >= m_end)
            return Separator::Invalid;
        if (*m_p == ',') {
            ++m_p;
            skipSpace();
            return Separator::Comma;
        }
        if (*m_p != close)
            return Separator::Invalid;
        ++m_p;
        return Separator::Close;
    }

    // Length of the valid UTF-8 sequence (RFC 3629, as nlohmann checks it) at m_p; 0 if invalid.
    int utf8Length() const
    {
        const auto *u = reinterpret_cast<const unsigned char *>(m_p);
        const std::size_t left = std::size_t(m_end - m_p);
        auto cont = [u](int k) { return (u[k] & 0xC0) == 0x80; };
        const unsigned char b = u[0];
        if (b >= 0xC2 && b <= 0xDF)
            return left >= 2 && cont(1) ? 2 : 0;
        if (b >= 0xE0 && b <= 0xEF) {
            if (left < 3 || !cont(1) || !cont(2))
                return 0;
            if ((b == 0xE0 && u[1] < 0xA0) || (b == 0xED && u[1] >= 0xA0))
                return 0;
            return 3;
        }
        if (b >= 0xF0 && b <= 0xF4) {
            if (left < 4 || !cont(1) || !cont(2) || !cont(3))
                return 0;
            if ((b == 0xF0 && u[1] < 0x90) || (b == 0xF4 && u[1] >= 0x90))
                return 0;
            return 4;
        }
        return 0;
    }

    bool hex4(unsigned &value)
    {
        if (m_end - m_p < 4)
            return false;
        value = 0;
        for (int k = 0; k < 4; ++k) {
            const char c = m_p[k];
            unsigned digit;
            if (c >= '0' && c <= '9')
                digit = unsigned(c - '0');
            else if (c >= 'a' && c <= 'f')
                digit = unsigned(c - 'a' + 10);
            else if (c >= 'A' && c <= 'F')
                digit = unsigned(c - 'A' + 10);
            else
                return false;
            value = value * 16 + digit;
        }
        m_p += 4;
        return true;
    }

    template<typename Text>
    static void appendUtf8(Text &out, unsigned cp)
    {
        if (cp < 0x80) {
            out.push_back(char(cp));
        } else if (cp < 0x800) {
            out.push_back(char(0xC0 | (cp >> 6)));
            out.push_back(char(0x80 | (cp & 0x3F)));
        } else if (cp < 0x10000) {
            out.push_back(char(0xE0 | (cp >> 12)));
            out.push_back(char(0x80 | ((cp >> 6) & 0x3F)));
            out.push_back(char(0x80 | (cp & 0x3F)));
        } else {
            out.push_back(char(0xF0 | (cp >> 18)));
            out.push_back(char(0x80 | ((cp >> 12) & 0x3F)));
            out.push_back(char(0x80 | ((cp >> 6) & 0x3F)));
            out.push_back(char(0x80 | (cp & 0x3F)));
        }
    }

    // After a backslash: appends the escaped character (\uD83D\uDE00 as one code point).
    template<typename Text>
    bool parseEscape(Text &out)
    {
        if (m_p >= m_end)
            return false;
        const char c = *m_p++;
        switch (c) {
        case '"':
        case '\\':
        case '/':
            out.push_back(c);
            return true;
        case 'b':
            out.push_back('\b');
            return true;
        case 'f':
            out.push_back('\f');
            return true;
        case 'n':
            out.push_back('\n');
            return true;
        case 'r':
            out.push_back('\r');
            return true;
        case 't':
            out.push_back('\t');
            return true;
        case 'u':
            break;
        default:
            return false;
        }
        unsigned cp = 0;
        if (!hex4(cp))
            return false;
        if (cp >= 0xDC00 && cp <= 0xDFFF)
            return false; // a low surrogate alone
        if (cp >= 0xD800 && cp <= 0xDBFF) {
            unsigned low = 0;
            if (m_end - m_p < 2 || m_p[0] != '\\' || m_p[1] != 'u')
                return false;
            m_p += 2;
            if (!hex4(low) || low < 0xDC00 || low > 0xDFFF)
                return false;
            cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
        }
        appendUtf8(out, cp);
        return true;
    }

    // After the opening quote: the string's content into `out`, m_p after the closing quote.
    template<typename Text>
    bool parseString(Text &out)
    {
        return m_utf8Valid ? scanString<true>(out) : scanString<false>(out);
    }

    // parseString(); `Utf8Valid`: the whole text is valid UTF-8 (m_utf8Valid), so bytes >= 0x80
    // need no check of their own.
    template<bool Utf8Valid, typename Text>
    bool scanString(Text &out)
    {
        const char *run = m_p;
        for (;;) {
#if defined(__SSE2__)
            const __m128i quote = _mm_set1_epi8('"');
            const __m128i backslash = _mm_set1_epi8('\\');
            const __m128i space = _mm_set1_epi8(0x20);
            const __m128i lastControl = _mm_set1_epi8(0x1F);
            while (m_end - m_p >= 16) {
                const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(m_p));
                // Signed compare: control characters and every byte >= 0x80 are "< 0x20";
                // unsigned (min) for control characters only.
                const __m128i low = Utf8Valid ? _mm_cmpeq_epi8(_mm_min_epu8(v, lastControl), v)
                                              : _mm_cmplt_epi8(v, space);
                const __m128i hit = _mm_or_si128(
                    _mm_or_si128(_mm_cmpeq_epi8(v, quote), _mm_cmpeq_epi8(v, backslash)), low);
                const int mask = _mm_movemask_epi8(hit);
                if (mask != 0) {
                    m_p += __builtin_ctz(unsigned(mask));
                    break;
                }
                m_p += 16;
#if defined(FAST_JSON_AVX2)
                if (cpu::hasAvx2()) // past sixteen plain bytes: a long string
                    m_p = plainRunEndAvx2<Utf8Valid>(m_p, m_end);
#endif
            }
#endif
            while (m_p < m_end) {
                const auto b = static_cast<unsigned char>(*m_p);
                if (b == '"' || b == '\\' || b < 0x20 || (!Utf8Valid && b >= 0x80))
                    break;
                ++m_p;
            }
            if (m_p >= m_end)
                return false;
            const auto b = static_cast<unsigned char>(*m_p);
            if (b == '"') {
                out.append(
                    run, std::size_t(m_p - run)); // empty or not: assign's general path was slower
                ++m_p;
                return true;
            }
            if (b == '\\') {
                out.append(run, std::size_t(m_p - run));
                ++m_p;
                if (!parseEscape(out))
                    return false;
                run = m_p;
                continue;
            }
            if (b < 0x20)
                return false;
            // Non-ASCII: check each sequence; runs of them (Japanese) stay in this loop.
            do {
                const int length = utf8Length();
                if (length == 0)
                    return false;
                m_p += length;
            } while (m_p < m_end && static_cast<unsigned char>(*m_p) >= 0x80);
        }
    }

    static bool isDigit(char c)
    {
        return c >= '0' && c <= '9';
    }

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
    /// The whole text is valid UTF-8 (checked at once, several GB/s, by the parsers' parse()).
    bool m_utf8Valid = false;
    /// Bit n: an opaque key of folded length n (< 32) starts with the index's character.
    std::uint32_t m_opaqueLengths[128] = {};
    const char *m_p = nullptr;
    const char *m_end = nullptr;
};

} // namespace tolerant::fastjson
