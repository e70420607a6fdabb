// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/conversation.h"

#include <QWidget>
#include <memory>

class QLabel;
class QTreeView;
class SpanTreeModel;

/// The bottom "trace" pane: the per-turn span trees of the open conversation with durations,
/// start times and attributes; picking a span asks for its turn (turnPicked). Owns its model;
/// shares the Conversation.
class SpansPane : public QWidget
{
    Q_OBJECT
public:
    explicit SpansPane(QWidget *parent = nullptr);

    void setConversation(std::shared_ptr<const Conversation> conversation);
    /// Selects the root span of turn `turn` (when the conversation has one), unless a span of
    /// that turn is already selected. Emits nothing.
    void selectTurn(int turn);
    QTreeView *view() const { return m_view; }
    SpanTreeModel *model() const { return m_model; }

Q_SIGNALS:
    /// The user picked a span of turn `turn` (with the mouse or the keyboard): the messages
    /// can show that turn.
    void turnPicked(int turn);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    QTreeView *m_view = nullptr;
    SpanTreeModel *m_model = nullptr;
    QLabel *m_empty = nullptr;
    bool m_selecting = false; ///< selectTurn() is moving the selection
};
