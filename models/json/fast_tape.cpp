// SPDX-License-Identifier: GPL-2.0-or-later
// The fast parser's second form: values appended to a JsonTape instead of built as nlohmann
// values. Same scanning and checks (fast_json_scan.h), so it takes what fastParseJson() takes
// and gives the same values; it declines a repeated key too, which the tape cannot hold as
// nlohmann does (first place, last value).
#include "fast_json.h"

#include "fast_json_scan.h"
#include "json_tape.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_set>
#include <utility>

namespace tolerant {

namespace {

using namespace fastjson;

/// A string's bytes as parseString() hands them over: a view of the text while there has been
/// no escape, copied into `scratch` from the first one on.
class SpanText
{
public:
    explicit SpanText(std::string &scratch)
        : m_scratch(scratch)
    { }

    void append(const char *bytes, std::size_t size)
    {
        if (!m_copied && !m_data) {
            m_data = bytes;
            m_size = size;
            return;
        }
        spill();
        m_scratch.append(bytes, size);
    }
    void push_back(char c)
    {
        spill();
        m_scratch.push_back(c);
    }
    /// Whether the bytes are in the scratch string (the text had an escape).
    bool copied() const { return m_copied; }
    std::string_view view() const
    {
        return m_copied ? std::string_view(m_scratch) : std::string_view(m_data, m_size);
    }

private:
    void spill()
    {
        if (m_copied)
            return;
        m_scratch.assign(m_data ? m_data : "", m_size);
        m_copied = true;
    }

    std::string &m_scratch;
    const char *m_data = nullptr;
    std::size_t m_size = 0;
    bool m_copied = false;
};

/// One parse of one text onto the end of a tape.
class TapeParser : JsonScanner
{
public:
    TapeParser(
        JsonTape &tape, std::string &scratch, const std::vector<std::string> *opaque, bool borrow)
        : JsonScanner(opaque)
        , m_tape(tape)
        , m_scratch(scratch)
        , m_borrow(borrow)
    { }

    bool parse(const char *data, std::size_t size, bool utf8Checked)
    {
        m_p = data;
        m_end = data + size;
        m_utf8Valid = utf8Checked || validUtf8(data, size);
        skipSpace();
        return parseValue(0) && (skipSpace(), m_p == m_end);
    }

private:
    bool parseValue(int depth)
    {
        if (m_p >= m_end)
            return false;
        switch (*m_p) {
        case '{':
            return parseObject(depth + 1);
        case '[':
            return parseArray(depth + 1);
        case '"':
            ++m_p;
            return parseStringValue();
        case 't':
            m_tape.appendBoolean(true);
            return literal("true", 4);
        case 'f':
            m_tape.appendBoolean(false);
            return literal("false", 5);
        case 'n':
            m_tape.appendNull();
            return literal("null", 4);
        default:
            return parseNumber();
        }
    }

    // After the opening quote: the string onto the tape.
    bool parseStringValue()
    {
        SpanText text(m_scratch);
        if (!parseString(text))
            return false;
        const std::string_view bytes = text.view();
        return m_tape.appendString(bytes.data(), bytes.size(), m_borrow && !text.copied());
    }

    // After the opening quote: a key onto the tape, its text (where the tape keeps it) and its
    // folded shape; false when it does not parse. Out-parameters, not a returned pair: the copy
    // of a returned optional pair was a load of 16 bytes from two smaller stores, which the
    // processor cannot forward (a third of this parser's time went there).
    bool parseKey(std::string_view &key, FoldedKeyShape &shape)
    {
        SpanText text(m_scratch);
        if (!parseString(text))
            return false;
        const std::string_view bytes = text.view();
        shape = scannedKeyShape(bytes);
        if (!m_tape.appendKey(
                bytes.data(), bytes.size(), m_borrow && !text.copied(), shape.first, shape.length))
            return false;
        key = m_tape.at(m_tape.size() - 1).text(); // stays put
        return true;
    }

