// SPDX-License-Identifier: GPL-2.0-or-later
#include "token_command_setting.h"

#include "live/token_source.h"

#include <QCoreApplication>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace {

QString key()
{
    return u"network/tokenCommand"_s;
}

} // namespace

TokenCommandSetting *TokenCommandSetting::instance()
{
    static TokenCommandSetting *setting = new TokenCommandSetting(qApp);
    return setting;
}

QString TokenCommandSetting::saved()
{
    const QString command = QSettings().value(key()).toString().trimmed();
    return command.isEmpty() ? TokenSource::defaultCommand() : command;
}

bool TokenCommandSetting::isValid(const QString &command)
{
    const QString trimmed = command.trimmed();
    bool ok = true;
    return trimmed.isEmpty() || (!TokenSource::splitCommand(trimmed, &ok).isEmpty() && ok);
}

bool TokenCommandSetting::set(const QString &command)
{
    const QString trimmed = command.trimmed();
    if (!isValid(trimmed))
        return false;
    const QString previous = saved();
    QSettings s;
    if (trimmed.isEmpty() || trimmed == TokenSource::defaultCommand())
        s.remove(key());
    else
        s.setValue(key(), trimmed);
    const QString current = saved();
    if (current != previous)
        Q_EMIT changed(previous, current);
    return true;
}
