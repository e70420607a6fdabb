// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

// The one way the app parses JSON text: every file record, envelope, server body and embedded
// JSON string goes through parseJson(), which refuses nesting deeper than kMaxJsonDepth. No value
// anywhere is deeper, so code that walks a value recursively (nlohmann's dump() and copies, the
// JSON tree, the exports) stays on a bounded stack.

#include "transcript/diagnostic.h"

#include <nlohmann/json_fwd.hpp>

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace tolerant {

/// The deepest nesting of objects and arrays any parse accepts (the outermost container is
/// level 1). 512 levels of nlohmann's recursive dump() take well under 1 MiB of stack, even
/// under AddressSanitizer.
inline constexpr int kMaxJsonDepth = 512;

/// Why a text did not parse; a plain value.
struct JsonParseFailure {
    enum class Kind { Syntax, TooDeep };
    Kind kind = Kind::Syntax;
    std::size_t byteOffset = 0; ///< 0-based byte of the text where it went wrong
    QString message; ///< Syntax: nlohmann's explanation without its prefix (English)
    QString innerPath; ///< TooDeep: path from the text's root to the first too deep value
};

/// Parses `text` into `out`: fastParseJson() first, nlohmann for what it declines, both limited
/// to kMaxJsonDepth. Never throws; false with `failure` filled (when given) on a syntax error,
/// a number beyond double's range or nesting that is too deep. `typeOnlyKeys` (folded) are
/// fastParseJson()'s opaque keys; nlohmann's fallback builds them in full.
bool parseJson(std::string_view text, nlohmann::ordered_json &out,
    JsonParseFailure *failure = nullptr, const std::vector<std::string> *typeOnlyKeys = nullptr);
inline bool parseJson(
    const QByteArray &text, nlohmann::ordered_json &out, JsonParseFailure *failure = nullptr)
{
    return parseJson(std::string_view(text.constData(), std::size_t(text.size())), out, failure);
}

/// Frees a parsed value's tree, children first: each container is emptied after its children,
/// so nlohmann's destructor finds nothing to move onto its own stack (that stack, filled and
/// grown for every record, cost more than the freeing). Leaves `value` an empty container.
/// Depth is bounded by kMaxJsonDepth, as every parse is.
void releaseJson(nlohmann::ordered_json &value);

/// Where `text` first opens a container deeper than `limit` levels: its byte offset and the path
/// to it ("events[0].args.a[0][0]…", elements past the eighth elided). False when it never does.
/// Strings are skipped as JSON lexes them; the text need not be valid past that point.
bool findTooDeep(std::string_view text, int limit, std::size_t *offset, QString *path);

/// `parent` + `inner` as one JSON path ("events[3]" + "args.a" → "events[3].args.a").
QString joinJsonPath(const QString &parent, const QString &inner);

/// The error diagnostic for a record or text that did not parse: "JSON syntax error: …" or
/// "JSON nested deeper than 512 levels", at `where` (whose JSON path is the text's own; the
/// inner path of a too deep value is appended). Line and column are the caller's.
Diagnostic parseFailureDiagnostic(const JsonParseFailure &failure, SourceLocation where);

/// nlohmann's exception text without its "[json.exception…] parse error at line 1, column 5: "
/// prefix (that position is relative to the text; callers give the absolute one).
QString jsonParseErrorText(const char *what);

} // namespace tolerant
