// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "selection_panes.h"

#include <QList>
#include <QObject>
#include <QStringList>

class QAction;
class QDockWidget;
class QMainWindow;
class QueryPanel;
class QWidget;

/// The main window's docks: makes the panes of SelectionPanes (but the central message view)
/// and the Query panel, each in a dock of the window at its place (tabbed, sized), names the
/// docks in the current language, brings one forward by name, and lists their show and hide
/// actions for the View menu. Owned by the main window; the panes belong to their docks.
class WindowDocks : public QObject
{
    Q_OBJECT
public:
    /// Makes the panes into `panes` (all but `messages`) and the Query panel.
    WindowDocks(QMainWindow *window, SelectionPanes &panes);

    QueryPanel *queryPanel() const { return m_query; }
    /// The dock that holds `pane`.
    static QDockWidget *dockOf(QWidget *pane);
    /// The names show() knows: "details", "trace" (spans), "problems", "state", "references",
    /// "answer", "citations", "evaluation" (its "cases" tab: "cases"), "query", and the Query
    /// panel's pages "adk" and "agentengine".
    static QStringList paneNames();
    /// Shows and raises the pane `name` (paneNames()); unknown names are ignored.
    void show(const QString &name);
    /// The show and hide actions of the docks, in the View menu's order.
    QList<QAction *> toggleActions() const;
    void retranslate();

private:
    QDockWidget *dock(QWidget *pane, const QString &name, Qt::DockWidgetArea area);

    QMainWindow *m_window;
    const SelectionPanes &m_panes;
    QueryPanel *m_query = nullptr;
};
