// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QObject>
#include <QStringList>

class QAction;
class QMainWindow;
class RecentFilesMenu;

/// The ways to choose files to open: File ▸ Open… (a file dialog), File ▸ Open Recent, and
/// files dropped on the window. Owns the action and the menu (the window places them) and
/// watches the window's drag and drop events; opening is the window's.
class FileOpener : public QObject
{
    Q_OBJECT
public:
    explicit FileOpener(QMainWindow *window);

    QAction *openAction() const { return m_open; }
    RecentFilesMenu *recentMenu() const { return m_recent; }
    void retranslate();

Q_SIGNALS:
    void filesChosen(const QStringList &paths);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void openDialog();

    QMainWindow *m_window;
    QAction *m_open;
    RecentFilesMenu *m_recent;
};
