// SPDX-License-Identifier: GPL-2.0-or-later
// MainWindow, part 2: actions, menus, docks, status bar and translation.
#include "main_window.h"

#include "answer_pane.h"
#include "conversation_list_pane.h"
#include "details_pane.h"
#include "document/document.h"
#include "items/plain_tool_tip.h"
#include "language_manager.h"
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

void MainWindow::createDocks()
{
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);
    auto makeDock = [this](QWidget *content, const QString &name, Qt::DockWidgetArea area) {
        auto *dock = new QDockWidget(this);
        dock->setObjectName(name);
        dock->setWidget(content);
        addDockWidget(area, dock);
        return dock;
    };
    m_list = new ConversationListPane(this);
    m_details = new DetailsPane(this);
    m_spans = new SpansPane(this);
    m_state = new StatePane(this);
    m_problems = new ProblemsPane(this);
    m_references = new ReferencesPane(this);
    m_answer = new AnswerPane(this);
    m_listDock = makeDock(m_list, u"conversationsDock"_s, Qt::LeftDockWidgetArea);
    m_detailsDock = makeDock(m_details, u"detailsDock"_s, Qt::RightDockWidgetArea);
    m_referencesDock = makeDock(m_references, u"referencesDock"_s, Qt::RightDockWidgetArea);
    tabifyDockWidget(m_detailsDock, m_referencesDock);
    m_answerDock = makeDock(m_answer, u"answerDock"_s, Qt::RightDockWidgetArea);
    tabifyDockWidget(m_referencesDock, m_answerDock);
    m_detailsDock->raise();
    m_spansDock = makeDock(m_spans, u"traceDock"_s, Qt::BottomDockWidgetArea);
    m_problemsDock = makeDock(m_problems, u"problemsDock"_s, Qt::BottomDockWidgetArea);
    m_stateDock = makeDock(m_state, u"stateDock"_s, Qt::BottomDockWidgetArea);
    tabifyDockWidget(m_spansDock, m_problemsDock);
    tabifyDockWidget(m_problemsDock, m_stateDock);
    m_spansDock->raise();
    resizeDocks({m_listDock, m_detailsDock}, {430, 380}, Qt::Horizontal);
    resizeDocks({m_spansDock}, {180}, Qt::Vertical);
    createQueryDock(); // main_window_live.cpp
}

