// SPDX-License-Identifier: GPL-2.0-or-later
// MainWindow, part 1: the wiring between panes and controllers.
#include "main_window.h"
#include "accessible_names.h"

#include "answer_pane.h"
#include "ces_session_options.h"
#include "compare_with.h"
#include "conversation_list_pane.h"
#include "document/document.h"
#include "evaluation_pane.h"
#include "file_find.h"
#include "file_opener.h"
#include "find_bar.h"
#include "linked_conversation.h"
#include "message_view.h"
#include "progress_indicator.h"
#include "query_panel.h"
#include "query_panel_ces_page.h"
#include "recent_files.h"
#include "recent_files_menu.h"
#include "references_pane.h"
#include "state_pane.h"
#include "window_docks.h"
#include "window_layout.h"

#include <QAction>
#include <QCoreApplication>
#include <QDockWidget>
#include <QStatusBar>

using namespace Qt::StringLiterals;

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setObjectName(u"mainWindow"_s);
    m_panes.messages = new MessageView(this);
    setCentralWidget(m_panes.messages);
    m_docks = new WindowDocks(this, m_panes);
    m_query = m_docks->queryPanel();
    m_documents = new OpenDocuments(this);
    m_selection = new SelectionRelay(m_panes, m_documents, this);
    m_navigation = new NavigationActions(m_selection, this);
    m_findActions = new FindActions(m_panes.messages, this);
    m_fileFind = new FileFind(m_documents, this);
    m_follow = new FollowMode(m_documents, this);
    m_live = new LiveSession(m_documents, this);
    const auto openPlace = [this] { return m_selection->openPlace(); };
    m_compareWith = new CompareWith(this, openPlace);
    m_query->cesPage()->options()->setPlaceSource(openPlace); // a new session's history
    m_linked = new LinkedConversation(m_documents, this);
    m_opener = new FileOpener(this);
    m_layout = new WindowLayout(this);
    createActions();
    createMenus();
    createStatusBar();
    wireDocuments();
    wireFind();
    wirePanes();
    AccessibleNames::linkFormLabels(this); // every pane is built: their form rows name fields
    resize(1280, 800);
    retranslateUi();
}

MainWindow::~MainWindow() = default;

void MainWindow::wireDocuments()
{
    // OpenDocuments forwards the shown document's signals only; the controllers listen to it.
    connect(
        m_panes.list, &ConversationListPane::fileChosen, m_documents, &OpenDocuments::setCurrent);
    connect(
        m_documents, &OpenDocuments::namesChanged, m_panes.list, &ConversationListPane::setFiles);
    connect(m_documents, &OpenDocuments::currentChanged, this, &MainWindow::showDocument);
    connect(m_documents, &OpenDocuments::conversationsAdded, this, &MainWindow::updateStatus);
    connect(m_documents, &OpenDocuments::loaded, this, &MainWindow::documentFinished);
    connect(m_documents, &OpenDocuments::failed, this, &MainWindow::documentFinished);
    connect(m_documents, &OpenDocuments::progress, m_loading, &ProgressIndicator::setProgress);
    connect(
        m_loading, &ProgressIndicator::cancelRequested, m_documents, &OpenDocuments::cancelLoading);
    connect(m_opener, &FileOpener::filesChosen, this, &MainWindow::openFiles);
    connect(m_followAction, &QAction::toggled, m_follow, &FollowMode::setFollowing);
    connect(m_follow, &FollowMode::stateChanged, this, [this](bool available, bool on) {
        m_followAction->setEnabled(available);
        const QSignalBlocker blocker(m_followAction);
        m_followAction->setChecked(on);
    });
    connect(m_follow, &FollowMode::reloadRequested, this, &MainWindow::reload);
    connect(m_follow, &FollowMode::statusMessage, statusBar(), &QStatusBar::showMessage);
}

void MainWindow::wireFind()
{
    MessageView *messages = m_panes.messages;
    connect(messages, &MessageView::findQueryChanged, m_panes.state, &StatePane::setFindQuery);
    connect(messages, &MessageView::findQueryChanged, m_fileFind, &FileFind::setQuery);
    FindBar *bar = messages->finder()->findBar();
    connect(bar, &FindBar::nextConversationRequested, m_fileFind, &FileFind::nextConversation);
    connect(
        bar, &FindBar::previousConversationRequested, m_fileFind, &FileFind::previousConversation);
    connect(m_fileFind, &FileFind::resultsChanged, bar, &FindBar::setFileMatches);
    connect(m_selection, &SelectionRelay::conversationOpened, m_fileFind,
        &FileFind::setOpenConversation);
    connect(m_fileFind, &FileFind::conversationWanted, m_selection, &SelectionRelay::showFindMatch);
    // Its own progress and Cancel: loading's Cancel never stops it, nor it loading.
    connect(m_fileFind, &FileFind::progress, m_finding, &ProgressIndicator::setProgress);
    connect(m_fileFind, &FileFind::stopped, m_finding, &ProgressIndicator::finish);
    connect(m_finding, &ProgressIndicator::cancelRequested, m_fileFind, &FileFind::cancel);
}

