// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chunk_ref.h"
#include "transcript/conversation.h"

#include <QWidget>
#include <memory>

class QTreeWidget;
class QTreeWidgetItem;

/// The problems list: every diagnostic of the document, of the open conversation and of its
/// messages, with severity and location; double-clicking one that belongs to a message emits
/// messageActivated. Keeps copies of the diagnostics to translate them again on a language switch.
class ProblemsPane : public QWidget
{
    Q_OBJECT
public:
    explicit ProblemsPane(QWidget *parent = nullptr);

    /// Shows `documentProblems` and the problems of `conversation` (may be null), which is the
    /// `conversationIndex`-th of the document.
    void setProblems(const Diagnostics &documentProblems, int conversationIndex,
        std::shared_ptr<const Conversation> conversation);
    int count() const;
    QTreeWidget *view() const { return m_tree; }

Q_SIGNALS:
    void messageActivated(ChunkRef ref);

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    void add(const Diagnostic &d, int message);
    QTreeWidget *m_tree = nullptr;
    Diagnostics m_documentProblems;
    int m_conversationIndex = -1;
    std::shared_ptr<const Conversation> m_conversation;
};
