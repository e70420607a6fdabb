// SPDX-License-Identifier: GPL-2.0-or-later
// Tolerant base64 (formats.md §3): the standard and URL-safe alphabets, padded or not, whitespace
// and a data: URL prefix allowed; decoded, or only checked (check never shows media bytes).
#include "tolerant_json.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define TOLERANT_AVX2 1
#endif

namespace tolerant {

namespace {

// Qt's decoder (the definition of a valid text) for the one case the fast one leaves to it.
std::optional<QByteArray> decodeBase64WithQt(const QByteArray &b)
{
    auto result = QByteArray::fromBase64Encoding(
        b, QByteArray::Base64Encoding | QByteArray::AbortOnBase64DecodingErrors);
    if (result.decodingStatus != QByteArray::Base64DecodingStatus::Ok)
        return std::nullopt;
    return std::move(result.decoded);
}

enum : signed char { Base64Invalid = -1, Base64Space = -2, Base64Pad = -3 };

struct Base64Table {
    signed char v[256];
    constexpr Base64Table()
        : v {}
    {
        for (int c = 0; c < 256; ++c)
            v[c] = Base64Invalid;
        for (int c = 'A'; c <= 'Z'; ++c)
            v[c] = static_cast<signed char>(c - 'A');
        for (int c = 'a'; c <= 'z'; ++c)
            v[c] = static_cast<signed char>(c - 'a' + 26);
        for (int c = '0'; c <= '9'; ++c)
            v[c] = static_cast<signed char>(c - '0' + 52);
        v[int('+')] = v[int('-')] = 62;
        v[int('/')] = v[int('_')] = 63;
        for (const char c : {' ', '\t', '\n', '\r', '\f', '\v'})
            v[int(c)] = Base64Space;
        v[int('=')] = Base64Pad;
    }
};

constexpr Base64Table base64Table;

#if defined(__SSE2__)
// Whether the sixteen bytes at `p` are all base64 alphabet characters (A-Z a-z 0-9 + / - _).
bool allBase64Alphabet(const unsigned char *p)
{
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
    // Signed compares: bytes >= 0x80 are negative and fall outside every range.
    const auto in = [&v](char low, char high) {
        return _mm_and_si128(_mm_cmpgt_epi8(v, _mm_set1_epi8(char(low - 1))),
            _mm_cmplt_epi8(v, _mm_set1_epi8(char(high + 1))));
    };
    const auto is = [&v](char c) { return _mm_cmpeq_epi8(v, _mm_set1_epi8(c)); };
    const __m128i ok = _mm_or_si128(_mm_or_si128(in('A', 'Z'), in('a', 'z')),
        _mm_or_si128(_mm_or_si128(in('0', '9'), is('+')),
            _mm_or_si128(is('/'), _mm_or_si128(is('-'), is('_')))));
    return _mm_movemask_epi8(ok) == 0xFFFF;
}
#endif

#if defined(TOLERANT_AVX2)
const bool useAvx2 = [] {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") != 0;
}();

// From `p`, in steps of 32: the first block of 32 bytes that holds a byte other than the base64
// alphabet (allBase64Alphabet()), or where fewer than 32 are left.
__attribute__((target("avx2"))) const unsigned char *base64RunEndAvx2(
    const unsigned char *p, const unsigned char *end)
{
    // Signed compares: bytes >= 0x80 are negative and fall outside every range.
    const __m256i upperLow = _mm256_set1_epi8('A' - 1), upperHigh = _mm256_set1_epi8('Z' + 1);
    const __m256i lowerLow = _mm256_set1_epi8('a' - 1), lowerHigh = _mm256_set1_epi8('z' + 1);
    const __m256i digitLow = _mm256_set1_epi8('0' - 1), digitHigh = _mm256_set1_epi8('9' + 1);
    const __m256i plus = _mm256_set1_epi8('+'), slash = _mm256_set1_epi8('/');
    const __m256i minus = _mm256_set1_epi8('-'), underscore = _mm256_set1_epi8('_');
    while (end - p >= 32) {
        const __m256i v = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(p));
        const __m256i upper
            = _mm256_and_si256(_mm256_cmpgt_epi8(v, upperLow), _mm256_cmpgt_epi8(upperHigh, v));
        const __m256i lower
            = _mm256_and_si256(_mm256_cmpgt_epi8(v, lowerLow), _mm256_cmpgt_epi8(lowerHigh, v));
        const __m256i digit
            = _mm256_and_si256(_mm256_cmpgt_epi8(v, digitLow), _mm256_cmpgt_epi8(digitHigh, v));
        const __m256i signs = _mm256_or_si256(
            _mm256_or_si256(_mm256_cmpeq_epi8(v, plus), _mm256_cmpeq_epi8(v, slash)),
            _mm256_or_si256(_mm256_cmpeq_epi8(v, minus), _mm256_cmpeq_epi8(v, underscore)));
        const __m256i ok
            = _mm256_or_si256(_mm256_or_si256(upper, lower), _mm256_or_si256(digit, signs));
        if (unsigned(_mm256_movemask_epi8(ok)) != 0xFFFFFFFFu)
            return p;
        p += 32;
    }
    return p;
}
#endif

} // namespace

