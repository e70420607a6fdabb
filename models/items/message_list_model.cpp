// SPDX-License-Identifier: GPL-2.0-or-later
#include "message_list_model.h"

#include "plain_tool_tip.h"
#include "transcript/display_time.h"

#include <QCoreApplication>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace {

constexpr qsizetype kAccessibleChunkChars = 2000; ///< of one chunk's text, for a screen reader

bool messageHasError(const Message &m)
{
    for (const Diagnostic &d : m.diagnostics) {
        if (d.severity == Severity::Error)
            return true;
    }
    for (const Chunk &c : m.chunks) {
        if (c.kind == ChunkKind::Error || (c.kind == ChunkKind::ToolResponse && !c.error.isNull()))
            return true;
    }
    return false;
}

int maxSeverity(const Message &m)
{
    int max = -1;
    for (const Diagnostic &d : m.diagnostics)
        max = std::max(max, int(d.severity));
    return max;
}

QString summaryOf(const Message &m)
{
    for (const Chunk &c : m.chunks) {
        if ((c.kind == ChunkKind::Text || c.kind == ChunkKind::Transcript) && !c.text.isEmpty()) {
            QString line = c.text.simplified();
            if (line.size() > 160)
                line = line.left(159) + u'…';
            return line;
        }
        if (c.kind == ChunkKind::ToolCall || c.kind == ChunkKind::ToolResponse)
            return c.toolName;
    }
    return QString();
}

} // namespace

MessageListModel::MessageListModel(QObject *parent)
    : QAbstractListModel(parent)
{ }

void MessageListModel::setConversation(std::shared_ptr<const Conversation> conversation)
{
    const int oldRows = m_conversation ? int(m_conversation->messages.size()) : 0;
    const bool grows = m_conversation && conversation && conversation != m_conversation
        && conversation->id == m_conversation->id
        && conversation->messages.size() >= m_conversation->messages.size() && oldRows > 0;
    if (!grows) {
        beginResetModel();
        m_conversation = std::move(conversation);
        endResetModel();
        return;
    }
    const int newRows = int(conversation->messages.size());
    if (newRows > oldRows) {
        beginInsertRows(QModelIndex(), oldRows, newRows - 1);
        m_conversation = std::move(conversation);
        endInsertRows();
    } else {
        m_conversation = std::move(conversation);
    }
    // The earlier messages are new values too (diagnostics or pairing may have changed).
    Q_EMIT dataChanged(index(0), index(oldRows - 1));
}

const Message *MessageListModel::message(int row) const
{
    if (!m_conversation || row < 0 || row >= m_conversation->messages.size())
        return nullptr;
    return &m_conversation->messages.at(row);
}

int MessageListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_conversation ? 0 : int(m_conversation->messages.size());
}

QString MessageListModel::displayRole(const QString &role)
{
    const QString r = role.toLower();
    if (r == u"user"_s)
        //: message role: the human user
        return QCoreApplication::translate("MessageListModel", "User");
    if (r == u"agent"_s)
        //: message role: the AI agent
        return QCoreApplication::translate("MessageListModel", "Agent");
    if (r == u"model"_s)
        //: message role: the language model
        return QCoreApplication::translate("MessageListModel", "Model");
    if (r == u"system"_s)
        //: message role: system instructions
        return QCoreApplication::translate("MessageListModel", "System");
    if (r == u"tool"_s || r == u"function"_s)
        //: message role: a tool's output
        return QCoreApplication::translate("MessageListModel", "Tool");
    if (role.isEmpty())
        //: message role missing in the source
        return QCoreApplication::translate("MessageListModel", "(no role)");
    return role;
}

QString MessageListModel::shownRole(const Message &message)
{
    if (message.role.compare(u"user"_s, Qt::CaseInsensitive) == 0 && !message.author.isEmpty()
        && message.author.compare(u"user"_s, Qt::CaseInsensitive) != 0)
        return u"tool"_s;
    return message.role;
}

