// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

// Small helpers every reader uses for locations and type diagnostics (one definition; the reader
// namespaces ces, genai, discovery and groundingdetail re-export them with using-declarations).

#include "transcript/chunk.h"
#include "transcript/diagnostic.h"
#include "json/json_tape.h"
#include "json/lazy_path.h"

#include <nlohmann/json_fwd.hpp>

#include <QString>

namespace readers {

/// `where` with its JSON path replaced by `jsonPath`.
SourceLocation at(const SourceLocation &where, const QString &jsonPath);
/// "object", "array", "string", "number", "boolean", "null": JSON type names for diagnostics.
QString typeName(const nlohmann::ordered_json &v);
QString typeName(const tolerant::TapeValue &v);
/// Appends an "Expected %1 but found %2" warning at `jsonPath`.
void wrongType(Diagnostics &diagnostics, const SourceLocation &where, const QString &jsonPath,
    const char *expected, const nlohmann::ordered_json &found);
void wrongType(Diagnostics &diagnostics, const SourceLocation &where, const QString &jsonPath,
    const char *expected, const tolerant::TapeValue &found);

/// Reads an object's `mimeType` and base64 `data` (any alphabet, §3.5) into `c.mimeType`,
/// `c.data` and `c.base64Error`, with a diagnostic for data that is not a string or not base64.
void readMediaData(Chunk &c, const nlohmann::ordered_json &media,
    const tolerant::LazyPath &jsonPath, const SourceLocation &where, Diagnostics &diagnostics);
void readMediaData(Chunk &c, const tolerant::TapeValue &media, const tolerant::LazyPath &jsonPath,
    const SourceLocation &where, Diagnostics &diagnostics);

} // namespace readers
