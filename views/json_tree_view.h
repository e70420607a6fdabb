// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "search/find_query.h"
#include "transcript/json_text.h"

#include <QTreeView>

class JsonTreeModel;
class QMenu;

/// A tree of a JSON value in a monospace font, over its own JsonTreeModel (owned). In compact mode
/// (chunk cards) it has no header, hides the type column, expands the top level and sizes itself to
/// its rows up to a limit; otherwise (details pane) it is a normal scrolling tree.
class JsonTreeView : public QTreeView
{
    Q_OBJECT
public:
    explicit JsonTreeView(bool compact, QWidget *parent = nullptr);

    /// Shows `value`; returns false when it is not valid JSON (the view is then empty).
    bool setJson(const JsonText &value);
    JsonTreeModel *jsonModel() const { return m_model; }
    /// The JSON path of the shown value in its file; "Copy JSON Path" prefixes it to the row's
    /// path.
    void setBasePath(const QString &path) { m_basePath = path; }
    /// The full JSON path of the row at `index` (base path plus the path inside the value).
    QString fullPath(const QModelIndex &index) const;
    /// The context menu of the row at `index`: Copy Value / Copy JSON / Copy JSON Path.
    QMenu *createCopyMenu(const QModelIndex &index, QWidget *parent) const;

    /// Find: highlights the occurrences of `query` in keys and values (JsonTreeModel roles, painted
    /// by a FindHighlightDelegate) and expands the ancestors of every matching row.
    void setFindQuery(const FindQuery &query);
    /// Find: the `ordinal`-th match of the tree (tree order) gets the strong colour and is
    /// scrolled to; -1: none.
    void setCurrentFindMatch(int ordinal);
    /// The cell of the `ordinal`-th match in viewport coordinates (null when not shown).
    QRect findMatchRect(int ordinal) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void changeEvent(QEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;

private:
    void fitColumns();
    void expandMatches();
    JsonTreeModel *m_model = nullptr;
    bool m_compact = false;
    QString m_basePath;
};
