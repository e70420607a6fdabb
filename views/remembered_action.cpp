// SPDX-License-Identifier: GPL-2.0-or-later
#include "remembered_action.h"

#include <QSettings>

RememberedAction::RememberedAction(const QString &settingsKey, bool byDefault, QObject *parent)
    : QAction(parent)
{
    setCheckable(true);
    setChecked(QSettings().value(settingsKey, byDefault).toBool());
    connect(this, &QAction::toggled, this,
        [settingsKey](bool on) { QSettings().setValue(settingsKey, on); });
}
