// SPDX-License-Identifier: GPL-2.0-or-later
#include "painted_json_cards.h"

#include "items/json_tree_model.h"
#include "painted_json_trees.h"
#include "search/text_matches.h"
#include "transcript/chunk.h"
#include "json/json_node.h"

#include <QCoreApplication>
#include <QFontMetrics>
#include <QLocale>
#include <functional>

using namespace Qt::StringLiterals;
using namespace PaintedLayout;

namespace {
constexpr int kCompactTreeMaxHeight = 360; // JsonTreeView's compact limit
constexpr int kTreeKeyMaxWidth = 260;
constexpr int kMaxTreeRows = 400; ///< rows of a tree the user opened

} // namespace

namespace PaintedJsonCards {

void addValue(PaintedMessage &out, Column &column, const Metrics &m, const JsonText &value,
    const QColor &color, CardContext &context)
{
    const PaintedRowState &state = context.state;
    const int valueIndex = context.value++;
    const ConversationMatch *current = context.current(ConversationMatch::Where::Json);
    if (current && current->value != valueIndex)
        current = nullptr;
    bool pending = false;
    std::shared_ptr<JsonNode> root = PaintedJsonTrees::shared()->tree(value.json, &pending);
    if (pending) { // a big value, parsed on the pool: its row is built again once read
        addLabel(out, column,
            //: message view, in place of a big JSON value (payload, arguments) being read; %1 its
            //: size such as "6.2 MB"
            QCoreApplication::translate("PaintedJsonCards", "Reading %1 of JSON…")
                .arg(QLocale().formattedDataSize(value.json.size())),
            m.font, m.theme.muted, true);
        return;
    }
    if (!root || (root->type != JsonNode::Type::Object && root->type != JsonNode::Type::Array)) {
        // Not JSON at all (the text as it is), or one scalar.
        const QString text = !root               ? QString::fromUtf8(value.json)
            : root->type == JsonNode::Type::Null ? u"null"_s
                                                 : root->scalar;
        PaintedMessage::Text &label
            = addLabel(out, column, text, root ? m.fixed : m.font, color, true);
        if (state.finds())
            highlight(
                label, findMatches(text, state.query), current ? current->ordinal : -1, m.theme);
        return;
    }
    // The compact tree: the top level, its containers open one level; the user's toggles and
    // the current find match open or close more.
    JsonTreeModel model;
    model.setRoot(root);
    const bool find = !state.query.isEmpty() && state.query.isValid();
    if (find) {
        model.setFindQuery(state.query);
        model.setCurrentMatch(current ? current->ordinal : -1);
    }
    QSet<QString> forcedOpen; // the ancestors of the current match
    if (current) {
        for (QModelIndex at = model.matchIndex(current->ordinal).parent(); at.isValid();
             at = at.parent())
            forcedOpen.insert(at.data(JsonTreeModel::PathRole).toString());
    }
    const QSet<QString> toggled
        = state.toggledRows.value(PaintedRowState::treeKey(context.chunk, valueIndex));
    const auto isOpen = [&](const QModelIndex &index, int depth) {
        const QString path = index.data(JsonTreeModel::PathRole).toString();
        return forcedOpen.contains(path) || ((depth == 0) != toggled.contains(path));
    };
    struct Row {
        QModelIndex index;
        int depth;
        bool open;
    };
    const int maxRows = toggled.isEmpty() && forcedOpen.isEmpty()
        ? kCompactTreeMaxHeight / m.treeRowHeight
        : kMaxTreeRows;
    QVector<Row> rows;
    const std::function<void(const QModelIndex &, int)> addRows
        = [&](const QModelIndex &parent, int depth) {
              for (int i = 0; i < model.rowCount(parent) && rows.size() < maxRows; ++i) {
                  const QModelIndex index = model.index(i, JsonTreeModel::KeyColumn, parent);
                  const bool open = model.hasChildren(index) && isOpen(index, depth);
                  rows.append({index, depth, open});
                  if (open)
                      addRows(index, depth + 1);
              }
          };
    addRows(QModelIndex(), 0);
    const int top = column.place(int(qMax(qsizetype(1), rows.size())) * m.treeRowHeight);
    const QFontMetrics fm(m.fixed);
    int keyWidth = 0;
    for (const Row &row : std::as_const(rows))
        keyWidth = qMax(keyWidth,
            m.treeIndent * (row.depth + 1) + fm.horizontalAdvance(row.index.data().toString()) + 8);
    // Keys take at most half of a narrow card: the values start inside it.
    keyWidth = qMin(keyWidth, qMin(kTreeKeyMaxWidth, column.width / 2));
    const auto cell = [&](const QModelIndex &index, const QRect &rect) {
        PaintedMessage::Text text {rect,
            fm.elidedText(index.data().toString(), Qt::ElideRight, rect.width()), m.fixed, color,
            int(Qt::AlignLeft | Qt::AlignVCenter)};
        if (find)
            highlight(text, index.data(JsonTreeModel::MatchRangesRole).value<QVector<Utf16Range>>(),
                index.data(JsonTreeModel::CurrentMatchRole).toInt(), m.theme);
        out.texts.append(std::move(text));
    };
    for (int r = 0; r < rows.size(); ++r) {
        const int y = top + r * m.treeRowHeight;
        const Row &row = rows.at(r);
        const int indent = column.x + m.treeIndent * row.depth;
        if (model.hasChildren(row.index)) {
            const QRect arrow(indent, y, m.treeIndent, m.treeRowHeight);
            out.branches.append({arrow, row.open});
            PaintedMessage::Target &branch
                = addButton(out, PaintedMessage::Target::Kind::Branch, arrow, context.chunk);
            branch.value = valueIndex;
            branch.path = row.index.data(JsonTreeModel::PathRole).toString();
        }
        const int keyX = indent + m.treeIndent + 3;
        const int keyRight = column.x + keyWidth;
        cell(row.index, QRect(keyX, y, qMax(0, keyRight - keyX - 3), m.treeRowHeight));
        cell(row.index.siblingAtColumn(JsonTreeModel::ValueColumn),
            QRect(keyRight + 3, y, qMax(0, column.width - keyWidth - 6), m.treeRowHeight));
    }
}

void addPayload(
    PaintedMessage &out, Column &column, const Metrics &m, const Chunk &chunk, CardContext &context)
{
    if (chunk.json.isNull())
        addLabel(out, column, u"{}"_s, m.font, m.theme.muted, false);
    else
        addValue(out, column, m, chunk.json, m.text, context);
}

} // namespace PaintedJsonCards
