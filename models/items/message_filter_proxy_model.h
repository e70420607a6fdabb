// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "items/message_filter.h"
#include "items/message_filter_facts.h"

#include "cancellable_threads.h"
#include <QBitArray>
#include <QSortFilterProxyModel>

#include <atomic>
#include <memory>
#include <thread>
#include <vector>

class MessageListModel;

/// The messages of a MessageListModel that pass a MessageFilter (and, with "only matching", that
/// are in the set of rows matching the find query), in conversation order (never sorted). The
/// per-message facts are computed once per conversation (small ones when first needed, large ones
/// on a worker thread as soon as they are shown), so a filter change over 100,000 messages costs
/// one pass over small integers. A filter set on a large conversation whose facts are not ready
/// yet applies when they are (filterApplied tells). Does not own its source model; owns its
/// worker threads (joined on destruction).
class MessageFilterProxyModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit MessageFilterProxyModel(QObject *parent = nullptr);
    ~MessageFilterProxyModel() override;

    /// Conversations with at least this many messages get their facts on a worker thread.
    static constexpr int kWorkerFrom = 20000;

    /// The source must be a MessageListModel.
    void setSourceModel(QAbstractItemModel *sourceModel) override;
    MessageListModel *messageModel() const;

    /// Applies `filter` (an inactive filter shows every message), at once or, on a large
    /// conversation whose facts are still being computed, when they are ready.
    void setFilter(const MessageFilter &filter);
    /// The filter last set (maybe not applied yet: see isFilterPending()).
    const MessageFilter &filter() const { return m_requested; }
    bool isFilterPending() const { return m_requested != m_filter; }

    /// The source rows (indices in Conversation::messages, ascending) that match the find query.
    void setMatchingRows(QVector<int> sortedRows);
    const QVector<int> &matchingRows() const { return m_matchingRows; }
    /// Shows only the rows given by setMatchingRows (combined with the filter).
    void setOnlyMatching(bool on);
    bool onlyMatching() const { return m_onlyMatching; }

    /// True when some message may be hidden (the filter in effect is active or "only matching"
    /// is on); when false, proxy rows are source rows.
    bool isFiltering() const { return m_onlyMatching || m_filter.isActive(); }
    /// The source row of proxy row `proxyRow`, -1 when out of range.
    int toSourceRow(int proxyRow) const;
    /// The proxy row of source row `sourceRow`, -1 when hidden or out of range.
    int fromSourceRow(int sourceRow) const;
    /// The facts of the shown conversation: built now for a small one; null without a
    /// conversation or while a worker computes them.
    std::shared_ptr<const MessageFilterFacts> facts() const;
    /// Runs the event loop until the facts of the shown conversation are ready (tests, headless).
    bool waitForFacts(int msecs);

Q_SIGNALS:
    /// The filter or the "only matching" rows changed and the rows shown were recomputed.
    void filterApplied();
    /// A worker finished the facts of the shown conversation.
    void factsReady();

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    void apply();
    /// Starts computing the facts of a large conversation shown if nobody does yet.
    void startWorker();
    void onWorkerDone(quint64 generation, std::shared_ptr<const Conversation> conversation,
        std::shared_ptr<const MessageFilterFacts> facts);

    MessageFilter m_requested;
    MessageFilter m_filter; ///< the filter in effect
    QVector<int> m_matchingRows;
    QBitArray m_matching; ///< by source row
    bool m_onlyMatching = false;
    mutable std::weak_ptr<const Conversation> m_factsSource;
    mutable std::shared_ptr<const MessageFilterFacts> m_facts;
    mutable MessageFilterFacts::Compiled m_compiled;
    mutable bool m_compiledValid = false;
    /// While a grown conversation's facts are computed: those of its previous reading, used for
    /// the rows it had (the result is corrected when the new facts arrive).
    std::shared_ptr<const MessageFilterFacts> m_previous;
    mutable MessageFilterFacts::Compiled m_previousCompiled;
    mutable bool m_previousCompiledValid = false;
    mutable QString m_factsId; ///< Conversation::id of m_facts
    std::weak_ptr<const Conversation> m_workerSource; ///< what the running worker reads
    quint64 m_generation = 0;
    CancellableThreads m_workers; ///< last member: its threads go first
};
