// SPDX-License-Identifier: GPL-2.0-or-later
#include "json_writer.h"

#include "image_probe.h"
#include "json_stream_writer.h"
#include "transcript/message_coverage.h"

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

QString nullIfEmpty(const QString &text)
{
    return text.isEmpty() ? QString() : text;
}

QString timeOrNull(const Timestamp &time)
{
    return time.valid ? time.toRfc3339() : QString();
}

} // namespace

JsonWriter::JsonWriter(JsonStreamWriter &out)
    : m_out(out)
{ }

QByteArray JsonWriter::write(const ExportSource &source)
{
    JsonStreamWriter out(2);
    writeDocument(source, out);
    return out.result();
}

bool JsonWriter::write(const ExportSource &source, QIODevice &device)
{
    JsonStreamWriter out(2);
    out.setSink(&device);
    writeDocument(source, out);
    return out.finish();
}

void JsonWriter::writeDocument(const ExportSource &source, JsonStreamWriter &out)
{
    JsonWriter writer(out);
    out.beginObject();
    out.key(u"format"_s);
    out.stringOrNull(nullIfEmpty(source.formatId));
    out.key(u"conversations"_s);
    out.beginArray();
    for (const auto &conversation : source.conversations) {
        if (conversation)
            writer.writeConversation(*conversation);
    }
    out.endArray();
    out.key(u"diagnostics"_s);
    writer.writeDiagnostics(source.allDiagnostics() + writer.m_added);
    out.endObject();
}

QByteArray JsonWriter::message(const Message &message)
{
    JsonStreamWriter out(2);
    JsonWriter(out).writeMessage(message);
    return out.result();
}

void JsonWriter::writeConversation(const Conversation &conversation)
{
    m_out.beginObject();
    m_out.field(u"id"_s, conversation.id);
    m_out.key(u"title"_s);
    m_out.stringOrNull(nullIfEmpty(conversation.title));
    m_out.key(u"startTime"_s);
    m_out.stringOrNull(timeOrNull(conversation.start));
    m_out.key(u"endTime"_s);
    m_out.stringOrNull(timeOrNull(conversation.end));
    m_out.field(u"turnCount"_s, conversation.turnCount);
    m_out.key(u"messages"_s);
    m_out.beginArray();
    for (const Message &message : conversation.messages)
        writeMessage(message);
    m_out.endArray();
    m_out.key(u"spans"_s);
    m_out.beginArray();
    for (const Span &span : conversation.turnSpans)
        writeSpan(span);
    m_out.endArray();
    if (conversation.spansDerived) // made from event times, not measured
        m_out.field(u"spansDerived"_s, true);
    if (!conversation.extra.isNull()) {
        m_out.key(u"extra"_s);
        m_out.raw(conversation.extra);
    }
    m_out.endObject();
}

void JsonWriter::writeMessage(const Message &message)
{
    m_out.beginObject();
    m_out.field(u"role"_s, message.role);
    m_out.key(u"author"_s);
    m_out.stringOrNull(nullIfEmpty(message.author));
    m_out.key(u"time"_s);
    m_out.stringOrNull(timeOrNull(message.time));
    m_out.key(u"turn"_s);
    if (message.turn >= 0)
        m_out.value(message.turn);
    else
        m_out.nullValue();
    m_out.key(u"chunks"_s);
    m_out.beginArray();
    for (const Chunk &chunk : message.chunks)
        writeChunk(chunk);
    m_out.endArray();
    m_out.key(u"grounding"_s);
    if (message.grounding)
        writeGrounding(message);
    else
        m_out.nullValue();
    writeEventData(message);
    if (message.answer) {
        m_out.key(u"answer"_s);
        writeAnswerDetails(*message.answer);
    }
    if (!message.extra.isNull()) {
        m_out.key(u"extra"_s);
        m_out.raw(message.extra);
    }
    m_out.endObject();
}

