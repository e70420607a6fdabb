// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once
// Parts of the CES evaluation reader (ces_eval_*.cpp): golden turns, expectations, results.
#include "eval_support.h"

namespace ceseval {

/// The thresholds a result recorded (evaluationMetricsThresholds), or the documented defaults
/// (§1.9) marked as such.
struct Thresholds {
    double semanticSimilarity = 3;
    double toolInvocation = 1;
    double parameterCorrectness = 1;
    bool semanticDefault = true;
    bool toolDefault = true;
    bool parameterDefault = true;
    bool hallucinationCounted = true;
};
Thresholds readThresholds(const evalread::Json *t);

/// Reads expectation item `kind` ("toolCall", "agentResponse", ...) into `side` and, when
/// `messages` is given, into a message of turn `turn`.
void readItem(const QString &kind, const evalread::Json &value, const QString &jsonPath, int turn,
    const SourceLocation &where, EvaluationSide &side, QVector<Message> *messages,
    Diagnostics &diagnostics);

/// An EvaluationResult (golden or scenario) as one case.
evalread::ReadCase readResult(
    const evalread::Json &r, const QString &jsonPath, const SourceLocation &where);
/// An Evaluation (golden turns or a scenario) as one case: its expected side, shown as messages.
evalread::ReadCase readEvaluation(
    const evalread::Json &e, const QString &jsonPath, const SourceLocation &where);

} // namespace ceseval
