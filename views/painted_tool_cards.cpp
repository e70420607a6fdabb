// SPDX-License-Identifier: GPL-2.0-or-later
#include "painted_tool_cards.h"

#include "chunk_texts.h"
#include "painted_json_cards.h"
#include "transcript/chunk.h"

using namespace PaintedLayout;

namespace PaintedToolCards {

void addTool(
    PaintedMessage &out, Column &column, const Metrics &m, const Chunk &chunk, CardContext &context)
{
    addLabel(out, column, chunk.toolName, m.bold, m.text, false);
    const QString identity = ChunkTexts::toolIdentityText(chunk);
    if (!identity.isEmpty())
        addLabel(out, column, identity, m.font, m.theme.muted, true);
    if (chunk.kind == ChunkKind::ToolCall) {
        addLabel(out, column, ChunkTexts::argumentsTitle(chunk), m.font, m.theme.muted, false);
        if (ChunkTexts::hasArguments(chunk))
            PaintedJsonCards::addValue(out, column, m, chunk.json, m.text, context);
        return;
    }
    if (!chunk.error.isNull()) {
        addLabel(out, column, ChunkTexts::errorTitle(), m.bold, m.theme.error, false);
        PaintedJsonCards::addValue(out, column, m, chunk.error, m.theme.error, context);
    }
    if (const JsonText &result = ChunkTexts::resultOf(chunk); !result.isNull()) {
        addLabel(out, column, ChunkTexts::outputTitle(), m.font, m.theme.muted, false);
        PaintedJsonCards::addValue(out, column, m, result, m.text, context);
    }
}

void addTransfer(PaintedMessage &out, Column &column, const Metrics &m, const Chunk &chunk)
{
    addLabel(out, column, ChunkTexts::agentTransferText(chunk), m.bold, m.text, true);
}

void addCode(PaintedMessage &out, Column &column, const Metrics &m, const Chunk &chunk,
    const CardContext &context)
{
    if (const QString info = ChunkTexts::codeInfoText(chunk); !info.isEmpty())
        addLabel(out, column, info, m.font, m.theme.muted, false);
    addSearchedLabel(out, column, m, chunk.text, m.fixed, m.text, context);
}

} // namespace PaintedToolCards
