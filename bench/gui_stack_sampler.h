// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QStringList>

#include <pthread.h>

/// Takes the call stack of one thread (the GUI thread) from another (GuiStallMonitor's
/// watchdog), so that a long stall says what the GUI thread was doing: a signal makes the thread
/// record its own frames, and the caller names them. Made on the thread it samples; one per
/// process (the signal handler writes one shared buffer). Linux with glibc only; elsewhere
/// sample() gives nothing.
class GuiStackSampler
{
public:
    GuiStackSampler();
    GuiStackSampler(const GuiStackSampler &) = delete;
    GuiStackSampler &operator=(const GuiStackSampler &) = delete;

    /// The sampled thread's frames now, innermost first, as "function (module+0xoffset)"
    /// (`addr2line -f -C -e module 0xoffset` names a function that dladdr cannot); empty when
    /// the thread did not answer within 20 ms. Call from another thread.
    QStringList sample() const;

private:
    pthread_t m_thread;
};
