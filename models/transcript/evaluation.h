// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "json_text.h"

#include <QString>
#include <QStringList>
#include <QVector>
#include <optional>
#include <vector>

/// Which producer wrote an evaluation (evaluations.md §1 and §2).
enum class EvaluationFamily { Ces, Adk };

/// A verdict as the file recorded it (never recomputed, evaluations.md §3.6). Unknown keeps the
/// raw value in the row's `rawStatus`; 0 / OUTCOME_UNSPECIFIED is Unknown, never Fail.
enum class EvaluationStatus { Unknown, Pass, Fail, NotEvaluated, Skipped, Informational };

/// Stable id for export ("pass", "fail", "notEvaluated", "skipped", "informational", "unknown").
QString evaluationStatusId(EvaluationStatus status);
/// The status word in the current UI language (context "EvaluationStatus").
QString evaluationStatusText(EvaluationStatus status);

/// One tool call of an expected or actual trajectory: a plain value.
struct EvaluationToolCall {
    QString name; ///< displayName, toolId, last resource segment, or the function name
    QString resource; ///< CES tool resource (match by it); empty for ADK
    QString id; ///< call id (ADK ids never match: ignore for comparison)
    JsonText args; ///< the arguments object as in the source
    JsonText response; ///< the paired response, when known
};

/// What one side (expected or actual) of a turn holds. `present` is false when the file has no
/// such side ("no expected", evaluations.md §3.3).
struct EvaluationSide {
    bool present = false;
    QVector<EvaluationToolCall> toolCalls;
    QStringList responseParts; ///< the text parts of the final response, in order
    QString transferTarget; ///< agent transferred to, when any
    JsonText variables; ///< variables set (CES updatedVariables)
    QString responseText() const { return responseParts.join(QString()); }
};

/// One metric result (evaluations.md §3.2 MetricRow): a plain value. A missing score is not 0.
struct MetricRow {
    QString name; ///< metric id as in the source ("tool_trajectory_avg_score", "hallucination")
    std::optional<double> score;
    std::optional<double> scaleMin;
    std::optional<double> scaleMax;
    std::optional<double> threshold;
    bool thresholdIsDefault = false; ///< the documented default, not written in the file
    EvaluationStatus status = EvaluationStatus::Unknown;
    QString rawStatus; ///< the status as written (a name or a number), empty when absent
    QString label;
    QString explanation;
    QString jsonPath;
};

/// One CES expectation beside what was observed (evaluations.md §1.6): a plain value.
struct ExpectationRow {
    QString kind; ///< "toolCall", "toolResponse", "agentResponse", "agentTransfer", ...
    QString note;
    JsonText expected;
    JsonText observed; ///< null when nothing was observed
    EvaluationStatus status = EvaluationStatus::Unknown;
    QString rawStatus;
    std::optional<double> detailScore; ///< parameterCorrectnessScore, rubric score
    QString explanation;
    QString jsonPath;
};

/// One turn (CES) or invocation (ADK) with its expected and actual sides: a plain value.
struct TurnPair {
    int index = 0;
    QString userInput;
    EvaluationSide expected;
    EvaluationSide actual;
    QVector<MetricRow> metrics;
    QVector<ExpectationRow> expectations;
    std::optional<qint64> latencyNanos;
    QString conversationName; ///< CES conversation generated for this turn
    QString jsonPath;
};

/// One evaluation case or result (evaluations.md §3.2), attached to the Conversation that holds
/// its actual side (Conversation::evaluation). Immutable once read; a run, set or list read as one
/// conversation lists what it holds in `cases`.
struct EvaluationCase {
    EvaluationFamily family = EvaluationFamily::Adk;
    QString formatId; ///< "adk.evalset-result", "ces.evaluation-result", ...
    QString id;
    QString title;
    EvaluationStatus status = EvaluationStatus::Unknown;
    QString rawStatus;
    QVector<MetricRow> metrics;
    QVector<TurnPair> turns;
    QString linkedConversation; ///< CES scenario conversation, ADK session id
    QString sourceRunId; ///< the run or set result that produced it
    QString jsonPath;
    std::vector<EvaluationCase> cases; ///< summaries of the cases a run, set or list holds
};
