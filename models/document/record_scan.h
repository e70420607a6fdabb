// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once
// Byte tests and loops shared by RecordIndex's scanners (record_index.cpp, record_index_deep.cpp,
// record_index_lines.cpp).

#include <QtGlobal>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace recordscan {

// JSON's blanks: space, tab, CR and LF.
inline bool isBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

// The first offset in [i, limit) holding '"', '\\' or '\n' (limit when none): the bytes a
// string's body can skip. Sixteen bytes at a time where SSE2 exists (base64 images and long
// texts are most of a big transcript).
inline qint64 skipStringBody(const char *d, qint64 i, qint64 limit)
{
#if defined(__SSE2__)
    const __m128i quote = _mm_set1_epi8('"');
    const __m128i backslash = _mm_set1_epi8('\\');
    const __m128i newline = _mm_set1_epi8('\n');
    while (i + 16 <= limit) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(d + i));
        const __m128i hit
            = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, quote), _mm_cmpeq_epi8(v, backslash)),
                _mm_cmpeq_epi8(v, newline));
        const int mask = _mm_movemask_epi8(hit);
        if (mask != 0)
            return i + __builtin_ctz(static_cast<unsigned>(mask));
        i += 16;
    }
#endif
    while (i < limit && d[i] != '"' && d[i] != '\\' && d[i] != '\n')
        ++i;
    return i;
}

} // namespace recordscan
