// SPDX-License-Identifier: GPL-2.0-or-later
// MainWindow, part 3: the "Query" dock and its live document (the answers of the query panel
// open as a conversation in the main views; related questions are asked through the panel).
#include "main_window.h"

#include "conversation_list_pane.h"
#include "document/document.h"
#include "query_panel.h"

#include <QDockWidget>

using namespace Qt::StringLiterals;

void MainWindow::createQueryDock()
{
    m_query = new QueryPanel(this);
    m_query->setObjectName(u"queryPanel"_s);
    m_queryDock = new QDockWidget(this);
    m_queryDock->setObjectName(u"queryDock"_s);
    m_queryDock->setWidget(m_query);
    addDockWidget(Qt::RightDockWidgetArea, m_queryDock);
    tabifyDockWidget(m_answerDock, m_queryDock);
    m_detailsDock->raise(); // the panel waits behind its tab until asked for
    connect(m_query, &QueryPanel::liveSessionUpdated, this, &MainWindow::openLiveSession);
}

void MainWindow::retranslateQueryDock()
{
    //: dock title: ask a Vertex AI Search app or any MCP server
    m_queryDock->setWindowTitle(tr("Query"));
}

void MainWindow::askRelatedQuestion(const QString &question)
{
    // One click asks it when the answer belongs to the live session; a related question of a
    // file opened from disk is only put into the question box (nothing is sent unasked).
    const bool live = m_liveDocument && m_liveDocument == currentDocument();
    showPanel(u"query"_s);
    m_query->askQuestion(question, live);
}

void MainWindow::openLiveSession(
    const QByteArray &jsonl, const QString &displayName, const QString &answerName)
{
    auto *document = new Document(this);
    const int index = int(m_documents.indexOf(m_liveDocument));
    if (index >= 0) {
        // Replace the previous live document in place (same entry in the file chooser).
        Document *old = m_liveDocument;
        if (m_current == index)
            m_list->setDocument(nullptr);
        m_documents.removeAt(index);
        if (m_current > index)
            --m_current;
        else if (m_current == index)
            m_current = -1;
        old->deleteLater();
        addDocument(document); // appends it and shows it
        m_documents.move(m_documents.size() - 1, index);
        showDocument(index);
    } else {
        addDocument(document);
    }
    m_liveDocument = document;
    connect(
        document, &Document::loaded, this,
        [this, document, answerName] { selectLiveAnswer(document, answerName); },
        Qt::SingleShotConnection);
    document->openData(jsonl, displayName);
}

void MainWindow::selectLiveAnswer(Document *document, const QString &answerName)
{
    if (document != currentDocument() || document->conversationCount() == 0)
        return;
    // The conversation holding the newest answer (by its resource name), else the last one;
    // in it, that answer, else the last message with answer data or grounding.
    int conversation = document->conversationCount() - 1;
    int message = -1;
    for (int c = 0; c < document->conversationCount() && message < 0; ++c) {
        const auto candidate = document->conversation(c);
        for (int m = 0; candidate && m < candidate->messages.size(); ++m) {
            if (!answerName.isEmpty() && candidate->messages.at(m).id == answerName) {
                conversation = c;
                message = m;
            }
        }
    }
    selectConversation(conversation);
    if (message < 0 && m_open) {
        for (int m = 0; m < m_open->messages.size(); ++m)
            if (m_open->messages.at(m).answer || m_open->messages.at(m).grounding)
                message = m;
    }
    if (message >= 0)
        selectMessage(message);
}
