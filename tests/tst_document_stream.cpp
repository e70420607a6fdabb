// SPDX-License-Identifier: GPL-2.0-or-later
// Big-file behaviour of Document: conversations announced while indexing, summaries afterwards,
// one huge conversation in parts, the reset when the scan revises its guess, background reads.
#include "document/document.h"
#include "document/freed_memory.h"
#include "document_stream_data.h"
#include "transcript/grounding_index.h"

#include <QDir>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QThreadPool>
#include <QtTest>
#include <memory>
#include <vector>

using namespace Qt::StringLiterals;

namespace {

/// RssAnon of this process in bytes (Linux), -1 elsewhere.
qint64 rssAnon()
{
    QFile status(u"/proc/self/status"_s);
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("RssAnon:"))
            return line.mid(8).trimmed().split(' ').first().toLongLong() * 1024;
    }
    return -1;
}

QString fixture(const QString &name)
{
    return QStringLiteral(INSPECTOR_TEST_DATA) + u'/' + name;
}

QByteArray readFixture(const char *name)
{
    QFile f(fixture(QString::fromLatin1(name)));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

DocumentTuning streamAlways()
{
    DocumentTuning t;
    t.streamFrom = 0;
    return t;
}

// Opens `data` with `tuning`, waits for the index and the summaries.
void load(Document &doc, const QByteArray &data, const DocumentTuning &tuning)
{
    doc.setTuning(tuning);
    QSignalSpy summaries(&doc, &Document::summariesFinished);
    doc.openData(data, u"stream-test"_s);
    doc.waitForLoaded(30000);
    if (doc.state() == Document::State::Ready && !doc.summariesComplete())
        QVERIFY(summaries.wait(30000));
}

QStringList messageIds(const Conversation &c)
{
    QStringList ids;
    for (const Message &m : c.messages)
        ids << m.id + u':' + QString::number(m.chunks.size());
    return ids;
}

// Reads every part of `parts` in order: numbered, each from the record after the previous
// one's last (`nextRecord` ends after the last part's), no message with a warning (a call
// stays in the part of its response). Their message ids go to `joined`.
void readParts(Document &parts, QStringList &joined, qint64 &nextRecord)
{
    for (int i = 0; i < parts.conversationCount(); ++i) {
        const ConversationSummary s = parts.summary(i);
        QCOMPARE(s.part, i);
        QCOMPARE(s.firstRecord, nextRecord);
        nextRecord = s.lastRecord + 1;
        const auto c = parts.conversation(i);
        joined += messageIds(*c);
        for (const Message &m : c->messages) {
            for (const Diagnostic &d : m.diagnostics)
                QVERIFY2(d.severity < Severity::Warning, qPrintable(d.englishText()));
        }
    }
}

} // namespace

