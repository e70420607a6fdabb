// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QAbstractTableModel>
#include <QPointer>

class Document;
struct ConversationSummary;

/// Table of the conversations of one Document (title, start, messages, turns, agent), fed by the
/// document's summaries as indexing finds them. Does not own the Document.
class ConversationListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { TitleColumn, StartColumn, MessagesColumn, TurnsColumn, AgentColumn, ColumnCount };
    Q_ENUM(Column)

    enum Role {
        IdRole = Qt::UserRole + 1, ///< QString: resource name or session id
        TitleRole, ///< QString: title as the summary gives it (may be empty)
        StartRole, ///< QDateTime (local time), invalid when unknown
        MessageCountRole, ///< int, -1 until known
        TurnCountRole, ///< int, -1 until known
        AgentRole, ///< QString: entry agent / app as given
        ConversationIndexRole, ///< int: index in the Document (stable through proxies)
        SortRole, ///< a value per column that sorts naturally
        PartRole, ///< int: the 0-based part of a conversation shown in parts; -1 when whole
    };
    Q_ENUM(Role)

    explicit ConversationListModel(QObject *parent = nullptr);

    /// Shows the conversations of `document` (not owned; null clears). Resets the model.
    void setDocument(Document *document);
    Document *document() const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    /// The text of the title column: the conversation's title, its id's last segment or
    /// "Conversation 3"; for a part of a conversation shown in parts, the part's name ("Part 12 ·
    /// events 11,000–11,999 · 10:02–10:05").
    QString displayTitle(int row) const;

public Q_SLOTS:
    /// Re-emits headers and display data after a UI language or locale change.
    void retranslate();

private:
    QString conversationName(int row, const ConversationSummary &s) const;
    QString partName(const ConversationSummary &s) const;
    void onConversationsAdded(int first, int count);
    void onConversationChanged(int index);

    QPointer<Document> m_document;
    int m_rows = 0; ///< rows announced to views (the document may already know more)
};
