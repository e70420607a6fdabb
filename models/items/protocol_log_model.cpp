// SPDX-License-Identifier: GPL-2.0-or-later
#include "protocol_log_model.h"

#include "plain_tool_tip.h"
#include "transcript/display_time.h"

#include "live/mcp_protocol.h"
#include "plain_tool_tip.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace {

QByteArray maskBytes(const QByteArray &text, const QString &secret)
{
    return mcplog::maskSecret(text, secret.toUtf8());
}

bool isFailure(const McpLogRecord &r)
{
    if (r.direction == McpLogRecord::Direction::Sent)
        return false;
    return !r.error.isEmpty() || r.status == 0 || r.status < 200 || r.status >= 300;
}

} // namespace

ProtocolLogModel::ProtocolLogModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void ProtocolLogModel::append(const McpLogRecord &record, const QString &secret)
{
    McpLogRecord r = record;
    r.headers = mcplog::maskHeaders(r.headers);
    if (!secret.isEmpty()) {
        r.url = QUrl(mcplog::maskSecret(r.url.toString(), secret));
        for (McpHeader &h : r.headers)
            h.second = maskBytes(h.second, secret);
        r.body = maskBytes(r.body, secret);
        r.error = mcplog::maskSecret(r.error, secret);
    }
    r.droppedBodyBytes = 0;
    dropOldestRows(int(m_records.size()) + 1 - m_max);
    const int row = int(m_records.size());
    beginInsertRows(QModelIndex(), row, row);
    m_records.append(r);
    m_bodyBytes += r.body.size();
    endInsertRows();
    dropOldestBodies();
}

void ProtocolLogModel::clear()
{
    if (m_records.isEmpty())
        return;
    beginResetModel();
    m_records.clear();
    m_bodyBytes = 0;
    endResetModel();
}

void ProtocolLogModel::setMaxRecords(int max)
{
    m_max = qMax(1, max);
    dropOldestRows(int(m_records.size()) - m_max);
}

void ProtocolLogModel::setMaxBodyBytes(qint64 max)
{
    m_maxBodyBytes = qMax<qint64>(0, max);
    dropOldestBodies();
}

void ProtocolLogModel::dropOldestRows(int count)
{
    if (count <= 0)
        return;
    beginRemoveRows(QModelIndex(), 0, count - 1);
    for (int i = 0; i < count; ++i)
        m_bodyBytes -= m_records.at(i).body.size();
    m_records.remove(0, count);
    endRemoveRows();
}

// Oldest first, the newest record too when it alone is over the budget: the bound holds.
void ProtocolLogModel::dropOldestBodies()
{
    for (int row = 0; row < m_records.size() && m_bodyBytes > m_maxBodyBytes; ++row) {
        McpLogRecord &r = m_records[row];
        if (r.body.isEmpty())
            continue;
        m_bodyBytes -= r.body.size();
        r.droppedBodyBytes = r.body.size();
        r.body = QByteArray(); // frees it (the record's copy was the log's own)
        r.bodyTruncated = false;
        Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
    }
}

QString ProtocolLogModel::allText() const
{
    QStringList parts;
    parts.reserve(m_records.size());
    for (const McpLogRecord &r : m_records)
        parts.append(r.toText());
    return parts.join(u"\n\n"_s);
}

QString ProtocolLogModel::prettyBody(const QByteArray &body)
{
    const QByteArray trimmed = body.trimmed();
    if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
        const QByteArray indented = mcp::indentJson(trimmed);
        if (indented != trimmed)
            return QString::fromUtf8(indented);
    }
    // An SSE stream: indent the JSON of each data: line, keep the rest.
    if (!body.contains("data:"))
        return QString::fromUtf8(body);
    QByteArray normalised = body;
    normalised.replace("\r\n", "\n");
    normalised.replace('\r', '\n');
    QStringList lines;
    for (const QByteArray &line : normalised.split('\n')) {
        if (line.startsWith("data:")) {
            const QByteArray data = line.mid(5).trimmed();
            const QByteArray indented = mcp::indentJson(data);
            if (indented != data) {
                lines.append(u"data: "_s + QString::fromUtf8(indented));
                continue;
            }
        }
        lines.append(QString::fromUtf8(line));
    }
    return lines.join(u'\n');
}

QString ProtocolLogModel::detailText(const McpLogRecord &record)
{
    McpLogRecord head = record;
    head.body.clear();
    head.bodyTruncated = false;
    QString out = head.toText();
    out += prettyBody(record.body);
    if (record.bodyTruncated)
        out += u"\n…"_s;
    out += record.droppedBodyText();
    return out;
}

int ProtocolLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_records.size());
}

int ProtocolLogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString ProtocolLogModel::displayText(const McpLogRecord &r, int column) const
{
    const bool sent = r.direction == McpLogRecord::Direction::Sent;
    switch (column) {
    case TimeColumn:
        return r.time.isValid() ? DisplayTime::of(r.time).toString(u"HH:mm:ss"_s) : QString();
    case DirectionColumn:
        return sent ? u"→"_s : u"←"_s; // the words are in the tool tip
    case MethodColumn:
        return r.rpcMethod.isEmpty() ? r.httpMethod : r.rpcMethod;
    case StatusColumn:
        if (sent)
            return QString();
        if (!r.error.isEmpty() && r.status == 0)
            //: protocol log status column: the exchange failed without an HTTP status
            return tr("failed");
        return QString::number(r.status);
    case SizeColumn: {
        const QString size = QLocale().formattedDataSize(
            r.droppedBodyBytes > 0 ? r.droppedBodyBytes : r.body.size(), 1,
            QLocale::DataSizeTraditionalFormat);
        //: protocol log size column: the body (%1, e.g. "1.5 MB") was dropped to keep the log
        //: small
        return r.droppedBodyBytes > 0 ? tr("%1 (dropped)").arg(size) : size;
    }
    case DurationColumn:
        //: protocol log: duration of an exchange in milliseconds
        return r.elapsedMs >= 0 ? tr("%1 ms").arg(r.elapsedMs) : QString();
    default:
        return QString();
    }
}

QString ProtocolLogModel::toolTip(const McpLogRecord &r, int column) const
{
    if (column == TimeColumn)
        return r.time.isValid() ? DisplayTime::of(r.time).toString(u"yyyy-MM-dd HH:mm:ss.zzz"_s)
                                : QString();
    if (column == DirectionColumn)
        return r.direction == McpLogRecord::Direction::Sent
            //: protocol log tool tip: an HTTP request the app sent
            ? tr("Sent")
            //: protocol log tool tip: an HTTP response the app received
            : tr("Received");
    if (column == SizeColumn && r.droppedBodyBytes > 0)
        return r.droppedBodyText();
    if (!r.error.isEmpty())
        return plainToolTip(r.error);
    //: protocol log tool tip: %1 HTTP method, %2 JSON-RPC method, %3 URL
    return plainToolTip(tr("%1 %2 — %3").arg(r.httpMethod, r.rpcMethod, r.url.toString()));
}

QVariant ProtocolLogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const McpLogRecord &r = m_records.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return displayText(r, index.column());
    case Qt::ToolTipRole: // errors and URLs from a server: shown exactly as written
        return plainToolTip(toolTip(r, index.column()));
    case Qt::TextAlignmentRole:
        if (index.column() == SizeColumn || index.column() == DurationColumn
            || index.column() == StatusColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case DirectionRole:
        return int(r.direction);
    case OperationRole:
        return r.operation;
    case ExchangeRole:
        return r.exchange;
    case HttpStatusRole:
        return r.status;
    case RpcMethodRole:
        return r.rpcMethod;
    case BodySizeRole:
        return r.droppedBodyBytes > 0 ? r.droppedBodyBytes : qint64(r.body.size());
    case BodyDroppedRole:
        return r.droppedBodyBytes > 0;
    case ElapsedRole:
        return r.elapsedMs;
    case IsFailureRole:
        return isFailure(r);
    case RecordTextRole:
        return r.toText();
    case DetailTextRole:
        return detailText(r);
    default:
        return {};
    }
}

QVariant ProtocolLogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case TimeColumn:
        //: protocol log column
        return tr("Time");
    case DirectionColumn:
        //: protocol log column: sent or received
        return tr("Direction");
    case MethodColumn:
        //: protocol log column: the JSON-RPC method, e.g. tools/call
        return tr("Method");
    case StatusColumn:
        //: protocol log column: the HTTP status code
        return tr("Status");
    case SizeColumn:
        //: protocol log column: body size in bytes
        return tr("Size");
    case DurationColumn:
        //: protocol log column: time between request and response
        return tr("Duration");
    default:
        return {};
    }
}

QHash<int, QByteArray> ProtocolLogModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(DirectionRole, "direction");
    names.insert(OperationRole, "operation");
    names.insert(ExchangeRole, "exchange");
    names.insert(HttpStatusRole, "httpStatus");
    names.insert(RpcMethodRole, "rpcMethod");
    names.insert(BodySizeRole, "bodySize");
    names.insert(BodyDroppedRole, "bodyDropped");
    names.insert(ElapsedRole, "elapsedMs");
    names.insert(IsFailureRole, "isFailure");
    names.insert(RecordTextRole, "recordText");
    names.insert(DetailTextRole, "detailText");
    return names;
}

void ProtocolLogModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_records.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}
