// SPDX-License-Identifier: GPL-2.0-or-later
#include "chunk_texts.h"

#include "items/conversation_matches.h"
#include "json/json_node.h"

#include <QCoreApplication>
#include <QLocale>

using namespace Qt::StringLiterals;

QString ChunkTexts::kindTitle(ChunkKind kind)
{
    switch (kind) {
    case ChunkKind::Text:
        //: chunk kind shown above a card
        return QCoreApplication::translate("ChunkCard", "Text");
    case ChunkKind::Thought:
        //: chunk kind: the model's reasoning
        return QCoreApplication::translate("ChunkCard", "Thought");
    case ChunkKind::Transcript:
        //: chunk kind: speech transcript of audio
        return QCoreApplication::translate("ChunkCard", "Transcript");
    case ChunkKind::Blob:
        //: chunk kind: binary attachment
        return QCoreApplication::translate("ChunkCard", "Attachment");
    case ChunkKind::Payload:
        //: chunk kind: custom JSON payload
        return QCoreApplication::translate("ChunkCard", "Payload");
    case ChunkKind::Image:
        //: chunk kind
        return QCoreApplication::translate("ChunkCard", "Image");
    case ChunkKind::ToolCall:
        //: chunk kind: a call of a tool by the agent
        return QCoreApplication::translate("ChunkCard", "Tool call");
    case ChunkKind::ToolResponse:
        //: chunk kind: the result of a tool call
        return QCoreApplication::translate("ChunkCard", "Tool response");
    case ChunkKind::AgentTransfer:
        //: chunk kind: hand-off to another agent
        return QCoreApplication::translate("ChunkCard", "Agent transfer");
    case ChunkKind::UpdatedVariables:
        //: chunk kind: session variables that changed
        return QCoreApplication::translate("ChunkCard", "Updated variables");
    case ChunkKind::DefaultVariables:
        //: chunk kind: session variables at the start
        return QCoreApplication::translate("ChunkCard", "Default variables");
    case ChunkKind::ExecutableCode:
        //: chunk kind: code the model wants to run
        return QCoreApplication::translate("ChunkCard", "Code");
    case ChunkKind::CodeExecutionResult:
        //: chunk kind: output of running code
        return QCoreApplication::translate("ChunkCard", "Code result");
    case ChunkKind::File:
        //: chunk kind: reference to a file
        return QCoreApplication::translate("ChunkCard", "File");
    case ChunkKind::Error:
        //: chunk kind: an error reported in the conversation
        return QCoreApplication::translate("ChunkCard", "Error");
    case ChunkKind::Unknown:
        //: chunk kind not known to the reader
        return QCoreApplication::translate("ChunkCard", "Unknown");
    }
    return QString();
}

QString ChunkTexts::cardTitle(const Chunk &chunk)
{
    switch (chunk.kind) {
    case ChunkKind::Transcript:
        //: title of a speech transcript card; the symbol marks audio
        return QCoreApplication::translate("TextCard", "♪ Transcript");
    case ChunkKind::Thought:
        //: title of a collapsed card of model reasoning; the symbol marks a thought
        return QCoreApplication::translate("ThoughtCard", "💭 Thought");
    case ChunkKind::Unknown:
        //: title of a card for a chunk the reader does not know; %1 its JSON key
        return QCoreApplication::translate("JsonCard", "Unknown chunk kind %1")
            .arg(chunk.unknownKey);
    default:
        return kindTitle(chunk.kind);
    }
}

