// SPDX-License-Identifier: GPL-2.0-or-later
// The Document's private state (document.cpp).
#pragma once

#include "async_owner.h"
#include "conversation_reader.h"
#include "conversation_unit.h"
#include "document.h"
#include "document_indexer.h"

#include <QSet>
#include <QThread>
#include <QThreadPool>
#include <QTimer>
#include <memory>

class DocumentFollow;
class MappedFile;

/// Conversations up to this size are read on the GUI thread when asked for (about 20 ms);
/// bigger ones on the thread pool (conversationIfReady).
constexpr qint64 syncReadBytes = 256 << 10;

inline qint64 unitBytes(const ConversationUnit &unit)
{
    qint64 bytes = unit.envelope().size();
    for (const RecordRange &r : unit.records)
        bytes += r.end - r.begin;
    return bytes;
}

/// The text of a live document that grows (Document::appendRecords): bytes written once, past
/// the end of what any MappedFile of it shows, by one append at a time; twice what it holds,
/// so that appends seldom copy it.
struct GrowingText {
    std::unique_ptr<char[]> bytes; ///< not zeroed: pages are touched only when written
    qint64 capacity = 0;
};

/// The Document's state; lives on the Document's thread.
class DocumentPrivate
{
public:
    static constexpr int cacheSize = 8;
    /// Source bytes of cached conversations (a read conversation takes several times its
    /// source: texts in UTF-16, decoded images, each message's own JSON).
    static constexpr qint64 cacheBytes = 8ll << 20;

    Document::State state = Document::State::Empty;
    QString path;
    QString displayName;
    qint64 sizeBytes = 0;
    QString formatId;
    Framing framing = Framing::Unknown;
    std::shared_ptr<const MappedFile> file;
    ConversationReader reader; ///< of `file` in `formatId`; invalid until both are known
    /// The same reader, shared by the reads handed out (check queues one per conversation).
    std::shared_ptr<const ConversationReader> sharedReader;
    QVector<ConversationUnit> units;
    QVector<ConversationSummary> summaries; ///< [i] of units[i]; shorter: the rest unknown
    QString lastAgent; ///< the agent of the last summary added, shared by those that follow
    QVector<QPair<int, std::shared_ptr<const Conversation>>> cache; ///< most recent last
    Diagnostics diagnostics;
    Diagnostic failure;
    std::unique_ptr<DocumentIndexer> indexer; ///< runs on `thread`; deleted after it ends
    QThread *thread = nullptr;
    DocumentTuning tuning;
    bool summariesDone = false;
    bool changeReported = false; ///< fileChanged() was emitted
    QSet<int> pending; ///< conversations being read in the background
    int generation = 0; ///< bumped when the announced conversations are dropped
    std::shared_ptr<AsyncOwner<Document>> async; ///< where background reads deliver
    DocumentFollow *follower = nullptr; ///< set while following (owned by the Document)
    QTimer *summaryTimer = nullptr; ///< coalesces summariesChanged (owned by the Document)
    int changedFirst = -1, changedLast = -1; ///< summaries changed since the last signal
    QByteArrayList appendQueue; ///< records given to appendRecords() not read yet
    bool appending = false; ///< appended records are being read on the thread pool
    bool openEnded = false; ///< setOpenEnded(): a run still streams into the last conversation
    std::shared_ptr<GrowingText> growingText; ///< `file`'s bytes once records were appended

    QString fileName() const { return path.isEmpty() ? displayName : path; }

    /// The file or the format changed: the reader reads the new ones.
    void updateReader()
    {
        reader = ConversationReader(
            file, formatId, fileName(), UnitReadOptions {tuning.readFromMapping, tuning.readTapes});
        sharedReader = std::make_shared<const ConversationReader>(reader);
    }

    /// Frees `c` on the thread pool when this was its last owner: a conversation of thousands
    /// of messages takes milliseconds to free, and remember() runs on the GUI thread.
    static void releaseOffThread(std::shared_ptr<const Conversation> c)
    {
        if (c && c.use_count() == 1)
            QThreadPool::globalInstance()->start([c = std::move(c)]() mutable { c.reset(); });
    }

    void remember(int index, std::shared_ptr<const Conversation> c)
    {
        for (qsizetype i = 0; i < cache.size(); ++i) {
            if (cache.at(i).first == index) {
                cache.remove(i);
                break;
            }
        }
        cache.append({index, std::move(c)});
        qint64 bytes = 0;
        for (const auto &entry : std::as_const(cache))
            bytes += entry.first < units.size() ? unitBytes(units.at(entry.first)) : 0;
        while (cache.size() > 1 && (cache.size() > cacheSize || bytes > cacheBytes)) {
            const int dropped = cache.first().first;
            bytes -= dropped < units.size() ? unitBytes(units.at(dropped)) : 0;
            releaseOffThread(std::move(cache.first().second));
            cache.removeFirst();
        }
    }

    void forget(int index)
    {
        for (qsizetype i = 0; i < cache.size(); ++i) {
            if (cache.at(i).first == index) {
                cache.remove(i);
                return;
            }
        }
    }
};
