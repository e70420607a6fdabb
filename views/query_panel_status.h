// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QElapsedTimer>
#include <QTimer>
#include <QWidget>

class QLabel;
class QProgressBar;
struct McpProgress;

/// The Query panel's status line: a progress bar while a call runs (busy until a report with a
/// total comes), what runs with the seconds since it started, then the outcome in words, an
/// error in the theme's error colour. Selectable plain text. Owned by the Query panel.
class QueryPanelStatus : public QWidget
{
    Q_OBJECT
public:
    explicit QueryPanelStatus(QWidget *parent = nullptr);

    /// A call starts (`text`: what runs, "Asking…") or ends.
    void setBusy(bool busy, const QString &text);
    bool isBusy() const { return m_busy; }
    /// A progress report of the running call: the bar fills when it has a total, and its
    /// message replaces what runs.
    void setProgress(const McpProgress &progress);
    /// Says `text` (an error: in the error colour).
    void setStatus(const QString &text, bool error);
    QString text() const;
    QProgressBar *progressBar() const { return m_progress; }

private:
    void updateElapsed();

    QProgressBar *m_progress;
    QLabel *m_status;
    QString m_busyText;
    QElapsedTimer m_clock;
    QTimer m_tick;
    bool m_busy = false;
};
