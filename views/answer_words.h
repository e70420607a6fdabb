// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/answer_details.h"

#include <QCoreApplication>
#include <QString>

/// Plain, translated words for the Discovery Engine enum names an AnswerDetails carries (answer
/// state, skipped reasons, query classification types, safety values, blob attribution), shared
/// by the answer pane and the message header badges. Stateless; unknown names come back as given.
class AnswerWords
{
    Q_DECLARE_TR_FUNCTIONS(AnswerWords)
public:
    /// Answer.State / AssistAnswer.State: "SUCCEEDED" → "Succeeded".
    static QString state(const QString &name);
    /// A skipped reason in a few words, for a badge: "OUT_OF_DOMAIN_QUERY_IGNORED" →
    /// "out of domain".
    static QString skippedReason(const QString &name);
    /// One sentence saying what a skipped reason means (answer reasons 1–11, assist reasons 1–2).
    static QString skippedExplanation(const QString &name);
    /// QueryClassificationInfo.Type: "ADVERSARIAL_QUERY" → "Adversarial query".
    static QString classificationType(const QString &name);
    /// HarmCategory: "HARM_CATEGORY_HATE_SPEECH" → "Hate speech".
    static QString harmCategory(const QString &name);
    /// HarmProbability or HarmSeverity: "NEGLIGIBLE" / "HARM_SEVERITY_LOW" → "negligible" / "low".
    static QString harmLevel(const QString &name);
    /// BlobAttachment.AttributionType: "CORPUS" → "From the corpus".
    static QString attribution(const QString &name);
    /// Whether an answer in this state is over with a problem (FAILED) or still running.
    static bool isFailure(const QString &state) { return state == QLatin1String("FAILED"); }
};
