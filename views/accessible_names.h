// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>

class QWidget;

/// Accessible names Qt does not derive by itself, in one place. Stateless.
class AccessibleNames
{
public:
    /// Makes each QLabel of a QFormLayout row under `root` the buddy of its field: unlike
    /// addRow(QString, …), QFormLayout's addRow(QWidget *, QWidget *) sets none, and Qt names a
    /// field after the label whose buddy it is (in the current language, read when asked) and
    /// focuses it by the label's mnemonic. Labels that already have a buddy keep it.
    static void linkFormLabels(QWidget *root);
    /// A label's or a check box's text as a name: without its mnemonic '&'s (and the "(&F)" that
    /// Japanese menus add) and a trailing colon ("&Token:" → "Token").
    static QString fromLabel(const QString &text);
};
