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

void LiveSession::open(
    const QByteArray &jsonl, const QString &displayName, const QString &answerName, bool keepPlace)
{
    // An update while the previous one still loads keeps the place that one kept.
    if (!m_answerPending || !keepPlace)
        m_kept = keepPlace ? placeToKeep() : Place();
    // The previous live document is replaced in place (same entry in the file chooser).
    m_document = m_documents->openData(jsonl, displayName, m_document);
    m_answerName = answerName;
    m_followNewest = keepPlace;
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
    if (!m_answerPending || !m_document || m_documents->current() != m_document)
        return;
    m_answerPending = false;
    if (m_document->conversationCount() > 0)
        Q_EMIT answerReady(m_kept.conversation >= 0 ? findKept() : findAnswer());
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
    constexpr qint64 kSearchBytes = 4 << 20;
    qint64 searched = 0;
    for (int c = m_document->conversationCount() - 1;
         c >= 0 && !m_answerName.isEmpty() && searched < kSearchBytes; --c) {
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
