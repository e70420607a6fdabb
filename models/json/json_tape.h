// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

// A parsed JSON value as a flat tape (fastParseTape(), fast_tape.cpp): one 16-byte TapeValue per
// value, key and container, children right after their container, strings in blocks of the tape.
// What `check` reads records through: nothing to allocate per value and nothing to free but the
// tape's length. Readers written for nlohmann (ordered_json) read it with the same calls
// (is_object(), size(), iteration, get<T>()) and the tolerant helpers' overloads.

#include <nlohmann/json_fwd.hpp>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <optional>
#include <string_view>
#include <unordered_set>
#include <vector>

namespace tolerant {

/// One value of a JsonTape; its children (an object's keys and values, an array's elements) are
/// the values right after it. Refer to it by `const TapeValue &` or a pointer, as to an
/// nlohmann value: valid while its tape holds it.
class TapeValue
{
public:
    enum class Type : std::uint8_t {
        Null,
        Boolean,
        Integer,
        Unsigned,
        Float,
        String,
        Array,
        Object
    };

    Type type() const { return m_type; }
    bool is_null() const { return m_type == Type::Null; }
    bool is_boolean() const { return m_type == Type::Boolean; }
    bool is_number() const { return m_type >= Type::Integer && m_type <= Type::Float; }
    /// Integer or unsigned, as nlohmann counts them.
    bool is_number_integer() const { return m_type == Type::Integer || m_type == Type::Unsigned; }
    bool is_number_unsigned() const { return m_type == Type::Unsigned; }
    bool is_number_float() const { return m_type == Type::Float; }
    bool is_string() const { return m_type == Type::String; }
    bool is_array() const { return m_type == Type::Array; }
    bool is_object() const { return m_type == Type::Object; }
    static bool is_discarded() { return false; }

    /// As nlohmann counts: members or elements of a container, 0 for null, 1 for the others.
    std::size_t size() const { return is_array() || is_object() ? m_count : (is_null() ? 0 : 1); }
    bool empty() const { return size() == 0; }
    /// A string's (or key's) bytes; empty for other types.
    std::string_view text() const
    {
        return is_string() ? std::string_view(m_value.text, m_count) : std::string_view();
    }
    /// The number or boolean converted as nlohmann's get<T>() converts it.
    template<typename T>
    T get() const
    {
        switch (m_type) {
        case Type::Boolean:
            return T(m_value.boolean);
        case Type::Integer:
            return T(m_value.integer);
        case Type::Unsigned:
            return T(m_value.unsignedInteger);
        case Type::Float:
            return T(m_value.real);
        default:
            return T();
        }
    }

    /// Walks an array's elements, or an object's values with their keys (key()).
    class const_iterator
    {
    public:
        const TapeValue &operator*() const { return m_at[m_keyed ? 1 : 0]; }
        const TapeValue *operator->() const { return &**this; }
        const TapeValue &value() const { return **this; }
        /// The member's key (objects only).
        std::string_view key() const { return m_at->text(); }
        const_iterator &operator++()
        {
            m_at = &**this + (**this).span();
            return *this;
        }
        bool operator==(const const_iterator &o) const { return m_at == o.m_at; }
        bool operator!=(const const_iterator &o) const { return m_at != o.m_at; }

    private:
        friend class TapeValue;
        const_iterator(const TapeValue *at, bool keyed)
            : m_at(at)
            , m_keyed(keyed)
        { }
        const TapeValue *m_at;
        bool m_keyed;
    };
    const_iterator begin() const { return const_iterator(this + 1, is_object()); }
    const_iterator end() const { return const_iterator(this + span(), is_object()); }

    /// The member of exact key `key` (a tape's keys are unique: fastParseTape() declines a
    /// repeated one); end() when none or when this is no object.
    const_iterator find(std::string_view key) const;

    /// How many values this one takes on the tape, itself included.
    std::uint32_t span() const { return m_type >= Type::Array ? m_value.span : 1; }

    /// For a key: whether it may fold (tolerant::foldKey) to a key whose folded form has
    /// `length` characters and starts with `first`; false rules it out without reading it.
    bool mayFoldTo(char first, std::size_t length) const
    {
        return m_foldedLength == kLongKey
            || (m_foldedLength == length && (length == 0 || m_foldedFirst == first));
    }

private:
    friend class JsonTape;
    union {
        const char *text; ///< String: its bytes
        std::uint32_t span; ///< Array, Object
        std::int64_t integer;
        std::uint64_t unsignedInteger;
        double real;
        bool boolean;
    } m_value;
    static constexpr std::uint16_t kLongKey = 0xFFFF;
    std::uint32_t m_count = 0; ///< String: bytes; Array: elements; Object: members
    Type m_type = Type::Null;
    char m_foldedFirst = 0; ///< a key's folded first character (mayFoldTo())
    std::uint16_t m_foldedLength = 0; ///< a key's folded length; kLongKey when longer
};
static_assert(sizeof(TapeValue) == 16);

/// The tape of one thread's records: values appended by fastParseTape() and read after the
/// parse (appending moves them). clear() keeps the memory for the next records. Not copyable.
class JsonTape
{
public:
    JsonTape() = default;
    JsonTape(const JsonTape &) = delete;
    JsonTape &operator=(const JsonTape &) = delete;

