// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

// Exact decimal text → scaled int64 conversion, shared by the tolerant number, time and duration
// readers (models/json internal; no Qt or nlohmann types).

#include <QtGlobal>
#include <string_view>

namespace tolerant {

/// Parses `text` ("-12", "1.37e2", "0.000250", "+3.") as a decimal and returns value × 10^scale,
/// truncated toward zero, in *out. False when the text is not a plain decimal number or the result
/// does not fit in int64. *exact (optional) says whether no non-zero digit was truncated.
bool parseScaledDecimal(std::string_view text, int scale, qint64 *out, bool *exact = nullptr);

} // namespace tolerant
