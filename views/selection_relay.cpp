// SPDX-License-Identifier: GPL-2.0-or-later
#include "selection_relay.h"

#include "items/evaluation_join.h"
#include "items/trace_join.h"
#include "transcript/message_coverage.h"

#include "answer_pane.h"
#include "citations_overview_pane.h"
#include "conversation_list_pane.h"
#include "details_pane.h"
#include "document/document.h"
#include "evaluation_pane.h"
#include "message_view.h"
#include "open_documents.h"
#include "problems_pane.h"
#include "references_pane.h"
#include "spans_pane.h"
#include "state_pane.h"

#include <QEventLoop>
#include <QLocale>
#include <QTimer>

SelectionRelay::SelectionRelay(
    const SelectionPanes &panes, OpenDocuments *documents, QObject *parent)
    : QObject(parent)
    , m_panes(panes)
    , m_documents(documents)
{
    connect(documents, &OpenDocuments::currentChanged, this, &SelectionRelay::setDocument);
    connect(
        documents, &OpenDocuments::conversationsAdded, this, &SelectionRelay::conversationsAdded);
    connect(documents, &OpenDocuments::conversationsReset, this, &SelectionRelay::reset);
    connect(documents, &OpenDocuments::conversationReady, this, &SelectionRelay::conversationReady);
    connect(
        documents, &OpenDocuments::conversationChanged, this, &SelectionRelay::conversationChanged);
    connect(documents, &OpenDocuments::loaded, this, &SelectionRelay::documentFinished);
    connect(documents, &OpenDocuments::failed, this, &SelectionRelay::documentFinished);
    connect(m_panes.list, &ConversationListPane::conversationSelected, this, &SelectionRelay::open);
    connect(m_panes.messages, &MessageView::messageSelected, this, &SelectionRelay::showPlace);
    connect(m_panes.messages, &MessageView::chunkSelected, this, &SelectionRelay::showPlace);
    connect(m_panes.messages, &MessageView::jumping, this, [this](ChunkRef from) {
        m_history.visit(from);
        historyMoved();
    });
    // Grounding: clicked cited text shows its sources; a chosen source marks its segments.
    connect(m_panes.messages, &MessageView::citationSelected, this, [this](CitationRef ref) {
        m_panes.references->showCitation(ref);
        Q_EMIT citationPicked();
    });
    connect(m_panes.references, &ReferencesPane::referenceSelected, m_panes.messages,
        &MessageView::showCitation);
    connect(m_panes.problems, &ProblemsPane::messageActivated, this, &SelectionRelay::jumpTo);
    connect(m_panes.citations, &CitationsOverviewPane::citationActivated, this,
        &SelectionRelay::showCitation);
    connect(m_panes.citations, &CitationsOverviewPane::sentenceActivated, this,
        &SelectionRelay::jumpTo);
    connect(m_panes.spans, &SpansPane::spanPicked, this, &SelectionRelay::showSpan);
    connect(m_panes.evaluation, &EvaluationPane::turnActivated, this, &SelectionRelay::jumpTo);
    connect(m_panes.evaluation, &EvaluationPane::caseChosen, this, &SelectionRelay::jumpTo);
}

Document *SelectionRelay::document() const
{
    return m_document;
}

OpenPlace SelectionRelay::openPlace() const
{
    const Document *d = m_document;
    return OpenPlace {m_open, m_conversation, m_open ? currentRef().message : -1,
        d ? d->displayName() : QString(), d ? d->path() : QString()};
}

ChunkRef SelectionRelay::currentRef() const
{
    return m_panes.messages->currentRef();
}

QVector<int> SelectionRelay::selectedMessages() const
{
    return m_panes.messages->selectedMessages();
}

CitationRef SelectionRelay::currentCitation() const
{
    return m_panes.messages->currentCitation();
}

SentenceRef SelectionRelay::currentUncited() const
{
    return m_panes.messages->currentUncited();
}

int SelectionRelay::neighbourMessage(int step) const
{
    if (!m_open || m_open->messages.isEmpty())
        return -1;
    return m_panes.messages->finder()->neighbourMessage(currentRef().message, step);
}

void SelectionRelay::setDocument(Document *document)
{
    if (document != m_document) {
        m_history.clear(); // places are indices into one document
        historyMoved();
    }
    m_document = document;
    m_pendingConversation = -1;
    m_panes.list->setDocument(document);
    m_panes.evaluation->setDocument(document);
    reset();
    if (document && document->conversationCount() > 0)
        selectConversation(0);
}

