// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "json_text.h"

#include <QString>
#include <QStringList>
#include <QVector>
#include <optional>

/// Token counts of one model response (Gemini / ADK UsageMetadata, Agent Engine
/// customMetadata._usage_metadata). nullopt = the source did not give that count. A plain value
/// owned by its Message.
struct TokenUsage {
    std::optional<qint64> prompt;
    std::optional<qint64> candidates;
    std::optional<qint64> total;
    std::optional<qint64> cached;
    std::optional<qint64> thoughts;
    std::optional<qint64> toolUsePrompt;
    JsonText raw; ///< the usage object as in the source (modality details, trafficType, ...)
    bool isEmpty() const
    {
        return !prompt && !candidates && !total && !cached && !thoughts && !toolUsePrompt;
    }
};

/// What an ADK / Agent Engine event asked of its session (EventActions, formats.md §1.4.3).
/// Free-form values keep their keys exactly as given. A plain value owned by its Message.
struct EventActions {
    JsonText stateDelta; ///< Struct; null when absent or `{}` ("no change")
    JsonText artifactDelta; ///< filename → version; null when absent or `{}`
    QString transferToAgent; ///< any of the three spellings; empty when none
    bool escalate = false;
    bool skipSummarization = false;
    JsonText requestedAuthConfigs; ///< keyed by function-call id; null when absent or `{}`
    JsonText extra; ///< other actions (requestedToolConfirmations, compaction, endOfAgent, ...)
    bool isEmpty() const
    {
        return stateDelta.isNull() && artifactDelta.isNull() && transferToAgent.isEmpty()
            && !escalate && !skipSummarization && requestedAuthConfigs.isNull() && extra.isNull();
    }
};

/// Streaming and live flags of an event (ADK Event / Agent Engine eventMetadata).
struct EventFlags {
    bool partial = false; ///< a streamed fragment
    bool turnComplete = false;
    bool interrupted = false;
    /// Synthesised by the reader from partial fragments that no complete event followed
    /// (a cut-off stream, formats.md §1.4.6); `mergedFragments` says how many.
    int mergedFragments = 0;
};

/// One safety rating (Gemini candidate, Discovery Engine answer). Enum values as canonical names
/// (or the raw value when unknown).
struct SafetyRating {
    QString category;
    QString probability;
    std::optional<double> probabilityScore;
    QString severity;
    std::optional<double> severityScore;
    bool blocked = false;
};
