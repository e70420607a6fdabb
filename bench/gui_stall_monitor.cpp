// SPDX-License-Identifier: GPL-2.0-or-later
#include "gui_stall_monitor.h"

#include "gui_stack_sampler.h"

#include <QEventLoop>

#include <algorithm>
#include <ctime>

namespace {

/// CPU time of the calling thread (the GUI thread: ticks run there).
qint64 threadCpuNs()
{
    timespec ts {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return qint64(ts.tv_sec) * 1000000000 + ts.tv_nsec;
}

} // namespace

GuiStallMonitor::GuiStallMonitor(int intervalMs, double thresholdMs, QObject *parent)
    : QObject(parent)
    , m_intervalMs(intervalMs)
    , m_thresholdMs(thresholdMs)
{
    m_timer.setTimerType(Qt::PreciseTimer);
    m_timer.setInterval(intervalMs);
    connect(&m_timer, &QTimer::timeout, this, &GuiStallMonitor::tick);
    m_clock.start();
}

GuiStallMonitor::~GuiStallMonitor()
{
    m_quit = true;
    if (m_watchdog.joinable())
        m_watchdog.join();
}

void GuiStallMonitor::sampleStacks()
{
    Q_ASSERT(!m_watchdog.joinable());
    if (!m_sampler && !m_watchdog.joinable())
        m_sampler = std::make_unique<GuiStackSampler>();
}

void GuiStallMonitor::setCutoff(double cutoffMs, CutoffHandler handler)
{
    if (m_watchdog.joinable())
        return; // one watchdog per monitor
    m_cutoffMs = cutoffMs;
    m_cutoffHandler = std::move(handler);
    m_watchdog = std::thread([this] { watch(); });
}

void GuiStallMonitor::watch()
{
    while (!m_quit) {
        std::this_thread::sleep_for(std::chrono::milliseconds(m_sampler ? 5 : 20));
        if (!m_watching)
            continue;
        const qint64 heartbeat = m_heartbeatNs;
        const double blockedMs = double(m_clock.nsecsElapsed() - heartbeat) / 1e6;
        if (m_sampler && blockedMs > kSampleAfterMs) {
            // Every kSampleEveryMs from kSampleAfterMs on, kMaxSamples at most per block.
            const std::lock_guard<std::mutex> lock(m_sampleMutex);
            if (m_sampledHeartbeatNs != heartbeat) {
                m_samples.clear();
                m_sampledHeartbeatNs = heartbeat;
            }
            const int due = 1 + int((blockedMs - kSampleAfterMs) / kSampleEveryMs);
            if (m_samples.size() < qMin(due, kMaxSamples))
                m_samples.append(m_sampler->sample());
        }
        if (blockedMs > m_cutoffMs) {
            QString name;
            {
                const std::lock_guard<std::mutex> lock(m_nameMutex);
                name = m_runningName;
            }
            m_cutoffHandler(name, blockedMs);
            return;
        }
    }
}

void GuiStallMonitor::start(const QString &name)
{
    if (m_running)
        stop();
    m_current = Phase();
    m_current.name = name;
    m_phaseStartNs = m_lastTickNs = m_lastStallEndNs = m_clock.nsecsElapsed();
    m_lastTickCpuNs = threadCpuNs();
    m_heartbeatNs = m_phaseStartNs;
    {
        const std::lock_guard<std::mutex> lock(m_nameMutex);
        m_runningName = name;
    }
    m_watching = true;
    m_running = true;
    m_timer.start();
}

void GuiStallMonitor::stop()
{
    if (!m_running)
        return;
    const qint64 now = m_clock.nsecsElapsed();
    recordGap(now);
    m_timer.stop();
    m_watching = false;
    m_running = false;
    m_current.durationMs = double(now - m_phaseStartNs) / 1e6;
    m_phases.append(m_current);
}

GuiStallMonitor::Phase GuiStallMonitor::phase(const QString &name) const
{
    const auto it = std::find_if(
        m_phases.cbegin(), m_phases.cend(), [&name](const Phase &p) { return p.name == name; });
    if (it != m_phases.cend())
        return *it;
    Phase empty;
    empty.name = name;
    return empty;
}

double GuiStallMonitor::quietForMs() const
{
    return double(m_clock.nsecsElapsed() - m_lastStallEndNs) / 1e6;
}

bool GuiStallMonitor::waitUntilQuiet(int quietMs, int timeoutMs)
{
    const QDeadlineTimer deadline(timeoutMs);
    QEventLoop loop;
    QTimer check;
    check.setInterval(10);
    connect(&check, &QTimer::timeout, &loop, [&] {
        if (quietForMs() >= quietMs || deadline.hasExpired())
            loop.quit();
    });
    check.start();
    loop.exec();
    return quietForMs() >= quietMs;
}

void GuiStallMonitor::tick()
{
    recordGap(m_clock.nsecsElapsed());
    ++m_current.ticks;
}

void GuiStallMonitor::recordGap(qint64 nowNs)
{
    const double gapMs = double(nowNs - m_lastTickNs) / 1e6;
    const double stallMs = std::max(0.0, gapMs - m_intervalMs);
    const qint64 cpuNs = threadCpuNs();
    if (gapMs > m_current.longestGapMs) {
        m_current.longestGapMs = gapMs;
        m_current.longestGapCpuMs = double(cpuNs - m_lastTickCpuNs) / 1e6;
        m_current.longestStallMs = stallMs;
        m_current.stallAtMs = double(m_lastTickNs - m_phaseStartNs) / 1e6;
        m_current.longestStallStacks.clear();
        if (m_sampler) {
            const std::lock_guard<std::mutex> lock(m_sampleMutex);
            if (m_sampledHeartbeatNs == m_lastTickNs)
                m_current.longestStallStacks = m_samples;
        }
    }
    if (stallMs > m_thresholdMs) {
        ++m_current.stallsOverThreshold;
        m_lastStallEndNs = nowNs;
    }
    m_lastTickNs = nowNs;
    m_lastTickCpuNs = cpuNs;
    m_heartbeatNs = nowNs;
}
