// SPDX-License-Identifier: GPL-2.0-or-later
#include "bench_table.h"

#include <QStringList>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

QString verdictText(BenchTable::Verdict verdict)
{
    switch (verdict) {
    case BenchTable::Verdict::Pass:
        return u"PASS"_s;
    case BenchTable::Verdict::Fail:
        return u"FAIL"_s;
    case BenchTable::Verdict::NotMeasured:
        return u"n/a"_s;
    case BenchTable::Verdict::Info:
        break;
    }
    return u"-"_s;
}

} // namespace

BenchTable::BenchTable(const QString &title)
    : m_title(title)
{ }

void BenchTable::addRow(const QString &figure, const QString &value, const QString &target,
    const QString &baseline, Verdict verdict)
{
    m_rows.append({figure, value, target, baseline, verdict});
}

void BenchTable::addNote(const QString &note)
{
    m_notes.append(note);
}

BenchTable::Verdict BenchTable::atLeast(double value, double target)
{
    if (std::isnan(value))
        return Verdict::NotMeasured;
    return value >= target ? Verdict::Pass : Verdict::Fail;
}

BenchTable::Verdict BenchTable::atMost(double value, double target)
{
    if (std::isnan(value))
        return Verdict::NotMeasured;
    return value <= target ? Verdict::Pass : Verdict::Fail;
}

int BenchTable::failures() const
{
    int count = 0;
    for (const Row &row : m_rows)
        count += row.verdict == Verdict::Fail ? 1 : 0;
    return count;
}

QString BenchTable::render() const
{
    const QStringList header
        = {u"figure"_s, u"measured"_s, u"target"_s, u"baseline (same run)"_s, u"result"_s};
    QVector<QStringList> cells;
    cells.append(header);
    for (const Row &row : m_rows)
        cells.append({row.figure, row.value, row.target.isEmpty() ? u"-"_s : row.target,
            row.baseline.isEmpty() ? u"-"_s : row.baseline, verdictText(row.verdict)});
    QVector<int> widths(header.size(), 0);
    for (const QStringList &line : cells)
        for (int c = 0; c < line.size(); ++c)
            widths[c] = std::max(widths.at(c), int(line.at(c).size()));
    QString text = u"\n== "_s + m_title + u" ==\n"_s;
    for (int r = 0; r < cells.size(); ++r) {
        QString line = u"  "_s;
        for (int c = 0; c < cells.at(r).size(); ++c)
            line += cells.at(r).at(c).leftJustified(widths.at(c) + 2);
        while (line.endsWith(u' '))
            line.chop(1);
        text += line + u'\n';
        if (r == 0) {
            int total = 0;
            for (int w : widths)
                total += w + 2;
            text += u"  "_s + QString(total - 2, u'-') + u'\n';
        }
    }
    for (const QString &note : m_notes)
        text += u"  note: "_s + note + u'\n';
    return text;
}
