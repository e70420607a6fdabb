// SPDX-License-Identifier: GPL-2.0-or-later
#include "main_window.h"

#include "answer_pane.h"
#include "answer_turns.h"
#include "citation_navigator.h"
#include "conversation_list_pane.h"
#include "details_pane.h"
#include "document/document.h"
#include "message_view.h"
#include "problems_pane.h"
#include "recent_files.h"
#include "references_pane.h"
#include "spans_pane.h"
#include "state_pane.h"

#include <QAction>
#include <QClipboard>
#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDockWidget>
#include <QEventLoop>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLocale>
#include <QProgressBar>
#include <QStatusBar>
#include <QTimer>
#include <QToolButton>

using namespace Qt::StringLiterals;

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setObjectName(u"mainWindow"_s);
    setAcceptDrops(true);
    m_messages = new MessageView(this);
    setCentralWidget(m_messages);
    createDocks();
    createActions();
    createMenus();
    createStatusBar();
    createFileSearch(); // main_window_file_find.cpp: needs the status bar's progress
    resize(1280, 800);

    connect(m_list, &ConversationListPane::conversationSelected, this,
        &MainWindow::onConversationSelected);
    connect(m_list, &ConversationListPane::fileChosen, this, &MainWindow::showDocument);
    connect(m_messages, &MessageView::messageSelected, this, &MainWindow::onMessageSelected);
    connect(m_messages, &MessageView::chunkSelected, this, &MainWindow::onChunkSelected);
    connect(m_problems, &ProblemsPane::messageActivated, this, [this](ChunkRef ref) {
        m_history.visit(m_messages->currentRef());
        navigateTo(ref);
        updateNavigationActions();
    });
    // Grounding: a clicked citation shows its sources; a chosen source highlights its segments.
    connect(m_messages, &MessageView::citationSelected, this, [this](CitationRef ref) {
        m_references->showCitation(ref);
        if (m_referencesDock->toggleViewAction()->isChecked()) // open, maybe behind a tab
            m_referencesDock->raise();
    });
    connect(
        m_references, &ReferencesPane::referenceSelected, m_messages, &MessageView::showCitation);
    // A related question of an answer goes to the query panel (main_window_live.cpp).
    connect(m_answer, &AnswerPane::relatedQuestionActivated, this, &MainWindow::askRelatedQuestion);
    connect(m_messages, &MessageView::jumping, this, [this](ChunkRef from) {
        m_history.visit(from);
        updateNavigationActions();
    });
    retranslateUi();
}

MainWindow::~MainWindow() = default;

Document *MainWindow::currentDocument() const
{
    return m_current >= 0 && m_current < m_documents.size() ? m_documents.at(m_current) : nullptr;
}

void MainWindow::openFiles(const QStringList &paths)
{
    for (const QString &path : paths) {
        auto *document = new Document(this);
        addDocument(document);
        document->openFile(path);
        RecentFiles::add(path);
    }
    updateRecentMenu();
}

void MainWindow::openData(const QByteArray &data, const QString &displayName)
{
    auto *document = new Document(this);
    addDocument(document);
    document->openData(data, displayName);
}

void MainWindow::addDocument(Document *document)
{
    DocumentTuning tuning = document->tuning();
    tuning.backgroundIndexing = true; // the window goes first
    document->setTuning(tuning);
    connect(document, &Document::progress, this, [this, document](qint64 done, qint64 total) {
        if (document != currentDocument())
            return;
        m_progress->setVisible(true);
        m_cancel->setVisible(true);
        m_progress->setValue(total > 0 ? int(done * 1000 / total) : 0);
    });
    connect(document, &Document::conversationsAdded, this, [this, document] {
        if (document != currentDocument())
            return;
        if (m_conversation < 0 && document->conversationCount() > 0)
            selectConversation(0);
        updateStatus();
    });
    connect(document, &Document::conversationReady, this, [this, document](int index) {
        if (document != currentDocument() || index != m_conversation || m_open)
            return;
        statusBar()->clearMessage();
        onConversationSelected(index);
    });
    connect(document, &Document::conversationChanged, this, [this, document](int index) {
        // A part that got its envelope, or a followed conversation that grew: show the new
        // reading and keep the place; following, the last message stays the selected one.
        if (document != currentDocument() || index != m_conversation)
            return;
        const ChunkRef place = m_messages->currentRef();
        const bool atEnd = m_open && place.message == m_open->messages.size() - 1;
        onConversationSelected(index);
        if (m_open && document->isFollowing() && atEnd)
            m_messages->selectMessage(int(m_open->messages.size()) - 1);
        else if (m_open && place.message >= 0)
            m_messages->selectMessage(place.message);
    });
    watchForFollow(document); // main_window_follow.cpp
    watchSearchRanges(document); // main_window_file_find.cpp
    connect(document, &Document::conversationsReset, this, [this, document] {
        if (document != currentDocument())
            return;
        m_conversation = -1;
        m_open.reset();
        m_messages->setConversation(-1, nullptr);
        m_spans->setConversation(nullptr);
        m_state->setConversation(nullptr);
        m_details->clear();
    });
    auto finished = [this, document] {
        if (document != currentDocument())
            return;
        if (m_conversation < 0 && document->conversationCount() > 0)
            selectConversation(0);
        refreshProblems();
        updateStatus();
        refreshFileSearch();
        if (document->state() == Document::State::Failed)
            statusBar()->showMessage(document->failure().text());
    };
    connect(document, &Document::loaded, this, finished);
    connect(document, &Document::failed, this, finished);
    m_documents.append(document);
    showDocument(int(m_documents.size()) - 1);
}

