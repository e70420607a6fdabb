// SPDX-License-Identifier: GPL-2.0-or-later
#include "search/file_search.h"

#include "search/file_search_run.h"

#include <algorithm>

FileSearch::FileSearch(QObject *parent)
    : QObject(parent)
{ }

FileSearch::~FileSearch()
{
    retireRun();
    for (auto &retired : m_retired)
        retired.second->join();
    m_retired.clear();
}

void FileSearch::start(SharedBytes file, const QVector<SearchRange> &ranges, const FindQuery &query)
{
    start(std::move(file), std::make_shared<const SearchRangeList>(ranges), query);
}

void FileSearch::start(
    SharedBytes file, std::shared_ptr<const SearchRangeList> ranges, const FindQuery &query)
{
    startRun(std::move(file.owner), file.data, file.size, std::move(ranges), query);
}

void FileSearch::start(
    const QByteArray &bytes, const QVector<SearchRange> &ranges, const FindQuery &query)
{
    auto held = std::make_shared<const QByteArray>(bytes);
    const char *data = held->constData();
    const qint64 size = held->size();
    startRun(std::move(held), data, size, std::make_shared<const SearchRangeList>(ranges), query);
}

void FileSearch::startRun(std::shared_ptr<const void> keepAlive, const char *data, qint64 size,
    std::shared_ptr<const SearchRangeList> ranges, const FindQuery &query)
{
    retireRun();
    m_query = query;
    m_running = true;
    const quint64 generation = ++m_generation;
    m_run = std::make_unique<FileSearchRun>(
        std::move(keepAlive), data, size, std::move(ranges), query);
    // Workers post to this object's thread; a stale post (older generation) is ignored, and
    // posts still queued when this object dies are dropped with it.
    // In the background: the user's window goes first.
    m_run->start(
        m_threads, m_batchIntervalMs,
        [this, generation](bool done) {
            QMetaObject::invokeMethod(
                this, [this, generation, done] { deliver(generation, done); },
                Qt::QueuedConnection);
        },
        true);
}

void FileSearch::retireRun()
{
    if (m_run && m_running) {
        m_run->cancel();
        m_retired.emplace_back(m_generation, std::move(m_run));
    }
    m_run.reset(); // a finished run: its workers were joined
    m_running = false;
}

void FileSearch::dropRetired(quint64 generation)
{
    const auto it = std::find_if(m_retired.begin(), m_retired.end(),
        [generation](const auto &retired) { return retired.first == generation; });
    if (it != m_retired.end()) {
        it->second->join(); // its last worker is returning: joining costs nothing now
        m_retired.erase(it);
    }
}

void FileSearch::cancel()
{
    if (m_run && m_running)
        m_run->cancel();
}

qint64 FileSearch::totalMatches() const
{
    return m_run ? m_run->totalMatches() : 0;
}

QVector<ConversationHits> FileSearch::hits() const
{
    return m_run ? m_run->hits() : QVector<ConversationHits>();
}

void FileSearch::deliver(quint64 generation, bool done)
{
    if (generation != m_generation || !m_run || !m_running) {
        if (done)
            dropRetired(generation);
        return;
    }
    if (done)
        m_run->join(); // the workers have all stopped or are returning
    const QVector<ConversationHits> changed = m_run->takeChanged();
    const qint64 bytesDone = m_run->bytesDone();
    const qint64 bytesTotal = m_run->bytesTotal();
    const qint64 total = m_run->totalMatches();
    const bool cancelled = m_run->isCancelled();
    // A receiver may start another search from a slot: stop talking about this one then.
    if (!changed.isEmpty())
        Q_EMIT found(changed);
    if (generation == m_generation)
        Q_EMIT progress(bytesDone, bytesTotal);
    if (generation != m_generation) {
        if (done)
            dropRetired(generation);
        return;
    }
    if (!done)
        return;
    m_running = false;
    Q_EMIT finished(total, cancelled);
}

QVector<ConversationHits> FileSearch::searchAll(const char *data, qint64 size,
    const QVector<SearchRange> &ranges, const FindQuery &query, int threads)
{
    FileSearchRun run(nullptr, data, size, std::make_shared<const SearchRangeList>(ranges), query);
    run.start(threads, 1000, {});
    run.join();
    return run.hits();
}
