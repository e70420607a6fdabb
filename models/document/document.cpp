// SPDX-License-Identifier: GPL-2.0-or-later
#include "document.h"

#include "conversation_unit.h"
#include "document_follow.h"
#include "document_indexer.h"
#include "document_private.h"
#include "mapped_file.h"
#include "mapping_guard.h"
#include "search/thread_priority.h"
#include "transcript/grounding_index.h"

#include <QEventLoop>
#include <QFileInfo>
#include <QSet>
#include <QThread>
#include <QThreadPool>
#include <QTimer>
#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

Document::Document(QObject *parent)
    : QObject(parent)
    , d(std::make_unique<DocumentPrivate>())
{
    d->async = std::make_shared<AsyncOwner<Document>>(this);
    connect(&MappingGuard::instance(), &MappingGuard::tripped, this, &Document::checkFileChanged);
}

Document::~Document()
{
    d->async->clear();
    if (d->indexer)
        d->indexer->cancel();
    if (d->thread) {
        d->thread->wait();
        delete d->thread;
    }
}

void Document::setTuning(const DocumentTuning &tuning)
{
    d->tuning = tuning;
}

const DocumentTuning &Document::tuning() const
{
    return d->tuning;
}

void Document::openFile(const QString &path)
{
    if (d->state != State::Empty)
        return;
    d->path = path;
    d->displayName = path == u"-"_s ? tr("standard input") : QFileInfo(path).fileName();
    d->sizeBytes = path == u"-"_s ? 0 : QFileInfo(path).size();
    startIndexing(std::make_unique<DocumentIndexer>(
        path, QByteArray(), false, path == u"-"_s ? u"-"_s : path, d->tuning));
}

void Document::openData(const QByteArray &data, const QString &displayName)
{
    if (d->state != State::Empty)
        return;
    d->displayName = displayName;
    d->sizeBytes = data.size();
    startIndexing(std::make_unique<DocumentIndexer>(QString(), data, true, displayName, d->tuning));
}

void Document::startIndexing(std::unique_ptr<DocumentIndexer> indexer)
{
    d->state = State::Loading;
    d->indexer = std::move(indexer);
    const DocumentIndexer *from = d->indexer.get();
    // The indexer emits on its thread: every signal reaches this thread queued, in order.
    const auto queued = Qt::QueuedConnection;
    connect(from, &DocumentIndexer::opened, this, &Document::setFile, queued);
    connect(from, &DocumentIndexer::progress, this, &Document::progress, queued);
    connect(from, &DocumentIndexer::detected, this, &Document::setFormat, queued);
    connect(from, &DocumentIndexer::batchReady, this, &Document::addBatch, queued);
    connect(from, &DocumentIndexer::conversationsReset, this, &Document::dropConversations, queued);
    connect(from, &DocumentIndexer::unitsComplete, this, &Document::shareUnits, queued);
    connect(from, &DocumentIndexer::indexed, this, &Document::finishLoading, queued);
    connect(from, &DocumentIndexer::failed, this, &Document::failLoading, queued);
    connect(from, &DocumentIndexer::summariesReady, this, &Document::addSummaries, queued);
    connect(from, &DocumentIndexer::summariesDone, this, &Document::finishSummaries, queued);
    d->thread
        = QThread::create([indexer = d->indexer.get(), background = d->tuning.backgroundIndexing] {
              if (background)
                  lowerThreadPriority();
              indexer->run();
          });
    d->thread->start();
}

void Document::setFile(std::shared_ptr<const MappedFile> file)
{
    d->file = std::move(file);
    d->sizeBytes = d->file->sourceSize();
    d->updateReader();
    checkFileChanged(); // it may have shrunk before the file reached this thread
}

void Document::setFormat(const QString &formatId, Framing framing)
{
    d->formatId = formatId;
    d->framing = framing;
    d->updateReader();
}

void Document::dropConversations()
{
    d->units.clear();
    d->summaries.clear();
    d->changedFirst = d->changedLast = -1;
    d->cache.clear();
    d->pending.clear();
    ++d->generation;
    Q_EMIT conversationsReset();
}

void Document::shareUnits(const QVector<ConversationUnit> &units)
{
    // The same units as those held (the batches before this signal gave them), unless follow
    // mode or a reload changed them since.
    const auto same = [](const ConversationUnit &a, const ConversationUnit &b) {
        return a.part == b.part && a.records.size() == b.records.size()
            && (a.records.isEmpty() || a.records.first() == b.records.first());
    };
    if (units.size() == d->units.size() && !units.isEmpty() && same(units.first(), d->units.first())
        && same(units.last(), d->units.last()))
        d->units = units;
}

void Document::finishSummaries()
{
    flushSummaries();
    d->summariesDone = true;
    Q_EMIT summariesFinished();
}

