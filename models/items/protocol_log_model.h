// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "live/mcp_log_record.h"

#include <QAbstractTableModel>
#include <QVector>

/// The protocol log of the live query panel as a table: one row per McpLogRecord (time,
/// direction, method, status, size, duration), oldest first. Keeps copies of the records, masks
/// credential headers again on the way in (and any secret the caller names), and drops the
/// oldest rows past a limit. Owned by the panel.
class ProtocolLogModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        TimeColumn,
        DirectionColumn,
        MethodColumn,
        StatusColumn,
        SizeColumn,
        DurationColumn,
        ColumnCount
    };
    Q_ENUM(Column)

    enum Role {
        DirectionRole = Qt::UserRole + 1, ///< int: McpLogRecord::Direction (0 sent, 1 received)
        OperationRole, ///< int: the client operation
        ExchangeRole, ///< int: pairs a request with its response
        HttpStatusRole, ///< int: HTTP status (0 for requests and failed connections)
        RpcMethodRole, ///< QString: JSON-RPC method ("tools/call"), may be empty
        BodySizeRole, ///< qint64: body bytes
        ElapsedRole, ///< qint64: ms from request to response; -1 for requests
        IsFailureRole, ///< bool: a failed exchange or an HTTP status outside 2xx
        RecordTextRole, ///< QString: McpLogRecord::toText() (what Copy copies)
        DetailTextRole, ///< QString: detailText(): headers and the pretty-printed body
    };
    Q_ENUM(Role)

    explicit ProtocolLogModel(QObject *parent = nullptr);

    /// Appends a record. Credential headers are masked again, and every occurrence of `secret`
    /// (the current token, if the caller has one) in the URL, headers, body and error becomes
    /// "***"; the secret itself is not kept.
    void append(const McpLogRecord &record, const QString &secret = QString());
    void clear();
    /// Rows beyond this are dropped, oldest first (default 5000).
    void setMaxRecords(int max);
    int maxRecords() const { return m_max; }
    const McpLogRecord &record(int row) const { return m_records.at(row); }
    int count() const { return int(m_records.size()); }

    /// Every record as text (McpLogRecord::toText()), separated by blank lines.
    QString allText() const;
    /// One record for the details view: the request or status line, the headers, a blank line
    /// and the body with JSON (and SSE `data:` JSON) indented.
    static QString detailText(const McpLogRecord &record);
    /// `body` with JSON indented (key order kept); SSE `data:` lines that hold JSON likewise.
    static QString prettyBody(const QByteArray &body);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

public Q_SLOTS:
    /// Re-emits the headers and texts after a UI language change.
    void retranslate();

private:
    QString displayText(const McpLogRecord &record, int column) const;
    QString toolTip(const McpLogRecord &record, int column) const;

    QVector<McpLogRecord> m_records;
    int m_max = 5000;
};
