// SPDX-License-Identifier: GPL-2.0-or-later
#include "shortcuts_dialog.h"

#include "accessible_names.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

/// An action's text as a menu shows it: no '&' marks (nor the "(&I)" Japanese menus add), no
/// trailing "…".
QString plainText(const QString &text)
{
    QString out = AccessibleNames::fromLabel(text);
    if (out.endsWith(u'…'))
        out.chop(1);
    return out;
}

void addRow(QStandardItemModel *model, const QAction *action, const QString &menuPath)
{
    QStringList keys;
    for (const QKeySequence &key : action->shortcuts())
        keys << key.toString(QKeySequence::NativeText);
    if (keys.isEmpty() || action->text().isEmpty())
        return;
    QList<QStandardItem *> row = {new QStandardItem(plainText(action->text())),
        new QStandardItem(keys.join(u", "_s)), new QStandardItem(menuPath)};
    for (QStandardItem *item : row)
        item->setEditable(false);
    row.first()->setToolTip(action->toolTip());
    model->appendRow(row);
}

/// The actions of `menu` and of its submenus, under `path` ("View", "View ▸ Panes").
void addMenu(
    QStandardItemModel *model, const QMenu *menu, const QString &path, QList<const QAction *> &seen)
{
    for (const QAction *action : menu->actions()) {
        if (action->isSeparator() || seen.contains(action))
            continue;
        seen.append(action);
        if (const QMenu *sub = action->menu())
            addMenu(model, sub, path + u" ▸ "_s + plainText(sub->title()), seen);
        else
            addRow(model, action, path);
    }
}

} // namespace

ShortcutsDialog::ShortcutsDialog(const QMenuBar *menuBar, QWidget *window)
    : QDialog(window)
    , m_model(new QStandardItemModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_search(new QLineEdit(this))
    , m_table(new QTableView(this))
    , m_count(new QLabel(this))
{
    setObjectName(u"shortcutsDialog"_s);
    m_search->setObjectName(u"shortcutsSearch"_s);
    m_search->setClearButtonEnabled(true);
    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterKeyColumn(-1); // any column: "find", "Ctrl+F" or "Edit"
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_table->setObjectName(u"shortcutsTable"_s);
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder); // menu order until the user sorts
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_count->setTextFormat(Qt::PlainText);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_search);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_count);
    layout->addWidget(buttons);
    collect(menuBar, window);
    connect(m_search, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_proxy->setFilterFixedString(text);
        retranslate(); // the count
    });
    retranslate();
    m_table->resizeColumnsToContents();
    resize(640, 520);
}

void ShortcutsDialog::collect(const QMenuBar *menuBar, const QWidget *window)
{
    QList<const QAction *> seen;
    for (const QAction *action : menuBar->actions()) {
        if (const QMenu *menu = action->menu())
            addMenu(m_model, menu, plainText(menu->title()), seen);
    }
    // Keys of the window that no menu lists (the message list's, the panes').
    for (const QAction *action : window->findChildren<QAction *>()) {
        if (!seen.contains(action) && !action->menu()) {
            seen.append(action);
            addRow(m_model, action, QString());
        }
    }
}

int ShortcutsDialog::shownRows() const
{
    return m_proxy->rowCount();
}

void ShortcutsDialog::retranslate()
{
    //: title of Help ▸ Keyboard Shortcuts
    setWindowTitle(tr("Keyboard Shortcuts"));
    //: placeholder of the search field of the keyboard shortcuts list
    m_search->setPlaceholderText(tr("Search actions, keys or menus"));
    m_search->setAccessibleName(tr("Search shortcuts"));
    m_table->setAccessibleName(tr("Keyboard shortcuts"));
    //: accessible description of the keyboard shortcuts list
    m_table->setAccessibleDescription(
        tr("Each action with its keys and its menu; the search field above filters the list"));
    m_model->setHorizontalHeaderLabels({//: column of the keyboard shortcuts list: what the key does
        tr("Action"),
        //: column of the keyboard shortcuts list: the key or keys
        tr("Shortcut"),
        //: column of the keyboard shortcuts list: the menu that holds the action
        tr("Menu")});
    //: below the keyboard shortcuts list; %1 shown, %2 in all
    m_count->setText(tr("%1 of %2 shortcuts").arg(m_proxy->rowCount()).arg(m_model->rowCount()));
}