void MainWindow::showDocument(int index)
{
    if (index < 0 || index >= m_documents.size())
        return;
    if (index != m_current)
        m_history.clear(); // places are indices into one document
    m_current = index;
    m_conversation = -1;
    m_open.reset();
    Document *document = m_documents.at(index);
    QStringList names;
    for (const Document *d : std::as_const(m_documents))
        names.append(
            d->displayName().isEmpty() ? QFileInfo(d->path()).fileName() : d->displayName());
    m_list->setFiles(names, index);
    m_list->setDocument(document);
    m_messages->setConversation(-1, nullptr);
    m_spans->setConversation(nullptr);
    m_references->clear();
    m_state->setConversation(nullptr);
    m_details->clear();
    m_answer->clear();
    const bool loading = document->state() == Document::State::Loading;
    m_progress->setVisible(loading);
    m_cancel->setVisible(loading);
    if (document->conversationCount() > 0)
        selectConversation(0);
    refreshProblems();
    updateStatus();
    refreshFileSearch();
    syncFollowAction();
}

bool MainWindow::waitForLoaded(int msecs)
{
    const QDeadlineTimer deadline
        = msecs < 0 ? QDeadlineTimer(QDeadlineTimer::Forever) : QDeadlineTimer(msecs);
    bool allReady = true;
    for (Document *document : std::as_const(m_documents)) {
        if (document->state() == Document::State::Loading) {
            const qint64 left
                = deadline.isForever() ? -1 : qMax<qint64>(0, deadline.remainingTime());
            document->waitForLoaded(int(left));
        }
        allReady = allReady && document->state() == Document::State::Ready;
    }
    // Deliver what the documents queued (conversation lists, first selection), then wait for a
    // big first conversation read on a worker.
    QCoreApplication::processEvents();
    Document *document = currentDocument();
    if (document && m_conversation >= 0 && !m_open) {
        QEventLoop loop;
        connect(document, &Document::conversationReady, &loop, &QEventLoop::quit);
        if (!deadline.isForever())
            QTimer::singleShot(qMax<qint64>(0, deadline.remainingTime()), &loop, &QEventLoop::quit);
        loop.exec();
        QCoreApplication::processEvents();
    }
    return allReady;
}

void MainWindow::selectConversation(int row)
{
    Document *document = currentDocument();
    if (!document || row < 0 || row >= document->conversationCount())
        return;
    if (m_list->currentConversation() == row) {
        if (m_conversation != row)
            onConversationSelected(row);
        return;
    }
    m_list->selectConversation(row);
    if (m_conversation != row) // the row may be filtered out of the list: open it anyway
        onConversationSelected(row);
}

void MainWindow::onConversationSelected(int conversation)
{
    Document *document = currentDocument();
    if (!document || conversation < 0 || conversation >= document->conversationCount())
        return;
    m_conversation = conversation;
    m_open = document->conversationIfReady(conversation);
    if (!m_open) // a big one: read on a worker, shown when conversationReady comes
        statusBar()->showMessage(
            tr("Reading conversation %1…").arg(QLocale().toString(conversation + 1)));
    m_messages->setConversation(conversation, m_open);
    m_spans->setConversation(m_open);
    m_references->clear();
    m_state->setConversation(m_open);
    m_answer->clear();
    if (m_open)
        m_details->showConversation(*m_open);
    else
        m_details->clear();
    refreshProblems();
    updateStatus();
}

void MainWindow::selectMessage(int row)
{
    m_messages->selectMessage(row);
}

void MainWindow::onMessageSelected(ChunkRef ref)
{
    if (!m_open || ref.conversation != m_conversation || ref.message < 0
        || ref.message >= m_open->messages.size())
        return;
    const Message &message = m_open->messages.at(ref.message);
    m_details->showMessage(message, ref.message);
    m_answer->showMessage(m_open, ref.message);
    m_references->showMessage(m_conversation, ref.message, message.grounding);
    m_state->setMessage(ref.message);
    if (message.turn >= 0)
        m_spans->selectTurn(message.turn);
}

void MainWindow::onChunkSelected(ChunkRef ref)
{
    if (!m_open || ref.conversation != m_conversation || ref.message < 0
        || ref.message >= m_open->messages.size())
        return;
    const Message &message = m_open->messages.at(ref.message);
    if (ref.chunk < 0 || ref.chunk >= message.chunks.size()) {
        onMessageSelected(ref);
        return;
    }
    m_details->showChunk(message.chunks.at(ref.chunk), ref.message, ref.chunk);
    m_answer->showMessage(m_open, ref.message);
    m_references->showMessage(m_conversation, ref.message, message.grounding);
    m_state->setMessage(ref.message);
    if (message.turn >= 0)
        m_spans->selectTurn(message.turn);
}

void MainWindow::refreshProblems()
{
    Document *document = currentDocument();
    Diagnostics problems;
    if (document) {
        problems = document->diagnostics();
        if (document->state() == Document::State::Failed)
            problems.prepend(document->failure());
    }
    m_problems->setProblems(problems, m_conversation, m_open);
}

void MainWindow::reload()
{
    Document *old = currentDocument();
    if (!old || old->path().isEmpty())
        return;
    const QString path = old->path();
    const int index = m_current;
    const int conversation = m_conversation;
    m_list->setDocument(nullptr);
    m_documents.removeAt(index);
    old->deleteLater();
    auto *document = new Document(this);
    addDocument(document); // appends it; move it back to where the old one was
    m_documents.move(m_documents.size() - 1, index);
    showDocument(index);
    if (conversation >= 0)
        connect(
            document, &Document::loaded, this,
            [this, conversation] { selectConversation(conversation); }, Qt::SingleShotConnection);
    document->openFile(path);
}
