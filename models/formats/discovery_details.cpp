// SPDX-License-Identifier: GPL-2.0-or-later
// Discovery Engine answer details: steps with their search results, safety ratings and blob
// attachments (formats.md §1.6.2, §1.6.5).
#include "discovery_internal.h"

#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;
using tolerant::field;
using tolerant::Json;

namespace discovery {

namespace {

const QStringList harmCategoryNames
    = {u"HARM_CATEGORY_UNSPECIFIED"_s, u"HARM_CATEGORY_HATE_SPEECH"_s,
        u"HARM_CATEGORY_DANGEROUS_CONTENT"_s, u"HARM_CATEGORY_HARASSMENT"_s,
        u"HARM_CATEGORY_SEXUALLY_EXPLICIT"_s, u"HARM_CATEGORY_CIVIC_INTEGRITY"_s};
const QStringList harmProbabilityNames
    = {u"HARM_PROBABILITY_UNSPECIFIED"_s, u"NEGLIGIBLE"_s, u"LOW"_s, u"MEDIUM"_s, u"HIGH"_s};
const QStringList harmSeverityNames
    = {u"HARM_SEVERITY_UNSPECIFIED"_s, u"HARM_SEVERITY_NEGLIGIBLE"_s, u"HARM_SEVERITY_LOW"_s,
        u"HARM_SEVERITY_MEDIUM"_s, u"HARM_SEVERITY_HIGH"_s};

void notAList(
    Diagnostics &diagnostics, const SourceLocation &where, const QString &path, const char *key)
{
    diagnostics.append(makeDiagnostic(Severity::Warning,
        QT_TRANSLATE_NOOP("Diagnostic", "%1 is not a list; ignored"), {QString::fromLatin1(key)},
        at(where, path)));
}

AnswerSearchResult readSearchResult(const Json &result, const QString &path)
{
    AnswerSearchResult r;
    r.jsonPath = path;
    r.title = str(result, "title");
    r.uri = str(result, "uri");
    r.document = str(result, "document");
    if (const Json *snippets = field(result, "snippetInfo"); snippets && snippets->is_array()) {
        for (const Json &s : *snippets) {
            r.snippets << str(s, "snippet");
            r.snippetStatuses << str(s, "snippetStatus");
        }
    }
    if (const Json *chunks = field(result, "chunkInfo"); chunks && chunks->is_array()) {
        for (const Json &c : *chunks)
            r.chunkContents << str(c, "content");
    }
    if (const Json *data = field(result, "structData"))
        r.structData = structText(*data);
    return r;
}

AnswerStepAction readAction(
    const Json &action, const QString &path, const SourceLocation &where, Diagnostics &diagnostics)
{
    AnswerStepAction a;
    a.jsonPath = path;
    a.raw = tolerant::rawText(action);
    if (const Json *search = field(action, "searchAction"))
        a.searchQuery = str(*search, "query");
    const Json *observation = field(action, "observation");
    const Json *results = observation ? field(*observation, "searchResults") : nullptr;
    const QString resultsPath = tolerant::path(path, "observation.searchResults");
    if (results && !results->is_array()) {
        notAList(diagnostics, where, resultsPath, "searchResults");
    } else if (results) {
        for (size_t i = 0; i < results->size(); ++i) {
            a.results.append(readSearchResult(
                (*results)[i], tolerant::path(path, "observation.searchResults", qint64(i))));
        }
    }
    return a;
}

} // namespace

void readSteps(const Json &steps, const QString &jsonPath, const SourceLocation &where,
    AnswerDetails &details, QStringList &queries, Diagnostics &diagnostics)
{
    if (!steps.is_array()) {
        notAList(diagnostics, where, jsonPath, "steps");
        return;
    }
    for (size_t i = 0; i < steps.size(); ++i) {
        const Json &s = steps[i];
        const QString path = jsonPath + u'[' + QString::number(i) + u']';
        AnswerStep step;
        step.jsonPath = path;
        if (!s.is_object()) {
            diagnostics.append(makeDiagnostic(Severity::Warning,
                QT_TRANSLATE_NOOP("Diagnostic", "A step is not an object; ignored"), {},
                at(where, path)));
            continue;
        }
        step.state = tolerant::toEnumName(field(s, "state"), stepStateNames()).value_or(QString());
        step.description = str(s, "description");
        step.thought = str(s, "thought");
        if (const Json *actions = field(s, "actions"); actions && !actions->is_array()) {
            notAList(diagnostics, where, tolerant::path(path, "actions"), "actions");
        } else if (actions) {
            for (size_t k = 0; k < actions->size(); ++k) {
                AnswerStepAction action = readAction(
                    (*actions)[k], tolerant::path(path, "actions", qint64(k)), where, diagnostics);
                if (!action.searchQuery.isEmpty() && !queries.contains(action.searchQuery))
                    queries << action.searchQuery;
                step.actions.append(action);
            }
        }
        details.steps.append(step);
    }
}

QVector<SafetyRating> readSafetyRatings(const Json &ratings)
{
    QVector<SafetyRating> out;
    if (!ratings.is_array())
        return out;
    for (const Json &r : ratings) {
        if (!r.is_object())
            continue;
        SafetyRating s;
        s.category
            = tolerant::toEnumName(field(r, "category"), harmCategoryNames).value_or(QString());
        s.probability = tolerant::toEnumName(field(r, "probability"), harmProbabilityNames)
                            .value_or(QString());
        s.probabilityScore = tolerant::toDouble(field(r, "probabilityScore"));
        s.severity
            = tolerant::toEnumName(field(r, "severity"), harmSeverityNames).value_or(QString());
        s.severityScore = tolerant::toDouble(field(r, "severityScore"));
        s.blocked = tolerant::toBool(field(r, "blocked")).value_or(false);
        out.append(s);
    }
    return out;
}

QVector<AnswerBlob> readBlobs(const Json &blobs, const QString &jsonPath,
    const SourceLocation &where, Diagnostics &diagnostics)
{
    QVector<AnswerBlob> out;
    if (!blobs.is_array()) {
        notAList(diagnostics, where, jsonPath, "blobAttachments");
        return out;
    }
    for (size_t i = 0; i < blobs.size(); ++i) {
        const Json &b = blobs[i];
        AnswerBlob blob;
        blob.jsonPath = jsonPath + u'[' + QString::number(i) + u']';
        blob.attributionType
            = tolerant::toEnumName(field(b, "attributionType"), attributionTypeNames())
                  .value_or(QString());
        const Json *data = field(b, "data");
        if (data && data->is_object()) {
            blob.mimeType = str(*data, "mimeType");
            const Json *bytes = field(*data, "data");
            if (bytes && bytes->is_string()) {
                if (const auto decoded
                    = tolerant::decodeBase64(bytes->get_ref<const std::string &>()))
                    blob.data = *decoded;
                else
                    diagnostics.append(makeDiagnostic(Severity::Warning,
                        QT_TRANSLATE_NOOP("Diagnostic", "The base64 data does not decode"), {},
                        at(where, tolerant::path(blob.jsonPath, "data.data"))));
            }
        }
        out.append(blob);
    }
    return out;
}

QString firstSearchQuery(const Json &answer)
{
    const Json *steps = field(answer, "steps");
    if (!steps || !steps->is_array())
        return QString();
    for (const Json &step : *steps) {
        const Json *actions = field(step, "actions");
        if (!actions || !actions->is_array())
            continue;
        for (const Json &action : *actions) {
            if (const Json *search = field(action, "searchAction")) {
                const QString query = str(*search, "query");
                if (!query.isEmpty())
                    return query;
            }
        }
    }
    return QString();
}

} // namespace discovery