void MainWindow::createActions()
{
    m_openAction = new QAction(this);
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, &MainWindow::openDialog);
    m_reloadAction = new QAction(this);
    m_reloadAction->setShortcut(QKeySequence(Qt::Key_F5));
    connect(m_reloadAction, &QAction::triggered, this, &MainWindow::reload);
    createFollowAction(); // main_window_follow.cpp
    m_quitAction = new QAction(this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);
    m_aboutAction = new QAction(this);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::about);
    auto navigation = [this](QList<QKeySequence> keys, void (MainWindow::*slot)()) {
        // The platform's Back/Forward may be Alt+Left/Right already: one binding each.
        QList<QKeySequence> unique;
        for (const QKeySequence &key : keys) {
            if (!key.isEmpty() && !unique.contains(key))
                unique.append(key);
        }
        keys = unique;
        auto *action = new QAction(this);
        action->setShortcuts(keys);
        action->setShortcutContext(Qt::WindowShortcut);
        connect(action, &QAction::triggered, this, slot);
        addAction(action); // works with the menu bar hidden too
        return action;
    };
    m_nextMessageAction = navigation(
        {QKeySequence(Qt::CTRL | Qt::Key_Down), QKeySequence(Qt::Key_J)}, &MainWindow::nextMessage);
    m_previousMessageAction
        = navigation({QKeySequence(Qt::CTRL | Qt::Key_Up), QKeySequence(Qt::Key_K)},
            &MainWindow::previousMessage);
    m_nextConversationAction
        = navigation({QKeySequence(Qt::CTRL | Qt::Key_PageDown)}, &MainWindow::nextConversation);
    m_previousConversationAction
        = navigation({QKeySequence(Qt::CTRL | Qt::Key_PageUp)}, &MainWindow::previousConversation);
    m_backAction
        = navigation({QKeySequence(Qt::ALT | Qt::Key_Left), QKeySequence(QKeySequence::Back)},
            &MainWindow::goBack);
    m_forwardAction
        = navigation({QKeySequence(Qt::ALT | Qt::Key_Right), QKeySequence(QKeySequence::Forward)},
            &MainWindow::goForward);
    m_nextCitationAction = navigation({QKeySequence(Qt::Key_F8)}, &MainWindow::nextCitation);
    m_previousCitationAction
        = navigation({QKeySequence(Qt::SHIFT | Qt::Key_F8)}, &MainWindow::previousCitation);
    m_nextTurnAction = navigation(
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Down), QKeySequence(Qt::SHIFT | Qt::Key_J)},
        &MainWindow::nextTurn);
    m_previousTurnAction = navigation(
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Up), QKeySequence(Qt::SHIFT | Qt::Key_K)},
        &MainWindow::previousTurn);
    updateNavigationActions();
    createFindActions(); // main_window_find.cpp
    m_languageGroup = new QActionGroup(this);
    m_languageGroup->setExclusive(true);
    for (const QString &code : LanguageManager::availableLanguages()) {
        auto *action = new QAction(m_languageGroup);
        action->setCheckable(true);
        action->setData(code);
        connect(action, &QAction::triggered, this,
            [code] { LanguageManager::instance()->setLanguage(code); });
    }
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->setObjectName(u"fileMenu"_s);
    m_fileMenu->addAction(m_openAction);
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_recentMenu->setObjectName(u"recentMenu"_s);
    m_fileMenu->addAction(m_reloadAction);
    m_fileMenu->addAction(m_followAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);
    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->setObjectName(u"viewMenu"_s);
    for (QDockWidget *dock : {m_listDock, m_detailsDock, m_spansDock, m_problemsDock, m_stateDock,
             m_referencesDock, m_answerDock, m_queryDock})
        m_viewMenu->addAction(dock->toggleViewAction());
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_messages->filterBarAction());
    m_viewMenu->addAction(m_messages->focusFilterAction()); // Ctrl+Shift+L
    m_goMenu = menuBar()->addMenu(QString());
    m_goMenu->setObjectName(u"goMenu"_s);
    m_goMenu->addAction(m_backAction);
    m_goMenu->addAction(m_forwardAction);
    m_goMenu->addSeparator();
    m_goMenu->addAction(m_nextMessageAction);
    m_goMenu->addAction(m_previousMessageAction);
    m_goMenu->addAction(m_nextTurnAction);
    m_goMenu->addAction(m_previousTurnAction);
    m_goMenu->addSeparator();
    m_goMenu->addAction(m_nextConversationAction);
    m_goMenu->addAction(m_previousConversationAction);
    m_goMenu->addSeparator();
    m_goMenu->addAction(m_nextCitationAction);
    m_goMenu->addAction(m_previousCitationAction);
    m_languageMenu = menuBar()->addMenu(QString());
    m_languageMenu->setObjectName(u"languageMenu"_s);
    m_languageMenu->addActions(m_languageGroup->actions());
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->setObjectName(u"helpMenu"_s);
    m_helpMenu->addAction(m_aboutAction);
    createFindMenu(); // Edit, between File and View
    updateRecentMenu();
}

void MainWindow::createStatusBar()
{
    m_formatLabel = new QLabel(this);
    m_formatLabel->setObjectName(u"formatLabel"_s);
    m_formatLabel->setTextFormat(Qt::PlainText);
    m_countLabel = new QLabel(this);
    m_countLabel->setObjectName(u"countLabel"_s);
    m_countLabel->setTextFormat(Qt::PlainText);
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 1000);
    m_progress->setMaximumWidth(180);
    m_progress->setTextVisible(false);
    m_progress->hide();
    m_cancel = new QToolButton(this);
    m_cancel->setObjectName(u"cancelLoading"_s);
    m_cancel->setAutoRaise(true);
    m_cancel->hide();
    connect(m_cancel, &QToolButton::clicked, this, [this] {
        if (Document *document = currentDocument())
            document->cancel();
        m_progress->hide();
        m_cancel->hide();
    });
    statusBar()->addPermanentWidget(m_countLabel);
    statusBar()->addPermanentWidget(m_formatLabel);
    statusBar()->addPermanentWidget(m_progress);
    statusBar()->addPermanentWidget(m_cancel);
}

void MainWindow::updateStatus()
{
    Document *document = currentDocument();
    if (!document) {
        m_formatLabel->clear();
        m_countLabel->clear();
        //: window title when no file is open
        setWindowTitle(tr("Conversation Inspector"));
        return;
    }
    const QString format
        = document->formatId().isEmpty() ? tr("unknown format") : document->formatId();
    //: status bar: %1 format id such as ces.conversation, %2 framing such as json or jsonl
    m_formatLabel->setText(tr("%1 (%2)").arg(format, framingId(document->framing())));
    const QString conversations = tr("%n conversation(s)", nullptr, document->conversationCount());
    if (m_open)
        //: status bar: %1 "N conversations", %2 "N messages" (of the open conversation)
        m_countLabel->setText(tr("%1, %2").arg(
            conversations, tr("%n message(s)", nullptr, int(m_open->messages.size()))));
    else
        m_countLabel->setText(conversations);
    if (document->state() != Document::State::Loading) {
        m_progress->hide();
        m_cancel->hide();
    }
    //: window title: %1 file name
    setWindowTitle(tr("%1 — Conversation Inspector").arg(document->displayName()));
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = RecentFiles::list();
    for (const QString &path : files) {
        QAction *action = m_recentMenu->addAction(QFileInfo(path).fileName());
        action->setToolTip(plainToolTip(path));
        action->setStatusTip(path);
        connect(action, &QAction::triggered, this, [this, path] { openFiles({path}); });
    }
    if (files.isEmpty()) {
        //: Open Recent menu when there are no recent files
        m_recentMenu->addAction(tr("No recent files"))->setEnabled(false);
        return;
    }
    m_recentMenu->addSeparator();
    //: clears the Open Recent menu
    connect(m_recentMenu->addAction(tr("Clear List")), &QAction::triggered, this, [this] {
        RecentFiles::clear();
        updateRecentMenu();
    });
}

