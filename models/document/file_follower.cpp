// SPDX-License-Identifier: GPL-2.0-or-later
#include "file_follower.h"

#include <QFile>
#include <QFileSystemWatcher>
#include <QTimer>

#include <sys/stat.h>

namespace {

constexpr int pollMs = 500;

bool statFile(const QString &path, quint64 &inode, quint64 &device, qint64 &size)
{
    struct stat st {
    };
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return false;
    inode = quint64(st.st_ino);
    device = quint64(st.st_dev);
    size = qint64(st.st_size);
    return true;
}

} // namespace

FileFollower::FileFollower(const QString &path, qint64 knownSize, QObject *parent)
    : QObject(parent)
    , m_path(path)
    , m_knownSize(knownSize)
    , m_watcher(new QFileSystemWatcher(this))
    , m_poll(new QTimer(this))
{
    qint64 size = 0;
    statFile(path, m_inode, m_device, size);
    m_watcher->addPath(path);
    connect(m_watcher, &QFileSystemWatcher::fileChanged, this, &FileFollower::check);
    m_poll->setInterval(pollMs);
    connect(m_poll, &QTimer::timeout, this, &FileFollower::check);
    m_poll->start();
}

void FileFollower::check()
{
    quint64 inode = 0, device = 0;
    qint64 size = 0;
    if (!statFile(m_path, inode, device, size))
        return; // gone for a moment (an editor saving); the next look decides
    if (inode != m_inode || device != m_device || size < m_knownSize) {
        m_inode = inode;
        m_device = device;
        m_poll->stop();
        Q_EMIT replaced();
        return;
    }
    if (m_watcher->files().isEmpty())
        m_watcher->addPath(m_path);
    if (size > m_knownSize)
        Q_EMIT grew(size);
}
