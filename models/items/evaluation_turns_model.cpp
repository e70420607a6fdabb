// SPDX-License-Identifier: GPL-2.0-or-later
#include "evaluation_turns_model.h"

#include "comparison_model.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

// The calls as the alignment compares them: CES tools by their resource when both sides name
// one (an expectation may carry only the resource, the observed call its display name).
QVector<TrajectoryCall> trajectory(const EvaluationSide &side, const EvaluationSide &other)
{
    const auto hasResource = [](const EvaluationSide &s) {
        return std::any_of(s.toolCalls.cbegin(), s.toolCalls.cend(),
            [](const EvaluationToolCall &c) { return !c.resource.isEmpty(); });
    };
    const bool byResource = hasResource(side) && hasResource(other);
    QVector<TrajectoryCall> calls;
    for (const EvaluationToolCall &c : side.toolCalls)
        calls.append(TrajectoryCall {
            byResource && !c.resource.isEmpty() ? c.resource : c.name, c.args.json});
    return calls;
}

QStringList variablesOf(const EvaluationSide &side)
{
    QStringList out;
    if (!side.transferTarget.isEmpty())
        out << u"→ "_s + side.transferTarget;
    if (!side.variables.isNull())
        out << QString::fromUtf8(side.variables.json);
    return out;
}

} // namespace

EvaluationTurnsModel::EvaluationTurnsModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void EvaluationTurnsModel::setCase(std::shared_ptr<const EvaluationCase> evaluation)
{
    beginResetModel();
    m_case = std::move(evaluation);
    m_compared.clear();
    if (m_case) {
        for (const TurnPair &t : m_case->turns) {
            Compared c;
            if (t.expected.present && t.actual.present)
                c.response = diffWords(t.expected.responseText(), t.actual.responseText());
            c.tools = alignTrajectories(
                trajectory(t.expected, t.actual), trajectory(t.actual, t.expected));
            m_compared.append(c);
        }
    }
    endResetModel();
}

int EvaluationTurnsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_case ? 0 : int(m_case->turns.size());
}

int EvaluationTurnsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : 2;
}

QVariant EvaluationTurnsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const TurnPair &turn = m_case->turns.at(index.row());
    const Compared &compared = m_compared.at(index.row());
    const bool expected = index.column() == 0;
    const EvaluationSide &side = expected ? turn.expected : turn.actual;
    const EvaluationSide &other = expected ? turn.actual : turn.expected;
    switch (role) {
    case Qt::DisplayRole:
        return QStringList {turn.userInput, side.responseText()}.join(u"\n\n"_s).trimmed();
    case ComparisonModel::UserTextRole:
        return turn.userInput;
    case ComparisonModel::AnswerTextRole:
        return side.responseText();
    case ComparisonModel::ChangedRangesRole: {
        QVector<Utf16Range> ranges;
        const auto kind = expected ? TextDiffRun::Kind::Removed : TextDiffRun::Kind::Added;
        for (const TextDiffRun &run : compared.response) {
            if (run.kind == kind)
                ranges.append(expected ? run.left : run.right);
        }
        return QVariant::fromValue(ranges);
    }
    case ComparisonModel::ToolLinesRole:
    case ComparisonModel::ToolStatusesRole: {
        QStringList lines;
        QVector<int> statuses;
        for (const TrajectoryRow &t : compared.tools) {
            const int call = expected ? t.expected : t.actual;
            if (call < 0 || call >= side.toolCalls.size())
                continue;
            const EvaluationToolCall &c = side.toolCalls.at(call);
            lines << (c.args.isNull() ? c.name : c.name + u' ' + QString::fromUtf8(c.args.json));
            statuses << int(t.status);
        }
        return role == ComparisonModel::ToolLinesRole ? QVariant(lines)
                                                      : QVariant::fromValue(statuses);
    }
    case ComparisonModel::VariablesRole:
        return variablesOf(side);
    case ComparisonModel::ChangedVariablesRole: {
        QStringList changed;
        const QStringList mine = variablesOf(side);
        const QStringList theirs = variablesOf(other);
        for (const QString &v : mine) {
            if (other.present && !theirs.contains(v))
                changed << v;
        }
        return changed;
    }
    case ComparisonModel::DiffersRole: {
        bool same = turn.expected.present == turn.actual.present
            && variablesOf(turn.expected) == variablesOf(turn.actual);
        for (const TextDiffRun &r : compared.response)
            same = same && r.kind == TextDiffRun::Kind::Same;
        for (const TrajectoryRow &t : compared.tools)
            same = same && t.status == TrajectoryRow::Status::Same;
        return !same;
    }
    case ComparisonModel::TurnRole:
        return side.present ? turn.index : -1; // the delegate says "none" on a side without data
    case ComparisonModel::FirstMessageRole:
        return -1; // the pane finds the message by its turn
    case ComparisonModel::EmptyTextRole:
        //: evaluation pane: a turn the evaluation has no expectation for
        return expected ? tr("Nothing expected")
                        //: evaluation pane: an expected turn the agent never reached
                        : tr("No actual turn");
    }
    return {};
}

QVariant EvaluationTurnsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    //: evaluation pane: the column of what the evaluation expected
    return section == 0 ? tr("Expected")
                        //: evaluation pane: the column of what the agent did
                        : tr("Actual");
}

void EvaluationTurnsModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, 1);
}
