// SPDX-License-Identifier: GPL-2.0-or-later
// The words and numbers EvaluationModel shows: scores, statuses, trajectory rows, headers.
#include "evaluation_model.h"

#include <QLocale>

using namespace Qt::StringLiterals;

QString EvaluationModel::scoreText(const std::optional<double> &score)
{
    if (!score)
        return u"—"_s;
    QString text = QLocale().toString(*score, 'f', 3);
    const QString point = QLocale().decimalPoint();
    if (text.contains(point)) {
        while (text.endsWith(u'0'))
            text.chop(1);
        if (text.endsWith(point))
            text.chop(point.size());
    }
    return text;
}

QString EvaluationModel::statusMark(EvaluationStatus status)
{
    static const QString symbols[] = {u"?"_s, u"✓"_s, u"✗"_s, u"–"_s, u"⤼"_s, u"ⓘ"_s};
    return symbols[int(status)];
}

QString EvaluationModel::statusText(EvaluationStatus status)
{
    return statusMark(status) + u' ' + evaluationStatusText(status);
}

QString EvaluationModel::trajectoryText(TrajectoryRow::Status s)
{
    switch (s) {
    case TrajectoryRow::Status::Same:
        //: a tool call of an evaluation: the expected and the actual call are the same
        return tr("same");
    case TrajectoryRow::Status::ArgsDiffer:
        //: a tool call of an evaluation: same tool, other arguments
        return tr("arguments differ");
    case TrajectoryRow::Status::NameDiffers:
        //: a tool call of an evaluation: another tool was called at this place
        return tr("other tool");
    case TrajectoryRow::Status::OutOfOrder:
        //: a tool call of an evaluation: the expected tool was called at another place
        return tr("out of order");
    case TrajectoryRow::Status::Missing:
        //: a tool call of an evaluation: expected but never called
        return tr("missing");
    case TrajectoryRow::Status::Extra:
        //: a tool call of an evaluation: called but not expected
        return tr("extra");
    }
    return QString();
}

QVariant EvaluationModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QVariant();
    switch (section) {
    case ItemColumn:
        //: header of the evaluation tree: the case, turn, tool call or metric
        return tr("Item");
    case ExpectedColumn:
        //: header of the evaluation tree: what the evaluation expected
        return tr("Expected");
    case ActualColumn:
        //: header of the evaluation tree: what the agent did
        return tr("Actual");
    case ScoreColumn:
        //: header of the evaluation tree: a metric's score
        return tr("Score");
    case ThresholdColumn:
        //: header of the evaluation tree: the score a metric needs to pass
        return tr("Threshold");
    case StatusColumn:
        //: header of the evaluation tree: pass, fail, not evaluated, ...
        return tr("Status");
    default:
        return QVariant();
    }
}
