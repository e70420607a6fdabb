// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QAction>
#include <QString>

/// A checkable action whose state is remembered in QSettings under a key: checked as it was
/// when created, saved at each toggle (View ▸ Show Uncited Sentences). Owned by its parent.
class RememberedAction : public QAction
{
    Q_OBJECT
public:
    RememberedAction(const QString &settingsKey, bool byDefault, QObject *parent);
};
