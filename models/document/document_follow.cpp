// SPDX-License-Identifier: GPL-2.0-or-later
// Document's follow mode (tail -f): records appended to a JSONL or SSE file become new
// conversations or grow the last one; a replaced or truncated file asks its owner to reopen it.
#include "document.h"

#include "document_private.h"
#include "document_units.h"
#include "document_worker.h"
#include "file_follower.h"
#include "formats/format_reader.h"
#include "mapped_file.h"

#include <QThreadPool>
#include <algorithm>
#include <cstring>

using namespace Qt::StringLiterals;

namespace {

/// What a look at the grown file found; applied on the Document's thread.
struct Growth {
    std::shared_ptr<const MappedFile> file;
    QVector<WorkerBatch> batches;
    FollowPoint next;
    bool replaced = false;
};

// The end of the last complete record in [from, size): after the last newline (after the
// last blank line for SSE). `from` when nothing complete was appended.
qint64 completeEnd(const MappedFile &file, qint64 from, bool sse)
{
    const char *d = file.data();
    for (qint64 i = file.size(); i > from; --i) {
        if (d[i - 1] != '\n')
            continue;
        if (!sse
            || (i - 2 >= from
                && (d[i - 2] == '\n' || (d[i - 2] == '\r' && i - 3 >= from && d[i - 3] == '\n'))))
            return i;
    }
    return from;
}

Growth readGrowth(const QString &path, const FollowPoint &at, const QString &formatId,
    Framing framing, const QVector<ConversationUnit> &existing, const QString &fileName)
{
    Growth g;
    g.next = at;
    auto file = std::make_shared<MappedFile>();
    if (!file->open(path) || file->size() < at.offset) {
        g.replaced = true;
        return g;
    }
    g.file = file;
    const bool sse = framing == Framing::ServerSentEvents;
    const qint64 end = completeEnd(*file, at.offset, sse);
    if (end <= at.offset)
        return g;
    RecordIndex idx(file->data() + at.offset, end - at.offset);
    idx.scanAll();
    IndexView view;
    view.framing = framing;
    qint64 index = at.nextIndex;
    for (const RecordRange &scanned : idx.topLevelValues()) {
        RecordRange r = scanned.movedTo(at.offset, at.line, at.column);
        r.index = index++;
        view.records.append(r);
    }
    g.next.offset = end;
    g.next.nextIndex = index;
    for (const char *p = file->data() + at.offset;
         (p = static_cast<const char *>(std::memchr(p, '\n', size_t(file->data() + end - p)))); ++p)
        ++g.next.line;
    g.next.column = 1;
    if (view.records.isEmpty())
        return g;

    const UnitShape shape = units::shapeOf(formatId, view);
    const int count = int(existing.size());
    if (shape == UnitShape::PerRecord || existing.isEmpty()) {
        WorkerBatch b;
        b.first = count;
        b.units = shape == UnitShape::PerRecord
            ? units::perRecord(formatId, *file, view, 0, view.records.size())
            : QVector<ConversationUnit> {units::single(view, view.records)};
        g.batches.append(b);
    } else if (shape == UnitShape::Single) {
        WorkerBatch b;
        b.first = count - 1;
        ConversationUnit last = existing.last();
        last.records += view.records;
        b.units = {last};
        g.batches.append(b);
    } else {
        // Grouped (sessions of a log): regroup everything; the old groups must only grow.
        IndexView whole = view;
        whole.records.clear();
        for (const ConversationUnit &u : existing)
            whole.records += u.records;
        std::sort(whole.records.begin(), whole.records.end(),
            [](const RecordRange &a, const RecordRange &b) { return a.begin < b.begin; });
        whole.records += view.records;
        Diagnostics ignored;
        const QVector<ConversationUnit> all = units::all(formatId, *file, whole, ignored, fileName);
        if (all.size() < count) {
            g.replaced = true;
            return g;
        }
        for (int k = 0; k < count; ++k) {
            const auto &a = existing.at(k).records;
            const auto &b = all.at(k).records;
            if (b.size() < a.size() || a.isEmpty() || b.first().begin != a.first().begin) {
                g.replaced = true;
                return g;
            }
            if (b.size() > a.size())
                g.batches.append(WorkerBatch {k, {all.at(k)}, {}, {}});
        }
        if (all.size() > count)
            g.batches.append(WorkerBatch {count, all.mid(count), {}, {}});
    }
    // Summaries now: appended text is small.
    const auto reader = formats::createReader(formatId);
    for (WorkerBatch &b : g.batches) {
        for (const ConversationUnit &u : std::as_const(b.units))
            b.summaries.append(reader
                    ? reader->summarize(readConversationUnit(*file, u, *reader, formatId, fileName))
                    : ConversationSummary());
    }
    return g;
}

} // namespace

