// SPDX-License-Identifier: GPL-2.0-or-later
#include "document.h"

#include "conversation_unit.h"
#include "document_worker.h"
#include "formats/format_reader.h"
#include "mapped_file.h"

#include <QEventLoop>
#include <QFileInfo>
#include <QThread>
#include <QTimer>
#include <atomic>

using namespace Qt::StringLiterals;

QString framingId(Framing f)
{
    switch (f) {
    case Framing::SingleDocument:
        return u"json"_s;
    case Framing::JsonSequence:
        return u"jsonl"_s;
    case Framing::ServerSentEvents:
        return u"sse"_s;
    case Framing::Unknown:
        break;
    }
    return u"unknown"_s;
}

/// The Document's state; lives on the Document's thread except `cancel`.
class DocumentPrivate
{
public:
    static constexpr int cacheSize = 8;

    Document::State state = Document::State::Empty;
    QString path;
    QString displayName;
    qint64 sizeBytes = 0;
    QString formatId;
    Framing framing = Framing::Unknown;
    std::shared_ptr<const MappedFile> file;
    std::unique_ptr<FormatReader> reader;
    QVector<ConversationUnit> units;
    QVector<ConversationSummary> summaries;
    QVector<QPair<int, std::shared_ptr<const Conversation>>> cache; ///< most recent last
    Diagnostics diagnostics;
    Diagnostic failure;
    std::atomic<bool> cancel {false};
    QThread *thread = nullptr;

    void remember(int index, std::shared_ptr<const Conversation> c)
    {
        for (qsizetype i = 0; i < cache.size(); ++i) {
            if (cache.at(i).first == index) {
                cache.remove(i);
                break;
            }
        }
        cache.append({index, std::move(c)});
        while (cache.size() > cacheSize)
            cache.removeFirst();
    }
};

Document::Document(QObject *parent)
    : QObject(parent)
    , d(std::make_unique<DocumentPrivate>())
{ }

Document::~Document()
{
    d->cancel = true;
    if (d->thread) {
        d->thread->wait();
        delete d->thread;
    }
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
        runDocumentWorker(path, QByteArray(), false, fileName, d->cancel, makeSink());
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
        runDocumentWorker(QString(), data, true, displayName, d->cancel, makeSink());
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
            this,
            [this, batch] {
                const int first = int(d->units.size());
                d->units += batch.units;
                d->summaries += batch.summaries;
                for (qsizetype i = 0; i < batch.built.size(); ++i) {
                    if (batch.built.at(i))
                        d->remember(first + int(i), batch.built.at(i));
                }
                Q_EMIT conversationsAdded(first, int(batch.units.size()));
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
    return d->summaries.at(index);
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
    const QString fileName = d->path.isEmpty() ? d->displayName : d->path;
    auto c = std::make_shared<const Conversation>(
        readConversationUnit(*d->file, d->units.at(index), *d->reader, d->formatId, fileName));
    d->remember(index, c);
    return c;
}

Diagnostics Document::diagnostics() const
{
    return d->diagnostics;
}

Diagnostic Document::failure() const
{
    return d->failure;
}
