// SPDX-License-Identifier: GPL-2.0-or-later
// RecordIndex's loop for JSON Lines (Mode::Lines): once a top-level value took one line, a
// line is a record. Inside a value only strings and the count of open brackets matter (the
// record's parse checks their kinds), sixty-four bytes at a time as bit masks, so most of a
// JSONL file is never looked at byte by byte. A line that is not one value (cut short, or
// followed by text) is still a record of its own: its parse says what is wrong with it and the
// lines after it are read as usual. A value goes on over line breaks, as concatenated
// pretty-printed documents do, unless the next line starts with '{' (a new record).
#include "record_index.h"
#include "record_masks.h"
#include "record_scan.h"

#include "json/cpu_features.h"

#include <cstring>

using namespace recordscan;

void RecordIndex::scanLines(qint64 limit)
{
    const char *const d = m_window; // valid in [m_windowBegin, m_windowEnd), which holds limit
    qint64 i = m_pos;
    while (i < limit) {
        switch (m_linePhase) {
        case LinePhase::Between: {
            const char c = d[i];
            if (c == '\n') {
                ++m_line;
                m_lineStart = i + 1;
                ++i;
                break;
            }
            if (isBlank(c)) {
                ++i;
                break;
            }
            if (m_topValues == 1 && c != '{' && c != '[') {
                // Text after the first value: a document with junk after it, as before.
                failAfterValue(i);
                return;
            }
            m_valueBegin = i;
            m_valuePage = false;
            m_valueLine = m_line;
            m_valueColumn = columnAt(i);
            if (c == '{' || c == '[') {
                m_linePhase = LinePhase::Value;
                m_lineDepth = 1;
                m_inString = false;
                m_escape = false;
                ++i;
            } else {
                m_linePhase = LinePhase::Broken;
            }
            break;
        }
        case LinePhase::Value:
            i = scanLineValue(d, i, limit);
            break;
        case LinePhase::After: {
            const char c = d[i];
            if (c == '\n' || c == '{' || c == '[') {
                // The line break, or a value that follows on the same line (concatenated).
                endTopValue(m_lineValueEnd);
                m_linePhase = LinePhase::Between;
                break;
            }
            if (isBlank(c))
                ++i;
            else
                m_linePhase = LinePhase::Broken; // text after the value: the whole line
            break;
        }
        case LinePhase::Broken: {
            const void *lineBreak = std::memchr(d + i, '\n', std::size_t(limit - i));
            if (!lineBreak) {
                i = limit;
                break;
            }
            i = static_cast<const char *>(lineBreak) - d;
            endBrokenLine(i);
            break;
        }
        }
    }
    m_pos = i;
}

void RecordIndex::endBrokenLine(qint64 lineBreak)
{
    const qint64 last = lastNonBlankBefore(lineBreak, m_valueBegin);
    m_lastNonWs = last;
    endTopValue(last + 1);
    m_linePhase = LinePhase::Between;
    m_inString = false;
    m_escape = false;
}

void RecordIndex::finishLines()
{
    switch (m_linePhase) {
    case LinePhase::After:
        endTopValue(m_lineValueEnd);
        m_linePhase = LinePhase::Between;
        break;
    case LinePhase::Broken:
        endBrokenLine(m_size);
        break;
    case LinePhase::Between:
    case LinePhase::Value: // cut short by the end of the text: finish() reports it
        break;
    }
}

qint64 RecordIndex::lastNonBlankBefore(qint64 offset, qint64 from) const
{
    qint64 k = offset - 1;
    while (k >= from && isBlank(*bytesAt(k, 1)))
        --k;
    return k;
}

bool RecordIndex::opensPageArray(qint64 offset) const
{
    // `"key" : [`, read backwards; a page's key is short ("conversations", "sessions").
    qint64 k = lastNonBlankBefore(offset, m_valueBegin);
    if (k <= m_valueBegin || *bytesAt(k, 1) != ':')
        return false;
    k = lastNonBlankBefore(k, m_valueBegin);
    if (k <= m_valueBegin || *bytesAt(k, 1) != '"')
        return false;
    const qint64 close = k;
    constexpr qint64 kLongestKey = 64;
    for (k = close - 1; k > m_valueBegin && close - k <= kLongestKey; --k) {
        if (*bytesAt(k, 1) == '"') {
            const qint64 length = close - k - 1;
            return isPageKey(bytesAt(k + 1, length), length);
        }
    }
    return false;
}

qint64 RecordIndex::scanLineValue(const char *d, qint64 i, qint64 limit)
{
#if defined(__SSE2__) && defined(__x86_64__) && defined(__GNUC__)
    if (cpu::hasAvx2())
        return scanLineValueAvx2(d, i, limit);
#endif
    return scanLineValueWith<false>(d, i, limit);
}

