// SPDX-License-Identifier: GPL-2.0-or-later
// ParallelReader (check's reads on every core, document/parallel_reader.h): the summaries it
// gives back are those of a sequential read of the same Document, conversation by conversation
// and in file order, on every fixture and on generated files of thousands of records (one
// conversation per record, and one big conversation read in parts).
#include "document/document.h"
#include "document/parallel_reader.h"
#include "export/export_source.h"
#include "json/raw_text_scope.h"

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

// What a reader found in one conversation, as text (check counts the same things).
QString fingerprint(const Conversation &c)
{
    QStringList out;
    const auto addDiagnostics = [&out](const Diagnostics &diagnostics) {
        for (const Diagnostic &d : diagnostics)
            out << d.englishText() + u" @"_s + diagnosticLocation(d.location);
    };
    addDiagnostics(c.diagnostics);
    for (const Message &m : c.messages) {
        out << m.role + u' ' + m.jsonPath.text();
        for (const Chunk &chunk : m.chunks)
            out << chunkKindId(chunk.kind) + u' ' + chunk.text;
        if (m.grounding)
            out << u"citations %1 references %2"_s.arg(m.grounding->citations.size())
                       .arg(m.grounding->references.size());
        addDiagnostics(m.diagnostics);
    }
    return out.join(u'\n');
}

// How check tunes its Document: no summary pass, a big conversation read in parts (a file is
// big from `streamFrom` bytes: 0 streams every file, in parts of `partRecords` records).
DocumentTuning checkTuning(qint64 streamFrom = DocumentTuning().streamFrom, int partRecords = 1000)
{
    DocumentTuning tuning;
    tuning.summaries = false;
    tuning.partsFrom = 0;
    tuning.streamFrom = streamFrom;
    tuning.partRecords = partRecords;
    return tuning;
}

// The sequential read: every conversation in turn, on this thread. Empty when the file does
// not load.
QStringList readSequentially(const QString &path, const DocumentTuning &tuning, bool *loaded)
{
    const tolerant::RawTextScope noRawTexts(false);
    Document document;
    document.setTuning(tuning);
    document.openFile(path);
    *loaded = document.waitForLoaded(-1);
    QStringList out;
    for (int i = 0; *loaded && i < document.conversationCount(); ++i) {
        const auto read = document.conversationReader(i);
        const auto conversation = read ? read() : nullptr;
        out << (conversation ? fingerprint(*conversation) : QString());
    }
    return out;
}

QStringList readInParallel(const QString &path, const DocumentTuning &tuning, bool *loaded)
{
    Document document;
    document.setTuning(tuning);
    QStringList out;
    ParallelReader reader(
        4, false,
        [](const Conversation &conversation) { return std::any(fingerprint(conversation)); },
        [&out](std::any summary) {
            out << (summary.has_value() ? std::any_cast<QString>(summary) : QString());
        });
    *loaded = reader.read(document, path);
    if (*loaded)
        [&] { QCOMPARE(out.size(), document.conversationCount()); }();
    return out;
}

void compareReads(const QString &path, const DocumentTuning &tuning)
{
    bool sequentialLoaded = false;
    bool parallelLoaded = false;
    const QStringList sequential = readSequentially(path, tuning, &sequentialLoaded);
    const QStringList parallel = readInParallel(path, tuning, &parallelLoaded);
    QCOMPARE(parallelLoaded, sequentialLoaded);
    QCOMPARE(parallel.size(), sequential.size());
    for (qsizetype i = 0; i < sequential.size(); ++i)
        QCOMPARE(parallel.at(i), sequential.at(i));
}

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return QString();
    return path;
}

} // namespace

class TestParallelReader : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void fixtures_data()
    {
        QTest::addColumn<QString>("path");
        const QDir dir(QStringLiteral(INSPECTOR_TEST_DATA));
        const QStringList names = dir.entryList(QDir::Files, QDir::Name);
        QVERIFY(names.size() > 20);
        for (const QString &name : names)
            QTest::newRow(qPrintable(name)) << dir.filePath(name);
    }

    void fixtures()
    {
        QFETCH(QString, path);
        compareReads(path, checkTuning());
    }

    void thousandsOfConversations()
    {
        // One CES conversation per line, each with a few messages and a tool call.
        QTemporaryDir dir;
        QByteArray bytes;
        for (int i = 0; i < 3000; ++i) {
            const QByteArray n = QByteArray::number(i);
            bytes += "{\"name\": \"projects/p/locations/us/apps/a/conversations/c" + n
                + "\", \"turns\": [{\"messages\": [{\"role\": \"user\", \"chunks\": "
                  "[{\"text\": \"question "
                + n
                + "\"}]}, {\"role\": \"agent\", \"chunks\": [{\"toolCall\": {\"tool\": "
                  "\"t\", \"args\": {\"n\": "
                + n + "}}}, {\"text\": \"answer " + n + "\"}]}]}]}\n";
        }
        const QString path = writeFile(dir, u"conversations.jsonl"_s, bytes);
        QVERIFY(!path.isEmpty());
        bool loaded = false;
        QCOMPARE(readInParallel(path, checkTuning(), &loaded).size(), 3000);
        QVERIFY(loaded);
        compareReads(path, checkTuning());
        // Streamed: conversations are read while the file is still being indexed.
        compareReads(path, checkTuning(0));
    }

    void oneConversationInParts()
    {
        // 5,000 CES messages: one conversation, read in parts of 100 records.
        QTemporaryDir dir;
        QByteArray bytes;
        for (int i = 0; i < 5000; ++i) {
            bytes += "{\"role\": \"" + QByteArray(i % 2 ? "agent" : "user")
                + "\", \"chunks\": [{\"text\": \"message " + QByteArray::number(i) + "\"}]}\n";
        }
        const QString path = writeFile(dir, u"messages.jsonl"_s, bytes);
        QVERIFY(!path.isEmpty());
        bool loaded = false;
        QCOMPARE(readInParallel(path, checkTuning(0, 100), &loaded).size(), 50);
        QVERIFY(loaded);
        compareReads(path, checkTuning(0, 100));
    }
};

QTEST_GUILESS_MAIN(TestParallelReader)
#include "tst_parallel_reader.moc"
