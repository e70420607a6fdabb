// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/message.h"

#include <QColor>
#include <QVector>

#include <QWidget>

struct Theme;

class QHBoxLayout;

/// The row of small badges in a message header for ADK / Agent Engine / Gemini event data: the
/// invocation (a colour per invocation, so the events of one invocation read as a group), branch,
/// candidate, streaming flags, finish reason, token usage, long-running calls and actions
/// (escalate, skip summarization, auth requested, state and artifact changes). Holds a copy of
/// the Message. Empty (hidden) for messages without event data. The painted rows use badges().
class EventBadges : public QWidget
{
    Q_OBJECT
public:
    /// `showCandidate`: the conversation has several candidates, so each message names its own.
    EventBadges(const Message &message, bool showCandidate, QWidget *parent = nullptr);

    /// One badge: its text, tooltip and colours (background invalid: none).
    struct Badge {
        QString text;
        QString toolTip;
        QColor background;
        QColor foreground;
    };
    /// The badges of `message` in the current language, in header order, in `theme`'s colours.
    static QVector<Badge> badges(const Message &message, bool showCandidate, const Theme &theme);

    /// The colour that marks invocation `id` (stable for an id; invalid for an empty id).
    static QColor invocationColor(const QString &id);
    /// The badges' texts in the current language (tests and accessibility).
    QStringList texts() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();

    Message m_message;
    bool m_showCandidate = false;
    QHBoxLayout *m_layout = nullptr;
};
