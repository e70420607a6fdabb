// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once
// The 64-byte masks RecordIndex's wide loops share (record_index_deep.cpp for the inside of
// records, record_index_lines.cpp for JSON Lines): quotes, backslashes, brackets and line breaks
// as bits, and the bytes inside strings from a prefix XOR of the unescaped quotes, as
// simdjson's first stage does.

#include <QtGlobal>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#endif

namespace recordscan {

#if defined(__SSE2__)
struct Masks {
    quint64 quote = 0, backslash = 0, lineBreak = 0, open = 0, close = 0;
};

// '{' and '[' differ only in bit 0x20, as do '}' and ']': a byte with that bit set equals '{'
// when it is either opening bracket, '}' when it is either closing one.
constexpr char kCaseBit = 0x20;

inline quint64 mask16(__m128i v, char c)
{
    return quint64(unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_set1_epi8(c)))));
}

inline Masks masksOfSse2(const char *p)
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
inline quint64 escapedBytes(quint64 backslash, quint64 &carry)
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
inline quint64 prefixXor(quint64 x)
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

inline quint64 below(int k)
{
    return k >= 64 ? ~quint64(0) : (quint64(1) << k) - 1;
}

inline int highestBit(quint64 x)
{
    return 63 - __builtin_clzll(x);
}
#endif

} // namespace recordscan
