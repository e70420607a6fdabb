// SPDX-License-Identifier: GPL-2.0-or-later
// MainWindow, part 7: the file-wide search behind the find bar (count of matches in the whole
// file, Find Next into the next conversation with matches), with progress and cancel in the
// status bar.
#include "main_window.h"

#include "document/document.h"
#include "search/file_search.h"

#include <QProgressBar>
#include <QStatusBar>
#include <QToolButton>

void MainWindow::createFileSearch()
{
    m_fileSearch = new FileSearch(this);
    connect(this, &MainWindow::findQueryChanged, this, &MainWindow::startFileSearch);
    connect(m_fileSearch, &FileSearch::found, this, [this](const QVector<ConversationHits> &hits) {
        for (const ConversationHits &h : hits)
            m_fileHits.insert(h.conversation, h.matches);
        setFileFindResults(m_fileSearch->totalMatches(), false);
    });
    connect(m_fileSearch, &FileSearch::progress, this, [this](qint64 done, qint64 total) {
        m_progress->setVisible(true);
        m_cancel->setVisible(true);
        m_progress->setValue(total > 0 ? int(done * 1000 / total) : 0);
    });
    connect(m_fileSearch, &FileSearch::finished, this, [this](qint64 total, bool cancelled) {
        const FindQuery query = m_fileSearch->query();
        setFileFindResults(query.isEmpty() || !query.isValid() ? -1 : total, !cancelled);
        Document *document = currentDocument();
        const bool loading = document && document->state() == Document::State::Loading;
        m_progress->setVisible(loading);
        m_cancel->setVisible(loading);
    });
    connect(m_cancel, &QToolButton::clicked, m_fileSearch, &FileSearch::cancel);
    connect(this, &MainWindow::nextFindConversationRequested, this,
        [this] { goToFileMatchConversation(true); });
    connect(this, &MainWindow::previousFindConversationRequested, this,
        [this] { goToFileMatchConversation(false); });
}

void MainWindow::watchSearchRanges(Document *document)
{
    const auto stale = [this, document] {
        if (document == m_rangesDocument)
            m_rangesStale = true;
    };
    connect(document, &Document::conversationsAdded, this, stale);
    connect(document, &Document::conversationChanged, this, stale);
    connect(document, &Document::conversationsReset, this, stale);
    connect(document, &Document::loaded, this, stale);
    connect(document, &Document::failed, this, stale);
    // No hook on the document's destruction: the window's own children are destroyed after its
    // members, so such a hook would touch a dead list. m_rangesDocument is a QPointer instead.
}

void MainWindow::startFileSearch(const FindQuery &query)
{
    m_fileQuery = query;
    m_fileHits.clear();
    Document *document = currentDocument();
    // One conversation: its own count says it all.
    if (query.isEmpty() || !query.isValid() || !document || !document->mappedFile()
        || document->conversationCount() < 2) {
        m_fileSearch->start(QByteArray(), {}, FindQuery()); // stops the old one; finds nothing
        setFileFindResults(-1, true);
        return;
    }
    if (document != m_rangesDocument || m_rangesStale) {
        m_searchRanges = std::make_shared<const SearchRangeList>(document->searchRangeBuilder());
        m_rangesDocument = document;
        m_rangesStale = false;
    }
    m_fileSearch->start(document->mappedFile(), m_searchRanges, query);
}

void MainWindow::refreshFileSearch()
{
    // The document changed (another file shown, indexing done, appended records): search again.
    if (m_fileSearch && !m_fileQuery.isEmpty() && m_fileQuery.isValid())
        startFileSearch(m_fileQuery);
}

void MainWindow::goToFileMatchConversation(bool forward)
{
    Document *document = currentDocument();
    if (!document || m_fileHits.isEmpty())
        return;
    // The next (previous) conversation with matches after (before) the open one, wrapping.
    auto it
        = forward ? m_fileHits.upperBound(m_conversation) : m_fileHits.lowerBound(m_conversation);
    if (forward) {
        if (it == m_fileHits.end())
            it = m_fileHits.begin();
    } else {
        it = it == m_fileHits.begin() ? std::prev(m_fileHits.end()) : std::prev(it);
    }
    if (it.key() == m_conversation && m_fileHits.size() == 1)
        return;
    showFindInConversation(it.key(), !forward);
}
