// SPDX-License-Identifier: GPL-2.0-or-later
#include "json_tree_view.h"

#include "find_highlight_delegate.h"
#include "items/json_tree_model.h"
#include "json/json_node.h"

#include <QClipboard>
#include <QContextMenuEvent>
#include <QEvent>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QScrollBar>
#include <QSet>
#include <QWheelEvent>

using namespace Qt::StringLiterals;

namespace {
constexpr int kCompactMaxHeight = 360;
}

JsonTreeView::JsonTreeView(bool compact, QWidget *parent)
    : QTreeView(parent)
    , m_model(new JsonTreeModel(this))
    , m_compact(compact)
{
    setObjectName(u"jsonTree"_s);
    setModel(m_model);
    setItemDelegate(new FindHighlightDelegate(
        this, JsonTreeModel::MatchRangesRole, JsonTreeModel::CurrentMatchRole));
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setUniformRowHeights(true);
    setAlternatingRowColors(!compact);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setTextElideMode(Qt::ElideRight);
    header()->setStretchLastSection(true);
    if (!compact) {
        // The value is what people read: give it the room, keep the type column narrow.
        header()->setStretchLastSection(false);
        header()->setSectionResizeMode(JsonTreeModel::ValueColumn, QHeaderView::Stretch);
        header()->setSectionResizeMode(JsonTreeModel::TypeColumn, QHeaderView::ResizeToContents);
    }
    if (compact) {
        setHeaderHidden(true);
        setColumnHidden(JsonTreeModel::TypeColumn, true);
        setFrameShape(QFrame::NoFrame);
        setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
        setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        auto relayout = [this] { updateGeometry(); };
        connect(this, &QTreeView::expanded, this, relayout);
        connect(this, &QTreeView::collapsed, this, relayout);
    }
}

bool JsonTreeView::setJson(const JsonText &value)
{
    const bool ok = m_model->setJson(value.json);
    if (m_compact)
        expandToDepth(0);
    expandMatches();
    fitColumns();
    updateGeometry();
    return ok;
}

void JsonTreeView::fitColumns()
{
    resizeColumnToContents(JsonTreeModel::KeyColumn);
    const int maxKey = m_compact ? 260 : 360;
    if (columnWidth(JsonTreeModel::KeyColumn) > maxKey)
        setColumnWidth(JsonTreeModel::KeyColumn, maxKey);
}

void JsonTreeView::setFindQuery(const FindQuery &query)
{
    if (query == m_model->findQuery())
        return;
    m_model->setFindQuery(query);
    expandMatches();
}

void JsonTreeView::expandMatches()
{
    QSet<QPersistentModelIndex> done;
    for (int i = 0; i < m_model->matchCount(); ++i) {
        for (QModelIndex p = m_model->matchIndex(i).parent(); p.isValid(); p = p.parent()) {
            const QModelIndex key = p.siblingAtColumn(JsonTreeModel::KeyColumn);
            if (done.contains(key))
                break;
            done.insert(key);
            if (!isExpanded(key))
                expand(key);
        }
    }
}

void JsonTreeView::setCurrentFindMatch(int ordinal)
{
    m_model->setCurrentMatch(ordinal);
    const QModelIndex cell = m_model->matchIndex(ordinal);
    if (cell.isValid())
        scrollTo(cell, QAbstractItemView::EnsureVisible);
}

QRect JsonTreeView::findMatchRect(int ordinal) const
{
    const QModelIndex cell = m_model->matchIndex(ordinal);
    return cell.isValid() ? visualRect(cell) : QRect();
}

QSize JsonTreeView::sizeHint() const
{
    if (!m_compact)
        return QTreeView::sizeHint();
    int rows = 0;
    for (QModelIndex i = m_model->index(0, 0); i.isValid(); i = indexBelow(i))
        ++rows;
    const int rowHeight = qMax(sizeHintForRow(0), fontMetrics().height() + 4);
    const int h = qMin(kCompactMaxHeight, qMax(1, rows) * rowHeight + 2 * frameWidth() + 2);
    return QSize(300, h);
}

QSize JsonTreeView::minimumSizeHint() const
{
    // A compact tree is exactly as tall as its rows (the scroll area's minimum would add space).
    return m_compact ? QSize(100, sizeHint().height()) : QTreeView::minimumSizeHint();
}

void JsonTreeView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        m_model->retranslate();
    QTreeView::changeEvent(event);
}

void JsonTreeView::wheelEvent(QWheelEvent *event)
{
    // A tree that fits does not scroll: let the message list scroll instead.
    if (verticalScrollBar()->maximum() == 0) {
        event->ignore();
        return;
    }
    QTreeView::wheelEvent(event);
}

QString JsonTreeView::fullPath(const QModelIndex &index) const
{
    const QString inner = index.data(JsonTreeModel::PathRole).toString();
    if (m_basePath.isEmpty() || inner.isEmpty())
        return m_basePath.isEmpty() ? inner : m_basePath;
    if (inner.startsWith(u'['))
        return m_basePath + inner;
    return m_basePath + u'.' + inner;
}

QMenu *JsonTreeView::createCopyMenu(const QModelIndex &index, QWidget *parent) const
{
    auto *menu = new QMenu(parent);
    menu->setObjectName(u"jsonCopyMenu"_s);
    auto add = [menu](const QString &label, const QString &name, const QString &value) {
        QAction *action = menu->addAction(label);
        action->setObjectName(name);
        action->setEnabled(!value.isEmpty());
        connect(action, &QAction::triggered, menu,
            [value] { QGuiApplication::clipboard()->setText(value); });
    };
    const QModelIndex row = index.siblingAtColumn(JsonTreeModel::KeyColumn);
    const QString json = row.data(JsonTreeModel::JsonRole).toString();
    const QString value = row.data(JsonTreeModel::ValueTextRole).toString();
    //: context menu of a JSON tree row: the value as plain text (a string without quotes)
    add(tr("Copy Value"), u"copyValue"_s, value.isEmpty() ? json : value);
    //: context menu of a JSON tree row: the value (and everything below it) as pretty JSON
    add(tr("Copy JSON"), u"copyJson"_s, json);
    //: context menu of a JSON tree row: where the value is, e.g. turns[0].messages[1].text
    add(tr("Copy JSON Path"), u"copyJsonPath"_s, fullPath(row));
    return menu;
}

void JsonTreeView::contextMenuEvent(QContextMenuEvent *event)
{
    // A scroll area gets its viewport's context menu events in viewport coordinates.
    const QModelIndex index = indexAt(event->pos());
    if (!index.isValid()) {
        QTreeView::contextMenuEvent(event);
        return;
    }
    setCurrentIndex(index);
    QMenu *menu = createCopyMenu(index, this);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->popup(event->globalPos());
    event->accept();
}
