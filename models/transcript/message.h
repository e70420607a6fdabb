// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chunk.h"
#include "diagnostic.h"
#include "grounding.h"
#include "json_text.h"
#include "timestamp.h"

#include <QString>
#include <QVector>
#include <memory>

/// One message of a conversation (CES Message, ADK event, Gemini candidate, DE query/answer).
/// A plain value, immutable once its reader has built it; owned by its Conversation.
struct Message {
    QString id;
    QString role; ///< as in the source ("user", "agent", "model", ...); free text
    QString author; ///< the agent or user that wrote it, when the format says
    Timestamp time;
    QVector<Chunk> chunks;
    std::shared_ptr<const Grounding> grounding; ///< null when the message has none
    int turn = -1; ///< index of the turn it belongs to, -1 when the format has no turns
    JsonText extra; ///< unknown fields of the message
    JsonText raw; ///< the message's own JSON as in the source
    QString jsonPath;
    Diagnostics diagnostics; ///< problems found in this message
};
