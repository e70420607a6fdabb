// SPDX-License-Identifier: GPL-2.0-or-later
#include "message_filter_proxy_model.h"

#include "items/message_list_model.h"

#include <QDeadlineTimer>
#include <QEventLoop>
#include <QTimer>

MessageFilterProxyModel::MessageFilterProxyModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    // Conversation order is the only order; the source's own signals keep rows in step.
    setDynamicSortFilter(true);
}

MessageFilterProxyModel::~MessageFilterProxyModel()
{
    m_workers.cancelAll(true);
}

void MessageFilterProxyModel::setSourceModel(QAbstractItemModel *sourceModel)
{
    Q_ASSERT(!sourceModel || qobject_cast<MessageListModel *>(sourceModel));
    if (QAbstractItemModel *old = this->sourceModel())
        disconnect(old, nullptr, this, nullptr);
    m_facts.reset();
    m_factsSource.reset();
    m_compiledValid = false;
    if (sourceModel) {
        // Connected before the base class's handlers: a large conversation's facts start on a
        // worker as soon as it is shown; the facts of one no longer shown are dropped.
        auto changed = [this] {
            m_compiledValid = false;
            m_previousCompiledValid = false;
            startWorker();
        };
        connect(sourceModel, &QAbstractItemModel::modelReset, this, changed);
        connect(sourceModel, &QAbstractItemModel::rowsInserted, this, changed);
    }
    QSortFilterProxyModel::setSourceModel(sourceModel);
    startWorker();
}

MessageListModel *MessageFilterProxyModel::messageModel() const
{
    return static_cast<MessageListModel *>(sourceModel());
}

void MessageFilterProxyModel::setFilter(const MessageFilter &filter)
{
    const bool wasPending = isFilterPending();
    m_requested = filter;
    if (filter == m_filter) {
        if (wasPending)
            Q_EMIT filterApplied(); // back to the filter in effect: nothing to wait for
        return;
    }
    if (filter.isActive() && !facts()) {
        const MessageListModel *model = messageModel();
        if (model && model->conversation()) {
            startWorker(); // applied in onWorkerDone
            return;
        }
    }
    m_filter = filter;
    m_compiledValid = false;
    m_previousCompiledValid = false;
    apply();
}

void MessageFilterProxyModel::setMatchingRows(QVector<int> sortedRows)
{
    if (sortedRows == m_matchingRows)
        return;
    m_matchingRows = std::move(sortedRows);
    const int size = m_matchingRows.isEmpty() ? 0 : m_matchingRows.constLast() + 1;
    m_matching = QBitArray(qMax(0, size));
    for (int row : std::as_const(m_matchingRows)) {
        if (row >= 0 && row < size)
            m_matching.setBit(row);
    }
    if (m_onlyMatching)
        apply();
}

void MessageFilterProxyModel::setOnlyMatching(bool on)
{
    if (on == m_onlyMatching)
        return;
    m_onlyMatching = on;
    apply();
}

void MessageFilterProxyModel::apply()
{
    // invalidate() recomputes the mapping in one pass and reports a layout change. The filter-only
    // invalidateFilter() would report each run of hidden rows as its own removal, which costs
    // O(runs × rows) in QSortFilterProxyModel: seconds for 100,000 alternating rows.
    invalidate();
    Q_EMIT filterApplied();
}

std::shared_ptr<const MessageFilterFacts> MessageFilterProxyModel::facts() const
{
    const MessageListModel *model = messageModel();
    const std::shared_ptr<const Conversation> conversation
        = model ? model->conversation() : nullptr;
    if (!conversation) {
        m_facts.reset();
        m_factsSource.reset();
        return nullptr;
    }
    if (m_facts && m_factsSource.lock() == conversation)
        return m_facts;
    if (conversation->messages.size() >= kWorkerFrom)
        return nullptr; // a worker computes them
    m_facts = std::make_shared<const MessageFilterFacts>(*conversation);
    m_factsSource = conversation;
    m_factsId = conversation->id;
    m_compiledValid = false;
    return m_facts;
}

