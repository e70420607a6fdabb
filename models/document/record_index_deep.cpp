// SPDX-License-Identifier: GPL-2.0-or-later
// RecordIndex's loop for the inside of records (depth 3 and more), where only strings, brackets
// and line breaks matter: most of a big transcript's bytes go through here. Sixty-four bytes at
// a time as bit masks where SSE2 exists (quotes, backslashes, brackets, line breaks; the bytes
// inside strings from a prefix XOR of the unescaped quotes, as simdjson's first stage does),
// then byte by byte for the tail.
#include "record_index.h"
#include "record_scan.h"

#include "json/cpu_features.h"

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#endif

namespace {

#if defined(__SSE2__)
struct Masks {
    quint64 quote = 0, backslash = 0, lineBreak = 0, open = 0, close = 0;
};

// '{' and '[' differ only in bit 0x20, as do '}' and ']': a byte with that bit set equals '{'
// when it is either opening bracket, '}' when it is either closing one.
constexpr char kCaseBit = 0x20;

quint64 mask16(__m128i v, char c)
{
    return quint64(unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_set1_epi8(c)))));
}

Masks masksOfSse2(const char *p)
{
    Masks m;
    for (int k = 0; k < 4; ++k) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + 16 * k));
        const __m128i folded = _mm_or_si128(v, _mm_set1_epi8(kCaseBit));
        const int shift = 16 * k;
        m.quote |= mask16(v, '"') << shift;
        m.backslash |= mask16(v, '\\') << shift;
        m.lineBreak |= mask16(v, '\n') << shift;
        m.open |= mask16(folded, '{') << shift;
        m.close |= mask16(folded, '}') << shift;
    }
    return m;
}

#if defined(__x86_64__) && defined(__GNUC__)
__attribute__((target("avx2"))) inline quint64 mask32(__m256i v, char c)
{
    return quint64(unsigned(_mm256_movemask_epi8(_mm256_cmpeq_epi8(v, _mm256_set1_epi8(c)))));
}

// masksOfSse2() thirty-two bytes at a time (cpu::hasAvx2()).
__attribute__((target("avx2"))) inline Masks masksOfAvx2(const char *p)
{
    Masks m;
    for (int k = 0; k < 2; ++k) {
        const __m256i v = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(p + 32 * k));
        const __m256i folded = _mm256_or_si256(v, _mm256_set1_epi8(kCaseBit));
        const int shift = 32 * k;
        m.quote |= mask32(v, '"') << shift;
        m.backslash |= mask32(v, '\\') << shift;
        m.lineBreak |= mask32(v, '\n') << shift;
        m.open |= mask32(folded, '{') << shift;
        m.close |= mask32(folded, '}') << shift;
    }
    return m;
}
#endif

// The masks of the 64 bytes at `p`: bit k for byte p[k]. Inlined into the scan compiled for
// AVX2 (RecordIndex::scanDeepAvx2), so the masks stay in registers.
template<bool Avx2>
[[gnu::always_inline]] inline Masks masksOf(const char *p)
{
#if defined(__x86_64__) && defined(__GNUC__)
    if constexpr (Avx2)
        return masksOfAvx2(p);
#endif
    return masksOfSse2(p);
}

// The bytes escaped by a backslash (the byte after an odd run of them); `carry` says whether
// the first byte is, and becomes whether the next block's first byte is (simdjson).
quint64 escapedBytes(quint64 backslash, quint64 &carry)
{
    constexpr quint64 evenBits = 0x5555555555555555ULL;
    backslash &= ~carry;
    const quint64 followsEscape = backslash << 1 | carry;
    const quint64 oddStarts = backslash & ~evenBits & ~followsEscape;
    quint64 evenStarts = 0;
    carry = __builtin_add_overflow(oddStarts, backslash, &evenStarts) ? 1 : 0;
    return (evenBits ^ (evenStarts << 1)) & followsEscape;
}

// Bit k = XOR of bits 0..k: the bytes from an opening quote up to (not including) its closing one.
quint64 prefixXor(quint64 x)
{
    x ^= x << 1;
    x ^= x << 2;
    x ^= x << 4;
    x ^= x << 8;
    x ^= x << 16;
    x ^= x << 32;
    return x;
}

#if defined(__x86_64__) && defined(__GNUC__)
// prefixXor() in one carry-less multiplication by all ones (simdjson's way; cpu::hasAvx2() says
// the processor has it).
__attribute__((target("avx2,pclmul"))) inline quint64 prefixXorClmul(quint64 x)
{
    const __m128i product = _mm_clmulepi64_si128(
        _mm_set_epi64x(0, qint64(x)), _mm_set1_epi8(static_cast<char>(0xff)), 0);
    return quint64(_mm_cvtsi128_si64(product));
}
#endif

template<bool Avx2>
[[gnu::always_inline]] inline quint64 prefixXorOf(quint64 x)
{
#if defined(__x86_64__) && defined(__GNUC__)
    if constexpr (Avx2)
        return prefixXorClmul(x);
#endif
    return prefixXor(x);
}

quint64 below(int k)
{
    return k >= 64 ? ~quint64(0) : (quint64(1) << k) - 1;
}

