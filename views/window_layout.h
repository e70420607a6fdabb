// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QObject>

class QMainWindow;

/// Keeps a main window's geometry and dock layout in QSettings ("window/geometry",
/// "window/state"): restored when the window is first shown, saved when it closes. Off for
/// screenshots, which must never depend on (or change) the user's layout. Watches the window's
/// events; owns nothing else.
class WindowLayout : public QObject
{
    Q_OBJECT
public:
    explicit WindowLayout(QMainWindow *window);

    /// Default true; turn it off before the window is first shown.
    void setPersistent(bool persistent) { m_persistent = persistent; }
    bool isPersistent() const { return m_persistent; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QMainWindow *m_window;
    bool m_persistent = true;
    bool m_restored = false;
};
