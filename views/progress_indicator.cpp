// SPDX-License-Identifier: GPL-2.0-or-later
#include "progress_indicator.h"

#include <QHBoxLayout>
#include <QProgressBar>
#include <QToolButton>

using namespace Qt::StringLiterals;

ProgressIndicator::ProgressIndicator(const QString &name, QWidget *parent)
    : QWidget(parent)
    , m_bar(new QProgressBar(this))
    , m_cancel(new QToolButton(this))
{
    setObjectName(name + u"Progress"_s);
    QString buttonName = name;
    if (!buttonName.isEmpty())
        buttonName[0] = buttonName.at(0).toUpper();
    m_cancel->setObjectName(u"cancel"_s + buttonName);
    m_bar->setRange(0, 1000);
    m_bar->setMaximumWidth(180);
    m_bar->setTextVisible(false);
    m_cancel->setAutoRaise(true);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_bar);
    layout->addWidget(m_cancel);
    hide();
    connect(m_cancel, &QToolButton::clicked, this, [this] {
        hide();
        Q_EMIT cancelRequested();
    });
}

void ProgressIndicator::setCancelText(const QString &text, const QString &toolTip)
{
    m_cancel->setText(text);
    m_cancel->setToolTip(toolTip);
}

void ProgressIndicator::setProgress(qint64 done, qint64 total)
{
    m_bar->setValue(total > 0 ? int(done * 1000 / total) : 0);
    show();
}

void ProgressIndicator::finish()
{
    hide();
}
