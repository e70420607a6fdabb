// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "event_data.h"
#include "json_text.h"
#include "timestamp.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QVector>
#include <optional>

/// One search result of a Discovery Engine step observation. Snippets are kept as given (HTML
/// fragments with <b> and entities); views sanitise them (formats.md §3.12).
struct AnswerSearchResult {
    QString title;
    QString uri;
    QString document;
    QStringList snippets; ///< snippetInfo[].snippet, raw
    QStringList snippetStatuses; ///< parallel to snippets
    QStringList chunkContents; ///< chunkInfo[].content
    JsonText structData;
    QString jsonPath;
};

/// One action of a step: the search query it ran and what it observed.
struct AnswerStepAction {
    QString searchQuery; ///< searchAction.query (the rewritten query); empty when none
    QVector<AnswerSearchResult> results;
    JsonText raw;
    QString jsonPath;
};

/// One step of the answer's agent trace (Answer.steps[]).
struct AnswerStep {
    QString state; ///< canonical enum name (or raw)
    QString description;
    QString thought;
    QVector<AnswerStepAction> actions;
    QString jsonPath;
};

/// A Discovery Engine blob attachment (image or other data the answer carries).
struct AnswerBlob {
    QString mimeType;
    QByteArray data; ///< decoded; empty when the base64 did not decode
    QString attributionType; ///< CORPUS, GENERATED, ...
    QString jsonPath;
};

/// The Discovery Engine data of an answer message beyond its text and grounding: state, skipped
/// reasons, steps, related questions, classification, safety and times. A plain immutable value,
/// shared by its Message.
struct AnswerDetails {
    QString name; ///< answer resource name
    QString state; ///< Answer.State / AssistAnswer.State canonical name (or raw)
    QStringList skippedReasons; ///< answerSkippedReasons / assistSkippedReasons, canonical names
    QStringList relatedQuestions;
    QVector<AnswerStep> steps;
    /// queryUnderstandingInfo.queryClassificationInfo: (type name, positive)
    QVector<QPair<QString, bool>> queryClassifications;
    QVector<SafetyRating> safetyRatings;
    QVector<AnswerBlob> blobAttachments;
    Timestamp createTime;
    Timestamp completeTime;
    std::optional<double> groundingScore; ///< answer.groundingScore (absent ≠ 0.0)
    QString answerQueryToken;
    JsonText queryConfig; ///< session turn queryConfig (map), when given
};
