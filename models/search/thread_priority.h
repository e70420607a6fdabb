// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <functional>

/// How much nicer background workers (file search, conversation summaries) are than the thread
/// that started them: the GUI thread keeps a core when they use every core.
constexpr int kBackgroundNice = 8;

/// Lowers the calling thread's scheduling priority to `steps` nice steps below the main thread's
/// (never raises it; calling it again, or on a thread started by a background thread, changes
/// nothing), for good: an unprivileged thread cannot raise it again, so call it only on a thread
/// made for background work (threads it starts afterwards inherit it). Linux only (threads have
/// their own nice value there); elsewhere it does nothing.
void lowerThreadPriority(int steps = kBackgroundNice);

/// Runs `task` on the application's pool for background work nobody waits to see (finding
/// where a long text's parts are, copying a live document's text ahead of time): its threads
/// run kBackgroundNice steps nicer than the main thread, so that on a machine of few cores the
/// GUI thread and the reads it waits for go first. The application owns the pool.
void startInBackground(std::function<void()> task);
