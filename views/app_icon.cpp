// SPDX-License-Identifier: GPL-2.0-or-later
#include "app_icon.h"

#include <QDir>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace AppIcon {

QList<int> sizes()
{
    QList<int> out;
    const QStringList names = QDir(u":/icons"_s).entryList({u"*.png"_s}, QDir::Files);
    for (const QString &name : names) {
        bool ok = false;
        const int size = name.chopped(4).toInt(&ok); // "16.png"
        if (ok)
            out.append(size);
    }
    std::sort(out.begin(), out.end());
    return out;
}

QIcon icon()
{
    QIcon icon;
    for (const int size : sizes())
        icon.addFile(u":/icons/%1.png"_s.arg(size), QSize(size, size));
    return icon;
}

} // namespace AppIcon
