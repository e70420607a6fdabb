// SPDX-License-Identifier: GPL-2.0-or-later
// The message view's list: its own layout of rows of varying heights (RowOffsets, prefix sums),
// positions, hit tests, one row's height change, scrolling, keyboard moves and index widgets.
#include "message_list_view.h"
#include "row_offsets.h"

#include <QAbstractItemModelTester>
#include <QScrollBar>
#include <QStringListModel>
#include <QTest>

#include <random>

using namespace Qt::StringLiterals;

class TstMessageListView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void offsetsMatchANaiveSum()
    {
        std::mt19937 random(7);
        QVector<int> heights(1000);
        for (int &h : heights)
            h = int(random() % 300); // zero heights too
        RowOffsets offsets;
        offsets.reset(heights);
        const auto check = [&] {
            qint64 sum = 0;
            for (int row = 0; row < heights.size(); ++row) {
                QCOMPARE(offsets.top(row), sum);
                if (heights.at(row) > 0) {
                    QCOMPARE(offsets.rowAt(sum), row);
                    QCOMPARE(offsets.rowAt(sum + heights.at(row) - 1), row);
                }
                sum += heights.at(row);
            }
            QCOMPARE(offsets.total(), sum);
            QCOMPARE(offsets.top(int(heights.size())), sum);
            QCOMPARE(offsets.rowAt(sum), -1);
            QCOMPARE(offsets.rowAt(-1), -1);
        };
        check();
        for (int i = 0; i < 200; ++i) {
            const int row = int(random() % heights.size());
            const int height = int(random() % 500);
            QCOMPARE(offsets.setHeight(row, height), height - heights.at(row));
            heights[row] = height;
        }
        check();
        QCOMPARE(offsets.setHeight(-1, 5), 0);
        QCOMPARE(offsets.setHeight(1000, 5), 0);
        RowOffsets empty;
        empty.reset({});
        QCOMPARE(empty.total(), 0);
        QCOMPARE(empty.rowAt(0), -1);
    }

    void laysOutRowsOfVaryingHeights()
    {
        QStringList texts;
        for (int i = 0; i < 100000; ++i)
            texts.append(u"row %1"_s.arg(i));
        QStringListModel model(texts);
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        QVector<int> heights(texts.size());
        for (int i = 0; i < heights.size(); ++i)
            heights[i] = 40 + (i % 7) * 10;
        MessageListView view;
        view.setHeightProvider([&heights](int row) { return heights.at(row); });
        view.setModel(&model);
        view.resize(400, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.flushLayout();
        const int s = view.spacing();
        const int width = view.viewport()->width();

        QCOMPARE(view.visualRect(model.index(0)), QRect(s, s, width - 2 * s, 40));
        QCOMPARE(view.visualRect(model.index(1)), QRect(s, s + 40 + 2 * s, width - 2 * s, 50));
        QCOMPARE(view.indexAt(QPoint(width / 2, s + 10)), model.index(0));
        QCOMPARE(view.indexAt(QPoint(width / 2, s + 40 + 2 * s + 49)), model.index(1));
        QVERIFY(!view.indexAt(QPoint(width / 2, s + 40 + 1)).isValid()); // the gap between rows
        QVERIFY(!view.indexAt(QPoint(1, s + 10)).isValid()); // the margin

        // The scroll range covers every row; the last one can be brought to the bottom.
        qint64 total = s; // QListView's look: a spacing above and below each row
        for (int h : std::as_const(heights))
            total += h + 2 * s;
        QScrollBar *bar = view.verticalScrollBar();
        QCOMPARE(qint64(bar->maximum()), total - view.viewport()->height());
        QCOMPARE(bar->pageStep(), view.viewport()->height());
        view.scrollTo(model.index(99999), QAbstractItemView::EnsureVisible);
        QCOMPARE(bar->value(), bar->maximum() - s);
        QCOMPARE(view.visualRect(model.index(99999)).bottom() + 1 + s, view.viewport()->height());
        view.scrollTo(model.index(50000), QAbstractItemView::PositionAtTop);
        QCOMPARE(view.visualRect(model.index(50000)).top(), s);
        QCOMPARE(view.indexAt(QPoint(width / 2, s + 1)), model.index(50000));

        // One row grows: only the rows below it move.
        const QRect before = view.visualRect(model.index(50001));
        const QRect above = view.visualRect(model.index(50000));
        heights[50000] += 25;
        QVERIFY(view.updateRowHeight(50000));
        QVERIFY(!view.updateRowHeight(50000)); // nothing changed since
        QCOMPARE(view.visualRect(model.index(50000)).top(), above.top());
        QCOMPARE(view.visualRect(model.index(50000)).height(), above.height() + 25);
        QCOMPARE(view.visualRect(model.index(50001)), before.translated(0, 25));
        QCOMPARE(qint64(bar->maximum()), total + 25 - view.viewport()->height());

        // A row above the viewport grows: what is on screen stays where it is.
        const int value = bar->value();
        heights[10] += 100;
        QVERIFY(view.updateRowHeight(10));
        QCOMPARE(bar->value(), value + 100);
        QCOMPARE(view.visualRect(model.index(50000)).top(), s);

        // Rows change: the whole list is laid out again.
        model.removeRows(0, 50000);
        heights.remove(0, 50000);
        view.flushLayout();
        QCOMPARE(view.visualRect(model.index(0)).height(), heights.at(0));
        QCOMPARE(qint64(view.verticalScrollBar()->maximum() + view.viewport()->height()), [&] {
            qint64 sum = s;
            for (int h : std::as_const(heights))
                sum += h + 2 * s;
            return sum;
        }());
    }

    void keyboardAndIndexWidgets()
    {
        QStringListModel model({u"a"_s, u"b"_s, u"c"_s, u"d"_s, u"e"_s, u"f"_s});
        MessageListView view;
        view.setHeightProvider([](int) { return 100; });
        view.setModel(&model);
        view.resize(300, 250);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setFocus();
        view.setCurrentIndex(model.index(0));
        QTest::keyClick(&view, Qt::Key_Down);
        QCOMPARE(view.currentIndex(), model.index(1));
        QTest::keyClick(&view, Qt::Key_End);
        QCOMPARE(view.currentIndex(), model.index(5));
        // The current row is scrolled into view.
        QVERIFY(view.viewport()->rect().contains(view.visualRect(model.index(5))));
        QTest::keyClick(&view, Qt::Key_PageUp);
        QVERIFY(view.currentIndex().row() < 5);
        QTest::keyClick(&view, Qt::Key_Home);
        QCOMPARE(view.currentIndex(), model.index(0));
        QCOMPARE(view.verticalScrollBar()->value(), 0);

        // A click selects the row under it.
        const QRect third = view.visualRect(model.index(2));
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, third.center());
        QCOMPARE(view.currentIndex(), model.index(2));
        QVERIFY(view.selectionModel()->isSelected(model.index(2)));

        // An index widget covers its row and follows it when a row above changes.
        auto *widget = new QWidget;
        view.setIndexWidget(model.index(1), widget);
        view.flushLayout();
        QCOMPARE(widget->geometry(), view.visualRect(model.index(1)));
        view.setHeightProvider([](int row) { return row == 0 ? 150 : 100; });
        QVERIFY(view.updateRowHeight(0));
        view.flushLayout();
        QCOMPARE(widget->geometry(), view.visualRect(model.index(1)));
        QCOMPARE(widget->geometry().top(), view.spacing() * 3 + 150);
    }

    void focusSelectsTheRowItMakesCurrent()
    {
        QStringListModel model({u"a"_s, u"b"_s, u"c"_s});
        MessageListView view;
        view.setSelectionMode(QAbstractItemView::ExtendedSelection);
        view.setHeightProvider([](int) { return 60; });
        view.setModel(&model);
        view.resize(300, 250);
        view.show();
        QVERIFY(QTest::qWaitForWindowActive(&view));
        // Focus makes the first row current (Qt) and selected (the list): Ctrl+click adds one.
        view.setFocus();
        QTRY_COMPARE(view.currentIndex(), model.index(0));
        QCOMPARE(view.selectionModel()->selectedRows(), QModelIndexList {model.index(0)});
        view.flushLayout();
        QTest::mouseClick(view.viewport(), Qt::LeftButton, Qt::ControlModifier,
            view.visualRect(model.index(2)).center());
        QTest::keyRelease(&view, Qt::Key_Control);
        QCOMPARE(view.selectionModel()->selectedRows().size(), 2);
        QVERIFY(view.selectionModel()->isSelected(model.index(2)));
    }
};

QTEST_MAIN(TstMessageListView)
#include "tst_message_list_view.moc"
