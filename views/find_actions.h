// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QObject>

class MessageView;
class QAction;
class QMenu;
class QWidget;

/// Edit ▸ Find, Find Next and Find Previous (Ctrl+F, F3, Shift+F3): the find bar under the
/// messages, opened when hidden. Owns its actions; the bar itself goes on to another
/// conversation when the file-wide results say there are more matches.
class FindActions : public QObject
{
    Q_OBJECT
public:
    /// Adds the actions to `window` (their parent and shortcut context).
    FindActions(MessageView *messages, QWidget *window);

    void addTo(QMenu *menu) const;
    void retranslate();

    /// Opens the find bar with `text` and searches the open conversation for it.
    void find(const QString &text);
    void findNext();
    void findPrevious();

private:
    MessageView *m_messages;
    QAction *m_find = nullptr;
    QAction *m_findNext = nullptr;
    QAction *m_findPrevious = nullptr;
};
