// SPDX-License-Identifier: GPL-2.0-or-later
#include "file_find.h"

#include "document/document.h"
#include "open_documents.h"
#include "search/file_search.h"

FileFind::FileFind(OpenDocuments *documents, QObject *parent)
    : QObject(parent)
    , m_search(new FileSearch(this))
{
    connect(documents, &OpenDocuments::currentChanged, this, &FileFind::setDocument);
    connect(documents, &OpenDocuments::conversationsAdded, this, &FileFind::documentChanged);
    connect(documents, &OpenDocuments::conversationChanged, this, &FileFind::documentChanged);
    connect(documents, &OpenDocuments::conversationsReset, this, &FileFind::documentChanged);
    connect(documents, &OpenDocuments::loaded, this, &FileFind::documentFinished);
    connect(documents, &OpenDocuments::failed, this, &FileFind::documentFinished);
    connect(m_search, &FileSearch::found, this, [this](const QVector<ConversationHits> &hits) {
        for (const ConversationHits &h : hits)
            m_hits.insert(h.conversation, h.matches);
        Q_EMIT resultsChanged(m_search->totalMatches(), false);
    });
    connect(m_search, &FileSearch::progress, this, &FileFind::progress);
    connect(m_search, &FileSearch::finished, this, [this](qint64 total, bool cancelled) {
        const FindQuery query = m_search->query();
        Q_EMIT resultsChanged(query.isEmpty() || !query.isValid() ? -1 : total, !cancelled);
        Q_EMIT stopped();
    });
}

void FileFind::setQuery(const FindQuery &query)
{
    m_query = query;
    start();
}

void FileFind::setDocument(Document *document)
{
    m_document = document;
    m_ranges.reset();
    if (!m_query.isEmpty() && m_query.isValid())
        start();
}

void FileFind::documentChanged()
{
    m_ranges.reset();
}

void FileFind::documentFinished()
{
    m_ranges.reset();
    if (!m_query.isEmpty() && m_query.isValid())
        start(); // indexing done: the whole file now
}

void FileFind::start()
{
    m_hits.clear();
    // One conversation: its own count says it all.
    if (m_query.isEmpty() || !m_query.isValid() || !m_document || !m_document->mappedFile()
        || m_document->conversationCount() < 2) {
        m_search->start(QByteArray(), {}, FindQuery()); // stops the old one; finds nothing
        Q_EMIT resultsChanged(-1, true);
        return;
    }
    if (!m_ranges)
        m_ranges = std::make_shared<const SearchRangeList>(m_document->searchRangeBuilder());
    m_search->start(m_document->mappedFile(), m_ranges, m_query);
}

void FileFind::cancel()
{
    m_search->cancel();
}

void FileFind::nextConversation()
{
    goToConversation(true);
}

void FileFind::previousConversation()
{
    goToConversation(false);
}

void FileFind::goToConversation(bool forward)
{
    if (!m_document || m_hits.isEmpty())
        return;
    auto it = forward ? m_hits.upperBound(m_conversation) : m_hits.lowerBound(m_conversation);
    if (forward) {
        if (it == m_hits.end())
            it = m_hits.begin();
    } else {
        it = it == m_hits.begin() ? std::prev(m_hits.end()) : std::prev(it);
    }
    if (it.key() == m_conversation && m_hits.size() == 1)
        return;
    Q_EMIT conversationWanted(it.key(), !forward);
}
