// SPDX-License-Identifier: GPL-2.0-or-later
// The byte scanner: framing, record ranges, JSON paths, envelopes, truncation, BOMs.
#include "document/mapped_file.h"
#include "document/record_index.h"
#include "document_stream_data.h"

#include <QtTest>

#include <cstring>
#include <memory>

using namespace Qt::StringLiterals;

class TstRecordIndex : public QObject
{
    Q_OBJECT

    static QByteArrayList texts(const RecordIndex &idx)
    {
        QByteArrayList out;
        for (const RecordRange &r : idx.records())
            out << QByteArray(idx.recordText(r));
        return out;
    }

private Q_SLOTS:
    void listPagesAreMarkedWhileScanning()
    {
        // A page's array key at record level marks the record; the same key deeper does not.
        const QByteArray jsonl = "{\"conversations\": [{\"name\": \"a\"}], \"next\": \"t\"}\n"
                                 "{\"name\": \"b\", \"meta\": {\"sessions\": [1]}}\n"
                                 "{\"Sessions\": []}\n";
        RecordIndex seq(jsonl.constData(), jsonl.size());
        seq.scanAll();
        QCOMPARE(seq.records().size(), 3);
        QVERIFY(seq.records().at(0).listPage);
        QVERIFY(!seq.records().at(1).listPage);
        QVERIFY(seq.records().at(2).listPage);
        const QByteArray array
            = "[{\"conversations\": []}, {\"turns\": [{\"conversations\": [1]}]}]";
        RecordIndex arr(array.constData(), array.size());
        arr.scanAll();
        QCOMPARE(arr.records().size(), 2);
        QVERIFY(arr.records().at(0).listPage);
        QVERIFY(!arr.records().at(1).listPage);
    }

    void jsonl()
    {
        const QByteArray text = "{\"a\":1}\n{\"b\":[1,2]}\r\n\n{\"c\":\"x\"}\n";
        RecordIndex idx(text.constData(), text.size());
        idx.scanAll();
        QVERIFY(idx.finished());
        QCOMPARE(idx.framing(), Framing::JsonSequence);
        QCOMPARE(texts(idx), (QByteArrayList {"{\"a\":1}", "{\"b\":[1,2]}", "{\"c\":\"x\"}"}));
        QCOMPARE(idx.records().at(2).line, 4);
        QCOMPARE(idx.recordPath(idx.records().at(1)), QString());
        QVERIFY(idx.error().isNull());
    }

    void jsonLinesBreakAtLinesThatAreNotOneValue()
    {
        // Once two values took a line each, a line that is not one value is a record of its
        // own (its parse says what is wrong), and the lines after it are read as usual: cut
        // short before a line that starts with '{', text after a value, a line that is not
        // JSON, a string that does not end on its line.
        const QByteArray text
            = "{\"a\":1}\n{\"b\":2}\n{\"c\":[\n{\"d\":4}\n"
              "{\"e\":5} trailing \r\nnot json\n{\"f\":\"x}\n\n{\"g\":[7]}{\"h\":8}";
        RecordIndex idx(text.constData(), text.size());
        idx.scanAll();
        QVERIFY(idx.error().isNull());
        QCOMPARE(idx.framing(), Framing::JsonSequence);
        QCOMPARE(texts(idx),
            (QByteArrayList {"{\"a\":1}", "{\"b\":2}", "{\"c\":[", "{\"d\":4}",
                "{\"e\":5} trailing", "not json", "{\"f\":\"x}", "{\"g\":[7]}", "{\"h\":8}"}));
        QList<qint64> lines;
        QList<qint64> columns;
        for (const RecordRange &r : idx.records()) {
            lines << r.line;
            columns << r.column;
        }
        QCOMPARE(lines, (QList<qint64> {1, 2, 3, 4, 5, 6, 7, 9, 9}));
        QCOMPARE(columns, (QList<qint64> {1, 1, 1, 1, 1, 1, 1, 1, 10}));
    }

