// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

/// Hands memory the process has freed back to the system: mimalloc's `mi_collect(true)` when the
/// process runs on mimalloc (the app links it; found at run time, so this library does not
/// depend on it), glibc's `malloc_trim(0)` otherwise. Takes milliseconds: call it on a worker
/// thread once a big job has ended (the summary pass of a big file, whose threads have exited and
/// left their freed memory behind), never on the GUI thread.
void releaseFreedMemory();