    /// The value at `index` (of the values appended): the root of a record parsed there.
    const TapeValue &at(std::size_t index) const { return m_values[index]; }
    std::size_t size() const { return m_values.size(); }
    /// Drops every value and string; keeps the memory, up to `keptBytes` (a tape that held a
    /// huge record gives its memory back).
    void clear(std::size_t keptBytes = std::size_t(-1));
    /// Drops what was appended from `size` values on (a record that failed to parse). Its
    /// strings stay until clear().
    void truncate(std::size_t size) { m_values.resize(size); }

    // Appending (fastParseTape()).
    void appendNull() { append(TapeValue::Type::Null); }
    void appendBoolean(bool b) { append(TapeValue::Type::Boolean).m_value.boolean = b; }
    void appendInteger(std::int64_t i) { append(TapeValue::Type::Integer).m_value.integer = i; }
    void appendUnsigned(std::uint64_t u)
    {
        append(TapeValue::Type::Unsigned).m_value.unsignedInteger = u;
    }
    void appendFloat(double d) { append(TapeValue::Type::Float).m_value.real = d; }
    /// A string of `length` bytes, copied in, or `borrowed`: the tape refers to `bytes`, which
    /// must outlive the reading of the tape. False when it is too long for the tape (4 GiB).
    bool appendString(const char *bytes, std::size_t length, bool borrowed = false)
    {
        if (length >= kMaxCount)
            return false;
        const char *text = borrowed ? bytes : copy(bytes, length);
        TapeValue &v = append(TapeValue::Type::String);
        v.m_value.text = text;
        v.m_count = std::uint32_t(length);
        return true;
    }
    /// appendString() of an object's key, with its folded first character and length
    /// (tolerant::foldedKeyShape()).
    bool appendKey(const char *bytes, std::size_t length, bool borrowed, char foldedFirst,
        std::size_t foldedLength)
    {
        if (!appendString(bytes, length, borrowed))
            return false;
        TapeValue &v = m_values.back();
        v.m_foldedFirst = foldedFirst;
        v.m_foldedLength = foldedLength < TapeValue::kLongKey ? std::uint16_t(foldedLength)
                                                              : TapeValue::kLongKey;
        return true;
    }
    /// An array or object: its index, to close() after its children.
    std::size_t open(TapeValue::Type container) { return append(container), m_values.size() - 1; }
    /// Whether the key just appended (the last value), the member `count` (0-based) of the
    /// object at `object`, repeats a key of an earlier member. `wideKeys` is the caller's, one
    /// per object, made only for an object of many members (most have a few: a set made for each
    /// was 1.5 % of `check`'s instructions): those find the key there (all of theirs put in the
    /// first time), not by comparing it with each.
    bool repeatsKey(std::size_t object, std::size_t count,
        std::optional<std::unordered_set<std::string_view>> &wideKeys) const
    {
        if (count >= kWideObject) {
            if (!wideKeys)
                wideKeys.emplace();
            return repeatsWideKey(object, *wideKeys);
        }
        const std::string_view key = m_values.back().text();
        for (std::size_t k = object + 1; k + 1 < m_values.size(); k += 1 + m_values[k + 1].span()) {
            const std::string_view other = m_values[k].text();
            // Most keys differ in length, or at once.
            if (other.size() == key.size()
                && (key.empty()
                    || (other[0] == key[0]
                        && std::memcmp(other.data(), key.data(), key.size()) == 0)))
                return true;
        }
        return false;
    }

    /// Appends a copy of the `count` values from `index` on (whole values: a value with its
    /// children; their spans are relative, so the copies read as the originals do).
    void appendCopy(std::size_t index, std::size_t count)
    {
        m_values.reserve(m_values.size() + count); // no reallocation while copying from itself
        for (std::size_t i = 0; i < count; ++i)
            m_values.push_back(m_values[index + i]);
    }

    /// Sets the container at `index` to hold `count` members or elements, the values appended
    /// since. False when the tape grew too long for a span (4 G values).
    bool close(std::size_t index, std::size_t count)
    {
        const std::size_t span = m_values.size() - index;
        if (span > kMaxCount || count > kMaxCount)
            return false;
        m_values[index].m_value.span = std::uint32_t(span);
        m_values[index].m_count = std::uint32_t(count);
        return true;
    }

private:
    static constexpr std::size_t kMaxCount = 0xFFFFFFFFu;
    static constexpr std::size_t kWideObject = 32;

    bool repeatsWideKey(std::size_t object, std::unordered_set<std::string_view> &wideKeys) const;
    /// `length` bytes and a NUL copied into a block.
    const char *copy(const char *bytes, std::size_t length);
    TapeValue &append(TapeValue::Type type)
    {
        TapeValue &v = m_values.emplace_back();
        v.m_type = type;
        return v;
    }

    struct Block {
        std::unique_ptr<char[]> bytes;
        std::size_t size = 0;
    };
    std::vector<TapeValue> m_values;
    std::vector<Block> m_blocks; ///< strings; a block never moves
    std::size_t m_block = 0; ///< the block strings go into
    std::size_t m_used = 0; ///< bytes used in it
};

/// The value as nlohmann's ordered_json (for texts that only the window shows, and tests).
nlohmann::ordered_json toJson(const TapeValue &v);

} // namespace tolerant
