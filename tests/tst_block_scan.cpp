// SPDX-License-Identifier: GPL-2.0-or-later
// Indexing through read buffers: BlockReader (blocks in order, UTF-8 checked across block
// edges, from disk and from memory) and RecordIndex's wide scan of record insides (64-byte
// masks) against its byte loop on generated, partly broken JSON.
#include "avx2_scope.h"
#include "document/block_reader.h"
#include "document/mapped_file.h"
#include "document/record_index.h"

#include <QRandomGenerator>
#include <QTemporaryFile>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

// Everything the scanner found, as text, for comparisons.
QString summaryOf(const RecordIndex &idx)
{
    QStringList out;
    const auto add = [&out](const char *what, const RecordRange &r) {
        out << u"%1 %2-%3 %4:%5 #%6 %7"_s.arg(QString::fromLatin1(what))
                   .arg(r.begin)
                   .arg(r.end)
                   .arg(r.line)
                   .arg(r.column)
                   .arg(r.index)
                   .arg(r.listPage);
    };
    for (const RecordRange &r : idx.records())
        add("record", r);
    for (const RecordRange &r : idx.topLevelValues())
        add("value", r);
    const ScanError &e = idx.error();
    out << u"error %1 at %2 (%3) key %4 framing %5"_s.arg(
        QString::fromLatin1(e.sourceText ? e.sourceText : "-"), QString::number(e.offset),
        e.args.join(u'|'), idx.containerKey(), QString::number(int(idx.framing())));
    out << QString::fromUtf8(idx.envelopeText());
    return out.join(u'\n');
}

// What the scanner finds in `text` read whole, in 7-byte steps (too short for the 64-byte
// masks) and in 100-byte copies (scanBytes()).
struct ThreeScans {
    QString whole, bytewise, copied;
};

ThreeScans scanThreeWays(const QByteArray &text)
{
    RecordIndex whole(text.constData(), text.size());
    whole.scanAll();
    RecordIndex bytewise(text.constData(), text.size());
    while (!bytewise.finished())
        bytewise.scan(bytewise.position() + 7);
    RecordIndex copied(text.constData(), text.size());
    while (!copied.finished()) {
        const QByteArray block = text.mid(copied.position(), 100);
        copied.scanBytes(block.constData(), block.size());
    }
    return {summaryOf(whole), summaryOf(bytewise), summaryOf(copied)};
}

// A random JSON-like value: nested objects and arrays, strings with escapes, brackets, quotes,
// line breaks and Japanese; with `broken`, stray bytes that make it invalid.
QByteArray randomValue(QRandomGenerator &rng, int depth)
{
    static const char *const pieces[] = {"a", "bc", "\\\"", "\\\\", "\\n", "{", "}", "[", "]",
        "日本", "\\u3042", " ", ":", ",", "\\\\\\\"", "x y z 0123456789 abcdef ghijkl"};
    const int kind = depth > 7 ? 0 : int(rng.bounded(10));
    if (kind < 4) {
        QByteArray s = "\"";
        const int n = int(rng.bounded(12));
        for (int k = 0; k < n; ++k)
            s += pieces[rng.bounded(int(std::size(pieces)))];
        return s + "\"";
    }
    if (kind < 5)
        return QByteArrayList {"1", "-2.5e3", "true", "null"}.at(int(rng.bounded(4)));
    static const char *const keys[] = {"events", "turns", "text", "conversations", "a"};
    QByteArrayList items;
    const int n
        = int(depth < 4 ? rng.bounded(2, 6) : rng.bounded(4)); // long enough for 64-byte steps
    for (int k = 0; k < n; ++k) {
        if (kind < 8)
            items << "\"" + QByteArray(keys[rng.bounded(5)]) + "\":" + randomValue(rng, depth + 1);
        else
            items << randomValue(rng, depth + 1);
    }
    const QByteArray separator = rng.bounded(3) == 0 ? ",\n " : ",";
    return kind < 8 ? "{" + items.join(separator) + "}" : "[" + items.join(separator) + "]";
}

QByteArray randomDocument(QRandomGenerator &rng, bool broken)
{
    QByteArray text;
    switch (rng.bounded(3)) {
    case 0: // JSONL
        for (int k = int(rng.bounded(1, 6)); k > 0; --k)
            text += "{\"turns\":[" + randomValue(rng, 2) + "," + randomValue(rng, 2) + "]}\n";
        break;
    case 1:
        text = "{\"events\":[" + randomValue(rng, 2) + ",\n" + randomValue(rng, 2) + "],\"x\":1}";
        break;
    default:
        text = "[" + randomValue(rng, 1) + ",\n" + randomValue(rng, 1) + "]";
        break;
    }
    if (broken) {
        static const char stray[] = {'"', '\\', '{', '}', '[', ']', '\n', 'x'};
        for (int k = int(rng.bounded(1, 4)); k > 0; --k)
            text[int(rng.bounded(text.size()))] = stray[rng.bounded(int(sizeof stray))];
    }
    return text;
}

