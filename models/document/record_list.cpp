// SPDX-License-Identifier: GPL-2.0-or-later
#include "record_list.h"

namespace {

// The flags byte that starts each record.
enum : unsigned char {
    kListPage = 1,
    kNextIndex = 2, ///< index is the one before + 1
    kSameLine = 4,
    kNextLine = 8,
    kSameColumn = 16,
};

quint64 zigzag(qint64 v)
{
    return (quint64(v) << 1) ^ quint64(v >> 63);
}

qint64 unzigzag(quint64 v)
{
    return qint64(v >> 1) ^ -qint64(v & 1);
}

} // namespace

RecordRange RecordList::initialState()
{
    RecordRange r;
    r.index = -1;
    return r;
}

RecordList::RecordList(qsizetype chunkBytes)
{
    Q_ASSERT(chunkBytes > 0 && (chunkBytes & (chunkBytes - 1)) == 0);
    if (chunkBytes != kChunkBytes)
        body().chunkShift = int(qCountTrailingZeroBits(quint64(chunkBytes)));
}

RecordList::Body &RecordList::body()
{
    if (!m_body)
        m_body = new Body;
    return *m_body; // detached
}

RecordList::RecordList(std::initializer_list<RecordRange> records)
{
    for (const RecordRange &r : records)
        append(r);
}

RecordList RecordList::fromVector(const QVector<RecordRange> &records)
{
    RecordList list;
    for (const RecordRange &r : records)
        list.append(r);
    return list;
}

QVector<RecordRange> RecordList::toVector() const
{
    QVector<RecordRange> out;
    out.reserve(m_size);
    for (const RecordRange &r : *this)
        out.append(r);
    return out;
}

void RecordList::putBytes(const char *bytes, qsizetype count)
{
    // The first chunk grows as it needs to; past chunkBytes() the bytes go on in chunks of that
    // size, so that a list of millions of records never copies itself to grow. A record may
    // straddle two chunks.
    Body &b = body();
    const qsizetype size = chunkBytes();
    b.byteCount += count;
    while (count > 0) {
        if (b.chunks.isEmpty() || b.chunks.constLast().size() == size) {
            b.chunks.append(QByteArray());
            if (b.chunks.size() > 1)
                b.chunks.last().reserve(size);
        }
        QByteArray &last = b.chunks.last();
        const qsizetype take = qMin(count, size - last.size());
        last.append(bytes, take);
        bytes += take;
        count -= take;
    }
}

void RecordList::copyBytes(const RecordList &source, qsizetype begin, qsizetype end)
{
    const qsizetype size = source.chunkBytes();
    while (begin < end) {
        const QByteArray &chunk = source.m_body->chunks.at(begin >> source.m_body->chunkShift);
        const qsizetype inChunk = begin & (size - 1);
        const qsizetype take = qMin(end - begin, chunk.size() - inChunk);
        putBytes(chunk.constData() + inChunk, take);
        begin += take;
    }
}

char RecordList::byteAt(qsizetype offset) const
{
    return m_body->chunks.at(offset >> m_body->chunkShift).constData()[offset & (chunkBytes() - 1)];
}

void RecordList::append(const RecordRange &r)
{
    // A list of one record holds it in m_last alone, no bytes: most conversation units of
    // JSON Lines are one record, and a million of them would take two allocations each.
    if (m_size == 1)
        encode(m_last, initialState());
    else if (m_size % kStride == 0 && m_size > 0) { // the first block's anchor is implicit
        Body &b = body();
        b.anchors.append({m_last, b.byteCount});
    }
    if (m_size > 0)
        encode(r, m_last);
    m_last = r;
    ++m_size;
}

namespace {

void putVarint(char *&out, quint64 v)
{
    while (v >= 0x80) {
        *out++ = char(v | 0x80);
        v >>= 7;
    }
    *out++ = char(v);
}

/// Decodes one record encoded against `p` into `out`, its bytes given one at a time by `next`.
template<typename NextByte>
void decodeRecord(NextByte next, const RecordRange &p, RecordRange &out)
{
    const auto varint = [&next] {
        quint64 v = 0;
        for (int shift = 0;; shift += 7) {
            const auto b = static_cast<unsigned char>(next());
            v |= quint64(b & 0x7f) << shift;
            if (b < 0x80)
                return v;
        }
    };
    const auto flags = static_cast<unsigned char>(next());
    out.listPage = flags & kListPage;
    out.begin = p.end + unzigzag(varint());
    out.end = out.begin + unzigzag(varint());
    if (flags & kSameLine)
        out.line = p.line;
    else if (flags & kNextLine)
        out.line = p.line + 1;
    else
        out.line = p.line + unzigzag(varint());
    out.index = flags & kNextIndex ? p.index + 1 : p.index + unzigzag(varint());
    out.column = flags & kSameColumn ? p.column : unzigzag(varint());
}

} // namespace

