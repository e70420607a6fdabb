// SPDX-License-Identifier: GPL-2.0-or-later
#include "diagnostic_list_model.h"

#include "plain_tool_tip.h"

#include <QColor>
#include <QFileInfo>
#include <QHash>
#include <QIcon>
#include <QPainter>
#include <QPixmap>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

QColor severityColor(Severity s)
{
    switch (s) {
    case Severity::Info:
        return QColor(0x3b, 0x6e, 0xa8);
    case Severity::Warning:
        return QColor(0xc2, 0x7a, 0x0e);
    case Severity::Error:
        return QColor(0xb4, 0x23, 0x18);
    }
    return QColor();
}

/// A small filled disc in the severity's colour with a white mark: "i", "!" or "×".
QIcon severityIcon(Severity s)
{
    static QIcon icons[3];
    QIcon &icon = icons[int(s)];
    if (!icon.isNull())
        return icon;
    for (int size : {16, 32}) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter p(&pixmap);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(Qt::NoPen);
        p.setBrush(severityColor(s));
        p.drawEllipse(QRectF(0.5, 0.5, size - 1.0, size - 1.0));
        p.setPen(QPen(Qt::white, size / 8.0, Qt::SolidLine, Qt::RoundCap));
        const double c = size / 2.0;
        const double r = size * 0.22;
        if (s == Severity::Error) {
            p.drawLine(QPointF(c - r, c - r), QPointF(c + r, c + r));
            p.drawLine(QPointF(c - r, c + r), QPointF(c + r, c - r));
        } else if (s == Severity::Warning) {
            p.drawLine(QPointF(c, c - 1.4 * r), QPointF(c, c + 0.3 * r));
            p.drawPoint(QPointF(c, c + 1.3 * r));
        } else {
            p.drawPoint(QPointF(c, c - 1.3 * r));
            p.drawLine(QPointF(c, c - 0.3 * r), QPointF(c, c + 1.4 * r));
        }
        p.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

} // namespace

DiagnosticListModel::DiagnosticListModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void DiagnosticListModel::setDiagnostics(
    const Diagnostics &documentProblems, std::shared_ptr<const Conversation> conversation)
{
    beginResetModel();
    m_document = documentProblems;
    m_conversation = std::move(conversation);
    m_rows.clear();
    m_all.clear();
    qsizetype count = m_document.size();
    if (m_conversation) {
        count += m_conversation->diagnostics.size();
        for (const Message &m : m_conversation->messages)
            count += m.diagnostics.size();
    }
    m_all.reserve(count);
    for (int i = 0; i < m_document.size(); ++i)
        m_all.append(Row {Row::kDocument, i});
    if (m_conversation) {
        for (int i = 0; i < m_conversation->diagnostics.size(); ++i)
            m_all.append(Row {Row::kConversation, i});
        for (int message = 0; message < m_conversation->messages.size(); ++message) {
            const qsizetype n = m_conversation->messages.at(message).diagnostics.size();
            for (int i = 0; i < n; ++i)
                m_all.append(Row {message, i});
        }
    }
    listRows();
    endResetModel();
}

void DiagnosticListModel::setMinimumSeverity(Severity minimum)
{
    if (minimum == m_minimum)
        return;
    beginResetModel();
    m_minimum = minimum;
    listRows();
    endResetModel();
}

void DiagnosticListModel::listRows()
{
    if (m_minimum == Severity::Info) {
        m_rows = m_all; // shared, not copied, until sorted
    } else {
        m_rows.clear();
        for (const Row &row : std::as_const(m_all)) {
            if (diagnostic(row).severity >= m_minimum)
                m_rows.append(row);
        }
    }
    if (m_sortColumn >= 0)
        sortRows(m_rows);
}

void DiagnosticListModel::sortRows(QVector<Row> &rows) const
{
    // The rows come in found order, so a stable sort keeps it for ties.
    const bool descending = m_sortOrder == Qt::DescendingOrder;
    const auto ordered = [descending](int c) { return descending ? c > 0 : c < 0; };
    switch (m_sortColumn) {
    case SeverityColumn:
        std::stable_sort(rows.begin(), rows.end(), [&](const Row &a, const Row &b) {
            return ordered(int(diagnostic(a).severity) - int(diagnostic(b).severity));
        });
        break;
    case MessageColumn: {
        // Each text made once (translated, arguments in): 400,000 rows sort in a blink.
        QVector<std::pair<QString, Row>> keyed;
        keyed.reserve(rows.size());
        for (const Row &row : std::as_const(rows))
            keyed.append({diagnostic(row).text(), row});
        std::stable_sort(keyed.begin(), keyed.end(), [&](const auto &a, const auto &b) {
            return ordered(a.first.compare(b.first, Qt::CaseInsensitive));
        });
        for (qsizetype i = 0; i < rows.size(); ++i)
            rows[i] = keyed.at(i).second;
        break;
    }
    case LocationColumn:
        std::stable_sort(rows.begin(), rows.end(), [&](const Row &a, const Row &b) {
            if (a.source != b.source)
                return ordered(a.source < b.source ? -1 : 1);
            const SourceLocation &x = diagnostic(a).location;
            const SourceLocation &y = diagnostic(b).location;
            if (x.line != y.line)
                return ordered(x.line < y.line ? -1 : 1);
            if (x.column != y.column)
                return ordered(x.column < y.column ? -1 : 1);
            return ordered(x.jsonPath.compare(y.jsonPath));
        });
        break;
    default:
        break;
    }
}

