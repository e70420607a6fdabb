// SPDX-License-Identifier: GPL-2.0-or-later
#include "json_tree_matches.h"

#include "search/find_query.h"
#include "search/text_matches.h"

using namespace Qt::StringLiterals;

namespace {

bool isContainer(const JsonNode &n)
{
    return n.type == JsonNode::Type::Object || n.type == JsonNode::Type::Array;
}

// Pre-order over the rows; false once `limit` matches were found.
bool visit(const JsonNode &n, const FindQuery &query, int limit, QVector<JsonTreeMatch> &out)
{
    auto add = [&](const QString &text, bool inKey) {
        if (text.isEmpty())
            return true;
        const int left = limit < 0 ? -1 : limit - int(out.size());
        if (left == 0)
            return false;
        const QVector<Utf16Range> ranges = findMatches(text, query, left);
        for (const Utf16Range &r : ranges)
            out.append({&n, inKey, r});
        return limit < 0 || out.size() < limit;
    };
    if (n.index < 0 && n.parent && !add(n.key, true))
        return false;
    if (!isContainer(n) && !add(jsonScalarText(n), false))
        return false;
    for (const auto &child : n.children) {
        if (child && !visit(*child, query, limit, out))
            return false;
    }
    return true;
}

} // namespace

QString jsonScalarText(const JsonNode &node)
{
    if (node.type == JsonNode::Type::Null)
        return u"null"_s;
    return isContainer(node) ? QString() : node.scalar;
}

QVector<JsonTreeMatch> findJsonTreeMatches(const JsonNode *root, const FindQuery &query, int limit)
{
    QVector<JsonTreeMatch> out;
    if (!root || query.isEmpty() || limit == 0) // an invalid pattern matches nothing
        return out;
    if (!isContainer(*root)) {
        visit(*root, query, limit, out); // a scalar root is a single row without a key
        return out;
    }
    for (const auto &child : root->children) {
        if (child && !visit(*child, query, limit, out))
            break;
    }
    return out;
}

QString jsonTreePath(const JsonNode *node)
{
    QString out;
    for (const JsonNode *n = node; n && n->parent; n = n->parent) {
        const QString part = n->index >= 0 ? u'[' + QString::number(n->index) + u']' : n->key;
        if (!out.isEmpty() && !out.startsWith(u'['))
            out.prepend(u'.');
        out.prepend(part);
    }
    return out;
}