void JsonWriter::writeChunk(const Chunk &chunk)
{
    m_out.beginObject();
    m_out.field(u"kind"_s, chunkKindId(chunk.kind));
    switch (chunk.kind) {
    case ChunkKind::Text:
    case ChunkKind::Thought:
    case ChunkKind::Transcript:
        m_out.field(u"text"_s, chunk.text);
        break;
    case ChunkKind::Image: {
        m_out.field(u"mimeType"_s, chunk.mimeType);
        const ImageProbe probe = ImageProbe::probe(chunk.data);
        m_out.key(u"width"_s);
        probe.decoded ? m_out.value(probe.width) : m_out.nullValue();
        m_out.key(u"height"_s);
        probe.decoded ? m_out.value(probe.height) : m_out.nullValue();
        m_out.field(u"size"_s, qint64(chunk.data.size()));
        if (!probe.decoded) {
            SourceLocation where;
            where.jsonPath = chunk.jsonPath;
            m_added.append(makeDiagnostic(Severity::Warning,
                QT_TRANSLATE_NOOP("Diagnostic", "The %1 image does not decode: %2"),
                {chunk.mimeType, probe.error}, where));
        }
        break;
    }
    case ChunkKind::Blob:
        m_out.field(u"mimeType"_s, chunk.mimeType);
        m_out.field(u"size"_s, qint64(chunk.data.size()));
        break;
    case ChunkKind::ToolCall:
    case ChunkKind::ToolResponse: {
        const bool isCall = chunk.kind == ChunkKind::ToolCall;
        m_out.field(u"id"_s, chunk.toolId);
        m_out.field(u"name"_s, chunk.toolName);
        if (!chunk.toolResource.isEmpty())
            m_out.field(u"tool"_s, chunk.toolResource);
        if (!chunk.toolsetToolId.isEmpty())
            m_out.field(u"toolsetToolId"_s, chunk.toolsetToolId);
        m_out.key(isCall ? u"args"_s : u"response"_s);
        if (isCall && chunk.json.isNull())
            m_out.raw(JsonText {QByteArrayLiteral("{}")});
        else
            m_out.raw(chunk.json);
        if (!chunk.output.isNull()) {
            m_out.key(u"output"_s);
            m_out.raw(chunk.output);
        }
        if (!chunk.error.isNull()) {
            m_out.key(u"error"_s);
            m_out.raw(chunk.error);
        }
        m_out.key(u"pairedWith"_s);
        if (chunk.paired.isValid()) {
            m_out.beginObject();
            m_out.field(u"message"_s, chunk.paired.message);
            m_out.field(u"chunk"_s, chunk.paired.chunk);
            m_out.endObject();
        } else {
            m_out.nullValue();
        }
        break;
    }
    case ChunkKind::AgentTransfer:
        m_out.field(u"target"_s, chunk.targetAgent);
        m_out.key(u"displayName"_s);
        m_out.stringOrNull(nullIfEmpty(chunk.displayName));
        break;
    case ChunkKind::Payload:
    case ChunkKind::UpdatedVariables:
    case ChunkKind::DefaultVariables:
        m_out.key(u"value"_s);
        m_out.raw(chunk.json);
        break;
    case ChunkKind::ExecutableCode:
        m_out.field(u"language"_s, chunk.mimeType);
        m_out.field(u"code"_s, chunk.text);
        break;
    case ChunkKind::CodeExecutionResult:
        m_out.field(u"outcome"_s, chunk.mimeType);
        m_out.field(u"output"_s, chunk.text);
        break;
    case ChunkKind::File:
        m_out.field(u"mimeType"_s, chunk.mimeType);
        m_out.field(u"uri"_s, chunk.text);
        break;
    case ChunkKind::Error:
        m_out.field(u"code"_s, chunk.mimeType);
        m_out.field(u"message"_s, chunk.text);
        break;
    case ChunkKind::Unknown:
        m_out.field(u"key"_s, chunk.unknownKey);
        m_out.key(u"value"_s);
        m_out.raw(chunk.json);
        break;
    }
    if (!chunk.extra.isNull()) {
        m_out.key(u"extra"_s);
        m_out.raw(chunk.extra);
    }
    m_out.endObject();
}