void Document::finishLoading(const Diagnostics &diagnostics)
{
    d->diagnostics += diagnostics;
    d->state = State::Ready;
    markOpenEnd(int(d->units.size()) - 1);
    Q_EMIT loaded();
}

void Document::failLoading(const Diagnostic &failure)
{
    d->failure = failure;
    d->diagnostics.append(failure);
    d->state = State::Failed;
    Q_EMIT failed();
}

void Document::addSummaries(const SummaryBatch &batch)
{
    const int n = int(batch.summaries.size());
    if (batch.first < 0 || batch.first + n > d->units.size() || n == 0)
        return;
    if (d->state == State::Ready && d->summaries.capacity() < d->units.size())
        d->summaries.reserve(d->units.size()); // the count is known: no room left unused
    if (batch.first + n > d->summaries.size())
        d->summaries.resize(batch.first + n);
    for (int k = 0; k < n; ++k) {
        ConversationSummary &summary = d->summaries[batch.first + k];
        summary = batch.summaries.at(k);
        summary.known = true;
        // Most files name one agent: its conversations share one string.
        if (summary.agent == d->lastAgent)
            summary.agent = d->lastAgent;
        else
            d->lastAgent = summary.agent;
    }
    // One signal per ~100 ms for the range touched: views re-sort and repaint once, not per slice.
    d->changedFirst = d->changedLast < 0 ? batch.first : qMin(d->changedFirst, batch.first);
    d->changedLast = qMax(d->changedLast, batch.first + n - 1);
    if (!d->summaryTimer) {
        d->summaryTimer = new QTimer(this);
        d->summaryTimer->setSingleShot(true);
        d->summaryTimer->setInterval(100);
        connect(d->summaryTimer, &QTimer::timeout, this, &Document::flushSummaries);
    }
    if (!d->summaryTimer->isActive())
        d->summaryTimer->start();
}

void Document::flushSummaries()
{
    if (d->summaryTimer)
        d->summaryTimer->stop();
    if (d->changedLast < 0)
        return;
    const int first = d->changedFirst;
    const int count = d->changedLast - d->changedFirst + 1;
    d->changedFirst = d->changedLast = -1;
    if (first + count <= d->units.size())
        Q_EMIT summariesChanged(first, count);
}

void Document::reserveFor(const WorkerBatch &batch, bool summarized)
{
    // The lists grow to the file's count of conversations: room for it is made from the bytes
    // per conversation so far, so that 133,000 of them are not copied into fresh memory at each
    // doubling on the GUI thread (40 ms at the last one on this VM).
    const qsizetype needed = qsizetype(batch.first) + batch.units.size();
    if (batch.units.isEmpty() || needed <= d->units.capacity() || !d->file)
        return;
    const RecordList &records = batch.units.last().records;
    const qint64 end = records.isEmpty() ? -1 : records.last().end;
    qsizetype room = needed + needed / 2;
    if (end > 0) {
        const double estimate = double(d->file->size()) * double(needed) / double(end);
        room = qMax(room, qsizetype(qMin(estimate * 1.1, double(std::numeric_limits<int>::max()))));
    }
    d->units.reserve(room);
    if (summarized)
        d->summaries.reserve(room);
}

void Document::addBatch(const WorkerBatch &batch)
{
    const int count = int(d->units.size());
    if (batch.first > count)
        return;
    QVector<int> changed;
    int added = 0;
    // Summaries are kept from the first known one on: none for a file whose conversations are
    // only read (check), and an unknown one costs nothing until a summary after it is known.
    const bool summarized = !batch.summaries.isEmpty();
    reserveFor(batch, summarized);
    if (summarized && d->summaries.size() < batch.first)
        d->summaries.resize(batch.first);
    for (qsizetype k = 0; k < batch.units.size(); ++k) {
        const int index = batch.first + int(k);
        ConversationSummary summary
            = k < batch.summaries.size() ? batch.summaries.at(k) : ConversationSummary();
        summary.known = summary.known || k < batch.summaries.size();
        if (index < d->summaries.size())
            d->summaries[index] = summary;
        else if (summarized)
            d->summaries.append(summary);
        if (index < d->units.size()) {
            d->units[index] = batch.units.at(k);
            d->forget(index);
            changed.append(index);
        } else {
            d->units.append(batch.units.at(k));
            ++added;
        }
        if (k < batch.built.size() && batch.built.at(k))
            d->remember(index, batch.built.at(k));
    }
    for (const int index : std::as_const(changed))
        Q_EMIT conversationChanged(index);
    if (added > 0)
        Q_EMIT conversationsAdded(count, added);
}

void Document::cancel()
{
    if (d->indexer)
        d->indexer->cancel();
}