void MessageFilterProxyModel::startWorker()
{
    const MessageListModel *model = messageModel();
    std::shared_ptr<const Conversation> conversation = model ? model->conversation() : nullptr;
    if (!conversation || conversation->messages.size() < kWorkerFrom) {
        m_previous.reset();
        if (!conversation)
            m_facts.reset(); // may be large: not kept beyond its conversation
        return;
    }
    if ((m_facts && m_factsSource.lock() == conversation)
        || (m_workerSource.lock() == conversation && m_workers.newestRunning()))
        return; // ready, or being computed
    m_workers.cancelAll(false);
    const bool grew = m_facts && m_factsId == conversation->id
        && m_facts->rowCount() <= conversation->messages.size();
    m_previous = grew ? m_facts : nullptr;
    m_previousCompiledValid = false;
    m_facts.reset();
    m_workerSource = conversation;
    const quint64 generation = ++m_generation;
    m_workers.start([this, generation, conversation](const std::atomic_bool &cancel) {
        auto facts = std::make_shared<const MessageFilterFacts>(*conversation, &cancel);
        if (!cancel.load()) {
            // Delivered on the proxy's thread; dropped if the proxy is gone by then (its
            // destructor joins this thread first, so `this` is valid here).
            QMetaObject::invokeMethod(
                this,
                [this, generation, conversation, facts]() mutable {
                    onWorkerDone(generation, std::move(conversation), std::move(facts));
                },
                Qt::QueuedConnection);
        }
    });
}

void MessageFilterProxyModel::onWorkerDone(quint64 generation,
    std::shared_ptr<const Conversation> conversation,
    std::shared_ptr<const MessageFilterFacts> facts)
{
    const MessageListModel *model = messageModel();
    if (generation != m_generation || !model || model->conversation() != conversation)
        return;
    m_facts = std::move(facts);
    m_factsSource = conversation;
    m_factsId = conversation->id;
    m_compiledValid = false;
    const bool usedPrevious = m_previous && m_filter.isActive();
    m_previous.reset();
    Q_EMIT factsReady();
    if (isFilterPending() || usedPrevious) {
        m_filter = m_requested;
        apply();
    }
}

bool MessageFilterProxyModel::waitForFacts(int msecs)
{
    const QDeadlineTimer deadline(msecs);
    while (!facts() && messageModel() && messageModel()->conversation()) {
        if (deadline.hasExpired())
            return false;
        QEventLoop loop;
        connect(this, &MessageFilterProxyModel::factsReady, &loop, &QEventLoop::quit);
        QTimer::singleShot(
            qMin<qint64>(100, qMax<qint64>(1, deadline.remainingTime())), &loop, &QEventLoop::quit);
        loop.exec();
    }
    return facts() != nullptr || !messageModel() || !messageModel()->conversation();
}

bool MessageFilterProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (sourceParent.isValid())
        return false;
    if (m_onlyMatching && (sourceRow >= m_matching.size() || !m_matching.testBit(sourceRow)))
        return false;
    if (!m_filter.isActive())
        return true;
    if (const auto current = facts()) { // rebuilt when the conversation changed (a live one grows)
        if (!m_compiledValid) {
            m_compiled = current->compile(m_filter);
            m_compiledValid = true;
        }
        return m_compiled.accepts(sourceRow);
    }
    // A large conversation shown while a filter is on, its facts still on the worker: for the rows
    // of its previous reading (a live conversation that grew) their facts, else the exact (slower)
    // test.
    if (m_previous && sourceRow < m_previous->rowCount()) {
        if (!m_previousCompiledValid) {
            m_previousCompiled = m_previous->compile(m_filter);
            m_previousCompiledValid = true;
        }
        return m_previousCompiled.accepts(sourceRow);
    }
    const Message *message = messageModel()->message(sourceRow);
    return message && m_filter.accepts(*message);
}

int MessageFilterProxyModel::toSourceRow(int proxyRow) const
{
    if (proxyRow < 0 || proxyRow >= rowCount())
        return -1;
    if (!isFiltering())
        return proxyRow; // every row shown, in order (the delegate asks this for each row)
    return mapToSource(index(proxyRow, 0)).row();
}

int MessageFilterProxyModel::fromSourceRow(int sourceRow) const
{
    const QAbstractItemModel *source = sourceModel();
    if (!source || sourceRow < 0 || sourceRow >= source->rowCount())
        return -1;
    if (!isFiltering())
        return sourceRow;
    const QModelIndex proxy = mapFromSource(source->index(sourceRow, 0));
    return proxy.isValid() ? proxy.row() : -1;
}
