// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "async_owner.h"
#include "conversation_unit.h"
#include "document_indexer.h"

#include <QObject>
#include <QString>
#include <QVector>

#include <functional>
#include <memory>

class FileFollower;
class MappedFile;

/// Where follow mode reads next: the byte after the last record read, its line and column,
/// and the index the next record gets.
struct FollowPoint {
    qint64 offset = 0;
    qint64 line = 1;
    qint64 column = 1;
    qint64 nextIndex = 0;
};

/// What a look at the grown file found: the file mapped again (null: unchanged), conversations
/// to add or replace, where to read next, or that the file was replaced.
struct Growth {
    std::shared_ptr<const MappedFile> file;
    QVector<WorkerBatch> batches;
    FollowPoint next;
    bool replaced = false;
};

/// Follow mode of one Document (tail -f): watches its file (FileFollower), reads what was
/// appended on the thread pool, one look at a time, and reports it as value signals. Owned by
/// the Document while it follows (a QObject child).
class DocumentFollow : public QObject
{
    Q_OBJECT
public:
    /// What the Document read: the file, its format and framing, its name in diagnostics.
    struct Source {
        QString path;
        QString formatId;
        Framing framing = Framing::Unknown;
        QString fileName;
    };

    /// Follows `source` from the end of the records of `units()` in `file`; `units` gives the
    /// Document's conversations each time appended text is read.
    DocumentFollow(const Source &source, std::shared_ptr<const MappedFile> file,
        std::function<QVector<ConversationUnit>()> units, QObject *parent);
    ~DocumentFollow() override;

    /// Looks at the file now (it may have grown since it was read).
    void start();

Q_SIGNALS:
    /// Records were appended: `batches` add or replace conversations; `file` (when not null)
    /// is the file mapped again.
    void grew(std::shared_ptr<const MappedFile> file, const QVector<WorkerBatch> &batches);
    /// The file was replaced, truncated or rewritten (or cannot grow by appending).
    void replaced();

private:
    void readAppended();
    void apply(const Growth &growth);

    const Source m_source;
    const std::function<QVector<ConversationUnit>()> m_units;
    const std::shared_ptr<AsyncOwner<DocumentFollow>> m_async;
    FollowPoint m_at;
    FileFollower *m_follower; ///< a child
    bool m_busy = false; ///< a look at appended text is running
};
