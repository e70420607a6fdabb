// SPDX-License-Identifier: GPL-2.0-or-later
// A Discovery Engine Answer as a model message: answerText, image attachments, rule D grounding
// and AnswerDetails (formats.md §1.6.2, §2.2 rule D, §2.3).
#include "discovery_internal.h"
#include "grounding_reader.h"

#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;
using tolerant::field;
using tolerant::Json;

namespace discovery {

namespace {

QStringList enumList(const Json *list, const QStringList &names)
{
    QStringList out;
    if (!list || !list->is_array())
        return out;
    for (const Json &v : *list) {
        if (const std::optional<QString> name = tolerant::toEnumName(&v, names))
            out << *name;
    }
    return out;
}

void readCitationList(const Json &answer, const char *key, const char *origin, const Utf8Text &base,
    Grounding &grounding, const QString &jsonPath, const SourceLocation &where,
    Diagnostics &diagnostics)
{
    const Json *list = field(answer, key);
    if (!list)
        return;
    const QString listPath = tolerant::path(jsonPath, key);
    if (!list->is_array()) {
        diagnostics.append(makeDiagnostic(Severity::Warning,
            QT_TRANSLATE_NOOP("Diagnostic", "%1 is not a list; ignored"),
            {QString::fromLatin1(key)}, at(where, listPath)));
        return;
    }
    SourceReferences references(grounding);
    grounding.citations.reserve(grounding.citations.size() + qsizetype(list->size()));
    for (size_t i = 0; i < list->size(); ++i) {
        const QString path = tolerant::path(jsonPath, key, qint64(i));
        if (!(*list)[i].is_object()) {
            diagnostics.append(makeDiagnostic(Severity::Warning,
                QT_TRANSLATE_NOOP("Diagnostic", "A citation is not an object; ignored"), {},
                at(where, path)));
            continue;
        }
        CitedSegment segment
            = resolveOffsetCitation(base, (*list)[i], references, path, where, diagnostics);
        segment.origin = QString::fromLatin1(origin);
        if (segment.status != CitationStatus::Unresolved) {
            segment.partIndex = 0;
            segment.partRanges = {PartRange {0, segment.bytes, segment.utf16}};
        }
        grounding.citations.append(std::move(segment));
    }
}

void readDetails(const Json &answer, AnswerDetails &details, const QString &jsonPath,
    const SourceLocation &where, Diagnostics &diagnostics)
{
    details.name = str(answer, "name");
    details.state
        = tolerant::toEnumName(field(answer, "state"), answerStateNames()).value_or(QString());
    details.skippedReasons
        = enumList(field(answer, "answerSkippedReasons"), answerSkippedReasonNames());
    if (const Json *questions = field(answer, "relatedQuestions");
        questions && questions->is_array()) {
        for (const Json &q : *questions) {
            if (const std::optional<QString> text = tolerant::toString(&q))
                details.relatedQuestions << *text;
        }
    }
    if (const Json *info = field(answer, "queryUnderstandingInfo")) {
        const Json *list = field(*info, "queryClassificationInfo");
        if (list && list->is_array()) {
            for (const Json &c : *list) {
                const QString type
                    = tolerant::toEnumName(field(c, "type"), queryClassificationNames())
                          .value_or(QString());
                details.queryClassifications.append(
                    {type, tolerant::toBool(field(c, "positive")).value_or(false)});
            }
        }
    }
    if (const Json *ratings = field(answer, "safetyRatings"))
        details.safetyRatings = readSafetyRatings(*ratings);
    if (const Json *blobs = field(answer, "blobAttachments"))
        details.blobAttachments
            = readBlobs(*blobs, tolerant::path(jsonPath, "blobAttachments"), where, diagnostics);
    bool guessed = false;
    details.createTime = tolerant::toTimestamp(field(answer, "createTime"), &guessed);
    details.completeTime = tolerant::toTimestamp(field(answer, "completeTime"), &guessed);
    details.groundingScore = tolerant::toDouble(field(answer, "groundingScore"));
}

} // namespace

Message readAnswer(const Json &answer, const QString &jsonPath, int turn,
    const SourceLocation &where, const AnswerContext &context)
{
    Message m;
    m.role = u"model"_s;
    m.turn = turn;
    m.jsonPath = jsonPath;
    m.raw = tolerant::rawText(answer);
    m.author = context.author;
    if (!answer.is_object()) {
        m.diagnostics.append(makeDiagnostic(Severity::Error,
            QT_TRANSLATE_NOOP("Diagnostic", "The answer is not an object"), {},
            at(where, jsonPath)));
        return m;
    }
    auto details = std::make_shared<AnswerDetails>();
    readDetails(answer, *details, jsonPath, where, m.diagnostics);
    details->answerQueryToken = context.answerQueryToken;
    details->queryConfig = context.queryConfig;
    m.id = details->name;
    if (m.author.isEmpty())
        m.author = engineOf(details->name);
    m.time = details->createTime.valid ? details->createTime : details->completeTime;
    m.safetyRatings = details->safetyRatings;

    // The text: answerText verbatim, the base of rule D.
    QByteArray textBytes;
    const Json *text = field(answer, "answerText");
    if (text) {
        Chunk chunk;
        chunk.kind = ChunkKind::Text;
        if (text->is_string()) {
            textBytes = QByteArray::fromStdString(text->get<std::string>());
            chunk.text = QString::fromUtf8(textBytes);
        } else {
            if (auto value = tolerant::toString(text))
                chunk.text = std::move(*value);
            else
                chunk.text = QString::fromStdString(text->dump());
            textBytes = chunk.text.toUtf8();
            m.diagnostics.append(makeDiagnostic(Severity::Warning,
                QT_TRANSLATE_NOOP("Diagnostic", "answerText is not a string"), {},
                at(where, tolerant::path(jsonPath, "answerText"))));
        }
        chunk.sourcePart = 0;
        chunk.jsonPath = tolerant::path(jsonPath, "answerText");
        m.chunks.append(chunk);
    }
    // Image attachments follow the text.
    for (const AnswerBlob &blob : details->blobAttachments) {
        if (!blob.mimeType.startsWith(u"image/"_s, Qt::CaseInsensitive))
            continue;
        Chunk chunk;
        chunk.kind = ChunkKind::Image;
        chunk.mimeType = blob.mimeType;
        chunk.data = blob.data;
        chunk.base64Error = blob.data.isEmpty();
        chunk.jsonPath = blob.jsonPath;
        m.chunks.append(chunk);
    }

    // Grounding: references first, so that referenceId values index them.
    Grounding grounding;
    if (const Json *references = field(answer, "references")) {
        if (references->is_array()) {
            for (size_t i = 0; i < references->size(); ++i) {
                grounding.references.append(readReference((*references)[i], qint64(i),
                    tolerant::path(jsonPath, "references", qint64(i)), where, m.diagnostics));
            }
        } else {
            m.diagnostics.append(makeDiagnostic(Severity::Warning,
                QT_TRANSLATE_NOOP("Diagnostic", "%1 is not a list; ignored"), {u"references"_s},
                at(where, tolerant::path(jsonPath, "references"))));
        }
    }
    const Utf8Text base(textBytes);
    readCitationList(
        answer, "citations", "citation", base, grounding, jsonPath, where, m.diagnostics);
    readCitationList(answer, "groundingSupports", "groundingSupport", base, grounding, jsonPath,
        where, m.diagnostics);
    noteHiddenBoundaries(grounding, {base.text()}, where, m.diagnostics);
    if (const Json *steps = field(answer, "steps"))
        readSteps(*steps, tolerant::path(jsonPath, "steps"), where, *details, grounding.queries,
            m.diagnostics);
    grounding.overallScore = details->groundingScore;
    if (!grounding.isEmpty() || grounding.overallScore) {
        Json raw = Json::object();
        for (const char *key : {"citations", "groundingSupports", "references"}) {
            if (const Json *v = field(answer, key))
                raw[key] = *v;
        }
        grounding.raw = tolerant::rawText(raw);
        m.grounding = std::make_shared<const Grounding>(std::move(grounding));
    }
    m.extra = tolerant::unknownFields(answer,
        {"name", "state", "answertext", "groundingscore", "citations", "groundingsupports",
            "references", "blobattachments", "relatedquestions", "steps", "queryunderstandinginfo",
            "answerskippedreasons", "createtime", "completetime", "safetyratings"});
    m.answer = std::move(details);
    return m;
}

} // namespace discovery