QVariant MessageListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    const Message *m = message(index.row());
    if (!m)
        return QVariant();
    switch (role) {
    case Qt::DisplayRole: {
        const QString time = data(index, TimeTextRole).toString();
        if (m->author.isEmpty())
            //: message list line: %1 role, %2 time
            return tr("%1 · %2").arg(displayRole(m->role), time);
        //: message list line: %1 role, %2 author, %3 time
        return tr("%1 · %2 · %3").arg(displayRole(m->role), m->author, time);
    }
    case Qt::AccessibleTextRole: {
        // What a screen reader says for the row: the header line, then each chunk's text (or
        // its tool's name), as the painted row shows them.
        QStringList lines {data(index, Qt::DisplayRole).toString()};
        for (const Chunk &chunk : m->chunks) {
            const QString text = !chunk.text.isEmpty() ? chunk.text
                : !chunk.toolName.isEmpty()            ? chunk.toolName
                                                       : chunk.displayName;
            if (!text.isEmpty())
                lines.append(text.left(kAccessibleChunkChars));
        }
        return lines.join(u'\n');
    }
    case Qt::AccessibleDescriptionRole:
        return data(index, ChunkKindsRole).toStringList().join(u", "_s);
    case Qt::ToolTipRole: // keys from the file: shown exactly as written
        return plainToolTip(m->jsonPath);
    case RoleRole:
        return m->role;
    case AuthorRole:
        return m->author;
    case TimeRole:
        return DisplayTime::of(m->time);
    case TimeTextRole: {
        const QDateTime t = DisplayTime::of(m->time);
        return t.isValid() ? QLocale().toString(t, QLocale::ShortFormat) : QString();
    }
    case ChunkCountRole:
        return int(m->chunks.size());
    case ChunkKindsRole: {
        QStringList kinds;
        kinds.reserve(m->chunks.size());
        for (const Chunk &c : m->chunks)
            kinds.append(chunkKindId(c.kind));
        return kinds;
    }
    case MessageIndexRole:
        return index.row();
    case MessageIdRole:
        return m->id;
    case DiagnosticsRole: {
        QStringList texts;
        for (const Diagnostic &d : m->diagnostics)
            texts.append(d.text());
        return texts;
    }
    case DiagnosticCountRole:
        return int(m->diagnostics.size());
    case MaxSeverityRole:
        return maxSeverity(*m);
    case TurnRole:
        return m->turn;
    case HasErrorRole:
        return messageHasError(*m);
    case SummaryRole:
        return summaryOf(*m);
    case JsonPathRole:
        return m->jsonPath.text();
    }
    return QVariant();
}

QHash<int, QByteArray> MessageListModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(RoleRole, "role"_ba);
    names.insert(AuthorRole, "author"_ba);
    names.insert(TimeRole, "time"_ba);
    names.insert(TimeTextRole, "timeText"_ba);
    names.insert(ChunkCountRole, "chunkCount"_ba);
    names.insert(ChunkKindsRole, "chunkKinds"_ba);
    names.insert(MessageIndexRole, "messageIndex"_ba);
    names.insert(MessageIdRole, "messageId"_ba);
    names.insert(DiagnosticsRole, "diagnostics"_ba);
    names.insert(DiagnosticCountRole, "diagnosticCount"_ba);
    names.insert(MaxSeverityRole, "maxSeverity"_ba);
    names.insert(TurnRole, "turn"_ba);
    names.insert(HasErrorRole, "hasError"_ba);
    names.insert(SummaryRole, "summary"_ba);
    names.insert(JsonPathRole, "jsonPath"_ba);
    return names;
}

void MessageListModel::retranslate()
{
    const int rows = rowCount();
    if (rows > 0)
        Q_EMIT dataChanged(
            index(0), index(rows - 1), {Qt::DisplayRole, TimeTextRole, DiagnosticsRole});
}
