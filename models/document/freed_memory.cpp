// SPDX-License-Identifier: GPL-2.0-or-later
#include "freed_memory.h"

#include <QtGlobal>

#ifdef Q_OS_LINUX
#include <dlfcn.h>
#include <malloc.h>
#endif

void releaseFreedMemory()
{
#ifdef Q_OS_LINUX
    using Collect = void (*)(bool);
    // mimalloc keeps the memory of exited threads in their abandoned segments until a forced
    // collection; glibc keeps freed memory at the top of its arenas until a trim.
    static const auto collect = reinterpret_cast<Collect>(dlsym(RTLD_DEFAULT, "mi_collect"));
    if (collect)
        collect(true);
    else
        malloc_trim(0);
#endif
}
