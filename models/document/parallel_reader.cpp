// SPDX-License-Identifier: GPL-2.0-or-later
// check's reads on every core (architecture.md "How data flows"): a pool of worker threads and
// the Document signals that feed it.
#include "parallel_reader.h"

#include "document.h"
#include "json/raw_text_scope.h"

#include <QtGlobal>

#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>
#include <vector>

/// The worker threads and their queue of reads: each submitted read of conversation i gets a
/// version, and only the summary of the latest version of i is kept. Once the conversations are
/// final (foldFrom()), the summaries are folded in order as they arrive and then dropped.
class ParallelReader::Pool
{
public:
    using Read = std::function<std::shared_ptr<const Conversation>()>;

    Pool(int threads, bool rawTexts, Summarize summarize, Fold fold)
        : m_rawTexts(rawTexts)
        , m_summarize(std::move(summarize))
        , m_fold(std::move(fold))
    {
        for (int t = 0; t < qMax(1, threads); ++t)
            m_threads.emplace_back([this] { work(); });
    }

    ~Pool()
    {
        {
            const std::lock_guard<std::mutex> lock(m_mutex);
            m_stop = true;
        }
        m_wake.notify_all();
        for (std::thread &t : m_threads)
            t.join();
    }

    /// Reads conversation `index` with `read` (null: nothing to read, its summary is empty); any
    /// earlier read of it no longer counts. Waits
    /// while kMaxQueued reads wait already when `wait`; otherwise false (nothing submitted).
    bool submit(int index, Read read, bool wait)
    {
        {
            std::unique_lock<std::mutex> lock(m_mutex);
            if (int(m_queue.size()) >= kMaxQueued) {
                if (!wait)
                    return false;
                // Until half of the queue is free: one wake-up per kMaxQueued / 2 reads, not
                // one per read (the ping-pong of a full queue was a tenth of check's time).
                m_room.wait(lock, [this] { return int(m_queue.size()) <= kMaxQueued / 2; });
            }
            if (index >= m_version.size()) {
                if (index >= m_parts.capacity()) { // grows by doubling, not one by one
                    m_version.reserve(2 * (index + 1));
                    m_stored.reserve(2 * (index + 1));
                    m_parts.reserve(2 * (index + 1));
                }
                m_version.resize(index + 1);
                m_stored.resize(index + 1);
                m_parts.resize(index + 1);
            }
            const int version = ++m_version[index];
            m_queue.push_back(Job {index, version, m_generation, std::move(read)});
        }
        m_wake.notify_one();
        return true;
    }

    /// Called on a worker (under the pool's lock: keep it short) when the queue has emptied to
    /// half of kMaxQueued after being full; null: nobody is told.
    void setOnRoom(std::function<void()> onRoom)
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        m_onRoom = std::move(onRoom);
    }

    /// Forgets every result and queued read (the Document announces its conversations again).
    void reset()
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        ++m_generation;
        m_queue.clear();
        m_version.clear();
        m_stored.clear();
        m_parts.clear();
        m_count = -1;
        m_folded = 0;
        m_room.notify_all();
    }

    /// Conversations [0, count) no longer change, and each has a read submitted: fold their
    /// summaries from now on.
    void foldFrom(int count)
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        m_count = count;
        foldReady();
    }

    /// Waits for every submitted read (all of them folded).
    void finish()
    {
        std::unique_lock<std::mutex> lock(m_mutex);
        m_idle.wait(lock, [this] { return m_queue.empty() && m_running == 0; });
        foldReady();
        Q_ASSERT(m_folded == m_count);
        m_parts.clear();
        m_version.clear();
        m_stored.clear();
    }

