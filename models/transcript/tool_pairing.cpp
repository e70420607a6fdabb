// SPDX-License-Identifier: GPL-2.0-or-later
// pairToolCalls(): links ToolCall and ToolResponse chunks of one conversation (formats.md §1.3.4,
// §1.4.5). By id first; without ids, by tool identity and order within the turn.
#include "conversation.h"

#include <optional>
#include <vector>

using namespace Qt::StringLiterals;

namespace {

// The tool a call or response is about: its resource (plus toolset tool) or else its name.
QString toolIdentity(const Chunk &c)
{
    if (!c.toolResource.isEmpty())
        return c.toolResource + u'#' + c.toolsetToolId;
    return u"name:"_s + c.toolName;
}

struct PendingCall {
    ChunkAddress address;
    QString id;
    int turn = -1;
    bool paired = false;
    std::optional<QString> identity; ///< toolIdentity(), once a response without an id asks
};

} // namespace

void pairToolCalls(Conversation &c)
{
    std::vector<PendingCall> calls;
    for (int m = 0; m < c.messages.size(); ++m) {
        Message &msg = c.messages[m];
        for (int k = 0; k < msg.chunks.size(); ++k) {
            Chunk &chunk = msg.chunks[k];
            if (chunk.kind != ChunkKind::ToolCall && chunk.kind != ChunkKind::ToolResponse)
                continue;
            chunk.paired = ChunkAddress();
            if (chunk.kind == ChunkKind::ToolCall) {
                // Its identity is written out only when a response without a matching id asks
                // (most pair by id).
                calls.push_back({ChunkAddress {m, k}, chunk.toolId, msg.turn, false, std::nullopt});
                continue;
            }

            PendingCall *match = nullptr;
            if (!chunk.toolId.isEmpty()) {
                for (PendingCall &call : calls) {
                    if (!call.paired && call.id == chunk.toolId) {
                        match = &call;
                        break;
                    }
                }
            }
            if (!match) {
                // No id, or an id no call carries: the earliest unanswered call of the same tool
                // in the same turn (whole conversation when there are no turns). A call that has
                // a different id is not taken.
                const QString identity = toolIdentity(chunk);
                for (PendingCall &call : calls) {
                    if (call.paired || (!chunk.toolId.isEmpty() && !call.id.isEmpty()))
                        continue;
                    if (msg.turn != -1 && call.turn != msg.turn)
                        continue;
                    if (!call.identity)
                        call.identity = toolIdentity(
                            c.messages.at(call.address.message).chunks.at(call.address.chunk));
                    if (*call.identity != identity)
                        continue;
                    match = &call;
                    break;
                }
            }
            if (match) {
                match->paired = true;
                chunk.paired = match->address;
                c.messages[match->address.message].chunks[match->address.chunk].paired
                    = ChunkAddress {m, k};
                continue;
            }
            const QString what = !chunk.toolId.isEmpty() ? chunk.toolId : chunk.toolName;
            SourceLocation loc;
            loc.jsonPath = !chunk.jsonPath.isEmpty() ? chunk.jsonPath : msg.jsonPath;
            msg.diagnostics.append(makeDiagnostic(Severity::Warning,
                QT_TRANSLATE_NOOP("Diagnostic", "Tool response %1 answers no tool call"), {what},
                loc));
        }
    }
}
