// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "format_reader.h"

/// Reads ADK evaluation files (evaluations.md §2): adk.evalset, adk.eval-case,
/// adk.evalset-result, adk.run-eval-results, adk.legacy-test and adk.legacy-evalset, in
/// snake_case or camelCase, double-encoded or not. Each case is one Conversation whose messages
/// are its actual invocations (the expected ones for a set, which has no run) with the
/// EvaluationCase attached. Stateless.
class AdkEvalReader : public FormatReader
{
public:
    Conversation read(const QString &formatId, const QVector<ReaderRecord> &records) const override;
};
