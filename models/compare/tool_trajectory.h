// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QVector>

/// One tool call of a trajectory as the evaluation view compares it: its name and its arguments
/// (the JSON text of an object; empty when it has none). A plain value.
struct TrajectoryCall {
    QString name;
    QByteArray args;
};

/// One row of two aligned trajectories (expected and actual tool calls); a plain value.
struct TrajectoryRow {
    enum class Status {
        Same, ///< the same name and arguments
        ArgsDiffer, ///< the same name, other arguments (see the keys)
        NameDiffers, ///< two calls at the same place of their lists, of other tools
        OutOfOrder, ///< the same tool, called at another place (the arguments may differ too)
        Missing, ///< expected, never called
        Extra, ///< called, not expected
    };
    Status status = Status::Same;
    int expected = -1; ///< index in the expected calls; -1 for Extra
    int actual = -1; ///< index in the actual calls; -1 for Missing
    /// JSON paths of the arguments ("city", "dates.from") whose values differ, that only the
    /// expected call has, and that only the actual call has.
    QStringList changedKeys;
    QStringList missingKeys;
    QStringList extraKeys;
};

/// Aligns two trajectories for display (evaluations.md §3.4): the longest common subsequence
/// of their tool names, each matched pair's arguments compared the way Python compares them
/// (numbers by value, 2 == 2.0; a string never equals a number; key order irrelevant); then the
/// calls left over: one of the same tool elsewhere is OutOfOrder, two between the same matches
/// are NameDiffers, the rest Missing or Extra. Rows are in the order of the actual calls, a
/// missing call before the actual call that follows its place. Every call is in one row.
QVector<TrajectoryRow> alignTrajectories(
    const QVector<TrajectoryCall> &expected, const QVector<TrajectoryCall> &actual);

/// Whether two JSON texts are equal as Python compares the values they hold (texts that are not
/// JSON: when they are the same bytes).
bool jsonValuesEqual(const QByteArray &a, const QByteArray &b);
