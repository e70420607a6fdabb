// SPDX-License-Identifier: GPL-2.0-or-later
#include "search/file_search_run.h"

#include "search/range_searcher.h"
#include "search/thread_priority.h"

#include <QMutexLocker>
#include <QThread>
#include <algorithm>

namespace {

/// Ranges are handed to the workers in groups of about this many bytes.
constexpr qint64 GroupBytes = qint64(1) << 20;
constexpr int MaxThreads = 16;

} // namespace

FileSearchRun::FileSearchRun(std::shared_ptr<const void> keepAlive, const char *data, qint64 size,
    std::shared_ptr<const SearchRangeList> ranges, const FindQuery &query)
    : m_keepAlive(std::move(keepAlive))
    , m_data(data)
    , m_size(data ? size : 0)
    , m_list(std::move(ranges))
    , m_query(query)
    , m_anchor(query)
{
    if (query.isEmpty() || !query.isValid() || m_size == 0)
        m_list.reset();
}

FileSearchRun::~FileSearchRun()
{
    cancel();
    join();
}

SearchRange FileSearchRun::clamped(int i) const
{
    SearchRange r = m_ranges->at(i);
    r.begin = qBound<qint64>(0, r.begin, m_size);
    r.end = qBound<qint64>(r.begin, r.end, m_size);
    return r;
}

void FileSearchRun::start(int threads, int batchIntervalMs, Notify notify, bool background)
{
    m_background = background;
    m_notify = std::move(notify);
    m_batchIntervalMs = qMax(1, batchIntervalMs);
    m_clock.start();
    m_nextNotifyMs.store(m_batchIntervalMs);
    if (!m_list) {
        if (m_notify)
            m_notify(true);
        return;
    }
    if (threads <= 0)
        threads = QThread::idealThreadCount();
    threads = std::clamp(threads, 1, MaxThreads);
    m_launcher = std::thread([this, threads] { launch(threads); });
}

void FileSearchRun::launch(int threads)
{
    if (m_background)
        lowerThreadPriority(); // the workers it starts inherit it
    m_ranges = &m_list->ranges();
    qint64 groupBytes = 0;
    qint64 total = 0;
    for (int i = 0; i < m_ranges->size(); ++i) {
        if (i == 0 || groupBytes >= GroupBytes) {
            m_groupStarts.append(i);
            groupBytes = 0;
        }
        const SearchRange r = clamped(i);
        groupBytes += r.end - r.begin;
        total += r.end - r.begin;
    }
    m_groupStarts.append(int(m_ranges->size()));
    m_bytesTotal.store(total);
    threads = qMin(threads, int(m_groupStarts.size()) - 1);
    if (threads <= 0 || m_cancel.load()) { // nothing to search, or cancelled while building
        if (m_notify)
            m_notify(true);
        return;
    }
    m_active.store(threads);
    m_threads.reserve(size_t(threads));
    for (int i = 1; i < threads; ++i)
        m_threads.emplace_back([this] { work(); });
    work();
    for (std::thread &t : m_threads)
        t.join();
}

void FileSearchRun::join()
{
    if (m_launcher.joinable())
        m_launcher.join();
}

void FileSearchRun::work()
{
    RangeSearcher searcher(m_query, m_anchor);
    qint64 merged = 0;
    qint64 lastMerge = m_clock.elapsed();
    qint64 pending = 0; // searched, not yet in m_bytesDone
    auto flush = [&] {
        m_bytesDone.fetch_add(pending);
        pending = 0;
        if (searcher.hasTallies())
            merge(searcher.takeTallies(), searcher.totalMatches() - merged);
        merged = searcher.totalMatches();
    };
    // Ranges of tiny records are millions: the shared count and the clock are touched once per
    // 256 KiB searched, not per range.
    const RangeSearcher::Checkpoint checkpoint = [&](qint64 bytes) {
        if (m_cancel.load(std::memory_order_relaxed))
            return false;
        constexpr qint64 kCheckBytes = 256 * 1024;
        pending += bytes;
        if (pending < kCheckBytes)
            return true;
        m_bytesDone.fetch_add(pending);
        pending = 0;
        const qint64 now = m_clock.elapsed();
        if (now - lastMerge >= m_batchIntervalMs) {
            flush();
            lastMerge = now;
            maybeNotify();
        }
        return true;
    };
    const int groups = int(m_groupStarts.size()) - 1;
    bool stopped = false;
    while (!stopped) {
        const int g = m_nextGroup.fetch_add(1);
        if (g >= groups)
            break;
        for (int r = m_groupStarts.at(g); r < m_groupStarts.at(g + 1) && !stopped; ++r) {
            const SearchRange range = clamped(r);
            if (range.end > range.begin)
                stopped = !searcher.search(m_data, range, checkpoint);
        }
    }
    flush();
    if (m_active.fetch_sub(1) == 1 && m_notify)
        m_notify(true);
}

void FileSearchRun::merge(const QHash<int, ConversationHits> &local, qint64 matches)
{
    QMutexLocker lock(&m_mutex);
    for (const ConversationHits &h : local) {
        auto it = m_hits.find(h.conversation);
        if (it == m_hits.end()) {
            m_hits.insert(h.conversation, h);
        } else {
            it->matches += h.matches;
            if (it->firstOffset < 0 || (h.firstOffset >= 0 && h.firstOffset < it->firstOffset))
                it->firstOffset = h.firstOffset;
        }
        m_changed.insert(h.conversation);
    }
    m_totalMatches.fetch_add(matches);
}

void FileSearchRun::maybeNotify()
{
    if (!m_notify)
        return;
    const qint64 now = m_clock.elapsed();
    qint64 due = m_nextNotifyMs.load();
    if (now < due || !m_nextNotifyMs.compare_exchange_strong(due, now + m_batchIntervalMs))
        return;
    m_notify(false);
}

QVector<ConversationHits> FileSearchRun::takeChanged()
{
    QVector<ConversationHits> out;
    QMutexLocker lock(&m_mutex);
    out.reserve(m_changed.size());
    for (int c : std::as_const(m_changed))
        out.append(m_hits.value(c));
    m_changed.clear();
    lock.unlock();
    std::sort(out.begin(), out.end(), [](const ConversationHits &a, const ConversationHits &b) {
        return a.conversation < b.conversation;
    });
    return out;
}

QVector<ConversationHits> FileSearchRun::hits() const
{
    QMutexLocker lock(&m_mutex);
    QVector<ConversationHits> out(m_hits.cbegin(), m_hits.cend());
    lock.unlock();
    std::sort(out.begin(), out.end(), [](const ConversationHits &a, const ConversationHits &b) {
        return a.conversation < b.conversation;
    });
    return out;
}
