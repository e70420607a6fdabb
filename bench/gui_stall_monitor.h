// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <QVector>

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>

/// Measures how long the GUI thread's event loop goes without turning: a precise timer ticks
/// every few milliseconds, and the longest gap between two ticks, less the interval, is the
/// longest stall. Work is split into named phases (open, stepping, find, filter), each
/// with its own figures. Create and use it on the GUI thread; it owns its timer.
class GuiStackSampler;

class GuiStallMonitor : public QObject
{
    Q_OBJECT
public:
    /// The figures of one finished phase.
    struct Phase {
        QString name;
        double longestStallMs = 0; ///< longest gap between ticks minus the interval
        double longestGapMs = 0; ///< the raw longest gap
        double stallAtMs = 0; ///< when the longest stall began, from the phase start
        /// CPU time the GUI thread spent in the longest gap: near the gap, the GUI thread was
        /// busy; far below it, it waited for a core (other threads or processes ran).
        double longestGapCpuMs = 0;
        int stallsOverThreshold = 0; ///< gaps longer than the threshold, counted once each
        /// The GUI thread's frames, innermost first, taken kSampleAfterMs into the longest gap
        /// and every kSampleEveryMs after (sampleStacks()); empty when it was shorter or nobody
        /// sampled.
        QVector<QStringList> longestStallStacks;
        int ticks = 0;
        double durationMs = 0;
    };

    /// Called on the watchdog thread when the GUI thread has been blocked for longer than the
    /// cut-off: the running phase's name and the length of the block so far. The GUI thread is
    /// stuck, so the handler reports what it can and ends the process.
    using CutoffHandler = std::function<void(const QString &phase, double blockedMs)>;

    explicit GuiStallMonitor(
        int intervalMs = 4, double thresholdMs = 50, QObject *parent = nullptr);
    ~GuiStallMonitor() override;

    /// Starts a watchdog thread that calls `handler` once when one block of the GUI thread
    /// exceeds `cutoffMs`, so that a measurement of a pathological stall ends in bounded time.
    void setCutoff(double cutoffMs, CutoffHandler handler);

    /// The watchdog (setCutoff()) will take the GUI thread's stack in each block longer than
    /// kSampleAfterMs; the longest gap's stacks join its phase. Call on the GUI thread, before
    /// setCutoff().
    void sampleStacks();

    /// Ends the running phase (if any) and starts a new one named `name`.
    void start(const QString &name);
    /// Ends the running phase; its figures join phases(). The gap since the last tick counts, so a
    /// block that ends right before stop() is not missed.
    void stop();
    bool isRunning() const { return m_running; }

    /// Milliseconds since the last stall over the threshold ended (or since the phase began).
    double quietForMs() const;
    /// Runs the event loop until no stall over the threshold happened for `quietMs` (work the
    /// phase queued for later has then run), or `timeoutMs` passed. True when quiet.
    bool waitUntilQuiet(int quietMs, int timeoutMs);

    QVector<Phase> phases() const { return m_phases; }
    /// The finished phase called `name`, or an empty Phase with that name.
    Phase phase(const QString &name) const;

private:
    void tick();
    void recordGap(qint64 nowNs);

    void watch();

    static constexpr double kSampleAfterMs = 30;
    static constexpr double kSampleEveryMs = 15;
    static constexpr int kMaxSamples = 4;

    QTimer m_timer;
    QElapsedTimer m_clock;
    int m_intervalMs;
    double m_thresholdMs;
    bool m_running = false;
    qint64 m_phaseStartNs = 0;
    qint64 m_lastTickNs = 0;
    qint64 m_lastTickCpuNs = 0; ///< the GUI thread's CPU clock at the last tick
    qint64 m_lastStallEndNs = 0;
    Phase m_current;
    QVector<Phase> m_phases;

    // Shared with the watchdog thread.
    std::atomic<qint64> m_heartbeatNs {0}; ///< last tick (or phase start) of the running phase
    std::atomic<bool> m_watching {false}; ///< a phase is running
    std::atomic<bool> m_quit {false};
    mutable std::mutex m_nameMutex;
    QString m_runningName;
    double m_cutoffMs = 0;
    CutoffHandler m_cutoffHandler;
    std::unique_ptr<GuiStackSampler> m_sampler; ///< set before the watchdog reads it
    std::mutex m_sampleMutex;
    qint64 m_sampledHeartbeatNs = -1; ///< the block the samples below were taken in
    QVector<QStringList> m_samples;
    std::thread m_watchdog;
};
