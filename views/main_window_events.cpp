// SPDX-License-Identifier: GPL-2.0-or-later
// MainWindow, part 5: window events: drag and drop, and the saved geometry and dock layout.
#include "answer_pane.h"
#include "conversation_list_pane.h"
#include "details_pane.h"
#include "document/document.h"
#include "language_manager.h"
#include "main_window.h"
#include "message_view.h"
#include "problems_pane.h"
#include "recent_files.h"
#include "references_pane.h"
#include "spans_pane.h"
#include "state_pane.h"
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QSettings>
#include <QShowEvent>
#include <QStatusBar>
#include <QToolButton>

using namespace Qt::StringLiterals;

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    for (const QUrl &url : urls) {
        if (url.isLocalFile()) {
            event->acceptProposedAction();
            return;
        }
    }
}

void MainWindow::dropEvent(QDropEvent *event)
{
    QStringList paths;
    const QList<QUrl> urls = event->mimeData()->urls();
    for (const QUrl &url : urls) {
        if (url.isLocalFile())
            paths.append(url.toLocalFile());
    }
    if (!paths.isEmpty()) {
        event->acceptProposedAction();
        openFiles(paths);
    }
}

void MainWindow::showEvent(QShowEvent *event)
{
    if (!m_layoutRestored && m_persistLayout && !event->spontaneous())
        restoreLayout();
    m_layoutRestored = true;
    QMainWindow::showEvent(event);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (m_persistLayout)
        saveLayout();
    QMainWindow::closeEvent(event);
}

void MainWindow::saveLayout()
{
    QSettings settings;
    settings.setValue(u"window/geometry"_s, saveGeometry());
    settings.setValue(u"window/state"_s, saveState());
}

void MainWindow::restoreLayout()
{
    const QSettings settings;
    const QByteArray geometry = settings.value(u"window/geometry"_s).toByteArray();
    const QByteArray state = settings.value(u"window/state"_s).toByteArray();
    if (!geometry.isEmpty())
        restoreGeometry(geometry);
    if (!state.isEmpty())
        restoreState(state);
}
