// SPDX-License-Identifier: GPL-2.0-or-later
#include "language_menu.h"

#include "language_manager.h"

#include <QActionGroup>
#include <QEvent>

using namespace Qt::StringLiterals;

LanguageMenu::LanguageMenu(QWidget *parent)
    : QMenu(parent)
    , m_group(new QActionGroup(this))
{
    setObjectName(u"languageMenu"_s);
    m_group->setExclusive(true);
    for (const QString &code : LanguageManager::availableLanguages()) {
        auto *action = new QAction(m_group);
        action->setCheckable(true);
        action->setData(code);
        connect(action, &QAction::triggered, this,
            [code] { LanguageManager::instance()->setLanguage(code); });
    }
    addActions(m_group->actions());
    refresh();
}

void LanguageMenu::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QMenu::changeEvent(event);
}

void LanguageMenu::refresh()
{
    const QString current = LanguageManager::instance()->language();
    for (QAction *action : m_group->actions()) {
        const QString code = action->data().toString();
        action->setText(LanguageManager::nativeName(code));
        action->setChecked(code == current);
    }
}
