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
/// a message carry its index in MessageIndexRole. It filters by severity and sorts by itself, on
/// those 8-byte rows: a QSortFilterProxyModel over 400,000 rows took the GUI thread 30 ms at
/// every reset.
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
    /// Lists only the problems at least this serious (Info: all of them), in the current order.
    void setMinimumSeverity(Severity minimum);
    Severity minimumSeverity() const { return m_minimum; }
    /// Every problem, whatever the minimum severity.
    int totalCount() const { return int(m_all.size()); }
    /// Orders the rows: by severity, by the problem's text as shown (ignoring case), or by
    /// location (the document's, the conversation's, then each message's, by place); ties and
    /// column -1 keep the order they were found in. Selections and the current row follow their
    /// rows. The order holds for later setDiagnostics() and setMinimumSeverity() calls.
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
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
    /// m_rows from m_all: the rows at m_minimum or above, in the chosen order.
    void listRows();
    /// Sorts `rows` (found order first) by the chosen column and order.
    void sortRows(QVector<Row> &rows) const;
    Diagnostics m_document; ///< shared with the caller's list
    std::shared_ptr<const Conversation> m_conversation;
    QVector<Row> m_all; ///< every problem, as found
    QVector<Row> m_rows; ///< those listed
    Severity m_minimum = Severity::Info;
    int m_sortColumn = -1;
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
};
