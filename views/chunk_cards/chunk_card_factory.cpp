// SPDX-License-Identifier: GPL-2.0-or-later
#include "chunk_card_factory.h"

#include "agent_transfer_card.h"
#include "blob_card.h"
#include "code_card.h"
#include "image_card.h"
#include "json_card.h"
#include "plain_card.h"
#include "text_card.h"
#include "thought_card.h"
#include "tool_call_card.h"
#include "tool_response_card.h"

ChunkCard *createChunkCard(const Chunk &chunk, ChunkAddress address, QWidget *parent)
{
    ChunkCard *card = nullptr;
    switch (chunk.kind) {
    case ChunkKind::Text:
    case ChunkKind::Transcript:
        card = new TextCard(chunk, address, parent);
        break;
    case ChunkKind::Thought:
        card = new ThoughtCard(chunk, address, parent);
        break;
    case ChunkKind::Blob:
        card = new BlobCard(chunk, address, parent);
        break;
    case ChunkKind::Image:
        card = new ImageCard(chunk, address, parent);
        break;
    case ChunkKind::ToolCall:
        card = new ToolCallCard(chunk, address, parent);
        break;
    case ChunkKind::ToolResponse:
        card = new ToolResponseCard(chunk, address, parent);
        break;
    case ChunkKind::AgentTransfer:
        card = new AgentTransferCard(chunk, address, parent);
        break;
    case ChunkKind::ExecutableCode:
    case ChunkKind::CodeExecutionResult:
        card = new CodeCard(chunk, address, parent);
        break;
    case ChunkKind::File:
    case ChunkKind::Error:
        card = new PlainCard(chunk, address, parent);
        break;
    case ChunkKind::Payload:
    case ChunkKind::UpdatedVariables:
    case ChunkKind::DefaultVariables:
    case ChunkKind::Unknown:
        card = new JsonCard(chunk, address, parent);
        break;
    }
    if (!card)
        card = new JsonCard(chunk, address, parent);
    card->watchClicks();
    return card;
}
