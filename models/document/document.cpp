// SPDX-License-Identifier: GPL-2.0-or-later
#include "document.h"

#include "conversation_unit.h"
#include "document_private.h"
#include "document_worker.h"
#include "file_follower.h"
#include "formats/format_reader.h"
#include "mapped_file.h"
#include "mapping_guard.h"
#include "search/thread_priority.h"

#include <QEventLoop>
#include <QFileInfo>
#include <QSet>
#include <QThread>
#include <QThreadPool>
#include <QTimer>
#include <algorithm>
#include <atomic>
#include <mutex>

using namespace Qt::StringLiterals;

Document::Document(QObject *parent)
    : QObject(parent)
    , d(std::make_unique<DocumentPrivate>())
{
    d->async->owner = this;
    connect(&MappingGuard::instance(), &MappingGuard::tripped, this, &Document::checkFileChanged);
}

void Document::checkFileChanged()
{
    if (!d->changeReported && changedWhileRead()) {
        d->changeReported = true;
        Q_EMIT fileChanged();
    }
}

bool Document::changedWhileRead() const
{
    const std::shared_ptr<const MappedFile> file = mappedFile();
    return file && file->changedWhileRead();
}

Document::~Document()
{
    {
        const std::lock_guard<std::mutex> lock(d->async->mutex);
        d->async->owner = nullptr;
    }
    d->cancel = true;
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
    d->state = State::Loading;
    const QString fileName = path == u"-"_s ? u"-"_s : path;
    d->thread = QThread::create([this, path, fileName] {
        if (d->tuning.backgroundIndexing)
            lowerThreadPriority();
        runDocumentWorker(path, QByteArray(), false, fileName, d->tuning, d->cancel, makeSink());
    });
    d->thread->start();
}

void Document::openData(const QByteArray &data, const QString &displayName)
{
    if (d->state != State::Empty)
        return;
    d->displayName = displayName;
    d->sizeBytes = data.size();
    d->state = State::Loading;
    d->thread = QThread::create([this, data, displayName] {
        if (d->tuning.backgroundIndexing)
            lowerThreadPriority();
        runDocumentWorker(QString(), data, true, displayName, d->tuning, d->cancel, makeSink());
    });
    d->thread->start();
}

WorkerSink Document::makeSink()
{
    WorkerSink sink;
    sink.opened = [this](std::shared_ptr<const MappedFile> file) {
        QMetaObject::invokeMethod(
            this,
            [this, file] {
                d->file = file;
                d->sizeBytes = file->sourceSize();
                checkFileChanged(); // it may have shrunk before the file reached this thread
            },
            Qt::QueuedConnection);
    };
    sink.progress = [this](qint64 done, qint64 total) {
        QMetaObject::invokeMethod(
            this, [this, done, total] { Q_EMIT progress(done, total); }, Qt::QueuedConnection);
    };
    sink.detected = [this](QString formatId, Framing framing) {
        QMetaObject::invokeMethod(
            this,
            [this, formatId, framing] {
                d->formatId = formatId;
                d->framing = framing;
                d->reader = formats::createReader(formatId);
            },
            Qt::QueuedConnection);
    };
    sink.batch = [this](WorkerBatch batch) {
        QMetaObject::invokeMethod(
            this, [this, batch] { addBatch(batch); }, Qt::QueuedConnection);
    };
    sink.reset = [this] {
        QMetaObject::invokeMethod(
            this,
            [this] {
                d->units.clear();
                d->summaries.clear();
                d->changedFirst = d->changedLast = -1;
                d->cache.clear();
                d->pending.clear();
                ++d->generation;
                Q_EMIT conversationsReset();
            },
            Qt::QueuedConnection);
    };
    sink.summaries = [this](SummaryBatch batch) {
        QMetaObject::invokeMethod(
            this, [this, batch] { addSummaries(batch); }, Qt::QueuedConnection);
    };
    sink.summariesDone = [this] {
        QMetaObject::invokeMethod(
            this,
            [this] {
                flushSummaries();
                d->summariesDone = true;
                Q_EMIT summariesFinished();
            },
            Qt::QueuedConnection);
    };
    sink.finished = [this](Diagnostics diagnostics) {
        QMetaObject::invokeMethod(
            this,
            [this, diagnostics] {
                d->diagnostics += diagnostics;
                d->state = State::Ready;
                Q_EMIT loaded();
            },
            Qt::QueuedConnection);
    };
    sink.failed = [this](Diagnostic failure) {
        QMetaObject::invokeMethod(
            this,
            [this, failure] {
                d->failure = failure;
                d->diagnostics.append(failure);
                d->state = State::Failed;
                Q_EMIT failed();
            },
            Qt::QueuedConnection);
    };
    return sink;
}