    void jsonLinesGoOnOverIndentedLines()
    {
        // Concatenated documents after one-line ones: a value goes on over line breaks when the
        // next line does not start with '{'.
        const QByteArray text = "{\"a\":1}\n{\"b\":2}\n{\"c\": [1,\n  {\"x\": \"]\"}\n]}\n"
                                "{\n  \"conversations\": []\n}\n  {\"sessions\" : [ ]}\n";
        RecordIndex idx(text.constData(), text.size());
        idx.scanAll();
        QVERIFY(idx.error().isNull());
        QCOMPARE(texts(idx),
            (QByteArrayList {"{\"a\":1}", "{\"b\":2}", "{\"c\": [1,\n  {\"x\": \"]\"}\n]}",
                "{\n  \"conversations\": []\n}", "{\"sessions\" : [ ]}"}));
        QCOMPARE(idx.records().at(3).line, 6);
        QCOMPARE(idx.records().at(4).line, 9);
        QCOMPARE(idx.records().at(4).column, 3);
        QVERIFY(!idx.records().at(2).listPage);
        QVERIFY(idx.records().at(3).listPage);
        QVERIFY(idx.records().at(4).listPage);
    }

    /// Found by fuzz_follow and fuzz_document_json: a ':' with no string before it read the
    /// byte before the text (the page before a mapping: SIGSEGV).
    void colonWithoutKey()
    {
        for (const QByteArray &bytes : {QByteArray("{\nsprojo:"), QByteArray("{6-03-id:"),
                 QByteArray("[:"), QByteArray(":")}) {
            // An exact-size copy, so ASan sees a read before it.
            std::unique_ptr<char[]> copy(new char[std::size_t(bytes.size())]);
            std::memcpy(copy.get(), bytes.constData(), std::size_t(bytes.size()));
            RecordIndex idx(copy.get(), bytes.size());
            idx.scanAll();
            QVERIFY(idx.finished());
        }
    }

    void topLevelArray()
    {
        const QByteArray text = "[ {\"role\":\"user\"},\n  {\"x\":[1,{\"y\":2}]} , 3, \"s\" ]";
        RecordIndex idx(text.constData(), text.size());
        idx.scanAll();
        QCOMPARE(idx.framing(), Framing::SingleDocument);
        QVERIFY(idx.topLevelArray());
        QCOMPARE(texts(idx),
            (QByteArrayList {"{\"role\":\"user\"}", "{\"x\":[1,{\"y\":2}]}", "3", "\"s\""}));
        QCOMPARE(idx.recordPath(idx.records().at(1)), u"[1]"_s);
        QCOMPARE(idx.records().at(1).line, 2);
    }

    void emptyArray()
    {
        const QByteArray text = "[]";
        RecordIndex idx(text.constData(), text.size());
        idx.scanAll();
        QCOMPARE(idx.framing(), Framing::SingleDocument);
        QCOMPARE(idx.records().size(), 0);
    }

    void objectWithContainer()
    {
        const QByteArray text = "{\"name\":\"c1\",\"events\":[],\"turns\":[{\"messages\":[1]},"
                                "{\"messages\":[]}],\"nextPageToken\":\"t\"}";
        RecordIndex idx(text.constData(), text.size());
        idx.scanAll();
        QCOMPARE(idx.framing(), Framing::SingleDocument);
        QCOMPARE(idx.containerKey(), u"turns"_s);
        QCOMPARE(texts(idx), (QByteArrayList {"{\"messages\":[1]}", "{\"messages\":[]}"}));
        QCOMPARE(idx.recordPath(idx.records().at(1)), u"turns[1]"_s);
        QCOMPARE(idx.envelopeText(),
            QByteArray("{\"name\":\"c1\",\"events\":[],\"turns\":[],\"nextPageToken\":\"t\"}"));
    }

    void lastNonEmptyContainerWins()
    {
        const QByteArray text = "{\"session_events\":[{\"a\":1}],\"Messages\":[{\"b\":2}]}";
        RecordIndex idx(text.constData(), text.size());
        idx.scanAll();
        QCOMPARE(idx.containerKey(), u"Messages"_s);
        QCOMPARE(texts(idx), (QByteArrayList {"{\"b\":2}"}));
    }

