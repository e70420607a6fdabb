// SPDX-License-Identifier: GPL-2.0-or-later
#include "recent_files_menu.h"

#include "items/plain_tool_tip.h"
#include "recent_files.h"

#include <QFileInfo>

using namespace Qt::StringLiterals;

RecentFilesMenu::RecentFilesMenu(QWidget *parent)
    : QMenu(parent)
{
    setObjectName(u"recentMenu"_s);
}

void RecentFilesMenu::refresh()
{
    clear();
    const QStringList files = RecentFiles::list();
    for (const QString &path : files) {
        QAction *action = addAction(QFileInfo(path).fileName());
        action->setToolTip(plainToolTip(path));
        action->setStatusTip(path);
        connect(action, &QAction::triggered, this, [this, path] { Q_EMIT fileChosen(path); });
    }
    if (files.isEmpty()) {
        //: Open Recent menu when there are no recent files
        addAction(tr("No recent files"))->setEnabled(false);
        return;
    }
    addSeparator();
    //: clears the Open Recent menu
    connect(addAction(tr("Clear List")), &QAction::triggered, this, [this] {
        RecentFiles::clear();
        refresh();
    });
}
