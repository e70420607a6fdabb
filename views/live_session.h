// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chunk_ref.h"

#include <QObject>
#include <QPointer>

class Document;
class OpenDocuments;

/// The query panel's live session: each update of its answers opens as the live document among
/// the open documents (replacing the previous one in place) and, once loaded, names the answer
/// to show. A related question of an answer goes back to the panel, sent at once only when it
/// belongs to the live session. The live document is owned by OpenDocuments.
class LiveSession : public QObject
{
    Q_OBJECT
public:
    explicit LiveSession(OpenDocuments *documents, QObject *parent = nullptr);

    /// The document the answers open in (null before the first answer).
    Document *document() const;

public Q_SLOTS:
    /// Opens (or replaces) the live document with `jsonl` named `displayName`; once loaded,
    /// answerReady() names the message whose id is `answerName` (else the last answer).
    void open(const QByteArray &jsonl, const QString &displayName, const QString &answerName);
    /// A related question of the answer shown.
    void askRelated(const QString &question);

Q_SIGNALS:
    /// Show this answer (message -1: only its conversation).
    void answerReady(const ChunkRef &answer);
    /// Put `question` into the query panel, and send it when `send`.
    void questionAsked(const QString &question, bool send);

private:
    /// The current document ended loading.
    void documentLoaded();
    ChunkRef findAnswer() const;

    OpenDocuments *m_documents;
    QPointer<Document> m_document;
    QString m_answerName; ///< the answer to show once m_document has loaded
    bool m_answerPending = false;
};