void RecordList::encode(const RecordRange &r, const RecordRange &p)
{
    unsigned char flags = r.listPage ? kListPage : 0;
    if (r.index == p.index + 1)
        flags |= kNextIndex;
    if (r.line == p.line)
        flags |= kSameLine;
    else if (r.line == p.line + 1)
        flags |= kNextLine;
    if (r.column == p.column)
        flags |= kSameColumn;
    char bytes[kMaxRecordBytes];
    char *out = bytes;
    *out++ = char(flags);
    putVarint(out, zigzag(r.begin - p.end));
    putVarint(out, zigzag(r.end - r.begin));
    if (!(flags & (kSameLine | kNextLine)))
        putVarint(out, zigzag(r.line - p.line));
    if (!(flags & kNextIndex))
        putVarint(out, zigzag(r.index - p.index));
    if (!(flags & kSameColumn))
        putVarint(out, zigzag(r.column));
    putBytes(bytes, out - bytes);
}

qsizetype RecordList::decode(qsizetype offset, const RecordRange &p, RecordRange &out) const
{
    const QByteArray &chunk = m_body->chunks.at(offset >> m_body->chunkShift);
    const qsizetype inChunk = offset & (chunkBytes() - 1);
    if (chunk.size() - inChunk >= kMaxRecordBytes) { // the whole record is in this chunk
        const char *const start = chunk.constData() + inChunk;
        const char *at = start;
        decodeRecord([&at] { return *at++; }, p, out);
        return offset + (at - start);
    }
    decodeRecord([this, &offset] { return byteAt(offset++); }, p, out);
    return offset;
}

RecordList::Anchor RecordList::anchorOf(qsizetype i) const
{
    const qsizetype block = i / kStride;
    return block == 0 ? Anchor {initialState(), 0} : m_body->anchors.at(block - 1);
}

RecordList::const_iterator RecordList::iteratorAt(qsizetype i) const
{
    if (i >= m_size || i < 0)
        return end();
    if (hasGap() && i >= m_body->headEnd && i < m_body->keptFrom)
        i = m_body->keptFrom;
    const Anchor anchor = anchorOf(i);
    const_iterator it;
    it.m_list = this;
    it.m_index = (i / kStride) * kStride;
    it.m_offset = anchor.offset;
    it.m_current = anchor.before;
    it.load();
    while (it.m_index < i)
        ++it;
    return it;
}

RecordList::const_iterator RecordList::end() const
{
    const_iterator it;
    it.m_list = this;
    it.m_index = m_size;
    return it;
}

void RecordList::const_iterator::load()
{
    if (m_list->m_size == 1) { // no bytes (see append())
        m_current = m_list->m_last;
        return;
    }
    const RecordRange before = m_current;
    m_offset = m_list->decode(m_offset, before, m_current);
}

RecordList::const_iterator &RecordList::const_iterator::operator++()
{
    if (++m_index >= m_list->m_size)
        return *this;
    if (m_list->hasGap() && m_index == m_list->m_body->headEnd)
        *this = m_list->iteratorAt(m_list->m_body->keptFrom); // over the gap, from its anchor
    else
        load();
    return *this;
}

RecordRange RecordList::at(qsizetype i) const
{
    Q_ASSERT(i >= 0 && i < m_size);
    Q_ASSERT(i < headSize() || i >= keptFrom());
    if (i == m_size - 1)
        return m_last;
    return *iteratorAt(i);
}

RecordList &RecordList::operator+=(const RecordList &other)
{
    if (isEmpty()) {
        *this = other;
        return *this;
    }
    Q_ASSERT(!other.hasGap());
    for (const RecordRange &r : other)
        append(r);
    return *this;
}

