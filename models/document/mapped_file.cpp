// SPDX-License-Identifier: GPL-2.0-or-later
#include "mapped_file.h"

#include "mapping_guard.h"

#include <QFile>
#include <QStringDecoder>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#if defined(Q_OS_UNIX)
#include <cerrno>
#include <unistd.h>
#endif

#include <simdjson.h>

using namespace Qt::StringLiterals;

MappedFile::MappedFile() = default;

MappedFile::~MappedFile()
{
    MappingGuard::remove(m_guardSlot);
    if (m_file && m_mapped)
        m_file->unmap(m_mapped);
}

bool MappedFile::changedWhileRead() const
{
    return MappingGuard::isTripped(m_guardSlot);
}

bool MappedFile::open(const QString &path)
{
    m_file = std::make_unique<QFile>();
    if (path == u"-"_s) {
        if (!m_file->open(stdin, QIODevice::ReadOnly)) {
            m_error = m_file->errorString();
            return false;
        }
        m_copy = m_file->readAll();
        m_file.reset();
        m_sourceSize = m_copy.size();
        adopt(m_copy.constData(), m_copy.size());
        return true;
    }
    m_file->setFileName(path);
    if (!m_file->open(QIODevice::ReadOnly)) {
        m_error = m_file->errorString();
        return false;
    }
    const qint64 size = m_file->size();
    if (size > 0 && !m_file->isSequential())
        m_mapped = m_file->map(0, size);
    if (m_mapped) {
        // Guarded before the first byte is read; without a guard slot, read into memory.
        m_guardSlot = MappingGuard::add(m_mapped, size);
        if (m_guardSlot < 0) {
            m_file->unmap(m_mapped);
            m_mapped = nullptr;
        }
    }
    if (m_mapped) {
        m_sourceSize = size;
        adopt(reinterpret_cast<const char *>(m_mapped), size);
        return true;
    }
    // Pipes, special files, zero-size maps: read into memory.
    m_copy = m_file->readAll();
    if (m_file->error() != QFileDevice::NoError) {
        m_error = m_file->errorString();
        return false;
    }
    m_sourceSize = m_copy.size();
    adopt(m_copy.constData(), m_copy.size());
    return true;
}

bool MappedFile::readInto(qint64 offset, char *out, qint64 length) const
{
#if defined(Q_OS_UNIX)
    const auto *mapped = reinterpret_cast<const char *>(m_mapped);
    if (!m_file || !mapped || m_data < mapped || m_data >= mapped + m_sourceSize || offset < 0
        || length < 0 || offset + length > m_size)
        return false;
    const int fd = m_file->handle();
    qint64 at = (m_data - mapped) + offset;
    while (length > 0) {
        const ssize_t n = ::pread(fd, out, size_t(length), off_t(at));
        if (n < 0 && errno == EINTR)
            continue;
        if (n == 0)
            MappingGuard::trip(m_guardSlot); // the file ends before its mapping now
        if (n <= 0)
            return false;
        out += n;
        at += n;
        length -= n;
    }
    return true;
#else
    Q_UNUSED(offset);
    Q_UNUSED(out);
    Q_UNUSED(length);
    return false;
#endif
}

void MappedFile::setData(const QByteArray &bytes)
{
    m_copy = bytes;
    m_sourceSize = bytes.size();
    adopt(m_copy.constData(), m_copy.size());
}

void MappedFile::setShared(std::shared_ptr<const void> owner, const char *data, qint64 size)
{
    m_owner = std::move(owner);
    m_data = data;
    m_size = size;
    m_sourceSize = size;
}

void MappedFile::adopt(const char *data, qint64 size)
{
    m_utf8CheckedUntil.store(0, std::memory_order_release);
    const auto *u = reinterpret_cast<const uchar *>(data);
    if (size >= 3 && u[0] == 0xEF && u[1] == 0xBB && u[2] == 0xBF) {
        m_data = data + 3;
        m_size = size - 3;
        m_diagnostics.append(makeDiagnostic(Severity::Info,
            QT_TRANSLATE_NOOP("Diagnostic", "UTF-8 byte order mark skipped"), {}, {}));
        return;
    }
    if (size >= 2 && ((u[0] == 0xFF && u[1] == 0xFE) || (u[0] == 0xFE && u[1] == 0xFF))) {
        const bool le = u[0] == 0xFF;
        QStringDecoder decoder(le ? QStringDecoder::Utf16LE : QStringDecoder::Utf16BE);
        const QString text = decoder.decode(QByteArrayView(data + 2, size - 2));
        QByteArray utf8 = text.toUtf8();
        m_copy = utf8; // may replace the mapped bytes; the map stays until destruction
        m_data = m_copy.constData();
        m_size = m_copy.size();
        m_diagnostics.append(makeDiagnostic(Severity::Info,
            le ? QT_TRANSLATE_NOOP("Diagnostic", "UTF-16LE input transcoded to UTF-8")
               : QT_TRANSLATE_NOOP("Diagnostic", "UTF-16BE input transcoded to UTF-8"),
            {}, {}));
        if (decoder.hasError())
            m_diagnostics.append(makeDiagnostic(Severity::Warning,
                QT_TRANSLATE_NOOP(
                    "Diagnostic", "Invalid UTF-16 sequences were replaced with U+FFFD"),
                {}, {}));
        return;
    }
    m_data = data;
    m_size = size;
}

qint64 MappedFile::firstInvalidUtf8(const char *data, qint64 size)
{
    // simdjson's validator (several GB/s, on Japanese text too) says whether there is anything
    // to find; the loop below finds where.
    if (simdjson::validate_utf8(data, size_t(size)))
        return -1;
    // RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF. ASCII runs go sixteen
    // bytes at a time; two- and three-byte sequences (Spanish, Japanese) without a loop.
    const auto *u = reinterpret_cast<const uchar *>(data);
    auto cont = [u](qint64 k) { return (u[k] & 0xC0) == 0x80; };
    qint64 i = 0;
    while (i < size) {
        const uchar b = u[i];
        if (b < 0x80) {
#if defined(__SSE2__)
            while (i + 16 <= size
                && _mm_movemask_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i *>(u + i)))
                    == 0)
                i += 16;
            while (i < size && u[i] < 0x80)
                ++i;
#else
            ++i;
#endif
            continue;
        }
        if (b >= 0xC2 && b <= 0xDF) {
            if (i + 1 >= size || !cont(i + 1))
                return i;
            i += 2;
        } else if (b >= 0xE0 && b <= 0xEF) {
            if (i + 2 >= size || !cont(i + 1) || !cont(i + 2))
                return i;
            if ((b == 0xE0 && u[i + 1] < 0xA0) || (b == 0xED && u[i + 1] >= 0xA0))
                return i; // overlong, or a surrogate
            i += 3;
        } else if (b >= 0xF0 && b <= 0xF4) {
            if (i + 3 >= size || !cont(i + 1) || !cont(i + 2) || !cont(i + 3))
                return i;
            if ((b == 0xF0 && u[i + 1] < 0x90) || (b == 0xF4 && u[i + 1] >= 0x90))
                return i; // overlong, or above U+10FFFF
            i += 4;
        } else {
            return i;
        }
    }
    return -1;
}
