// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/conversation.h"

#include <memory>

/// Joins a CES golden result opened beside its golden Evaluation (issue 19): a result does not
/// repeat the user's input of each turn, its Evaluation has it. A namespace of pure functions;
/// the conversations are shared, never changed.
namespace evaluationjoin {

/// Whether `result` (a CES evaluation result) lacks the user's input of a turn, so that its
/// golden Evaluation can add it.
bool wantsGolden(const Conversation &result);
/// Whether `golden` (a CES Evaluation) is the one `result` ran: the result's name is one of its
/// results ("…/evaluations/e1/results/r1" under "…/evaluations/e1").
bool isGoldenOf(const Conversation &golden, const Conversation &result);
/// A copy of `result` (its messages shared) whose turns without user input take it from the
/// golden turn of the same index.
std::shared_ptr<const Conversation> joined(const Conversation &result, const Conversation &golden);

} // namespace evaluationjoin
