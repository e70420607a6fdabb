// SPDX-License-Identifier: GPL-2.0-or-later
// A fast JSON parser that builds nlohmann::ordered_json directly from the bytes: strings are
// scanned sixteen bytes at a time (fast_json_scan.h) and copied in runs, members and elements are
// collected on scratch stacks and moved into containers of their final size. It takes on only
// well-formed input and declines everything else, so nlohmann stays the one source of error
// messages.
#include "fast_json.h"

#include "fast_json_scan.h"

#include <nlohmann/json.hpp>
#include <simdjson.h>

#include <QtGlobal>

#include <cstdint>
#include <memory>
#include <new>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace tolerant {

namespace {

using namespace fastjson;
using Json = nlohmann::ordered_json;

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
class FastJsonParser : JsonScanner
{
public:
    FastJsonParser(MemberStack &members, ElementStack &elements,
        const std::vector<std::string> *opaqueFoldedKeys = nullptr)
        : JsonScanner(opaqueFoldedKeys)
        , m_members(members)
        , m_elements(elements)
    { }

    bool parse(const char *data, std::size_t size, Json &out)
    {
        m_p = data;
        m_end = data + size;
        m_utf8Valid = validUtf8(data, size);
        const std::size_t memberBase = m_members.size();
        const std::size_t elementBase = m_elements.size();
        skipSpace();
        const bool ok = parseValue(out, 0) && (skipSpace(), m_p == m_end);
        m_members.clearTo(memberBase); // a failed parse leaves values behind
        m_elements.clearTo(elementBase);
        return ok;
    }

private:
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
            if (!consume(':'))
                return false;
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

    // A number, typed as nlohmann types it.
    bool parseNumber(Json &out)
    {
        ScannedNumber n;
        if (!scanNumber(n))
            return false;
        switch (n.kind) {
        case ScannedNumber::Unsigned:
            become(out, n.unsignedInteger);
            break;
        case ScannedNumber::Integer:
            become(out, n.integer);
            break;
        case ScannedNumber::Float:
            become(out, n.real);
            break;
        }
        return true;
    }

    MemberStack &m_members;
    ElementStack &m_elements;
};

thread_local MemberStack scratchMembers;
thread_local ElementStack scratchElements;

} // namespace

bool fastjson::validUtf8(const char *data, std::size_t size)
{
    return simdjson::validate_utf8(data, size);
}

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
