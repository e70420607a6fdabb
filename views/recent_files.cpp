// SPDX-License-Identifier: GPL-2.0-or-later
#include "recent_files.h"

#include <QFileInfo>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace {
const QString kKey = u"files/recent"_s;
}

QStringList RecentFiles::list()
{
    QStringList files = QSettings().value(kKey).toStringList();
    if (files.size() > kMax)
        files.erase(files.begin() + kMax, files.end());
    return files;
}

void RecentFiles::add(const QString &path)
{
    if (path.isEmpty() || path == u"-"_s)
        return;
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList files = list();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > kMax)
        files.removeLast();
    QSettings().setValue(kKey, files);
}

void RecentFiles::clear()
{
    QSettings().remove(kKey);
}
