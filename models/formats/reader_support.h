// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

// Small helpers every reader uses for locations and type diagnostics (one definition; the reader
// namespaces ces, genai, discovery and groundingdetail re-export them with using-declarations).

#include "transcript/diagnostic.h"

#include <nlohmann/json_fwd.hpp>

#include <QString>

namespace readers {

/// `where` with its JSON path replaced by `jsonPath`.
SourceLocation at(const SourceLocation &where, const QString &jsonPath);
/// "object", "array", "string", "number", "boolean", "null": JSON type names for diagnostics.
QString typeName(const nlohmann::ordered_json &v);
/// Appends an "Expected %1 but found %2" warning at `jsonPath`.
void wrongType(Diagnostics &diagnostics, const SourceLocation &where, const QString &jsonPath,
    const char *expected, const nlohmann::ordered_json &found);

} // namespace readers
