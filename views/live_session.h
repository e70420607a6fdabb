// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chunk_ref.h"
#include "live/live_update.h"

#include <QObject>
#include <QPointer>

#include <functional>

class Document;
class OpenDocuments;

/// The query panel's live session: each update of its answers opens as the live document among
/// the open documents (replacing the previous one in place), or, when it only appends records
/// to the text shown (a run streaming into an ADK session), grows that document; once loaded or
/// grown, it names the answer to show: the newest, or (an update that keeps the place) the
/// message the user had selected unless it was the newest one, which then follows the newest
/// like `tail -f`. A related question of an answer goes back to the panel, sent at once only
/// when it belongs to the live session. The live document is owned by OpenDocuments.
class LiveSession : public QObject
{
    Q_OBJECT
public:
    explicit LiveSession(OpenDocuments *documents, QObject *parent = nullptr);

    /// The document the answers open in (null before the first answer).
    Document *document() const;
    /// Where the user is (the selected message of the shown document), asked when an update
    /// keeps the place.
    void setPlaceSource(std::function<ChunkRef()> place);

public Q_SLOTS:
    /// Opens (or replaces) the live document with `update`'s text named by its display name, or
    /// appends its new records to the document shown when it grows the same base; once loaded
    /// or grown, answerReady() names the message whose id is its answer name (else the last
    /// answer; with keepPlace, the newest message) or, when keepPlace and the user was on
    /// another message than the newest, that message again (by its id, else its row).
    void open(const LiveUpdate &update);
    /// A related question of the answer shown.
    void askRelated(const QString &question);

Q_SIGNALS:
    /// Show this answer (message -1: only its conversation).
    void answerReady(const ChunkRef &answer);
    /// Put `question` into the query panel, and send it when `send`.
    void questionAsked(const QString &question, bool send);

private:
    /// The kept place: conversation, row and message id.
    struct Place {
        int conversation = -1;
        int message = -1;
        QString id;
    };

    /// The current document ended loading.
    void documentLoaded();
    /// The current document took the records appended to it.
    void documentGrew();
    /// Grows the document shown by `update`'s new records; false when it cannot.
    bool append(const LiveUpdate &update);
    /// Names the answer to show once the document has loaded or grown.
    void expectAnswer(const LiveUpdate &update);
    /// Names the answer once the conversation that holds it is read (showAnswer() waits for it).
    void showAnswer();
    void conversationRead(int index);
    ChunkRef findAnswer() const;
    /// The user's place in the live document when it is not its newest message, else none.
    Place placeToKeep() const;
    /// `m_kept` in the loaded document: the message with its id, else its row.
    ChunkRef findKept() const;

    OpenDocuments *m_documents;
    QPointer<Document> m_document;
    std::function<ChunkRef()> m_place;
    QString m_answerName; ///< the answer to show once m_document has loaded
    Place m_kept; ///< the user's place to select again once loaded (conversation -1: none)
    bool m_followNewest = false; ///< without m_answerName's message: the newest, not an answer
    bool m_answerPending = false;
    quint64 m_base = 0; ///< the LiveUpdate::base of the document's text
    qsizetype m_appended = 0; ///< records of that base in the document (or given to it)
    LiveUpdate m_deferred; ///< the newest update that grows a document still loading
    bool m_hasDeferred = false;
    int m_readFirst = -1; ///< the conversation showAnswer() waits for, read on a worker
};
