// SPDX-License-Identifier: GPL-2.0-or-later
// JsonArraySplitter (models/live/json_array_splitter.h): a streamed JSON array cut at every
// position and at random ones (seeded: the same cuts on every run) gives the same elements;
// strings with brackets, escapes and UTF-8, nesting, scalars, and the texts that are no array.
#include "live/json_array_splitter.h"

#include <QRandomGenerator>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

// A streamed RunSessionResponse array as Google's front end writes it, with strings that hold
// brackets, commas, escaped quotes and backslashes, and multi-byte UTF-8.
const QByteArray kArray
    = "\xEF\xBB\xBF [{\n  \"outputs\": [{\"text\": \"京都の紅葉は]11月[下旬, {が} "
      "見頃です🍁\", \"turnIndex\": 1}]\n}\n,{\"outputs\":[{\"payload\":"
      "{\"q\":\"a \\\"quoted\\\" \\\\ back\\\\\\\"slash ]}\",\"n\":[1,[2,{}]]}}]}"
      "\n,\"a string ] with , and \\\"\"\n, 42 ,-1.5e3,true ,null\n,[]\n,{}\n]\n";

const QByteArrayList kElements = {"{\n  \"outputs\": [{\"text\": \"京都の紅葉は]11月[下旬, {が} "
                                  "見頃です🍁\", \"turnIndex\": 1}]\n}",
    "{\"outputs\":[{\"payload\":{\"q\":\"a \\\"quoted\\\" \\\\ back\\\\\\\"slash "
    "]}\",\"n\":[1,[2,{}]]}}]}",
    "\"a string ] with , and \\\"\"", "42", "-1.5e3", "true", "null", "[]", "{}"};

QByteArrayList feedInPieces(
    const QByteArray &text, const QList<qsizetype> &cuts, JsonArraySplitter &splitter)
{
    QByteArrayList out;
    qsizetype from = 0;
    for (const qsizetype cut : cuts) {
        out += splitter.feed(QByteArrayView(text).sliced(from, cut - from));
        from = cut;
    }
    out += splitter.feed(QByteArrayView(text).sliced(from));
    return out;
}

} // namespace

class TstJsonArraySplitter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void wholeText()
    {
        JsonArraySplitter splitter;
        QCOMPARE(splitter.feed(kArray), kElements);
        QVERIFY(splitter.isClosed());
        QCOMPARE(splitter.count(), kElements.size());
    }

    void everySingleCut()
    {
        for (qsizetype cut = 0; cut <= kArray.size(); ++cut) {
            JsonArraySplitter splitter;
            const QByteArrayList got = feedInPieces(kArray, {cut}, splitter);
            QVERIFY2(got == kElements, qPrintable(u"cut at %1"_s.arg(cut)));
            QVERIFY(splitter.isClosed());
        }
    }

    void randomCuts()
    {
        QRandomGenerator random(20261128);
        for (int round = 0; round < 500; ++round) {
            QList<qsizetype> cuts;
            const int count = random.bounded(1, 40);
            for (int i = 0; i < count; ++i)
                cuts << random.bounded(qsizetype(0), kArray.size() + 1);
            std::sort(cuts.begin(), cuts.end());
            JsonArraySplitter splitter;
            QCOMPARE(feedInPieces(kArray, cuts, splitter), kElements);
            QVERIFY(splitter.isClosed());
        }
        // One byte at a time.
        JsonArraySplitter bytes;
        QByteArrayList got;
        for (const char c : kArray)
            got += bytes.feed(QByteArrayView(&c, 1));
        QCOMPARE(got, kElements);
    }

    void openAndCutStreams()
    {
        JsonArraySplitter splitter;
        QCOMPARE(splitter.feed("[{\"a\":1}\n,{\"b\":\"x]"), QByteArrayList {"{\"a\":1}"});
        QCOMPARE(splitter.state(), JsonArraySplitter::State::InArray);
        QCOMPARE(splitter.pendingBytes(), 8);
        JsonArraySplitter empty;
        QVERIFY(empty.feed("  [ ]  ").isEmpty());
        QVERIFY(empty.isClosed());
        JsonArraySplitter nothing;
        QVERIFY(nothing.feed("").isEmpty());
        QCOMPARE(nothing.state(), JsonArraySplitter::State::BeforeArray);
    }

    void notAnArray_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<qint64>("at");
        QTest::addColumn<int>("elements");
        QTest::newRow("an object") << QByteArray("{\"error\":{}}") << qint64(0) << 0;
        QTest::newRow("text after the array") << QByteArray("[1]\nx") << qint64(4) << 1;
        QTest::newRow("trailing comma") << QByteArray("[1,]") << qint64(3) << 1;
        QTest::newRow("two commas") << QByteArray("[1,,2]") << qint64(3) << 1;
        QTest::newRow("no comma") << QByteArray("[{} {}]") << qint64(4) << 1;
        QTest::newRow("stray brace") << QByteArray("[}]") << qint64(1) << 0;
        QTest::newRow("leading comma") << QByteArray("[,1]") << qint64(1) << 0;
    }

    void notAnArray()
    {
        QFETCH(QByteArray, text);
        QFETCH(qint64, at);
        QFETCH(int, elements);
        JsonArraySplitter splitter;
        QCOMPARE(splitter.feed(text).size(), elements);
        QCOMPARE(splitter.state(), JsonArraySplitter::State::Invalid);
        QCOMPARE(splitter.invalidAt(), at);
        QVERIFY(splitter.feed("[1]").isEmpty()); // stays invalid
    }
};

QTEST_GUILESS_MAIN(TstJsonArraySplitter)
#include "tst_json_array_splitter.moc"
