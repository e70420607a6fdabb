// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "selection_panes.h"

#include <QList>
#include <QObject>

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
    /// Shows and raises a pane: "details", "trace" (spans), "problems", "state", "references",
    /// "answer", "citations", "evaluation", "query", "adk" (the Query panel's ADK page); unknown
    /// names are ignored.
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
