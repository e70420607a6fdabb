// SPDX-License-Identifier: GPL-2.0-or-later
#include "conversation_list_model.h"

#include "plain_tool_tip.h"
#include "transcript/display_time.h"

#include "document/document.h"
#include "formats/format_names.h"

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

/// `t` in local time as the Start column shows it, without the date when it is `day`.
QString shortTime(const Timestamp &t, QDate day)
{
    const QDateTime local = DisplayTime::of(t);
    return local.date() == day ? QLocale().toString(local.time(), QLocale::ShortFormat)
                               : QLocale().toString(local, QLocale::ShortFormat);
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

QString ConversationListModel::conversationName(int row, const ConversationSummary &s) const
{
    return !s.title.isEmpty() ? s.title
        : !s.id.isEmpty()     ? lastSegment(s.id)
                              : tr("Conversation %1").arg(row + 1);
}

QString ConversationListModel::partName(const ConversationSummary &s) const
{
    const QLocale locale;
    const QString records = formats::recordsWord(m_document->formatId());
    const QString number = locale.toString(s.part + 1);
    const QString first = locale.toString(s.firstRecord);
    const QString last = locale.toString(s.lastRecord);
    if (!s.start.valid)
        //: The name of a part of a conversation too big to show at once, in the conversation
        //: list: "Part 12 · events 11,000–11,999". %1 the part's number (from 1), %2 what the
        //: records are ("events", "messages", "turns", "records"), %3 and %4 the indexes of its
        //: first and last record in the file's array, from 0 as in the JSON paths the Details
        //: and Problems panes show (events[11000])
        return tr("Part %1 · %2 %3–%4").arg(number, records, first, last);
    const QDate day = DisplayTime::of(s.start).date();
    QString times = shortTime(s.start, day);
    if (s.end.valid && shortTime(s.end, day) != times)
        //: A time range: when the first and the last message of a part were written ("10:02–10:05")
        times = tr("%1–%2").arg(times, shortTime(s.end, day));
    //: The name of a part of a conversation too big to show at once, in the conversation list,
    //: with the time of its messages: "Part 12 · events 11,000–11,999 · 10:02–10:05". %1 the
    //: part's number (from 1), %2 what the records are ("events", "messages", "turns",
    //: "records"), %3 and %4 the indexes of its first and last record in the file's array, from
    //: 0 as in the JSON paths the Details and Problems panes show (events[11000]), %5 the time
    //: (range) of its messages
    return tr("Part %1 · %2 %3–%4 · %5").arg(number, records, first, last, times);
}

QString ConversationListModel::displayTitle(int row) const
{
    if (!m_document || row < 0 || row >= m_rows)
        return QString();
    const ConversationSummary s = m_document->summary(row);
    // A part is named by what tells it apart (the session's name is in its tool tip).
    return s.part < 0 ? conversationName(row, s) : partName(s);
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
        return DisplayTime::of(s.start); // only here and for display: time zones cost
    case MessageCountRole:
        return s.messageCount;
    case TurnCountRole:
        return s.turnCount;
    case AgentRole:
        return s.agent;
    case ConversationIndexRole:
        return row;
    case PartRole:
        return s.part;
    case SortRole:
        switch (index.column()) {
        case TitleColumn: // parts by number: "Part 2" before "Part 10"
            return s.part >= 0 ? QVariant(s.part) : QVariant(displayTitle(row));
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
            const QDateTime start = DisplayTime::of(s.start);
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
            if (s.part >= 0) // the session it is a part of, and the part
                return plainToolTip(
                    (s.id.isEmpty() ? conversationName(row, s) : s.id) + u'\n' + partName(s));
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
    names.insert(PartRole, "part"_ba);
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
