// SPDX-License-Identifier: GPL-2.0-or-later
// RecordList, the compact list of record ranges every conversation unit and the scanner keep:
// what goes in comes out (in order, by at(), from any iterator, through mid, += and renumber),
// on the shapes real files give (JSON Lines, pretty-printed arrays, SSE events, list pages,
// records moved into a file by follow mode, index jumps) and on random ones, and a file's
// records cost a few bytes each.
#include "document/record_index.h"
#include "document/record_list.h"

#include <QRandomGenerator>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QVector<RecordRange> randomRanges(QRandomGenerator &random, int count)
{
    QVector<RecordRange> out;
    qint64 at = random.bounded(0, 1000);
    qint64 line = 1 + random.bounded(0, 50);
    qint64 index = random.bounded(0, 3) == 0 ? random.bounded(0, 100000) : 0;
    for (int i = 0; i < count; ++i) {
        RecordRange r;
        // Mostly the next few bytes; now and then a jump back or far ahead (regrouped units).
        const int kind = random.bounded(0, 20);
        at += kind == 0 ? -qint64(random.bounded(0, 5000))
            : kind == 1 ? (qint64(1) << 40)
                        : random.bounded(0, 8);
        r.begin = qMax<qint64>(0, at);
        r.end = r.begin
            + (random.bounded(0, 10) == 0 ? random.bounded(0, 1 << 30) : random.bounded(0, 600));
        at = r.end;
        line += random.bounded(0, 4) == 0 ? random.bounded(-3, 200) : random.bounded(0, 2);
        r.line = qMax<qint64>(1, line);
        index += random.bounded(0, 10) == 0 ? random.bounded(-5, 50) : 1;
        r.index = index;
        r.column = random.bounded(0, 3) == 0 ? random.bounded(1, 100000) : 3;
        r.listPage = random.bounded(0, 30) == 0;
        out.append(r);
    }
    return out;
}

} // namespace

