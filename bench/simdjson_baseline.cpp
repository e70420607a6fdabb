// SPDX-License-Identifier: GPL-2.0-or-later
#include "simdjson_baseline.h"

#include "headless_measurements.h"

#include <QElapsedTimer>
#include <QFile>

#ifdef INSPECTOR_BENCH_SIMDJSON
#include <simdjson.h>

#include <fcntl.h>
#include <sched.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

using namespace Qt::StringLiterals;
using Headless::report;

#ifdef INSPECTOR_BENCH_SIMDJSON
namespace {

constexpr size_t kBatchBytes = 16 << 20; ///< parse_many's window: larger than any line

/// Keeps this process on the first CPU it may use.
bool pinToOneCpu()
{
    cpu_set_t allowed;
    CPU_ZERO(&allowed);
    if (sched_getaffinity(0, sizeof allowed, &allowed) != 0)
        return false;
    for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu) {
        if (!CPU_ISSET(cpu, &allowed))
            continue;
        cpu_set_t one;
        CPU_ZERO(&one);
        CPU_SET(cpu, &one);
        return sched_setaffinity(0, sizeof one, &one) == 0;
    }
    return false;
}

/// A read-only mapping of a file followed by at least SIMDJSON_PADDING readable zero bytes:
/// anonymous pages reserved first, the file mapped over their start.
class PaddedMapping
{
public:
    explicit PaddedMapping(const QString &path)
    {
        const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY);
        struct stat info {
        };
        if (fd < 0 || fstat(fd, &info) != 0) {
            if (fd >= 0)
                ::close(fd);
            return;
        }
        m_size = size_t(info.st_size);
        m_reserved = m_size + simdjson::SIMDJSON_PADDING;
        void *area = mmap(nullptr, m_reserved, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (area != MAP_FAILED && m_size > 0
            && mmap(area, m_size, PROT_READ, MAP_PRIVATE | MAP_FIXED, fd, 0) == MAP_FAILED) {
            munmap(area, m_reserved);
            area = MAP_FAILED;
        }
        ::close(fd);
        if (area != MAP_FAILED)
            m_data = static_cast<const uint8_t *>(area);
    }
    ~PaddedMapping()
    {
        if (m_data)
            munmap(const_cast<uint8_t *>(m_data), m_reserved);
    }
    PaddedMapping(const PaddedMapping &) = delete;
    PaddedMapping &operator=(const PaddedMapping &) = delete;

    const uint8_t *data() const { return m_data; }
    size_t size() const { return m_size; }

private:
    const uint8_t *m_data = nullptr;
    size_t m_size = 0;
    size_t m_reserved = 0;
};

} // namespace
#endif

QString SimdjsonBaseline::version()
{
#ifdef INSPECTOR_BENCH_SIMDJSON
    return u"%1.%2.%3"_s.arg(int(simdjson::SIMDJSON_VERSION_MAJOR))
        .arg(int(simdjson::SIMDJSON_VERSION_MINOR))
        .arg(int(simdjson::SIMDJSON_VERSION_REVISION));
#else
    return QString();
#endif
}

int SimdjsonBaseline::child(const QString &path)
{
#ifdef INSPECTOR_BENCH_SIMDJSON
    report(u"pinned"_s, pinToOneCpu() ? u"1"_s : u"0"_s);
    report(
        u"implementation"_s, QString::fromStdString(simdjson::get_active_implementation()->name()));
    const PaddedMapping file(path);
    if (!file.data()) {
        report(u"error"_s, u"cannot map "_s + path);
        return 1;
    }
    // Fault the pages in before the clock starts: the file is in the page cache, and the
    // other figures do not pay for building the mapping either.
    volatile uint8_t sink = 0;
    for (size_t at = 0; at < file.size(); at += 4096)
        sink = sink + file.data()[at];
    simdjson::dom::parser parser;
    qint64 records = 0, errors = 0;
    QString firstError;
    QElapsedTimer timer;
    timer.start();
    if (path.endsWith(u".jsonl"_s)) {
        simdjson::dom::document_stream stream;
        const simdjson::error_code opened
            = parser.parse_many(file.data(), file.size(), kBatchBytes).get(stream);
        if (opened) {
            ++errors;
            firstError = QString::fromUtf8(simdjson::error_message(opened));
        }
        for (auto record : stream) {
            const simdjson::error_code error = record.error();
            if (!error) {
                ++records;
                continue;
            }
            if (!errors++)
                firstError = QString::fromUtf8(simdjson::error_message(error));
        }
        // parse_many stops quietly before an incomplete last record.
        if (stream.truncated_bytes() > 0 && !errors++)
            firstError = u"%1 bytes after the last complete record"_s.arg(stream.truncated_bytes());
    } else {
        simdjson::dom::element root;
        const simdjson::error_code error = parser.parse(file.data(), file.size(), false).get(root);
        if (error) {
            ++errors;
            firstError = QString::fromUtf8(simdjson::error_message(error));
        } else {
            ++records;
        }
    }
    report(u"parse_s"_s, double(timer.nsecsElapsed()) / 1e9);
    report(u"records"_s, QString::number(records));
    report(u"errors"_s, QString::number(errors));
    if (!firstError.isEmpty())
        report(u"error"_s, firstError);
    return 0;
#else
    Q_UNUSED(path);
    report(u"error"_s, u"simdjson not installed"_s);
    return 0;
#endif
}
