// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

// Gemini / Vertex AI `Content` and `Part` (formats.md §1.4.4), shared by the ADK, Agent Engine
// and Gemini readers. nlohmann types are forward-declared.

#include "grounding_base_text.h"
#include "reader_support.h"
#include "transcript/chunk.h"
#include "transcript/diagnostic.h"
#include "json/tolerant_json.h"

#include <QString>
#include <QVector>
#include <optional>

/// One Content read into chunks: its role, one chunk per visible part (Chunk::sourcePart = the
/// part's index in `parts`) and one GroundingPart per part (index = part index, lone-modifier
/// parts included) for readGeminiGrounding. A plain value owned by the caller.
struct GenaiContent {
    QString role;
    QVector<Chunk> chunks;
    QVector<GroundingPart> groundingParts;
    JsonText extra; ///< unknown fields of the Content object
};

namespace genai {

/// Reads a Content object (`{role, parts[]}`); wrong types become warnings in `diagnostics`.
/// Of an nlohmann value or a tape's (json_tape.h), as readPart().
template<typename J>
GenaiContent readContent(const J &content, const QString &jsonPath, const SourceLocation &where,
    Diagnostics &diagnostics);

/// Reads one Part numbered `index`. Returns nullopt for a part with only modifiers (a lone
/// `thoughtSignature`, `{}`), which shows nothing but still counts as a part; `groundingPart`
/// always describes the part.
template<typename J>
std::optional<Chunk> readPart(const J &part, int index, const QString &jsonPath,
    const SourceLocation &where, Diagnostics &diagnostics, GroundingPart &groundingPart);

using readers::at;
using readers::typeName;
using readers::wrongType;

} // namespace genai
