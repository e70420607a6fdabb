// SPDX-License-Identifier: GPL-2.0-or-later
// Expected beside actual tool calls (compare/tool_trajectory.h): matched, with other arguments,
// out of order, of another tool, missing, extra; arguments compared the way Python does.
#include "compare/tool_trajectory.h"

#include <QRandomGenerator>
#include <QTest>

using namespace Qt::StringLiterals;
using Status = TrajectoryRow::Status;

namespace {

QVector<TrajectoryCall> calls(const QStringList &names)
{
    QVector<TrajectoryCall> out;
    for (const QString &name : names)
        out.append({name, QByteArray()});
    return out;
}

/// Each row as "status expected→actual".
QStringList summary(const QVector<TrajectoryRow> &rows)
{
    static const char *const names[] = {"same", "args", "name", "order", "missing", "extra"};
    QStringList out;
    for (const TrajectoryRow &r : rows)
        out << u"%1 %2>%3"_s.arg(QLatin1String(names[int(r.status)])).arg(r.expected).arg(r.actual);
    return out;
}

} // namespace

class TestToolTrajectory : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void pythonEquality_data()
    {
        QTest::addColumn<QByteArray>("a");
        QTest::addColumn<QByteArray>("b");
        QTest::addColumn<bool>("equal");
        QTest::newRow("int and float") << "2"_ba
                                       << "2.0"_ba << true;
        QTest::newRow("string and number") << "\"2\""_ba
                                           << "2"_ba << false;
        QTest::newRow("true and one") << "true"_ba
                                      << "1"_ba << true;
        QTest::newRow("key order") << "{\"a\":1,\"b\":[1,2]}"_ba
                                   << "{\"b\":[1,2.0],\"a\":1}"_ba << true;
        QTest::newRow("array order") << "[1,2]"_ba
                                     << "[2,1]"_ba << false;
        QTest::newRow("big unsigned") << "18446744073709551615"_ba
                                      << "-1"_ba << false;
        QTest::newRow("null") << "null"_ba
                              << "null"_ba << true;
        QTest::newRow("not json") << "{bad"_ba
                                  << "{bad"_ba << true;
    }

    void pythonEquality()
    {
        QFETCH(QByteArray, a);
        QFETCH(QByteArray, b);
        QFETCH(bool, equal);
        QCOMPARE(jsonValuesEqual(a, b), equal);
        QCOMPARE(jsonValuesEqual(b, a), equal);
    }

    void arguments()
    {
        const QVector<TrajectoryCall> expected {{u"book_hotel"_s,
            "{\"city\": \"京都\", \"nights\": 2, \"dates\": {\"from\": \"2026-11-20\", \"to\": "
            "\"2026-11-22\"}, \"guests\": \"2\"}"_ba}};
        const QVector<TrajectoryCall> actual {{u"book_hotel"_s,
            "{\"nights\": 2.0, \"city\": \"京都\", \"dates\": {\"from\": \"2026-11-20\", \"to\": "
            "\"2026-11-23\"}, \"guests\": 2, \"smoking\": false}"_ba}};
        const QVector<TrajectoryRow> rows = alignTrajectories(expected, actual);
        QCOMPARE(rows.size(), 1);
        QCOMPARE(rows.at(0).status, Status::ArgsDiffer);
        QCOMPARE(rows.at(0).changedKeys, (QStringList {u"dates.to"_s, u"guests"_s}));
        QCOMPARE(rows.at(0).extraKeys, QStringList {u"smoking"_s});
        QVERIFY(rows.at(0).missingKeys.isEmpty());
        // No arguments on either side, or {} on one: the same.
        QCOMPARE(alignTrajectories({{u"t"_s, QByteArray()}}, {{u"t"_s, "{}"_ba}}).at(0).status,
            Status::Same);
    }

    void alignment_data()
    {
        QTest::addColumn<QStringList>("expected");
        QTest::addColumn<QStringList>("actual");
        QTest::addColumn<QStringList>("rows");
        QTest::newRow("same") << QStringList {u"a"_s, u"b"_s} << QStringList {u"a"_s, u"b"_s}
                              << QStringList {u"same 0>0"_s, u"same 1>1"_s};
        QTest::newRow("missing at the end")
            << QStringList {u"search"_s, u"book"_s} << QStringList {u"search"_s}
            << QStringList {u"same 0>0"_s, u"missing 1>-1"_s};
        QTest::newRow("missing in the middle")
            << QStringList {u"a"_s, u"b"_s, u"c"_s} << QStringList {u"a"_s, u"c"_s}
            << QStringList {u"same 0>0"_s, u"missing 1>-1"_s, u"same 2>1"_s};
        QTest::newRow("extra") << QStringList {u"a"_s} << QStringList {u"x"_s, u"a"_s, u"y"_s}
                               << QStringList {u"extra -1>0"_s, u"same 0>1"_s, u"extra -1>2"_s};
        QTest::newRow("out of order")
            << QStringList {u"a"_s, u"b"_s, u"c"_s} << QStringList {u"c"_s, u"a"_s, u"b"_s}
            << QStringList {u"order 2>0"_s, u"same 0>1"_s, u"same 1>2"_s};
        QTest::newRow("another tool")
            << QStringList {u"a"_s, u"x"_s, u"c"_s} << QStringList {u"a"_s, u"y"_s, u"c"_s}
            << QStringList {u"same 0>0"_s, u"name 1>1"_s, u"same 2>2"_s};
        QTest::newRow("nothing called")
            << QStringList {u"a"_s} << QStringList() << QStringList {u"missing 0>-1"_s};
        QTest::newRow("nothing expected")
            << QStringList() << QStringList {u"a"_s} << QStringList {u"extra -1>0"_s};
    }

    void alignment()
    {
        QFETCH(QStringList, expected);
        QFETCH(QStringList, actual);
        QFETCH(QStringList, rows);
        QCOMPARE(summary(alignTrajectories(calls(expected), calls(actual))), rows);
    }

    void everyCallInOneRow()
    {
        QRandomGenerator random(5);
        const QStringList tools {u"a"_s, u"b"_s, u"c"_s, u"d"_s};
        for (int round = 0; round < 500; ++round) {
            QStringList expected;
            QStringList actual;
            for (int i = int(random.bounded(7)); i > 0; --i)
                expected << tools.at(random.bounded(int(tools.size())));
            for (int i = int(random.bounded(7)); i > 0; --i)
                actual << tools.at(random.bounded(int(tools.size())));
            const QVector<TrajectoryRow> rows = alignTrajectories(calls(expected), calls(actual));
            QVector<int> seenExpected(expected.size(), 0);
            QVector<int> seenActual(actual.size(), 0);
            int lastActual = -1;
            for (const TrajectoryRow &r : rows) {
                if (r.expected >= 0)
                    ++seenExpected[r.expected];
                if (r.actual >= 0) {
                    ++seenActual[r.actual];
                    QVERIFY(r.actual > lastActual); // in the order of the actual calls
                    lastActual = r.actual;
                }
                const bool sameName = r.expected >= 0 && r.actual >= 0
                    && expected.at(r.expected) == actual.at(r.actual);
                QCOMPARE(sameName,
                    r.status == Status::Same || r.status == Status::ArgsDiffer
                        || r.status == Status::OutOfOrder);
            }
            QVERIFY(std::all_of(
                seenExpected.cbegin(), seenExpected.cend(), [](int n) { return n == 1; }));
            QVERIFY(
                std::all_of(seenActual.cbegin(), seenActual.cend(), [](int n) { return n == 1; }));
        }
    }
};

QTEST_GUILESS_MAIN(TestToolTrajectory)
#include "tst_tool_trajectory.moc"
