// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>
#include <QVector>

/// One result table of the benchmark: a title, then rows of figure, measured value, target,
/// baseline and verdict, printed as aligned plain text, then notes. Owns its rows.
class BenchTable
{
public:
    enum class Verdict { Info, Pass, Fail, NotMeasured };

    explicit BenchTable(const QString &title);

    void addRow(const QString &figure, const QString &value, const QString &target = {},
        const QString &baseline = {}, Verdict verdict = Verdict::Info);
    void addNote(const QString &note);
    /// The aligned text, ending with a newline.
    QString render() const;
    int failures() const;

    static Verdict atLeast(double value, double target);
    static Verdict atMost(double value, double target);

private:
    struct Row {
        QString figure, value, target, baseline;
        Verdict verdict;
    };
    QString m_title;
    QVector<Row> m_rows;
    QStringList m_notes;
};
