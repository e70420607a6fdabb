// SPDX-License-Identifier: GPL-2.0-or-later
#include "query_panel_status.h"

#include "live/mcp_values.h"
#include "theme.h"

#include <QLabel>
#include <QProgressBar>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

QueryPanelStatus::QueryPanelStatus(QWidget *parent)
    : QWidget(parent)
    , m_progress(new QProgressBar(this))
    , m_status(new QLabel(this))
{
    m_progress->setObjectName(u"queryProgress"_s);
    m_progress->setTextVisible(false);
    m_progress->setMaximumHeight(m_progress->fontMetrics().height());
    m_progress->hide();
    m_status->setObjectName(u"queryStatus"_s);
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);
    m_tick.setInterval(250);
    connect(&m_tick, &QTimer::timeout, this, &QueryPanelStatus::updateElapsed);
}

void QueryPanelStatus::setBusy(bool busy, const QString &text)
{
    m_busy = busy;
    m_progress->setVisible(busy);
    m_progress->setRange(0, 0); // busy until a progress report with a total arrives
    if (busy) {
        m_busyText = text;
        m_clock.start();
        m_tick.start();
        updateElapsed();
    } else {
        m_tick.stop();
    }
}

void QueryPanelStatus::setProgress(const McpProgress &p)
{
    if (p.total && *p.total > 0) {
        m_progress->setRange(0, 1000);
        m_progress->setValue(int(qBound(0.0, p.progress / *p.total, 1.0) * 1000));
    }
    if (!p.message.isEmpty())
        m_busyText = p.message;
    updateElapsed();
}

void QueryPanelStatus::updateElapsed()
{
    if (!m_busy)
        return;
    //: query panel status while running: %1 what runs, %2 seconds since it started
    setStatus(tr("%1 (%2 s)").arg(m_busyText).arg(m_clock.elapsed() / 1000), false);
}

void QueryPanelStatus::setStatus(const QString &text, bool error)
{
    m_status->setText(text);
    m_status->setStyleSheet(error ? Theme::colorRule(Theme::of(this).error) : QString());
}

QString QueryPanelStatus::text() const
{
    return m_status->text();
}
