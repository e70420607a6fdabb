// SPDX-License-Identifier: GPL-2.0-or-later
// The Document's private state, shared by document.cpp and document_follow.cpp.
#pragma once

#include "conversation_unit.h"
#include "document.h"
#include "formats/format_reader.h"

#include <QSet>
#include <QThread>
#include <QThreadPool>
#include <QTimer>
#include <atomic>
#include <memory>
#include <mutex>

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

/// Conversations up to this size are read on the GUI thread when asked for (about 20 ms);
/// bigger ones on the thread pool (conversationIfReady).
constexpr qint64 syncReadBytes = 256 << 10;

inline qint64 unitBytes(const ConversationUnit &unit)
{
    qint64 bytes = unit.envelope.size();
    for (const RecordRange &r : unit.records)
        bytes += r.end - r.begin;
    return bytes;
}

/// Where background reads deliver: cleared when the Document goes, under the mutex.
struct AsyncReads {
    std::mutex mutex;
    Document *owner = nullptr;
};

/// The Document's state; lives on the Document's thread except `cancel`.
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
    std::unique_ptr<FormatReader> reader;
    QVector<ConversationUnit> units;
    QVector<ConversationSummary> summaries;
    QVector<QPair<int, std::shared_ptr<const Conversation>>> cache; ///< most recent last
    Diagnostics diagnostics;
    Diagnostic failure;
    std::atomic<bool> cancel {false};
    QThread *thread = nullptr;
    DocumentTuning tuning;
    bool summariesDone = false;
    bool changeReported = false; ///< fileChanged() was emitted
    QSet<int> pending; ///< conversations being read in the background
    int generation = 0; ///< bumped when the announced conversations are dropped
    std::shared_ptr<AsyncReads> async = std::make_shared<AsyncReads>();
    FileFollower *follower = nullptr; ///< set while following (owned by the Document)
    bool followBusy = false; ///< a look at appended text is running
    FollowPoint follow;
    QTimer *summaryTimer = nullptr; ///< coalesces summariesChanged (owned by the Document)
    int changedFirst = -1, changedLast = -1; ///< summaries changed since the last signal

    QString fileName() const { return path.isEmpty() ? displayName : path; }

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
