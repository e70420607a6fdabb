// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "items/conversation_filter_proxy_model.h"

#include <QWidget>

class ConversationListModel;
class Document;
class QAction;
class QCheckBox;
class QComboBox;
class QDateTimeEdit;
class QLabel;
class QLineEdit;
class QSpinBox;
class QToolButton;
class QTableView;

/// The left pane: a chooser of the open files (shown when more than one), a filter field (id,
/// title, agent) with a collapsible row of more criteria (start time range, turn counts), and the
/// conversation table of the chosen document, sortable by every column and, from the header's
/// context menu, by id or back to file order. Emits the conversation's index in its Document;
/// with two selected (Ctrl+click), its compare action asks for them side by side
/// (compareRequested). Owns its model, proxy and actions; does not own the documents.
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
    QTableView *view() const { return m_view; }
    ConversationListModel *model() const { return m_model; }
    ConversationFilterProxyModel *proxy() const { return m_proxy; }
    QLineEdit *filterField() const { return m_filter; }
    /// Shows or hides the row of more criteria (time range, turn counts).
    void setMoreFiltersVisible(bool visible);
    /// Sorts the list (the header shows it); FileOrder is the document's order.
    void sortBy(ConversationFilterProxyModel::SortKey key, Qt::SortOrder order);
    /// "Compare the Two Selected Conversations": enabled when two are selected.
    QAction *compareAction() const { return m_compare; }
    /// The document indices of the selected conversations, in the list's order.
    QVector<int> selectedConversations() const;

Q_SIGNALS:
    void conversationSelected(int conversation);
    void fileChosen(int file);
    /// Conversations `left` and `right` of the document shown, side by side.
    void compareRequested(int left, int right);

protected:
    void changeEvent(QEvent *event) override;

    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fitColumns();
    QWidget *createMoreFilters();
    void applyMoreFilters();
    void showHeaderMenu(const QPoint &pos);
    void showListMenu(const QPoint &pos);
    void retranslateUi();
    QComboBox *m_files = nullptr;
    QLineEdit *m_filter = nullptr;
    QToolButton *m_more = nullptr;
    QWidget *m_moreRow = nullptr;
    QCheckBox *m_fromCheck = nullptr;
    QDateTimeEdit *m_fromEdit = nullptr;
    QCheckBox *m_toCheck = nullptr;
    QDateTimeEdit *m_toEdit = nullptr;
    QLabel *m_turnsLabel = nullptr;
    QSpinBox *m_minTurns = nullptr;
    QSpinBox *m_maxTurns = nullptr;
    QTableView *m_view = nullptr;
    ConversationListModel *m_model = nullptr;
    ConversationFilterProxyModel *m_proxy = nullptr;
    QAction *m_compare = nullptr;
};
