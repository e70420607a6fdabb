// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <nlohmann/json_fwd.hpp>

#include <cstddef>
#include <string>
#include <vector>

namespace tolerant {

/// Parses `size` bytes of JSON text into `out` exactly as nlohmann::ordered_json::parse would
/// (same values, number types, key order and duplicate-key result), several times faster.
/// Returns false for anything it does not take on (a syntax error, invalid UTF-8, a byte order
/// mark, a float beyond double's range, nesting deeper than 512, a NUL byte after the value,
/// which nlohmann reads as the end): `out` is then unspecified and the caller parses with
/// nlohmann, which gives the exact result or error. Thread-safe.
bool fastParseJson(const char *data, std::size_t size, nlohmann::ordered_json &out);

/// fastParseJson() that does not build the values of object members whose folded key
/// (tolerant::foldKey) is in `opaqueFoldedKeys`, at any depth: such a value is checked exactly
/// as strictly, but kept as an empty value of its JSON type (`{}`, `[]`, `""`; a number, a
/// boolean or null as itself). For readers that look only at the type of those values (`check`
/// never shows a tool's args, a trace span...). Same return value as fastParseJson().
bool fastParseJson(const char *data, std::size_t size, nlohmann::ordered_json &out,
    const std::vector<std::string> &opaqueFoldedKeys);

class JsonTape;
/// fastParseJson() onto the end of `tape` (json_tape.h): the value is tape.at(the tape's size
/// before the call). Takes what fastParseJson() takes, with the same values, except an object
/// that repeats a key (which the tape cannot hold as nlohmann does: first place, last value);
/// false leaves the tape as it was (but for strings, dropped at its clear()). `opaqueFoldedKeys`
/// (optional) as fastParseJson()'s. `borrowText`: strings without an escape are not copied but
/// refer to `data`, which must then outlive the reading of the tape. `utf8Checked`: the caller
/// knows `data` is valid UTF-8 (the indexer checked the file's bytes), which is then not checked
/// again. Thread-safe.
bool fastParseTape(const char *data, std::size_t size, JsonTape &tape,
    const std::vector<std::string> *opaqueFoldedKeys = nullptr, bool borrowText = false,
    bool utf8Checked = false);

} // namespace tolerant
