// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QSharedData>
#include <QVector>

#include <initializer_list>

/// One record found by the scanner: a byte range [begin, end) of the UTF-8 text, the 1-based
/// line of `begin`, and its index in its container. For SSE records the range covers the raw
/// `data:` lines of one event; RecordIndex::recordText() joins their payloads.
struct RecordRange {
    qint64 begin = 0;
    qint64 end = 0;
    qint64 line = 1;
    qint64 index = 0;
    qint64 column = 1; ///< 1-based code-point column of `begin`
    /// The record is an object with a "conversations" or "sessions" array (a list page whose
    /// elements are the conversations); found while scanning, so nobody searches for it again.
    bool listPage = false;

    /// This range, scanned from a text that starts at `base` of the file (at `baseLine`,
    /// `baseColumn`), as a range of the file.
    RecordRange movedTo(qint64 base, qint64 baseLine, qint64 baseColumn) const
    {
        RecordRange r = *this;
        if (r.line == 1)
            r.column += baseColumn - 1;
        r.line += baseLine - 1;
        r.begin += base;
        r.end += base;
        return r;
    }
    bool operator==(const RecordRange &o) const
    {
        return begin == o.begin && end == o.end && line == o.line && index == o.index
            && column == o.column && listPage == o.listPage;
    }
};

/// A list of RecordRange kept small: a file of millions of records keeps a few bytes per record
/// instead of 48. Each record is stored as its differences from the one before (the gap since
/// its end, its length, its line and index steps, its column), mostly one byte each, with the
/// full state every kStride records so that at() decodes at most kStride records. Append-only;
/// copies share the bytes (implicitly shared, like QVector). Iterate to read in order: at() is
/// for a few records here and there. The scanner of a big file frees the records already made
/// into units (releaseBefore()): the list then has a gap of records that cannot be read, which
/// iteration skips.
class RecordList
{
public:
    static constexpr qsizetype kStride = 125; ///< divides the 1,000 records of a part (mid())
    static constexpr int kChunkShift = 20;
    /// The bytes of a list past its first chunk go in chunks of this size (by default).
    static constexpr qsizetype kChunkBytes = qsizetype(1) << kChunkShift;

    RecordList() = default;
    /// An empty list whose bytes go in chunks of `chunkBytes` (a power of two) past the first
    /// (tests make it small, so that releaseBefore() frees bytes of a small file).
    explicit RecordList(qsizetype chunkBytes);
    RecordList(std::initializer_list<RecordRange> records);
    static RecordList fromVector(const QVector<RecordRange> &records);
    QVector<RecordRange> toVector() const;

    qsizetype size() const { return m_size; }
    bool isEmpty() const { return m_size == 0; }
    RecordRange at(qsizetype i) const;
    RecordRange first() const { return at(0); }
    RecordRange last() const { return m_last; }

    void append(const RecordRange &r);
    RecordList &operator+=(const RecordList &other);
    /// Records [from, from + count) (to the end when count < 0), as a list of their own.
    RecordList mid(qsizetype from, qsizetype count = -1) const;
    /// Empties the list (its chunk size stays).
    void clear();
    /// Gives every record its position as index (0, 1, 2...), when they do not have it already.
    void renumber();
    /// Frees the bytes of the records before `i`, but for the first ones (the whole blocks of the
    /// first chunk of bytes, at least one block): records [headSize(), keptFrom()) can no longer
    /// be read, and iteration skips them. size() and the positions of the others do not change.
    /// keptFrom() is `i` rounded down to a block. Shared copies keep their bytes.
    void releaseBefore(qsizetype i);
    /// Whether records were freed (see releaseBefore()).
    bool hasGap() const { return m_body && m_body->keptFrom > m_body->headEnd; }
    /// The records readable at the front: all of them unless hasGap().
    qsizetype headSize() const { return hasGap() ? m_body->headEnd : m_size; }
    /// The first record readable after the gap (0 unless hasGap()).
    qsizetype keptFrom() const { return hasGap() ? m_body->keptFrom : 0; }
    /// The heap bytes this list holds (for the benchmark's bytes per record and tests).
    qsizetype heapBytes() const;

    bool operator==(const RecordList &other) const;
    bool operator!=(const RecordList &other) const { return !(*this == other); }

    /// Reads the records in order, decoding each once.
    class const_iterator
    {
    public:
        const RecordRange &operator*() const { return m_current; }
        const RecordRange *operator->() const { return &m_current; }
        const_iterator &operator++();
        bool operator==(const const_iterator &o) const { return m_index == o.m_index; }
        bool operator!=(const const_iterator &o) const { return m_index != o.m_index; }
        qsizetype position() const { return m_index; }

    private:
        friend class RecordList;
        const RecordList *m_list = nullptr;
        qsizetype m_index = 0;
        qsizetype m_offset = 0; ///< in the bytes, of the record after m_current
        RecordRange m_current;
        void load();
    };
    const_iterator begin() const { return iteratorAt(0); }
    const_iterator end() const;
    /// An iterator at record `i` (end() when i >= size()); at keptFrom() for a record of the gap.
    const_iterator iteratorAt(qsizetype i) const;

private:
    /// Where record k * kStride starts in the bytes, and the record before it (the state it is
    /// encoded against; a default RecordRange with index -1 for the first).
    struct Anchor {
        RecordRange before;
        qsizetype offset = 0;
    };
    /// The most bytes one record can take: the flags and five 10-byte varints.
    static constexpr qsizetype kMaxRecordBytes = 1 + 5 * 10;
    static RecordRange initialState();
    /// The anchor of the block of record `i` (the first block's is not stored: a list of one
    /// record, as most conversation units of JSON Lines are, allocates no anchor).
    Anchor anchorOf(qsizetype i) const;
    /// Appends the bytes of `r` encoded against `p`, the record before it.
    void encode(const RecordRange &r, const RecordRange &p);
    /// Where record `i` (< size()) starts in the bytes.
    qsizetype byteOffset(qsizetype i) const;
    /// Decodes the record at `offset` encoded against `before` into `out`; returns the offset
    /// after it.
    qsizetype decode(qsizetype offset, const RecordRange &before, RecordRange &out) const;

    void putBytes(const char *bytes, qsizetype count);
    /// Appends bytes [begin, end) of `source`'s encoded records.
    void copyBytes(const RecordList &source, qsizetype begin, qsizetype end);
    char byteAt(qsizetype offset) const;

    /// All but the last record and the count: shared by copies, detached by append(), and not
    /// allocated for a list of one record (most conversation units of JSON Lines), so that a
    /// unit's list takes 64 bytes.
    struct Body : QSharedData {
        /// The encoded records: byte `offset` is chunks[offset / chunkBytes][offset %
        /// chunkBytes] (every chunk but the last is full; those of the gap are empty).
        QVector<QByteArray> chunks;
        qsizetype byteCount = 0;
        QVector<Anchor> anchors;
        int chunkShift = kChunkShift; ///< chunks of 1 << chunkShift bytes
        /// The gap of freed records is [headEnd, keptFrom) (both multiples of kStride).
        qsizetype headEnd = 0;
        qsizetype keptFrom = 0;
    };
    QSharedDataPointer<Body> m_body; ///< null until a second record or a chunk size is given
    RecordRange m_last = initialState();
    qsizetype m_size = 0;
    Body &body(); ///< m_body, made and detached
    int chunkShift() const { return m_body ? m_body->chunkShift : kChunkShift; }
    qsizetype chunkBytes() const { return qsizetype(1) << chunkShift(); }
};
Q_DECLARE_TYPEINFO(RecordList, Q_RELOCATABLE_TYPE);