private:
    struct Job {
        int index;
        int version;
        int generation;
        Read read;
    };

    void work()
    {
        const tolerant::RawTextScope rawTexts(m_rawTexts);
        std::unique_lock<std::mutex> lock(m_mutex);
        for (;;) {
            m_wake.wait(lock, [this] { return m_stop || !m_queue.empty(); });
            if (m_stop)
                return;
            Job job = std::move(m_queue.front());
            m_queue.pop_front();
            if (int(m_queue.size()) == kMaxQueued / 2) {
                m_room.notify_all();
                if (m_onRoom)
                    m_onRoom();
            }
            ++m_running;
            lock.unlock();
            std::any part;
            if (const auto conversation = job.read ? job.read() : nullptr)
                part = m_summarize(*conversation);
            job.read = nullptr; // the reader holds the unit's records
            lock.lock();
            if (job.generation == m_generation && job.index < m_version.size()
                && job.version == m_version.at(job.index)) {
                m_parts[job.index] = std::move(part);
                m_stored[job.index] = job.version;
                foldReady();
            }
            --m_running;
            if (m_queue.empty() && m_running == 0)
                m_idle.notify_all();
        }
    }

    /// Reads waiting at most: each holds a copy of its unit, and indexing outruns reading, so
    /// an unbounded queue would hold most of a file of short conversations.
    static constexpr int kMaxQueued = 1024;

    /// Under the lock: folds the summaries, in order, of every conversation from m_folded on
    /// whose latest read is done.
    void foldReady()
    {
        while (m_folded < m_count && m_folded < m_version.size() && m_version.at(m_folded) > 0
            && m_stored.at(m_folded) == m_version.at(m_folded)) {
            m_fold(std::move(m_parts[m_folded]));
            m_parts[m_folded].reset();
            ++m_folded;
        }
    }

    const bool m_rawTexts;
    const Summarize m_summarize;
    const Fold m_fold;
    std::function<void()> m_onRoom;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::condition_variable m_idle;
    std::condition_variable m_room;
    std::deque<Job> m_queue;
    QVector<int> m_version; ///< per conversation: the latest submitted read
    QVector<int> m_stored; ///< per conversation: the read whose summary is in m_parts
    QVector<std::any> m_parts;
    int m_count = -1; ///< folding: conversations [0, m_count) are final (-1: not yet)
    int m_folded = 0; ///< conversations before it are folded
    int m_generation = 0;
    int m_running = 0;
    bool m_stop = false;
    std::vector<std::thread> m_threads;
};

ParallelReader::ParallelReader(int threads, bool rawTexts, Summarize summarize, Fold fold)
    : m_pool(std::make_unique<Pool>(threads, rawTexts, std::move(summarize), std::move(fold)))
{ }

ParallelReader::~ParallelReader() = default;

bool ParallelReader::read(Document &document, const QString &path)
{
    // Announced conversations are read at once, except the last one (it may still grow) until
    // indexing ends.
    // At most Pool::kMaxQueued reads wait: while indexing, the rest are submitted when the
    // queue has room again (the pool says so through `room`, on this thread); once loaded, by
    // waiting for room.
    QVector<bool> submitted; // per conversation: its current records are being read
    int firstOpen = 0; // every conversation before it is submitted
    bool loading = true;
    auto submitUpTo = [&](int end) {
        for (int i = firstOpen; i < qMin(end, int(submitted.size())); ++i) {
            if (submitted.at(i))
                continue;
            auto read = document.conversationReader(i);
            if (read || !loading) { // once loaded, one that cannot be read folds as empty
                if (!m_pool->submit(i, std::move(read), !loading))
                    break;
                submitted[i] = true;
            }
        }
        while (firstOpen < submitted.size() && submitted.at(firstOpen))
            ++firstOpen;
    };
    QObject room; // receives the pool's calls on this thread; gone before the locals above
    m_pool->setOnRoom([&room, &document, &submitUpTo, &loading] {
        QMetaObject::invokeMethod(
            &room,
            [&] {
                if (loading)
                    submitUpTo(document.conversationCount() - 1);
            },
            Qt::QueuedConnection);
    });
    const QMetaObject::Connection connections[]
        = {QObject::connect(&document, &Document::conversationsAdded,
               [&](int first, int count) {
                   submitted.resize(qMax(int(submitted.size()), first + count));
                   submitUpTo(document.conversationCount() - 1);
               }),
            QObject::connect(&document, &Document::conversationChanged,
                [&](int index) {
                    if (index < submitted.size()) {
                        submitted[index] = false;
                        firstOpen = qMin(firstOpen, index);
                    }
                    submitUpTo(document.conversationCount() - 1);
                }),
            QObject::connect(&document, &Document::conversationsReset, [&] {
                m_pool->reset();
                submitted.clear();
                firstOpen = 0;
            })};
    document.openFile(path);
    const bool ready = document.waitForLoaded(-1);
    loading = false;
    m_pool->setOnRoom(nullptr);
    for (const QMetaObject::Connection &c : connections)
        QObject::disconnect(c);
    if (!ready) {
        m_pool->reset();
        return false;
    }
    const int count = document.conversationCount();
    submitted.resize(count);
    m_pool->foldFrom(count);
    submitUpTo(count);
    m_pool->finish();
    return true;
}
