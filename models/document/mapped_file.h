// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/diagnostic.h"

#include <QByteArray>
#include <QString>
#include <atomic>
#include <memory>

class QFile;

/// A read-only view of an input's bytes: a memory-mapped file, or an in-memory copy for standard
/// input, pipes, empty files and given QByteArrays. A UTF-8 BOM is skipped; UTF-16 input (BOM) is
/// transcoded to UTF-8 in memory. Never writes. Owns its QFile or its copy; not copyable. A
/// mapping is guarded (MappingGuard): a file that shrinks while it is read never crashes.
class MappedFile
{
public:
    MappedFile();
    ~MappedFile();
    MappedFile(const MappedFile &) = delete;
    MappedFile &operator=(const MappedFile &) = delete;

    /// Opens `path` read-only ("-" reads standard input to its end). False on failure, with
    /// errorString() set.
    bool open(const QString &path);
    /// Uses `bytes` (implicitly shared, not copied unless transcoding is needed).
    void setData(const QByteArray &bytes);
    /// Uses the UTF-8 text at [data, data + size) as it is (no BOM, no transcoding), kept alive
    /// by `owner`: a buffer that may grow past `size` later (a live document's text).
    void setShared(std::shared_ptr<const void> owner, const char *data, qint64 size);

    /// The UTF-8 text after the BOM (if any). Valid while this object lives.
    const char *data() const { return m_data; }
    qint64 size() const { return m_size; }
    /// Size of the input as stored (before BOM removal and transcoding).
    qint64 sourceSize() const { return m_sourceSize; }
    bool isMapped() const { return m_mapped != nullptr; }
    /// Copies data()[offset, offset + length) into `out` by reading the file (pread) instead of
    /// the mapping, whose pages then stay untouched. False when the bytes are not a mapped file's
    /// own (in-memory copies, transcoded input) or the read fails; read data() then.
    bool readInto(qint64 offset, char *out, qint64 length) const;
    /// A QByteArray over data() without copying (fromRawData).
    QByteArray bytes() const { return QByteArray::fromRawData(m_data, m_size); }

    /// Whether the file shrank under the mapping while it was read (MappingGuard): bytes past
    /// its new end read as zeros, and what was read from it may be wrong. Thread-safe.
    bool changedWhileRead() const;

    QString errorString() const { return m_error; }
    /// Notes about the bytes (BOM removed, UTF-16 transcoded).
    const Diagnostics &diagnostics() const { return m_diagnostics; }
    /// The offset of the first invalid UTF-8 byte in [data, data + size) (overlong forms,
    /// surrogates and code points above U+10FFFF are invalid), or -1 when all is valid.
    static qint64 firstInvalidUtf8(const char *data, qint64 size);
    /// How far from the start the bytes were found to be valid UTF-8 by the indexer's scan
    /// (noteUtf8CheckedUntil()): records that end there need no second check. Thread-safe.
    qint64 utf8CheckedUntil() const { return m_utf8CheckedUntil.load(std::memory_order_acquire); }
    void noteUtf8CheckedUntil(qint64 end) const
    {
        m_utf8CheckedUntil.store(end, std::memory_order_release);
    }

private:
    void adopt(const char *data, qint64 size);
    std::unique_ptr<QFile> m_file;
    uchar *m_mapped = nullptr;
    int m_guardSlot = -1; ///< MappingGuard slot of the mapping
    QByteArray m_copy;
    std::shared_ptr<const void> m_owner; ///< setShared()'s buffer
    const char *m_data = nullptr;
    qint64 m_size = 0;
    qint64 m_sourceSize = 0;
    QString m_error;
    Diagnostics m_diagnostics;
    mutable std::atomic<qint64> m_utf8CheckedUntil {0};
};
