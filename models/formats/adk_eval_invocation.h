// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once
// ADK Invocation objects (evaluations.md §2.3, §2.4) read into one side of a TurnPair and,
// for the actual side, into messages. Internal to the ADK evaluation reader.
#include "eval_support.h"

namespace adkeval {

/// One invocation read: its user text, its side and (when asked) its messages.
struct InvocationRead {
    QString userInput;
    EvaluationSide side;
    QVector<Message> messages;
};

/// Reads Invocation `inv` at `jsonPath` as turn `turn`; messages are built when `withMessages`.
InvocationRead readInvocation(const evalread::Json &inv, const QString &jsonPath,
    const SourceLocation &where, int turn, bool withMessages, Diagnostics &diagnostics);

/// A metric result object (EvalMetricResult) at `jsonPath`.
MetricRow readMetric(const evalread::Json &m, const QString &jsonPath, const SourceLocation &where,
    Diagnostics &diagnostics);

/// A legacy `.test.json` item list (query, expected_tool_use, reference) as one case.
evalread::ReadCase readLegacyItems(const QVector<const evalread::Json *> &items,
    const QStringList &paths, const SourceLocation &where);

} // namespace adkeval
