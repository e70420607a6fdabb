// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <nlohmann/json_fwd.hpp>

#include <cstddef>

namespace tolerant {

/// Parses `size` bytes of JSON text into `out` exactly as nlohmann::ordered_json::parse would
/// (same values, number types, key order and duplicate-key result), several times faster.
/// Returns false for anything it does not take on (a syntax error, invalid UTF-8, a byte order
/// mark, a float beyond double's range, nesting deeper than 512, a NUL byte after the value,
/// which nlohmann reads as the end): `out` is then unspecified and the caller parses with
/// nlohmann, which gives the exact result or error. Thread-safe.
bool fastParseJson(const char *data, std::size_t size, nlohmann::ordered_json &out);

} // namespace tolerant
