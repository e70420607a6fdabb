// SPDX-License-Identifier: GPL-2.0-or-later
#include "live_session.h"

#include "document/document.h"
#include "open_documents.h"

LiveSession::LiveSession(OpenDocuments *documents, QObject *parent)
    : QObject(parent)
    , m_documents(documents)
{
    connect(documents, &OpenDocuments::loaded, this, &LiveSession::documentLoaded);
}

Document *LiveSession::document() const
{
    return m_document;
}

void LiveSession::setPlaceSource(std::function<ChunkRef()> place)
{
    m_place = std::move(place);
}

void LiveSession::open(const LiveUpdate &update)
{
    if (append(update))
        return;
    expectAnswer(update);
    // The previous live document is replaced in place (same entry in the file chooser).
    m_document = m_documents->openData(update.text(), update.displayName, m_document);
    if (m_document) {
        m_document->setOpenEnded(update.streaming);
        connect(m_document, &Document::recordsAppended, this, &LiveSession::documentGrew,
            Qt::UniqueConnection);
        connect(m_document, &Document::conversationReady, this, &LiveSession::conversationRead,
            Qt::UniqueConnection);
    }
    m_base = update.base;
    m_appended = update.appended.size();
    m_hasDeferred = false;
}

bool LiveSession::append(const LiveUpdate &update)
{
    if (update.base == 0 || update.base != m_base || !m_document
        || update.appended.size() < m_appended)
        return false;
    m_document->setOpenEnded(update.streaming);
    if (m_document->state() == Document::State::Loading) {
        m_deferred = update; // grown once it has loaded
        m_hasDeferred = true;
        return true;
    }
    if (update.appended.size() == m_appended)
        return true; // the same text
    if (!m_document->appendRecords(update.appended.mid(m_appended)))
        return false;
    expectAnswer(update);
    m_appended = update.appended.size();
    return true;
}

void LiveSession::expectAnswer(const LiveUpdate &update)
{
    // An update while the previous one still loads keeps the place that one kept.
    if (!m_answerPending || !update.keepPlace)
        m_kept = update.keepPlace ? placeToKeep() : Place();
    m_answerName = update.answerName;
    m_followNewest = update.keepPlace;
    m_answerPending = true;
}

LiveSession::Place LiveSession::placeToKeep() const
{
    if (!m_place || !m_document || m_documents->current() != m_document)
        return {};
    const ChunkRef here = m_place();
    const auto conversation = here.conversation >= 0 && here.message >= 0
        ? m_document->conversationIfReady(here.conversation)
        : nullptr;
    // On the newest message (or none): follow the newest.
    if (!conversation || here.message >= conversation->messages.size() - 1)
        return {};
    return {here.conversation, here.message, conversation->messages.at(here.message).id};
}

void LiveSession::documentLoaded()
{
    if (m_document && m_base != 0 && m_document->state() == Document::State::Ready)
        m_document
            ->reserveForAppends(); // it will grow: the copy is made now, not on the first event
    if (m_document && m_hasDeferred && m_document->state() == Document::State::Ready) {
        // What came while it loaded: grown now, and its answer shown once grown.
        m_hasDeferred = false;
        const LiveUpdate update = std::exchange(m_deferred, LiveUpdate());
        if (update.appended.size() > m_appended) {
            open(update);
            return;
        }
    }
    showAnswer();
}

void LiveSession::documentGrew()
{
    if (sender() == m_document)
        showAnswer();
}

void LiveSession::showAnswer()
{
    if (!m_answerPending || !m_document || m_documents->current() != m_document)
        return;
    const int count = m_document->conversationCount();
    if (count > 0) {
        // The conversation to show is read first, on a worker when it is big (the last part of a
        // long session): the answer is named once it is read (conversationRead).
        const int shown
            = m_kept.conversation >= 0 ? qMin(m_kept.conversation, count - 1) : count - 1;
        if (!m_document->conversationIfReady(shown)) {
            m_readFirst = shown;
            return;
        }
    }
    m_answerPending = false;
    m_readFirst = -1;
    if (count > 0)
        Q_EMIT answerReady(m_kept.conversation >= 0 ? findKept() : findAnswer());
}

void LiveSession::conversationRead(int index)
{
    if (sender() == m_document && index == m_readFirst)
        showAnswer();
}

ChunkRef LiveSession::findKept() const
{
    const int c = qMin(m_kept.conversation, m_document->conversationCount() - 1);
    const auto conversation = m_document->conversation(c);
    if (!conversation || conversation->messages.isEmpty())
        return ChunkRef {c, -1, -1};
    for (int m = 0; !m_kept.id.isEmpty() && m < conversation->messages.size(); ++m) {
        if (conversation->messages.at(m).id == m_kept.id)
            return ChunkRef {c, m, -1};
    }
    return ChunkRef {c, qMin(m_kept.message, int(conversation->messages.size()) - 1), -1};
}

ChunkRef LiveSession::findAnswer() const
{
    // The conversation holding the newest answer (by its resource name), else the last one;
    // in it, that answer, else the last message with answer data or grounding. The newest is
    // near the end: the search goes backwards and reads at most a few MB on this thread (a
    // live ADK session of 100,000 events is a hundred parts).
    // Following the newest (a live ADK session), only its last part is searched: it was just
    // read, while an older part would be read here.
    constexpr qint64 kSearchBytes = 4 << 20;
    qint64 searched = 0;
    const int first = m_followNewest ? m_document->conversationCount() - 1 : 0;
    for (int c = m_document->conversationCount() - 1;
         c >= first && !m_answerName.isEmpty() && searched < kSearchBytes; --c) {
        searched += m_document->conversationBytes(c);
        const auto candidate = m_document->conversation(c);
        for (int m = candidate ? int(candidate->messages.size()) - 1 : -1; m >= 0; --m) {
            if (candidate->messages.at(m).id == m_answerName)
                return ChunkRef {c, m, -1};
        }
    }
    const int last = m_document->conversationCount() - 1;
    ChunkRef answer {last, -1, -1};
    const auto conversation = m_document->conversation(last);
    if (m_followNewest && conversation) { // like tail -f: the newest message
        answer.message = int(conversation->messages.size()) - 1;
        return answer;
    }
    for (int m = 0; conversation && m < conversation->messages.size(); ++m) {
        if (conversation->messages.at(m).answer || conversation->messages.at(m).grounding)
            answer.message = m;
    }
    return answer;
}

void LiveSession::askRelated(const QString &question)
{
    // One click asks it when the answer belongs to the live session; a related question of a
    // file opened from disk is only put into the question box (nothing is sent unasked).
    Q_EMIT questionAsked(question, m_document && m_document == m_documents->current());
}