void MainWindow::wirePanes()
{
    connect(m_selection, &SelectionRelay::conversationOpened, this, &MainWindow::updateStatus);
    connect(m_selection, &SelectionRelay::statusMessage, statusBar(), &QStatusBar::showMessage);
    connect(m_selection, &SelectionRelay::statusCleared, statusBar(), &QStatusBar::clearMessage);
    connect(m_navigation, &NavigationActions::statusMessage, statusBar(), &QStatusBar::showMessage);
    connect(m_selection, &SelectionRelay::citationPicked, this, [this] {
        QDockWidget *dock = WindowDocks::dockOf(m_panes.references);
        if (dock->toggleViewAction()->isChecked()) // open, maybe behind a tab
            dock->raise();
    });
    // The query panel's answers open as the live document; related questions go back to it.
    connect(m_query, &QueryPanel::liveSessionUpdated, m_live, &LiveSession::open);
    connect(m_query, &QueryPanel::showRequested, this, [this] { showPanel(u"query"_s); });
    m_live->setPlaceSource([this] { return m_selection->currentRef(); });
    connect(m_live, &LiveSession::answerReady, m_selection, &SelectionRelay::navigateTo);
    connect(
        m_panes.answer, &AnswerPane::relatedQuestionActivated, m_live, &LiveSession::askRelated);
    connect(m_live, &LiveSession::questionAsked, this, [this](const QString &question, bool send) {
        showPanel(u"query"_s);
        m_query->askQuestion(question, send);
    });
    // File ▸ Compare With…: a turn activated there shows in the window.
    connect(m_compareWith, &CompareWith::problem, this,
        [this](const QString &text) { statusBar()->showMessage(text, 10000); });
    connect(m_compareWith, &CompareWith::turnActivated, m_selection, &SelectionRelay::navigateTo);
    // The conversation an evaluation ran, from the open files or the files beside it.
    connect(m_panes.evaluation, &EvaluationPane::linkedConversationRequested, m_linked,
        &LinkedConversation::open);
    connect(m_linked, &LinkedConversation::found, m_selection, &SelectionRelay::jumpTo);
    connect(m_linked, &LinkedConversation::status, this,
        [this](const QString &text) { statusBar()->showMessage(text, 10000); });
    // Two conversations selected in the list, side by side.
    connect(m_panes.list, &ConversationListPane::compareRequested, this, [this](int a, int b) {
        Document *d = currentDocument();
        if (!d)
            return;
        const auto side = [d](int index) {
            return OpenPlace {d->conversation(index), index, -1, d->displayName(), d->path()};
        };
        m_compareWith->compareTwo(side(a), side(b));
    });
}

void MainWindow::showDocument(Document *document)
{
    // A loading document shows its indicator with its next progress report.
    if (!document || document->state() != Document::State::Loading)
        m_loading->finish();
    m_closeAction->setEnabled(document != nullptr);
    updateStatus();
}

void MainWindow::documentFinished()
{
    m_loading->finish();
    updateStatus();
    const Document *document = m_documents->current();
    if (document->state() == Document::State::Failed)
        statusBar()->showMessage(document->failure().text());
}

void MainWindow::openFiles(const QStringList &paths)
{
    for (const QString &path : paths) {
        m_documents->openFile(path);
        RecentFiles::add(path);
    }
    m_opener->recentMenu()->refresh();
}

void MainWindow::reload()
{
    const int conversation = m_selection->conversationIndex();
    if (m_documents->reloadCurrent() && conversation >= 0)
        m_selection->selectWhenLoaded(conversation);
}

bool MainWindow::waitForLoaded(int msecs)
{
    const QDeadlineTimer deadline
        = msecs < 0 ? QDeadlineTimer(QDeadlineTimer::Forever) : QDeadlineTimer(msecs);
    const bool allReady = m_documents->waitForLoaded(deadline);
    // Deliver what the documents queued (conversation lists, first selection), then wait for a
    // big first conversation read on a worker.
    QCoreApplication::processEvents();
    if (m_selection->waitForOpenConversation(deadline))
        QCoreApplication::processEvents();
    return allReady;
}

void MainWindow::setPersistLayout(bool persist)
{
    m_layout->setPersistent(persist);
}
