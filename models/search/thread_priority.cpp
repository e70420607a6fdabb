// SPDX-License-Identifier: GPL-2.0-or-later
#include "search/thread_priority.h"

#include <QCoreApplication>
#include <QThread>
#include <QThreadPool>
#include <QtGlobal>

#ifdef Q_OS_LINUX
#include <cerrno>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

void lowerThreadPriority(int steps)
{
#ifdef Q_OS_LINUX
    // Relative to the main thread (Linux: the process id is its thread id), not to the calling
    // thread: a background thread started by another one is not pushed further down. Threads
    // further down lose to every other background thread and can hold a lock the GUI waits for.
    const auto tid = id_t(syscall(SYS_gettid));
    errno = 0;
    const int current = getpriority(PRIO_PROCESS, tid);
    const int main = getpriority(PRIO_PROCESS, id_t(getpid()));
    const int wanted = qMin(19, main + steps);
    if (errno == 0 && wanted > current)
        setpriority(PRIO_PROCESS, tid, wanted);
#else
    Q_UNUSED(steps);
#endif
}

void startInBackground(std::function<void()> task)
{
    static QThreadPool *const pool = [] {
        auto *p = new QThreadPool(QCoreApplication::instance());
        p->setMaxThreadCount(qMax(1, QThread::idealThreadCount()));
        return p;
    }();
    pool->start([task = std::move(task)] {
        lowerThreadPriority(); // once per thread: its later tasks find it lowered already
        task();
    });
}
