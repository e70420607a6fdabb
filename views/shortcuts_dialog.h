// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;
class QMenuBar;
class QSortFilterProxyModel;
class QStandardItemModel;
class QTableView;

/// Help ▸ Keyboard Shortcuts: every action of a window that has a key, read from the actions
/// themselves (their menus, texts and shortcuts in the current language), in a table the
/// search field filters. Owned by its parent window; holds no pointer to the actions after
/// it is built.
class ShortcutsDialog : public QDialog
{
    Q_OBJECT
public:
    /// The actions of `menuBar`'s menus (and their submenus) and of `window`, as they are now.
    ShortcutsDialog(const QMenuBar *menuBar, QWidget *window);

    /// The rows shown (after the search), for tests: action, keys, menu.
    int shownRows() const;
    QLineEdit *searchField() const { return m_search; }
    QTableView *table() const { return m_table; }

private:
    void collect(const QMenuBar *menuBar, const QWidget *window);
    void retranslate();

    QStandardItemModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QLineEdit *m_search;
    QTableView *m_table;
    QLabel *m_count;
};
