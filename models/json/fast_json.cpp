// SPDX-License-Identifier: GPL-2.0-or-later
// A fast JSON parser that builds nlohmann::ordered_json directly from the bytes: strings are
// scanned sixteen bytes at a time and copied in runs, members and elements are collected on
// scratch stacks and moved into containers of their final size. It takes on only well-formed
// input and declines everything else, so nlohmann stays the one source of error messages.
#include "fast_json.h"

#include "cpu_features.h"
#include "json_parse.h"
#include "tolerant_json.h"

#include <nlohmann/json.hpp>

#include <QtGlobal>

#include <charconv>
#include <cstdint>
#include <memory>
#include <new>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define FAST_JSON_AVX2 1
#endif

namespace tolerant {

namespace {

using Json = nlohmann::ordered_json;

constexpr int maxDepth = kMaxJsonDepth;
/// Objects with at least this many members look up repeated keys by hash.
constexpr std::size_t kWideObject = 32;

#if defined(FAST_JSON_AVX2)
// Long strings (base64 images are half of some files) are scanned 32 bytes at a time where the
// processor can (cpu::hasAvx2()); the build itself targets every x86-64.

// From `p`: the first '"', '\\', control character or byte >= 0x80, or where fewer than 32
// bytes are left before `end`.
__attribute__((target("avx2"))) const char *plainRunEndAvx2(const char *p, const char *end)
{
    const __m256i quote = _mm256_set1_epi8('"');
    const __m256i backslash = _mm256_set1_epi8('\\');
    const __m256i space = _mm256_set1_epi8(0x20);
    while (end - p >= 32) {
        const __m256i v = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(p));
        const __m256i hit = _mm256_or_si256(
            _mm256_or_si256(_mm256_cmpeq_epi8(v, quote), _mm256_cmpeq_epi8(v, backslash)),
            _mm256_cmpgt_epi8(space, v)); // signed: bytes >= 0x80 too
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

/// Makes `out`, a null value, hold `args`' value. nlohmann's assignment swaps in a temporary and
/// destroys two nulls, a call each for every value of every record; a null owns nothing, so
/// building over it is all there is to do.
template<typename... Args>
void become(Json &out, Args &&...args)
{
    Q_ASSERT(out.is_null());
    ::new (static_cast<void *>(&out)) Json(std::forward<Args>(args)...);
}

/// The parser's scratch stack of `T` (members, elements): slots are never popped but left empty
/// (moved from) for the next push, so no null is destroyed there (a call each in nlohmann).
/// push() may move the slots: hold indices, not references, across a deeper parse.
template<typename T>
class SlotStack
{
public:
    std::size_t size() const { return m_top; }
    /// A new top slot: empty (a null value, a key without a buffer).
    T &push()
    {
        if (m_top == m_slots.size())
            m_slots.emplace_back();
        return m_slots[m_top++];
    }
    T &operator[](std::size_t i) { return m_slots[i]; }
    /// Back to `size` slots; those above must be empty already (their values moved out).
    void shrinkTo(std::size_t size) { m_top = size; }
    /// Empties slot `i`, freeing what it holds (an assignment would leave a key's buffer).
    void reset(std::size_t i)
    {
        std::destroy_at(&m_slots[i]);
        ::new (static_cast<void *>(&m_slots[i])) T();
    }
    /// Back to `size` slots, emptying those above (after a failure).
    void clearTo(std::size_t size)
    {
        for (std::size_t k = size; k < m_top; ++k)
            reset(k);
        m_top = size;
    }

private:
    std::vector<T> m_slots;
    std::size_t m_top = 0;
};

using MemberStack = SlotStack<std::pair<std::string, Json>>;
using ElementStack = SlotStack<Json>;

/// One parse over one text; the scratch stacks are reused by the thread's next parse.
class FastJsonParser
{
public:
    FastJsonParser(MemberStack &members, ElementStack &elements,
        const std::vector<std::string> *opaqueFoldedKeys = nullptr)
        : m_members(members)
        , m_elements(elements)
        , m_opaque(opaqueFoldedKeys && !opaqueFoldedKeys->empty() ? opaqueFoldedKeys : nullptr)
    { }

    bool parse(const char *data, std::size_t size, Json &out)
    {
        m_p = data;
        m_end = data + size;
        const std::size_t memberBase = m_members.size();
        const std::size_t elementBase = m_elements.size();
        skipSpace();
        const bool ok = parseValue(out, 0) && (skipSpace(), m_p == m_end);
        m_members.clearTo(memberBase); // a failed parse leaves values behind
        m_elements.clearTo(elementBase);
        return ok;
    }

private:
    void skipSpace()
    {
        while (m_p < m_end && (*m_p == ' ' || *m_p == '\n' || *m_p == '\r' || *m_p == '\t'))
            ++m_p;
    }

    bool literal(const char *word, std::size_t length)
    {
        if (std::size_t(m_end - m_p) < length || std::char_traits<char>::compare(m_p, word, length))
            return false;
        m_p += length;
        return true;
    }

    bool parseValue(Json &out, int depth)
    {
        if (m_p >= m_end)
            return false;
        switch (*m_p) {
        case '{':
            return parseObject(out, depth + 1);
        case '[':
            return parseArray(out, depth + 1);
        case '"': {
            ++m_p;
            become(out, Json::value_t::string);
            return parseString(*out.get_ptr<std::string *>());
        }
        case 't':
            become(out, true);
            return literal("true", 4);
        case 'f':
            become(out, false);
            return literal("false", 5);
        case 'n':
            become(out, nullptr);
            return literal("null", 4);
        default:
            return parseNumber(out);
        }
    }

    bool parseObject(Json &out, int depth)
    {
        if (depth > maxDepth)
            return false;
        ++m_p; // '{'
        const std::size_t base = m_members.size();
        std::optional<std::unordered_multimap<std::size_t, std::size_t>> wide; // hash → member
        skipSpace();
        if (m_p < m_end && *m_p == '}') {
            ++m_p;
            become(out, Json::value_t::object);
            return true;
        }
        for (;;) {
            if (m_p >= m_end || *m_p != '"')
                return false;
            ++m_p;
            const std::size_t top = m_members.size();
            std::string &key = m_members.push().first;
            key.clear();
            if (!parseString(key))
                return false;
            // A repeated key keeps its first place and takes the last value
            // (ordered_map::operator[]). Wide objects find it through a hash of their keys, so
            // an object of 100,000 members is not 5e9 comparisons.
            std::size_t slot = top;
            if (top - base < kWideObject) {
                for (std::size_t k = base; k < top; ++k) {
                    if (m_members[k].first == key) {
                        slot = k;
                        break;
                    }
                }
            } else {
                if (!wide) {
                    wide.emplace();
                    for (std::size_t k = base; k < top; ++k)
                        wide->emplace(std::hash<std::string> {}(m_members[k].first), k);
                }
                const std::size_t hash = std::hash<std::string> {}(key);
                const auto [first, last] = wide->equal_range(hash);
                for (auto it = first; it != last; ++it) {
                    if (m_members[it->second].first == key) {
                        slot = it->second;
                        break;
                    }
                }
                if (slot == top)
                    wide->emplace(hash, slot);
            }
            skipSpace();
            if (m_p >= m_end || *m_p != ':')
                return false;
            ++m_p;
            skipSpace();
            Json value; // deeper members push and may move the slots
            if (!(m_opaque && isOpaque(m_members[slot].first) ? parseOpaque(value, depth)
                                                              : parseValue(value, depth)))
                return false;
            m_members[slot].second.swap(value); // no temporary to destroy, as `=` would make
            if (slot != top) {
                // The repeated key's slot is emptied; `value` now holds the old value, freed at
                // the end of the scope.
                m_members.reset(top);
                m_members.shrinkTo(top);
            }
            const Separator next = separator('}');
            if (next == Separator::Invalid)
                return false;
            if (next == Separator::Close)
                break;
        }
        become(out, Json::value_t::object);
        auto &object = *out.get_ptr<Json::object_t *>();
        object.reserve(m_members.size() - base);
        for (std::size_t k = base; k < m_members.size(); ++k)
            object.emplace_back(std::move(m_members[k].first), std::move(m_members[k].second));
        m_members.shrinkTo(base); // moved from: empty
        return true;
    }

    // Whether `key` folds (drops '_', lower-cases ASCII) to one of the opaque keys. Runs for
    // every member: the folded first character and length, found in one pass, rule out almost
    // every opaque key before a comparison.
    bool isOpaque(const std::string &key) const
    {
        const auto [first, length] = foldedKeyShape(key);
        for (const std::string &folded : *m_opaque) {
            if (folded.size() != length || (length > 0 && folded[0] != first))
                continue;
            if (keyFoldsTo(key, folded))
                return true;
        }
        return false;
    }

    // The value of an opaque member: checked in full, kept as an empty value of its type.
    bool parseOpaque(Json &out, int depth)
    {
        if (m_p >= m_end)
            return false;
        switch (*m_p) {
        case '{':
            become(out, Json::value_t::object);
            return skipContainer(depth + 1);
        case '[':
            become(out, Json::value_t::array);
            return skipContainer(depth + 1);
        case '"': {
            ++m_p;
            become(out, Json::value_t::string);
            NoText none;
            return parseString(none);
        }
        default:
            return parseValue(out, depth); // numbers and literals allocate nothing
        }
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
            Json number;
            return parseNumber(number);
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

    bool parseArray(Json &out, int depth)
    {
        if (depth > maxDepth)
            return false;
        ++m_p; // '['
        const std::size_t base = m_elements.size();
        skipSpace();
        if (m_p < m_end && *m_p == ']') {
            ++m_p;
            become(out, Json::value_t::array);
            return true;
        }
        for (;;) {
            Json value; // deeper elements push and may move the slots
            if (!parseValue(value, depth))
                return false;
            m_elements.push().swap(value);
            const Separator next = separator(']');
            if (next == Separator::Invalid)
                return false;
            if (next == Separator::Close)
                break;
        }
        become(out, Json::value_t::array);
        auto &array = *out.get_ptr<Json::array_t *>();
        array.reserve(m_elements.size() - base);
        for (std::size_t k = base; k < m_elements.size(); ++k)
            array.push_back(std::move(m_elements[k]));
        m_elements.shrinkTo(base); // moved from: null
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
        const char *run = m_p;
        for (;;) {
#if defined(__SSE2__)
            const __m128i quote = _mm_set1_epi8('"');
            const __m128i backslash = _mm_set1_epi8('\\');
            const __m128i space = _mm_set1_epi8(0x20);
            while (m_end - m_p >= 16) {
                const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(m_p));
                // Signed compare: control characters and every byte >= 0x80 are "< 0x20".
                const __m128i hit = _mm_or_si128(
                    _mm_or_si128(_mm_cmpeq_epi8(v, quote), _mm_cmpeq_epi8(v, backslash)),
                    _mm_cmplt_epi8(v, space));
                const int mask = _mm_movemask_epi8(hit);
                if (mask != 0) {
                    m_p += __builtin_ctz(unsigned(mask));
                    break;
                }
                m_p += 16;
#if defined(FAST_JSON_AVX2)
                if (cpu::hasAvx2()) // past sixteen plain bytes: a long string
                    m_p = plainRunEndAvx2(m_p, m_end);
#endif
            }
#endif
            while (m_p < m_end) {
                const auto b = static_cast<unsigned char>(*m_p);
                if (b == '"' || b == '\\' || b < 0x20 || b >= 0x80)
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
    bool parseNumber(Json &out)
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
                become(out, magnitude);
                return true;
            }
            if (magnitude <= (std::uint64_t(1) << 63)) {
                become(out, static_cast<std::int64_t>(std::uint64_t(0) - magnitude));
                return true;
            }
        }
        double d = 0;
        const auto result = std::from_chars(start, m_p, d);
        if (result.ec != std::errc() || result.ptr != m_p)
            return false; // out of double's range: nlohmann decides what it becomes
        become(out, d);
        return true;
    }

    MemberStack &m_members;
    ElementStack &m_elements;
    const std::vector<std::string> *m_opaque; ///< folded keys; null when none
    const char *m_p = nullptr;
    const char *m_end = nullptr;
};

} // namespace

namespace {

thread_local MemberStack scratchMembers;
thread_local ElementStack scratchElements;

} // namespace

bool fastParseJson(const char *data, std::size_t size, Json &out)
{
    FastJsonParser parser(scratchMembers, scratchElements);
    out = Json();
    return parser.parse(data, size, out);
}

bool fastParseJson(
    const char *data, std::size_t size, Json &out, const std::vector<std::string> &opaqueFoldedKeys)
{
    FastJsonParser parser(scratchMembers, scratchElements, &opaqueFoldedKeys);
    out = Json();
    return parser.parse(data, size, out);
}

} // namespace tolerant