int highestBit(quint64 x)
{
    return 63 - __builtin_clzll(x);
}
#endif

bool isBlankByte(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

} // namespace

qint64 RecordIndex::scanDeep(const char *d, qint64 i, qint64 limit)
{
#if defined(__SSE2__) && defined(__x86_64__) && defined(__GNUC__)
    if (cpu::hasAvx2())
        return scanDeepAvx2(d, i, limit);
#endif
    return scanDeepWith<false>(d, i, limit);
}

#if defined(__SSE2__) && defined(__x86_64__) && defined(__GNUC__)
__attribute__((target("avx2,pclmul"))) qint64 RecordIndex::scanDeepAvx2(
    const char *d, qint64 i, qint64 limit)
{
    return scanDeepWith<true>(d, i, limit);
}
#else
qint64 RecordIndex::scanDeepAvx2(const char *d, qint64 i, qint64 limit)
{
    return scanDeepWith<false>(d, i, limit);
}
#endif

template<bool Avx2>
[[gnu::always_inline]] inline qint64 RecordIndex::scanDeepWith(
    const char *d, qint64 i, qint64 limit)
{
    // The scanner's state in locals while the loops run; written back on return.
    const qint64 entry = i;
    qint64 line = m_line;
    qint64 lineStart = m_lineStart;
    qint64 keyBegin = m_keyBegin;
    qsizetype depth = m_stack.size();
    bool inString = false;
    bool escaped = false; ///< inside a string: the next byte is escaped
    const auto done = [&](qint64 at) {
        m_line = line;
        m_lineStart = lineStart;
        m_keyBegin = keyBegin;
        m_inString = inString;
        m_escape = inString && escaped;
        // The last byte that is not blank before `at` (the byte before the deep part at worst).
        qint64 k = at - 1;
        while (k >= entry && isBlankByte(d[k]))
            --k;
        if (k >= entry)
            m_lastNonWs = k;
        return at;
    };
    // Byte by byte up to `end`; true when it stopped at the bracket that leaves the deep levels.
    const auto bytewise = [&](qint64 end) {
        while (i < end) {
            const char c = d[i];
            if (c == '\n') {
                ++line;
                lineStart = i + 1;
            }
            if (inString) {
                if (escaped) {
                    escaped = false;
                    ++i;
                    continue;
                }
                if (c == '\\') {
                    escaped = true;
                    ++i;
                    continue;
                }
                if (c == '"')
                    inString = false;
                else if (c != '\n')
                    i = recordscan::skipStringBody(d, i, limit) - 1;
                ++i;
                continue;
            }
            switch (c) {
            case '"':
                inString = true;
                keyBegin = i + 1;
                break;
            case '{':
            case '[':
                m_stack.push_back(c);
                ++depth;
                break;
            case '}':
            case ']':
                if (depth <= 3 || m_stack.back() != (c == '}' ? '{' : '['))
                    return true;
                m_stack.pop_back();
                --depth;
                break;
            default:
                break;
            }
            ++i;
        }
        return false;
    };
#if defined(__SSE2__)
    quint64 carry = 0;
    while (i + 64 <= limit) {
        const Masks m = masksOf<Avx2>(d + i);
        const quint64 quotes = m.quote & ~escapedBytes(m.backslash, carry);
        const quint64 inside = prefixXorOf<Avx2>(quotes) ^ (inString ? ~quint64(0) : 0);
        if (m.backslash & ~inside) {
            // A backslash outside a string (broken JSON): the masks would read it as an escape
            // where the byte loop does not, so the byte loop takes this block.
            if (bytewise(i + 64))
                return done(i);
            carry = inString && escaped ? 1 : 0;
            continue;
        }
        const quint64 openingQuotes = quotes & inside;
        quint64 brackets = (m.open | m.close) & ~inside;
        while (brackets != 0) {
            const int k = __builtin_ctzll(brackets);
            brackets &= brackets - 1;
            const char c = d[i + k];
            if ((m.open >> k) & 1) {
                m_stack.push_back(c);
                ++depth;
                continue;
            }
            if (depth > 3 && m_stack.back() == (c == '}' ? '{' : '[')) {
                m_stack.pop_back();
                --depth;
                continue;
            }
            // The bracket that leaves the deep levels, or a mismatch: the main loop's.
            const quint64 breaks = m.lineBreak & below(k);
            if (breaks) {
                line += __builtin_popcountll(breaks);
                lineStart = i + highestBit(breaks) + 1;
            }
            if (openingQuotes & below(k))
                keyBegin = i + highestBit(openingQuotes & below(k)) + 1;
            inString = false;
            return done(i + k);
        }
        if (m.lineBreak) { // rare inside records: JSONL breaks lines between them
            line += __builtin_popcountll(m.lineBreak);
            lineStart = i + highestBit(m.lineBreak) + 1;
        }
        if (openingQuotes)
            keyBegin = i + highestBit(openingQuotes) + 1;
        inString = (inside >> 63) & 1;
        escaped = carry != 0;
        i += 64;
    }
#endif
    bytewise(limit);
    return done(i);
}