void DiagnosticListModel::sort(int column, Qt::SortOrder order)
{
    if (column >= ColumnCount)
        column = -1;
    Q_EMIT layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList persistent = persistentIndexList();
    QVector<Row> kept;
    kept.reserve(persistent.size());
    for (const QModelIndex &index : persistent)
        kept.append(m_rows.at(index.row()));
    m_sortColumn = column;
    m_sortOrder = order;
    listRows();
    if (!persistent.isEmpty()) {
        QHash<std::pair<int, int>, int> rowOf; // only the rows views hold on to
        for (const Row &row : std::as_const(kept))
            rowOf.insert({row.source, row.index}, -1);
        for (int r = 0; r < m_rows.size(); ++r) {
            const auto it = rowOf.find({m_rows.at(r).source, m_rows.at(r).index});
            if (it != rowOf.end())
                *it = r;
        }
        QModelIndexList moved;
        moved.reserve(persistent.size());
        for (qsizetype i = 0; i < persistent.size(); ++i) {
            const int r = rowOf.value({kept.at(i).source, kept.at(i).index}, -1);
            moved.append(r < 0 ? QModelIndex() : index(r, persistent.at(i).column()));
        }
        changePersistentIndexList(persistent, moved);
    }
    Q_EMIT layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

const Diagnostic &DiagnosticListModel::diagnostic(const Row &row) const
{
    switch (row.source) {
    case Row::kDocument:
        return m_document.at(row.index);
    case Row::kConversation:
        return m_conversation->diagnostics.at(row.index);
    default:
        return m_conversation->messages.at(row.source).diagnostics.at(row.index);
    }
}

const Diagnostic *DiagnosticListModel::diagnosticAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? &diagnostic(m_rows.at(row)) : nullptr;
}

QString DiagnosticListModel::severityText(Severity severity)
{
    switch (severity) {
    case Severity::Info:
        //: diagnostic severity
        return tr("Info");
    case Severity::Warning:
        //: diagnostic severity
        return tr("Warning");
    case Severity::Error:
        //: diagnostic severity
        return tr("Error");
    }
    return QString();
}

int DiagnosticListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int DiagnosticListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString DiagnosticListModel::text(const QModelIndex &index, int role) const
{
    const Row &row = m_rows.at(index.row());
    const Diagnostic &d = diagnostic(row);
    const int message = row.source >= 0 ? row.source : -1;
    switch (index.column()) {
    case SeverityColumn:
        return severityText(d.severity);
    case MessageColumn:
        return d.text();
    case LocationColumn: {
        // The table shows the file's name; the tooltip has the whole path.
        SourceLocation shown = d.location;
        if (role == Qt::DisplayRole)
            shown.file = QFileInfo(shown.file).fileName();
        const QString location = shown.toString();
        if (message < 0)
            return location;
        if (location.isEmpty())
            //: location of a problem: %1 message number
            return tr("message %1").arg(message + 1);
        //: location of a problem: %1 message number, %2 file/JSON path
        return tr("message %1 — %2").arg(message + 1).arg(location);
    }
    }
    return QString();
}

QVariant DiagnosticListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    const Row &row = m_rows.at(index.row());
    const Diagnostic &d = diagnostic(row);
    switch (role) {
    case Qt::ToolTipRole: // the message quotes input: shown exactly as written
        return plainToolTip(text(index, role));
    case Qt::DisplayRole:
        return text(index, role);
    case Qt::DecorationRole:
        return index.column() == SeverityColumn ? QVariant(severityIcon(d.severity)) : QVariant();
    case Qt::ForegroundRole:
        return index.column() == SeverityColumn && d.severity != Severity::Info
            ? QVariant(severityColor(d.severity))
            : QVariant();
    case SeverityRole:
        return int(d.severity);
    case SeverityIdRole:
        return Diagnostic::severityId(d.severity);
    case LocationRole:
        return d.location.toString();
    case MessageIndexRole:
        return row.source >= 0 ? row.source : -1;
    case EnglishTextRole:
        return d.englishText();
    }
    return QVariant();
}

QVariant DiagnosticListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case SeverityColumn:
        //: column header of the problems list
        return tr("Severity");
    case MessageColumn:
        //: column header of the problems list: the problem's description
        return tr("Problem");
    case LocationColumn:
        //: column header of the problems list
        return tr("Location");
    }
    return QVariant();
}

QHash<int, QByteArray> DiagnosticListModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(SeverityRole, "severity"_ba);
    names.insert(SeverityIdRole, "severityId"_ba);
    names.insert(LocationRole, "location"_ba);
    names.insert(MessageIndexRole, "messageIndex"_ba);
    names.insert(EnglishTextRole, "englishText"_ba);
    return names;
}

void DiagnosticListModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1),
            {Qt::DisplayRole, Qt::ToolTipRole});
}
