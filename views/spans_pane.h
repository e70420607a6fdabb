// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "items/span_link.h"
#include "transcript/conversation.h"

#include <QWidget>
#include <memory>

class QLabel;
class QPlainTextEdit;
class QSplitter;
class QTreeView;
class SpanTreeModel;

/// The bottom "trace" pane: the span trees of the open conversation (turn spans, trace files,
/// spans derived from event times, which it says) with durations, a waterfall time line and the
/// picked span's details (attributes, JSON payloads pretty-printed). Picking a span asks for its
/// event (spanPicked); a selected message highlights its spans (showMessage). Owns its model;
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
    /// Selects every span of the message `link` was made of (its event id, its call ids),
    /// keeping the current span when it is one of them; else the root of its turn. Emits nothing.
    void showMessage(const SpanLink &link);
    QTreeView *view() const { return m_view; }
    SpanTreeModel *model() const { return m_model; }
    /// The details shown for the current span (plain text).
    QString detailsText() const;
    /// Whether the pane says that its spans were derived from event times.
    bool showsDerivedNote() const;

Q_SIGNALS:
    /// The user picked a span (with the mouse or the keyboard): the messages can show its event,
    /// else its turn.
    void spanPicked(const SpanLink &link);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void showDetails(const QModelIndex &current);
    QTreeView *m_view = nullptr;
    SpanTreeModel *m_model = nullptr;
    QLabel *m_empty = nullptr;
    QLabel *m_derived = nullptr;
    QPlainTextEdit *m_details = nullptr;
    QSplitter *m_splitter = nullptr;
    bool m_selecting = false; ///< selectTurn() / showMessage() are moving the selection
};
