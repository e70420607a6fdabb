// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "cancellable_threads.h"
#include "export/citation_row.h"
#include "transcript/conversation.h"

#include <QAbstractTableModel>
#include <memory>

/// The citations overview of one conversation as a table: every cited segment of every message
/// and every sentence of a grounded answer that no segment cites (CitationRows), one row each,
/// with its message, author, text, sources, status, the message's coverage and the flags. Rows of
/// a large conversation are built on a worker thread (rowsReady tells when they are there).
/// Shares the conversation; owns its rows and its worker (joined on destruction). Translates in
/// data(), so a language switch needs only retranslate().
class CitationOverviewModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        MessageColumn,
        AuthorColumn,
        TextColumn,
        SourcesColumn,
        StatusColumn,
        CoverageColumn,
        FlagsColumn,
        ColumnCount
    };
    Q_ENUM(Column)
    enum Role {
        KindRole = Qt::UserRole + 1, ///< int: CitationRow::Kind
        MessageRole, ///< int: index into Conversation::messages
        SegmentRole, ///< int: index into Grounding::citations, -1 for an uncited sentence
        ChunkRole, ///< int: index into Message::chunks, -1 when it has no place
        FlagsRole, ///< int: CitationFlags
        StatusIdRole, ///< QString: citationStatusId, empty for an uncited sentence
        CoverageRole, ///< double 0 to 1: the message's cited share, or invalid
        FullTextRole, ///< QString: the text as it is (Display shows it on one line)
        SortRole, ///< the column's value to sort by: a number for numbers, else the text
    };
    Q_ENUM(Role)

    explicit CitationOverviewModel(QObject *parent = nullptr);
    ~CitationOverviewModel() override;

    /// Conversations whose rows cost at least this much (CitationRows::cost) are built on a
    /// worker thread.
    static constexpr qsizetype kWorkerFrom = 200000;

    /// Shows conversation `index` of its document (null: none). The same conversation again
    /// changes nothing. Small ones are built at once; large ones show no rows until the worker
    /// is done.
    void setConversation(int index, std::shared_ptr<const Conversation> conversation);
    int conversationIndex() const { return m_index; }
    std::shared_ptr<const Conversation> conversation() const { return m_conversation; }
    /// Tests: the cost from which the worker builds the rows (default kWorkerFrom).
    void setWorkerThreshold(qsizetype cost) { m_workerFrom = cost; }
    /// Whether a worker is building the rows of the shown conversation.
    bool isBuilding() const { return m_building; }

    const QVector<CitationRow> &rows() const { return m_rows; }
    /// The row `row`, null when out of range.
    const CitationRow *row(int row) const;
    /// The translated label of a flag ("missing source", ...).
    static QString flagText(CitationFlag flag);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

public Q_SLOTS:
    /// Re-emits every text after a language change.
    void retranslate();

Q_SIGNALS:
    /// The rows of the shown conversation are all there (at once, or from the worker).
    void rowsReady();

private:
    void setRows(QVector<CitationRow> rows);
    QVariant display(const CitationRow &row, int column) const;
    QVariant sortValue(const CitationRow &row, int column) const;

    int m_index = -1;
    std::shared_ptr<const Conversation> m_conversation;
    QVector<CitationRow> m_rows;
    qsizetype m_workerFrom = kWorkerFrom;
    bool m_building = false;
    quint64 m_generation = 0;
    CancellableThreads m_workers; ///< last member: its threads go first
};
