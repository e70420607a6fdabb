// SPDX-License-Identifier: GPL-2.0-or-later
// Two sequences side by side (compare/sequence_alignment.h): common items matched, leftovers
// between two matches side by side, the rest alone, every item once and in order.
#include "compare/sequence_alignment.h"

#include <QRandomGenerator>
#include <QStringList>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QStringList rows(const QString &left, const QString &right)
{
    const SequenceAlignment a = alignSequences(int(left.size()), int(right.size()),
        [&](int i, int j) { return left.at(i) == right.at(j); });
    QStringList out;
    for (const SequenceAlignment::Row &r : a.rows)
        out << (r.left >= 0 ? QString(left.at(r.left)) : u"-"_s) + (r.matched ? u'=' : u' ')
                + (r.right >= 0 ? QString(right.at(r.right)) : u"-"_s);
    return out;
}

} // namespace

class TestSequenceAlignment : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rows_data()
    {
        QTest::addColumn<QString>("left");
        QTest::addColumn<QString>("right");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("same") << u"abc"_s << u"abc"_s << QStringList {u"a=a"_s, u"b=b"_s, u"c=c"_s};
        QTest::newRow("changed middle")
            << u"axc"_s << u"ayc"_s << QStringList {u"a=a"_s, u"x y"_s, u"c=c"_s};
        QTest::newRow("more on the left")
            << u"axyc"_s << u"azc"_s << QStringList {u"a=a"_s, u"x z"_s, u"y -"_s, u"c=c"_s};
        QTest::newRow("more on the right")
            << u"ac"_s << u"abbc"_s << QStringList {u"a=a"_s, u"- b"_s, u"- b"_s, u"c=c"_s};
        QTest::newRow("nothing in common") << u"ab"_s << u"x"_s << QStringList {u"a x"_s, u"b -"_s};
        QTest::newRow("empty left") << QString() << u"ab"_s << QStringList {u"- a"_s, u"- b"_s};
        QTest::newRow("both empty") << QString() << QString() << QStringList();
    }

    void rows()
    {
        QFETCH(QString, left);
        QFETCH(QString, right);
        QFETCH(QStringList, expected);
        QCOMPARE(::rows(left, right), expected);
    }

    void everyItemOnceInOrder()
    {
        QRandomGenerator random(8);
        for (int round = 0; round < 300; ++round) {
            QString left;
            QString right;
            for (int i = int(random.bounded(9)); i > 0; --i)
                left += QChar(u'a' + random.bounded(3));
            for (int i = int(random.bounded(9)); i > 0; --i)
                right += QChar(u'a' + random.bounded(3));
            const SequenceAlignment a = alignSequences(int(left.size()), int(right.size()),
                [&](int i, int j) { return left.at(i) == right.at(j); });
            int nextLeft = 0;
            int nextRight = 0;
            int matched = 0;
            for (const SequenceAlignment::Row &r : a.rows) {
                if (r.left >= 0)
                    QCOMPARE(r.left, nextLeft++);
                if (r.right >= 0)
                    QCOMPARE(r.right, nextRight++);
                if (r.matched) {
                    QCOMPARE(left.at(r.left), right.at(r.right));
                    ++matched;
                }
            }
            QCOMPARE(nextLeft, int(left.size()));
            QCOMPARE(nextRight, int(right.size()));
            QCOMPARE(matched,
                int(longestCommonPairs(int(left.size()), int(right.size()), [&](int i, int j) {
                    return left.at(i) == right.at(j);
                }).size()));
        }
    }
};

QTEST_GUILESS_MAIN(TestSequenceAlignment)
#include "tst_sequence_alignment.moc"
