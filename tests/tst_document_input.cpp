// SPDX-License-Identifier: GPL-2.0-or-later
// Document inputs beyond clean JSON: invalid UTF-8, runSession captures, lenient pasted samples.
#include "document/document.h"
#include "document/lenient_json.h"
#include "document/mapped_file.h"
#include "document/record_index.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

QString fixture(const char *name)
{
    return QStringLiteral(INSPECTOR_TEST_DATA) + u'/' + QString::fromLatin1(name);
}

QVector<const Diagnostic *> findAll(const Diagnostics &diags, const char *englishPrefix)
{
    QVector<const Diagnostic *> out;
    for (const Diagnostic &d : diags) {
        if (d.englishText().startsWith(QString::fromUtf8(englishPrefix)))
            out.append(&d);
    }
    return out;
}

const Diagnostic *findDiagnostic(const Diagnostics &diags, const char *englishPrefix)
{
    const auto all = findAll(diags, englishPrefix);
    return all.isEmpty() ? nullptr : all.first();
}

QStringList kinds(const Message &m)
{
    QStringList out;
    for (const Chunk &c : m.chunks)
        out << chunkKindId(c.kind);
    return out;
}

} // namespace

class TstDocumentInput : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void utf8Validator()
    {
        QCOMPARE(MappedFile::firstInvalidUtf8("plain", 5), -1);
        const QByteArray ok = u"h\u00e9 \u65e5\U0001F600"_s.toUtf8();
        QCOMPARE(MappedFile::firstInvalidUtf8(ok.constData(), ok.size()), -1);
        QCOMPARE(MappedFile::firstInvalidUtf8("ab\xff", 3), 2);
        QCOMPARE(MappedFile::firstInvalidUtf8("a\xC0\x80", 3), 1); // overlong
        QCOMPARE(MappedFile::firstInvalidUtf8("\xED\xA0\x80", 3), 0); // surrogate
        QCOMPARE(MappedFile::firstInvalidUtf8("xy\xE6\x97", 4), 2); // cut at the end
        QCOMPARE(MappedFile::firstInvalidUtf8("\xF4\x90\x80\x80", 4), 0); // > U+10FFFF
    }

    void invalidUtf8IsReportedAndReplaced()
    {
        const QByteArray jsonl
            = "{\"role\":\"user\",\"chunks\":[{\"text\":\"ok\"}]}\n"
              "{\"role\":\"agent\",\"chunks\":[{\"text\":\"caf\xE9 au lait\"}]}\n";
        Document doc;
        doc.openData(jsonl, u"bad.jsonl"_s);
        QVERIFY(doc.waitForLoaded(10000));
        const Diagnostic *d = findDiagnostic(doc.diagnostics(), "Invalid UTF-8");
        QVERIFY(d);
        QCOMPARE(d->severity, Severity::Error);
        QCOMPARE(d->location.file, u"bad.jsonl"_s);
        QCOMPARE(d->location.line, 2);
        QCOMPARE(d->location.column, 39); // the byte after "caf"
        QCOMPARE(d->args.at(0), u"E9"_s);
        QCOMPARE(d->args.at(1), QString::number(jsonl.indexOf('\xE9')));
        auto c = doc.conversation(0);
        QCOMPARE(c->messages.size(), 2);
        QCOMPARE(c->messages.at(1).chunks.at(0).text, u"caf\uFFFD au lait"_s);
        QVERIFY(c->messages.at(1).diagnostics.isEmpty());
    }

    void runSessionJsonl()
    {
        Document doc;
        doc.openFile(fixture("ces_run_session.jsonl"));
        QVERIFY(doc.waitForLoaded(10000));
        QCOMPARE(doc.formatId(), u"ces.run-session"_s);
        QCOMPARE(doc.framing(), Framing::JsonSequence);
        QCOMPARE(doc.conversationCount(), 1);
        auto c = doc.conversation(0);
        QCOMPARE(c->messages.size(), 7);
        const Message &user = c->messages.at(0);
        QCOMPARE(user.role, u"user"_s);
        QCOMPARE(kinds(user), QStringList {u"transcript"_s});
        QCOMPARE(user.chunks.at(0).text, u"what's my balance"_s);
        QCOMPARE(user.turn, 0); // the turn of the outputs that answer it (turnIndex 1: the first)
        const Message &barge = c->messages.at(1);
        QCOMPARE(barge.role, u"system"_s);
        QCOMPARE(kinds(barge), QStringList {u"payload"_s});
        QVERIFY(barge.chunks.at(0).json.json.contains("interruptionSignal"));
        QVERIFY(findDiagnostic(barge.diagnostics, "The user interrupted"));

        const Message &agent = c->messages.at(2);
        QCOMPARE(agent.role, u"agent"_s);
        QCOMPARE(agent.turn, 0);
        QCOMPARE(kinds(agent), (QStringList {u"toolCall"_s, u"text"_s}));
        QCOMPARE(agent.chunks.at(0).toolId, u"adk-1"_s);
        QCOMPARE(agent.chunks.at(0).toolName, u"bal"_s);
        QCOMPARE(agent.chunks.at(0).jsonPath, u"sessionOutput.toolCalls.toolCalls[0]"_s);
        QCOMPARE(agent.chunks.at(1).text, u"Your balance is 12 EUR."_s);
        QVERIFY(agent.grounding);
        QCOMPARE(agent.grounding->references.size(), 1);
        const Reference &ref = agent.grounding->references.at(0);
        QCOMPARE(ref.kind, Reference::Kind::Citation);
        QCOMPARE(ref.uri, u"https://bank.example/faq"_s);
        QCOMPARE(ref.title, u"Balance FAQ"_s);
        QCOMPARE(ref.text, u"Balances update nightly."_s);
        QVERIFY(agent.grounding->citations.isEmpty());
        QCOMPARE(agent.extra.json, QByteArray("{\"turnCompleted\":true}"));

        QCOMPARE(c->messages.at(3).chunks.at(0).text, u"thanks, bye"_s);
        QCOMPARE(c->messages.at(3).turn, 1);
        QCOMPARE(kinds(c->messages.at(4)), QStringList {u"payload"_s});
        QCOMPARE(c->messages.at(4).turn, 1);
        QVERIFY(findDiagnostic(c->messages.at(5).diagnostics, "The server asked"));
        const Message &end = c->messages.at(6);
        QVERIFY(findDiagnostic(end.diagnostics, "The session ended"));
        QVERIFY(end.chunks.at(0).json.json.contains("user_hangup"));
        QCOMPARE(c->turnCount, 2);
    }

    void runSessionOutputsWithDiagnosticInfo()
    {
        Document doc;
        doc.openFile(fixture("ces_run_session_outputs.json"));
        QVERIFY(doc.waitForLoaded(10000));
        QCOMPARE(doc.formatId(), u"ces.run-session"_s);
        QCOMPARE(doc.conversationCount(), 1);
        auto c = doc.conversation(0);
        // Turn 0 reassembled; turn 1 from diagnosticInfo.messages; then the end marker.
        QCOMPARE(c->messages.size(), 5);
        QCOMPARE(kinds(c->messages.at(0)), (QStringList {u"text"_s, u"text"_s}));
        QCOMPARE(c->messages.at(0).turn, 0);
        QCOMPARE(c->messages.at(1).role, u"user"_s);
        QCOMPARE(c->messages.at(1).turn, 1);
        QCOMPARE(c->messages.at(1).jsonPath, u"outputs[3].diagnosticInfo.messages[0]"_s);
        QCOMPARE(kinds(c->messages.at(2)), (QStringList {u"text"_s, u"toolCall"_s}));
        QCOMPARE(kinds(c->messages.at(3)), QStringList {u"toolResponse"_s});
        // Paired through pairToolCalls.
        QCOMPARE(c->messages.at(2).chunks.at(1).paired.message, 3);
        QVERIFY(findDiagnostic(c->messages.at(4).diagnostics, "The session ended"));
        QCOMPARE(c->turnSpans.size(), 2);
        QCOMPARE(c->turnSpans.at(1).name, u"turn"_s);
    }
    void lenientCleanUnit()
    {
        QVector<LenientRepair> repairs;
        // Strict text comes back unchanged, "..." and "//" in strings included.
        const QByteArray strict = "{\"a\": \"x // y ... \\\" /* z */\", \"b\": [1, 2]}";
        QCOMPARE(lenientClean(strict.constData(), strict.size(), &repairs), strict);
        QVERIFY(repairs.isEmpty());
        // Same size, line breaks kept, placeholders with their comma, leading placeholder.
        const QByteArray in = "[..., 1, /* c\n */ 2, ...,\n]";
        const QByteArray out = lenientClean(in.constData(), in.size(), &repairs);
        QCOMPARE(out.size(), in.size());
        QCOMPARE(out.count('\n'), 2);
        QCOMPARE(QByteArray(out).simplified(), QByteArray("[ 1, 2 ]"));
        QCOMPARE(repairs.size(), 4); // placeholder, comment, placeholder, trailing comma
        QCOMPARE(repairs.at(0).offset, 1);
        QCOMPARE(repairs.at(1).offset, 9);
        // A placeholder standing as a value is not an element: left for the strict error.
        const QByteArray value = "{\"a\": ...}";
        QCOMPARE(lenientClean(value.constData(), value.size(), &repairs), value);
        QVERIFY(repairs.isEmpty());
    }

    void lenientPastedSample()
    {
        Document doc;
        doc.openFile(fixture("lenient_pasted_sample.js"));
        QVERIFY(doc.waitForLoaded(10000));
        QCOMPARE(doc.formatId(), u"ces.conversation"_s);
        QCOMPARE(doc.framing(), Framing::SingleDocument);
        auto c = doc.conversation(0);
        QCOMPARE(c->id, u"projects/p1/locations/us/apps/a1/conversations/c-42"_s);
        QCOMPARE(c->messages.size(), 2);
        // Strings are never touched: the "…" and "//" inside the text stay.
        QCOMPARE(c->messages.at(1).chunks.at(0).text, u"It ships today\u2026 // not a comment"_s);
        QVERIFY(c->diagnostics.isEmpty());

        QVector<QPair<QString, TextPosition>> got;
        for (const Diagnostic &d : doc.diagnostics()) {
            QVERIFY(d.englishText().startsWith(u"Lenient reading: "_s));
            QCOMPARE(d.severity, Severity::Warning);
            QVERIFY(d.location.file.endsWith(u"lenient_pasted_sample.js"_s));
            got.append({d.englishText().mid(17), {d.location.line, d.location.column}});
        }
        const QVector<QPair<QString, TextPosition>> want = {
            {u"removed a // comment"_s, {1, 1}},
            {u"removed the JavaScript wrapper const conversation ="_s, {2, 1}},
            {u"removed a // comment"_s, {3, 66}},
            {u"removed a /* */ comment"_s, {8, 9}},
            {u"removed a trailing comma"_s, {9, 83}},
            {u"removed the placeholder ..."_s, {10, 9}},
            {u"removed a trailing comma"_s, {11, 8}},
            {u"removed the placeholder \u2026"_s, {13, 5}},
            {u"removed a trailing comma"_s, {15, 17}},
        };
        QCOMPARE(got.size(), want.size());
        for (qsizetype i = 0; i < want.size(); ++i) {
            QCOMPARE(got.at(i).first, want.at(i).first);
            QCOMPARE(got.at(i).second.line, want.at(i).second.line);
            QCOMPARE(got.at(i).second.column, want.at(i).second.column);
        }
    }

    void lenientFailureReportsStrictError()
    {
        // Unquoted keys are beyond the lenient pass: the strict error's position is reported.
        Document doc;
        doc.openData(QByteArray("// note\n{\"a\": 1, b: 2}\n"), u"bad.js"_s);
        QVERIFY(!doc.waitForLoaded(10000));
        const Diagnostic f = doc.failure();
        QCOMPARE(f.severity, Severity::Error);
        QVERIFY2(f.englishText().startsWith(u"Not JSON"_s), qPrintable(f.englishText()));
        QCOMPARE(f.location.line, 1);
        QCOMPARE(f.location.column, 1);

        // Strict JSON never goes through the lenient pass, even with "..." in strings.
        Document strict;
        strict.openData(
            QByteArray("{\"role\": \"user\", \"chunks\": [{\"text\": \"wait...\"}]}"), u"s.json"_s);
        QVERIFY(strict.waitForLoaded(10000));
        QVERIFY(strict.diagnostics().isEmpty());
        QCOMPARE(strict.conversation(0)->messages.at(0).chunks.at(0).text, u"wait..."_s);
    }

    // Records are read from the file in blocks of up to 1 MiB (conversation_unit.cpp): every
    // record comes back whole and in place, whatever the gaps between records (up to and past
    // the 4 KiB that a block spans), records bigger than a block, and parts of a session whose
    // paths are shifted to the whole file's indices.
    void aBrokenLineOfJsonLinesLeavesTheRestReadable()
    {
        // A line cut short in the middle of a JSONL file: its conversation says where its JSON
        // goes wrong, and the conversations of the lines after it read as usual.
        QByteArray text;
        for (int i = 0; i < 6; ++i) {
            const QByteArray line = "{\"name\":\"c" + QByteArray::number(i)
                + "\",\"messages\":[{\"role\":\"user\",\"chunks\":[{\"text\":\"t"
                + QByteArray::number(i) + "\"}]}]}";
            text += (i == 2 ? line.left(40) : line) + '\n';
        }
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile file(dir.filePath(u"broken.jsonl"_s));
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(text), text.size());
        file.close();
        Document doc;
        doc.openFile(file.fileName());
        QVERIFY(doc.waitForLoaded(10000));
        QCOMPARE(doc.formatId(), u"ces.conversations"_s);
        QCOMPARE(doc.conversationCount(), 6);
        for (int i = 0; i < 6; ++i) {
            const auto c = doc.conversation(i);
            QVERIFY(c);
            if (i == 2) {
                QVERIFY(c->messages.isEmpty());
                const Diagnostic *d = findDiagnostic(c->diagnostics, "JSON syntax error");
                QVERIFY(d);
                QCOMPARE(d->location.line, 3);
                QCOMPARE(d->location.column, 41);
                continue;
            }
            QCOMPARE(c->id, u"c%1"_s.arg(i));
            QCOMPARE(c->messages.size(), 1);
            QCOMPARE(c->messages.first().chunks.first().text, u"t%1"_s.arg(i));
        }
    }

    void recordsReadInBlocksFromAFile()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const int gaps[] = {0, 1, 100, 4095, 4096, 4097, 9000};
        const auto textOf = [](int i) -> QByteArray {
            if (i % 997 == 5) // bigger than a block
                return QByteArray(1048600 + i % 3, char('a' + i % 26));
            if (i % 997 == 6) // a block by itself
                return QByteArray(1048500, 'z');
            return "m" + QByteArray::number(i) + " \xe4\xba\xac";
        };
        // `count` records between `open` and `close`, with gaps of `space` after them.
        const auto write = [&](const QString &name, const QByteArray &open,
                               const std::function<QByteArray(int)> &record, char space, int count,
                               const QByteArray &close) {
            QByteArray text = open;
            for (int i = 0; i < count; ++i) {
                text.append(record(i)).append(QByteArray(gaps[i % 7], space));
                if (i + 1 < count)
                    text.append(',');
            }
            text.append(close);
            QFile file(dir.filePath(name));
            return file.open(QIODevice::WriteOnly) && file.write(text) == text.size()
                ? file.fileName()
                : QString();
        };
        const int count = 3000;
        const QString listPath = write(
            u"list.json"_s, "[",
            [&](int i) -> QByteArray {
                return "{\"role\":\"user\",\"chunks\":[{\"text\":\"" + textOf(i) + "\"}]}";
            },
            ' ', count, "]");
        QVERIFY(!listPath.isEmpty());
        // Every message of every conversation (a big file is read in parts), in file order.
        const auto checkAll = [&textOf](const QString &path, const QString &pathFormat, int total) {
            Document doc;
            doc.openFile(path);
            if (!doc.waitForLoaded(-1))
                return false;
            int seen = 0;
            for (int k = 0; k < doc.conversationCount(); ++k) {
                const auto c = doc.conversation(k);
                if (!c)
                    return false;
                for (const Message &m : c->messages) {
                    if (m.jsonPath != pathFormat.arg(seen) || m.chunks.size() != 1
                        || m.chunks.first().text != QString::fromUtf8(textOf(seen))
                        || !m.diagnostics.isEmpty()) {
                        qWarning() << "message" << seen << m.jsonPath;
                        return false;
                    }
                    ++seen;
                }
            }
            return seen == total;
        };
        QVERIFY(checkAll(listPath, u"[%1]"_s, count));

        const int events = 10500;
        const QString sessionPath = write(
            u"session.json"_s, "{\"id\":\"s\",\"appName\":\"a\",\"events\":[",
            [&](int i) -> QByteArray {
                return "{\"id\":\"e" + QByteArray::number(i)
                    + "\",\"author\":\"user\",\"content\":{\"parts\":[{\"text\":\"" + textOf(i)
                    + "\"}]}}";
            },
            '\n', events, "]}");
        QVERIFY(!sessionPath.isEmpty());
        QVERIFY(checkAll(sessionPath, u"events[%1]"_s, events));
    }
};

QTEST_GUILESS_MAIN(TstDocumentInput)
#include "tst_document_input.moc"