void SelectionRelay::reset()
{
    m_conversation = -1;
    m_open.reset();
    showOpen();
    Q_EMIT conversationOpened(-1);
}

void SelectionRelay::showOpen()
{
    m_panes.messages->setConversation(m_conversation, m_open);
    m_panes.spans->setConversation(withOpenTrace(m_open));
    m_panes.state->setConversation(m_open);
    m_panes.citations->setConversation(m_conversation, m_open);
    m_panes.evaluation->setConversation(m_conversation, withOpenGolden(m_open));
    m_panes.references->clear();
    m_panes.answer->clear();
    if (m_open)
        m_panes.details->showConversation(*m_open);
    else
        m_panes.details->clear();
    refreshProblems();
}

void SelectionRelay::open(int index)
{
    if (!m_document || index < 0 || index >= m_document->conversationCount())
        return;
    m_conversation = index;
    m_open = m_document->conversationIfReady(index);
    if (!m_open) // a big one: read on a worker, shown when conversationReady comes
        Q_EMIT statusMessage(tr("Reading conversation %1…").arg(QLocale().toString(index + 1)), 0);
    showOpen();
    Q_EMIT conversationOpened(index);
}

void SelectionRelay::showPlace(ChunkRef ref)
{
    if (!m_open || ref.conversation != m_conversation || ref.message < 0
        || ref.message >= m_open->messages.size())
        return;
    const Message &message = m_open->messages.at(ref.message);
    if (ref.chunk >= 0 && ref.chunk < message.chunks.size())
        m_panes.details->showChunk(message.chunks.at(ref.chunk), ref.message, ref.chunk);
    else
        m_panes.details->showMessage(message, ref.message);
    m_panes.answer->showMessage(m_open, ref.message);
    m_panes.references->showMessage(m_conversation, ref.message, message.grounding,
        MessageCoverage::of(message), message.answer);
    m_panes.state->setMessage(ref.message);
    m_panes.spans->showMessage(SpanLink::ofMessage(message));
}

void SelectionRelay::showSpan(const SpanLink &link)
{
    if (!m_open)
        return;
    const int row = link.messageRow(*m_open);
    if (row < 0) {
        showTurn(link.turn);
        return;
    }
    if (currentRef().message != row)
        jumpTo(ChunkRef {m_conversation, row, -1});
}

void SelectionRelay::showTurn(int turn)
{
    if (!m_open)
        return;
    const ChunkRef here = currentRef();
    if (here.message >= 0 && here.message < m_open->messages.size()
        && m_open->messages.at(here.message).turn == turn)
        return; // already in that turn
    for (int row = 0; row < m_open->messages.size(); ++row) {
        if (m_open->messages.at(row).turn == turn) {
            jumpTo(ChunkRef {m_conversation, row, -1});
            return;
        }
    }
}

std::shared_ptr<const Conversation> SelectionRelay::withOpenTrace(
    std::shared_ptr<const Conversation> c) const
{
    if (!c || !m_documents)
        return c;
    for (int d = 0; d < m_documents->count(); ++d) {
        Document *other = m_documents->at(d);
        if (!other || other == m_document || other->state() != Document::State::Ready)
            continue;
        // A trace file is one conversation (all its spans); a few in case of a list.
        for (int i = 0; i < std::min(other->conversationCount(), 4); ++i) {
            const auto trace = other->conversationIfReady(i);
            if (trace && tracejoin::belongsTo(*trace, *c))
                return tracejoin::joined(*c, *trace);
        }
    }
    return c;
}

std::shared_ptr<const Conversation> SelectionRelay::withOpenGolden(
    std::shared_ptr<const Conversation> c) const
{
    if (!c || !m_documents || !evaluationjoin::wantsGolden(*c))
        return c;
    for (int d = 0; d < m_documents->count(); ++d) {
        Document *other = m_documents->at(d);
        if (!other || other == m_document || other->state() != Document::State::Ready)
            continue;
        // An Evaluation file is one, or a list page of a few dozen.
        for (int i = 0; i < std::min(other->conversationCount(), 64); ++i) {
            const auto golden = other->conversationIfReady(i);
            if (golden && evaluationjoin::isGoldenOf(*golden, *c))
                return evaluationjoin::joined(*c, *golden);
        }
    }
    return c;
}

