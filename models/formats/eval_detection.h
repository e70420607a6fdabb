// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <nlohmann/json_fwd.hpp>

#include <QString>

/// Detection of evaluation files (evaluations.md §3.8 rules 1-6), used by format_registry.cpp.
namespace formats {
/// The evaluation format id of object `o` ("adk.evalset-result", "ces.evaluation", ...), or
/// null when it is no evaluation shape. Keys are matched folded (snake_case and camelCase).
const char *evaluationFormatId(const nlohmann::ordered_json &o);
/// Rule 7: the JSON inside a CES export response's base64 `evaluationResultsContent`,
/// `evaluationsContent` or `evaluationRunsContent`, parsed into `out`; false when `o` has none or
/// it is no JSON (YAML exports).
bool evaluationExportContent(const nlohmann::ordered_json &o, nlohmann::ordered_json &out);
/// Rule 7: what a CES evaluation operation or an export kept in Cloud Storage points to (the
/// run's name, the gs:// folder), or an empty string when `o` is neither.
QString evaluationElsewhere(const nlohmann::ordered_json &o);
} // namespace formats
