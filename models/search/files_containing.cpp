// SPDX-License-Identifier: GPL-2.0-or-later
#include "files_containing.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <functional>
#include <string_view>

using namespace Qt::StringLiterals;

namespace search {

QStringList transcriptFilesIn(const QString &directory, const QStringList &excluded, int limit)
{
    const QFileInfoList entries = QDir(directory).entryInfoList(
        {u"*.json"_s, u"*.jsonl"_s, u"*.ndjson"_s, u"*.sse"_s, u"*.txt"_s},
        QDir::Files | QDir::Readable, QDir::Name);
    QStringList out;
    for (const QFileInfo &entry : entries) {
        const QString path = entry.absoluteFilePath();
        if (excluded.contains(path) || excluded.contains(entry.canonicalFilePath()))
            continue;
        out.append(path);
        if (out.size() >= limit)
            break;
    }
    return out;
}

QString firstFileContaining(
    const QStringList &paths, const QByteArray &needle, const std::atomic<bool> &cancelled)
{
    if (needle.isEmpty())
        return QString();
    const std::boyer_moore_horspool_searcher searcher(needle.cbegin(), needle.cend());
    for (const QString &path : paths) {
        if (cancelled.load(std::memory_order_relaxed))
            return QString();
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly) || file.size() < needle.size())
            continue;
        const uchar *bytes = file.map(0, file.size());
        if (!bytes)
            continue;
        const char *begin = reinterpret_cast<const char *>(bytes);
        const char *end = begin + file.size();
        const bool found = std::search(begin, end, searcher) != end;
        file.unmap(const_cast<uchar *>(bytes));
        if (found)
            return path;
    }
    return QString();
}

} // namespace search
