// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

// The string half of the fast parsers' scanning (fast_json_scan.h): strings scanned sixteen bytes
// at a time (32 with AVX2) and checked as nlohmann checks them (escapes, surrogates, control
// characters, UTF-8 unless the whole text is known valid). Internal to models/json.

#include "cpu_features.h"

#include <cstddef>
#include <cstdint>
#include <string>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define FAST_JSON_AVX2 1
#endif

namespace tolerant::fastjson {

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

/// Whether `size` bytes at `data` are valid UTF-8 (simdjson's validator, fast_json.cpp).
bool validUtf8(const char *data, std::size_t size);

/// Scans blanks, literals and strings of one text from `m_p` to `m_end`.
class JsonStringScanner
{
protected:
    void skipSpace()
    {
        // Compact text has no blank: one comparison tells for every other character.
        while (m_p < m_end && static_cast<unsigned char>(*m_p) <= ' '
            && (*m_p == ' ' || *m_p == '\n' || *m_p == '\r' || *m_p == '\t'))
            ++m_p;
    }

    // Past `c` if it comes next, after any blanks (compact text has none: one look); when it
    // does not, m_p is left after the blanks.
    bool consume(char c)
    {
        if (m_p < m_end && *m_p == c) {
            ++m_p;
            return true;
        }
        skipSpace();
        if (m_p < m_end && *m_p == c) {
            ++m_p;
            return true;
        }
        return false;
    }

    bool literal(const char *word, std::size_t length)
    {
        if (std::size_t(m_end - m_p) < length || std::char_traits<char>::compare(m_p, word, length))
            return false;
        m_p += length;
        return true;
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

    /// The whole text is valid UTF-8 (checked at once, several GB/s, by the parsers' parse()).
    bool m_utf8Valid = false;
    const char *m_p = nullptr;
    const char *m_end = nullptr;
};

} // namespace tolerant::fastjson
