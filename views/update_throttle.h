// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <functional>

/// Coalesces the updates of a fast stream: request() runs the action at once after a quiet
/// moment, else once the interval since the last run has passed (requests in between are one).
/// The action calls ran() first, so that a run asked for directly counts too. The live query
/// pages (ADK, CES) publish their session through one; owned by its page.
class UpdateThrottle : public QObject
{
public:
    UpdateThrottle(int intervalMs, std::function<void()> action, QObject *parent = nullptr);

    void request();
    /// The action runs now: a pending run is dropped and the interval starts again.
    void ran();

private:
    int m_intervalMs;
    std::function<void()> m_action;
    QTimer m_timer;
    QElapsedTimer m_last;
};
