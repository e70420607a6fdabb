// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

// Gemini response metadata shared by the ADK, Agent Engine and Gemini readers: UsageMetadata,
// SafetyRating and the enums whose integers differ between Vertex AI and Google AI
// (formats.md §1.5.2, §1.5.4). nlohmann types are forward-declared.

#include "transcript/diagnostic.h"
#include "transcript/event_data.h"
#include "json/tolerant_json.h"

#include <QString>
#include <QVector>

namespace genai {

/// Which API produced a response; matters only for integer enums (formats.md §1.5.4).
enum class ApiFamily { Unknown, Vertex, GoogleAi };

/// Maps integer enums of one file with the right family's tables. With no family marker,
/// integers are mapped as Vertex AI and one info diagnostic says so. Owned by one reader call.
class EnumMapper
{
public:
    explicit EnumMapper(ApiFamily family = ApiFamily::Unknown)
        : m_family(family)
    { }
    ApiFamily family() const { return m_family; }

    /// Of an nlohmann value or a tape's (json_tape.h).
    template<typename J>
    QString finishReason(const J *v, const SourceLocation &location);
    QString harmCategory(const tolerant::Json *v, const SourceLocation &location);
    /// Google AI names its integers; Vertex integers stay raw (their values are not verified).
    QString blockReason(const tolerant::Json *v);
    /// URL_RETRIEVAL_STATUS_* (Google AI adds PAYWALL and UNSAFE at the end).
    QString urlRetrievalStatus(const tolerant::Json *v);

    /// The "mapped as Vertex AI" note, when one was needed (empty otherwise).
    Diagnostics takeNotes();

private:
    template<typename J>
    void assumed(const J *v, const SourceLocation &location);
    ApiFamily m_family;
    bool m_noted = false;
    Diagnostics m_notes;
};

/// Looks for Vertex AI or Google AI markers (createTime, trafficType, citations, severity,
/// retrievalQueries vs citationSources, a candidate tokenCount) where §1.5.4 puts them.
ApiFamily detectFamily(const tolerant::Json &response);

/// UsageMetadata (or Agent Engine `_usage_metadata`); raw keeps the whole object. Of an nlohmann
/// value or a tape's.
template<typename J>
TokenUsage readUsage(const J &usage);

/// safetyRatings[] of a candidate or of promptFeedback.
QVector<SafetyRating> readSafetyRatings(const tolerant::Json &ratings, EnumMapper &enums,
    const QString &jsonPath, const SourceLocation &where, Diagnostics &diagnostics);

/// A value for the details pane: strings as they are, other JSON as compact text.
template<typename J>
QString propertyText(const J &v);

} // namespace genai
