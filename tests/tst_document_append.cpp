// SPDX-License-Identifier: GPL-2.0-or-later
// Document::appendRecords: a live ADK session grows by the events a run streams, whole or in
// parts, with the right JSON paths, lines, summaries and partial events; what cannot grow so
// says no.
#include "document/document.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

QByteArray adkEvent(int k, const char *author = "agent", bool partial = false)
{
    return "{\"id\":\"e" + QByteArray::number(k) + "\",\"invocationId\":\"i1\",\"author\":\""
        + author + "\"" + (partial ? ",\"partial\":true" : "")
        + ",\"timestamp\":1795697395.5,\"content\":{\"role\":\"model\",\"parts\":[{\"text\":\"紅葉 "
        + QByteArray::number(k) + "\"}]}}";
}

// An ADK Session file of `count` events, one per line.
QByteArray session(int count)
{
    QByteArray out = "{\"id\":\"s1\",\"appName\":\"kyoto\",\"userId\":\"u\",\"state\":{\"a\":1},"
                     "\"events\":[\n";
    for (int k = 0; k < count; ++k)
        out += adkEvent(k) + (k + 1 < count ? ",\n" : "\n");
    return out + "],\"lastUpdateTime\":1795697395.5}\n";
}

QByteArrayList events(int from, int to)
{
    QByteArrayList out;
    for (int k = from; k < to; ++k)
        out << adkEvent(k);
    return out;
}

QString textOf(const Message &m)
{
    return m.chunks.isEmpty() ? QString() : m.chunks.first().text;
}

} // namespace

