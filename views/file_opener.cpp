// SPDX-License-Identifier: GPL-2.0-or-later
#include "file_opener.h"

#include "recent_files_menu.h"

#include <QAction>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QMainWindow>
#include <QMimeData>

namespace {

QStringList localFiles(const QMimeData *data)
{
    QStringList paths;
    const QList<QUrl> urls = data->urls();
    for (const QUrl &url : urls) {
        if (url.isLocalFile())
            paths.append(url.toLocalFile());
    }
    return paths;
}

} // namespace

FileOpener::FileOpener(QMainWindow *window)
    : QObject(window)
    , m_window(window)
    , m_open(new QAction(window))
    , m_recent(new RecentFilesMenu(window))
{
    m_open->setShortcut(QKeySequence::Open);
    connect(m_open, &QAction::triggered, this, &FileOpener::openDialog);
    connect(m_recent, &RecentFilesMenu::fileChosen, this,
        [this](const QString &path) { Q_EMIT filesChosen({path}); });
    window->setAcceptDrops(true);
    window->installEventFilter(this);
}

void FileOpener::retranslate()
{
    //: menu action
    m_open->setText(tr("&Open…"));
    //: submenu of File
    m_recent->setTitle(tr("Open &Recent"));
    m_recent->refresh();
}

void FileOpener::openDialog()
{
    //: file dialog filter
    const QString filter = tr("Transcripts (*.json *.jsonl *.ndjson *.sse *.txt);;All files (*)");
    const QStringList paths
        = QFileDialog::getOpenFileNames(m_window, tr("Open Transcript"), QString(), filter);
    if (!paths.isEmpty())
        Q_EMIT filesChosen(paths);
}

bool FileOpener::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::DragEnter) {
        auto *drag = static_cast<QDragEnterEvent *>(event);
        if (!localFiles(drag->mimeData()).isEmpty())
            drag->acceptProposedAction();
        return true;
    }
    if (watched == m_window && event->type() == QEvent::Drop) {
        auto *drop = static_cast<QDropEvent *>(event);
        const QStringList paths = localFiles(drop->mimeData());
        if (!paths.isEmpty()) {
            drop->acceptProposedAction();
            Q_EMIT filesChosen(paths);
        }
        return true;
    }
    return QObject::eventFilter(watched, event);
}
