// SPDX-License-Identifier: GPL-2.0-or-later
// Follow mode (tail -f): records appended to a JSONL or SSE file become new conversations or
// grow the last one; a replaced or truncated file asks the Document's owner to reopen it.
#include "document_follow.h"

#include "conversation_reader.h"
#include "document_units.h"
#include "file_follower.h"
#include "mapped_file.h"

#include <QThreadPool>
#include <algorithm>
#include <cstring>
#include <optional>

using namespace Qt::StringLiterals;

namespace {

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
            : QVector<ConversationUnit> {units::single(units::frameOf(view), view.records)};
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
        QVector<RecordRange> before;
        for (const ConversationUnit &u : existing)
            before += u.records.toVector();
        std::sort(before.begin(), before.end(),
            [](const RecordRange &a, const RecordRange &b) { return a.begin < b.begin; });
        whole.records = RecordList::fromVector(before);
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
    const ConversationReader reader(file, formatId, fileName);
    for (WorkerBatch &b : g.batches) {
        for (const ConversationUnit &u : std::as_const(b.units))
            b.summaries.append(reader.summarize(u));
    }
    return g;
}

// Where appended text starts: after the last record of `units`, on the line that ends it.
FollowPoint endOf(const QVector<ConversationUnit> &units, const MappedFile &file)
{
    FollowPoint at;
    std::optional<RecordRange> last;
    for (const ConversationUnit &u : units) {
        for (const RecordRange &r : u.records) {
            if (!last || r.end > last->end)
                last = r;
            at.nextIndex = qMax(at.nextIndex, r.index + 1);
        }
    }
    at.offset = last ? last->end : 0;
    const TextPosition p = RecordIndex::positionAt(file.data(), file.size(), at.offset,
        last ? last->begin : 0, last ? last->line : 1, last ? last->column : 1);
    at.line = p.line;
    at.column = p.column;
    return at;
}

} // namespace

DocumentFollow::DocumentFollow(const Source &source, std::shared_ptr<const MappedFile> file,
    std::function<QVector<ConversationUnit>()> units, QObject *parent)
    : QObject(parent)
    , m_source(source)
    , m_units(std::move(units))
    , m_async(std::make_shared<AsyncOwner<DocumentFollow>>(this))
    , m_at(endOf(m_units(), *file))
    , m_follower(new FileFollower(source.path, file->sourceSize(), this))
{
    connect(m_follower, &FileFollower::replaced, this, &DocumentFollow::replaced);
    connect(m_follower, &FileFollower::grew, this, &DocumentFollow::readAppended);
}

DocumentFollow::~DocumentFollow()
{
    m_async->clear();
}

void DocumentFollow::start()
{
    m_follower->check();
}

void DocumentFollow::readAppended()
{
    if (m_busy)
        return;
    if (m_source.framing != Framing::JsonSequence
        && m_source.framing != Framing::ServerSentEvents) {
        Q_EMIT replaced(); // a JSON document cannot grow by appending: read it again
        return;
    }
    m_busy = true;
    QThreadPool::globalInstance()->start(
        [async = m_async, source = m_source, at = m_at, existing = m_units()] {
            async->post([g = readGrowth(source.path, at, source.formatId, source.framing, existing,
                             source.fileName)](DocumentFollow *owner) { owner->apply(g); });
        });
}

void DocumentFollow::apply(const Growth &g)
{
    m_busy = false;
    if (g.replaced) {
        Q_EMIT replaced();
        return;
    }
    if (g.file)
        m_follower->setKnownSize(g.file->sourceSize());
    m_at = g.next;
    Q_EMIT grew(g.file, g.batches);
    m_follower->check(); // more may have come meanwhile
}
