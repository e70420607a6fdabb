// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "search/find_query.h"
#include "transcript/conversation.h"

#include <QWidget>
#include <memory>

class JsonTreeView;
class FindHighlightDelegate;
class QCheckBox;
class QLabel;
class QSortFilterProxyModel;
class QTreeView;
class StateModel;

/// The "State" pane: the session state after the selected message (ADK stateDelta, CES
/// variables), what that message changed (old → new), its artifact changes, and where the rebuilt
/// state disagrees with the state the session declares. Owns its model and proxy; shares the
/// Conversation.
class StatePane : public QWidget
{
    Q_OBJECT
public:
    explicit StatePane(QWidget *parent = nullptr);

    void setConversation(std::shared_ptr<const Conversation> conversation);
    /// Shows the state after message `index` of the open conversation.
    void setMessage(int index);
    /// Only the keys the selected message changed (default off: the whole state).
    void setOnlyChanged(bool only);
    /// Find: highlights `query` in the keys and values of the state and in the value tree.
    void setFindQuery(const FindQuery &query);
    JsonTreeView *valueView() const { return m_value; }
    QTreeView *view() const { return m_view; }
    StateModel *model() const { return m_model; }
    QSortFilterProxyModel *proxy() const { return m_proxy; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void showSelectedValue();

    std::shared_ptr<const Conversation> m_conversation;
    StateModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QLabel *m_title = nullptr;
    QCheckBox *m_onlyChanged = nullptr;
    QTreeView *m_view = nullptr;
    QLabel *m_artifacts = nullptr;
    QLabel *m_declared = nullptr;
    JsonTreeView *m_value = nullptr;
    QLabel *m_empty = nullptr;
    FindQuery m_findQuery;
    FindHighlightDelegate *m_tint = nullptr;
};