void SelectionRelay::refreshProblems()
{
    Diagnostics problems;
    if (m_document) {
        problems = m_document->diagnostics();
        if (m_document->state() == Document::State::Failed)
            problems.prepend(m_document->failure());
    }
    m_panes.problems->setProblems(problems, m_conversation, m_open);
}

void SelectionRelay::conversationsAdded()
{
    if (m_conversation < 0 && m_document && m_document->conversationCount() > 0)
        selectConversation(0);
}

void SelectionRelay::documentFinished()
{
    if (!m_document)
        return;
    const int pending = std::exchange(m_pendingConversation, -1);
    if (pending >= 0 && pending < m_document->conversationCount())
        selectConversation(pending);
    else if (m_conversation < 0 && m_document->conversationCount() > 0)
        selectConversation(0);
    refreshProblems();
}

void SelectionRelay::conversationReady(int index)
{
    if (index != m_conversation || m_open)
        return;
    Q_EMIT statusCleared();
    open(index);
}

void SelectionRelay::conversationChanged(int index)
{
    // A part that got its envelope, or a followed or live conversation that grew: show the new
    // reading and keep the place; on its last message, the last message stays the selected one.
    if (index != m_conversation || !m_document)
        return;
    const ChunkRef place = currentRef();
    const bool atEnd = m_open && place.message == m_open->messages.size() - 1;
    open(index);
    if (m_open && (m_document->isFollowing() || m_document->grows()) && atEnd)
        m_panes.messages->selectMessage(int(m_open->messages.size()) - 1);
    else if (m_open && place.message >= 0)
        m_panes.messages->selectMessage(place.message);
}

void SelectionRelay::selectWhenLoaded(int index)
{
    m_pendingConversation = index;
}

void SelectionRelay::selectConversation(int index)
{
    if (!m_document || index < 0 || index >= m_document->conversationCount())
        return;
    if (m_panes.list->currentConversation() != index)
        m_panes.list->selectConversation(index); // opens it through conversationSelected
    if (m_conversation != index) // the row may be filtered out of the list: open it anyway
        open(index);
}

void SelectionRelay::selectMessage(int row)
{
    m_panes.messages->selectMessage(row);
}

void SelectionRelay::navigateTo(const ChunkRef &ref)
{
    if (ref.conversation < 0)
        return;
    if (ref.conversation != m_conversation)
        selectConversation(ref.conversation);
    if (ref.conversation != m_conversation || ref.message < 0)
        return; // no longer exists, or only the conversation was asked for
    if (ref.chunk >= 0)
        m_panes.messages->selectChunk(ChunkAddress {ref.message, ref.chunk});
    else
        m_panes.messages->selectMessage(ref.message);
}

void SelectionRelay::jumpTo(const ChunkRef &ref)
{
    m_history.visit(currentRef());
    navigateTo(ref);
    historyMoved();
}

void SelectionRelay::goBack()
{
    const ChunkRef target = m_history.back(currentRef());
    if (target.isValid())
        navigateTo(target);
    historyMoved();
}

void SelectionRelay::goForward()
{
    const ChunkRef target = m_history.forward(currentRef());
    if (target.isValid())
        navigateTo(target);
    historyMoved();
}

void SelectionRelay::historyMoved()
{
    Q_EMIT historyChanged(m_history.canGoBack(), m_history.canGoForward());
}

void SelectionRelay::showCitation(const CitationRef &ref)
{
    m_panes.messages->showCitation(ref); // selects the message, which shows its sources
    m_panes.references->showCitation(ref);
}

void SelectionRelay::showUncited(const SentenceRef &ref)
{
    m_panes.messages->showUncited(ref); // selects the message, which shows its coverage
}

void SelectionRelay::showFindMatch(int conversation, bool last)
{
    selectConversation(conversation);
    m_panes.messages->finder()->showMatchWhenFound(last);
}

bool SelectionRelay::waitForOpenConversation(QDeadlineTimer deadline)
{
    if (!m_document || m_conversation < 0 || m_open)
        return false;
    QEventLoop loop;
    connect(this, &SelectionRelay::conversationOpened, &loop, &QEventLoop::quit);
    if (!deadline.isForever())
        QTimer::singleShot(qMax<qint64>(0, deadline.remainingTime()), &loop, &QEventLoop::quit);
    loop.exec();
    return true;
}
