// SPDX-License-Identifier: GPL-2.0-or-later
// Gemini GenerateContentResponse, unary or streamed (formats.md §1.5).
#include "gemini_reader.h"

#include "gemini_stream_merge.h"
#include "genai_content_reader.h"
#include "genai_metadata.h"
#include "grounding_reader.h"
#include "trace_reader.h"

#include <nlohmann/json.hpp>

#include <algorithm>

using namespace Qt::StringLiterals;
using tolerant::field;
using tolerant::Json;

namespace {

QString text(const Json *v)
{
    return tolerant::toString(v).value_or(QString());
}

// What every message of the response shares.
struct ResponseInfo {
    QString modelVersion;
    QString responseId;
    Timestamp createTime;
    QString createTimeText;
};

Message baseMessage(const ResponseInfo &info)
{
    Message m;
    m.role = u"model"_s;
    m.author = info.modelVersion.isEmpty() ? u"model"_s : info.modelVersion;
    m.modelVersion = info.modelVersion;
    m.id = info.responseId;
    m.time = info.createTime;
    if (!info.createTimeText.isEmpty())
        m.properties.append({u"createTime"_s, info.createTimeText});
    if (!info.responseId.isEmpty())
        m.properties.append({u"responseId"_s, info.responseId});
    return m;
}

QString urlContextText(const Json &metadata, genai::EnumMapper &enums)
{
    QStringList lines;
    if (const Json *list = field(metadata, "urlMetadata"); list && list->is_array()) {
        for (const Json &u : *list) {
            lines << u"%1: %2"_s.arg(text(field(u, "retrievedUrl")),
                enums.urlRetrievalStatus(field(u, "urlRetrievalStatus")));
        }
    }
    return lines.isEmpty() ? genai::propertyText(metadata) : lines.join(u'\n');
}

Message readCandidate(int index, const Json &c, const GeminiStreamSources &src,
    const ResponseInfo &info, genai::EnumMapper &enums)
{
    Message m = baseMessage(info);
    m.candidate = index;
    const QString path = src.candidatePaths.value(index);
    const SourceLocation where = src.candidateLocations.value(index);
    m.jsonPath = path;
    m.raw = tolerant::rawText(c);
    Diagnostics &diags = m.diagnostics;

    QVector<GroundingPart> groundingParts;
    if (const Json *content = field(c, "content")) {
        if (const QString role = tolerant::stringOr(*content, "role"); !role.isEmpty())
            m.role = role;
        const Json *parts = field(*content, "parts");
        const QVector<QString> partPaths = src.partPaths.value(index);
        const QVector<SourceLocation> partLocations = src.partLocations.value(index);
        if (parts && parts->is_array()) {
            int i = 0;
            for (const Json &part : *parts) {
                const QString partPath = i < partPaths.size()
                    ? partPaths.at(i)
                    : tolerant::path(path, "content.parts", i);
                const SourceLocation partWhere
                    = i < partLocations.size() ? partLocations.at(i) : where;
                GroundingPart gp;
                if (auto chunk = genai::readPart(part, i, partPath, partWhere, diags, gp))
                    m.chunks.append(std::move(*chunk));
                groundingParts.append(gp);
                ++i;
            }
        }
    }

    m.finishReason = enums.finishReason(
        field(c, "finishReason"), genai::at(where, tolerant::path(path, "finishReason")));
    if (const Json *ratings = field(c, "safetyRatings"))
        m.safetyRatings = genai::readSafetyRatings(
            *ratings, enums, tolerant::path(path, "safetyRatings"), where, diags);
    for (const char *key :
        {"finishMessage", "avgLogprobs", "score", "tokenCount", "logprobsResult"}) {
        if (const Json *v = field(c, key))
            m.properties.append({QString::fromLatin1(key), genai::propertyText(*v)});
    }
    if (const Json *url = field(c, "urlContextMetadata"))
        m.properties.append({u"urlContextMetadata"_s, urlContextText(*url, enums)});

    const Json *gm = field(c, "groundingMetadata");
    const Json *cm = field(c, "citationMetadata");
    if (gm || cm) {
        Grounding g = readGeminiGrounding(gm, cm, groundingParts,
            src.groundingPaths.value(index, tolerant::path(path, "groundingMetadata")),
            src.citationPaths.value(index, tolerant::path(path, "citationMetadata")), where, diags);
        if (!g.isEmpty() || !g.searchChips.isEmpty() || !g.searchEntryPointData.isNull()
            || g.dynamicRetrievalScore)
            m.grounding = std::make_shared<const Grounding>(std::move(g));
    }
    m.extra = tolerant::unknownFields(c,
        {"index", "content", "finishreason", "finishmessage", "safetyratings", "citationmetadata",
            "groundingmetadata", "avglogprobs", "logprobsresult", "urlcontextmetadata", "score",
            "tokencount"});
    return m;
}

Message blockedMessage(const Json &feedback, const ResponseInfo &info, const SourceLocation &where,
    genai::EnumMapper &enums)
{
    Message m = baseMessage(info);
    m.jsonPath = where.jsonPath;
    m.raw = tolerant::rawText(feedback);
    Chunk error;
    error.kind = ChunkKind::Error;
    error.jsonPath = where.jsonPath;
    error.mimeType = enums.blockReason(field(feedback, "blockReason"));
    error.text = text(field(feedback, "blockReasonMessage"));
    if (error.text.isEmpty())
        error.text = error.mimeType;
    m.chunks.append(error);
    if (const Json *ratings = field(feedback, "safetyRatings"))
        m.safetyRatings = genai::readSafetyRatings(
            *ratings, enums, tolerant::path(where.jsonPath, "safetyRatings"), where, m.diagnostics);
    m.diagnostics.append(makeDiagnostic(Severity::Warning,
        QT_TRANSLATE_NOOP("Diagnostic", "The prompt was blocked: %1"),
        {error.mimeType.isEmpty() ? error.text : error.mimeType}, where));
    return m;
}

Message errorMessage(const Json &error, const ResponseInfo &info, const SourceLocation &where)
{
    Message m = baseMessage(info);
    m.jsonPath = where.jsonPath;
    m.raw = tolerant::rawText(error);
    Chunk chunk;
    chunk.kind = ChunkKind::Error;
    chunk.jsonPath = where.jsonPath;
    const QString code = text(field(error, "code"));
    const QString status = text(field(error, "status"));
    chunk.mimeType = status.isEmpty() ? code : status;
    chunk.text = text(field(error, "message"));
    m.chunks.append(chunk);
    if (!code.isEmpty())
        m.properties.append({u"code"_s, code});
    if (!status.isEmpty())
        m.properties.append({u"status"_s, status});
    m.extra = tolerant::unknownFields(error, {"code", "status", "message"});
    m.diagnostics.append(makeDiagnostic(Severity::Error,
        QT_TRANSLATE_NOOP("Diagnostic", "The response is an error: %1"),
        {QStringList({code, status, chunk.text}).join(u' ').simplified()}, where));
    return m;
}

} // namespace

