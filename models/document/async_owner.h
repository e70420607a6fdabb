// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QMetaObject>

#include <mutex>

/// Where work on other threads delivers its results: a QObject owner, cleared (under the mutex)
/// when it goes, so that a late result is dropped instead of reaching a deleted object. Shared
/// (std::shared_ptr) by the owner and the tasks it starts.
template<typename Owner>
class AsyncOwner
{
public:
    explicit AsyncOwner(Owner *owner)
        : m_owner(owner)
    { }

    /// The owner is going: results posted from now on are dropped.
    void clear()
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        m_owner = nullptr;
    }

    /// Runs `deliver(owner)` on the owner's thread (queued) unless the owner has gone. A queued
    /// delivery is dropped with the owner's events when it goes before it runs.
    template<typename Deliver>
    void post(Deliver deliver)
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        Owner *owner = m_owner;
        if (!owner)
            return;
        QMetaObject::invokeMethod(
            owner, [owner, deliver = std::move(deliver)] { deliver(owner); }, Qt::QueuedConnection);
    }

private:
    std::mutex m_mutex;
    Owner *m_owner;
};
