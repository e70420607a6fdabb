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
/// version, and only the summary of the latest version of i is kept.
class ParallelReader::Pool
{
public:
    using Read = std::function<std::shared_ptr<const Conversation>()>;

    Pool(int threads, bool rawTexts, Summarize summarize)
        : m_rawTexts(rawTexts)
        , m_summarize(std::move(summarize))
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

    /// Reads conversation `index` with `read`; any earlier read of it no longer counts.
    void submit(int index, Read read)
    {
        {
            const std::lock_guard<std::mutex> lock(m_mutex);
            if (index >= m_version.size()) {
                if (index >= m_parts.capacity()) { // grows by doubling, not one by one
                    m_version.reserve(2 * (index + 1));
                    m_parts.reserve(2 * (index + 1));
                }
                m_version.resize(index + 1);
                m_parts.resize(index + 1);
            }
            const int version = ++m_version[index];
            m_queue.push_back(Job {index, version, m_generation, std::move(read)});
        }
        m_wake.notify_one();
    }

    /// Forgets every result and queued read (the Document announces its conversations again).
    void reset()
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        ++m_generation;
        m_queue.clear();
        m_version.clear();
        m_parts.clear();
    }

    /// Waits for every submitted read and returns the summaries of conversations [0, count).
    QVector<std::any> results(int count)
    {
        std::unique_lock<std::mutex> lock(m_mutex);
        m_idle.wait(lock, [this] { return m_queue.empty() && m_running == 0; });
        QVector<std::any> parts = m_parts.mid(0, count);
        parts.resize(count);
        m_parts.clear();
        m_version.clear();
        return parts;
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
            ++m_running;
            lock.unlock();
            std::any part;
            if (const auto conversation = job.read())
                part = m_summarize(*conversation);
            job.read = nullptr; // the reader holds the unit's records
            lock.lock();
            if (job.generation == m_generation && job.index < m_version.size()
                && job.version == m_version.at(job.index))
                m_parts[job.index] = std::move(part);
            --m_running;
            if (m_queue.empty() && m_running == 0)
                m_idle.notify_all();
        }
    }

    const bool m_rawTexts;
    const Summarize m_summarize;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::condition_variable m_idle;
    std::deque<Job> m_queue;
    QVector<int> m_version; ///< per conversation: the latest submitted read
    QVector<std::any> m_parts;
    int m_generation = 0;
    int m_running = 0;
    bool m_stop = false;
    std::vector<std::thread> m_threads;
};

ParallelReader::ParallelReader(int threads, bool rawTexts, Summarize summarize)
    : m_pool(std::make_unique<Pool>(threads, rawTexts, std::move(summarize)))
{ }

ParallelReader::~ParallelReader() = default;

bool ParallelReader::read(Document &document, const QString &path)
{
    m_summaries.clear();
    // Announced conversations are read at once, except the last one (it may still grow) until
    // indexing ends.
    QVector<bool> submitted; // per conversation: its current records are being read
    int firstOpen = 0; // every conversation before it is submitted
    auto submitUpTo = [&](int end) {
        for (int i = firstOpen; i < qMin(end, int(submitted.size())); ++i) {
            if (submitted.at(i))
                continue;
            if (auto read = document.conversationReader(i)) {
                m_pool->submit(i, std::move(read));
                submitted[i] = true;
            }
        }
        while (firstOpen < submitted.size() && submitted.at(firstOpen))
            ++firstOpen;
    };
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
    for (const QMetaObject::Connection &c : connections)
        QObject::disconnect(c);
    if (!ready) {
        m_pool->reset();
        return false;
    }
    const int count = document.conversationCount();
    submitted.resize(count);
    submitUpTo(count);
    m_summaries = m_pool->results(count);
    return true;
}