void Document::setFollowing(bool on)
{
    if (on == isFollowing())
        return;
    if (!on) {
        delete d->follower;
        d->follower = nullptr;
        return;
    }
    if (d->path.isEmpty() || d->path == u"-"_s || d->state != State::Ready || !d->file)
        return;
    // Where appended text starts: after the last record, on the line that ends it.
    FollowPoint at;
    const RecordRange *last = nullptr;
    for (const ConversationUnit &u : std::as_const(d->units)) {
        for (const RecordRange &r : u.records) {
            if (!last || r.end > last->end)
                last = &r;
            at.nextIndex = qMax(at.nextIndex, r.index + 1);
        }
    }
    at.offset = last ? last->end : 0;
    const TextPosition p = RecordIndex::positionAt(d->file->data(), d->file->size(), at.offset,
        last ? last->begin : 0, last ? last->line : 1, last ? last->column : 1);
    at.line = p.line;
    at.column = p.column;
    d->follow = at;
    d->follower = new FileFollower(d->path, d->file->sourceSize(), this);
    connect(d->follower, &FileFollower::replaced, this, &Document::fileReplaced);
    connect(d->follower, &FileFollower::grew, this, [this](qint64) { readAppended(); });
    d->follower->check();
}

bool Document::isFollowing() const
{
    return d->follower != nullptr;
}

void Document::readAppended()
{
    if (!d->follower || d->followBusy)
        return;
    if (d->framing != Framing::JsonSequence && d->framing != Framing::ServerSentEvents) {
        Q_EMIT fileReplaced(); // a JSON document cannot grow by appending: read it again
        return;
    }
    d->followBusy = true;
    auto async = d->async;
    const QString path = d->path;
    const FollowPoint at = d->follow;
    const QString formatId = d->formatId;
    const Framing framing = d->framing;
    const QVector<ConversationUnit> existing = d->units;
    const QString fileName = d->fileName();
    QThreadPool::globalInstance()->start([=] {
        const Growth g = readGrowth(path, at, formatId, framing, existing, fileName);
        const std::lock_guard<std::mutex> lock(async->mutex);
        Document *owner = async->owner;
        if (!owner)
            return;
        QMetaObject::invokeMethod(
            owner, [owner, g] { owner->applyGrowth(g.file, g.batches, g.next, g.replaced); },
            Qt::QueuedConnection);
    });
}

void Document::applyGrowth(std::shared_ptr<const MappedFile> file,
    const QVector<WorkerBatch> &batches, const FollowPoint &next, bool replaced)
{
    d->followBusy = false;
    if (!d->follower)
        return;
    if (replaced) {
        Q_EMIT fileReplaced();
        return;
    }
    if (file) {
        d->file = file;
        d->sizeBytes = file->sourceSize();
        d->follower->setKnownSize(file->sourceSize());
    }
    d->follow = next;
    for (const WorkerBatch &b : batches)
        addBatch(b);
    d->follower->check(); // more may have come meanwhile
}
