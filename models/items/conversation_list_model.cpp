// SPDX-License-Identifier: GPL-2.0-or-later
#include "conversation_list_model.h"

#include "plain_tool_tip.h"

#include "document/document.h"

#include <QLocale>
#include <limits>

using namespace Qt::StringLiterals;

namespace {

// "projects/p/locations/l/apps/a/agents/billing" → "billing"; plain names stay as they are.
QString lastSegment(const QString &resource)
{
    const qsizetype slash = resource.lastIndexOf(u'/');
    return slash < 0 ? resource : resource.mid(slash + 1);
}

QVariant countOrEmpty(int n)
{
    return n < 0 ? QVariant() : QVariant(QLocale().toString(n));
}

} // namespace

ConversationListModel::ConversationListModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void ConversationListModel::setDocument(Document *document)
{
    beginResetModel();
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_rows = document ? document->conversationCount() : 0;
    if (document) {
        connect(document, &Document::conversationsAdded, this,
            &ConversationListModel::onConversationsAdded);
        connect(document, &Document::conversationChanged, this,
            &ConversationListModel::onConversationChanged);
        connect(document, &Document::summariesChanged, this, [this](int first, int count) {
            const int last = qMin(first + count, m_rows) - 1;
            if (first >= 0 && last >= first)
                Q_EMIT dataChanged(this->index(first, 0), this->index(last, ColumnCount - 1));
        });
        connect(document, &Document::conversationsReset, this, [this] {
            beginResetModel();
            m_rows = m_document ? m_document->conversationCount() : 0;
            endResetModel();
        });
        connect(document, &QObject::destroyed, this, [this] {
            beginResetModel();
            m_rows = 0;
            endResetModel();
        });
    }
    endResetModel();
}

Document *ConversationListModel::document() const
{
    return m_document;
}

int ConversationListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_document ? 0 : m_rows;
}

int ConversationListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString ConversationListModel::displayTitle(int row) const
{
    if (!m_document || row < 0 || row >= m_rows)
        return QString();
    const ConversationSummary s = m_document->summary(row);
    QString title = !s.title.isEmpty() ? s.title
        : !s.id.isEmpty()              ? lastSegment(s.id)
                                       : tr("Conversation %1").arg(row + 1);
    if (s.part < 0)
        return title;
    //: A conversation too big to show at once is listed in parts: "session-7 · part 3
    //: (records 10,000–14,999)". %1 title, %2 part number, %3 and %4 record numbers.
    return tr("%1 · part %2 (records %3–%4)")
        .arg(title, QLocale().toString(s.part + 1), QLocale().toString(s.firstRecord),
            QLocale().toString(s.lastRecord));
}

QVariant ConversationListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)
        || !m_document)
        return QVariant();
    const int row = index.row();
    const ConversationSummary s = m_document->summary(row);
    switch (role) {
    case IdRole:
        return s.id;
    case TitleRole:
        return s.title;
    case StartRole:
        return s.start.toLocalDateTime(); // only here and for display: time zones cost
    case MessageCountRole:
        return s.messageCount;
    case TurnCountRole:
        return s.turnCount;
    case AgentRole:
        return s.agent;
    case ConversationIndexRole:
        return row;
    case SortRole:
        switch (index.column()) {
        case TitleColumn:
            return displayTitle(row);
        case StartColumn:
            return s.start.valid ? s.start.nanosSinceEpoch : std::numeric_limits<qint64>::min();
        case MessagesColumn:
            return s.messageCount;
        case TurnsColumn:
            return s.turnCount;
        case AgentColumn:
            return lastSegment(s.agent);
        }
        return QVariant();
    case Qt::DisplayRole:
        switch (index.column()) {
        case TitleColumn:
            return displayTitle(row);
        case StartColumn: {
            const QDateTime start = s.start.toLocalDateTime();
            return start.isValid() ? QLocale().toString(start, QLocale::ShortFormat) : QString();
        }
        case MessagesColumn:
            return countOrEmpty(s.messageCount);
        case TurnsColumn:
            return countOrEmpty(s.turnCount);
        case AgentColumn:
            return lastSegment(s.agent);
        }
        return QVariant();
    case Qt::ToolTipRole:
        switch (index.column()) {
        case TitleColumn: // ids, titles and agents from the file: shown exactly as written
            return plainToolTip(s.id.isEmpty() ? displayTitle(row) : s.id);
        case StartColumn:
            return s.start.valid ? s.start.toRfc3339() : QString();
        case AgentColumn:
            return plainToolTip(s.agent);
        }
        return QVariant();
    case Qt::TextAlignmentRole:
        if (index.column() == MessagesColumn || index.column() == TurnsColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return QVariant();
    }
    return QVariant();
}

QVariant ConversationListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case TitleColumn:
        //: column header of the conversation list
        return tr("Conversation");
    case StartColumn:
        //: column header: when the conversation started
        return tr("Start");
    case MessagesColumn:
        //: column header: number of messages
        return tr("Messages");
    case TurnsColumn:
        //: column header: number of turns (user/agent exchanges)
        return tr("Turns");
    case AgentColumn:
        //: column header: the entry agent of the conversation
        return tr("Agent");
    }
    return QVariant();
}

QHash<int, QByteArray> ConversationListModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(IdRole, "conversationId"_ba);
    names.insert(TitleRole, "title"_ba);
    names.insert(StartRole, "start"_ba);
    names.insert(MessageCountRole, "messageCount"_ba);
    names.insert(TurnCountRole, "turnCount"_ba);
    names.insert(AgentRole, "agent"_ba);
    names.insert(ConversationIndexRole, "conversationIndex"_ba);
    names.insert(SortRole, "sortValue"_ba);
    return names;
}

void ConversationListModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (m_rows > 0)
        Q_EMIT dataChanged(index(0, 0), index(m_rows - 1, ColumnCount - 1),
            {Qt::DisplayRole, Qt::ToolTipRole, SortRole});
}

void ConversationListModel::onConversationsAdded(int first, int count)
{
    if (!m_document || count <= 0)
        return;
    // The document may report batches out of step with our count; append whatever is new.
    const int total = m_document->conversationCount();
    if (total <= m_rows) {
        if (first < m_rows)
            onConversationChanged(first);
        return;
    }
    beginInsertRows(QModelIndex(), m_rows, total - 1);
    m_rows = total;
    endInsertRows();
}

void ConversationListModel::onConversationChanged(int index)
{
    if (index < 0 || index >= m_rows)
        return;
    Q_EMIT dataChanged(this->index(index, 0), this->index(index, ColumnCount - 1));
}