class TstRecordList : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void keepsEveryField()
    {
        QRandomGenerator random(17);
        for (int round = 0; round < 200; ++round) {
            const QVector<RecordRange> ranges = randomRanges(random, random.bounded(0, 400));
            const RecordList list = RecordList::fromVector(ranges);
            QCOMPARE(list.size(), ranges.size());
            QCOMPARE(list.toVector(), ranges);
            for (int i = 0; i < ranges.size(); i += 1 + random.bounded(0, 7))
                QCOMPARE(list.at(i), ranges.at(i));
            if (!ranges.isEmpty()) {
                QCOMPARE(list.first(), ranges.first());
                QCOMPARE(list.last(), ranges.last());
                const int from = random.bounded(0, int(ranges.size()));
                const int count = random.bounded(0, int(ranges.size()) - from + 1);
                QCOMPARE(list.mid(from, count).toVector(), ranges.mid(from, count));
                QCOMPARE(list.mid(from).toVector(), ranges.mid(from));
                auto it = list.iteratorAt(from);
                QCOMPARE(it.position(), from);
                QCOMPARE(*it, ranges.at(from));
            }
            QVERIFY(list.iteratorAt(ranges.size()) == list.end());
        }
    }

    void oneRecordTakesNoHeap()
    {
        // Most units of JSON Lines hold one record: it allocates nothing, and a second one
        // goes on as usual.
        RecordList one;
        const RecordRange first {10, 20, 2, 0, 1, false};
        one.append(first);
        QCOMPARE(one.heapBytes(), 0);
        QCOMPARE(one.at(0), first);
        QCOMPARE(*one.begin(), first);
        QCOMPARE(one.toVector(), QVector<RecordRange>({first}));
        QVERIFY(one == RecordList({first}));
        QVERIFY(one != RecordList({RecordRange {10, 21, 2, 0, 1, false}}));
        RecordList two = one;
        const RecordRange second {22, 40, 3, 1, 1, true};
        two.append(second);
        QCOMPARE(two.toVector(), QVector<RecordRange>({first, second}));
        QCOMPARE(two.mid(1).toVector(), QVector<RecordRange>({second}));
        QCOMPARE(two.mid(0, 1), one);
        QCOMPARE(one.size(), 1);
        // Copies share their records until one of them grows.
        RecordList three = two;
        three.append(RecordRange {41, 50, 4, 2, 1, false});
        QCOMPARE(two.size(), 2);
        QCOMPARE(two.toVector(), QVector<RecordRange>({first, second}));
        QCOMPARE(three.size(), 3);
        QCOMPARE(three.at(1), second);
        // A conversation unit keeps one of these per conversation: its last record, its count
        // and one pointer, so a file of a million short conversations keeps them small.
        QVERIFY(sizeof(RecordList) <= sizeof(RecordRange) + 2 * sizeof(void *));
    }

    void millionsOfRecordsAcrossChunks()
    {
        // Past a megabyte the bytes go on in chunks; records whose bytes straddle two chunks
        // read back the same, in order, by at() and from mid().
        QRandomGenerator random(99);
        const QVector<RecordRange> ranges = randomRanges(random, 700000);
        const RecordList list = RecordList::fromVector(ranges);
        QVERIFY(list.heapBytes() > (2 << 20)); // several chunks
        QCOMPARE(list.toVector(), ranges);
        for (int i = 0; i < ranges.size(); i += 997)
            QCOMPARE(list.at(i), ranges.at(i));
        QCOMPARE(list.mid(350000, 200000).toVector(), ranges.mid(350000, 200000));
        RecordList copy = list;
        copy.append(ranges.first());
        QCOMPARE(list.size(), ranges.size()); // the copy's append leaves the original alone
        QCOMPARE(copy.last(), ranges.first());
        QCOMPARE(copy.at(copy.size() - 2), ranges.last());
    }

    void releasedRecordsAreSkipped()
    {
        // The scanner frees the records it no longer needs, a chunk of bytes at a time: the
        // first block(s) and everything from keptFrom() on read back as before, the gap is
        // skipped by iteration, and a copy taken before keeps every record.
        QRandomGenerator random(7);
        const QVector<RecordRange> ranges = randomRanges(random, 5000);
        RecordList list(512);
        for (const RecordRange &r : ranges.mid(0, 3000))
            list.append(r);
        const RecordList before = list;
        const qsizetype bytes = list.heapBytes();
        list.releaseBefore(50); // within the first block: nothing to free
        QVERIFY(!list.hasGap());
        list.releaseBefore(1000);
        list.releaseBefore(700); // never back
        QVERIFY(list.hasGap());
        QCOMPARE(list.keptFrom(), 1000 / RecordList::kStride * RecordList::kStride);
        QVERIFY(list.headSize() >= RecordList::kStride);
        QVERIFY(list.headSize() < list.keptFrom());
        list.releaseBefore(2500);
        QCOMPARE(list.keptFrom(), 2500 / RecordList::kStride * RecordList::kStride);
        QVERIFY(list.heapBytes() < bytes);
        for (const RecordRange &r : ranges.mid(3000))
            list.append(r); // appends go on after a release
        QCOMPARE(list.size(), ranges.size());
        QCOMPARE(before.toVector(), ranges.mid(0, 3000));

        QVector<RecordRange> expected = ranges.mid(0, list.headSize());
        expected += ranges.mid(list.keptFrom());
        QCOMPARE(list.toVector(), expected);
        for (auto it = list.begin(); it != list.end(); ++it)
            QCOMPARE(*it, ranges.at(it.position()));
        for (qsizetype i = 0; i < list.headSize(); i += 13)
            QCOMPARE(list.at(i), ranges.at(i));
        for (qsizetype i = list.keptFrom(); i < list.size(); i += 13)
            QCOMPARE(list.at(i), ranges.at(i));
        QCOMPARE(list.iteratorAt(list.headSize() + 1).position(), list.keptFrom());
        QCOMPARE(
            list.mid(list.keptFrom() + 5, 300).toVector(), ranges.mid(list.keptFrom() + 5, 300));
        QCOMPARE(list.mid(2, 40).toVector(), ranges.mid(2, 40));
        QCOMPARE(list.last(), ranges.last());
        QVERIFY(list != RecordList::fromVector(ranges));
        const RecordList copy = list;
        QVERIFY(copy == list);
    }

    void midCopiesTheBytesOfAnyRange()
    {
        // Parts are cut with mid(): at an anchor or not, of one block or many, in a list whose
        // bytes go in small chunks (a record straddles two), each cut reads as the original
        // and grows like any list.
        QRandomGenerator random(23);
        const QVector<RecordRange> ranges = randomRanges(random, 3000);
        RecordList list(64);
        for (const RecordRange &r : ranges)
            list.append(r);
        const qsizetype cuts[][2] = {{0, 1000}, {1000, 1000}, {1000, 1003}, {2003, 997}, {7, 2},
            {124, 126}, {125, 125}, {126, 250}, {2999, 1}, {1, 2999}, {0, 2999}};
        for (const auto &cut : cuts) {
            const RecordList part = list.mid(cut[0], cut[1]);
            const QVector<RecordRange> expected = ranges.mid(cut[0], cut[1]);
            QCOMPARE(part.size(), expected.size());
            QCOMPARE(part.toVector(), expected);
            for (qsizetype i = 0; i < expected.size(); i += 37)
                QCOMPARE(part.at(i), expected.at(i));
            QCOMPARE(part.last(), expected.last());
            RecordList grown = part;
            grown.append(ranges.first());
            QCOMPARE(grown.toVector(), expected + QVector<RecordRange> {ranges.first()});
        }
    }

    void joinsAndRenumbers()
    {
        QRandomGenerator random(4);
        const QVector<RecordRange> a = randomRanges(random, 150);
        const QVector<RecordRange> b = randomRanges(random, 90);
        RecordList joined = RecordList::fromVector(a);
        const RecordList copy = joined; // shares, then stays as it was
        joined += RecordList::fromVector(b);
        QCOMPARE(joined.toVector(), a + b);
        QCOMPARE(copy.toVector(), a);
        QVERIFY(joined != copy);
        RecordList empty;
        empty += copy;
        QVERIFY(empty == copy);

        joined.renumber();
        const QVector<RecordRange> numbered = joined.toVector();
        for (int i = 0; i < numbered.size(); ++i) {
            QCOMPARE(numbered.at(i).index, i);
            QCOMPARE(numbered.at(i).begin, (a + b).at(i).begin);
        }
    }

    void scannedRecordsMatchTheText()
    {
        // A pretty-printed array, JSON Lines and SSE: the scanner's lists give each record's
        // exact text, line and column.
        const QByteArray array
            = "[\n  {\"a\": 1},\n  {\"b\": [2, 3]},\n  {\"c\": \"\xe4\xba\xac\"}\n]\n";
        RecordIndex arrayIndex(array.constData(), array.size());
        arrayIndex.scanAll();
        const RecordList &records = arrayIndex.records();
        QCOMPARE(records.size(), 3);
        QCOMPARE(arrayIndex.recordText(records.at(1)), QByteArray("{\"b\": [2, 3]}"));
        QCOMPARE(records.at(2).line, 4);
        QCOMPARE(records.at(2).column, 3);
        QCOMPARE(records.at(2).index, 2);

        QByteArray lines;
        for (int i = 0; i < 1000; ++i)
            lines += "{\"n\": " + QByteArray::number(i) + "}\n";
        RecordIndex linesIndex(lines.constData(), lines.size());
        linesIndex.scanAll();
        QCOMPARE(linesIndex.records().size(), 1000);
        qsizetype k = 0;
        for (const RecordRange &r : linesIndex.records()) {
            QCOMPARE(linesIndex.recordText(r), "{\"n\": " + QByteArray::number(k) + '}');
            QCOMPARE(r.line, k + 1);
            QCOMPARE(r.index, k++);
        }
        // A few bytes a record: a flags byte, the gap and the length.
        QVERIFY2(linesIndex.records().heapBytes() <= 1000 * 6,
            qPrintable(QString::number(linesIndex.records().heapBytes())));
    }
};

QTEST_GUILESS_MAIN(TstRecordList)
#include "tst_record_list.moc"
