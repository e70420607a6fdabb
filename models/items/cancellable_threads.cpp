// SPDX-License-Identifier: GPL-2.0-or-later
#include "cancellable_threads.h"

void CancellableThreads::start(Body body)
{
    cancelAll(false);
    Worker worker;
    worker.cancel = std::make_shared<std::atomic_bool>(false);
    worker.done = std::make_shared<std::atomic_bool>(false);
    worker.thread
        = std::thread([body = std::move(body), cancel = worker.cancel, done = worker.done] {
              body(*cancel);
              done->store(true);
          });
    m_workers.push_back(std::move(worker));
}

void CancellableThreads::cancelAll(bool wait)
{
    for (Worker &w : m_workers)
        w.cancel->store(true);
    // Finished threads are joined at once; a cancelled one stops soon and is joined on a later
    // start (or here when `wait`), never blocking the GUI thread for long.
    std::vector<Worker> running;
    for (Worker &w : m_workers) {
        if (wait || w.done->load())
            w.thread.join();
        else
            running.push_back(std::move(w));
    }
    m_workers = std::move(running);
}

bool CancellableThreads::newestRunning() const
{
    return !m_workers.empty() && !m_workers.back().done->load();
}
