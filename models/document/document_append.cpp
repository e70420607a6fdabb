// SPDX-License-Identifier: GPL-2.0-or-later
// Document: a live document that grows by records given to it (appendRecords), as a live ADK
// session grows by the events a run streams: the new text is read on the thread pool and only
// the last conversation (or its last part) is read again.
#include "document.h"

#include "conversation_reader.h"
#include "document_private.h"
#include "document_units.h"
#include "mapped_file.h"
#include "search/thread_priority.h"

#include <QThreadPool>

#include <cstring>

namespace {

/// What reading appended records made: the text with them, and the last conversation's units.
struct Appended {
    std::shared_ptr<const MappedFile> file;
    std::shared_ptr<GrowingText> text;
    WorkerBatch batch;
};

/// The text `old` shows with `bytes` more room: `text` when `old` is its start and it has the
/// room (nothing is copied: what `old` shows stays as it is), else a copy twice as big.
std::shared_ptr<GrowingText> roomFor(
    const MappedFile &old, std::shared_ptr<GrowingText> text, qint64 bytes)
{
    if (text && old.data() == text->bytes.get() && old.size() + bytes <= text->capacity)
        return text;
    auto grown = std::make_shared<GrowingText>();
    grown->capacity = 2 * (old.size() + bytes) + (1 << 20);
    grown->bytes.reset(new char[size_t(grown->capacity)]);
    std::memcpy(grown->bytes.get(), old.data(), size_t(old.size()));
    return grown;
}

/// `records` after the text of `old`, each on a line of its own, as records of `last` (unit
/// `lastIndex`, the document's last), which takes them up to a quarter of `partRecords` when
/// it is a part (a whole one of `partRecords` or more becomes part 0 and takes none); later
/// parts take the rest. Each unit changed or added is read here (summary and
/// cache).
Appended readAppended(const std::shared_ptr<const MappedFile> &old,
    std::shared_ptr<GrowingText> growing, const ConversationUnit &last, int lastIndex,
    const QByteArrayList &records, int partRecords, const QString &formatId,
    const QString &fileName)
{
    const RecordRange anchor = last.records.last();
    const TextPosition end = RecordIndex::positionAt(
        old->data(), old->size(), old->size(), anchor.begin, anchor.line, anchor.column);
    qint64 bytes = 0;
    QByteArrayList trimmed;
    trimmed.reserve(records.size());
    for (const QByteArray &r : records) {
        trimmed.append(r.trimmed());
        bytes += trimmed.last().size() + 1;
    }
    const std::shared_ptr<GrowingText> text = roomFor(*old, std::move(growing), bytes);
    char *const start = text->bytes.get();
    qint64 size = old->size();
    QVector<RecordRange> added;
    added.reserve(records.size());
    qint64 line = end.line;
    qint64 index = anchor.index;
    for (const QByteArray &record : std::as_const(trimmed)) {
        start[size++] = '\n';
        ++line;
        RecordRange r;
        r.begin = size;
        r.end = r.begin + record.size();
        r.line = line;
        r.column = 1;
        r.index = ++index;
        std::memcpy(start + size, record.constData(), size_t(record.size()));
        size += record.size();
        line += record.count('\n');
        added.append(r);
    }
    auto file = std::make_shared<MappedFile>();
    file->setShared(text, start, size);

    Appended out;
    out.file = file;
    out.text = text;
    // Parts that grow take fewer records than parts read from a file (a quarter): each event
    // appended reads its part again, and a short one is on screen sooner. A part that holds
    // that many already is left as it is, unread.
    const qsizetype growRecords = qMax(1, partRecords / 4);
    ConversationUnit unit = last;
    // A whole conversation that holds a part's records already becomes the first part, read
    // again once: each later append reads only the short part after it (a session of a few
    // thousand events read whole takes a tenth of a second per streamed event).
    const bool split = unit.part < 0 && unit.records.size() >= partRecords;
    if (split)
        unit.part = 0;
    qsizetype from = 0;
    const auto fill = [&](ConversationUnit &u) {
        while (from < added.size() && (u.part < 0 || u.records.size() < growRecords))
            u.records.append(added.at(from++));
    };
    fill(unit);
    out.batch.first = from > 0 || split ? lastIndex : lastIndex + 1;
    if (from > 0 || split)
        out.batch.units.append(unit);
    while (from < added.size()) {
        ConversationUnit next = units::single(unit.frame(), RecordList());
        next.part = (out.batch.units.isEmpty() ? unit : out.batch.units.last()).part + 1;
        fill(next);
        out.batch.units.append(next);
    }
    // Only the last unit can still be streamed into.
    for (ConversationUnit &u : out.batch.units)
        u.openEnd = false;
    if (!out.batch.units.isEmpty())
        out.batch.units.last().openEnd = last.openEnd;
    const ConversationReader reader(file, formatId, fileName);
    for (const ConversationUnit &u : std::as_const(out.batch.units)) {
        std::shared_ptr<const Conversation> c = reader.read(u);
        out.batch.summaries.append(c ? reader.summarize(*c) : ConversationSummary());
        out.batch.built.append(std::move(c));
    }
    return out;
}

} // namespace