QString ChunkTexts::plainText(const Chunk &chunk)
{
    if (ConversationMatches::searchesText(chunk)) // text-like: its text
        return chunk.text;
    switch (chunk.kind) {
    case ChunkKind::AgentTransfer:
        return chunk.displayName.isEmpty() ? chunk.targetAgent : chunk.displayName;
    case ChunkKind::ToolResponse:
        if (!chunk.output.isNull())
            return prettyJson(chunk.output);
        if (!chunk.error.isNull())
            return prettyJson(chunk.error);
        return prettyJson(chunk.json);
    case ChunkKind::ToolCall:
    case ChunkKind::Payload:
    case ChunkKind::UpdatedVariables:
    case ChunkKind::DefaultVariables:
    case ChunkKind::Unknown:
        return chunk.json.isNull() ? chunk.text : prettyJson(chunk.json);
    default: // blobs and images have no text
        return QString();
    }
}

QString ChunkTexts::toolIdentityText(const Chunk &chunk)
{
    QStringList lines;
    if (!chunk.toolResource.isEmpty())
        lines.append(chunk.toolsetToolId.isEmpty()
                //: %1 tool resource name
                ? QCoreApplication::translate("ChunkCard", "Tool: %1").arg(chunk.toolResource)
                //: %1 toolset resource name, %2 the tool id inside it
                : QCoreApplication::translate("ChunkCard", "Toolset: %1, tool %2")
                      .arg(chunk.toolResource, chunk.toolsetToolId));
    if (!chunk.toolId.isEmpty())
        //: %1 the id that pairs a tool call with its response
        lines.append(QCoreApplication::translate("ChunkCard", "Call id: %1").arg(chunk.toolId));
    return lines.join(u'\n');
}

QString ChunkTexts::thoughtToggleText(bool open)
{
    return open
        //: button that collapses a thought card
        ? QCoreApplication::translate("ThoughtCard", "Hide")
        //: button that expands a thought card
        : QCoreApplication::translate("ThoughtCard", "Show");
}

QString ChunkTexts::thoughtSignatureText(const Chunk &chunk)
{
    if (chunk.thoughtSignatureBytes <= 0)
        return QString();
    //: a thought part's opaque signature; %1 its size ("1.2 KB")
    return QCoreApplication::translate("ThoughtCard", "signature %1")
        .arg(QLocale().formattedDataSize(chunk.thoughtSignatureBytes));
}

QString ChunkTexts::thoughtPreviewText(const Chunk &chunk)
{
    const QString firstLine = chunk.text.section(u'\n', 0, 0, QString::SectionSkipEmpty).trimmed();
    return firstLine.size() > 160 ? firstLine.left(159) + u'…' : firstLine;
}

QString ChunkTexts::goToText(ChunkKind kind)
{
    return kind == ChunkKind::ToolCall
        //: link on a tool call card that jumps to its response
        ? QCoreApplication::translate("ToolCallCard", "Go to response")
        //: link on a tool response card that jumps to its call
        : QCoreApplication::translate("ToolResponseCard", "Go to call");
}

QString ChunkTexts::argumentsTitle(const Chunk &chunk)
{
    if (hasArguments(chunk))
        //: label above the arguments of a tool call
        return QCoreApplication::translate("ToolCallCard", "Arguments");
    //: shown instead of the arguments of a tool call that has none (or an empty object)
    return QCoreApplication::translate("ToolCallCard", "No arguments");
}

bool ChunkTexts::hasArguments(const Chunk &chunk)
{
    if (chunk.json.isNull())
        return false;
    QByteArray compact = chunk.json.json.simplified();
    compact.replace(' ', QByteArray());
    return compact != "{}";
}

QString ChunkTexts::layingOutText(qsizetype characters)
{
    return QCoreApplication::translate("ChunkCard", "Laying out %1 characters of text…")
        .arg(QLocale().toString(qint64(characters)));
}

QString ChunkTexts::errorTitle()
{
    //: label of the error a tool returned
    return QCoreApplication::translate("ToolResponseCard", "Error");
}

QString ChunkTexts::outputTitle()
{
    //: label of the result a tool returned
    return QCoreApplication::translate("ToolResponseCard", "Output");
}

const JsonText &ChunkTexts::resultOf(const Chunk &chunk)
{
    static const JsonText none;
    return !chunk.output.isNull() ? chunk.output : chunk.error.isNull() ? chunk.json : none;
}

