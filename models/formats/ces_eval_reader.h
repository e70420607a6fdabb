// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "format_reader.h"

/// Reads CES evaluation resources (evaluations.md §1): ces.evaluation(s) with golden turns or a
/// scenario, ces.evaluation-result(s) (golden and scenario results), and evaluation runs and
/// datasets as summaries. Each result is one Conversation whose messages are what was observed,
/// with the EvaluationCase (expected side, metrics, outcomes) attached. Stateless.
class CesEvalReader : public FormatReader
{
public:
    Conversation read(const QString &formatId, const QVector<ReaderRecord> &records) const override;
};
