// SPDX-License-Identifier: GPL-2.0-or-later
// MainWindow, part 8: follow mode (File ▸ Follow File, like tail -f): records appended to the
// file show as they arrive; a replaced or truncated file is reloaded and followed again.
#include "main_window.h"

#include "document/document.h"
#include "message_view.h"

#include <QAction>
#include <QStatusBar>

using namespace Qt::StringLiterals;

void MainWindow::createFollowAction()
{
    m_followAction = new QAction(this);
    m_followAction->setObjectName(u"followAction"_s);
    m_followAction->setCheckable(true);
    m_followAction->setShortcut(QKeySequence(Qt::Key_F)); // klogg's key for the same
    m_followAction->setShortcutContext(Qt::WindowShortcut);
    connect(m_followAction, &QAction::toggled, this, &MainWindow::setFollowing);
    addAction(m_followAction);
}

void MainWindow::retranslateFollow()
{
    //: File menu: keep showing what another program appends to the file (like tail -f)
    m_followAction->setText(tr("&Follow File"));
    m_followAction->setToolTip(
        tr("Show records appended to the file as they arrive; reload it when it is replaced"));
}

void MainWindow::setFollowing(bool on)
{
    Document *document = currentDocument();
    m_followWanted = on;
    if (document)
        document->setFollowing(on && document->state() == Document::State::Ready);
    syncFollowAction();
}

void MainWindow::syncFollowAction()
{
    Document *document = currentDocument();
    const bool canFollow = document && !document->path().isEmpty() && document->path() != u"-"_s
        && document->state() != Document::State::Failed;
    m_followAction->setEnabled(canFollow);
    const QSignalBlocker blocker(m_followAction);
    m_followAction->setChecked(document && (document->isFollowing() || m_followWanted));
}

void MainWindow::watchForFollow(Document *document)
{
    connect(document, &Document::fileReplaced, this, [this, document] {
        if (document != currentDocument())
            return;
        statusBar()->showMessage(tr("The file was replaced or truncated; reading it again"), 5000);
        reload(); // the new document follows once loaded (m_followWanted)
    });
    connect(document, &Document::fileChanged, this, [this, document] {
        if (document != currentDocument())
            return;
        statusBar()->showMessage(tr("The file changed while it was read; reading it again"), 5000);
        reload();
    });
    connect(document, &Document::loaded, this, [this, document] {
        if (document == currentDocument() && m_followWanted)
            document->setFollowing(true);
        syncFollowAction();
    });
}

bool MainWindow::isFollowing() const
{
    const Document *document = currentDocument();
    return document && document->isFollowing();
}
