// SPDX-License-Identifier: GPL-2.0-or-later
#include "adk_session_list.h"

#include "live/adk_client.h"

#include <QEvent>
#include <QHeaderView>
#include <QLocale>

using namespace Qt::StringLiterals;

AdkSessionList::AdkSessionList(QWidget *parent)
    : QTreeWidget(parent)
{
    setObjectName(u"adkSessions"_s);
    setRootIsDecorated(false);
    setColumnCount(2);
    header()->setSectionResizeMode(0, QHeaderView::Stretch);
    setMinimumHeight(fontMetrics().lineSpacing() * 6);
    retranslate();
}

void AdkSessionList::setSessions(const QVector<AdkSessionInfo> &sessions)
{
    const QString selected = selectedId();
    clear();
    for (const AdkSessionInfo &s : sessions) {
        auto *item = new QTreeWidgetItem(this);
        item->setText(0, s.id);
        if (s.lastUpdate.valid)
            item->setText(
                1, QLocale().toString(s.lastUpdate.toLocalDateTime(), QLocale::ShortFormat));
        if (s.id == selected)
            setCurrentItem(item);
    }
}

QString AdkSessionList::selectedId() const
{
    const QTreeWidgetItem *item = currentItem();
    return item && item->isSelected() ? item->text(0) : QString();
}

void AdkSessionList::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QTreeWidget::changeEvent(event);
}

void AdkSessionList::retranslate()
{
    //: ADK page: column headers of the session list (the session id, its last update time)
    setHeaderLabels({tr("Session"), tr("Last update")});
}
