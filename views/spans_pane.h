// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/conversation.h"

#include <QWidget>
#include <memory>

class QLabel;
class QTreeView;
class SpanTreeModel;

/// The bottom "trace" pane: the per-turn span trees of the open conversation with durations,
/// start times and attributes. Owns its model; shares the Conversation.
class SpansPane : public QWidget
{
    Q_OBJECT
public:
    explicit SpansPane(QWidget *parent = nullptr);

    void setConversation(std::shared_ptr<const Conversation> conversation);
    /// Selects the root span of turn `turn` (when the conversation has one).
    void selectTurn(int turn);
    QTreeView *view() const { return m_view; }
    SpanTreeModel *model() const { return m_model; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    QTreeView *m_view = nullptr;
    SpanTreeModel *m_model = nullptr;
    QLabel *m_empty = nullptr;
};
