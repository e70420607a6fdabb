// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QStringList>

/// The "Open Recent" list kept in QSettings ("files/recent"), newest first, at most kMax entries.
/// Stateless; every call reads or writes the settings.
class RecentFiles
{
public:
    static constexpr int kMax = 10;
    static QStringList list();
    /// Moves (or adds) `path` to the front, as an absolute path.
    static void add(const QString &path);
    static void clear();
};
