// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chunk_ref.h"
#include "open_place.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>

class ComparisonWindow;
class QAction;
class Document;
struct Conversation;

/// File ▸ Compare With…: its action asks for a file (and, when it holds several, which
/// conversation), reads it in a Document of its own, and shows the conversation open in the
/// window beside it in the ComparisonWindow. Owned by the main window; owns the action, the other
/// file's Document and the comparison window.
class CompareWith : public QObject
{
    Q_OBJECT
public:
    /// `parentWidget` parents the dialogs and the comparison window; `left` says what the
    /// window shows when the action is triggered.
    CompareWith(QWidget *parentWidget, std::function<OpenPlace()> left);
    ~CompareWith() override;

    /// File ▸ Compare With… (Ctrl+Shift+M).
    QAction *action() const { return m_action; }
    void retranslate();

    /// Asks for the other file and compares the open conversation with one of its own.
    void chooseAndCompare();
    /// Compares the open conversation with conversation `index` of `path` (-1: ask when there
    /// are several).
    void compareWithFile(const QString &path, int index = -1);
    /// Compares two conversations already read (two selected in the conversation list):
    /// `left` is the window's, `right` any other.
    void compareTwo(const OpenPlace &left, const OpenPlace &right);

    /// Tests answer the dialogs: the file to open (empty: cancelled), and the conversation of
    /// `count` to compare with (-1: cancelled).
    void setFileChooser(std::function<QString()> chooser) { m_chooseFile = std::move(chooser); }
    void setConversationChooser(std::function<int(int count)> chooser)
    {
        m_chooseConversation = std::move(chooser);
    }
    /// The name of conversation `index` of the file named `fileName` in the comparison.
    static QString titleOf(const QString &fileName, int index);
    /// The comparison window (null before the first comparison).
    ComparisonWindow *window() const;

Q_SIGNALS:
    /// Something went wrong, in words (for the status bar).
    void problem(const QString &text);
    /// A turn of the window's conversation was activated in the comparison.
    void turnActivated(const ChunkRef &where);

private:
    void loaded();
    void conversationRead(int index);
    void show(std::shared_ptr<const Conversation> right, const QString &rightTitle);

    QWidget *m_parentWidget;
    std::function<OpenPlace()> m_leftSource;
    QAction *m_action;
    std::unique_ptr<Document> m_document;
    OpenPlace m_left;
    int m_index = -1;
    QPointer<ComparisonWindow> m_window;
    std::function<QString()> m_chooseFile;
    std::function<int(int)> m_chooseConversation;
};
