// SPDX-License-Identifier: GPL-2.0-or-later
// Gemini / ADK / Agent Engine groundingMetadata (formats.md §1.5.3, §2.2 rule G, §2.6).
#include "grounding_reader.h"

#include "grounding_internal.h"
#include "rendered_content.h"
#include "json/json_parse.h"

#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;
using namespace groundingdetail;
using tolerant::field;
using tolerant::Json;

namespace {

void appendQueries(Grounding &grounding, const Json &metadata, const char *key,
    const QString &jsonPath, const SourceLocation &where, Diagnostics &diagnostics)
{
    const Json *queries = field(metadata, key);
    if (!queries)
        return;
    const QString path = tolerant::path(jsonPath, key);
    if (!queries->is_array()) {
        diagnostics.append(makeDiagnostic(Severity::Warning,
            QT_TRANSLATE_NOOP("Diagnostic", "%1 is not a list of queries; ignored"),
            {QString::fromLatin1(key)}, at(where, path)));
        return;
    }
    for (const Json &query : *queries) {
        const std::optional<QString> text = tolerant::toString(&query);
        if (text && !text->isEmpty() && !grounding.queries.contains(*text))
            grounding.queries.append(*text);
    }
}

void readSearchEntryPoint(Grounding &grounding, const Json &metadata, const QString &jsonPath,
    const SourceLocation &where, Diagnostics &diagnostics)
{
    const Json *entry = field(metadata, "searchEntryPoint");
    if (!entry || !entry->is_object())
        return;
    const QString path = tolerant::path(jsonPath, "searchEntryPoint");
    if (const std::optional<QString> html = tolerant::toString(field(*entry, "renderedContent")))
        grounding.searchChips = extractAnchorLinks(*html);
    const Json *blob = field(*entry, "sdkBlob");
    if (!blob || !blob->is_string())
        return;
    const std::optional<QByteArray> decoded
        = tolerant::decodeBase64(blob->get_ref<const std::string &>());
    if (decoded) {
        Json parsed;
        if (tolerant::parseJson(*decoded, parsed)) {
            grounding.searchEntryPointData = tolerant::toJsonText(parsed);
            return;
        }
    }
    diagnostics.append(makeDiagnostic(Severity::Info,
        QT_TRANSLATE_NOOP("Diagnostic", "searchEntryPoint.sdkBlob is not base64-encoded JSON"), {},
        at(where, tolerant::path(path, "sdkBlob"))));
}

void readSupport(SourceReferences &references, const Json &support, int chunkCount,
    const GroundingBaseText &base, const QString &path, const SourceLocation &where,
    Diagnostics &diagnostics)
{
    CitedSegment cited;
    cited.jsonPath = path;
    if (!support.is_object()) {
        diagnostics.append(makeDiagnostic(Severity::Warning,
            QT_TRANSLATE_NOOP("Diagnostic", "A grounding support is not an object; ignored"), {},
            at(where, path)));
        return;
    }
    const Json *segment = field(support, "segment");
    if (!segment) {
        cited.wholeMessage = true;
        cited.status = CitationStatus::Resolved;
    } else {
        const QString segmentPath = tolerant::path(path, "segment");
        const SourceLocation location = at(where, segmentPath);
        const Json empty = Json::object();
        const Json &s = segment->is_object() ? *segment : empty;
        if (!segment->is_object()) {
            diagnostics.append(makeDiagnostic(Severity::Warning,
                QT_TRANSLATE_NOOP("Diagnostic", "The support's segment is not an object"), {},
                location));
        }
        const Offset start = readOffset(s, "startIndex", location, diagnostics);
        const Offset end = readOffset(s, "endIndex", location, diagnostics);
        const Offset partIndex = readOffset(s, "partIndex", location, diagnostics);
        cited.sourceStart = start.value;
        cited.sourceEnd = end.value;
        cited.offsetsValid = start.valid && end.valid && start.value >= 0 && end.value >= 0;
        if (const Json *text = field(s, "text"))
            cited.sourceText = tolerant::toString(text);
        std::optional<qint64> part;
        if (partIndex.present && partIndex.valid)
            part = partIndex.value;
        base.resolve(cited, part, start.value, end.value, start.valid && end.valid,
            cited.sourceText, location, diagnostics);
    }

    const Json *indices = field(support, "groundingChunkIndices");
    const Json *scores = field(support, "confidenceScores");
    const qsizetype scoreCount = scores && scores->is_array() ? qsizetype(scores->size()) : 0;
    if (indices && indices->is_array()) {
        for (size_t k = 0; k < indices->size(); ++k) {
            const Json &index = (*indices)[k];
            const std::optional<qint64> value = tolerant::toInt64(&index);
            const SourceLocation location
                = at(where, tolerant::path(path, "groundingChunkIndices", qint64(k)));
            int reference = -1;
            if (!value) {
                reference = references.find(-1);
                diagnostics.append(makeDiagnostic(Severity::Warning,
                    QT_TRANSLATE_NOOP(
                        "Diagnostic", "Missing source: \"%1\" is not a grounding chunk index"),
                    {QString::fromStdString(index.dump())}, location));
            } else {
                reference = references.find(*value);
                if (references.grounding().references.at(reference).kind
                    == Reference::Kind::Missing) {
                    diagnostics.append(makeDiagnostic(Severity::Warning,
                        QT_TRANSLATE_NOOP("Diagnostic",
                            "Missing source: grounding chunk %1 does not exist (%2 chunks)"),
                        {QString::number(*value), QString::number(chunkCount)}, location));
                }
            }
            cited.references.append(reference);
            std::optional<double> score;
            if (qsizetype(k) < scoreCount)
                score = tolerant::toDouble(&(*scores)[k]);
            cited.scores.append(score);
        }
    } else if (indices) {
        diagnostics.append(makeDiagnostic(Severity::Warning,
            QT_TRANSLATE_NOOP("Diagnostic", "groundingChunkIndices is not a list"), {},
            at(where, tolerant::path(path, "groundingChunkIndices"))));
    }
    if (scoreCount > cited.references.size()) {
        diagnostics.append(makeDiagnostic(Severity::Info,
            QT_TRANSLATE_NOOP("Diagnostic",
                "confidenceScores has %1 values for %2 sources; the extra scores are ignored"),
            {QString::number(scoreCount), QString::number(cited.references.size())},
            at(where, tolerant::path(path, "confidenceScores"))));
    }
    references.grounding().citations.append(cited);
}

void readGroundingMetadata(Grounding &grounding, const Json &metadata,
    const GroundingBaseText &base, const QString &jsonPath, const SourceLocation &where,
    Diagnostics &diagnostics)
{
    int chunkCount = 0;
    if (const Json *chunks = field(metadata, "groundingChunks")) {
        const QString chunksPath = tolerant::path(jsonPath, "groundingChunks");
        if (chunks->is_array()) {
            for (size_t i = 0; i < chunks->size(); ++i) {
                grounding.references.append(readGroundingChunk((*chunks)[i], qint64(i),
                    tolerant::path(jsonPath, "groundingChunks", qint64(i)), where, diagnostics));
            }
            chunkCount = int(chunks->size());
        } else {
            diagnostics.append(makeDiagnostic(Severity::Warning,
                QT_TRANSLATE_NOOP("Diagnostic", "groundingChunks is not a list; ignored"), {},
                at(where, chunksPath)));
        }
    }
    if (const Json *supports = field(metadata, "groundingSupports")) {
        if (supports->is_array()) {
            SourceReferences references(grounding);
            for (size_t i = 0; i < supports->size(); ++i) {
                readSupport(references, (*supports)[i], chunkCount, base,
                    tolerant::path(jsonPath, "groundingSupports", qint64(i)), where, diagnostics);
            }
        } else {
            diagnostics.append(makeDiagnostic(Severity::Warning,
                QT_TRANSLATE_NOOP("Diagnostic", "groundingSupports is not a list; ignored"), {},
                at(where, tolerant::path(jsonPath, "groundingSupports"))));
        }
    }
    appendQueries(grounding, metadata, "webSearchQueries", jsonPath, where, diagnostics);
    appendQueries(grounding, metadata, "retrievalQueries", jsonPath, where, diagnostics);
    readSearchEntryPoint(grounding, metadata, jsonPath, where, diagnostics);
    if (const Json *retrieval = field(metadata, "retrievalMetadata")) {
        grounding.dynamicRetrievalScore
            = tolerant::toDouble(field(*retrieval, "googleSearchDynamicRetrievalScore"));
    }
}

} // namespace

