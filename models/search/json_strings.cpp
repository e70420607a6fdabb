// SPDX-License-Identifier: GPL-2.0-or-later
#include "search/json_strings.h"

#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace {

constexpr char16_t Replacement = 0xFFFD;

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

/// The code unit of `\uXXXX` at `p` (pointing at the backslash), or -1 when malformed.
int escapedUnit(const char *p, const char *end)
{
    if (end - p < 6 || p[1] != 'u')
        return -1;
    int v = 0;
    for (int i = 2; i < 6; ++i) {
        const int h = hexValue(p[i]);
        if (h < 0)
            return -1;
        v = v * 16 + h;
    }
    return v;
}

/// Length in bytes of the valid UTF-8 sequence at `p` and its code point, or 0 when invalid.
int utf8Sequence(const unsigned char *p, const unsigned char *end, char32_t *cp)
{
    const unsigned char c = p[0];
    int n;
    char32_t v;
    if (c >= 0xC2 && c <= 0xDF) {
        n = 2;
        v = c & 0x1F;
    } else if (c >= 0xE0 && c <= 0xEF) {
        n = 3;
        v = c & 0x0F;
    } else if (c >= 0xF0 && c <= 0xF4) {
        n = 4;
        v = c & 0x07;
    } else {
        return 0;
    }
    if (end - p < n)
        return 0;
    for (int i = 1; i < n; ++i) {
        if ((p[i] & 0xC0) != 0x80)
            return 0;
        v = (v << 6) | (p[i] & 0x3F);
    }
    if ((n == 3 && (v < 0x800 || (v >= 0xD800 && v <= 0xDFFF))) || (n == 4 && v < 0x10000)
        || v > 0x10FFFF)
        return 0;
    *cp = v;
    return n;
}

char16_t simpleEscape(char e)
{
    switch (e) {
    case 'b':
        return u'\b';
    case 'f':
        return u'\f';
    case 'n':
        return u'\n';
    case 'r':
        return u'\r';
    case 't':
        return u'\t';
    default:
        return char16_t(static_cast<unsigned char>(e)); // '"', '\\', '/' and unknown escapes
    }
}

bool isJsonSpace(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

} // namespace

JsonStrings::JsonStrings(const char *data, qint64 begin, qint64 end)
    : m_data(data)
    , m_pos(begin)
    , m_end(end)
{ }

const char *JsonStrings::findQuoteOrBackslash(const char *p, const char *end)
{
#if defined(__SSE2__)
    const __m128i quote = _mm_set1_epi8('"');
    const __m128i backslash = _mm_set1_epi8('\\');
    while (end - p >= 16) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
        const int mask = _mm_movemask_epi8(
            _mm_or_si128(_mm_cmpeq_epi8(v, quote), _mm_cmpeq_epi8(v, backslash)));
        if (mask)
            return p + __builtin_ctz(unsigned(mask));
        p += 16;
    }
#endif
    while (p < end && *p != '"' && *p != '\\')
        ++p;
    return p;
}

bool JsonStrings::next(JsonScalar *value)
{
    const char *d = m_data;
    while (m_pos < m_end) {
        const char c = d[m_pos];
        if (c == '"') {
            const qint64 begin = m_pos + 1;
            qint64 p = begin;
            qint64 stringEnd = m_end;
            bool escapes = false;
            while (p < m_end) {
                const char *q = findQuoteOrBackslash(d + p, d + m_end);
                if (q == d + m_end)
                    break;
                if (*q == '\\') {
                    escapes = true;
                    p = qMin<qint64>(q - d + 2, m_end);
                    continue;
                }
                stringEnd = q - d;
                break;
            }
            m_pos = qMin(stringEnd + 1, m_end);
            qint64 k = m_pos;
            while (k < m_end && isJsonSpace(d[k]))
                ++k;
            if (k < m_end && d[k] == ':') { // an object key
                m_pos = k + 1;
                continue;
            }
            value->bytes = Utf8Range {begin, stringEnd};
            value->isString = true;
            value->hasEscapes = escapes;
            return true;
        }
        if (c == '-' || (c >= '0' && c <= '9')) {
            const qint64 begin = m_pos;
            while (m_pos < m_end) {
                const char n = d[m_pos];
                if (!((n >= '0' && n <= '9') || n == '-' || n == '+' || n == '.' || n == 'e'
                        || n == 'E'))
                    break;
                ++m_pos;
            }
            value->bytes = Utf8Range {begin, m_pos};
            value->isString = false;
            value->hasEscapes = false;
            return true;
        }
        if (c >= 'a' && c <= 'z') {
            const qint64 begin = m_pos;
            while (m_pos < m_end && d[m_pos] >= 'a' && d[m_pos] <= 'z')
                ++m_pos;
            const qint64 n = m_pos - begin;
            if ((n == 4 && std::memcmp(d + begin, "true", 4) == 0)
                || (n == 5 && std::memcmp(d + begin, "false", 5) == 0)) {
                value->bytes = Utf8Range {begin, m_pos};
                value->isString = false;
                value->hasEscapes = false;
                return true;
            }
            continue; // null and anything else
        }
        ++m_pos;
    }
    return false;
}

