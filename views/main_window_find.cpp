// SPDX-License-Identifier: GPL-2.0-or-later
// MainWindow, part 6: Find in the open conversation (Edit menu) and the hooks for the
// file-wide search.
#include "main_window.h"

#include "find_bar.h"
#include "message_view.h"
#include "state_pane.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>

using namespace Qt::StringLiterals;

namespace {

// The platform's bindings for `key` plus `extra` (F3 everywhere), each once.
QList<QKeySequence> shortcuts(QKeySequence::StandardKey key, const QKeySequence &extra)
{
    QList<QKeySequence> keys = QKeySequence::keyBindings(key);
    if (!keys.contains(extra))
        keys.prepend(extra);
    return keys;
}

} // namespace

void MainWindow::createFindActions()
{
    m_findAction = new QAction(this);
    m_findAction->setObjectName(u"findAction"_s);
    m_findAction->setShortcuts(shortcuts(QKeySequence::Find, QKeySequence(Qt::CTRL | Qt::Key_F)));
    connect(m_findAction, &QAction::triggered, m_messages, &MessageView::openFind);
    m_findNextAction = new QAction(this);
    m_findNextAction->setObjectName(u"findNextAction"_s);
    m_findNextAction->setShortcuts(shortcuts(QKeySequence::FindNext, QKeySequence(Qt::Key_F3)));
    connect(m_findNextAction, &QAction::triggered, this, &MainWindow::findNext);
    m_findPreviousAction = new QAction(this);
    m_findPreviousAction->setObjectName(u"findPreviousAction"_s);
    m_findPreviousAction->setShortcuts(
        shortcuts(QKeySequence::FindPrevious, QKeySequence(Qt::SHIFT | Qt::Key_F3)));
    connect(m_findPreviousAction, &QAction::triggered, this, &MainWindow::findPrevious);
    for (QAction *action : {m_findAction, m_findNextAction, m_findPreviousAction}) {
        action->setShortcutContext(Qt::WindowShortcut);
        addAction(action); // works with the menu bar hidden too
    }

    FindBar *bar = m_messages->findBar();
    connect(
        bar, &FindBar::nextConversationRequested, this, &MainWindow::nextFindConversationRequested);
    connect(bar, &FindBar::previousConversationRequested, this,
        &MainWindow::previousFindConversationRequested);
    connect(m_messages, &MessageView::findQueryChanged, this, [this](const FindQuery &query) {
        m_state->setFindQuery(query);
        Q_EMIT findQueryChanged(query);
    });
}

void MainWindow::createFindMenu()
{
    m_editMenu = new QMenu(menuBar());
    m_editMenu->setObjectName(u"editMenu"_s);
    menuBar()->insertMenu(m_viewMenu->menuAction(), m_editMenu);
    m_editMenu->addAction(m_findAction);
    m_editMenu->addAction(m_findNextAction);
    m_editMenu->addAction(m_findPreviousAction);
}

void MainWindow::retranslateFind()
{
    //: menu
    m_editMenu->setTitle(tr("&Edit"));
    //: Edit menu: open the find bar under the messages
    m_findAction->setText(tr("&Find…"));
    //: Edit menu: go to the next match of the find bar's text
    m_findNextAction->setText(tr("Find &Next"));
    //: Edit menu: go to the previous match of the find bar's text
    m_findPreviousAction->setText(tr("Find &Previous"));
}

void MainWindow::find(const QString &text)
{
    m_messages->openFind();
    m_messages->findBar()->setText(text);
}

void MainWindow::findNext()
{
    FindBar *bar = m_messages->findBar();
    if (bar->isHidden()) {
        m_messages->openFind(); // applies the text it had again, which shows a first match
        return;
    }
    bar->findNext();
}

void MainWindow::findPrevious()
{
    FindBar *bar = m_messages->findBar();
    if (bar->isHidden()) {
        m_messages->openFind();
        return;
    }
    bar->findPrevious();
}

void MainWindow::setFileFindResults(qint64 total, bool complete)
{
    m_messages->findBar()->setFileMatches(total, complete);
}

void MainWindow::showFindInConversation(int conversation, bool last)
{
    selectConversation(conversation);
    m_messages->showMatchWhenFound(last);
}
