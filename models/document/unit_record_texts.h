// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "conversation_unit.h"
#include "formats/format_reader.h"
#include "mapped_file.h"
#include "record_index.h"

#include <QByteArray>
#include <QString>

#include <algorithm>
#include <string>

/// The texts of a unit's records, read with pread() where the file allows it: on virtual machines
/// the first touch of each mapped page costs more than reading it (block_reader.h), and a record
/// is read once. Records that lie close together are read in one call of up to 1 MiB (a part of
/// tiny records would otherwise cost a system call each). The mapped bytes otherwise (bigger
/// records, data in memory, SSE framing), or when the caller reads from the mapping (`check`,
/// whose index has faulted the pages in already: DocumentTuning::readFromMapping). Lives on the
/// stack of one unit's read; the buffer is the caller's.
class RecordTexts
{
public:
    RecordTexts(const MappedFile &file, const RecordList &records, bool sse, std::string &buffer,
        bool fromMapping)
        : m_file(file)
        , m_sse(sse)
        , m_buffer(buffer)
        , m_next(records.begin())
        , m_end(records.end())
        , m_fromMapping(fromMapping)
        , m_readable(!fromMapping)
    { }

    bool atEnd() const { return m_next == m_end; }
    /// The record next() reads.
    const RecordRange &record() const { return *m_next; }

    /// Whether the texts next() gives stay valid while the file is mapped (they are the mapped
    /// bytes), not only until the next call: when the caller reads from the mapping.
    bool inPlace() const { return !m_sse && m_fromMapping; }

    /// The text of record() (valid until the next call, see inPlace()), and a step to the
    /// record after it.
    QByteArray next()
    {
        const RecordRange &r = *m_next;
        QByteArray text;
        if (m_sse || !m_readable || r.end <= r.begin || r.end - r.begin > kMaxCopied)
            text = RecordIndex::recordText(m_file.data(), m_file.size(), r, m_sse);
        else if ((r.begin >= m_blockBegin && r.end <= m_blockEnd) || readBlockFrom(r))
            text = QByteArray::fromRawData(
                m_buffer.data() + (r.begin - m_blockBegin), qsizetype(r.end - r.begin));
        else
            text = RecordIndex::recordText(m_file.data(), m_file.size(), r, m_sse);
        ++m_next;
        return text;
    }

private:
    static constexpr qint64 kMaxCopied = 1 << 20;
    static constexpr qint64 kMaxGap = 4096; ///< bytes between records still read with them

    // Reads `first` (at m_next) and the records after it that follow within kMaxGap, up to
    // 1 MiB in all; false when the file refuses.
    bool readBlockFrom(const RecordRange &first)
    {
        qint64 end = first.end;
        auto it = m_next;
        for (++it; it != m_end; ++it) {
            if (it->begin < end || it->begin - end > kMaxGap || it->end - first.begin > kMaxCopied)
                break;
            end = it->end;
        }
        const qint64 length = end - first.begin;
        if (m_buffer.size() < std::size_t(length)) // grows only: no zero-filling on every block
            m_buffer.resize(std::max(std::size_t(length), m_buffer.size() * 2));
        m_blockBegin = m_blockEnd = 0;
        if (!m_file.readInto(first.begin, m_buffer.data(), length)) {
            // Data in memory (or a file that shrank): the mapped bytes for the rest, and no
            // look-ahead per record (that would be quadratic).
            m_readable = false;
            return false;
        }
        m_blockBegin = first.begin;
        m_blockEnd = end;
        return true;
    }

    const MappedFile &m_file;
    const bool m_sse;
    std::string &m_buffer;
    RecordList::const_iterator m_next;
    const RecordList::const_iterator m_end;
    qint64 m_blockBegin = 0;
    qint64 m_blockEnd = 0;
    const bool m_fromMapping;
    bool m_readable; ///< pread is wanted, and works on this file
};

/// The JSON paths of a unit's records ("events[%1]" with the record's index), built without
/// parsing the format again for each of a million records. A plain value.
class RecordPaths
{
public:
    explicit RecordPaths(const QString &format)
        : m_split(format.indexOf(u"%1"))
        , m_format(format)
    { }

    QString of(const RecordRange &r) const
    {
        if (m_split < 0)
            return m_format;
        const QString number = QString::number(r.index);
        QString path;
        path.reserve(m_format.size() - 2 + number.size());
        path.append(QStringView(m_format).left(m_split))
            .append(number)
            .append(QStringView(m_format).mid(m_split + 2));
        return path;
    }

private:
    const qsizetype m_split;
    const QString m_format;
};

/// The buffer RecordTexts reads records into: the thread's own, kept for its next conversation (a
/// fresh buffer would be zero-filled, and its pages touched, each time).
std::string &threadRecordBuffer();

/// A record of range `r` before its value is parsed: where it starts, with its JSON path when
/// `withPath` (inside an envelope the reader sees the whole object, and only a record that fails
/// to parse needs its own path: failedRecord() sets it then).
template<typename J>
BasicReaderRecord<J> recordAt(
    const RecordRange &r, const QString &fileName, const RecordPaths &paths, bool withPath)
{
    BasicReaderRecord<J> rec;
    rec.location = SourceLocation {fileName, r.line, r.column, QString()};
    if (withPath)
        rec.location.jsonPath = rec.jsonPath = paths.of(r);
    return rec;
}

/// Gives `rec`, of range `r`, the diagnostic of its parse `failure` (and its path), and appends
/// it to `failures`.
template<typename J>
void failedRecord(BasicReaderRecord<J> &rec, const MappedFile &file, const RecordRange &r, bool sse,
    const RecordPaths &paths, const tolerant::JsonParseFailure &failure, Diagnostics &failures)
{
    if (rec.jsonPath.isEmpty())
        rec.location.jsonPath = rec.jsonPath = paths.of(r);
    rec.diagnostics.append(recordParseDiagnostic(file, r, sse, failure, rec.location));
    failures += rec.diagnostics;
}
