// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QObject>
#include <QString>

class QFileSystemWatcher;
class QTimer;

/// Watches one file for follow mode (tail -f): reports when it grew, and when it was replaced
/// (another inode) or truncated. Uses a file system watcher plus a slow poll (watchers miss
/// appends on some file systems). Owned by the Document that follows the file.
class FileFollower : public QObject
{
    Q_OBJECT
public:
    FileFollower(const QString &path, qint64 knownSize, QObject *parent = nullptr);

    /// The size the owner has read up to; growth is measured from it.
    void setKnownSize(qint64 size) { m_knownSize = size; }
    qint64 knownSize() const { return m_knownSize; }
    /// Looks at the file now (the watcher and the poll call it too).
    void check();

Q_SIGNALS:
    void grew(qint64 newSize);
    void replaced();

private:
    QString m_path;
    qint64 m_knownSize = 0;
    quint64 m_inode = 0;
    quint64 m_device = 0;
    QFileSystemWatcher *m_watcher = nullptr;
    QTimer *m_poll = nullptr;
};
