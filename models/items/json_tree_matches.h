// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/offsets.h"
#include "json/json_node.h"

#include <QString>
#include <QVector>

struct FindQuery;

/// One occurrence of a find query in a JSON display tree: in a member name (`inKey`) or in a
/// scalar's text (the decoded string, the number or boolean as written, "null"). Points into the
/// tree it was found in (not owning).
struct JsonTreeMatch {
    const JsonNode *node = nullptr;
    bool inKey = false;
    Utf16Range range; ///< in JsonNode::key or in the scalar's text (see jsonScalarText)
};

/// The occurrences of `query` in the tree under `root`, in the order a JsonTreeModel shows them:
/// rows in pre-order (the root container itself is not a row), in each row the key before the
/// value. Array indices ("[2]") and container summaries are not searched. `limit` < 0: all.
QVector<JsonTreeMatch> findJsonTreeMatches(
    const JsonNode *root, const FindQuery &query, int limit = -1);
/// The text searched for a scalar node: "null", the boolean or number as written, or the decoded
/// string; empty for containers.
QString jsonScalarText(const JsonNode &node);
/// The JSON path of `node` below its root, as JsonTreeModel::PathRole writes it ("a.b[2].c";
/// "" for the root).
QString jsonTreePath(const JsonNode *node);
