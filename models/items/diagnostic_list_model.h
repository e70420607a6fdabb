// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/conversation.h"

#include <QAbstractTableModel>
#include <QVector>
#include <memory>

/// The problems of a document and of its open conversation as a table (severity, message,
/// location). Shares the document's list and the conversation (a row is only where its
/// diagnostic is: 8 bytes, so a hostile file's 400,000 problems are listed in milliseconds) and
/// translates them in data(), so a language switch only needs retranslate(). Rows that belong to
/// a message carry its index in MessageIndexRole.
class DiagnosticListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { SeverityColumn, MessageColumn, LocationColumn, ColumnCount };
    Q_ENUM(Column)

    enum Role {
        SeverityRole = Qt::UserRole + 1, ///< int: Severity (0 info, 1 warning, 2 error)
        SeverityIdRole, ///< QString: "info", "warning", "error" (not translated)
        LocationRole, ///< QString: SourceLocation::toString()
        MessageIndexRole, ///< int: the message the problem belongs to, -1 for none
        EnglishTextRole, ///< QString: the message in English
    };
    Q_ENUM(Role)

    explicit DiagnosticListModel(QObject *parent = nullptr);

    /// Shows `documentProblems`, then the conversation's own problems and those of its messages
    /// (`conversation` may be null). Resets the model.
    void setDiagnostics(
        const Diagnostics &documentProblems, std::shared_ptr<const Conversation> conversation);
    const Diagnostic *diagnosticAt(int row) const;
    /// The translated name of a severity ("Warning").
    static QString severityText(Severity severity);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

public Q_SLOTS:
    /// Re-emits the headers and every text after a language change.
    void retranslate();

private:
    /// The text of a cell as shown (DisplayRole) or, unescaped, as its tooltip says it.
    QString text(const QModelIndex &index, int role) const;
    /// Where a row's diagnostic is: the document's list, the conversation's own, or message
    /// `source`'s.
    struct Row {
        static constexpr int kDocument = -2;
        static constexpr int kConversation = -1;
        int source = kDocument;
        int index = 0;
    };
    const Diagnostic &diagnostic(const Row &row) const;
    Diagnostics m_document; ///< shared with the caller's list
    std::shared_ptr<const Conversation> m_conversation;
    QVector<Row> m_rows;
};