// Valid JSON Lines of objects and arrays: compact lines, lines whose values go on over indented
// lines, blank lines, CRLF, leading blanks, two values on one line, list pages.
QByteArray randomJsonLines(QRandomGenerator &rng)
{
    QByteArray text;
    const int lines = int(rng.bounded(3, 30));
    for (int k = 0; k < lines; ++k) {
        QByteArray value;
        while (!value.startsWith('{') && !value.startsWith('['))
            value = randomValue(rng, 1);
        if (k < 2 || rng.bounded(4) != 0)
            value.replace(",\n ", ", "); // one line
        const QByteArray lead = rng.bounded(8) == 0 ? "  " : "";
        const QByteArray end
            = QByteArrayList {"\n", "\n", "\n", "\r\n", "\n\n", " "}.at(int(rng.bounded(6)));
        text += lead + value + end;
    }
    return text;
}

} // namespace

class TstBlockScan : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void wideScanMatchesTheByteLoop_data() { addAvx2Rows(); }
    void wideScanMatchesTheByteLoop()
    {
        // Blocks under 64 bytes never take the 64-byte masks; whole texts and 100-byte copies
        // do. All must agree, on valid and on broken input, with the masks of either width.
        QFETCH(bool, avx2);
        const Avx2Scope scope(avx2);
        QRandomGenerator rng(20261123);
        int documents = 0;
        for (int n = 0; n < 600; ++n) {
            const QByteArray text = randomDocument(rng, n % 3 == 2);
            const ThreeScans scans = scanThreeWays(text);
            QCOMPARE(scans.whole, scans.bytewise);
            QCOMPARE(scans.copied, scans.bytewise);
            documents += text.size() > 256 ? 1 : 0;
        }
        QVERIFY2(documents > 300, qPrintable(QString::number(documents))); // the wide path ran
    }

    void jsonLinesReadAsTheBracketScannerDoes_data() { addAvx2Rows(); }
    void jsonLinesReadAsTheBracketScannerDoes()
    {
        // Read line by line (whole, in 7-byte steps, in 100-byte copies) or with the bracket
        // scanner, valid JSON Lines give the same records, lines, columns and list pages.
        QFETCH(bool, avx2);
        const Avx2Scope scope(avx2);
        QRandomGenerator rng(20261129);
        int pages = 0;
        for (int n = 0; n < 400; ++n) {
            const QByteArray text = randomJsonLines(rng);
            RecordIndex brackets(text.constData(), text.size());
            brackets.allowLines(false);
            brackets.scanAll();
            QVERIFY(brackets.error().isNull());
            const QString expected = summaryOf(brackets);
            const ThreeScans scans = scanThreeWays(text);
            QCOMPARE(scans.whole, expected);
            QCOMPARE(scans.bytewise, expected);
            QCOMPARE(scans.copied, expected);
            for (const RecordRange &r : brackets.records())
                pages += r.listPage ? 1 : 0;
        }
        QVERIFY2(pages > 50, qPrintable(QString::number(pages))); // list pages were among them
    }

    void stringsCrossingBlocksInsideRecords()
    {
        // A long string full of escaped quotes and brackets deep in a record, scanned in blocks
        // that end inside it, after a backslash, and right before a closing quote.
        QByteArray inner = "\"";
        for (int k = 0; k < 300; ++k)
            inner += "ab\\\"]}{[\\\\";
        inner += "\"";
        const QByteArray line = "{\"turns\":[{\"messages\":[{\"text\":" + inner + "}]}]}\n";
        const QByteArray text = line + line + line;
        for (const qint64 block : {63, 64, 65, 129, 1000}) {
            RecordIndex idx(text.constData(), text.size());
            while (!idx.finished()) {
                const QByteArray copy = text.mid(idx.position(), block);
                idx.scanBytes(copy.constData(), copy.size());
            }
            QVERIFY2(idx.error().isNull(), qPrintable(QString::number(block)));
            QCOMPARE(idx.records().size(), 3);
            QCOMPARE(idx.records().at(2).line, 3);
            QCOMPARE(idx.recordText(idx.records().at(1)), line.chopped(1));
        }
    }

    void mismatchInsideARecordIsReportedWhereItIs()
    {
        QByteArray text = "{\"turns\":[{\"a\":[{\"b\":\"";
        text += QByteArray(200, 'x') + "\"}}]}]}\n";
        const qint64 bad = text.indexOf("}}") + 1; // '}' closing a '['
        RecordIndex idx(text.constData(), text.size());
        idx.scanAll();
        QCOMPARE(idx.error().offset, bad);
        QCOMPARE(idx.error().args, QStringList {u"}"_s});
    }

    void blocksFromDiskAndMemory_data()
    {
        QTest::addColumn<bool>("fromDisk");
        QTest::addColumn<bool>("inPlace");
        QTest::newRow("disk") << true << false;
        QTest::newRow("disk, in place") << true << true; // check's DocumentTuning::readFromMapping
        QTest::newRow("memory") << false << false;
    }
    void blocksFromDiskAndMemory()
    {
        QFETCH(bool, fromDisk);
        QFETCH(bool, inPlace);
        // Three-byte characters at every offset around the 4096-byte block edges.
        QByteArray text;
        while (text.size() < 5 * 4096)
            text += "{\"t\":\"" + QByteArray(int(text.size() % 7), 'a') + "日本語\"}\n";
        QTemporaryFile tmp;
        MappedFile file;
        if (fromDisk) {
            QVERIFY(tmp.open());
            tmp.write(text);
            tmp.close();
            QVERIFY(file.open(tmp.fileName()));
            QVERIFY(file.isMapped());
        } else {
            file.setData(text);
        }
        BlockReader reader(file, 4096, 3, inPlace);
        QByteArray joined;
        BlockReader::Block block;
        while (reader.next(&block)) {
            QCOMPARE(block.offset, qint64(joined.size()));
            QVERIFY(block.length <= 4096);
            // Copies are read buffers; in place (or from memory) the blocks are the file's bytes.
            QCOMPARE(block.bytes == file.data() + block.offset, inPlace || !fromDisk);
            joined.append(block.bytes, block.length);
        }
        QCOMPARE(joined, text);
        QCOMPARE(reader.firstInvalidUtf8(), -1);
    }

    void invalidUtf8AcrossBlockEdges_data()
    {
        QTest::addColumn<int>("at");
        QTest::addColumn<QByteArray>("bad");
        QTest::addColumn<int>("expected");
        // A lone continuation byte, a truncated sequence split by the edge, an overlong form.
        QTest::newRow("continuation at edge") << 4096 << QByteArray("\x80") << 4096;
        QTest::newRow("truncated before edge") << 4095
                                               << QByteArray("\xE6\x97"
                                                             "a")
                                               << 4095;
        QTest::newRow("split surrogate") << 4094 << QByteArray("\xED\xA0\x80") << 4094;
        QTest::newRow("overlong after edge") << 4097 << QByteArray("\xC0\xAF") << 4097;
        QTest::newRow("cut at the end") << -1 << QByteArray("\xE6\x97") << -1;
    }
    void invalidUtf8AcrossBlockEdges()
    {
        QFETCH(int, at);
        QFETCH(QByteArray, bad);
        QFETCH(int, expected);
        QByteArray text(3 * 4096, 'a');
        for (int k = 0; k < text.size(); k += 512)
            text.replace(k + 100, 3, "日"); // valid ones on the way
        int where = at;
        if (at < 0) {
            where = int(text.size());
            text += bad;
            expected = where;
        } else {
            text.replace(at, bad.size(), bad);
        }
        QCOMPARE(MappedFile::firstInvalidUtf8(text.constData(), text.size()), qint64(expected));
        MappedFile file;
        file.setData(text);
        BlockReader reader(file, 4096, 2);
        BlockReader::Block block;
        while (reader.next(&block)) {
            // What a block vouches for is valid, and never reaches the bad byte.
            QVERIFY(block.utf8CheckedUntil <= block.offset + block.length);
            QVERIFY(block.utf8CheckedUntil <= expected);
            QCOMPARE(MappedFile::firstInvalidUtf8(text.constData(), block.utf8CheckedUntil), -1);
        }
        QCOMPARE(reader.firstInvalidUtf8(), qint64(expected));
    }

    void validSequencesSplitAtEveryEdgeOffset()
    {
        for (int shift = 0; shift < 4; ++shift) {
            QByteArray text(4096 - shift, 'a');
            while (text.size() < 3 * 4096)
                text += "😀日ñ";
            MappedFile file;
            file.setData(text);
            BlockReader reader(file, 4096, 2);
            BlockReader::Block block;
            while (reader.next(&block)) {
                // Up to the block's end but the sequence it splits (checked with the next).
                QVERIFY(block.utf8CheckedUntil >= block.offset + block.length - 3);
                QVERIFY(block.utf8CheckedUntil <= block.offset + block.length);
                QCOMPARE(
                    MappedFile::firstInvalidUtf8(text.constData(), block.utf8CheckedUntil), -1);
            }
            QCOMPARE(block.utf8CheckedUntil, qint64(text.size()));
            QCOMPARE(reader.firstInvalidUtf8(), -1);
        }
    }

    void cancelStopsTheReader()
    {
        const QByteArray text(64 * 4096, 'a');
        MappedFile file;
        file.setData(text);
        BlockReader reader(file, 4096, 2);
        BlockReader::Block block;
        QVERIFY(reader.next(&block));
        reader.cancel();
        QVERIFY(!reader.next(&block));
    }
};

QTEST_GUILESS_MAIN(TstBlockScan)
#include "tst_block_scan.moc"
