// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>

/// A free-form JSON value (Struct, args, response, payload, variables, extra fields) kept as
/// compact UTF-8 JSON text in the source's key order. Key names inside are user data and are
/// never folded or renamed. Empty bytes = absent. Parse for display with JsonNode (models/json).
struct JsonText {
    QByteArray json;
    bool isNull() const { return json.isEmpty(); }
    bool operator==(const JsonText &o) const { return json == o.json; }
};
