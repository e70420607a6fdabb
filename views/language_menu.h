// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QMenu>

class QActionGroup;

/// The Language menu: one checkable entry per LanguageManager::availableLanguages(), named in
/// its own language, the current one checked; choosing one switches (and saves) the UI
/// language. Owns its actions; its owner sets the title.
class LanguageMenu : public QMenu
{
    Q_OBJECT
public:
    explicit LanguageMenu(QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();

    QActionGroup *m_group;
};
