// SPDX-License-Identifier: GPL-2.0-or-later
// SIGBUS on a shrunk mapped file, caught: the handler maps zero pages over the rest of the
// region (the faulting instruction is then retried and reads zeros) and wakes the notifier
// through an eventfd, the one thing a signal handler may safely do to reach the event loop.
#include "mapping_guard.h"

#include <QSocketNotifier>

#include <array>
#include <atomic>
#include <cstdint>
#include <mutex>

#if defined(Q_OS_LINUX)
#include <csignal>
#include <sys/eventfd.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>
#define INSPECTOR_MAPPING_GUARD 1
#endif

namespace {

struct Region {
    std::atomic<std::uintptr_t> begin {0};
    std::atomic<std::uintptr_t> end {0}; ///< page-rounded end of the mapping
    std::atomic<bool> tripped {false};
};

constexpr int kSlots = 256;
std::array<Region, kSlots> g_regions;
std::mutex g_slotsMutex; ///< add() and remove() only; never taken in the handler
std::atomic<int> g_eventFd {-1};
std::uintptr_t g_pageSize = 4096; ///< set by install(), before any region exists

#if defined(INSPECTOR_MAPPING_GUARD)
struct sigaction g_previous;

void notify()
{
    const int fd = g_eventFd.load(std::memory_order_acquire);
    if (fd >= 0) {
        const std::uint64_t one = 1;
        [[maybe_unused]] const ssize_t n = ::write(fd, &one, sizeof one);
    }
}

void onSigbus(int signal, siginfo_t *info, void *context)
{
    const auto address = reinterpret_cast<std::uintptr_t>(info->si_addr);
    const std::uintptr_t page = g_pageSize;
    for (Region &r : g_regions) {
        const std::uintptr_t begin = r.begin.load(std::memory_order_acquire);
        const std::uintptr_t end = r.end.load(std::memory_order_acquire);
        if (begin == 0 || address < begin || address >= end)
            continue;
        // The file ends before this page, so it ends before every later page too. The raw
        // system call: no library code (nor a sanitizer's interceptor) runs in the handler.
        const std::uintptr_t from = address & ~(page - 1);
        const long mapped = ::syscall(
            SYS_mmap, from, end - from, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
        if (mapped == -1)
            break;
        r.tripped.store(true, std::memory_order_release);
        notify();
        return;
    }
    // Not a guarded page: whatever handled SIGBUS before us, else the default (the process ends
    // when the instruction is retried).
    if ((g_previous.sa_flags & SA_SIGINFO) && g_previous.sa_sigaction) {
        g_previous.sa_sigaction(signal, info, context);
        return;
    }
    if (g_previous.sa_handler != SIG_DFL && g_previous.sa_handler != SIG_IGN) {
        g_previous.sa_handler(signal);
        return;
    }
    struct sigaction fallback = {};
    fallback.sa_handler = SIG_DFL;
    ::sigaction(SIGBUS, &fallback, nullptr);
}

void install()
{
    static std::once_flag once;
    std::call_once(once, [] {
        g_pageSize = std::uintptr_t(::sysconf(_SC_PAGESIZE));
        g_eventFd.store(::eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK), std::memory_order_release);
        struct sigaction action = {};
        action.sa_sigaction = onSigbus;
        action.sa_flags = SA_SIGINFO | SA_NODEFER;
        sigemptyset(&action.sa_mask);
        ::sigaction(SIGBUS, &action, &g_previous);
    });
}
#else
void notify() { }
void install() { }
#endif

} // namespace

MappingGuard::MappingGuard()
{
#if defined(INSPECTOR_MAPPING_GUARD)
    install();
    const int fd = g_eventFd.load(std::memory_order_acquire);
    if (fd >= 0) {
        auto *notifier = new QSocketNotifier(fd, QSocketNotifier::Read, this);
        connect(notifier, &QSocketNotifier::activated, this, &MappingGuard::drain);
    }
#endif
}

MappingGuard &MappingGuard::instance()
{
    static MappingGuard *guard = new MappingGuard; // lives as long as the process
    return *guard;
}

void MappingGuard::drain()
{
#if defined(INSPECTOR_MAPPING_GUARD)
    std::uint64_t count = 0;
    [[maybe_unused]] const ssize_t n = ::read(g_eventFd.load(), &count, sizeof count);
#endif
    Q_EMIT tripped();
}

int MappingGuard::add(const void *begin, qint64 length)
{
#if defined(INSPECTOR_MAPPING_GUARD)
    install();
    const std::uintptr_t page = g_pageSize;
    const auto from = reinterpret_cast<std::uintptr_t>(begin);
    const std::uintptr_t end = (from + std::uintptr_t(length) + page - 1) & ~(page - 1);
    const std::lock_guard<std::mutex> lock(g_slotsMutex);
    for (int slot = 0; slot < kSlots; ++slot) {
        Region &r = g_regions[std::size_t(slot)];
        if (r.begin.load(std::memory_order_relaxed) != 0)
            continue;
        r.tripped.store(false, std::memory_order_relaxed);
        r.end.store(end, std::memory_order_release);
        r.begin.store(from, std::memory_order_release);
        return slot;
    }
    return -1;
#else
    Q_UNUSED(begin);
    Q_UNUSED(length);
    return -1;
#endif
}

void MappingGuard::remove(int slot)
{
    if (slot < 0 || slot >= kSlots)
        return;
    const std::lock_guard<std::mutex> lock(g_slotsMutex);
    Region &r = g_regions[std::size_t(slot)];
    r.begin.store(0, std::memory_order_release);
    r.end.store(0, std::memory_order_release);
}

bool MappingGuard::isTripped(int slot)
{
    return slot >= 0 && slot < kSlots
        && g_regions[std::size_t(slot)].tripped.load(std::memory_order_acquire);
}

void MappingGuard::trip(int slot)
{
    if (slot < 0 || slot >= kSlots)
        return;
    g_regions[std::size_t(slot)].tripped.store(true, std::memory_order_release);
    notify();
}
