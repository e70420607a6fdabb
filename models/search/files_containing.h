// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <atomic>

namespace search {

/// The transcript files of `directory` that may hold another conversation (JSON, JSON Lines,
/// SSE captures), by name, without `excluded` (the files already open); at most `limit`.
QStringList transcriptFilesIn(
    const QString &directory, const QStringList &excluded, int limit = 1000);

/// The first of `paths` whose bytes contain `needle` (each file mapped and searched whole; a
/// file that cannot be read is skipped), or an empty string. Stops early, with an empty
/// string, once `cancelled` is set. Any thread.
QString firstFileContaining(
    const QStringList &paths, const QByteArray &needle, const std::atomic<bool> &cancelled);

} // namespace search