std::optional<std::string_view> base64Payload(std::string_view text)
{
    if (text.size() >= 5 && text.substr(0, 5) == "data:") {
        const size_t comma = text.find(',');
        if (comma == std::string_view::npos)
            return std::nullopt;
        const std::string_view header = text.substr(0, comma);
        if (header.size() < 7 || header.substr(header.size() - 7) != ";base64")
            return std::nullopt;
        text.remove_prefix(comma + 1);
    }
    return text;
}

namespace {

// The decoder behind decodeBase64() and isBase64(): false when `text` (the payload) does not
// decode; else, with Write, the bytes at `o` and their end in *oEnd (room for
// text.size() / 4 * 3 + 3 bytes needed). *empty tells a text without characters.
template<bool Write>
bool decodeBase64Payload(std::string_view text, char *o, char **oEnd, bool *empty)
{
    // One pass, four characters at a time, with the outcome of Qt's strict decoder on the text
    // without whitespace, '-' and '_' read as '+' and '/', and '=' padding added up to a
    // multiple of four (a length of 4k + 1 never decodes): a '=' may only stand in the last
    // two places of that padded text, and bits left over after the last byte are dropped.
    const signed char *table = base64Table.v;
    const auto *p = reinterpret_cast<const unsigned char *>(text.data());
    const auto *end = p + text.size();
    quint32 bits = 0;
    int bitCount = 0;
    qsizetype count = 0; // characters other than whitespace
    qsizetype firstPad = -1;
    unsigned char last = 0;
    while (p < end) {
        if (bitCount == 0 && firstPad < 0) {
#if defined(__SSE2__)
            if constexpr (!Write) {
                // 32 or 16 alphabet characters at a time (the state stays at a 4-boundary).
#if defined(TOLERANT_AVX2)
                if (useAvx2) {
                    const unsigned char *const from = p;
                    p = base64RunEndAvx2(p, end);
                    count += p - from;
                }
#endif
                while (end - p >= 16 && allBase64Alphabet(p)) {
                    p += 16;
                    count += 16;
                }
            }
#endif
            while (end - p >= 4) {
                const int a = table[p[0]], b = table[p[1]], c = table[p[2]], d = table[p[3]];
                if ((a | b | c | d) < 0)
                    break;
                if constexpr (Write) {
                    const quint32 v
                        = quint32(a) << 18 | quint32(b) << 12 | quint32(c) << 6 | quint32(d);
                    o[0] = char(v >> 16);
                    o[1] = char(v >> 8);
                    o[2] = char(v);
                    o += 3;
                }
                p += 4;
                count += 4;
            }
            if (p >= end)
                break;
        }
        const unsigned char ch = *p++;
        const int d = table[ch];
        if (d == Base64Space)
            continue;
        last = ch;
        ++count;
        if (firstPad >= 0)
            continue; // Qt stops at a valid '='; what follows is checked below
        if (d == Base64Pad) {
            firstPad = count - 1;
            continue;
        }
        if (d < 0)
            return false;
        bits = (bits << 6) | quint32(d);
        bitCount += 6;
        if (bitCount >= 8) {
            bitCount -= 8;
            if constexpr (Write)
                *o++ = char(bits >> bitCount);
            bits &= (1u << bitCount) - 1;
        }
    }
    *empty = count == 0;
    if (count % 4 == 1)
        return false;
    if (firstPad >= 0) {
        const qsizetype padded = (count + 3) / 4 * 4;
        const bool lastIsPad = count < padded || last == '=';
        if (firstPad != padded - 1 && !(firstPad == padded - 2 && lastIsPad))
            return false;
    }
    if constexpr (Write)
        *oEnd = o;
    return true;
}

} // namespace

std::optional<QByteArray> decodeBase64(std::string_view text)
{
    const std::optional<std::string_view> payload = base64Payload(text);
    if (!payload)
        return std::nullopt;
    QByteArray out(qsizetype(payload->size() / 4 * 3 + 3), Qt::Uninitialized);
    char *end = nullptr;
    bool empty = false;
    if (!decodeBase64Payload<true>(*payload, out.data(), &end, &empty))
        return std::nullopt;
    if (empty)
        return decodeBase64WithQt(QByteArray()); // Qt's own empty result
    out.truncate(end - out.data());
    return out;
}

bool isBase64(std::string_view text)
{
    const std::optional<std::string_view> payload = base64Payload(text);
    bool empty = false;
    if (!payload || !decodeBase64Payload<false>(*payload, nullptr, nullptr, &empty))
        return false;
    return !empty || decodeBase64WithQt(QByteArray()).has_value();
}

} // namespace tolerant
