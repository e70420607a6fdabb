// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <atomic>
#include <functional>
#include <memory>
#include <thread>
#include <vector>

/// The background threads of one item model, the newest last: starting one cancels the older
/// ones; finished ones are joined without waiting, cancelled ones when they stop (on a later
/// start) or in cancelAll(true), which the owner's destructor calls before its members go.
/// Owned by value by the model whose work they do.
class CancellableThreads
{
public:
    /// The work: polls `cancel` and returns soon once it is set.
    using Body = std::function<void(const std::atomic_bool &cancel)>;

    CancellableThreads() = default;
    CancellableThreads(const CancellableThreads &) = delete;
    CancellableThreads &operator=(const CancellableThreads &) = delete;
    ~CancellableThreads() { cancelAll(true); }

    /// Cancels the running threads (without waiting) and starts `body` on a new one.
    void start(Body body);
    /// Sets every cancel flag; joins the finished threads, or all of them with `wait`.
    void cancelAll(bool wait);
    /// Whether the newest thread is still working.
    bool newestRunning() const;

private:
    struct Worker {
        std::thread thread;
        std::shared_ptr<std::atomic_bool> cancel;
        std::shared_ptr<std::atomic_bool> done;
    };
    std::vector<Worker> m_workers;
};
