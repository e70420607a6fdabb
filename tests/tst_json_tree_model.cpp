// SPDX-License-Identifier: GPL-2.0-or-later
#include "items/json_tree_model.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;

class TstJsonTreeModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void objectTree()
    {
        JsonTreeModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        QVERIFY(
            model.setJson(QByteArrayLiteral("{\"order\":\"A-17\",\"Include_History\":true,"
                                            "\"items\":[{\"id\":1},{\"id\":2.5}],\"none\":null}")));
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.columnCount(), int(JsonTreeModel::ColumnCount));
        // Source key order is kept and keys are never folded.
        QCOMPARE(model.index(0, 0).data().toString(), u"order"_s);
        QCOMPARE(model.index(1, 0).data().toString(), u"Include_History"_s);
        QCOMPARE(model.index(0, JsonTreeModel::ValueColumn).data().toString(), u"A-17"_s);
        QCOMPARE(model.index(1, JsonTreeModel::ValueColumn).data().toString(), u"true"_s);
        QCOMPARE(model.index(1, 0).data(JsonTreeModel::TypeIdRole).toString(), u"boolean"_s);
        QCOMPARE(model.index(3, JsonTreeModel::ValueColumn).data().toString(), u"null"_s);

        const QModelIndex items = model.index(2, 0);
        QCOMPARE(items.data(JsonTreeModel::TypeRole).toInt(), int(JsonNode::Type::Array));
        QCOMPARE(model.rowCount(items), 2);
        QCOMPARE(items.data(JsonTreeModel::ChildCountRole).toInt(), 2);
        const QModelIndex second = model.index(1, 0, items);
        QCOMPARE(second.data().toString(), u"[1]"_s);
        QCOMPARE(second.parent(), items);
        const QModelIndex id = model.index(0, 0, second);
        QCOMPARE(id.data(JsonTreeModel::PathRole).toString(), u"items[1].id"_s);
        QCOMPARE(model.index(0, JsonTreeModel::ValueColumn, second).data().toString(), u"2.5"_s);
        QCOMPARE(id.parent().parent(), items);
        QVERIFY(!model.hasChildren(id));
    }

    void scalarRootAndReset()
    {
        JsonTreeModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QVERIFY(model.setJson(QByteArrayLiteral("\"just text\\nwith a newline\"")));
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.index(0, 0).data(JsonTreeModel::ValueTextRole).toString(),
            u"just text\nwith a newline"_s);
        // The display line shows the newline as a symbol so the row stays one line.
        QVERIFY(!model.index(0, JsonTreeModel::ValueColumn).data().toString().contains(u'\n'));
        QVERIFY(model.setJson("[1,[2,3]]"_ba));
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.rowCount(model.index(1, 0)), 2);
        QVERIFY(!model.setJson("{not json"_ba));
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!model.errorString().isEmpty());
        model.setRoot(nullptr);
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(resets.count(), 4);
    }

    void duplicateKeysKeepTheirPlace()
    {
        // Rows come from the tree itself (no index of every node): the last duplicate takes
        // the first one's row, and every node finds its parent and row again.
        JsonTreeModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        QVERIFY(model.setJson(
            "{\"a\": 1, \"b\": {\"x\": [1, {\"y\": 2}]}, \"a\": {\"z\": [3, 4]}}"_ba));
        QCOMPARE(model.rowCount(), 2);
        const QModelIndex a = model.index(0, JsonTreeModel::KeyColumn);
        QCOMPARE(a.data().toString(), u"a"_s);
        const QModelIndex z = model.index(0, JsonTreeModel::KeyColumn, a);
        QCOMPARE(z.parent(), a);
        const QModelIndex four = model.index(1, JsonTreeModel::ValueColumn, z);
        QCOMPARE(four.data().toString(), u"4"_s);
        QCOMPARE(four.parent(), z);
        QCOMPARE(four.data(JsonTreeModel::PathRole).toString(), u"a.z[1]"_s);
        const QModelIndex x = model.index(0, JsonTreeModel::KeyColumn, model.index(1, 0));
        const QModelIndex y = model.index(0, JsonTreeModel::KeyColumn, model.index(1, 0, x));
        QCOMPARE(y.data(JsonTreeModel::PathRole).toString(), u"b.x[1].y"_s);
        QCOMPARE(y.parent().parent(), x);
    }

    void htmlIsData()
    {
        JsonTreeModel model;
        QVERIFY(
            model.setJson(QByteArrayLiteral("{\"html\":\"<b>bold</b><img src=http://x/y.png>\"}")));
        QCOMPARE(model.index(0, JsonTreeModel::ValueColumn).data().toString(),
            u"<b>bold</b><img src=http://x/y.png>"_s);
    }

    void retranslateEmitsChanges()
    {
        JsonTreeModel model;
        QVERIFY(model.setJson(QByteArrayLiteral("{\"a\":{\"b\":[1]}}")));
        QSignalSpy header(&model, &QAbstractItemModel::headerDataChanged);
        QSignalSpy data(&model, &QAbstractItemModel::dataChanged);
        model.retranslate();
        QCOMPARE(header.count(), 1);
        QCOMPARE(data.count(), 3); // root level, "a", "b"
        QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), u"Key"_s);
    }
};

QTEST_GUILESS_MAIN(TstJsonTreeModel)
#include "tst_json_tree_model.moc"
