// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/conversation.h"

#include <QAbstractListModel>
#include <memory>

/// One row per message of a conversation, with typed roles for delegates and panes. Shares
/// ownership of the (immutable) Conversation it shows.
class MessageListModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role {
        RoleRole = Qt::UserRole + 1, ///< QString: role as in the source ("user", "agent", ...)
        AuthorRole, ///< QString: author, may be empty
        TimeRole, ///< QDateTime in local time, invalid when unknown
        TimeTextRole, ///< QString: time formatted with the current locale
        ChunkCountRole, ///< int
        ChunkKindsRole, ///< QStringList of chunk kind ids ("text", "toolCall", ...)
        MessageIndexRole, ///< int: index in Conversation::messages
        MessageIdRole, ///< QString
        DiagnosticsRole, ///< QStringList: the message's diagnostics, translated
        DiagnosticCountRole, ///< int
        MaxSeverityRole, ///< int: -1 none, else Severity as int
        TurnRole, ///< int, -1 when the format has no turns
        HasErrorRole, ///< bool: an error chunk, a tool error or an error diagnostic
        SummaryRole, ///< QString: one line of the first text, or the chunk kinds
        JsonPathRole, ///< QString
    };
    Q_ENUM(Role)

    explicit MessageListModel(QObject *parent = nullptr);

    /// Shows `conversation` (null clears). When the new value has the same id and extends the
    /// old one (a growing live conversation), the new messages are inserted, else the model resets.
    void setConversation(std::shared_ptr<const Conversation> conversation);
    std::shared_ptr<const Conversation> conversation() const { return m_conversation; }
    /// The message at `row`, or null.
    const Message *message(int row) const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    /// The role shown for display: "User", "Agent", ... (translated); unknown roles as given.
    static QString displayRole(const QString &role);
    /// The role to show for `message`: its source role, except that a message with role "user"
    /// written by an agent (ADK function responses travel as role "user", formats.md §1.4.5)
    /// shows as "tool".
    static QString shownRole(const Message &message);

public Q_SLOTS:
    /// Re-emits display data after a UI language or locale change.
    void retranslate();

private:
    std::shared_ptr<const Conversation> m_conversation;
};
