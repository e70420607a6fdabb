// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QMenu>

/// File ▸ Open Recent: the RecentFiles list, newest first, and Clear List. Rebuilt by
/// refresh() (after opening files, on a language change); its owner sets the title.
class RecentFilesMenu : public QMenu
{
    Q_OBJECT
public:
    explicit RecentFilesMenu(QWidget *parent = nullptr);

    void refresh();

Q_SIGNALS:
    /// A recent file was chosen: open it.
    void fileChosen(const QString &path);
};