    bool parseObject(int depth)
    {
        if (depth > maxDepth)
            return false;
        ++m_p; // '{'
        const std::size_t at = m_tape.open(TapeValue::Type::Object);
        std::size_t count = 0;
        std::optional<std::unordered_set<std::string_view>> wide; // the keys of a wide object
        std::uint64_t keyBits = 0; // see below
        skipSpace();
        if (m_p < m_end && *m_p == '}') {
            ++m_p;
            return m_tape.close(at, 0);
        }
        for (;;) {
            if (m_p >= m_end || *m_p != '"')
                return false;
            ++m_p;
            std::string_view key;
            FoldedKeyShape shape;
            if (!parseKey(key, shape))
                return false;
            // A bit for each key's length and ends: a key whose bit no earlier key set repeats
            // none (most objects have a few keys, which all differ there), else compared.
            const auto byte = [](char c) { return std::size_t(static_cast<unsigned char>(c)); };
            const std::uint64_t bit = std::uint64_t(1)
                << ((key.size() * 7 + (key.empty() ? 0 : byte(key.front()) + byte(key.back())))
                       & 63);
            if ((keyBits & bit || count >= kWideObject) && m_tape.repeatsKey(at, count, wide))
                return false; // first place, last value: left to the nlohmann parsers
            keyBits |= bit;
            if (!consume(':'))
                return false;
            skipSpace();
            if (!(m_opaque && isOpaque(key, shape) ? parseOpaque(depth) : parseValue(depth)))
                return false;
            ++count;
            const Separator next = separator('}');
            if (next == Separator::Invalid)
                return false;
            if (next == Separator::Close)
                return m_tape.close(at, count);
        }
    }

    // The value of an opaque member: checked in full, kept as an empty value of its type.
    bool parseOpaque(int depth)
    {
        if (m_p >= m_end)
            return false;
        switch (*m_p) {
        case '{':
        case '[': {
            const std::size_t at
                = m_tape.open(*m_p == '{' ? TapeValue::Type::Object : TapeValue::Type::Array);
            return skipContainer(depth + 1) && m_tape.close(at, 0);
        }
        case '"': {
            ++m_p;
            NoText none;
            return parseString(none) && m_tape.appendString("", 0, true);
        }
        default:
            return parseValue(depth); // numbers and literals are values of their own
        }
    }

    bool parseArray(int depth)
    {
        if (depth > maxDepth)
            return false;
        ++m_p; // '['
        const std::size_t at = m_tape.open(TapeValue::Type::Array);
        std::size_t count = 0;
        skipSpace();
        if (m_p < m_end && *m_p == ']') {
            ++m_p;
            return m_tape.close(at, 0);
        }
        for (;;) {
            if (!parseValue(depth))
                return false;
            ++count;
            const Separator next = separator(']');
            if (next == Separator::Invalid)
                return false;
            if (next == Separator::Close)
                return m_tape.close(at, count);
        }
    }

    bool parseNumber()
    {
        ScannedNumber n;
        if (!scanNumber(n))
            return false;
        switch (n.kind) {
        case ScannedNumber::Unsigned:
            m_tape.appendUnsigned(n.unsignedInteger);
            break;
        case ScannedNumber::Integer:
            m_tape.appendInteger(n.integer);
            break;
        case ScannedNumber::Float:
            m_tape.appendFloat(n.real);
            break;
        }
        return true;
    }

    JsonTape &m_tape;
    std::string &m_scratch;
    const bool m_borrow; ///< strings without escapes refer to the text
};

thread_local std::string scratchText;

} // namespace

bool fastParseTape(const char *data, std::size_t size, JsonTape &tape,
    const std::vector<std::string> *opaqueFoldedKeys, bool borrowText, bool utf8Checked)
{
    const std::size_t before = tape.size();
    TapeParser parser(tape, scratchText, opaqueFoldedKeys, borrowText);
    if (parser.parse(data, size, utf8Checked))
        return true;
    tape.truncate(before);
    return false;
}

} // namespace tolerant
