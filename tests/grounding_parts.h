// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

// Helper shared by the grounding tests: the parts of a Gemini Content as the readers give them
// to readGeminiGrounding.

#include "formats/grounding_reader.h"

#include <nlohmann/json.hpp>

inline QVector<GroundingPart> groundingPartsOf(const tolerant::Json &content)
{
    QVector<GroundingPart> parts;
    for (const tolerant::Json &p : content.at("parts")) {
        GroundingPart part;
        part.isText = p.contains("text");
        if (part.isText)
            part.text = QString::fromStdString(p.at("text").get<std::string>());
        part.isThought = p.value("thought", false);
        parts.append(part);
    }
    return parts;
}
