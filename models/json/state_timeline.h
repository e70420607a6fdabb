// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/json_text.h"

#include <QString>
#include <QVector>

struct Conversation;

/// One key of the session state and its value (compact JSON text, keys as given).
struct StateEntry {
    QString key;
    JsonText value;
};

/// How one key of the session state changed at one message. A plain value.
struct StateChange {
    enum class Kind { Added, Changed, Unchanged };
    QString key;
    JsonText before; ///< null when the key did not exist before
    JsonText after;
    Kind kind = Kind::Added;
};

/// The session state rebuilt message by message (formats.md §1.3.4 and §1.4.5): CES
/// defaultVariables and updatedVariables chunks, ADK / Agent Engine `actions.stateDelta`, applied
/// in message order (a delta replaces whole top-level keys; ADK has no deletion, `null` is a
/// value). Built once per conversation by whoever shows or checks state; a plain value that keeps
/// only each message's changes and replays them on demand.
class StateTimeline
{
public:
    StateTimeline() = default;
    explicit StateTimeline(const Conversation &conversation);

    /// True when no message changes any state and no declared state exists.
    bool isEmpty() const;
    int messageCount() const { return int(m_changes.size()); }
    /// What message `index` changed, in the order its delta lists the keys (empty when nothing).
    const QVector<StateChange> &changesAt(int index) const;
    /// The state after message `index` (-1: before the first), keys in first-seen order.
    QVector<StateEntry> stateAfter(int index) const;
    /// The index of the last message at or before `index` that changed `key` (-1: none).
    int lastChangeOf(const QString &key, int index) const;
    /// Keys whose rebuilt final value differs from the conversation's declared state (ADK
    /// `session.state`; `temp:` keys are never persisted and are skipped): `before` is the
    /// rebuilt value (null when never set), `after` the declared one (null when not declared).
    /// Empty when there is no declared state.
    const QVector<StateChange> &declaredDifferences() const { return m_declaredDiff; }

private:
    QVector<QVector<StateChange>> m_changes; ///< per message
    QVector<StateChange> m_declaredDiff;
};
