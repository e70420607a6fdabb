// SPDX-License-Identifier: GPL-2.0-or-later
// MainWindow, part 4: keyboard navigation through messages, conversations, turns, citations and
// history.
#include "answer_pane.h"
#include "answer_turns.h"
#include "citation_navigator.h"
#include "conversation_list_pane.h"
#include "details_pane.h"
#include "document/document.h"
#include "main_window.h"
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
#include <QFileInfo>
#include <QGuiApplication>
#include <QProgressBar>
#include <QStatusBar>
#include <QToolButton>

using namespace Qt::StringLiterals;

void MainWindow::nextMessage()
{
    if (!m_open || m_open->messages.isEmpty())
        return;
    const int target = m_messages->neighbourMessage(m_messages->currentRef().message, 1);
    if (target >= 0) // steps over the messages the filter hides
        selectMessage(target);
}

void MainWindow::previousMessage()
{
    if (!m_open || m_open->messages.isEmpty())
        return;
    const int target = m_messages->neighbourMessage(m_messages->currentRef().message, -1);
    if (target >= 0)
        selectMessage(target);
}

void MainWindow::nextConversation()
{
    Document *document = currentDocument();
    if (document && m_conversation + 1 < document->conversationCount())
        selectConversation(m_conversation + 1);
}

void MainWindow::previousConversation()
{
    if (currentDocument() && m_conversation > 0)
        selectConversation(m_conversation - 1);
}

void MainWindow::nextTurn()
{
    if (m_open) {
        const int target
            = AnswerTurns::neighbourTurnStart(*m_open, m_messages->currentRef().message, 1);
        if (target >= 0)
            selectMessage(target);
    }
}

void MainWindow::previousTurn()
{
    if (m_open) {
        const int target
            = AnswerTurns::neighbourTurnStart(*m_open, m_messages->currentRef().message, -1);
        if (target >= 0)
            selectMessage(target);
    }
}

void MainWindow::goBack()
{
    const ChunkRef target = m_history.back(m_messages->currentRef());
    if (target.isValid())
        navigateTo(target);
    updateNavigationActions();
}

void MainWindow::goForward()
{
    const ChunkRef target = m_history.forward(m_messages->currentRef());
    if (target.isValid())
        navigateTo(target);
    updateNavigationActions();
}

void MainWindow::navigateTo(const ChunkRef &ref)
{
    if (!ref.isValid())
        return;
    if (ref.conversation != m_conversation)
        selectConversation(ref.conversation);
    if (ref.conversation != m_conversation)
        return; // no longer exists
    if (ref.chunk >= 0)
        m_messages->selectChunk(ChunkAddress {ref.message, ref.chunk});
    else
        m_messages->selectMessage(ref.message);
}

void MainWindow::showPanel(const QString &name)
{
    QDockWidget *dock = nullptr;
    if (name == u"details"_s)
        dock = m_detailsDock;
    else if (name == u"trace"_s)
        dock = m_spansDock;
    else if (name == u"state"_s)
        dock = m_stateDock;
    else if (name == u"problems"_s)
        dock = m_problemsDock;
    else if (name == u"references"_s)
        dock = m_referencesDock;
    else if (name == u"answer"_s)
        dock = m_answerDock;
    else if (name == u"query"_s)
        dock = m_queryDock;
    if (!dock)
        return;
    dock->show();
    dock->raise();
}

void MainWindow::nextCitation()
{
    stepCitation(1);
}

void MainWindow::previousCitation()
{
    stepCitation(-1);
}

void MainWindow::stepCitation(int step)
{
    if (!m_open)
        return;
    const CitationRef target = CitationNavigator::step(*m_open, m_conversation,
        m_messages->currentCitation(), m_messages->currentRef().message, step);
    if (!target.isValid()) {
        statusBar()->showMessage(step > 0
                //: status bar after Go > Next Citation at the last one
                ? tr("No further citation in this conversation")
                //: status bar after Go > Previous Citation at the first one
                : tr("No earlier citation in this conversation"),
            4000);
        return;
    }
    m_messages->showCitation(target); // selects the message, which shows its sources
    m_references->showCitation(target);
}
