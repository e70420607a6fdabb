// SPDX-License-Identifier: GPL-2.0-or-later
#include "command_line.h"

#if defined(INSPECTOR_MIMALLOC_OPTIONS)
#include <mimalloc.h>

#include <cstring>
#endif

int main(int argc, char **argv)
{
#if defined(INSPECTOR_MIMALLOC_OPTIONS)
    // `check` builds and frees records on every core for as long as it runs, then exits: memory
    // it frees stays with it for the next record instead of going back to the system, committed
    // at once in 2 MiB pages. A third of the page faults (which cost on virtual machines) for
    // some 20 MB more. The window keeps the defaults (it gives memory back).
    if (argc > 1 && std::strcmp(argv[1], "check") == 0) {
        mi_option_enable(mi_option_large_os_pages);
        mi_option_disable(mi_option_allow_decommit);
        mi_option_set(mi_option_eager_commit_delay, 0);
    }
#endif
    return CommandLine::run(argc, argv);
}
