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

    /// The script is a shortest one (a longest common subsequence, by dynamic programming), and
    /// the edit limit holds exactly: one edit fewer than needed gives up and adds nothing.
    void editScriptsAreShortestAndLimited()
    {
        QRandomGenerator random(21);
        for (int round = 0; round < 200; ++round) {
            QVector<int> left(int(random.bounded(80)));
            QVector<int> right(int(random.bounded(80)));
            for (int &item : left)
                item = int(random.bounded(4));
            for (int &item : right)
                item = int(random.bounded(4));
            const int n = int(left.size());
            const int m = int(right.size());
            QVector<QVector<int>> lcs(n + 1, QVector<int>(m + 1, 0));
            for (int i = n - 1; i >= 0; --i) {
                for (int j = m - 1; j >= 0; --j)
                    lcs[i][j] = left.at(i) == right.at(j) ? lcs[i + 1][j + 1] + 1
                                                          : qMax(lcs[i + 1][j], lcs[i][j + 1]);
            }
            const int edits = n + m - 2 * lcs[0][0];
            const auto same = [&](int i, int j) { return left.at(i) == right.at(j); };
            const QVector<QPair<int, int>> before = {{-1, -1}};
            QVector<QPair<int, int>> pairs = before;
            QVERIFY(shortestEditPairs(n, m, same, edits, pairs));
            QCOMPARE(int(pairs.size()) - 1, lcs[0][0]);
            for (int k = 1; k < pairs.size(); ++k) {
                QVERIFY(same(pairs.at(k).first, pairs.at(k).second));
                if (k > 1) {
                    QVERIFY(pairs.at(k).first > pairs.at(k - 1).first);
                    QVERIFY(pairs.at(k).second > pairs.at(k - 1).second);
                }
            }
            if (edits > 0) {
                QVector<QPair<int, int>> none = before;
                QVERIFY(!shortestEditPairs(n, m, same, edits - 1, none));
                QCOMPARE(none, before);
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestSequenceAlignment)
#include "tst_sequence_alignment.moc"
