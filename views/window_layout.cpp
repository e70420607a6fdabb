// SPDX-License-Identifier: GPL-2.0-or-later
#include "window_layout.h"

#include <QEvent>
#include <QMainWindow>
#include <QSettings>

using namespace Qt::StringLiterals;

WindowLayout::WindowLayout(QMainWindow *window)
    : QObject(window)
    , m_window(window)
{
    window->installEventFilter(this);
}

bool WindowLayout::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_window)
        return false;
    if (event->type() == QEvent::Show && !m_restored) {
        m_restored = true;
        if (!m_persistent || event->spontaneous())
            return false;
        const QSettings settings;
        const QByteArray geometry = settings.value(u"window/geometry"_s).toByteArray();
        const QByteArray state = settings.value(u"window/state"_s).toByteArray();
        if (!geometry.isEmpty())
            m_window->restoreGeometry(geometry);
        if (!state.isEmpty())
            m_window->restoreState(state);
    } else if (event->type() == QEvent::Close && m_persistent) {
        QSettings settings;
        settings.setValue(u"window/geometry"_s, m_window->saveGeometry());
        settings.setValue(u"window/state"_s, m_window->saveState());
    }
    return false;
}