void Document::addSummaries(const SummaryBatch &batch)
{
    const int n = int(batch.summaries.size());
    if (batch.first < 0 || batch.first + n > d->summaries.size() || n == 0)
        return;
    for (int k = 0; k < n; ++k) {
        d->summaries[batch.first + k] = batch.summaries.at(k);
        d->summaries[batch.first + k].known = true;
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
    if (first + count <= d->summaries.size())
        Q_EMIT summariesChanged(first, count);
}

void Document::addBatch(const WorkerBatch &batch)
{
    const int count = int(d->units.size());
    if (batch.first > count)
        return;
    QVector<int> changed;
    int added = 0;
    for (qsizetype k = 0; k < batch.units.size(); ++k) {
        const int index = batch.first + int(k);
        ConversationSummary summary
            = k < batch.summaries.size() ? batch.summaries.at(k) : ConversationSummary();
        summary.known = summary.known || k < batch.summaries.size();
        if (index < d->units.size()) {
            d->units[index] = batch.units.at(k);
            d->summaries[index] = summary;
            d->forget(index);
            changed.append(index);
        } else {
            d->units.append(batch.units.at(k));
            d->summaries.append(summary);
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
    d->cancel = true;
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
    if (index < 0 || index >= d->summaries.size())
        return ConversationSummary();
    ConversationSummary summary = d->summaries.at(index);
    const ConversationUnit &unit = d->units.at(index);
    summary.part = unit.part;
    if (!unit.records.isEmpty()) {
        summary.firstRecord = unit.records.first().index;
        summary.lastRecord = unit.records.last().index;
    }
    return summary;
}

std::shared_ptr<const Conversation> Document::conversation(int index)
{
    if (index < 0 || index >= d->units.size() || !d->file || !d->reader)
        return nullptr;
    for (const auto &entry : std::as_const(d->cache)) {
        if (entry.first == index) {
            auto c = entry.second;
            d->remember(index, c);
            return c;
        }
    }
    auto c = std::make_shared<const Conversation>(
        readConversationUnit(*d->file, d->units.at(index), *d->reader, d->formatId, d->fileName()));
    d->remember(index, c);
    return c;
}

std::shared_ptr<const Conversation> Document::conversationIfReady(int index)
{
    if (index < 0 || index >= d->units.size() || !d->file || !d->reader)
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
    auto async = d->async;
    auto file = d->file;
    const ConversationUnit unit = d->units.at(index);
    const QString formatId = d->formatId;
    const QString fileName = d->fileName();
    const int generation = d->generation;
    QThreadPool::globalInstance()->start(
        [async, file, unit, formatId, fileName, generation, index] {
            const auto reader = formats::createReader(formatId);
            if (!reader)
                return;
            auto c = std::make_shared<const Conversation>(
                readConversationUnit(*file, unit, *reader, formatId, fileName));
            const std::lock_guard<std::mutex> lock(async->mutex);
            Document *owner = async->owner;
            if (!owner)
                return;
            QMetaObject::invokeMethod(
                owner,
                [owner, c, generation, index] {
                    if (generation != owner->d->generation)
                        return;
                    owner->d->pending.remove(index);
                    if (index >= owner->d->units.size())
                        return;
                    owner->d->remember(index, c);
                    Q_EMIT owner->conversationReady(index);
                },
                Qt::QueuedConnection);
        });
    return nullptr;
}

std::shared_ptr<const Conversation> Document::readConversation(int index) const
{
    if (index < 0 || index >= d->units.size() || !d->file || !d->reader)
        return nullptr;
    const auto reader = formats::createReader(d->formatId);
    return std::make_shared<const Conversation>(
        readConversationUnit(*d->file, d->units.at(index), *reader, d->formatId, d->fileName()));
}

std::function<std::shared_ptr<const Conversation>()> Document::conversationReader(int index) const
{
    if (index < 0 || index >= d->units.size() || !d->file || !d->reader)
        return {};
    return [file = d->file, unit = d->units.at(index), formatId = d->formatId,
               fileName = d->fileName()]() -> std::shared_ptr<const Conversation> {
        const auto reader = formats::createReader(formatId);
        if (!reader)
            return nullptr;
        return std::make_shared<const Conversation>(
            readConversationUnit(*file, unit, *reader, formatId, fileName));
    };
}

qint64 Document::conversationBytes(int index) const
{
    return index < 0 || index >= d->units.size() ? 0 : unitBytes(d->units.at(index));
}

std::shared_ptr<const MappedFile> Document::mappedFile() const
{
    return d->file;
}

namespace {

QVector<SearchRange> buildSearchRanges(const QVector<ConversationUnit> &units)
{
    // A million records must stay a few milliseconds (one allocation, and no sort when the
    // units are in file order, as they almost always are).
    qsizetype count = 0;
    for (const ConversationUnit &unit : units)
        count += unit.records.size();
    QVector<SearchRange> ranges;
    ranges.reserve(count);
    for (qsizetype i = 0; i < units.size(); ++i) {
        for (const RecordRange &r : units.at(i).records)
            ranges.append(SearchRange {r.begin, r.end, int(i)});
    }
    const auto byBegin
        = [](const SearchRange &a, const SearchRange &b) { return a.begin < b.begin; };
    if (!std::is_sorted(ranges.cbegin(), ranges.cend(), byBegin))
        std::sort(ranges.begin(), ranges.end(), byBegin);
    return ranges;
}

} // namespace

QVector<SearchRange> Document::searchRanges() const
{
    return buildSearchRanges(d->units);
}

std::function<QVector<SearchRange>()> Document::searchRangeBuilder() const
{
    // A shared copy (implicitly shared lists: no element is copied here).
    return [units = d->units] { return buildSearchRanges(units); };
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