bool Document::waitForLoaded(int msecs)
{
    if (d->state == State::Loading) {
        QEventLoop loop;
        connect(this, &Document::loaded, &loop, &QEventLoop::quit);
        connect(this, &Document::failed, &loop, &QEventLoop::quit);
        if (msecs >= 0)
            QTimer::singleShot(msecs, &loop, &QEventLoop::quit);
        loop.exec();
    }
    return d->state == State::Ready;
}

Document::State Document::state() const
{
    return d->state;
}

QString Document::path() const
{
    return d->path;
}

QString Document::displayName() const
{
    return d->displayName;
}

qint64 Document::sizeBytes() const
{
    return d->sizeBytes;
}

QString Document::formatId() const
{
    return d->formatId;
}

Framing Document::framing() const
{
    return d->framing;
}

int Document::conversationCount() const
{
    return int(d->units.size());
}

ConversationSummary Document::summary(int index) const
{
    if (index < 0 || index >= d->units.size())
        return ConversationSummary();
    ConversationSummary summary
        = index < d->summaries.size() ? d->summaries.at(index) : ConversationSummary();
    const ConversationUnit &unit = d->units.at(index);
    summary.part = unit.part;
    if (!unit.records.isEmpty()) {
        summary.firstRecord = unit.records.first().index;
        summary.lastRecord = unit.records.last().index;
    }
    return summary;
}

bool Document::canRead(int index) const
{
    return index >= 0 && index < d->units.size() && d->reader.isValid();
}

std::shared_ptr<const Conversation> Document::conversation(int index)
{
    if (!canRead(index))
        return nullptr;
    for (const auto &entry : std::as_const(d->cache)) {
        if (entry.first == index) {
            auto c = entry.second;
            d->remember(index, c);
            return c;
        }
    }
    auto c = d->reader.read(d->units.at(index));
    d->remember(index, c);
    return c;
}

std::shared_ptr<const Conversation> Document::conversationIfReady(int index)
{
    if (!canRead(index))
        return nullptr;
    for (const auto &entry : std::as_const(d->cache)) {
        if (entry.first == index)
            return conversation(index);
    }
    if (unitBytes(d->units.at(index)) < syncReadBytes)
        return conversation(index);
    if (d->pending.contains(index))
        return nullptr;
    d->pending.insert(index);
    const std::function<std::shared_ptr<const Conversation>()> read = conversationReader(index);
    // A unit that grew meanwhile (follow mode, appendRecords): this older reading is dropped
    // and the grown unit read (unless its reading is cached already).
    const auto stamp = [](const ConversationUnit &u) {
        return std::tuple(
            u.records.size(), u.records.isEmpty() ? -1 : u.records.last().end, u.openEnd);
    };
    QThreadPool::globalInstance()->start([async = d->async, read, generation = d->generation, index,
                                             was = stamp(d->units.at(index)), stamp] {
        std::shared_ptr<const Conversation> c = read();
        if (c) // the window shows it: its big groundings are indexed here, not on the GUI thread
            GroundingIndex::prepare(*c);
        async->post([c = std::move(c), generation, index, was, stamp](Document *owner) {
            if (generation != owner->d->generation)
                return;
            owner->d->pending.remove(index);
            if (index >= owner->d->units.size())
                return;
            if (stamp(owner->d->units.at(index)) != was) {
                owner->conversationIfReady(index); // read the grown unit
                return;
            }
            owner->d->remember(index, c);
            Q_EMIT owner->conversationReady(index);
        });
    });
    return nullptr;
}

std::shared_ptr<const Conversation> Document::readConversation(int index) const
{
    return canRead(index) ? d->reader.read(d->units.at(index)) : nullptr;
}

std::function<std::shared_ptr<const Conversation>()> Document::conversationReader(int index) const
{
    if (!canRead(index))
        return {};
    return [reader = d->sharedReader, unit = d->units.at(index)] { return reader->read(unit); };
}

qint64 Document::conversationBytes(int index) const
{
    return index < 0 || index >= d->units.size() ? 0 : unitBytes(d->units.at(index));
}

std::shared_ptr<const MappedFile> Document::mappedFile() const
{
    return d->file;
}

QVector<SearchRange> Document::searchRanges() const
{
    return searchRangesOf(d->units);
}

std::function<QVector<SearchRange>()> Document::searchRangeBuilder() const
{
    // A shared copy (implicitly shared lists: no element is copied here).
    return [units = d->units] { return searchRangesOf(units); };
}

bool Document::summariesComplete() const
{
    return d->summariesDone;
}

Diagnostics Document::diagnostics() const
{
    return d->diagnostics;
}

Diagnostic Document::failure() const
{
    return d->failure;
}
