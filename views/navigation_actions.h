// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QObject>

class QAction;
class QMenu;
class QWidget;
class SelectionRelay;

/// The Go menu: back and forward, next and previous message, turn, conversation and citation.
/// Owns its actions (window-wide shortcuts, also with the menu bar hidden) and turns each step
/// into a place for the SelectionRelay; it never moves a pane itself.
class NavigationActions : public QObject
{
    Q_OBJECT
public:
    /// Adds the actions to `window` (their parent and shortcut context).
    NavigationActions(SelectionRelay *relay, QWidget *window);

    /// Fills `menu` (the Go menu) in menu order, with separators.
    void addTo(QMenu *menu) const;
    void retranslate();

    void nextMessage();
    void previousMessage();
    void nextConversation();
    void previousConversation();
    /// The first message of the next (previous) turn (Message::turn).
    void nextTurn();
    void previousTurn();
    /// The next (previous) cited segment of the open conversation, across messages.
    void nextCitation();
    void previousCitation();
    /// The next (previous) sentence of a grounded answer that no citation covers.
    void nextUncited();
    void previousUncited();

Q_SIGNALS:
    /// For the status bar, e.g. when there is no further citation.
    void statusMessage(const QString &text, int timeoutMs);

private:
    QAction *add(QList<QKeySequence> keys, void (NavigationActions::*step)());
    void stepTurn(int step);
    void stepCitation(int step);
    void stepUncited(int step);

    SelectionRelay *m_relay;
    QWidget *m_window;
    QAction *m_back = nullptr;
    QAction *m_forward = nullptr;
    QAction *m_nextMessage = nullptr;
    QAction *m_previousMessage = nullptr;
    QAction *m_nextTurn = nullptr;
    QAction *m_previousTurn = nullptr;
    QAction *m_nextConversation = nullptr;
    QAction *m_previousConversation = nullptr;
    QAction *m_nextCitation = nullptr;
    QAction *m_previousCitation = nullptr;
    QAction *m_nextUncited = nullptr;
    QAction *m_previousUncited = nullptr;
};
