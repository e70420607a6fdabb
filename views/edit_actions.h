// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QObject>
#include <QVector>

struct Message;
class MessageView;
class QAction;
class QMenu;
class SelectionRelay;

/// Edit ▸ Copy, Copy as Markdown, Copy as JSON, Select All and Preferences… (PreferencesDialog,
/// whose applied() it passes on). Copy and Select All act on the
/// widget with the keyboard focus (a text field, a list, table or tree, the messages); in the
/// messages, Copy takes the selected text, else the selected card, else the selected message as
/// Markdown (several selected messages: all of them). Copy as JSON copies the selected message
/// as the JSON export writes it (several: a JSON array of them). Reads the
/// open conversation through SelectionRelay; owns its actions; owned by the main window.
class EditActions : public QObject
{
    Q_OBJECT
public:
    EditActions(MessageView *messages, SelectionRelay *selection, QWidget *window);

    /// Copy, Copy as Markdown, Copy as JSON, Select All (Preferences… goes at the menu's end).
    void addTo(QMenu *menu) const;
    QAction *preferencesAction() const { return m_preferences; }
    void retranslate();

    /// What each action would put on the clipboard now (empty: nothing).
    QString copyText() const;
    QString markdownText() const;
    QString jsonText() const;

Q_SIGNALS:
    /// Preferences were saved and applied: the message font may have changed.
    void preferencesApplied();

private:
    /// The focused widget when it is the message view or inside it, else null.
    bool messagesFocused() const;
    /// The messages selected in the open conversation (they live as long as it is open).
    QVector<const Message *> selectedMessages() const;
    void selectAll();
    static void toClipboard(const QString &text);

    MessageView *m_messages;
    SelectionRelay *m_selection;
    QAction *m_copy;
    QAction *m_copyMarkdown;
    QAction *m_copyJson;
    QAction *m_selectAll;
    QAction *m_preferences;
};
