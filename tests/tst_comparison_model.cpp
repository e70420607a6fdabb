// SPDX-License-Identifier: GPL-2.0-or-later
// ComparisonModel: a golden run and a later run of the Kyoto agent as the comparison window's
// table (one row per aligned turn, left and right columns), through QAbstractItemModelTester.
#include "items/comparison_model.h"
#include "kyoto_runs.h"

#include <QAbstractItemModelTester>
#include <QTest>

class TstComparisonModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rowsAndRoles()
    {
        // The run answers with other words, calls the tool with another topic, cites another
        // source, and has a turn of its own.
        Conversation run;
        run.messages = {message(u"user"_s, {text(u"京都の紅葉はいつ？"_s)}),
            message(u"agent"_s,
                {call(u"lookup_season"_s, "{\"city\": \"京都\", \"topic\": \"桜\"}"),
                    variables("{\"last_city\": \"京都\", \"count\": 1}")}),
            message(u"agent"_s, {text(u"11月中旬が見頃です。"_s)}, {u"https://kyoto.travel/b"_s}),
            message(u"user"_s, {text(u"Thanks!"_s)}),
            message(u"agent"_s, {text(u"You're welcome."_s)}),
            message(u"user"_s, {text(u"And Nara?"_s)}),
            message(u"agent"_s, {text(u"Early December."_s)})};
        ComparisonModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setComparison(compareConversations(golden(), run), u"golden"_s, u"run"_s);
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.columnCount(), 2);
        QCOMPARE(model.headerData(1, Qt::Horizontal, Qt::DisplayRole).toString(), u"run"_s);

        const QModelIndex left = model.index(0, 0);
        const QModelIndex right = model.index(0, 1);
        QCOMPARE(left.data(ComparisonModel::UserTextRole).toString(), u"京都の紅葉はいつ？"_s);
        QVERIFY(left.data(ComparisonModel::DiffersRole).toBool());
        // 下 against 中: one character each side, at the same place.
        const auto removed
            = left.data(ComparisonModel::ChangedRangesRole).value<QVector<Utf16Range>>();
        const auto added
            = right.data(ComparisonModel::ChangedRangesRole).value<QVector<Utf16Range>>();
        QCOMPARE(removed.size(), 1);
        QCOMPARE(added.size(), 1);
        const QString leftAnswer = left.data(ComparisonModel::AnswerTextRole).toString();
        const QString rightAnswer = right.data(ComparisonModel::AnswerTextRole).toString();
        QCOMPARE(leftAnswer.mid(removed.first().begin, removed.first().length()), u"下"_s);
        QCOMPARE(rightAnswer.mid(added.first().begin, added.first().length()), u"中"_s);
        // The tool call: the same tool, another argument.
        QCOMPARE(right.data(ComparisonModel::ToolLinesRole).toStringList().size(), 1);
        QVERIFY(right.data(ComparisonModel::ToolLinesRole)
                    .toStringList()
                    .first()
                    .startsWith(u"lookup_season {"_s));
        QCOMPARE(right.data(ComparisonModel::ToolStatusesRole).value<QVector<int>>(),
            QVector<int> {int(TrajectoryRow::Status::ArgsDiffer)});
        QCOMPARE(left.data(ComparisonModel::ChangedReferencesRole).toStringList(),
            QStringList {u"https://kyoto.travel/a"_s});
        QCOMPARE(right.data(ComparisonModel::ChangedReferencesRole).toStringList(),
            QStringList {u"https://kyoto.travel/b"_s});
        QCOMPARE(left.data(ComparisonModel::FirstMessageRole).toInt(), 0);

        QVERIFY(!model.index(1, 0).data(ComparisonModel::DiffersRole).toBool()); // thanks
        QCOMPARE(model.index(1, 1).data(ComparisonModel::FirstMessageRole).toInt(), 3);
        // Nara is on the right only.
        QCOMPARE(model.index(2, 0).data(ComparisonModel::TurnRole).toInt(), -1);
        QCOMPARE(model.index(2, 0).data(ComparisonModel::FirstMessageRole).toInt(), -1);
        QCOMPARE(model.index(2, 1).data(ComparisonModel::UserTextRole).toString(), u"And Nara?"_s);
        QVERIFY(model.index(2, 1).data(ComparisonModel::DiffersRole).toBool());
        QCOMPARE(model.comparison().differences(), 2);

        // Against itself: nothing differs.
        model.setComparison(compareConversations(golden(), golden()), u"a"_s, u"b"_s);
        for (int r = 0; r < model.rowCount(); ++r)
            QVERIFY(!model.index(r, 1).data(ComparisonModel::DiffersRole).toBool());
    }
};

QTEST_MAIN(TstComparisonModel)
#include "tst_comparison_model.moc"
