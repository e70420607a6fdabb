// SPDX-License-Identifier: GPL-2.0-or-later
#include "json_tree_model.h"

#include "plain_tool_tip.h"

#include <QLocale>
#include <functional>

using namespace Qt::StringLiterals;

namespace {

bool isContainer(const JsonNode *n)
{
    return n && (n->type == JsonNode::Type::Object || n->type == JsonNode::Type::Array);
}

QString keyText(const JsonNode *n)
{
    if (n->index >= 0)
        return u'[' + QString::number(n->index) + u']';
    return n->key;
}

} // namespace

JsonTreeModel::JsonTreeModel(QObject *parent)
    : QAbstractItemModel(parent)
{ }

void JsonTreeModel::setRoot(std::shared_ptr<JsonNode> root)
{
    beginResetModel();
    m_root = std::move(root);
    m_topLevel.clear();
    if (m_root) {
        if (isContainer(m_root.get()))
            m_topLevel = m_root->children;
        else
            m_topLevel = {m_root};
    }
    updateFindMatches();
    endResetModel();
}

bool JsonTreeModel::setJson(const QByteArray &json)
{
    m_error.clear();
    std::shared_ptr<JsonNode> root = parseJsonTree(json, &m_error);
    setRoot(root);
    return root != nullptr;
}

JsonTreeModel::Place JsonTreeModel::placeOf(const JsonNode *n) const
{
    // The tree knows its parents and rows (a payload of 300,000 members is indexed by nobody):
    // the root's children are the model's top level, a scalar root its only row.
    if (!n || !m_root || n == m_root.get())
        return Place {};
    return Place {n->parent == m_root.get() ? nullptr : n->parent, n->row};
}

const JsonNode *JsonTreeModel::node(const QModelIndex &index) const
{
    return index.isValid() ? static_cast<const JsonNode *>(index.internalPointer()) : nullptr;
}

const QVector<std::shared_ptr<JsonNode>> &JsonTreeModel::childrenOf(const JsonNode *parent) const
{
    return parent ? parent->children : m_topLevel;
}

QModelIndex JsonTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return QModelIndex();
    const auto &children = childrenOf(node(parent));
    return createIndex(row, column, children.at(row).get());
}

QModelIndex JsonTreeModel::parent(const QModelIndex &child) const
{
    const JsonNode *n = node(child);
    if (!n)
        return QModelIndex();
    const Place place = placeOf(n);
    if (!place.parent)
        return QModelIndex();
    return createIndex(placeOf(place.parent).row, 0, place.parent);
}

int JsonTreeModel::rowCount(const QModelIndex &parent) const
{
    if (parent.column() > 0)
        return 0;
    return int(childrenOf(node(parent)).size());
}

int JsonTreeModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

bool JsonTreeModel::hasChildren(const QModelIndex &parent) const
{
    return rowCount(parent) > 0;
}

QString JsonTreeModel::typeId(JsonNode::Type type)
{
    switch (type) {
    case JsonNode::Type::Null:
        return u"null"_s;
    case JsonNode::Type::Bool:
        return u"boolean"_s;
    case JsonNode::Type::Number:
        return u"number"_s;
    case JsonNode::Type::String:
        return u"string"_s;
    case JsonNode::Type::Array:
        return u"array"_s;
    case JsonNode::Type::Object:
        return u"object"_s;
    }
    return QString();
}

QString JsonTreeModel::path(const JsonNode *n) const
{
    QString out;
    while (n) {
        const QString part = n->index >= 0 ? keyText(n) : n->key;
        if (!out.isEmpty() && !out.startsWith(u'['))
            out.prepend(u'.');
        out.prepend(part);
        n = placeOf(n).parent;
    }
    return out;
}

