// SPDX-License-Identifier: GPL-2.0-or-later
#include "comparison_model.h"

using namespace Qt::StringLiterals;

ComparisonModel::ComparisonModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void ComparisonModel::setComparison(
    const ConversationComparison &comparison, const QString &leftTitle, const QString &rightTitle)
{
    beginResetModel();
    m_comparison = comparison;
    m_titles[0] = leftTitle;
    m_titles[1] = rightTitle;
    endResetModel();
}

int ComparisonModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_comparison.rows.size());
}

int ComparisonModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : 2;
}

const ComparedTurn *ComparisonModel::turnAt(int row, int column) const
{
    const ConversationComparison::TurnRow &r = m_comparison.rows.at(row);
    const int turn = column == 0 ? r.left : r.right;
    const QVector<ComparedTurn> &turns
        = column == 0 ? m_comparison.leftTurns : m_comparison.rightTurns;
    return turn >= 0 && turn < turns.size() ? &turns.at(turn) : nullptr;
}

QVariant ComparisonModel::toolData(int rowIndex, int column, int role) const
{
    const ConversationComparison::TurnRow &row = m_comparison.rows.at(rowIndex);
    const ComparedTurn *turn = turnAt(rowIndex, column);
    QStringList lines;
    QVector<int> statuses;
    for (const TrajectoryRow &t : row.tools) {
        const int call = column == 0 ? t.expected : t.actual;
        if (!turn || call < 0 || call >= turn->toolCalls.size())
            continue;
        const TrajectoryCall &c = turn->toolCalls.at(call);
        lines.append(c.args.isEmpty() ? c.name : c.name + u' ' + QString::fromUtf8(c.args));
        statuses.append(int(t.status));
    }
    return role == ToolLinesRole ? QVariant(lines) : QVariant::fromValue(statuses);
}

QVariant ComparisonModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const ConversationComparison::TurnRow &row = m_comparison.rows.at(index.row());
    const int column = index.column();
    const ComparedTurn *turn = turnAt(index.row(), column);
    switch (role) {
    case Qt::DisplayRole:
        return turn ? QStringList {turn->userText, turn->answerText}.join(u"\n\n"_s).trimmed()
                    : QString();
    case UserTextRole:
        return turn ? turn->userText : QString();
    case AnswerTextRole:
        return turn ? turn->answerText : QString();
    case ChangedRangesRole: {
        QVector<Utf16Range> ranges;
        const auto kind = column == 0 ? TextDiffRun::Kind::Removed : TextDiffRun::Kind::Added;
        for (const TextDiffRun &run : row.answer) {
            if (turn && run.kind == kind)
                ranges.append(column == 0 ? run.left : run.right);
        }
        return QVariant::fromValue(ranges);
    }
    case ToolLinesRole:
    case ToolStatusesRole:
        return toolData(index.row(), column, role);
    case ReferencesRole:
        return turn ? turn->references : QStringList();
    case ChangedReferencesRole:
        return column == 0 ? row.referencesDropped : row.referencesAdded;
    case VariablesRole:
        return turn ? turn->variables : QStringList();
    case ChangedVariablesRole:
        return row.variablesChanged;
    case DiffersRole:
        return !row.same();
    case TurnRole:
        return column == 0 ? row.left : row.right;
    case FirstMessageRole:
        return turn ? turn->firstMessage : -1;
    }
    return {};
}

QVariant ComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::DisplayRole && section >= 0 && section < 2)
        return m_titles[section];
    return QAbstractTableModel::headerData(section, orientation, role);
}

QHash<int, QByteArray> ComparisonModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(UserTextRole, "userText"_ba);
    names.insert(AnswerTextRole, "answerText"_ba);
    names.insert(ChangedRangesRole, "changedRanges"_ba);
    names.insert(ToolLinesRole, "toolLines"_ba);
    names.insert(ToolStatusesRole, "toolStatuses"_ba);
    names.insert(ReferencesRole, "references"_ba);
    names.insert(ChangedReferencesRole, "changedReferences"_ba);
    names.insert(VariablesRole, "variables"_ba);
    names.insert(ChangedVariablesRole, "changedVariables"_ba);
    names.insert(DiffersRole, "differs"_ba);
    names.insert(TurnRole, "turn"_ba);
    names.insert(FirstMessageRole, "firstMessage"_ba);
    return names;
}