Grounding readGeminiGrounding(const tolerant::Json *groundingMetadata,
    const tolerant::Json *citationMetadata, const QVector<GroundingPart> &parts,
    const QString &jsonPath, const SourceLocation &where, Diagnostics &diagnostics)
{
    return readGeminiGrounding(groundingMetadata, citationMetadata, parts,
        tolerant::path(jsonPath, "groundingMetadata"), tolerant::path(jsonPath, "citationMetadata"),
        where, diagnostics);
}

Grounding readGeminiGrounding(const tolerant::Json *groundingMetadata,
    const tolerant::Json *citationMetadata, const QVector<GroundingPart> &parts,
    const QString &groundingPath, const QString &citationPath, const SourceLocation &where,
    Diagnostics &diagnostics)
{
    Grounding grounding;
    if (groundingMetadata && groundingMetadata->is_null())
        groundingMetadata = nullptr;
    if (citationMetadata && citationMetadata->is_null())
        citationMetadata = nullptr;
    if (!groundingMetadata && !citationMetadata)
        return grounding;

    Json raw = Json::object();
    if (groundingMetadata)
        raw["groundingMetadata"] = *groundingMetadata;
    if (citationMetadata)
        raw["citationMetadata"] = *citationMetadata;
    grounding.raw = tolerant::rawText(raw);

    const GroundingBaseText base(parts);
    if (groundingMetadata) {
        if (groundingMetadata->is_object()) {
            readGroundingMetadata(
                grounding, *groundingMetadata, base, groundingPath, where, diagnostics);
        } else {
            diagnostics.append(makeDiagnostic(Severity::Warning,
                QT_TRANSLATE_NOOP("Diagnostic", "groundingMetadata is not an object; ignored"), {},
                at(where, groundingPath)));
        }
    }
    if (citationMetadata) {
        if (citationMetadata->is_object()) {
            readCitationMetadata(
                *citationMetadata, base, grounding, citationPath, where, diagnostics);
        } else {
            diagnostics.append(makeDiagnostic(Severity::Warning,
                QT_TRANSLATE_NOOP("Diagnostic", "citationMetadata is not an object; ignored"), {},
                at(where, citationPath)));
        }
    }
    QVector<QString> texts;
    texts.reserve(parts.size());
    for (const GroundingPart &part : parts)
        texts.append(part.text);
    noteHiddenBoundaries(grounding, texts, where, diagnostics);
    return grounding;
}