class TstDocumentStream : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // What a finished worker freed goes back to the system (the summary pass calls it).
    void freedMemoryGoesBack()
    {
#if defined(__SANITIZE_ADDRESS__)
        QSKIP("AddressSanitizer keeps freed memory in its quarantine");
#endif
        if (rssAnon() < 0)
            QSKIP("no /proc/self/status");
        // 40 MB in small blocks, all touched; one in 64 stays, so the freed ones are holes the
        // allocator keeps (nothing is at the top of its heap to give back on its own).
        std::vector<std::unique_ptr<char[]>> blocks;
        for (int i = 0; i < 200000; ++i) {
            blocks.emplace_back(new char[200]);
            std::fill_n(blocks.back().get(), 200, char(i));
        }
        for (size_t i = 0; i < blocks.size(); ++i) {
            if (i % 64 != 0)
                blocks[i].reset();
        }
        const qint64 before = rssAnon();
        releaseFreedMemory();
        const qint64 after = rssAnon();
        QVERIFY2(after < before - 20 * 1024 * 1024,
            qPrintable(u"%1 -> %2 bytes"_s.arg(before).arg(after)));
    }

    // Streaming changes when conversations arrive, never what they are: every fixture reads the
    // same with and without it.
    void everyFixtureReadsTheSame_data()
    {
        QTest::addColumn<QString>("file");
        const QStringList files = QDir(fixture(QString())).entryList(QDir::Files);
        for (const QString &f : files) {
            if (!f.endsWith(u".md"_s))
                QTest::newRow(qPrintable(f)) << f;
        }
    }
    void everyFixtureReadsTheSame()
    {
        QFETCH(QString, file);
        QFile f(fixture(file));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray data = f.readAll();
        Document plain, streamed;
        plain.openData(data, file);
        plain.waitForLoaded(30000);
        load(streamed, data, streamAlways());
        QCOMPARE(streamed.state(), plain.state());
        QCOMPARE(streamed.formatId(), plain.formatId());
        QCOMPARE(streamed.conversationCount(), plain.conversationCount());
        for (int i = 0; i < plain.conversationCount(); ++i) {
            // The summary pass reads without raw texts, on niced threads: the same summaries.
            const ConversationSummary a = streamed.summary(i), b = plain.summary(i);
            QCOMPARE(a.id, b.id);
            QCOMPARE(a.title, b.title);
            QCOMPARE(a.agent, b.agent);
            QCOMPARE(a.start.toRfc3339(), b.start.toRfc3339());
            QCOMPARE(a.messageCount, b.messageCount);
            QCOMPARE(a.turnCount, b.turnCount);
            QVERIFY(a.known);
            QCOMPARE(messageIds(*streamed.conversation(i)), messageIds(*plain.conversation(i)));
        }
    }

    void conversationsArriveBeforeTheEnd()
    {
        const QByteArray data = streamdata::cesJsonl(12 << 20); // three scan blocks
        Document doc;
        doc.setTuning(streamAlways());
        int countAtFirstBatch = -1;
        bool loadedFirst = false;
        connect(&doc, &Document::conversationsAdded, this, [&] {
            if (countAtFirstBatch < 0) {
                countAtFirstBatch = doc.conversationCount();
                loadedFirst = doc.state() == Document::State::Ready;
            }
        });
        QSignalSpy summaries(&doc, &Document::summariesChanged);
        QSignalSpy done(&doc, &Document::summariesFinished);
        doc.openData(data, u"big.jsonl"_s);
        QVERIFY(doc.waitForLoaded(60000));
        QCOMPARE(doc.formatId(), u"ces.conversations"_s);
        QVERIFY(countAtFirstBatch > 0);
        QVERIFY(!loadedFirst);
        QVERIFY2(countAtFirstBatch < doc.conversationCount(),
            qPrintable(QString::number(countAtFirstBatch)));
        if (!doc.summariesComplete())
            QVERIFY(done.wait(60000));
        // However the ~100 ms signals fall (one, on a fast machine), together they name every
        // conversation.
        QVERIFY(!summaries.isEmpty());
        QVector<bool> named(doc.conversationCount());
        for (const QList<QVariant> &signal : std::as_const(summaries)) {
            const int first = signal.at(0).toInt();
            const int count = signal.at(1).toInt();
            QVERIFY(first >= 0 && count > 0 && first + count <= named.size());
            std::fill(named.begin() + first, named.begin() + first + count, true);
        }
        QVERIFY(!named.contains(false));
        const int last = doc.conversationCount() - 1;
        QVERIFY(doc.summary(last).known);
        QCOMPARE(doc.summary(last).id,
            u"projects/p/locations/us/apps/a/conversations/c"_s + QString::number(last));
        QCOMPARE(doc.summary(last).messageCount, 2);
        QCOMPARE(doc.summary(last).start.toRfc3339(), u"2026-01-02T03:04:05Z"_s);
        // The units the Document holds now are the summary pass's (shared): still every line.
        QCOMPARE(doc.searchRanges().size(), doc.conversationCount());
        QCOMPARE(doc.conversation(last)->messages.size(), 2);
    }

    void conversationsOfAReadOnlyStreamArriveOnce()
    {
        // Without a summary pass (check), the scan's guess of one conversation per line holds
        // to the end: the last lines become conversations after those announced, each line
        // once, and the Document keeps no summaries it does not know.
        const QByteArray data = streamdata::cesJsonl(6 << 20); // two scan blocks
        Document whole;
        load(whole, data, DocumentTuning());
        DocumentTuning tuning = streamAlways();
        tuning.summaries = false;
        Document doc;
        doc.setTuning(tuning);
        int added = 0;
        connect(&doc, &Document::conversationsAdded, this, [&](int first, int count) {
            QCOMPARE(first, added);
            added += count;
        });
        QSignalSpy reset(&doc, &Document::conversationsReset);
        doc.openData(data, u"big.jsonl"_s);
        QVERIFY(doc.waitForLoaded(60000));
        QCOMPARE(reset.count(), 0);
        QVERIFY(doc.conversationCount() > 1000);
        QCOMPARE(doc.conversationCount(), whole.conversationCount());
        QCOMPARE(added, doc.conversationCount());
        const QVector<SearchRange> ranges = doc.searchRanges();
        const QVector<SearchRange> wholeRanges = whole.searchRanges();
        QCOMPARE(ranges.size(), wholeRanges.size());
        for (qsizetype k = 0; k < ranges.size(); k += 7) {
            QCOMPARE(ranges.at(k).conversation, int(k));
            QCOMPARE(ranges.at(k).begin, wholeRanges.at(k).begin);
            QCOMPARE(ranges.at(k).end, wholeRanges.at(k).end);
        }
        const int last = doc.conversationCount() - 1;
        for (const int i : {0, last / 2, last}) {
            QVERIFY(!doc.summary(i).known);
            QCOMPARE(doc.summary(i).firstRecord, i);
            QCOMPARE(doc.summary(i).part, -1);
            QCOMPARE(messageIds(*doc.conversation(i)), messageIds(*whole.conversation(i)));
        }
        QCOMPARE(doc.conversation(last)->messages.first().jsonPath, u"turns[0].messages[0]"_s);
    }

    void oneHugeConversationInParts()
    {
        const QByteArray data = streamdata::adkSession(600);
        Document whole;
        whole.openData(data, u"session.json"_s);
        QVERIFY(whole.waitForLoaded(30000));
        QCOMPARE(whole.conversationCount(), 1);
        const auto all = whole.conversation(0);

        DocumentTuning tuning = streamAlways();
        tuning.partsFrom = 0;
        tuning.partBytes = 16 << 10;
        tuning.partRecords = 100;
        Document parts;
        load(parts, data, tuning);
        QCOMPARE(parts.formatId(), u"adk.session"_s);
        QVERIFY(parts.conversationCount() >= 6);
        QStringList joined;
        qint64 nextRecord = 0;
        readParts(parts, joined, nextRecord);
        for (int i = 0; i < parts.conversationCount(); ++i) {
            QCOMPARE(parts.summary(i).id, u"s-big"_s);
            // The declared state (after the last event) is compared in no part.
            const auto c = parts.conversation(i);
            QVERIFY(c->declaredState.isNull());
            QVERIFY(c->messages.first().jsonPath.text().startsWith(u"events["_s));
        }
        QCOMPARE(nextRecord, 600);
        QCOMPARE(joined, messageIds(*all));
        // Paths keep the index in the whole file.
        const auto second = parts.conversation(1);
        QCOMPARE(
            second->messages.first().jsonPath, u"events[%1]"_s.arg(parts.summary(1).firstRecord));
    }

    void longConversationInPartsByRecords()
    {
        // A small file (no streaming) whose one conversation has more records than
        // partsFromRecords is shown in parts all the same: reading it whole would cost seconds
        // and hundreds of megabytes for a few tens of megabytes of tiny records.
        DocumentTuning tuning;
        tuning.partsFromRecords = 500;
        tuning.partRecords = 100;
        Document under;
        load(under, streamdata::adkSession(500), tuning);
        QCOMPARE(under.conversationCount(), 1);
        QCOMPARE(under.summary(0).part, -1);
        Document over;
        load(over, streamdata::adkSession(501), tuning);
        QVERIFY(over.conversationCount() >= 5);
        QCOMPARE(over.summary(1).part, 1);

        // CES messages: a tool call stays in the part of its response, so no part reports a
        // response that answers nothing.
        // A question first, so that every hundredth record (a part's last) is a call.
        QByteArray list = "[\n{\"role\":\"user\",\"chunks\":[{\"text\":\"Weather?\"}]}";
        for (int i = 0; i < 700; ++i) {
            const QByteArray id = "c" + QByteArray::number(i);
            list += ",\n";
            // (No raw string literals here: moc would lose the class.)
            if (i % 2 == 0)
                list += "{\"role\":\"agent\",\"chunks\":[{\"toolCall\":{\"id\":\"" + id
                    + "\",\"displayName\":\"get_weather\",\"args\":{\"city\":\"Lisbon\"}}}]}";
            else
                list += "{\"role\":\"agent\",\"chunks\":[{\"toolResponse\":{\"id\":\"c"
                    + QByteArray::number(i - 1) + "\",\"response\":{\"output\":\"sunny\"}}}]}";
        }
        list += "\n]\n";
        Document messages;
        load(messages, list, tuning);
        QCOMPARE(messages.formatId(), u"ces.messages"_s);
        QVERIFY(messages.conversationCount() >= 6);
        for (int i = 0; i < messages.conversationCount(); ++i) {
            const auto c = messages.conversation(i);
            QVERIFY(c);
            for (const Message &m : c->messages) {
                for (const Diagnostic &d : m.diagnostics)
                    QVERIFY2(d.severity < Severity::Warning, qPrintable(d.englishText()));
            }
        }
    }

    void partsReadTheSameWhenTheScanFreesTheirRecords()
    {
        // The scan frees the records of the parts it announced (by chunks of 4 KB here, so that
        // a file of three scan blocks does): the parts still cover every record once, in
        // order, read as the whole conversation reads, and Find searches every record once.
        const QByteArray data = streamdata::tinyList(40000);
        DocumentTuning wholeTuning;
        wholeTuning.streamFrom = wholeTuning.partsFrom = 1ll << 40;
        wholeTuning.partsFromRecords = 1 << 30;
        Document whole;
        load(whole, data, wholeTuning);
        QCOMPARE(whole.conversationCount(), 1);
        const auto all = whole.conversation(0);
        QCOMPARE(all->messages.size(), 40000);

        DocumentTuning tuning = streamAlways();
        tuning.partsFrom = 0;
        tuning.partRecords = 1000;
        tuning.recordChunkBytes = 4096;
        Document parts;
        load(parts, data, tuning);
        QCOMPARE(parts.formatId(), u"ces.messages"_s);
        QVERIFY(parts.conversationCount() >= 30);
        QStringList joined;
        qint64 nextRecord = 0;
        readParts(parts, joined, nextRecord);
        for (int i = 0; i < parts.conversationCount(); ++i) {
            const ConversationSummary s = parts.summary(i);
            const auto c = parts.conversation(i);
            QCOMPARE(c->messages.size(), s.lastRecord - s.firstRecord + 1);
            QCOMPARE(c->messages.first().jsonPath, u"[%1]"_s.arg(s.firstRecord));
        }
        QCOMPARE(nextRecord, 40000);
        QCOMPARE(joined, messageIds(*all));
        QCOMPARE(all->messages.last().chunks.first().text, u"Tienes 39999 euros."_s);

        const QVector<SearchRange> wholeRanges = whole.searchRanges();
        const QVector<SearchRange> ranges = parts.searchRanges();
        QCOMPARE(ranges.size(), wholeRanges.size());
        int conversation = 0;
        for (qsizetype k = 0; k < ranges.size(); ++k) {
            QCOMPARE(ranges.at(k).begin, wholeRanges.at(k).begin);
            QCOMPARE(ranges.at(k).end, wholeRanges.at(k).end);
            QVERIFY(ranges.at(k).conversation == conversation
                || ranges.at(k).conversation == ++conversation);
        }
        QCOMPARE(conversation, parts.conversationCount() - 1);
    }

    void scanRevisesItsGuess()
    {
        // The first line alone is bigger than a scan block and holds a "turns" array, so the
        // scan first takes it for one conversation; the second line makes it a sequence.
        const QByteArray first = streamdata::bigTurnsLine(6 << 20, 300) + '\n';
        const QByteArray data = first + readFixture("ces_conversation.json").simplified() + '\n';
        DocumentTuning tuning = streamAlways();
        tuning.partsFrom = 0;
        tuning.partBytes = 1 << 20;
        Document doc;
        doc.setTuning(tuning);
        QSignalSpy reset(&doc, &Document::conversationsReset);
        doc.openData(data, u"revised.jsonl"_s);
        QVERIFY(doc.waitForLoaded(60000));
        QCOMPARE(reset.count(), 1);
        QCOMPARE(doc.framing(), Framing::JsonSequence);
        QCOMPARE(doc.formatId(), u"ces.conversations"_s);
        QCOMPARE(doc.conversationCount(), 2);
        QVERIFY(doc.conversation(0)->messages.size() > 1000);
        QCOMPARE(doc.summary(0).part, -1);
    }

    void evictedConversationsAreFreed()
    {
        // The cache keeps eight conversations; older ones are freed (on the thread pool, so
        // that a big one never costs the GUI thread) once nobody else holds them.
        QByteArray data;
        const QByteArray line = readFixture("ces_conversation.json").simplified() + '\n';
        for (int i = 0; i < 20; ++i)
            data += line;
        Document doc;
        doc.openData(data, u"many.jsonl"_s);
        QVERIFY(doc.waitForLoaded(30000));
        QCOMPARE(doc.conversationCount(), 20);
        std::weak_ptr<const Conversation> first = doc.conversation(0);
        const std::shared_ptr<const Conversation> kept = doc.conversation(1);
        for (int i = 2; i < 20; ++i)
            QVERIFY(doc.conversation(i));
        QThreadPool::globalInstance()->waitForDone();
        QVERIFY(first.expired());
        QCOMPARE(kept.use_count(), 1); // still held here, so not freed
        QCOMPARE(kept->messages.size(), doc.conversation(1)->messages.size());
    }

    void bigConversationsAreReadInTheBackground()
    {
        const QByteArray data = streamdata::bigTurnsLine(3 << 20, 500);
        Document doc;
        doc.openData(data, u"long.json"_s);
        QVERIFY(doc.waitForLoaded(30000));
        QVERIFY(doc.conversationBytes(0) > (1 << 20));
        // The worker already read it for its summary and cached it; drop that to see the
        // background path: a fresh Document with summaries off caches nothing.
        Document cold;
        DocumentTuning tuning;
        tuning.summaries = false;
        cold.setTuning(tuning);
        cold.openData(data, u"long.json"_s);
        QVERIFY(cold.waitForLoaded(30000));
        QSignalSpy ready(&cold, &Document::conversationReady);
        QVERIFY(!cold.conversationIfReady(0));
        QVERIFY(!cold.conversationIfReady(0)); // asked once only
        QVERIFY(ready.wait(30000));
        QCOMPARE(ready.count(), 1);
        QCOMPARE(ready.first().first().toInt(), 0);
        const auto c = cold.conversationIfReady(0);
        QVERIFY(c);
        QCOMPARE(c->messages.size(), doc.conversation(0)->messages.size());
        // Deleting a Document while a read runs is safe.
        auto *gone = new Document;
        gone->setTuning(tuning);
        gone->openData(data, u"long.json"_s);
        QVERIFY(gone->waitForLoaded(30000));
        QVERIFY(!gone->conversationIfReady(0));
        delete gone;
        QThreadPool::globalInstance()->waitForDone(); // the read ends after its Document
        QCoreApplication::processEvents(); // and whatever it posted is delivered (or dropped)
    }

    // The window's background read indexes a big grounding before the GUI thread gets it.
    void bigGroundingsAreIndexedInTheBackground()
    {
        QByteArray data
            = "{\"answer\": {\"answerText\": \"" + QByteArray(40000, 'a') + "\", \"citations\": [";
        for (int i = 0; i < 3000; ++i) {
            data += (i ? "," : "") + QByteArray("{\"startIndex\": \"") + QByteArray::number(i * 10)
                + "\", \"endIndex\": \"" + QByteArray::number(i * 10 + 5)
                + "\", \"sources\": [{\"referenceId\": \"0\"}], \"text\": \"" + QByteArray(80, 'a')
                + "\"}";
        }
        data += "], \"references\": [{\"unstructuredDocumentInfo\": {\"uri\": \"https://x\"}}]}}";
        QVERIFY(data.size() > (256 << 10));
        Document doc;
        DocumentTuning tuning;
        tuning.summaries = false;
        doc.setTuning(tuning);
        doc.openData(data, u"answer.json"_s);
        QVERIFY(doc.waitForLoaded(30000));
        QSignalSpy ready(&doc, &Document::conversationReady);
        QVERIFY(!doc.conversationIfReady(0));
        QVERIFY(ready.wait(30000));
        const auto c = doc.conversationIfReady(0);
        QVERIFY(c);
        QCOMPARE(c->messages.size(), 1);
        const auto grounding = c->messages.first().grounding;
        QVERIFY(grounding);
        QCOMPARE(grounding->citations.size(), 3000);
        QVERIFY(GroundingIndex::isIndexed(grounding));
        QCOMPARE(GroundingIndex(grounding).segmentsOf(0).size(), 3000);
        // A read that is not the window's (export, check) does not index it.
        const auto again = doc.readConversation(0);
        QVERIFY(!GroundingIndex::isIndexed(again->messages.first().grounding));
    }

    void followAppendsConversations()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"log.jsonl"_s);
        const QList<QByteArray> some = streamdata::cesJsonl(3000).split('\n');
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(some.at(0) + '\n' + some.at(1) + '\n');
        out.flush();
        Document doc;
        doc.openFile(path);
        QVERIFY(doc.waitForLoaded(30000));
        QCOMPARE(doc.conversationCount(), 2);
        doc.setFollowing(true);
        QVERIFY(doc.isFollowing());
        QSignalSpy added(&doc, &Document::conversationsAdded);
        // Another program appends a line and half of the next one.
        out.write(some.at(2) + '\n' + some.at(3).left(40));
        out.flush();
        QVERIFY(added.wait(5000));
        QCOMPARE(doc.conversationCount(), 3);
        QVERIFY(doc.summary(2).known);
        QCOMPARE(doc.summary(2).id, u"projects/p/locations/us/apps/a/conversations/c2"_s);
        // The rest of the half line completes it.
        out.write(some.at(3).mid(40) + '\n');
        out.flush();
        QVERIFY(added.wait(5000));
        QCOMPARE(doc.conversationCount(), 4);
        QCOMPARE(doc.conversation(3)->messages.size(), 2);
        QCOMPARE(doc.conversation(3)->messages.first().jsonPath, u"turns[0].messages[0]"_s);
        // Truncating it asks for a clean reload.
        QSignalSpy replaced(&doc, &Document::fileReplaced);
        out.resize(10);
        out.close();
        QVERIFY(replaced.wait(5000));
    }

    void followGrowsTheLastConversation()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"events.jsonl"_s);
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        for (int i = 0; i < 3; ++i)
            out.write(streamdata::adkEventLine(i));
        out.flush();
        Document doc;
        doc.openFile(path);
        QVERIFY(doc.waitForLoaded(30000));
        QCOMPARE(doc.formatId(), u"adk.events"_s);
        QCOMPARE(doc.conversationCount(), 1);
        QCOMPARE(doc.conversation(0)->messages.size(), 3);
        doc.setFollowing(true);
        QSignalSpy changed(&doc, &Document::conversationChanged);
        for (int i = 3; i < 5; ++i)
            out.write(streamdata::adkEventLine(i));
        out.flush();
        QVERIFY(changed.wait(5000));
        QCOMPARE(changed.first().first().toInt(), 0);
        QCOMPARE(doc.conversationCount(), 1);
        const auto grown = doc.conversation(0);
        QCOMPARE(grown->messages.size(), 5);
        QCOMPARE(grown->messages.last().id, u"e4"_s);
        QCOMPARE(grown->messages.last().chunks.first().text, u"line 4"_s);
        // Replacing the file (a new inode, as editors and log rotation do) asks for a reload.
        QSignalSpy replaced(&doc, &Document::fileReplaced);
        out.close();
        const QString other = dir.filePath(u"new.jsonl"_s);
        QFile fresh(other);
        QVERIFY(fresh.open(QIODevice::WriteOnly));
        fresh.write(streamdata::adkEventLine(9));
        fresh.close();
        QVERIFY(QFile::remove(path));
        QVERIFY(QFile::rename(other, path));
        QVERIFY(replaced.wait(5000));
    }
};

QTEST_GUILESS_MAIN(TstDocumentStream)
#include "tst_document_stream.moc"