RecordList RecordList::mid(qsizetype from, qsizetype count) const
{
    from = qBound<qsizetype>(0, from, m_size);
    const qsizetype to = count < 0 ? m_size : qMin(m_size, from + count);
    if (from == 0 && to == m_size)
        return *this;
    Q_ASSERT(to <= headSize() || from >= keptFrom()); // not across the gap
    RecordList out;
    if (to - from > 1) {
        // The records after the first are encoded against the one before them, as they will be
        // in `out`: their bytes are copied as they are, only the first is encoded again, and
        // out's anchors are the states before its blocks (stored here when the blocks line up,
        // as for parts of 1,000 records; decoded from the anchor before them otherwise).
        const const_iterator start = iteratorAt(from);
        const qsizetype secondByte = start.m_offset;
        const const_iterator last = iteratorAt(to - 1);
        const qsizetype endByte = last.m_offset;
        const qsizetype firstByte = byteOffset(from);
        Body &b = out.body();
        b.chunks.append(QByteArray());
        b.chunks.last().reserve(qMin(endByte - firstByte + kMaxRecordBytes, kChunkBytes));
        out.encode(*start, initialState());
        const qsizetype shift = b.byteCount - secondByte;
        out.copyBytes(*this, secondByte, endByte);
        b.anchors.reserve((to - from - 1) / kStride);
        for (qsizetype p = from + kStride; p < to; p += kStride) {
            if (p % kStride == 0) {
                const Anchor &a = m_body->anchors.at(p / kStride - 1);
                b.anchors.append({a.before, a.offset + shift});
            } else {
                const const_iterator before = iteratorAt(p - 1);
                b.anchors.append({before.m_current, before.m_offset + shift});
            }
        }
        out.m_size = to - from;
        out.m_last = *last;
        return out;
    }
    for (auto it = iteratorAt(from); it.position() < to; ++it)
        out.append(*it);
    return out;
}

qsizetype RecordList::byteOffset(qsizetype i) const
{
    const Anchor anchor = anchorOf(i);
    qsizetype offset = anchor.offset;
    RecordRange before = anchor.before;
    for (qsizetype k = (i / kStride) * kStride; k < i; ++k) {
        RecordRange r;
        offset = decode(offset, before, r);
        before = r;
    }
    return offset;
}

void RecordList::renumber()
{
    bool numbered = true;
    for (auto it = begin(); numbered && it != end(); ++it)
        numbered = it->index == it.position();
    if (numbered)
        return;
    Q_ASSERT(!hasGap()); // the scanner numbers the lists it frees records of
    RecordList out(chunkBytes());
    qsizetype k = 0;
    for (RecordRange r : *this) {
        r.index = k++;
        out.append(r);
    }
    *this = out;
}

void RecordList::clear()
{
    *this = RecordList(chunkBytes()); // no body for the default chunk size
}

void RecordList::releaseBefore(qsizetype i)
{
    if (m_size <= kStride)
        return;
    // Whole blocks, so that iteration resumes at an anchor; the last record stays (append()
    // encodes against it, and at(size() - 1) reads it).
    i = qMin(i, m_size - 1) / kStride * kStride;
    Body &b = body();
    if (b.keptFrom == 0) {
        // The head: the whole blocks in the first chunk (detection and the strict check read
        // the first records), at least one.
        qsizetype head = kStride;
        while (head + kStride < m_size && anchorOf(head + kStride).offset <= chunkBytes())
            head += kStride;
        b.headEnd = b.keptFrom = head;
    }
    if (i <= b.keptFrom)
        return;
    // Free the chunks wholly inside the gap's bytes (again those freed before: cheap).
    const qsizetype gapBegin = anchorOf(b.headEnd).offset;
    const qsizetype gapEnd = anchorOf(i).offset;
    b.keptFrom = i;
    for (qsizetype c = (gapBegin + chunkBytes() - 1) >> b.chunkShift;
         (c + 1) << b.chunkShift <= gapEnd; ++c)
        b.chunks[c] = QByteArray();
}

qsizetype RecordList::heapBytes() const
{
    if (!m_body)
        return 0;
    qsizetype bytes
        = qsizetype(sizeof(Body)) + m_body->chunks.capacity() * qsizetype(sizeof(QByteArray));
    for (const QByteArray &chunk : m_body->chunks)
        bytes += chunk.capacity();
    return bytes + m_body->anchors.capacity() * qsizetype(sizeof(Anchor));
}

bool RecordList::operator==(const RecordList &other) const
{
    if (m_size != other.m_size)
        return false;
    const Body *a = m_body.constData();
    const Body *b = other.m_body.constData();
    const bool sameBytes
        = a == b || (a && b && a->chunks == b->chunks && a->keptFrom == b->keptFrom);
    if (sameBytes && m_last == other.m_last)
        return true; // same records against the same start
    for (auto a = begin(), b = other.begin(); a != end(); ++a, ++b) {
        if (b == other.end() || a.position() != b.position() || !(*a == *b))
            return false;
    }
    return true;
}