#if defined(__SSE2__) && defined(__x86_64__) && defined(__GNUC__)
__attribute__((target("avx2,pclmul"))) qint64 RecordIndex::scanLineValueAvx2(
    const char *d, qint64 i, qint64 limit)
{
    return scanLineValueWith<true>(d, i, limit);
}
#else
qint64 RecordIndex::scanLineValueAvx2(const char *d, qint64 i, qint64 limit)
{
    return scanLineValueWith<false>(d, i, limit);
}
#endif

template<bool Avx2>
[[gnu::always_inline]] inline qint64 RecordIndex::scanLineValueWith(
    const char *d, qint64 i, qint64 limit)
{
    qint64 depth = m_lineDepth;
    bool inString = m_inString;
    bool escaped = m_escape;
    // Leaves the value phase: `next` is where the scan goes on.
    const auto leave = [&](LinePhase phase, qint64 next) {
        m_linePhase = phase;
        m_lineDepth = 0;
        m_inString = false;
        m_escape = false;
        return next;
    };
    const auto bracket = [&](qint64 at, char c) {
        if (c == '{' || c == '[') {
            if (depth == 1 && c == '[' && !m_valuePage && opensPageArray(at))
                m_valuePage = true;
            ++depth;
            return false;
        }
        return --depth == 0; // the value's last bracket
    };
    // A line break inside the value (pretty-printed, or a line cut short): true when the next
    // line starts a record, so this line's record ends here.
    const auto lineBreak = [&](qint64 at) {
        ++m_line;
        m_lineStart = at + 1;
        return at + 1 < m_size && *bytesAt(at + 1, 1) == '{';
    };
    // Byte by byte up to `end`; returns where the value phase ended, or -1 when it did not.
    const auto bytewise = [&](qint64 end) -> qint64 {
        while (i < end) {
            const char c = d[i];
            if (c == '\n') {
                if (lineBreak(i)) {
                    endBrokenLine(i);
                    return leave(LinePhase::Between, i + 1);
                }
                ++i;
                if (inString)
                    escaped = false;
                continue;
            }
            if (inString) {
                if (escaped)
                    escaped = false;
                else if (c == '\\')
                    escaped = true;
                else if (c == '"')
                    inString = false;
                else
                    i = skipStringBody(d, i, end) - 1;
                ++i;
                continue;
            }
            if (c == '"') {
                inString = true;
            } else if ((c | kCaseBit) == '{' || (c | kCaseBit) == '}') {
                if (bracket(i, c)) {
                    m_lineValueEnd = i + 1;
                    m_lastNonWs = i;
                    return leave(LinePhase::After, i + 1);
                }
            }
            ++i;
        }
        return -1;
    };
#if defined(__SSE2__)
    quint64 carry = inString && escaped ? 1 : 0;
    while (i + 64 <= limit) {
        const Masks m = masksOf<Avx2>(d + i);
        const quint64 quotes = m.quote & ~escapedBytes(m.backslash, carry);
        const quint64 inside = prefixXorOf<Avx2>(quotes) ^ (inString ? ~quint64(0) : 0);
        if (m.lineBreak != 0 || (m.backslash & ~inside) != 0) {
            // Line breaks inside a value (rare in JSON Lines), or a backslash outside a string
            // (broken JSON, where the masks would read an escape the byte loop does not).
            const qint64 ended = bytewise(i + 64);
            if (ended >= 0)
                return ended;
            carry = inString && escaped ? 1 : 0;
            continue;
        }
        const quint64 opens = m.open & ~inside;
        const quint64 closes = m.close & ~inside;
        const int closed = __builtin_popcountll(closes);
        if (depth - closed >= 2) {
            // No bracket of this block opens one level inside the value or closes it.
            depth += __builtin_popcountll(opens) - closed;
        } else {
            for (quint64 brackets = opens | closes; brackets != 0; brackets &= brackets - 1) {
                const int k = __builtin_ctzll(brackets);
                if (bracket(i + k, d[i + k])) {
                    m_lineValueEnd = i + k + 1;
                    m_lastNonWs = i + k;
                    return leave(LinePhase::After, i + k + 1);
                }
            }
        }
        inString = (inside >> 63) & 1;
        escaped = carry != 0;
        i += 64;
    }
#endif
    const qint64 ended = bytewise(limit);
    if (ended >= 0)
        return ended;
    m_lineDepth = depth;
    m_inString = inString;
    m_escape = inString && escaped;
    return i;
}