QString JsonStrings::text(const JsonScalar &value) const
{
    QString out;
    decodeInto(value, &out);
    return out;
}

void JsonStrings::decodeInto(const JsonScalar &value, QString *out) const
{
    decode(m_data + value.bytes.begin, value.bytes.length(), out);
}

QString JsonStrings::decode(const char *raw, qint64 length)
{
    QString out;
    decode(raw, length, &out);
    return out;
}

void JsonStrings::decode(const char *raw, qint64 length, QString *out)
{
    // Never more UTF-16 units than bytes: \uXXXX is 6 bytes for 1 unit, 4 UTF-8 bytes give 2.
    out->resize(length);
    char16_t *dst = reinterpret_cast<char16_t *>(out->data());
    char16_t *const dstBegin = dst;
    const unsigned char *p = reinterpret_cast<const unsigned char *>(raw);
    const unsigned char *const end = p + length;
    while (p < end) {
#if defined(__SSE2__)
        const __m128i backslash = _mm_set1_epi8('\\');
        const __m128i zero = _mm_setzero_si128();
        while (end - p >= 16) { // ASCII without escapes: widen 16 bytes at a time
            const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
            const int special
                = _mm_movemask_epi8(v) | _mm_movemask_epi8(_mm_cmpeq_epi8(v, backslash));
            if (special)
                break;
            _mm_storeu_si128(reinterpret_cast<__m128i *>(dst), _mm_unpacklo_epi8(v, zero));
            _mm_storeu_si128(reinterpret_cast<__m128i *>(dst + 8), _mm_unpackhi_epi8(v, zero));
            p += 16;
            dst += 16;
        }
        if (p >= end)
            break;
#endif
        const unsigned char c = *p;
        if (c < 0x80 && c != '\\') {
            *dst++ = c;
            ++p;
        } else if (c == '\\') {
            const char *e = reinterpret_cast<const char *>(p);
            const char *ee = reinterpret_cast<const char *>(end);
            if (end - p < 2) {
                *dst++ = u'\\';
                ++p;
                continue;
            }
            if (p[1] != 'u') {
                *dst++ = simpleEscape(char(p[1]));
                p += 2;
                continue;
            }
            const int unit = escapedUnit(e, ee);
            if (unit < 0) { // "\u12" and the like: keep the text
                *dst++ = u'\\';
                ++p;
                continue;
            }
            p += 6;
            if (unit >= 0xD800 && unit <= 0xDBFF) {
                const int low = escapedUnit(reinterpret_cast<const char *>(p), ee);
                if (low >= 0xDC00 && low <= 0xDFFF) {
                    *dst++ = char16_t(unit);
                    *dst++ = char16_t(low);
                    p += 6;
                } else {
                    *dst++ = Replacement;
                }
            } else if (unit >= 0xDC00 && unit <= 0xDFFF) {
                *dst++ = Replacement;
            } else {
                *dst++ = char16_t(unit);
            }
        } else {
            char32_t cp = 0;
            const int n = utf8Sequence(p, end, &cp);
            if (n == 0) {
                *dst++ = Replacement;
                ++p;
            } else if (cp >= 0x10000) {
                *dst++ = QChar::highSurrogate(cp);
                *dst++ = QChar::lowSurrogate(cp);
                p += n;
            } else {
                *dst++ = char16_t(cp);
                p += n;
            }
        }
    }
    out->resize(dst - dstBegin);
}

qint64 JsonStrings::byteOffsetOf(const char *raw, qint64 length, qsizetype utf16Index)
{
    const unsigned char *p = reinterpret_cast<const unsigned char *>(raw);
    const unsigned char *const end = p + length;
    qsizetype units = 0;
    while (p < end && units < utf16Index) {
        const unsigned char c = *p;
        if (c < 0x80 && c != '\\') {
            ++units;
            ++p;
        } else if (c == '\\') {
            const char *ee = reinterpret_cast<const char *>(end);
            const int unit = escapedUnit(reinterpret_cast<const char *>(p), ee);
            if (end - p < 2) {
                ++p;
            } else if (p[1] != 'u') {
                p += 2;
            } else if (unit < 0) {
                ++p;
            } else {
                p += 6;
                const int low = escapedUnit(reinterpret_cast<const char *>(p), ee);
                if (unit >= 0xD800 && unit <= 0xDBFF && low >= 0xDC00 && low <= 0xDFFF) {
                    if (units + 1 >= utf16Index)
                        return p - 6 - reinterpret_cast<const unsigned char *>(raw);
                    p += 6;
                    ++units;
                }
            }
            ++units;
        } else {
            char32_t cp = 0;
            const int n = utf8Sequence(p, end, &cp);
            if (n == 0) {
                ++units;
                ++p;
            } else {
                if (cp >= 0x10000 && units + 1 >= utf16Index)
                    return p - reinterpret_cast<const unsigned char *>(raw);
                units += cp >= 0x10000 ? 2 : 1;
                p += n;
            }
        }
    }
    return p - reinterpret_cast<const unsigned char *>(raw);
}
