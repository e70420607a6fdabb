// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chunk.h"
#include "diagnostic.h"
#include "event_data.h"
#include "grounding.h"
#include "json_text.h"
#include "timestamp.h"

#include <QPair>
#include <QString>
#include <QStringList>
#include <QVector>
#include <memory>

struct AnswerDetails;
struct MessageCoverage;

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
    JsonPath jsonPath; ///< where the message is in the source
    Diagnostics diagnostics; ///< problems found in this message

    // Event data (ADK / Agent Engine / Gemini); empty for formats that have none.
    QString invocationId; ///< shared by the events of one invocation
    QString branch; ///< dotted agent path, parent first ("root.planner")
    EventFlags flags;
    QStringList longRunningToolIds; ///< calls that may stay open ("pending", not an error)
    QString finishReason; ///< canonical enum name (or the raw value)
    QString modelVersion;
    int candidate = -1; ///< Gemini: the candidate index; -1 when the format has none
    TokenUsage usage;
    EventActions actions;
    JsonText customMetadata; ///< free-form; `_usage_metadata` already read into `usage`
    QVector<SafetyRating> safetyRatings;
    /// Other metadata for the details pane, in order: (field name as in the source, value text).
    QVector<QPair<QString, QString>> properties;
    /// Discovery Engine answer data (steps, related questions, skipped reasons, ...); null for
    /// other messages.
    std::shared_ptr<const AnswerDetails> answer;
    /// How much of the answer its citations cover, computed once when the conversation is read
    /// (MessageCoverage::attach, on the reading thread); null when not computed. Read it through
    /// MessageCoverage::of, which computes it when it is null.
    std::shared_ptr<const MessageCoverage> coverage;
};