QString ChunkTexts::agentTransferText(const Chunk &chunk)
{
    const QString target = chunk.targetAgent;
    QString name = chunk.displayName;
    if (name.isEmpty())
        name = target.mid(target.lastIndexOf(u'/') + 1);
    if (target.isEmpty() || name == target)
        //: hand-off to another agent; %1 its name
        return QCoreApplication::translate("AgentTransferCard", "→ %1").arg(name);
    //: hand-off to another agent; %1 its display name, %2 its resource name
    return QCoreApplication::translate("AgentTransferCard", "→ %1 (%2)").arg(name, target);
}

QString ChunkTexts::codeInfoText(const Chunk &chunk)
{
    if (chunk.mimeType.isEmpty())
        return QString();
    return chunk.kind == ChunkKind::ExecutableCode
        //: %1 programming language of a code chunk
        ? QCoreApplication::translate("CodeCard", "Language: %1").arg(chunk.mimeType)
        //: %1 outcome of running code, e.g. OUTCOME_OK
        : QCoreApplication::translate("CodeCard", "Outcome: %1").arg(chunk.mimeType);
}

QString ChunkTexts::plainShownText(const Chunk &chunk)
{
    if (chunk.mimeType.isEmpty())
        return chunk.text;
    if (chunk.kind == ChunkKind::Error)
        //: an error chunk: %1 error code, %2 message
        return QCoreApplication::translate("PlainCard", "%1: %2").arg(chunk.mimeType, chunk.text);
    //: a file reference: %1 URI, %2 MIME type
    return QCoreApplication::translate("PlainCard", "%1 (%2)").arg(chunk.text, chunk.mimeType);
}

QString ChunkTexts::blobInfoText(const Chunk &chunk)
{
    const QString mime = chunk.mimeType.isEmpty()
        ? QCoreApplication::translate("BlobCard", "unknown type")
        : chunk.mimeType;
    if (chunk.base64Error)
        //: %1 is a MIME type such as application/pdf
        return QCoreApplication::translate("BlobCard", "%1 — the data could not be decoded")
            .arg(mime);
    //: %1 is a MIME type, %2 a size such as "12.3 KB"
    return QCoreApplication::translate("BlobCard", "%1, %2")
        .arg(mime, QLocale().formattedDataSize(chunk.data.size()));
}

QString ChunkTexts::saveText()
{
    //: button: save the attachment to a file
    return QCoreApplication::translate("BlobCard", "Save as…");
}

QString ChunkTexts::imagePlaceholderText(
    const Chunk &chunk, bool decoding, const ImageDecoder::Result &result)
{
    if (decoding)
        //: placeholder while an image is being decoded
        return QCoreApplication::translate("ImageCard", "Decoding…");
    if (const QString why = result.refusalText(); !why.isEmpty())
        return why;
    const QString mime = chunk.mimeType.isEmpty()
        ? QCoreApplication::translate("ImageCard", "unknown type")
        : chunk.mimeType;
    //: placeholder for a broken image; %1 MIME type, %2 size of the data
    return QCoreApplication::translate("ImageCard", "Image could not be decoded (%1, %2)")
        .arg(mime, QLocale().formattedDataSize(chunk.data.size()));
}

QString ChunkTexts::imageCaptionText(const Chunk &chunk, QSize size)
{
    const QString mime = chunk.mimeType.isEmpty()
        ? QCoreApplication::translate("ImageCard", "unknown type")
        : chunk.mimeType;
    //: under an image thumbnail: %1 MIME type, %2 width, %3 height, %4 data size
    return QCoreApplication::translate("ImageCard", "%1, %2 × %3 px, %4")
        .arg(mime, QLocale().toString(size.width()), QLocale().toString(size.height()),
            QLocale().formattedDataSize(chunk.data.size()));
}
