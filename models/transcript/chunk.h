// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "json_path.h"
#include "json_text.h"

#include <QByteArray>
#include <QString>
#include <optional>

/// Every kind of chunk, one vocabulary for all families (cli.md "kind").
enum class ChunkKind {
    Text,
    Thought,
    Transcript,
    Blob,
    Payload,
    Image,
    ToolCall,
    ToolResponse,
    AgentTransfer,
    UpdatedVariables,
    DefaultVariables,
    ExecutableCode,
    CodeExecutionResult,
    File,
    Error,
    Unknown, ///< a data key no reader knows; `unknownKey` names it, `json` holds its value
};

/// Stable id used by export and check ("toolCall", "updatedVariables", ...). Never translated.
QString chunkKindId(ChunkKind kind);
/// Inverse of chunkKindId; nullopt for an unknown id.
std::optional<ChunkKind> chunkKindFromId(const QString &id);

/// Where the paired tool call / response lives: indices into Conversation::messages and
/// Message::chunks. Set by pairToolCalls(); -1 when unpaired.
struct ChunkAddress {
    int message = -1;
    int chunk = -1;
    bool isValid() const { return message >= 0 && chunk >= 0; }
    bool operator==(const ChunkAddress &o) const
    {
        return message == o.message && chunk == o.chunk;
    }
};

/// One chunk of a message (CES Chunk, genai Part, ...). A plain immutable value once read; the
/// fields used depend on `kind` (see the comments). Owned by its Message.
struct Chunk {
    ChunkKind kind = ChunkKind::Text;

    /// Text, Thought, Transcript: the text. ExecutableCode: the code. CodeExecutionResult: the
    /// output. File: the URI. Error: the error message. AgentTransfer: unused.
    QString text;
    /// Blob, Image, File: the declared MIME type. ExecutableCode: the language.
    /// CodeExecutionResult: the outcome. Error: the error code.
    QString mimeType;
    /// Blob, Image: the decoded bytes (empty when the base64 did not decode; see base64Error).
    QByteArray data;
    bool base64Error = false;

    /// ToolCall / ToolResponse: the call id; may be empty.
    QString toolId;
    /// ToolCall / ToolResponse: the name shown (displayName, else the last segment of the tool
    /// resource, else toolsetTool.toolId, else the function name).
    QString toolName;
    /// ToolCall / ToolResponse: the resource (`…/tools/t9` or the toolset `…/toolsets/crm`).
    QString toolResource;
    /// ToolCall / ToolResponse with a toolsetTool: its toolId.
    QString toolsetToolId;
    /// ToolCall: `args`. ToolResponse: the whole `response`. Payload, UpdatedVariables,
    /// DefaultVariables: the Struct. Unknown: the unknown value.
    JsonText json;
    /// ToolResponse: response.output / response.error when present (any JSON value).
    JsonText output;
    JsonText error;
    /// The tool call this response answers, or the response of this call.
    ChunkAddress paired;

    /// AgentTransfer: target agent resource (or plain name) and its display name.
    QString targetAgent;
    QString displayName;

    /// Unknown: the unknown data key.
    QString unknownKey;
    /// Fields beside the data key that the reader does not know, kept for the details pane and
    /// export "extra". Null when there were none.
    JsonText extra;
    /// The chunk's own JSON as in the source (for the details pane).
    JsonText raw;
    /// JSON path of the chunk in the source, e.g. `turns[0].messages[1].chunks[2]`.
    JsonPath jsonPath;
    /// The index of the source part this chunk was read from, as the grounding numbers parts
    /// (PartRange::partIndex: Gemini/ADK `content.parts[i]`, a DE answer text = 0, AssistAnswer
    /// reply i); -1 when no grounding refers to it. Views map highlight ranges with it.
    int sourcePart = -1;
    /// Thought: the part's `thoughtSignature` size in bytes (opaque; size only). Any kind: 0 when
    /// absent.
    qint64 thoughtSignatureBytes = 0;
};
