// SPDX-License-Identifier: GPL-2.0-or-later
#include "update_throttle.h"

UpdateThrottle::UpdateThrottle(int intervalMs, std::function<void()> action, QObject *parent)
    : QObject(parent)
    , m_intervalMs(intervalMs)
    , m_action(std::move(action))
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, [this] { m_action(); });
}

void UpdateThrottle::request()
{
    if (m_timer.isActive())
        return;
    if (!m_last.isValid() || m_last.elapsed() >= m_intervalMs)
        m_action();
    else
        m_timer.start(int(m_intervalMs - m_last.elapsed()));
}

void UpdateThrottle::ran()
{
    m_timer.stop();
    m_last.start();
}