void JsonWriter::writeGrounding(const Message &message)
{
    const Grounding &grounding = *message.grounding;
    m_out.beginObject();
    m_out.key(u"citations"_s);
    m_out.beginArray();
    for (const CitedSegment &segment : grounding.citations) {
        const bool resolved = segment.status != CitationStatus::Unresolved;
        m_out.beginObject();
        m_out.field(u"start"_s, segment.sourceStart);
        m_out.field(u"end"_s, segment.sourceEnd);
        m_out.key(u"resolvedStart"_s);
        resolved ? m_out.value(segment.bytes.begin) : m_out.nullValue();
        m_out.key(u"resolvedEnd"_s);
        resolved ? m_out.value(segment.bytes.end) : m_out.nullValue();
        m_out.field(u"partIndex"_s, segment.partIndex);
        m_out.key(u"text"_s);
        if (!resolved)
            m_out.nullValue();
        else
            m_out.value(segment.text);
        m_out.key(u"sourceText"_s);
        segment.sourceText ? m_out.value(*segment.sourceText) : m_out.nullValue();
        m_out.field(u"status"_s, citationStatusId(segment.status));
        m_out.key(u"references"_s);
        m_out.beginArray();
        for (int reference : segment.references)
            m_out.value(reference);
        m_out.endArray();
        m_out.key(u"scores"_s);
        m_out.beginArray();
        for (const auto &score : segment.scores)
            score ? m_out.value(*score) : m_out.nullValue();
        m_out.endArray();
        m_out.key(u"groundingScore"_s);
        segment.groundingScore ? m_out.value(*segment.groundingScore) : m_out.nullValue();
        m_out.key(u"groundingCheckRequired"_s);
        segment.groundingCheckRequired ? m_out.value(*segment.groundingCheckRequired)
                                       : m_out.nullValue();
        m_out.field(u"wholeMessage"_s, segment.wholeMessage);
        m_out.endObject();
    }
    m_out.endArray();
    m_out.key(u"references"_s);
    m_out.beginArray();
    for (const Reference &reference : grounding.references) {
        m_out.beginObject();
        m_out.field(u"kind"_s, referenceKindId(reference.kind));
        const std::pair<const char16_t *, const QString *> texts[] = {{u"title", &reference.title},
            {u"uri", &reference.uri}, {u"domain", &reference.domain}, {u"text", &reference.text},
            {u"documentName", &reference.documentName},
            {u"pageIdentifier", &reference.pageIdentifier}};
        for (const auto &[name, text] : texts) {
            m_out.key(QString::fromUtf16(name));
            m_out.stringOrNull(nullIfEmpty(*text));
        }
        m_out.key(u"relevanceScore"_s);
        reference.relevanceScore ? m_out.value(*reference.relevanceScore) : m_out.nullValue();
        m_out.key(u"license"_s);
        m_out.stringOrNull(nullIfEmpty(reference.license));
        m_out.key(u"publicationDate"_s);
        m_out.stringOrNull(nullIfEmpty(reference.publicationDate));
        m_out.key(u"placeId"_s);
        m_out.stringOrNull(nullIfEmpty(reference.placeId));
        m_out.field(u"sourceIndex"_s, reference.sourceIndex);
        m_out.endObject();
    }
    m_out.endArray();
    m_out.key(u"queries"_s);
    m_out.beginArray();
    for (const QString &query : grounding.queries)
        m_out.value(query);
    m_out.endArray();
    m_out.key(u"searchChips"_s);
    m_out.beginArray();
    for (const ExtractedLink &chip : grounding.searchChips) {
        m_out.beginObject();
        m_out.field(u"text"_s, chip.text);
        m_out.field(u"href"_s, chip.href);
        m_out.endObject();
    }
    m_out.endArray();
    writeCoverage(message);
    m_out.endObject();
}

void JsonWriter::writeCoverage(const Message &message)
{
    const MessageCoverage coverage = MessageCoverage::of(message);
    m_out.key(u"coverage"_s);
    if (!coverage.applies) {
        m_out.nullValue();
        m_out.key(u"uncited"_s);
        m_out.nullValue();
        return;
    }
    m_out.value(std::round(coverage.share() * 10000.0) / 10000.0);
    m_out.key(u"uncited"_s);
    m_out.beginArray();
    for (const MessageCoverage::Sentence &sentence : coverage.uncited) {
        m_out.beginObject();
        m_out.field(u"chunk"_s, sentence.chunk);
        m_out.field(u"start"_s, sentence.bytes.begin);
        m_out.field(u"end"_s, sentence.bytes.end);
        m_out.endObject();
    }
    m_out.endArray();
}

void JsonWriter::writeSpan(const Span &span)
{
    m_out.beginObject();
    m_out.field(u"name"_s, span.name);
    m_out.key(u"startTime"_s);
    m_out.stringOrNull(timeOrNull(span.start));
    m_out.key(u"endTime"_s);
    m_out.stringOrNull(timeOrNull(span.end));
    m_out.key(u"durationNanos"_s);
    span.duration ? m_out.value(*span.duration) : m_out.nullValue();
    // Trace files and derived spans: their ids and the event they belong to, when known.
    const QPair<QString, QString> ids[] = {{u"traceId"_s, span.traceId}, {u"spanId"_s, span.spanId},
        {u"parentSpanId"_s, span.parentSpanId}, {u"kind"_s, span.kind},
        {u"eventId"_s, span.eventId}, {u"toolCallId"_s, span.toolCallId}};
    for (const auto &[key, value] : ids) {
        if (!value.isEmpty())
            m_out.field(key, value);
    }
    if (span.derived)
        m_out.field(u"derived"_s, true);
    m_out.key(u"attributes"_s);
    m_out.raw(span.attributes);
    m_out.key(u"children"_s);
    m_out.beginArray();
    for (const Span &child : span.children)
        writeSpan(child);
    m_out.endArray();
    m_out.endObject();
}

void JsonWriter::writeDiagnostics(const Diagnostics &diagnostics)
{
    m_out.beginArray();
    for (const Diagnostic &diagnostic : diagnostics) {
        m_out.beginObject();
        m_out.field(u"severity"_s, Diagnostic::severityId(diagnostic.severity));
        m_out.field(u"message"_s, diagnostic.englishText());
        m_out.field(u"location"_s, diagnosticLocation(diagnostic.location));
        m_out.endObject();
    }
    m_out.endArray();
}
