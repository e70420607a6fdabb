// SPDX-License-Identifier: GPL-2.0-or-later
#include "time_zone_setting.h"

#include <QApplication>
#include <QDateTime>
#include <QEvent>
#include <QSettings>
#include <QWidget>

using namespace Qt::StringLiterals;

namespace {

QString key()
{
    return u"view/timeZone"_s;
}

} // namespace

DisplayTime::Zone TimeZoneSetting::saved()
{
    return QSettings().value(key()).toString() == u"utc"_s ? DisplayTime::Zone::Utc
                                                           : DisplayTime::Zone::Local;
}

void TimeZoneSetting::set(DisplayTime::Zone zone)
{
    QSettings().setValue(key(), zone == DisplayTime::Zone::Utc ? u"utc"_s : u"local"_s);
    if (zone == DisplayTime::zone())
        return;
    DisplayTime::setZone(zone);
    // Texts with times are made when painted or laid out: every widget writes them again.
    const QList<QWidget *> widgets = QApplication::allWidgets();
    for (QWidget *widget : widgets) {
        QEvent change(QEvent::LocaleChange);
        QCoreApplication::sendEvent(widget, &change);
        widget->update();
    }
}

void TimeZoneSetting::applySaved()
{
    DisplayTime::setZone(saved());
}

QString TimeZoneSetting::localOffsetText()
{
    const int seconds = QDateTime::currentDateTime().offsetFromUtc();
    const int minutes = qAbs(seconds) / 60;
    const QString sign = seconds < 0 ? u"−"_s : u"+"_s;
    return u"UTC"_s + sign
        + u"%1:%2"_s.arg(minutes / 60, 2, 10, QLatin1Char('0'))
              .arg(minutes % 60, 2, 10, QLatin1Char('0'));
}
