// SPDX-License-Identifier: GPL-2.0-or-later
// UsageMetadata, SafetyRating and family-dependent enums (formats.md §1.5.2, §1.5.4).
#include "genai_metadata.h"

#include "genai_content_reader.h"

#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;
using tolerant::field;
using tolerant::Json;
using tolerant::TapeValue;

namespace {

const QStringList vertexFinish = {u"FINISH_REASON_UNSPECIFIED"_s, u"STOP"_s, u"MAX_TOKENS"_s,
    u"SAFETY"_s, u"RECITATION"_s, u"OTHER"_s, u"BLOCKLIST"_s, u"PROHIBITED_CONTENT"_s, u"SPII"_s,
    u"MALFORMED_FUNCTION_CALL"_s, u"MODEL_ARMOR"_s};
const QStringList googleAiFinish = {u"FINISH_REASON_UNSPECIFIED"_s, u"STOP"_s, u"MAX_TOKENS"_s,
    u"SAFETY"_s, u"RECITATION"_s, u"OTHER"_s, u"LANGUAGE"_s, u"BLOCKLIST"_s,
    u"PROHIBITED_CONTENT"_s, u"SPII"_s, u"MALFORMED_FUNCTION_CALL"_s, u"IMAGE_SAFETY"_s,
    u"UNEXPECTED_TOOL_CALL"_s, u"TOO_MANY_TOOL_CALLS"_s, u"IMAGE_PROHIBITED_CONTENT"_s,
    u"IMAGE_OTHER"_s, u"NO_IMAGE"_s, u"IMAGE_RECITATION"_s};
const QStringList vertexHarm = {u"HARM_CATEGORY_UNSPECIFIED"_s, u"HARM_CATEGORY_HATE_SPEECH"_s,
    u"HARM_CATEGORY_DANGEROUS_CONTENT"_s, u"HARM_CATEGORY_HARASSMENT"_s,
    u"HARM_CATEGORY_SEXUALLY_EXPLICIT"_s, u"HARM_CATEGORY_CIVIC_INTEGRITY"_s,
    u"HARM_CATEGORY_JAILBREAK"_s};
const QStringList googleAiHarm
    = {u"HARM_CATEGORY_UNSPECIFIED"_s, u"HARM_CATEGORY_DEROGATORY"_s, u"HARM_CATEGORY_TOXICITY"_s,
        u"HARM_CATEGORY_VIOLENCE"_s, u"HARM_CATEGORY_SEXUAL"_s, u"HARM_CATEGORY_MEDICAL"_s,
        u"HARM_CATEGORY_DANGEROUS"_s, u"HARM_CATEGORY_HARASSMENT"_s, u"HARM_CATEGORY_HATE_SPEECH"_s,
        u"HARM_CATEGORY_SEXUALLY_EXPLICIT"_s, u"HARM_CATEGORY_DANGEROUS_CONTENT"_s};
const QStringList probabilityNames
    = {u"HARM_PROBABILITY_UNSPECIFIED"_s, u"NEGLIGIBLE"_s, u"LOW"_s, u"MEDIUM"_s, u"HIGH"_s};
const QStringList severityNames = {u"HARM_SEVERITY_UNSPECIFIED"_s, u"HARM_SEVERITY_NEGLIGIBLE"_s,
    u"HARM_SEVERITY_LOW"_s, u"HARM_SEVERITY_MEDIUM"_s, u"HARM_SEVERITY_HIGH"_s};
const QStringList blockReasonNames = {u"BLOCK_REASON_UNSPECIFIED"_s, u"SAFETY"_s, u"OTHER"_s,
    u"BLOCKLIST"_s, u"PROHIBITED_CONTENT"_s, u"IMAGE_SAFETY"_s};
const QStringList urlStatusNames = {u"URL_RETRIEVAL_STATUS_UNSPECIFIED"_s,
    u"URL_RETRIEVAL_STATUS_SUCCESS"_s, u"URL_RETRIEVAL_STATUS_ERROR"_s,
    u"URL_RETRIEVAL_STATUS_PAYWALL"_s, u"URL_RETRIEVAL_STATUS_UNSAFE"_s};

template<typename J>
bool isInteger(const J *v)
{
    if (!v)
        return false;
    if (v->is_number())
        return true;
    return v->is_string() && tolerant::toInt64(v).has_value();
}

// Family markers of one candidate (formats.md §1.5.4).
void candidateMarkers(const Json &c, bool &vertex, bool &googleAi)
{
    if (!c.is_object())
        return;
    if (field(c, "tokenCount"))
        googleAi = true;
    if (const Json *cm = field(c, "citationMetadata")) {
        vertex = vertex || field(*cm, "citations") != nullptr;
        googleAi = googleAi || field(*cm, "citationSources") != nullptr;
    }
    if (const Json *gm = field(c, "groundingMetadata"); gm && field(*gm, "retrievalQueries"))
        vertex = true;
}

bool hasSeverity(const Json *ratings)
{
    if (!ratings || !ratings->is_array())
        return false;
    for (const Json &r : *ratings) {
        if (field(r, "severity") || field(r, "severityScore"))
            return true;
    }
    return false;
}

} // namespace