void MainWindow::updateLanguageMenu()
{
    const QString current = LanguageManager::instance()->language();
    for (QAction *action : m_languageGroup->actions()) {
        const QString code = action->data().toString();
        action->setText(LanguageManager::nativeName(code));
        action->setChecked(code == current);
    }
}

void MainWindow::openDialog()
{
    //: file dialog filter
    const QString filter = tr("Transcripts (*.json *.jsonl *.ndjson *.sse *.txt);;All files (*)");
    const QStringList paths
        = QFileDialog::getOpenFileNames(this, tr("Open Transcript"), QString(), filter);
    if (!paths.isEmpty())
        openFiles(paths);
}

void MainWindow::about()
{
    QMessageBox::about(this, tr("About Conversation Inspector"),
        //: about box text; %1 version number
        tr("<h3>Conversation Inspector %1</h3><p>Inspects transcripts of conversational AI agents: "
           "messages, tool calls, grounding and traces.</p><p>License: GPL-2.0-or-later</p>")
            .arg(QString::fromLatin1(INSPECTOR_VERSION)));
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslateUi()
{
    //: menu
    m_fileMenu->setTitle(tr("&File"));
    //: menu action
    m_openAction->setText(tr("&Open…"));
    //: submenu of File
    m_recentMenu->setTitle(tr("Open &Recent"));
    //: menu action: read the file again
    m_reloadAction->setText(tr("Re&load"));
    retranslateFollow();
    //: menu action
    m_quitAction->setText(tr("&Quit"));
    //: menu
    m_viewMenu->setTitle(tr("&View"));
    //: menu: moving between messages, conversations and places visited
    m_goMenu->setTitle(tr("&Go"));
    //: Go menu: return to where you were before a jump
    m_backAction->setText(tr("&Back"));
    //: Go menu: redo a jump undone with Back
    m_forwardAction->setText(tr("&Forward"));
    //: Go menu
    m_nextMessageAction->setText(tr("&Next Message"));
    //: Go menu
    m_previousMessageAction->setText(tr("&Previous Message"));
    //: Go menu
    m_nextConversationAction->setText(tr("Next &Conversation"));
    //: Go menu
    m_previousConversationAction->setText(tr("Previous C&onversation"));
    //: menu: choose the user interface language
    m_languageMenu->setTitle(tr("&Language"));
    //: menu
    m_helpMenu->setTitle(tr("&Help"));
    //: menu action
    m_aboutAction->setText(tr("&About Conversation Inspector"));
    //: dock title
    m_listDock->setWindowTitle(tr("Conversations"));
    //: dock title
    m_detailsDock->setWindowTitle(tr("Details"));
    //: dock title: the trace spans of the conversation
    m_spansDock->setWindowTitle(tr("Trace"));
    //: dock title: the session state (variables) after the selected message
    m_stateDock->setWindowTitle(tr("State"));
    //: dock title: the list of diagnostics
    m_problemsDock->setWindowTitle(tr("Problems"));
    //: dock title: the sources (grounding) of the selected message
    m_referencesDock->setWindowTitle(tr("References"));
    //: dock title: the Discovery Engine answer data (state, steps, related questions)
    m_answerDock->setWindowTitle(tr("Answer"));
    //: Go menu: select the first message of the next turn (query and answer)
    m_nextTurnAction->setText(tr("Next T&urn"));
    //: Go menu: select the first message of the previous turn
    m_previousTurnAction->setText(tr("Previous Tu&rn"));
    //: Go menu: select the next cited sentence and show its sources
    m_nextCitationAction->setText(tr("Next C&itation"));
    //: Go menu: select the previous cited sentence and show its sources
    m_previousCitationAction->setText(tr("Previous Ci&tation"));
    //: button in the status bar that stops loading a file
    m_cancel->setText(tr("Cancel"));
    retranslateFind();
    retranslateQueryDock();
    updateLanguageMenu();
    updateRecentMenu();
    updateStatus();
}

void MainWindow::updateNavigationActions()
{
    m_backAction->setEnabled(m_history.canGoBack());
    m_forwardAction->setEnabled(m_history.canGoForward());
}
