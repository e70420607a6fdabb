// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "search/anchor_search.h"
#include "search/find_query.h"
#include "search/search_range_list.h"
#include "search/search_types.h"

#include <QElapsedTimer>
#include <QHash>
#include <QMutex>
#include <QSet>
#include <QVector>
#include <atomic>
#include <functional>
#include <memory>
#include <thread>
#include <vector>

/// The shared state of one file search: the input (kept alive by `keepAlive`), the work split
/// into groups of ranges that worker threads take in turn, and the merged per-conversation
/// results. The caller's thread only shares the range list: one launcher thread builds it when
/// it is new, splits it into groups (a million ranges take a while) and starts the other workers.
/// Owned by FileSearch (or searchAll()); the worker threads it starts only touch it.
class FileSearchRun
{
public:
    /// `notify(done)` is called from worker threads: at most every batch interval while running,
    /// and once with done = true by the last worker to stop. May be empty.
    using Notify = std::function<void(bool done)>;

    FileSearchRun(std::shared_ptr<const void> keepAlive, const char *data, qint64 size,
        std::shared_ptr<const SearchRangeList> ranges, const FindQuery &query);
    ~FileSearchRun();
    FileSearchRun(const FileSearchRun &) = delete;
    FileSearchRun &operator=(const FileSearchRun &) = delete;

    /// Starts `threads` workers (0 = one per core); returns at once. With no range or no valid
    /// query, starts none and calls notify(true) before returning. `background` workers run at
    /// a lower priority than the thread that started them (where the platform allows), so that
    /// a GUI thread stays responsive while they use every core.
    void start(int threads, int batchIntervalMs, Notify notify, bool background = false);
    void cancel() { m_cancel.store(true); }
    bool isCancelled() const { return m_cancel.load(); }
    /// Waits for the workers to stop.
    void join();

    /// The running totals of the conversations that changed since the last call, by conversation.
    QVector<ConversationHits> takeChanged();
    /// All conversations with matches so far, by conversation.
    QVector<ConversationHits> hits() const;
    qint64 totalMatches() const { return m_totalMatches.load(); }
    qint64 bytesDone() const { return m_bytesDone.load(); }
    /// 0 until the launcher has split the ranges.
    qint64 bytesTotal() const { return m_bytesTotal.load(); }

private:
    /// The launcher thread: groups, the other workers, its own share of the work.
    void launch(int threads);
    /// Range `i` clamped to the data (may be empty).
    SearchRange clamped(int i) const;
    void work();
    void merge(const QHash<int, ConversationHits> &local, qint64 matches);
    void maybeNotify();

    std::shared_ptr<const void> m_keepAlive;
    const char *m_data;
    qint64 m_size;
    std::shared_ptr<const SearchRangeList> m_list; ///< as given (null: nothing to search)
    const QVector<SearchRange> *m_ranges = nullptr; ///< m_list's ranges (set by the launcher)
    QVector<int> m_groupStarts; ///< index of each group's first range; plus the end (launcher)
    FindQuery m_query;
    AnchorSearch m_anchor;
    std::atomic<qint64> m_bytesTotal {0};

    Notify m_notify;
    int m_batchIntervalMs = 50;
    bool m_background = false;
    QElapsedTimer m_clock;
    std::atomic<qint64> m_nextNotifyMs {0};
    std::atomic<int> m_nextGroup {0};
    std::atomic<int> m_active {0};
    std::atomic<bool> m_cancel {false};
    std::atomic<qint64> m_bytesDone {0};
    std::atomic<qint64> m_totalMatches {0};
    std::thread m_launcher;
    std::vector<std::thread> m_threads; ///< the other workers, started and joined by the launcher

    mutable QMutex m_mutex;
    QHash<int, ConversationHits> m_hits;
    QSet<int> m_changed;
};
