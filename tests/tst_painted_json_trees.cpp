// SPDX-License-Identifier: GPL-2.0-or-later
// PaintedJsonTrees: small JSON values are parsed at once; a big one (a hostile 6 MB payload) is
// parsed off the GUI thread, said pending until ready(), parsed once however often it is asked,
// and then kept; the message view's row cache builds its rows again when one is ready.
#include "painted_json_trees.h"
#include "painted_row_cache.h"
#include "json/json_node.h"

#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

/// An object of `members` members, {"k0": "value 0", …}.
QByteArray wideObject(int members)
{
    QByteArray json = "{";
    for (int i = 0; i < members; ++i)
        json += (i ? ",\"k" : "\"k") + QByteArray::number(i) + "\":\"value " + QByteArray::number(i)
            + '"';
    return json + '}';
}

} // namespace

class TstPaintedJsonTrees : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void smallValuesAtOnce()
    {
        bool pending = true;
        const QByteArray json = wideObject(10);
        const auto root = PaintedJsonTrees::shared()->tree(json, &pending);
        QVERIFY(!pending);
        QVERIFY(root);
        QCOMPARE(root->children.size(), 10);
        QVERIFY(!PaintedJsonTrees::shared()->tree("not json", &pending));
        QVERIFY(!pending);
    }

    void bigValuesInTheBackground()
    {
        PaintedJsonTrees *trees = PaintedJsonTrees::shared();
        PaintedRowCache rows([](int) { return PaintedMessageBuilder::RowState {}; });
        QSignalSpy ready(trees, &PaintedJsonTrees::ready);
        QSignalSpy changed(&rows, &PaintedRowCache::changed);
        const QByteArray json = wideObject(30000);
        QVERIFY(json.size() >= PaintedJsonTrees::kBackgroundBytes);
        bool pending = false;
        QVERIFY(!trees->tree(json, &pending));
        QVERIFY(pending);
        QVERIFY(!trees->tree(json, &pending)); // asked again while it is read: still one job
        QVERIFY(pending);
        QVERIFY(ready.wait(30000));
        QCOMPARE(ready.size(), 1);
        QCOMPARE(changed.size(), 1); // the rows that showed it pending are built again
        const auto root = trees->tree(json, &pending);
        QVERIFY(!pending);
        QVERIFY(root);
        QCOMPARE(root->children.size(), 30000);
        QCOMPARE(root->children.last()->scalar, u"value 29999"_s);

        // A big text that is not JSON: read in the background too, then known as not JSON.
        const QByteArray broken = json.left(json.size() - 1);
        QVERIFY(!trees->tree(broken, &pending));
        QVERIFY(pending);
        QVERIFY(ready.wait(30000));
        QVERIFY(!trees->tree(broken, &pending));
        QVERIFY(!pending);
    }
};

QTEST_MAIN(TstPaintedJsonTrees)
#include "tst_painted_json_trees.moc"
