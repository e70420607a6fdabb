// SPDX-License-Identifier: GPL-2.0-or-later
#include "state_model.h"

#include "plain_tool_tip.h"

#include <QHash>

using namespace Qt::StringLiterals;

namespace {

QString jsonText(const JsonText &value)
{
    return value.isNull() ? QString() : QString::fromUtf8(value.json);
}

QString scopeOf(const QString &key)
{
    for (const QString &scope : {u"app"_s, u"user"_s, u"temp"_s}) {
        if (key.startsWith(scope + u':'))
            return scope;
    }
    return QString();
}

} // namespace

StateModel::StateModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void StateModel::setConversation(std::shared_ptr<const Conversation> conversation)
{
    beginResetModel();
    m_conversation = std::move(conversation);
    m_timeline = m_conversation ? StateTimeline(*m_conversation) : StateTimeline();
    m_message = m_conversation && !m_conversation->messages.isEmpty() ? 0 : -1;
    rebuildRows();
    endResetModel();
}

void StateModel::setMessage(int index)
{
    if (!m_conversation)
        return;
    beginResetModel();
    m_message = qBound(-1, index, int(m_conversation->messages.size()) - 1);
    rebuildRows();
    endResetModel();
}

void StateModel::rebuildRows()
{
    m_rows.clear();
    if (!m_conversation)
        return;
    const QVector<StateEntry> state = m_timeline.stateAfter(m_message);
    QHash<QString, const StateChange *> changed;
    for (const StateChange &change : m_timeline.changesAt(m_message))
        changed.insert(change.key, &change); // the last change of a key in the message wins
    m_rows.reserve(state.size());
    for (const StateEntry &entry : state)
        m_rows.append({entry, changed.value(entry.key, nullptr)});
}

int StateModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int StateModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant StateModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    const StateChange *change = row.change;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case KeyColumn:
            return row.entry.key;
        case ValueColumn:
            return jsonText(row.entry.value);
        case ChangeColumn:
            if (!change)
                return QString();
            if (change->kind == StateChange::Kind::Added)
                //: state pane: the key was set for the first time by this event
                return tr("added");
            if (change->kind == StateChange::Kind::Unchanged)
                //: state pane: the event set the key to the value it already had
                return tr("set, unchanged");
            //: state pane: %1 the old value, %2 the new value (JSON)
            return tr("%1 → %2").arg(jsonText(change->before), jsonText(change->after));
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() == ChangeColumn && change && !change->before.isNull())
            //: state pane tooltip: %1 the old value, %2 the new value (JSON)
            return plainToolTip(
                tr("Before: %1\nAfter: %2").arg(jsonText(change->before), jsonText(change->after)));
        // Keys and values from the file: shown exactly as written.
        return plainToolTip(
            index.column() == KeyColumn ? row.entry.key : jsonText(row.entry.value));
    case KeyRole:
        return row.entry.key;
    case ValueJsonRole:
        return jsonText(row.entry.value);
    case PreviousJsonRole:
        return change ? jsonText(change->before) : QString();
    case ChangeKindRole:
        return change ? int(change->kind) : -1;
    case ChangedHereRole:
        return change != nullptr;
    case LastChangedRole:
        return m_timeline.lastChangeOf(row.entry.key, m_message);
    case ScopeRole:
        return scopeOf(row.entry.key);
    }
    return {};
}

QVariant StateModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case KeyColumn:
        //: state pane column: the state variable's name
        return tr("Key");
    case ValueColumn:
        //: state pane column: the variable's value after the selected event
        return tr("Value");
    case ChangeColumn:
        //: state pane column: what the selected event changed
        return tr("Change");
    }
    return {};
}

QHash<int, QByteArray> StateModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(KeyRole, "key");
    names.insert(ValueJsonRole, "valueJson");
    names.insert(PreviousJsonRole, "previousJson");
    names.insert(ChangeKindRole, "changeKind");
    names.insert(ChangedHereRole, "changedHere");
    names.insert(LastChangedRole, "lastChanged");
    names.insert(ScopeRole, "scope");
    return names;
}

void StateModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
}
