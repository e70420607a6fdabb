// SPDX-License-Identifier: GPL-2.0-or-later
// A Discovery Engine AssistAnswer as one model message: one chunk per reply, rule A grounding
// (formats.md §1.6.4, §2.2 rule A).
#include "discovery_internal.h"
#include "grounding_reader.h"

#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;
using tolerant::field;
using tolerant::Json;

namespace discovery {

namespace {

void readMedia(Chunk &chunk, const Json &media, const QString &path, const SourceLocation &where,
    Diagnostics &diagnostics)
{
    chunk.mimeType = str(media, "mimeType");
    chunk.kind = chunk.mimeType.startsWith(u"image/"_s, Qt::CaseInsensitive) ? ChunkKind::Image
                                                                             : ChunkKind::Blob;
    const Json *data = field(media, "data");
    if (!data)
        return;
    const std::optional<QByteArray> bytes = data->is_string()
        ? tolerant::decodeBase64(data->get_ref<const std::string &>())
        : std::nullopt;
    if (bytes) {
        chunk.data = *bytes;
        return;
    }
    chunk.base64Error = true;
    diagnostics.append(makeDiagnostic(Severity::Warning,
        QT_TRANSLATE_NOOP("Diagnostic", "The base64 data does not decode"), {},
        at(where, tolerant::path(path, "data"))));
}

// One AssistantContent as a chunk.
Chunk readContent(const Json &content, const QString &path, const SourceLocation &where,
    Diagnostics &diagnostics, bool &isText)
{
    Chunk chunk;
    chunk.jsonPath = path;
    chunk.raw = tolerant::rawText(content);
    isText = false;
    const bool thought = tolerant::toBool(field(content, "thought")).value_or(false);
    if (const Json *text = field(content, "text")) {
        chunk.kind = thought ? ChunkKind::Thought : ChunkKind::Text;
        if (auto value = tolerant::toString(text))
            chunk.text = std::move(*value);
        else
            chunk.text = QString::fromStdString(text->dump());
        isText = true;
    } else if (const Json *media = field(content, "inlineData")) {
        readMedia(chunk, *media, tolerant::path(path, "inlineData"), where, diagnostics);
    } else if (const Json *file = field(content, "file")) {
        chunk.kind = ChunkKind::File;
        chunk.text = str(*file, "fileId");
        chunk.mimeType = str(*file, "mimeType");
    } else if (const Json *code = field(content, "executableCode")) {
        chunk.kind = ChunkKind::ExecutableCode;
        chunk.text = str(*code, "code");
        chunk.mimeType = str(*code, "language");
    } else if (const Json *result = field(content, "codeExecutionResult")) {
        chunk.kind = ChunkKind::CodeExecutionResult;
        chunk.text = str(*result, "output");
        chunk.mimeType = str(*result, "outcome");
    } else {
        chunk.kind = ChunkKind::Unknown;
        chunk.json = tolerant::toJsonText(content);
        diagnostics.append(makeDiagnostic(Severity::Info,
            QT_TRANSLATE_NOOP("Diagnostic", "A reply without a known content kind"), {},
            at(where, path)));
    }
    chunk.extra = tolerant::unknownFields(content,
        {"role", "thought", "text", "inlinedata", "file", "executablecode", "codeexecutionresult"});
    return chunk;
}

bool cleanlyResolved(const CitedSegment &s)
{
    return s.status == CitationStatus::Resolved || s.status == CitationStatus::Adjusted;
}

// textGroundingMetadata of reply `reply` into `grounding` (references renumbered after the ones
// already there; each keeps its own sourceIndex).
void readTextGrounding(const Json &metadata, int reply, const GroundingBaseText &base,
    int textReplies, Grounding &grounding, const QString &path, const SourceLocation &where,
    Diagnostics &diagnostics)
{
    Grounding local;
    if (const Json *references = field(metadata, "references");
        references && references->is_array()) {
        for (size_t k = 0; k < references->size(); ++k) {
            local.references.append(readAssistReference((*references)[k], qint64(k),
                tolerant::path(path, "references", qint64(k)), where, diagnostics));
        }
    }
    const Utf8Text own = base.partText(reply);
    QVector<CitedSegment> segments;
    if (const Json *list = field(metadata, "segments"); list && list->is_array()) {
        // Both readings of a segment name the same sources: the second finds the missing ones
        // the first added, so the references do not depend on which reading is kept.
        SourceReferences sources(local);
        for (size_t k = 0; k < list->size(); ++k) {
            const Json &segment = (*list)[k];
            const QString segmentPath = tolerant::path(path, "segments", qint64(k));
            Diagnostics notes;
            CitedSegment s
                = resolveOffsetCitation(own, segment, sources, segmentPath, where, notes);
            s.partIndex = reply;
            if (!cleanlyResolved(s) && textReplies > 1) {
                // Rule A: retry against the concatenation of the non-thought text replies.
                Diagnostics otherNotes;
                CitedSegment c = resolveOffsetCitation(
                    base.concatenation(), segment, sources, segmentPath, where, otherNotes);
                if (cleanlyResolved(c)) {
                    c.partIndex = -1;
                    c.otherReading = true;
                    c.partRanges = base.toPartRanges(c.bytes);
                    otherNotes.append(makeDiagnostic(Severity::Info,
                        QT_TRANSLATE_NOOP("Diagnostic",
                            "The segment fits the concatenated replies, not its own reply"),
                        {}, at(where, segmentPath)));
                    s = c;
                    notes = otherNotes;
                }
            }
            if (!s.otherReading && s.status != CitationStatus::Unresolved)
                s.partRanges = {PartRange {reply, s.bytes, s.utf16}};
            s.origin = u"segment"_s;
            diagnostics += notes;
            segments.append(s);
        }
    }
    const int offset = int(grounding.references.size());
    grounding.references += local.references;
    for (CitedSegment &s : segments) {
        for (int &r : s.references)
            r += offset;
        grounding.citations.append(s);
    }
}

void readCitations(const Json &metadata, int reply, const GroundingBaseText &base,
    Grounding &grounding, const QString &path, const SourceLocation &where,
    Diagnostics &diagnostics)
{
    const Json *list = field(metadata, "citations");
    if (!list || !list->is_array())
        return;
    const Utf8Text own = base.partText(reply);
    for (size_t k = 0; k < list->size(); ++k) {
        const Json &entry = (*list)[k];
        const QString entryPath = tolerant::path(path, "citations", qint64(k));
        Reference r;
        r.kind = Reference::Kind::Citation;
        r.uri = str(entry, "uri");
        r.title = str(entry, "title");
        r.license = str(entry, "license");
        r.publicationDate = str(entry, "publicationDate");
        r.raw = tolerant::rawText(entry);
        r.jsonPath = entryPath;
        grounding.references.append(r);
        Grounding scratch;
        SourceReferences none(scratch);
        CitedSegment s = resolveOffsetCitation(own, entry, none, entryPath, where, diagnostics);
        s.origin = u"citation"_s;
        s.partIndex = reply;
        if (s.status != CitationStatus::Unresolved)
            s.partRanges = {PartRange {reply, s.bytes, s.utf16}};
        s.references = {int(grounding.references.size() - 1)};
        s.scores = {std::nullopt};
        grounding.citations.append(s);
    }
}

} // namespace

Message readAssistAnswer(const Json &assist, const QString &jsonPath, int turn,
    const SourceLocation &where, const AnswerContext &context)
{
    Message m;
    m.role = u"model"_s;
    m.turn = turn;
    m.jsonPath = jsonPath;
    m.raw = tolerant::rawText(assist);
    m.author = context.author;
    if (!assist.is_object()) {
        m.diagnostics.append(makeDiagnostic(Severity::Error,
            QT_TRANSLATE_NOOP("Diagnostic", "The answer is not an object"), {},
            at(where, jsonPath)));
        return m;
    }
    auto details = std::make_shared<AnswerDetails>();
    details->name = str(assist, "name");
    details->state
        = tolerant::toEnumName(field(assist, "state"), assistStateNames()).value_or(QString());
    if (const Json *reasons = field(assist, "assistSkippedReasons");
        reasons && reasons->is_array()) {
        for (const Json &v : *reasons) {
            if (auto name = tolerant::toEnumName(&v, assistSkippedReasonNames()))
                details->skippedReasons << *name;
        }
    }
    details->answerQueryToken = context.answerQueryToken;
    details->queryConfig = context.queryConfig;
    m.id = details->name;
    if (m.author.isEmpty())
        m.author = engineOf(details->name);
    if (const Json *policy = field(assist, "customerPolicyEnforcementResult"))
        m.properties.append({u"customerPolicyEnforcementResult"_s,
            QString::fromUtf8(tolerant::toJsonText(*policy).json)});

    // Replies → chunks (reply i → sourcePart i) and the parts of rule A.
    const Json *replies = field(assist, "replies");
    if (replies && !replies->is_array()) {
        m.diagnostics.append(makeDiagnostic(Severity::Warning,
            QT_TRANSLATE_NOOP("Diagnostic", "%1 is not a list; ignored"), {u"replies"_s},
            at(where, tolerant::path(jsonPath, "replies"))));
        replies = nullptr;
    }
    QVector<GroundingPart> parts;
    int textReplies = 0;
    const qsizetype count = replies ? qsizetype(replies->size()) : 0;
    for (qsizetype i = 0; i < count; ++i) {
        const Json &reply = (*replies)[size_t(i)];
        const QString replyPath = tolerant::path(jsonPath, "replies", i);
        const Json *grounded = field(reply, "groundedContent");
        const Json *content = grounded ? field(*grounded, "content") : nullptr;
        GroundingPart part;
        part.isText = false;
        if (!content || !content->is_object()) {
            parts.append(part);
            m.diagnostics.append(makeDiagnostic(Severity::Warning,
                QT_TRANSLATE_NOOP("Diagnostic", "A reply has no groundedContent.content"), {},
                at(where, replyPath)));
            continue;
        }
        bool isText = false;
        Chunk chunk = readContent(*content, tolerant::path(replyPath, "groundedContent.content"),
            where, m.diagnostics, isText);
        chunk.sourcePart = int(i);
        if (const Json *id = field(reply, "replyId")) {
            Json extra = Json::object();
            extra["replyId"] = *id;
            chunk.extra = tolerant::rawText(extra);
        }
        part.isText = isText;
        part.isThought = chunk.kind == ChunkKind::Thought;
        part.text = isText ? chunk.text : QString();
        if (isText && !part.isThought)
            ++textReplies;
        parts.append(part);
        m.chunks.append(chunk);
    }

    const GroundingBaseText base(parts);
    Grounding grounding;
    for (qsizetype i = 0; i < count; ++i) {
        const Json *grounded = field((*replies)[size_t(i)], "groundedContent");
        if (!grounded)
            continue;
        const QString groundedPath
            = tolerant::path(tolerant::path(jsonPath, "replies", i), "groundedContent");
        if (const Json *metadata = field(*grounded, "textGroundingMetadata"))
            readTextGrounding(*metadata, int(i), base, textReplies, grounding,
                tolerant::path(groundedPath, "textGroundingMetadata"), where, m.diagnostics);
        if (const Json *metadata = field(*grounded, "citationMetadata"))
            readCitations(*metadata, int(i), base, grounding,
                tolerant::path(groundedPath, "citationMetadata"), where, m.diagnostics);
    }
    if (!grounding.isEmpty()) {
        Json raw = Json::array();
        for (qsizetype i = 0; i < count; ++i) {
            const Json *grounded = field((*replies)[size_t(i)], "groundedContent");
            Json entry = Json::object();
            for (const char *key : {"textGroundingMetadata", "citationMetadata"}) {
                if (const Json *v = grounded ? field(*grounded, key) : nullptr)
                    entry[key] = *v;
            }
            raw.push_back(entry);
        }
        grounding.raw = tolerant::rawText(raw);
        m.grounding = std::make_shared<const Grounding>(std::move(grounding));
    }
    m.extra = tolerant::unknownFields(assist,
        {"name", "state", "replies", "assistskippedreasons", "customerpolicyenforcementresult"});
    m.answer = std::move(details);
    return m;
}

} // namespace discovery
