// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/conversation.h"
#include "json/state_timeline.h"

#include <QAbstractTableModel>
#include <memory>

/// The session state after one message of a conversation: one row per key (first-seen order),
/// its value, and what that message changed (old → new). Owns the StateTimeline it builds for the
/// conversation; shares the (immutable) Conversation. Filter rows with a proxy on ChangedHereRole.
class StateModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { KeyColumn, ValueColumn, ChangeColumn, ColumnCount };
    Q_ENUM(Column)

    enum Role {
        KeyRole = Qt::UserRole + 1, ///< QString: the state key as given ("user:lang")
        ValueJsonRole, ///< QString: the value after the message, compact JSON
        PreviousJsonRole, ///< QString: the value before the message when it changed here, else ""
        ChangeKindRole, ///< int: -1 not changed here, else StateChange::Kind
        ChangedHereRole, ///< bool: the selected message set this key
        LastChangedRole, ///< int: index of the last message at or before the selected one that set
                         ///< it
        ScopeRole, ///< QString: "app", "user", "temp" (ADK prefixes) or ""
    };
    Q_ENUM(Role)

    explicit StateModel(QObject *parent = nullptr);

    /// Shows `conversation` (null clears) at its first message. Resets the model.
    void setConversation(std::shared_ptr<const Conversation> conversation);
    /// Shows the state after message `index` (-1: before the first message). Resets the rows.
    void setMessage(int index);
    int message() const { return m_message; }
    const StateTimeline &timeline() const { return m_timeline; }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

public Q_SLOTS:
    /// Re-emits translated headers and change texts after a UI language change.
    void retranslate();

private:
    struct Row {
        StateEntry entry;
        const StateChange *change = nullptr; ///< into m_timeline; null when not changed here
    };
    void rebuildRows();

    std::shared_ptr<const Conversation> m_conversation;
    StateTimeline m_timeline;
    int m_message = -1;
    QVector<Row> m_rows;
};