namespace genai {

template<typename J>
void EnumMapper::assumed(const J *v, const SourceLocation &location)
{
    if (m_family != ApiFamily::Unknown || m_noted || !isInteger(v))
        return;
    m_noted = true;
    m_notes.append(makeDiagnostic(Severity::Info,
        QT_TRANSLATE_NOOP("Diagnostic",
            "Integer enum values are mapped with the Vertex AI tables: the file does not say "
            "whether it comes from Vertex AI or Google AI"),
        {}, location));
}

template<typename J>
QString EnumMapper::finishReason(const J *v, const SourceLocation &location)
{
    assumed(v, location);
    return tolerant::toEnumName(v, m_family == ApiFamily::GoogleAi ? googleAiFinish : vertexFinish)
        .value_or(QString());
}
template QString EnumMapper::finishReason(const Json *, const SourceLocation &);
template QString EnumMapper::finishReason(const TapeValue *, const SourceLocation &);

QString EnumMapper::harmCategory(const Json *v, const SourceLocation &location)
{
    assumed(v, location);
    return tolerant::toEnumName(v, m_family == ApiFamily::GoogleAi ? googleAiHarm : vertexHarm)
        .value_or(QString());
}

QString EnumMapper::blockReason(const Json *v)
{
    if (m_family != ApiFamily::GoogleAi && isInteger(v))
        return tolerant::toString(v).value_or(QString());
    return tolerant::toEnumName(v, blockReasonNames).value_or(QString());
}

QString EnumMapper::urlRetrievalStatus(const Json *v)
{
    return tolerant::toEnumName(v, urlStatusNames).value_or(QString());
}

Diagnostics EnumMapper::takeNotes()
{
    Diagnostics notes = m_notes;
    m_notes.clear();
    return notes;
}

ApiFamily detectFamily(const Json &response)
{
    bool vertex = field(response, "createTime") != nullptr;
    bool googleAi = false;
    if (const Json *usage = field(response, "usageMetadata"); usage && field(*usage, "trafficType"))
        vertex = true;
    if (const Json *feedback = field(response, "promptFeedback"))
        vertex = vertex || hasSeverity(field(*feedback, "safetyRatings"));
    if (const Json *candidates = field(response, "candidates");
        candidates && candidates->is_array()) {
        for (const Json &c : *candidates) {
            candidateMarkers(c, vertex, googleAi);
            vertex = vertex || hasSeverity(field(c, "safetyRatings"));
        }
    }
    if (vertex == googleAi)
        return ApiFamily::Unknown;
    return vertex ? ApiFamily::Vertex : ApiFamily::GoogleAi;
}

template<typename J>
TokenUsage readUsage(const J &usage)
{
    TokenUsage u;
    if (!usage.is_object())
        return u;
    u.prompt = tolerant::toInt64(field(usage, "promptTokenCount"));
    u.candidates = tolerant::toInt64(field(usage, "candidatesTokenCount"));
    u.total = tolerant::toInt64(field(usage, "totalTokenCount"));
    u.cached = tolerant::toInt64(field(usage, "cachedContentTokenCount"));
    u.thoughts = tolerant::toInt64(field(usage, "thoughtsTokenCount"));
    u.toolUsePrompt = tolerant::toInt64(field(usage, "toolUsePromptTokenCount"));
    u.raw = tolerant::rawText(usage);
    return u;
}
template TokenUsage readUsage(const Json &);
template TokenUsage readUsage(const TapeValue &);

QVector<SafetyRating> readSafetyRatings(const Json &ratings, EnumMapper &enums, const QString &path,
    const SourceLocation &where, Diagnostics &diags)
{
    QVector<SafetyRating> out;
    if (!ratings.is_array()) {
        wrongType(diags, where, path, "array", ratings);
        return out;
    }
    qint64 i = 0;
    for (const Json &r : ratings) {
        const QString itemPath = tolerant::path(path, "", i++);
        if (!r.is_object()) {
            wrongType(diags, where, itemPath, "object", r);
            continue;
        }
        SafetyRating s;
        s.category = enums.harmCategory(field(r, "category"), at(where, itemPath));
        s.probability
            = tolerant::toEnumName(field(r, "probability"), probabilityNames).value_or(QString());
        s.probabilityScore = tolerant::toDouble(field(r, "probabilityScore"));
        s.severity = tolerant::toEnumName(field(r, "severity"), severityNames).value_or(QString());
        s.severityScore = tolerant::toDouble(field(r, "severityScore"));
        s.blocked = tolerant::toBool(field(r, "blocked")).value_or(false);
        out.append(s);
    }
    return out;
}

template<typename J>
QString propertyText(const J &v)
{
    if (v.is_string()) {
        const std::string_view text = tolerant::textOf(v);
        return QString::fromUtf8(text.data(), qsizetype(text.size()));
    }
    return QString::fromUtf8(tolerant::toJsonText(v).json);
}
template QString propertyText(const Json &);
template QString propertyText(const TapeValue &);

} // namespace genai
