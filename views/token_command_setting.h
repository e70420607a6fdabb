// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QObject>
#include <QString>

/// The token command the window's live queries use unless a Query page has its own, as
/// Preferences sets it: saved as "network/tokenCommand" (TokenSource::defaultCommand(), `gcloud
/// auth print-access-token`, when unset). Only the command is saved, never a token. A page whose
/// field still holds the old default follows a new one (changed()). One instance per process.
class TokenCommandSetting : public QObject
{
    Q_OBJECT
public:
    static TokenCommandSetting *instance();

    static QString saved();
    /// False when `command` cannot be split into a program and its arguments (an open quote);
    /// empty is valid (the default).
    static bool isValid(const QString &command);
    /// Saves `command` (empty: back to TokenSource::defaultCommand()); false, with nothing
    /// saved, when it is not valid.
    bool set(const QString &command);

Q_SIGNALS:
    void changed(const QString &previous, const QString &current);

private:
    using QObject::QObject;
};