class TstDocumentAppend : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void wholeSessionGrows()
    {
        Document doc;
        doc.openData(session(3), u"live"_s);
        QVERIFY(doc.waitForLoaded(10000));
        QCOMPARE(doc.conversationCount(), 1);
        QCOMPARE(doc.conversation(0)->messages.size(), 3);
        QSignalSpy changed(&doc, &Document::conversationChanged);
        QSignalSpy grew(&doc, &Document::recordsAppended);
        QVERIFY(!doc.grows());
        doc.reserveForAppends();
        QVERIFY(doc.grows()); // the views follow its newest message as they follow a file
        // Two calls while the text is copied: they wait for it, and are read together in order.
        QVERIFY(doc.appendRecords({adkEvent(3), "  " + adkEvent(4, "agent", true) + "\n"}));
        QVERIFY(doc.appendRecords({adkEvent(5)}));
        QTRY_COMPARE(grew.size(), 1);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.last().at(0).toInt(), 0);
        const auto c = doc.conversation(0);
        QCOMPARE(c->id, u"s1"_s);
        QCOMPARE(c->messages.size(), 5); // the partial e4 is joined with e5, its final event
        QCOMPARE(textOf(c->messages.at(3)), u"紅葉 3"_s);
        QCOMPARE(c->messages.at(3).jsonPath, u"events[3]"_s);
        QCOMPARE(c->messages.last().id, u"e5"_s);
        QCOMPARE(doc.summary(0).messageCount, 5);
        QVERIFY(doc.summariesComplete());
        // Find searches the appended records too.
        int rangesOfLast = 0;
        for (const SearchRange &r : doc.searchRanges())
            rangesOfLast += r.conversation == 0 ? 1 : 0;
        QCOMPARE(rangesOfLast, 6);
    }

    void manyAppendsOutgrowTheText()
    {
        Document doc;
        doc.openData(session(2), u"live"_s);
        QVERIFY(doc.waitForLoaded(10000));
        const auto before = doc.conversationReader(0); // reads the text as it was
        QSignalSpy grew(&doc, &Document::recordsAppended);
        // Over a megabyte in 40 appends: the text is copied into a bigger buffer on the way.
        const QByteArray padding(4000, 'x');
        int next = 2;
        for (int call = 0; call < 40; ++call) {
            QByteArrayList batch;
            for (int k = 0; k < 8; ++k, ++next)
                batch << adkEvent(next).replace("紅葉", QByteArray("紅葉 " + padding));
            QVERIFY(doc.appendRecords(batch));
            if (call % 8 == 0)
                QTRY_VERIFY(!grew.isEmpty()); // some while others queue
        }
        QTRY_VERIFY(doc.conversation(0)->messages.size() == next);
        const auto c = doc.conversation(0);
        QVERIFY(
            c->messages.last().chunks.first().text.endsWith(u"x "_s + QString::number(next - 1)));
        QCOMPARE(c->messages.at(100).id, u"e100"_s);
        QCOMPARE(before()->messages.size(), 2);
        QVERIFY(doc.sizeBytes() > 40 * 8 * 4000);
    }

    void brokenEventSaysWhere()
    {
        Document doc;
        doc.openData(session(2), u"live"_s);
        QVERIFY(doc.waitForLoaded(10000));
        QSignalSpy grew(&doc, &Document::recordsAppended);
        QVERIFY(doc.appendRecords({"{\"id\":\"bad\",\"author\":", adkEvent(3)}));
        QTRY_COMPARE(grew.size(), 1);
        const auto c = doc.conversation(0);
        QCOMPARE(c->messages.last().id, u"e3"_s); // the records after it still read
        bool said = false;
        for (const Message &m : c->messages) {
            for (const Diagnostic &d : m.diagnostics)
                said = said || (d.location.line == 6 && d.location.jsonPath == u"events[2]"_s);
        }
        for (const Diagnostic &d : c->diagnostics)
            said = said || (d.location.line == 6 && d.location.jsonPath == u"events[2]"_s);
        QVERIFY2(said, "the broken event's diagnostic names its line and JSON path");
    }

    void partsGrowAndFollow()
    {
        Document doc;
        DocumentTuning tuning;
        tuning.partsFromRecords = 8;
        tuning.partRecords = 8;
        doc.setTuning(tuning);
        doc.openData(session(20), u"live"_s);
        QVERIFY(doc.waitForLoaded(10000));
        QCOMPARE(doc.conversationCount(), 3); // 8 + 8 + 4
        QSignalSpy changed(&doc, &Document::conversationChanged);
        QSignalSpy added(&doc, &Document::conversationsAdded);
        QSignalSpy grew(&doc, &Document::recordsAppended);
        // Growing parts take a quarter of a part (2 records): the last part, which holds 4, is
        // left unread, and three parts follow it.
        QVERIFY(doc.appendRecords(events(20, 25)));
        QTRY_COMPARE(grew.size(), 1);
        QCOMPARE(doc.conversationCount(), 6);
        QCOMPARE(changed.size(), 0);
        QCOMPARE(added.size(), 1);
        QCOMPARE(added.first().at(0).toInt(), 3);
        QCOMPARE(added.first().at(1).toInt(), 3);
        QCOMPARE(doc.conversation(2)->messages.size(), 4);
        const auto fourth = doc.conversation(3);
        QCOMPARE(fourth->messages.size(), 2);
        QCOMPARE(fourth->messages.first().id, u"e20"_s);
        QCOMPARE(doc.summary(3).part, 3);
        QCOMPARE(doc.summary(5).messageCount, 1);
        // The next event fills the last part.
        QVERIFY(doc.appendRecords(events(25, 26)));
        QTRY_COMPARE(grew.size(), 2);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.first().at(0).toInt(), 5);
        const auto last = doc.conversation(5);
        QCOMPARE(last->messages.size(), 2);
        QCOMPARE(last->messages.last().jsonPath, u"events[25]"_s);
    }

    void aLongWholeSessionGrowsInParts()
    {
        // Shown whole (under partsFromRecords), a session of a part's records or more becomes
        // its first part when it grows: appends read the short part after it, not it all.
        Document doc;
        DocumentTuning tuning;
        tuning.partsFromRecords = 100;
        tuning.partRecords = 8; // growing parts take 2 records
        doc.setTuning(tuning);
        doc.openData(session(12), u"live"_s);
        QVERIFY(doc.waitForLoaded(10000));
        QCOMPARE(doc.conversationCount(), 1);
        QCOMPARE(doc.summary(0).part, -1);
        QSignalSpy grew(&doc, &Document::recordsAppended);
        QSignalSpy changed(&doc, &Document::conversationChanged);
        QSignalSpy added(&doc, &Document::conversationsAdded);
        QVERIFY(doc.appendRecords(events(12, 15)));
        QTRY_COMPARE(grew.size(), 1);
        QCOMPARE(doc.conversationCount(), 3); // the 12 events, then 2 + 1
        QCOMPARE(changed.size(), 1); // the session, now its first part
        QCOMPARE(changed.first().at(0).toInt(), 0);
        QCOMPARE(added.size(), 1);
        QCOMPARE(doc.summary(0).part, 0);
        QCOMPARE(doc.summary(0).messageCount, 12);
        QCOMPARE(doc.summary(2).part, 2);
        QCOMPARE(doc.conversation(1)->messages.first().jsonPath, u"events[12]"_s);
        QCOMPARE(doc.conversation(2)->messages.first().id, u"e14"_s);
        // The next append reads only the last part.
        changed.clear();
        QVERIFY(doc.appendRecords(events(15, 16)));
        QTRY_COMPARE(grew.size(), 2);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.first().at(0).toInt(), 2);
        QCOMPARE(doc.conversation(2)->messages.size(), 2);
        // A short session stays whole.
        Document small;
        small.setTuning(tuning);
        small.openData(session(3), u"live"_s);
        QVERIFY(small.waitForLoaded(10000));
        QSignalSpy smallGrew(&small, &Document::recordsAppended);
        QVERIFY(small.appendRecords(events(3, 6)));
        QTRY_COMPARE(smallGrew.size(), 1);
        QCOMPARE(small.conversationCount(), 1);
        QCOMPARE(small.summary(0).part, -1);
        QCOMPARE(small.conversation(0)->messages.size(), 6);
    }

    void streamedAnswerStaysOpenUntilTheRunEnds()
    {
        Document doc;
        DocumentTuning tuning;
        tuning.partsFromRecords = 8;
        tuning.partRecords = 8; // growing parts take 2 records
        doc.setTuning(tuning);
        doc.openData(session(10), u"live"_s);
        QVERIFY(doc.waitForLoaded(10000));
        QCOMPARE(doc.conversationCount(), 2); // 8 + 2
        QSignalSpy grew(&doc, &Document::recordsAppended);
        QSignalSpy changed(&doc, &Document::conversationChanged);
        const auto count = [&](int index, Severity severity, const QString &words) {
            int n = 0;
            for (const Message &m : doc.conversation(index)->messages) {
                for (const Diagnostic &d : m.diagnostics)
                    n += d.severity == severity && d.text().contains(words) ? 1 : 0;
            }
            return n;
        };
        const QString cut = u"stream ended"_s;
        // A run starts: the last part will be read as one a run streams into.
        doc.setOpenEnded(true);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.first().at(0).toInt(), 1);
        QVERIFY(doc.appendRecords({adkEvent(10, "agent", true), adkEvent(11, "agent", true)}));
        QTRY_COMPARE(grew.size(), 1);
        QCOMPARE(doc.conversationCount(), 3);
        QCOMPARE(doc.conversation(2)->messages.last().flags.mergedFragments, 2);
        QCOMPARE(count(2, Severity::Warning, cut), 0); // the answer so far: nothing wrong
        // The run is stopped: its fragments are a stream that ended without its event.
        changed.clear();
        doc.setOpenEnded(false);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.first().at(0).toInt(), 2);
        QCOMPARE(count(2, Severity::Warning, cut), 1);
        // The next run: a new part after the full one, whose fragments stay cut off; the new
        // fragment is hidden behind its final event.
        doc.setOpenEnded(true);
        QCOMPARE(count(2, Severity::Warning, cut), 0);
        QVERIFY(doc.appendRecords({adkEvent(12, "agent", true), adkEvent(13)}));
        QTRY_COMPARE(grew.size(), 2);
        QCOMPARE(doc.conversationCount(), 4);
        QCOMPARE(count(2, Severity::Warning, cut), 1);
        QCOMPARE(count(3, Severity::Warning, cut), 0);
        QCOMPARE(count(3, Severity::Info, u"hidden"_s), 1);
        QCOMPARE(doc.conversation(3)->messages.last().id, u"e13"_s);
    }

    void whatCannotGrow()
    {
        Document loading;
        loading.openData(session(2), u"live"_s);
        QVERIFY(!loading.appendRecords({adkEvent(2)})); // not loaded yet
        QVERIFY(loading.waitForLoaded(10000));
        QVERIFY(loading.appendRecords({}));

        Document jsonl; // records are lines, not a container
        jsonl.openData(adkEvent(0) + '\n' + adkEvent(1) + '\n', u"e.jsonl"_s);
        QVERIFY(jsonl.waitForLoaded(10000));
        QVERIFY(!jsonl.appendRecords({adkEvent(2)}));

        QTemporaryDir dir;
        QFile file(dir.filePath(u"s.json"_s));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(session(2));
        file.close();
        Document onDisk; // a file grows on disk (follow mode), not here
        onDisk.openFile(file.fileName());
        QVERIFY(onDisk.waitForLoaded(10000));
        QVERIFY(!onDisk.appendRecords({adkEvent(2)}));
        QCOMPARE(onDisk.conversation(0)->messages.size(), 2);
    }
};

QTEST_MAIN(TstDocumentAppend)
#include "tst_document_append.moc"