QVariant JsonTreeModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return QVariant();
    const JsonNode *n = node(index);
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case KeyColumn:
            return keyText(n);
        case ValueColumn:
            switch (n->type) {
            case JsonNode::Type::Null:
                return u"null"_s;
            case JsonNode::Type::Object:
                //: summary of a JSON object in a tree: how many members it has
                return tr("{%n key(s)}", nullptr, int(n->children.size()));
            case JsonNode::Type::Array:
                //: summary of a JSON array in a tree: how many items it has
                return tr("[%n item(s)]", nullptr, int(n->children.size()));
            case JsonNode::Type::String: {
                // One line in the tree; the full text is in the tooltip and ValueTextRole.
                QString line = n->scalar;
                line.replace(u'\n', u'⏎');
                if (line.size() > 300)
                    line = line.left(299) + u'…';
                return line;
            }
            default:
                return n->scalar;
            }
        case TypeColumn:
            switch (n->type) {
            case JsonNode::Type::Null:
                //: JSON value type
                return tr("null");
            case JsonNode::Type::Bool:
                //: JSON value type
                return tr("boolean");
            case JsonNode::Type::Number:
                //: JSON value type
                return tr("number");
            case JsonNode::Type::String:
                //: JSON value type
                return tr("string");
            case JsonNode::Type::Array:
                //: JSON value type
                return tr("array");
            case JsonNode::Type::Object:
                //: JSON value type
                return tr("object");
            }
        }
        return QVariant();
    case Qt::ToolTipRole:
        // Values and keys from the file: shown exactly as written.
        if (index.column() == ValueColumn && n->type == JsonNode::Type::String)
            return plainToolTip(n->scalar.size() > 4000 ? n->scalar.left(4000) + u'…' : n->scalar);
        if (index.column() == KeyColumn)
            return plainToolTip(path(n));
        return QVariant();
    case KeyRole:
        return keyText(n);
    case ValueTextRole:
        return isContainer(n) ? QString()
                              : (n->type == JsonNode::Type::Null ? u"null"_s : n->scalar);
    case TypeRole:
        return int(n->type);
    case TypeIdRole:
        return typeId(n->type);
    case PathRole:
        return path(n);
    case JsonRole:
        return toJson(*n);
    case ChildCountRole:
        return int(n->children.size());
    case MatchRangesRole:
    case CurrentMatchRole:
        return findData(n, index.column(), role);
    }
    return QVariant();
}

QVariant JsonTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractItemModel::headerData(section, orientation, role);
    switch (section) {
    case KeyColumn:
        //: column header: JSON member name
        return tr("Key");
    case ValueColumn:
        //: column header: JSON value
        return tr("Value");
    case TypeColumn:
        //: column header: JSON value type
        return tr("Type");
    }
    return QVariant();
}

QHash<int, QByteArray> JsonTreeModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractItemModel::roleNames();
    names.insert(KeyRole, "key"_ba);
    names.insert(ValueTextRole, "valueText"_ba);
    names.insert(TypeRole, "type"_ba);
    names.insert(TypeIdRole, "typeId"_ba);
    names.insert(PathRole, "path"_ba);
    names.insert(ChildCountRole, "childCount"_ba);
    names.insert(JsonRole, "json"_ba);
    return names;
}

void JsonTreeModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    // Translated texts live in the value summaries and type names of every row.
    std::function<void(const QModelIndex &)> visit = [&](const QModelIndex &parent) {
        const int rows = rowCount(parent);
        if (rows == 0)
            return;
        Q_EMIT dataChanged(
            index(0, 0, parent), index(rows - 1, ColumnCount - 1, parent), {Qt::DisplayRole});
        for (int r = 0; r < rows; ++r) {
            const QModelIndex child = index(r, 0, parent);
            if (hasChildren(child))
                visit(child);
        }
    };
    visit(QModelIndex());
}

namespace {

QString quoted(const QString &text)
{
    QString out;
    out.reserve(text.size() + 2);
    out += u'"';
    for (const QChar c : text) {
        switch (c.unicode()) {
        case u'"':
            out += u"\\\""_s;
            break;
        case u'\\':
            out += u"\\\\"_s;
            break;
        case u'\n':
            out += u"\\n"_s;
            break;
        case u'\r':
            out += u"\\r"_s;
            break;
        case u'\t':
            out += u"\\t"_s;
            break;
        default:
            if (c.unicode() < 0x20)
                out += u"\\u%1"_s.arg(int(c.unicode()), 4, 16, QChar(u'0'));
            else
                out += c;
        }
    }
    out += u'"';
    return out;
}

void writeJson(const JsonNode &node, bool pretty, int depth, QString &out)
{
    const bool object = node.type == JsonNode::Type::Object;
    switch (node.type) {
    case JsonNode::Type::Null:
        out += u"null"_s;
        return;
    case JsonNode::Type::Bool:
    case JsonNode::Type::Number:
        out += node.scalar;
        return;
    case JsonNode::Type::String:
        out += quoted(node.scalar);
        return;
    case JsonNode::Type::Array:
    case JsonNode::Type::Object:
        break;
    }
    out += object ? u'{' : u'[';
    if (node.children.isEmpty()) {
        out += object ? u'}' : u']';
        return;
    }
    const QString indent = pretty ? QString(2 * (depth + 1), u' ') : QString();
    for (int i = 0; i < node.children.size(); ++i) {
        if (i > 0)
            out += u',';
        if (pretty)
            out += u'\n' + indent;
        const JsonNode &child = *node.children.at(i);
        if (object)
            out += quoted(child.key) + (pretty ? u": "_s : u":"_s);
        writeJson(child, pretty, depth + 1, out);
    }
    if (pretty)
        out += u'\n' + QString(2 * depth, u' ');
    out += object ? u'}' : u']';
}

} // namespace

QString JsonTreeModel::toJson(const JsonNode &node, bool pretty)
{
    QString out;
    writeJson(node, pretty, 0, out);
    return out;
}
