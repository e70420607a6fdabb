// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/json_text.h"

#include <QString>
#include <QVector>
#include <memory>

/// A parsed JSON value as a plain Qt-side tree for display (details pane, payload and argument
/// trees). Keys keep the source order. Each node owns its children.
struct JsonNode {
    enum class Type { Null, Bool, Number, String, Array, Object };
    Type type = Type::Null;
    QString key; ///< member name in the parent object; empty for array items and the root
    int index = -1; ///< position in the parent array; -1 otherwise
    int row = 0; ///< position among the parent's children (arrays and objects)
    QString scalar; ///< Bool/Number: JSON text ("true", "12.5"); String: the decoded string
    QVector<std::shared_ptr<JsonNode>> children;
    JsonNode *parent = nullptr; ///< not owning
};

/// Parses JSON text into a display tree; nullptr when the text is null or not valid JSON
/// (`error` then says why, with line:column when known). The trees of the last few texts over
/// 256 KiB are kept and shared between callers (the card, the painted row and the details pane
/// of one big payload): never modify a returned tree. Thread-safe.
std::shared_ptr<JsonNode> parseJsonTree(const QByteArray &json, QString *error = nullptr);
/// Pretty-printed text of a JSON value (indent 2, source key order), for copying and cards.
QString prettyJson(const JsonText &value);
