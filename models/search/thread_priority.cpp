// SPDX-License-Identifier: GPL-2.0-or-later
#include "search/thread_priority.h"

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
    const auto tid = id_t(syscall(SYS_gettid));
    errno = 0;
    const int current = getpriority(PRIO_PROCESS, tid);
    if (errno == 0)
        setpriority(PRIO_PROCESS, tid, qMin(19, current + steps));
#else
    Q_UNUSED(steps);
#endif
}