    void evaluationCaseLists()
    {
        // ADK eval set results and eval sets: one record per case (evaluations.md §3.8).
        const QByteArray text = "{\"eval_set_result_id\":\"r\",\"eval_case_results\":[{\"a\":1},"
                                "{\"b\":2}],\"creation_timestamp\":1.5}";
        RecordIndex idx(text.constData(), text.size());
        idx.scanAll();
        QCOMPARE(idx.containerKey(), u"eval_case_results"_s);
        QCOMPARE(texts(idx), (QByteArrayList {"{\"a\":1}", "{\"b\":2}"}));
        const QByteArray set = "{\"evalSetId\":\"s\",\"evalCases\":[{\"evalId\":\"x\"}]}";
        RecordIndex setIdx(set.constData(), set.size());
        setIdx.scanAll();
        QCOMPARE(setIdx.containerKey(), u"evalCases"_s);
    }

    void documentThatIsOneString()
    {
        // ADK < 1.22 wrote its results as one JSON string holding the JSON: one record.
        const QByteArray text = "\n \"{\\\"eval_set_id\\\": \\\"s\\\"}\" \n";
        RecordIndex idx(text.constData(), text.size());
        idx.scanAll();
        QVERIFY(idx.error().isNull());
        QCOMPARE(idx.framing(), Framing::SingleDocument);
        QCOMPARE(texts(idx), (QByteArrayList {"\"{\\\"eval_set_id\\\": \\\"s\\\"}\""}));
        QCOMPARE(idx.records().first().line, 2);
    }

    void objectWithoutContainer()
    {
        const QByteArray text = "  {\"chunks\":[{\"text\":\"hi\"}],\"role\":\"agent\"}\n\n";
        RecordIndex idx(text.constData(), text.size());
        idx.scanAll();
        QCOMPARE(idx.framing(), Framing::SingleDocument);
        QVERIFY(idx.containerKey().isEmpty());
        QCOMPARE(
            texts(idx), (QByteArrayList {"{\"chunks\":[{\"text\":\"hi\"}],\"role\":\"agent\"}"}));
        QVERIFY(idx.envelopeText().isEmpty());
    }

    void nestedContainerKeysIgnored()
    {
        // "messages" at depth 2 is not a record array of the top-level object.
        const QByteArray text = "{\"x\":{\"messages\":[1,2]},\"y\":[{\"turns\":[3]}]}";
        RecordIndex idx(text.constData(), text.size());
        idx.scanAll();
        QVERIFY(idx.containerKey().isEmpty());
        QCOMPARE(idx.records().size(), 1);
    }

    void prettyConcatenated()
    {
        const QByteArray text = "{\n  \"a\": [\n    1\n  ]\n}\n{\n  \"turns\": [{}]\n}\n[1]\n";
        RecordIndex idx(text.constData(), text.size());
        idx.scanAll();
        QCOMPARE(idx.framing(), Framing::JsonSequence);
        QCOMPARE(idx.records().size(), 3);
        QCOMPARE(idx.records().at(1).line, 6);
        QCOMPARE(idx.records().at(2).line, 9);
        QVERIFY(idx.containerKey().isEmpty()); // records are the documents
        QCOMPARE(idx.recordText(idx.records().at(2)), QByteArray("[1]"));
    }

    void stringsWithBracketsAndEscapes()
    {
        const QByteArray text
            = "[{\"t\":\"a ] } [ { \\\" \\\\\"},{\"u\":\"\\\"]\"}, \"x\\\\\\\"]\"]";
        RecordIndex idx(text.constData(), text.size());
        idx.scanAll();
        QVERIFY(idx.error().isNull());
        QCOMPARE(texts(idx),
            (QByteArrayList {
                "{\"t\":\"a ] } [ { \\\" \\\\\"}", "{\"u\":\"\\\"]\"}", "\"x\\\\\\\"]\""}));
    }

    void keyWithBracketText()
    {
        const QByteArray text = "{\"tu[rns\":[1],\"turns\":[{\"k\":\"]\"}]}";
        RecordIndex idx(text.constData(), text.size());
        idx.scanAll();
        QCOMPARE(idx.containerKey(), u"turns"_s);
        QCOMPARE(texts(idx), (QByteArrayList {"{\"k\":\"]\"}"}));
    }

