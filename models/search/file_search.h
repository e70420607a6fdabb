// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "search/find_query.h"
#include "search/search_range_list.h"
#include "search/search_types.h"
#include "search/shared_bytes.h"

#include <QByteArray>
#include <QObject>
#include <QVector>
#include <memory>
#include <utility>
#include <vector>

class FileSearchRun;

/// Finds a FindQuery in every JSON string value and number/true/false literal of a file's record
/// ranges (object keys never match, a match never spans two values; "a match" is findMatches() on
/// the decoded value), on worker threads, streaming per-conversation counts as they are found.
/// Plain queries use a raw-byte anchor prefilter (AnchorSearch); regex queries decode every value.
/// The workers of start() run at a lower priority than the GUI. Owns its worker threads and keeps
/// the input alive while they run; lives in one thread (the GUI's), where all its signals are
/// delivered.
class FileSearch : public QObject
{
    Q_OBJECT

public:
    explicit FileSearch(QObject *parent = nullptr);
    /// Cancels and joins the workers (also those of searches replaced earlier); no signal
    /// follows.
    ~FileSearch() override;

    /// Starts searching `ranges` (byte ranges of `file`, sorted, tagged with their conversation)
    /// and returns at once. A search still running is cancelled first, silently (its workers
    /// stop on their own; the caller never waits for them). An empty or
    /// invalid query finds nothing (finished(0, false) follows).
    void start(SharedBytes file, const QVector<SearchRange> &ranges, const FindQuery &query);
    /// The same over a range list built (when new) on the search's own thread.
    void start(
        SharedBytes file, std::shared_ptr<const SearchRangeList> ranges, const FindQuery &query);
    /// The same over bytes held in memory (implicitly shared, kept until the search ends).
    void start(const QByteArray &bytes, const QVector<SearchRange> &ranges, const FindQuery &query);
    /// Stops the running search; finished(total so far, true) follows.
    void cancel();
    bool isRunning() const { return m_running; }
    /// Matches found so far by the current (or last) search.
    qint64 totalMatches() const;
    /// All conversations with matches so far, by conversation, with their running totals.
    QVector<ConversationHits> hits() const;
    FindQuery query() const { return m_query; }
    /// Replaced searches whose workers have not all reported yet (their reports are dropped;
    /// a test waits for 0 to see that nothing follows).
    int retiredRuns() const { return int(m_retired.size()); }

    /// Worker threads of later searches (0 = one per core, the default).
    void setThreadCount(int threads) { m_threads = threads; }
    /// Least time between two found()/progress() signals, 50 ms by default (at least 1).
    void setBatchInterval(int ms) { m_batchIntervalMs = ms; }

    /// Synchronous search on all cores (tests, command line, benchmark): every conversation
    /// with matches, by conversation.
    static QVector<ConversationHits> searchAll(const char *data, qint64 size,
        const QVector<SearchRange> &ranges, const FindQuery &query, int threads = 0);

Q_SIGNALS:
    /// New results: for each conversation whose count grew since the last signal, its running
    /// total and first match so far (replace earlier values; the last one seen is final). Sent
    /// in batches, at most about every batch interval, never once per hit.
    void found(const QVector<ConversationHits> &hits);
    void progress(qint64 bytesDone, qint64 bytesTotal);
    /// The search ended: all ranges were searched, or it was cancelled.
    void finished(qint64 totalMatches, bool cancelled);

private:
    void startRun(std::shared_ptr<const void> keepAlive, const char *data, qint64 size,
        std::shared_ptr<const SearchRangeList> ranges, const FindQuery &query);
    /// Cancels the current run and keeps it with the retired ones until its workers stop.
    void retireRun();
    /// Joins and forgets the retired run of `generation` (its last worker reported).
    void dropRetired(quint64 generation);
    void deliver(quint64 generation, bool done);

    std::unique_ptr<FileSearchRun> m_run;
    /// Cancelled runs whose workers may still be busy, by generation: joined (at once) when
    /// their last worker reports, or in the destructor.
    std::vector<std::pair<quint64, std::unique_ptr<FileSearchRun>>> m_retired;
    FindQuery m_query;
    quint64 m_generation = 0;
    bool m_running = false;
    int m_threads = 0;
    int m_batchIntervalMs = 50;
};
