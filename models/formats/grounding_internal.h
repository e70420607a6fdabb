// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

// Helpers shared by the grounding_*.cpp files of models/formats (not a public API).

#include "grounding_base_text.h"
#include "reader_support.h"
#include "transcript/diagnostic.h"
#include "transcript/grounding.h"
#include "json/tolerant_json.h"

#include <QString>

namespace groundingdetail {

/// An offset as read from a segment or citation: absent = 0 (the proto default).
struct Offset {
    qint64 value = 0;
    bool valid = true; ///< false when present but not a number
    bool present = false;
    QString raw; ///< the value as given, for diagnostics
};

/// Reads `key` of `obj` as an int64 offset; a non-number adds a diagnostic at `location`.
Offset readOffset(const tolerant::Json &obj, const char *key, const SourceLocation &location,
    Diagnostics &diagnostics);

using readers::at;

/// One groundingChunks[] item (web, retrievedContext, maps, `{}`) as a Reference numbered `index`.
Reference readGroundingChunk(const tolerant::Json &chunk, qint64 index, const QString &jsonPath,
    const SourceLocation &where, Diagnostics &diagnostics);

/// citationMetadata (Vertex `citations[]` or Google AI `citationSources[]`): one Citation
/// reference and one CitedSegment (resolved against C) per entry.
void readCitationMetadata(const tolerant::Json &citationMetadata, const GroundingBaseText &base,
    Grounding &grounding, const QString &jsonPath, const SourceLocation &where,
    Diagnostics &diagnostics);

} // namespace groundingdetail
