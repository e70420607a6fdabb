// SPDX-License-Identifier: GPL-2.0-or-later
#include "chunk.h"

#include <array>
#include <utility>

using namespace Qt::StringLiterals;

namespace {

struct KindId {
    ChunkKind kind;
    const char16_t *id;
};

constexpr std::array<KindId, 16> kKindIds = {{
    {ChunkKind::Text, u"text"},
    {ChunkKind::Thought, u"thought"},
    {ChunkKind::Transcript, u"transcript"},
    {ChunkKind::Blob, u"blob"},
    {ChunkKind::Payload, u"payload"},
    {ChunkKind::Image, u"image"},
    {ChunkKind::ToolCall, u"toolCall"},
    {ChunkKind::ToolResponse, u"toolResponse"},
    {ChunkKind::AgentTransfer, u"agentTransfer"},
    {ChunkKind::UpdatedVariables, u"updatedVariables"},
    {ChunkKind::DefaultVariables, u"defaultVariables"},
    {ChunkKind::ExecutableCode, u"executableCode"},
    {ChunkKind::CodeExecutionResult, u"codeExecutionResult"},
    {ChunkKind::File, u"file"},
    {ChunkKind::Error, u"error"},
    {ChunkKind::Unknown, u"unknown"},
}};

} // namespace

QString chunkKindId(ChunkKind kind)
{
    for (const KindId &k : kKindIds) {
        if (k.kind == kind)
            return QString::fromUtf16(k.id);
    }
    return u"unknown"_s;
}

std::optional<ChunkKind> chunkKindFromId(const QString &id)
{
    for (const KindId &k : kKindIds) {
        if (id == QStringView(k.id))
            return k.kind;
    }
    return std::nullopt;
}
