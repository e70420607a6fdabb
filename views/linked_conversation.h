// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chunk_ref.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <atomic>
#include <memory>

class Document;
class OpenDocuments;
template<typename Owner>
class AsyncOwner;

/// Opens the conversation an evaluation ran (a CES conversation name, an ADK session id) at one
/// of its turns: in an open document when one holds it, else in a file beside the current
/// document's file whose bytes contain its name (searched on the thread pool), opened for it.
/// Says what it did in words (status). Owned by the main window; the documents stay
/// OpenDocuments'.
class LinkedConversation : public QObject
{
    Q_OBJECT
public:
    explicit LinkedConversation(OpenDocuments *documents, QObject *parent = nullptr);
    ~LinkedConversation() override;

    /// Finds conversation `name` and shows it at `turn` (found); a search still running for
    /// another name is dropped.
    void open(const QString &name, int turn);
    /// Whether a conversation with id `id` is the one named `name`: the same, or one is the
    /// other's last resource segment ("projects/…/conversations/c1" and "c1").
    static bool matches(const QString &id, const QString &name);

Q_SIGNALS:
    /// The conversation is in the current document (made current), at `where` (message -1
    /// when it has no such turn).
    void found(const ChunkRef &where);
    /// What happened, in words (for the status bar).
    void status(const QString &text);

private:
    /// Conversation `m_name` of `document` by its summaries, -1 if none (or not loaded).
    int indexIn(Document *document) const;
    /// Makes `document` current and shows conversation `index` at the turn.
    void show(Document *document, int index);
    void searched(const QString &path);
    void opened();

    OpenDocuments *m_documents;
    QString m_name;
    int m_turn = -1;
    QPointer<Document> m_evaluation; ///< the document the request came from
    QPointer<Document> m_opening; ///< the file opened for the request, until it is read
    std::shared_ptr<std::atomic<bool>> m_cancel;
    std::shared_ptr<AsyncOwner<LinkedConversation>> m_async;
};