    void sse()
    {
        const QByteArray text = ": keep-alive\r\nevent: message\r\ndata: {\"a\":1}\r\n\r\n"
                                "data:{\"b\":\r\ndata: 2}\r\n\r\ndata: [DONE]\r\n\r\n"
                                "id: 7\ndata: {\"c\":3}\n";
        RecordIndex idx(text.constData(), text.size());
        idx.scanAll();
        QCOMPARE(idx.framing(), Framing::ServerSentEvents);
        QCOMPARE(texts(idx), (QByteArrayList {"{\"a\":1}", "{\"b\":\n2}", "{\"c\":3}"}));
        QCOMPARE(idx.skippedSseEvents(), 1);
        QCOMPARE(idx.records().at(0).line, 3);
        QCOMPARE(idx.records().at(2).line, 11);
    }

    void truncatedSequence()
    {
        const QByteArray text = "{\"a\":1}\n{\"b\":2}\n{\"c\": [1, 2,\n \"unterminated";
        RecordIndex idx(text.constData(), text.size());
        idx.scanAll();
        QCOMPARE(idx.framing(), Framing::JsonSequence);
        QCOMPARE(idx.records().size(), 2);
        QVERIFY(idx.error().truncated);
        QCOMPARE(idx.error().recordBegin, 16);
        const TextPosition begin = idx.positionAt(idx.error().recordBegin);
        QCOMPARE(begin.line, 3);
        QCOMPARE(begin.column, 1);
        const TextPosition end = idx.positionAt(idx.error().offset);
        QCOMPARE(end.line, 4);
        QCOMPARE(end.column, 15);
        QCOMPARE(idx.error().args, (QStringList {u"3"_s, u"1"_s}));
    }

    void truncatedContainerKeepsCompleteElements()
    {
        const QByteArray text
            = "{\"name\":\"n\",\"conversations\":[{\"a\":1},\n{\"b\":2},\n{\"c\":";
        RecordIndex idx(text.constData(), text.size());
        idx.scanAll();
        QCOMPARE(idx.framing(), Framing::SingleDocument);
        QVERIFY(idx.error().truncated);
        QCOMPARE(idx.containerKey(), u"conversations"_s);
        QCOMPARE(texts(idx), (QByteArrayList {"{\"a\":1}", "{\"b\":2}"}));
        QCOMPARE(idx.envelopeText(), QByteArray("{\"name\":\"n\",\"conversations\":[]}"));
        const TextPosition begin = idx.positionAt(idx.error().recordBegin);
        QCOMPARE(begin.line, 3);
        QCOMPARE(begin.column, 1);
    }

    void notJson()
    {
        const QByteArray text = "\n\nhello world";
        RecordIndex idx(text.constData(), text.size());
        idx.scanAll();
        QVERIFY(!idx.error().isNull());
        QCOMPARE(idx.records().size(), 0);
        QCOMPARE(idx.positionAt(idx.error().offset).line, 3);
    }

    void mismatchedBracket()
    {
        const QByteArray text = "{\"a\":[1}\n";
        RecordIndex idx(text.constData(), text.size());
        idx.scanAll();
        QVERIFY(!idx.error().isNull());
        QCOMPARE(idx.error().offset, 7);
    }

    void incremental()
    {
        QByteArray text;
        for (int i = 0; i < 1000; ++i)
            text += "{\"i\":" + QByteArray::number(i) + ",\"s\":\"}{][\"}\n";
        RecordIndex idx(text.constData(), text.size());
        qint64 limit = 0;
        int steps = 0;
        while (!idx.finished()) {
            limit += 97; // split strings and values at odd places
            idx.scan(limit);
            ++steps;
        }
        QVERIFY(steps > 100);
        QCOMPARE(idx.records().size(), 1000);
        QCOMPARE(idx.recordText(idx.records().at(999)), QByteArray("{\"i\":999,\"s\":\"}{][\"}"));
        QCOMPARE(idx.records().at(999).line, 1000);
    }

    void positionCountsCodePoints()
    {
        const QByteArray text = "{\"t\":\"日本\", x";
        const TextPosition p
            = RecordIndex::positionAt(text.constData(), text.size(), text.size() - 1);
        QCOMPARE(p.line, 1);
        QCOMPARE(p.column, 12);
    }

