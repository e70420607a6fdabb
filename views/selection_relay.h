// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chunk_ref.h"
#include "citation_ref.h"
#include "items/span_link.h"
#include "navigation_history.h"
#include "open_place.h"
#include "selection_panes.h"
#include "sentence_ref.h"
#include "transcript/conversation.h"

#include <QDeadlineTimer>
#include <QObject>
#include <QPointer>
#include <memory>

class Document;
class OpenDocuments;

/// Moves every pane to one place of the shown document: a conversation, a message or chunk of
/// it (and its turn in the trace), a citation. Every source goes through it (the list, the
/// messages, the problems, keyboard steps, back and forward, find, live answers), and one list
/// says what showing another conversation, or none, resets. Holds the open conversation
/// (shared) and the back/forward history; the panes are the window's, and never see each other.
class SelectionRelay : public QObject
{
    Q_OBJECT
public:
    /// Follows the current document of `documents`.
    SelectionRelay(
        const SelectionPanes &panes, OpenDocuments *documents, QObject *parent = nullptr);

    Document *document() const;
    int conversationIndex() const { return m_conversation; }
    std::shared_ptr<const Conversation> openConversation() const { return m_open; }
    /// The open conversation, its file and the selected message (the tools that start from it).
    OpenPlace openPlace() const;
    /// The selected message and chunk; invalid when none.
    ChunkRef currentRef() const;
    /// The selected messages of the open conversation, in order (MessageView::selectedMessages).
    QVector<int> selectedMessages() const;
    /// The citation the messages show; invalid when none.
    CitationRef currentCitation() const;
    /// The uncited sentence stepped to (invalid: none).
    SentenceRef currentUncited() const;
    /// The shown message `step` rows from the selected one (the filter's hidden ones skipped),
    /// -1 when none.
    int neighbourMessage(int step) const;
    const NavigationHistory &history() const { return m_history; }
    /// Headless use: runs the event loop until the open conversation, read on a worker, is
    /// ready (or the deadline passed). False when there was nothing to wait for.
    bool waitForOpenConversation(QDeadlineTimer deadline);

public Q_SLOTS:
    /// Opens conversation `index` again once the document has loaded (File ▸ Reload).
    void selectWhenLoaded(int index);
    /// Opens conversation `index` and selects it in the list.
    void selectConversation(int index);
    void selectMessage(int row);
    /// Opens the conversation of `ref`, then selects its message or chunk (message -1: only the
    /// conversation). Not recorded in the history.
    void navigateTo(const ChunkRef &ref);
    /// A jump: the place left is recorded for Back, then navigateTo(ref).
    void jumpTo(const ChunkRef &ref);
    void goBack();
    void goForward();
    /// Selects the first message of turn `turn` of the open conversation (a span picked in the
    /// Trace pane), as a jump.
    void showTurn(int turn);
    /// Selects the message of a span picked in the Trace pane (its event, else the response or
    /// call with its call id), else the first message of its turn, as a jump.
    void showSpan(const SpanLink &link);
    /// Selects the segment (or reference) of `ref` in the messages and marks it in References.
    void showCitation(const CitationRef &ref);
    /// Selects the message of `ref` and marks its uncited sentence.
    void showUncited(const SentenceRef &ref);
    /// Opens `conversation` and shows its first (with `last`, its last) find match once found.
    void showFindMatch(int conversation, bool last);

Q_SIGNALS:
    /// Conversation `index` opened (-1: none); it may still be reading.
    void conversationOpened(int index);
    void historyChanged(bool canGoBack, bool canGoForward);
    /// The user picked cited text: the References pane shows its sources.
    void citationPicked();
    /// For the status bar (timeout 0: until cleared).
    void statusMessage(const QString &text, int timeoutMs);
    void statusCleared();

private:
    /// Shows `document`: every pane reset, its first conversation opened.
    void setDocument(Document *document);
    /// Every pane forgets the open conversation (the document announces its conversations
    /// again).
    void reset();
    /// The document announced conversations, or ended loading: the first opens if none is.
    void conversationsAdded();
    void documentFinished();
    /// A conversation read on a worker is ready, or one changed (grew, got its envelope).
    void conversationReady(int index);
    void conversationChanged(int index);
    /// Opens conversation `index` of the document in every pane (the list's selection aside).
    void open(int index);
    /// The one list: every pane shows m_open (null: nothing).
    void showOpen();
    /// The panes that follow the selected message or chunk.
    void showPlace(ChunkRef ref);
    void refreshProblems();
    void historyMoved();
    /// `c` joined with the spans of a trace file open beside it (tracejoin), else `c`.
    std::shared_ptr<const Conversation> withOpenTrace(std::shared_ptr<const Conversation> c) const;
    /// `c` (a CES golden result) with the user input of its golden Evaluation open beside it
    /// (evaluationjoin), else `c`.
    std::shared_ptr<const Conversation> withOpenGolden(std::shared_ptr<const Conversation> c) const;

    SelectionPanes m_panes;
    QPointer<OpenDocuments> m_documents;
    QPointer<Document> m_document;
    int m_conversation = -1;
    std::shared_ptr<const Conversation> m_open;
    int m_pendingConversation = -1; ///< to open again once loaded
    NavigationHistory m_history;
};
