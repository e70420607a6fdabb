// SPDX-License-Identifier: GPL-2.0-or-later
#include "process_memory.h"

#include <QByteArray>
#include <QFile>

#include <sys/resource.h>

namespace {

/// "RssAnon:\t  123456 kB" → 123456 * 1024.
qint64 kilobytesField(const QByteArray &line)
{
    const int colon = line.indexOf(':');
    QByteArray value = line.mid(colon + 1).trimmed();
    if (value.endsWith(" kB"))
        value.chop(3);
    bool ok = false;
    const qint64 kilobytes = value.trimmed().toLongLong(&ok);
    return ok ? kilobytes * 1024 : -1;
}

} // namespace

ProcessMemory ProcessMemory::current()
{
    return read(QStringLiteral("/proc/self/status"));
}

ProcessMemory ProcessMemory::ofProcess(qint64 pid)
{
    return read(QStringLiteral("/proc/%1/status").arg(pid));
}

ProcessMemory ProcessMemory::read(const QString &statusPath)
{
    ProcessMemory memory;
    QFile status(statusPath);
    if (!status.open(QIODevice::ReadOnly))
        return memory;
    // /proc files report size 0: readAll() reads until the end anyway.
    const QList<QByteArray> lines = status.readAll().split('\n');
    for (const QByteArray &line : lines) {
        if (line.startsWith("RssAnon:"))
            memory.rssAnonBytes = kilobytesField(line);
        else if (line.startsWith("RssFile:"))
            memory.rssFileBytes = kilobytesField(line);
        else if (line.startsWith("VmHWM:"))
            memory.peakRssBytes = kilobytesField(line);
    }
    return memory;
}

bool ProcessMemory::limitAddressSpace(qint64 bytes)
{
    rlimit limit {};
    limit.rlim_cur = rlim_t(bytes);
    limit.rlim_max = rlim_t(bytes);
    return setrlimit(RLIMIT_AS, &limit) == 0;
}
