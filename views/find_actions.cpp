// SPDX-License-Identifier: GPL-2.0-or-later
#include "find_actions.h"

#include "find_bar.h"
#include "message_view.h"

#include <QAction>
#include <QMenu>
#include <QWidget>

using namespace Qt::StringLiterals;

namespace {

// The platform's bindings for `key` plus `extra` (F3 everywhere), each once.
QList<QKeySequence> shortcuts(QKeySequence::StandardKey key, const QKeySequence &extra)
{
    QList<QKeySequence> keys = QKeySequence::keyBindings(key);
    if (!keys.contains(extra))
        keys.prepend(extra);
    return keys;
}

} // namespace

FindActions::FindActions(MessageView *messages, QWidget *window)
    : QObject(window)
    , m_messages(messages)
{
    m_find = new QAction(window);
    m_find->setObjectName(u"findAction"_s);
    m_find->setShortcuts(shortcuts(QKeySequence::Find, QKeySequence(Qt::CTRL | Qt::Key_F)));
    connect(m_find, &QAction::triggered, m_messages->finder(), &MessageViewFind::openFind);
    m_findNext = new QAction(window);
    m_findNext->setObjectName(u"findNextAction"_s);
    m_findNext->setShortcuts(shortcuts(QKeySequence::FindNext, QKeySequence(Qt::Key_F3)));
    connect(m_findNext, &QAction::triggered, this, &FindActions::findNext);
    m_findPrevious = new QAction(window);
    m_findPrevious->setObjectName(u"findPreviousAction"_s);
    m_findPrevious->setShortcuts(
        shortcuts(QKeySequence::FindPrevious, QKeySequence(Qt::SHIFT | Qt::Key_F3)));
    connect(m_findPrevious, &QAction::triggered, this, &FindActions::findPrevious);
    for (QAction *action : {m_find, m_findNext, m_findPrevious}) {
        action->setShortcutContext(Qt::WindowShortcut);
        window->addAction(action); // works with the menu bar hidden too
    }
}

void FindActions::addTo(QMenu *menu) const
{
    menu->addAction(m_find);
    menu->addAction(m_findNext);
    menu->addAction(m_findPrevious);
}

void FindActions::retranslate()
{
    //: Edit menu: open the find bar under the messages
    m_find->setText(tr("&Find…"));
    //: Edit menu: go to the next match of the find bar's text
    m_findNext->setText(tr("Find &Next"));
    //: Edit menu: go to the previous match of the find bar's text
    m_findPrevious->setText(tr("Find &Previous"));
}

void FindActions::find(const QString &text)
{
    m_messages->finder()->openFind();
    m_messages->finder()->findBar()->setText(text);
}

void FindActions::findNext()
{
    FindBar *bar = m_messages->finder()->findBar();
    if (bar->isHidden()) {
        m_messages->finder()
            ->openFind(); // applies the text it had again, which shows a first match
        return;
    }
    bar->findNext();
}

void FindActions::findPrevious()
{
    FindBar *bar = m_messages->finder()->findBar();
    if (bar->isHidden()) {
        m_messages->finder()->openFind();
        return;
    }
    bar->findPrevious();
}