bool Document::grows() const
{
    return d->appending || d->growingText != nullptr;
}

void Document::setOpenEnded(bool on)
{
    d->openEnded = on;
    if (d->state == State::Ready)
        markOpenEnd(int(d->units.size()) - 1);
}

bool Document::isOpenEnded() const
{
    return d->openEnded;
}

void Document::markOpenEnd(int first)
{
    const int last = int(d->units.size()) - 1;
    for (int i = qMax(0, first); i <= last; ++i) {
        const bool wanted = d->openEnded && i == last;
        if (d->units.at(i).openEnd == wanted)
            continue;
        d->units[i].openEnd = wanted;
        d->forget(i);
        Q_EMIT conversationChanged(i);
    }
}

bool Document::appendRecords(const QByteArrayList &records)
{
    if (!canAppend())
        return false;
    if (records.isEmpty())
        return true;
    d->appendQueue += records;
    if (!d->appending)
        startAppend();
    return true;
}

void Document::reserveForAppends()
{
    if (!canAppend() || d->growingText || d->appending)
        return;
    d->appending = true; // appends queue until the copy is in place
    startInBackground([async = d->async, file = d->file] {
        std::shared_ptr<GrowingText> text = roomFor(*file, nullptr, 0);
        auto copy = std::make_shared<MappedFile>();
        copy->setShared(text, text->bytes.get(), file->size());
        async->post([copy, text](Document *owner) {
            owner->d->file = copy; // the same bytes, with room after them
            owner->d->growingText = text;
            owner->d->updateReader();
            owner->d->appending = false;
            if (!owner->d->appendQueue.isEmpty())
                owner->startAppend();
        });
    });
}

bool Document::canAppend() const
{
    return d->state == State::Ready && d->path.isEmpty() && d->file && !d->units.isEmpty()
        && d->framing == Framing::SingleDocument && !d->units.last().containerKey().isEmpty()
        && !d->units.last().records.isEmpty() && d->reader.isValid();
}

void Document::startAppend()
{
    d->appending = true;
    const int lastIndex = int(d->units.size()) - 1;
    QThreadPool::globalInstance()->start(
        [async = d->async, file = d->file, growing = d->growingText, last = d->units.last(),
            lastIndex, records = std::exchange(d->appendQueue, {}),
            partRecords = d->tuning.partRecords, formatId = d->formatId, fileName = d->fileName()] {
            async->post([lastIndex,
                            a = readAppended(file, growing, last, lastIndex, records, partRecords,
                                formatId, fileName)](Document *owner) {
                owner->d->file = a.file;
                owner->d->growingText = a.text;
                owner->d->sizeBytes = a.file->sourceSize();
                owner->d->updateReader();
                owner->addBatch(a.batch);
                owner->markOpenEnd(lastIndex); // setOpenEnded() may have changed meanwhile
                owner->d->appending = false;
                Q_EMIT owner->recordsAppended();
                if (!owner->d->appendQueue.isEmpty())
                    owner->startAppend();
            });
        });
}
