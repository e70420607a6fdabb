// SPDX-License-Identifier: GPL-2.0-or-later
#include "gui_stack_sampler.h"

#include <QFileInfo>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <thread>

#if defined(__GLIBC__)
#include <cxxabi.h>
#include <dlfcn.h>
#include <execinfo.h>
#endif

using namespace Qt::StringLiterals;

namespace {

constexpr int kMaxFrames = 48;
void *g_frames[kMaxFrames];
std::atomic<int> g_frameCount {-1}; ///< -1 while a sample is awaited

#if defined(__GLIBC__)
void recordFrames(int)
{
    const int saved = errno;
    g_frameCount.store(backtrace(g_frames, kMaxFrames));
    errno = saved;
}

QString nameOf(void *address)
{
    Dl_info info {};
    if (dladdr(address, &info) == 0 || !info.dli_fname)
        return u"?"_s;
    const auto offset = quintptr(address) - quintptr(info.dli_fbase);
    QString function = u"?"_s;
    if (info.dli_sname) {
        int status = 0;
        char *demangled = abi::__cxa_demangle(info.dli_sname, nullptr, nullptr, &status);
        function = QString::fromUtf8(status == 0 && demangled ? demangled : info.dli_sname);
        std::free(demangled);
    }
    return u"%1 (%2+0x%3)"_s.arg(function,
        QFileInfo(QString::fromLocal8Bit(info.dli_fname)).fileName(), QString::number(offset, 16));
}
#endif

} // namespace

GuiStackSampler::GuiStackSampler()
    : m_thread(pthread_self())
{
#if defined(__GLIBC__)
    void *warm[2];
    backtrace(warm, 2); // loads the unwinder now, not inside the signal handler
    struct sigaction action {
    };
    action.sa_handler = recordFrames;
    action.sa_flags = SA_RESTART;
    sigemptyset(&action.sa_mask);
    sigaction(SIGUSR2, &action, nullptr);
#endif
}

QStringList GuiStackSampler::sample() const
{
    QStringList out;
#if defined(__GLIBC__)
    g_frameCount.store(-1);
    if (pthread_kill(m_thread, SIGUSR2) != 0)
        return out;
    for (int waited = 0; g_frameCount.load() < 0 && waited < 200; ++waited)
        std::this_thread::sleep_for(std::chrono::microseconds(100));
    const int count = g_frameCount.load();
    // Frame 0 is the handler and frame 1 the kernel's signal return: the thread's own start
    // after them.
    for (int k = 2; k < count; ++k)
        out << nameOf(g_frames[k]);
#endif
    return out;
}
