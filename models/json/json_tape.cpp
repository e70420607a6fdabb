// SPDX-License-Identifier: GPL-2.0-or-later
#include "json_tape.h"

#include <nlohmann/json.hpp>

#include <QtGlobal>

#include <algorithm>
#include <cstring>

namespace tolerant {

namespace {

constexpr std::size_t kBlockBytes = 256 * 1024;

} // namespace

TapeValue::const_iterator TapeValue::find(std::string_view key) const
{
    if (!is_object())
        return end();
    for (auto it = begin(); it != end(); ++it) {
        if (it.key() == key)
            return it;
    }
    return end();
}

void JsonTape::clear(std::size_t keptBytes)
{
    std::size_t bytes = m_values.capacity() * sizeof(TapeValue);
    for (const Block &b : m_blocks)
        bytes += b.size;
    if (bytes > keptBytes) {
        m_values = std::vector<TapeValue>();
        m_blocks.clear();
    }
    m_values.clear();
    m_block = 0;
    m_used = 0;
}

const char *JsonTape::copy(const char *bytes, std::size_t length)
{
    const std::size_t needed = length + 1; // and a NUL
    while (m_block < m_blocks.size() && m_blocks[m_block].size - m_used < needed) {
        ++m_block; // the rest of a block is left: strings do not span blocks
        m_used = 0;
    }
    if (m_block == m_blocks.size()) {
        Block block;
        block.size = std::max(kBlockBytes, needed);
        block.bytes.reset(new char[block.size]); // not zero-filled
        m_blocks.push_back(std::move(block));
        m_used = 0;
    }
    char *to = m_blocks[m_block].bytes.get() + m_used;
    m_used += needed;
    if (length > 0)
        std::memcpy(to, bytes, length);
    to[length] = '\0';
    return to;
}

bool JsonTape::repeatsWideKey(
    std::size_t object, std::unordered_set<std::string_view> &wideKeys) const
{
    const std::size_t keyAt = m_values.size() - 1;
    if (wideKeys.empty()) {
        for (std::size_t k = object + 1; k < keyAt; k += 1 + m_values[k + 1].span())
            wideKeys.insert(m_values[k].text()); // in a block or the text: stays put
    }
    return !wideKeys.insert(m_values[keyAt].text()).second;
}

nlohmann::ordered_json toJson(const TapeValue &v)
{
    using Json = nlohmann::ordered_json;
    switch (v.type()) {
    case TapeValue::Type::Null:
        return Json();
    case TapeValue::Type::Boolean:
        return Json(v.get<bool>());
    case TapeValue::Type::Integer:
        return Json(v.get<std::int64_t>());
    case TapeValue::Type::Unsigned:
        return Json(v.get<std::uint64_t>());
    case TapeValue::Type::Float:
        return Json(v.get<double>());
    case TapeValue::Type::String:
        return Json(std::string(v.text()));
    case TapeValue::Type::Array: {
        Json out = Json::array();
        auto &elements = *out.get_ptr<Json::array_t *>();
        elements.reserve(v.size());
        for (const TapeValue &e : v)
            elements.push_back(toJson(e));
        return out;
    }
    case TapeValue::Type::Object: {
        Json out = Json::object();
        auto &members = *out.get_ptr<Json::object_t *>();
        members.reserve(v.size());
        for (auto it = v.begin(); it != v.end(); ++it)
            members.emplace_back(std::string(it.key()), toJson(it.value()));
        return out;
    }
    }
    return Json();
}

} // namespace tolerant
