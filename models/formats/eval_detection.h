// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <nlohmann/json_fwd.hpp>

/// Detection of evaluation files (evaluations.md §3.8 rules 1-6), used by format_registry.cpp.
namespace formats {
/// The evaluation format id of object `o` ("adk.evalset-result", "ces.evaluation", ...), or
/// null when it is no evaluation shape. Keys are matched folded (snake_case and camelCase).
const char *evaluationFormatId(const nlohmann::ordered_json &o);
} // namespace formats
