// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "live/mcp_log_record.h"

#include <QAbstractTableModel>
#include <QVector>

/// The protocol log of the live query panel as a table: one row per McpLogRecord (time,
/// direction, method, status, size, duration), oldest first. Keeps copies of the records, masks
/// credential headers again on the way in (and any secret the caller names), and stays bounded:
/// at most maxRecords() rows (the oldest rows go first) and at most maxBodyBytes() of bodies in
/// all (the oldest bodies go first; their rows stay and say that the body was dropped). Owned by
/// the panel.
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
        BodySizeRole, ///< qint64: body bytes as sent or received (also when dropped)
        BodyDroppedRole, ///< bool: the body was dropped to keep the log small
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
    /// The most body bytes kept in all: past it the oldest bodies are dropped (default
    /// kDefaultMaxBodyBytes, twice the client's response size cap, so the newest full-size
    /// response and its request always stay).
    void setMaxBodyBytes(qint64 max);
    qint64 maxBodyBytes() const { return m_maxBodyBytes; }
    /// The body bytes kept now.
    qint64 bodyBytes() const { return m_bodyBytes; }
    static constexpr qint64 kDefaultMaxBodyBytes = 64 * 1024 * 1024;
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
    void dropOldestRows(int count);
    void dropOldestBodies();

    QVector<McpLogRecord> m_records;
    int m_max = 5000;
    qint64 m_maxBodyBytes = kDefaultMaxBodyBytes;
    qint64 m_bodyBytes = 0; ///< sum of the kept bodies' sizes
};