Conversation GeminiReader::read(const QString &formatId, const QVector<ReaderRecord> &records) const
{
    Q_UNUSED(formatId);
    Conversation c;
    Json merged;
    GeminiStreamSources src;
    gemini::mergeStream(records, merged, src, c.diagnostics);
    genai::EnumMapper enums(genai::detectFamily(merged));

    ResponseInfo info;
    info.modelVersion = text(field(merged, "modelVersion"));
    info.responseId = text(field(merged, "responseId"));
    if (const Json *created = field(merged, "createTime")) {
        info.createTime = tolerant::toTimestamp(created);
        info.createTimeText = text(created);
    }
    c.title = info.modelVersion;
    c.id = info.responseId;
    c.start = info.createTime;
    c.jsonPath = src.firstLocation.jsonPath;
    if (src.records > 1)
        c.properties.append({u"streamChunks"_s, QString::number(src.records)});

    if (const Json *candidates = field(merged, "candidates");
        candidates && candidates->is_array()) {
        // mergeStream lists candidates in index order; recover each one's index.
        QList<int> indices = src.candidatePaths.keys();
        std::sort(indices.begin(), indices.end());
        qsizetype k = 0;
        for (const Json &candidate : *candidates) {
            const int index = k < indices.size() ? indices.at(k) : int(k);
            c.messages.append(readCandidate(index, candidate, src, info, enums));
            ++k;
        }
    }
    const Json *feedback = field(merged, "promptFeedback");
    if (feedback && feedback->is_object()) {
        if (c.messages.isEmpty())
            c.messages.append(blockedMessage(*feedback, info,
                genai::at(src.firstLocation,
                    tolerant::path(src.firstLocation.jsonPath, "promptFeedback")),
                enums));
        else
            c.properties.append({u"promptFeedback"_s, genai::propertyText(*feedback)});
    }
    if (const Json *usage = field(merged, "usageMetadata")) {
        if (!c.messages.isEmpty() && usage->is_object())
            c.messages.first().usage = genai::readUsage(*usage);
    }
    if (const Json *error = field(merged, "error"))
        c.messages.append(errorMessage(*error, info, src.errorLocation));
    if (c.messages.isEmpty() && src.records > 0)
        c.diagnostics.append(makeDiagnostic(Severity::Warning,
            QT_TRANSLATE_NOOP("Diagnostic", "The response has no candidates"), {},
            src.firstLocation));
    c.extra = tolerant::unknownFields(merged,
        {"candidates", "promptfeedback", "usagemetadata", "modelversion", "responseid",
            "createtime", "error"});
    c.diagnostics += enums.takeNotes();
    pairToolCalls(c);
    trace::deriveFromResponses(c);
    return c;
}

ConversationSummary GeminiReader::summarize(const Conversation &c) const
{
    ConversationSummary s = FormatReader::summarize(c);
    if (!c.messages.isEmpty())
        s.agent = c.messages.first().modelVersion;
    return s;
}