namespace {

bool isRealSource(const Reference &r)
{
    return r.kind != Reference::Kind::Missing && r.kind != Reference::Kind::Citation;
}

} // namespace

SourceReferences::SourceReferences(Grounding &grounding)
    : m_grounding(grounding)
{
    // Backwards, so that the first reference of each source index is the one kept.
    const QVector<Reference> &references = grounding.references;
    for (int i = int(references.size()) - 1; i >= 0; --i) {
        const Reference &r = references.at(i);
        if (isRealSource(r))
            ++m_realCount;
        if (r.kind == Reference::Kind::Missing || (r.sourceIndex >= 0 && isRealSource(r)))
            m_first.insert(r.sourceIndex, i);
    }
}

int SourceReferences::find(qint64 sourceIndex, bool *created)
{
    if (created)
        *created = false;
    QVector<Reference> &references = m_grounding.references;
    if (sourceIndex >= 0 && sourceIndex < references.size()) {
        const Reference &r = references.at(sourceIndex);
        if (isRealSource(r) && (r.sourceIndex == sourceIndex || r.sourceIndex < 0))
            return int(sourceIndex);
    }
    if (const auto it = m_first.constFind(sourceIndex); it != m_first.cend())
        return it.value();
    Reference missing;
    missing.kind = Reference::Kind::Missing;
    missing.sourceIndex = sourceIndex;
    references.append(missing);
    const int at = int(references.size() - 1);
    m_first.insert(sourceIndex, at);
    if (created)
        *created = true;
    return at;
}
