// SPDX-License-Identifier: GPL-2.0-or-later
#include "evaluation_join.h"

#include "transcript/evaluation.h"

using namespace Qt::StringLiterals;

namespace evaluationjoin {

bool wantsGolden(const Conversation &result)
{
    const EvaluationCase *e = result.evaluation.get();
    // A result is named under its Evaluation: "…/evaluations/e1/results/r1".
    if (!e || e->family != EvaluationFamily::Ces || !e->id.contains(u"/results/"_s))
        return false;
    for (const TurnPair &t : e->turns)
        if (t.userInput.isEmpty())
            return true;
    return false;
}

bool isGoldenOf(const Conversation &golden, const Conversation &result)
{
    const EvaluationCase *g = golden.evaluation.get();
    const EvaluationCase *r = result.evaluation.get();
    return g && r && g->family == EvaluationFamily::Ces && r->family == EvaluationFamily::Ces
        && !g->id.isEmpty() && !g->turns.isEmpty() && r->id.startsWith(g->id + u"/results/"_s);
}

std::shared_ptr<const Conversation> joined(const Conversation &result, const Conversation &golden)
{
    auto copy = std::make_shared<Conversation>(result);
    auto evaluation = std::make_shared<EvaluationCase>(*result.evaluation);
    for (TurnPair &t : evaluation->turns) {
        if (!t.userInput.isEmpty())
            continue;
        for (const TurnPair &g : golden.evaluation->turns) {
            if (g.index == t.index) {
                t.userInput = g.userInput;
                break;
            }
        }
    }
    copy->evaluation = std::move(evaluation);
    return copy;
}

} // namespace evaluationjoin
