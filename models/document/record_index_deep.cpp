// SPDX-License-Identifier: GPL-2.0-or-later
// RecordIndex's loop for the inside of records (depth 3 and more), where only strings, brackets
// and line breaks matter: most of a big transcript's bytes go through here. Sixty-four bytes at
// a time as bit masks where SSE2 exists (quotes, backslashes, brackets, line breaks; the bytes
// inside strings from a prefix XOR of the unescaped quotes, as simdjson's first stage does),
// then byte by byte for the tail.
#include "record_index.h"
#include "record_masks.h"
#include "record_scan.h"

#include "json/cpu_features.h"

using namespace recordscan;

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
        while (k >= entry && recordscan::isBlank(d[k]))
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
