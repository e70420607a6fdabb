// SPDX-License-Identifier: GPL-2.0-or-later
// SessionConfig.historicalContexts from a conversation of any family: its chunks as CES Chunks
// (google/cloud/ces/v1/example.proto), in the proto3 JSON mapping.
#include "ces_history.h"

#include "transcript/conversation.h"

#include <nlohmann/json.hpp>

#include <optional>

using namespace Qt::StringLiterals;
using Json = nlohmann::ordered_json;

namespace {

std::string utf8(const QString &text)
{
    return text.toStdString();
}

/// A Struct or any JSON value kept as text; nullopt when it does not parse (or is absent and
/// `required` is false).
std::optional<Json> parsed(const JsonText &text, bool required)
{
    if (text.isNull())
        return required ? std::optional<Json>(Json::object()) : std::nullopt;
    Json value = Json::parse(
        text.json.constData(), text.json.constData() + text.json.size(), nullptr, false);
    if (value.is_discarded())
        return std::nullopt;
    return value;
}

/// The tool a call or response names, as the oneof `tool_identifier`: `tool` or `toolsetTool`.
/// False when it names no CES resource.
bool putTool(const Chunk &chunk, Json &out)
{
    if (chunk.toolResource.contains(u"/toolsets/"_s)) {
        Json toolset {{"toolset", utf8(chunk.toolResource)}};
        if (!chunk.toolsetToolId.isEmpty())
            toolset["toolId"] = utf8(chunk.toolsetToolId);
        out["toolsetTool"] = std::move(toolset);
        return true;
    }
    if (chunk.toolResource.contains(u"/tools/"_s)) {
        out["tool"] = utf8(chunk.toolResource);
        return true;
    }
    return false;
}

/// `chunk` as a CES Chunk; nullopt when it has no CES form.
std::optional<Json> cesChunk(const Chunk &chunk)
{
    const auto bytes = [&chunk](const char *key) -> std::optional<Json> {
        if (chunk.base64Error)
            return std::nullopt;
        return Json {{key,
            {{"mimeType", utf8(chunk.mimeType)}, {"data", chunk.data.toBase64().toStdString()}}}};
    };
    const auto structOf = [&chunk](const char *key) -> std::optional<Json> {
        std::optional<Json> value = parsed(chunk.json, true);
        if (!value)
            return std::nullopt;
        return Json {{key, std::move(*value)}};
    };
    switch (chunk.kind) {
    case ChunkKind::Text:
        return Json {{"text", utf8(chunk.text)}};
    case ChunkKind::Transcript:
        return Json {{"transcript", utf8(chunk.text)}};
    case ChunkKind::Blob:
        return bytes("blob");
    case ChunkKind::Image:
        return bytes("image");
    case ChunkKind::Payload:
        return structOf("payload");
    case ChunkKind::UpdatedVariables:
        return structOf("updatedVariables");
    case ChunkKind::DefaultVariables:
        return structOf("defaultVariables");
    case ChunkKind::ToolCall:
    case ChunkKind::ToolResponse: {
        const bool call = chunk.kind == ChunkKind::ToolCall;
        Json tool = Json::object();
        if (!chunk.toolId.isEmpty())
            tool["id"] = utf8(chunk.toolId);
        if (!putTool(chunk, tool))
            return std::nullopt;
        std::optional<Json> value = parsed(chunk.json, !call);
        if (value)
            tool[call ? "args" : "response"] = std::move(*value);
        else if (!chunk.json.isNull())
            return std::nullopt;
        return Json {{call ? "toolCall" : "toolResponse", std::move(tool)}};
    }
    case ChunkKind::AgentTransfer:
        if (!chunk.targetAgent.contains(u"/agents/"_s))
            return std::nullopt;
        return Json {{"agentTransfer", {{"targetAgent", utf8(chunk.targetAgent)}}}};
    case ChunkKind::Thought:
    case ChunkKind::ExecutableCode:
    case ChunkKind::CodeExecutionResult:
    case ChunkKind::File:
    case ChunkKind::Error:
    case ChunkKind::Unknown:
        break;
    }
    return std::nullopt;
}

} // namespace

CesHistory CesHistory::of(const Conversation &c, int lastMessage)
{
    CesHistory history;
    const int end = lastMessage < 0 || lastMessage >= c.messages.size() ? int(c.messages.size())
                                                                        : lastMessage + 1;
    Json messages = Json::array();
    for (int i = 0; i < end; ++i) {
        const Message &m = c.messages.at(i);
        Json chunks = Json::array();
        for (const Chunk &chunk : m.chunks) {
            if (std::optional<Json> out = cesChunk(chunk))
                chunks.push_back(std::move(*out));
            else
                ++history.leftOutChunks;
        }
        if (chunks.empty())
            continue;
        const bool user = m.role.compare(u"user"_s, Qt::CaseInsensitive) == 0;
        Json message {{"role", user ? "user" : "agent"}, {"chunks", std::move(chunks)}};
        if (m.time.valid)
            message["eventTime"] = utf8(m.time.toRfc3339());
        messages.push_back(std::move(message));
        ++history.messages;
    }
    const std::string text = messages.dump(-1, ' ', false, Json::error_handler_t::replace);
    history.json = QByteArray(text.data(), qsizetype(text.size()));
    return history;
}