    void utf8Bom()
    {
        MappedFile f;
        f.setData(QByteArray("\xEF\xBB\xBF[1]"));
        QCOMPARE(f.size(), 3);
        QCOMPARE(QByteArray(f.data(), f.size()), QByteArray("[1]"));
        QCOMPARE(f.diagnostics().size(), 1);
        RecordIndex idx(f.data(), f.size());
        idx.scanAll();
        QCOMPARE(idx.records().size(), 1);
    }

    void utf16Bom()
    {
        const QString s = u"{\"text\":\"こんにちは\"}"_s;
        QByteArray le("\xFF\xFE");
        for (QChar c : s) {
            le.append(char(c.unicode() & 0xFF));
            le.append(char(c.unicode() >> 8));
        }
        MappedFile f;
        f.setData(le);
        QCOMPARE(QString::fromUtf8(f.data(), f.size()), s);
        QCOMPARE(f.diagnostics().first().severity, Severity::Info);
        QByteArray be("\xFE\xFF");
        for (QChar c : s) {
            be.append(char(c.unicode() >> 8));
            be.append(char(c.unicode() & 0xFF));
        }
        MappedFile g;
        g.setData(be);
        QCOMPARE(QString::fromUtf8(g.data(), g.size()), s);
    }

    void mappedFileFromDisk()
    {
        QTemporaryFile tmp;
        QVERIFY(tmp.open());
        tmp.write("{\"a\":1}\n{\"b\":2}\n");
        tmp.close();
        MappedFile f;
        QVERIFY(f.open(tmp.fileName()));
        QVERIFY(f.isMapped());
        QCOMPARE(f.size(), 16);
        MappedFile missing;
        QVERIFY(!missing.open(u"/nonexistent/file.json"_s));
        QVERIFY(!missing.errorString().isEmpty());
    }

    // A big file's scanner frees the records already made into parts (DocumentIndexer): the
    // final records keep the first ones (detection) and those after the last release, each
    // as a full scan finds it, and none twice.
    void releasedRecordsLeaveAGap_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<bool>("frees");
        QTest::newRow("tiny list") << streamdata::tinyList(20000) << true;
        QTest::newRow("session events") << streamdata::adkSession(6000) << true;
        QTest::newRow("json lines") << streamdata::cesJsonl(400000) << false;
    }

    void releasedRecordsLeaveAGap()
    {
        QFETCH(QByteArray, data);
        QFETCH(bool, frees);
        RecordIndex whole(data.constData(), data.size());
        whole.scanAll();
        RecordIndex freed(data.constData(), data.size(), 1024);
        qsizetype consumed = 0;
        for (qint64 limit = 0; !freed.finished(); limit += 50000) {
            freed.scan(limit);
            if (freed.finished())
                break; // the final records: nothing more is freed
            // As UnitStream: parts of 100 records, all but the open end.
            consumed = qMax(consumed, (freed.provisionalCount() - 1) / 100 * 100);
            freed.releaseRecordsBefore(consumed);
        }
        const RecordList &all = whole.records();
        const RecordList &kept = freed.records();
        QCOMPARE(kept.size(), all.size());
        QCOMPARE(kept.hasGap(), frees);
        if (!frees) {
            QCOMPARE(kept, all);
            return;
        }
        QVERIFY(kept.headSize() >= RecordList::kStride);
        QVERIFY(kept.keptFrom() <= consumed);
        QVERIFY(consumed - kept.keptFrom() < RecordList::kStride);
        QVERIFY(kept.heapBytes() < all.heapBytes() / 2);
        qsizetype expected = 0;
        for (auto it = kept.begin(); it != kept.end(); ++it) {
            if (expected == kept.headSize())
                expected = kept.keptFrom();
            QCOMPARE(it.position(), expected++);
            QCOMPARE(*it, all.at(it.position()));
        }
        QCOMPARE(expected, all.size());
        QCOMPARE(kept.mid(consumed), all.mid(consumed));
        QCOMPARE(kept.first(), all.first());
        QCOMPARE(kept.last(), all.last());
    }
};

QTEST_GUILESS_MAIN(TstRecordIndex)
#include "tst_record_index.moc"
