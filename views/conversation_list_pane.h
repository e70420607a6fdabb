// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QWidget>

class ConversationListModel;
class Document;
class QComboBox;
class QLineEdit;
class QSortFilterProxyModel;
class QTreeView;

/// The left pane: a chooser of the open files (shown when more than one), a filter field and the
/// sortable conversation table of the chosen document. Emits the conversation's index in its
/// Document. Owns its model and proxy; does not own the documents.
class ConversationListPane : public QWidget
{
    Q_OBJECT
public:
    explicit ConversationListPane(QWidget *parent = nullptr);

    /// Replaces the list of open files shown in the chooser (display names), choosing `current`.
    void setFiles(const QStringList &names, int current);
    /// Shows the conversations of `document` (not owned; null clears).
    void setDocument(Document *document);
    /// Selects the conversation with index `conversation` in the document (source row).
    void selectConversation(int conversation);
    /// The document index of the selected conversation, -1 for none.
    int currentConversation() const;
    QTreeView *view() const { return m_view; }
    ConversationListModel *model() const { return m_model; }

Q_SIGNALS:
    void conversationSelected(int conversation);
    void fileChosen(int file);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    QComboBox *m_files = nullptr;
    QLineEdit *m_filter = nullptr;
    QTreeView *m_view = nullptr;
    ConversationListModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
};
