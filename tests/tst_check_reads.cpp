// SPDX-License-Identifier: GPL-2.0-or-later
// What `check` and the summaries read: a conversation read without raw texts
// (tolerant::RawTextScope: type-only values not built, media bytes not decoded, few properties)
// holds the same messages, chunk kinds, citations and diagnostics, and has the same summary, as
// a full read, on every fixture and on
// records made to hit every shortcut (values of the wrong type, duplicate keys, bad base64,
// syntax errors and bad UTF-8 inside skipped values). Read from a tape (what check reads CES
// records as) or from nlohmann's values, without raw texts, a conversation is the same.
#include "document/document.h"
#include "export/export_source.h"
#include "formats/format_reader.h"
#include "json/fast_json.h"
#include "json/json_parse.h"
#include "json/json_tape.h"
#include "json/raw_text_scope.h"
#include "json/tolerant_json.h"

#include <QDir>
#include <QtTest>

#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;

namespace {

// Everything of a conversation that check counts or prints, and its summary (the window reads
// summaries without raw texts too), as text.
QStringList checkView(const Conversation &c, const FormatReader &reader)
{
    const ConversationSummary s = reader.summarize(c);
    QStringList out = {s.id, s.title, s.start.toRfc3339(), s.agent, QString::number(s.messageCount),
        QString::number(s.turnCount)};
    const auto addDiagnostics = [&out](const Diagnostics &diagnostics) {
        for (const Diagnostic &d : diagnostics)
            out << Diagnostic::severityId(d.severity) + u' ' + d.englishText() + u" @"_s
                    + diagnosticLocation(d.location);
    };
    addDiagnostics(c.diagnostics);
    out << u"messages %1"_s.arg(c.messages.size());
    for (const Message &m : c.messages) {
        QStringList kinds;
        for (const Chunk &chunk : m.chunks)
            kinds << chunkKindId(chunk.kind);
        out << kinds.join(u',');
        if (m.grounding) {
            QStringList statuses;
            for (const CitedSegment &s : m.grounding->citations)
                statuses << QString::number(int(s.status));
            out << u"citations "_s + statuses.join(u',')
                    + u" references %1"_s.arg(m.grounding->references.size());
        }
        addDiagnostics(m.diagnostics);
    }
    return out;
}

// checkView() and what else a read without raw texts holds of each message and chunk: paths,
// roles, times, tool ids and names, agents, media types.
QStringList leanView(const Conversation &c, const FormatReader &reader)
{
    QStringList out = checkView(c, reader);
    out << c.id << c.title << c.start.toRfc3339() << c.end.toRfc3339()
        << QString::number(c.turnCount) << QString::number(c.declaredTurnCount.value_or(-1));
    for (const auto &p : c.properties)
        out << p.first + u'=' + p.second;
    for (const Message &m : c.messages) {
        out << m.jsonPath.text() + u' ' + m.role + u' ' + QString::number(m.turn) + u' '
                + m.time.toRfc3339();
        for (const Chunk &k : m.chunks)
            out << QStringList {k.jsonPath, chunkKindId(k.kind), k.toolId, k.toolName,
                k.toolResource, k.toolsetToolId, k.targetAgent, k.displayName, k.mimeType,
                k.unknownKey, QString::fromUtf8(k.json.json), QString::number(k.base64Error),
                QString::number(k.paired.message), QString::number(k.paired.chunk), k.text}
                       .join(u'|');
    }
    return out;
}

// The conversations of a document read without raw texts, from tapes where the reader reads
// them, and from nlohmann's values: how many compared, or -1 (with a message) when one differs.
// `partRecords`: a big conversation's parts hold that many records (0: the default).
int compareTapeReads(
    const QString &path, const QByteArray &data = QByteArray(), int partRecords = 0)
{
    Document tapes;
    Document values;
    for (Document *d : {&tapes, &values}) {
        DocumentTuning tuning = d->tuning();
        tuning.readTapes = d == &tapes;
        if (partRecords > 0) {
            tuning.partRecords = partRecords;
            tuning.partsFromRecords = partRecords;
        }
        d->setTuning(tuning);
    }
    for (Document *d : {&tapes, &values}) {
        if (data.isNull())
            d->openFile(path);
        else
            d->openData(data, path);
    }
    const bool loaded = tapes.waitForLoaded(-1);
    if (values.waitForLoaded(-1) != loaded)
        return -1;
    if (!loaded)
        return 0;
    const auto reader = formats::createReader(tapes.formatId());
    if (!reader || tapes.conversationCount() != values.conversationCount())
        return -1;
    if (!reader->readsTapes())
        return 0;
    const tolerant::RawTextScope noRawTexts(false);
    for (int i = 0; i < tapes.conversationCount(); ++i) {
        const auto a = tapes.conversationReader(i)();
        const auto b = values.conversationReader(i)();
        if (!a || !b)
            return -1;
        const QStringList fromTape = leanView(*a, *reader);
        const QStringList fromValues = leanView(*b, *reader);
        if (fromTape != fromValues) {
            for (qsizetype k = 0; k < qMin(fromTape.size(), fromValues.size()); ++k) {
                if (fromTape.at(k) != fromValues.at(k)) {
                    qWarning().noquote()
                        << path << i << "tape:" << fromTape.at(k) << "values:" << fromValues.at(k);
                    break;
                }
            }
            return -1;
        }
    }
    return tapes.conversationCount();
}

// An ADK session of eight events in the shapes a reader must not read differently from a tape.
QByteArray trickyAdkSession()
{
    const QByteArray events[] = {
        R"({"id":"e1","invocation_id":"i1","invocationId":"i1b","author":"user",)"
        R"("timestamp":1767600001.677742,"content":{"role":"user","parts":[{"text":"hola"}]},)"
        R"("actions":{"stateDelta":{"fields":{"city":{"stringValue":"京都"}}},"state_delta":{}}})",
        R"({"id":"e2","invocationId":"i1","author":"bot","timestamp":"2026-01-05T10:00:02.5+09:00",)"
        R"("content":{"role":"model","parts":[{"functionCall":{"id":"c1","name":"f","args":{"a":1}}},)"
        R"({"thought_signature":"AAAA"},{"text":"x","thought":"true"}]},"partial":false,)"
        R"("usage_metadata":{"promptTokenCount":"12","totalTokenCount":13.0}})",
        R"({"id":"e3","invocationId":"i1","author":"bot","timestamp":{"seconds":"1767600003","nanos":5},)"
        R"("content":{"parts":[{"functionResponse":{"id":"c1","name":"f","response":{"ok":true}}}]},)"
        R"("actions":{"stateDelta":[{"key":"k","value":[1,2]}],"transfer_to_agent":"other",)"
        R"("escalate":"true"},"errorCode":"E1","errorMessage":"bad","finishReason":3})",
        R"({"id": "e4", "broken": })",
        R"({"name":"projects/p/locations/l/reasoningEngines/r/sessions/s/events/e5",)"
        R"("invocationId":"i2","author":"bot","timestamp":"2026-01-05T10:00:05Z",)"
        R"("rawEvent":{"id":"raw","author":"x","content":{"parts":[{"inlineData":)"
        R"({"mimeType":"image/png","data":"iVBORw0KGgo="}}]}},)"
        R"("eventMetadata":{"branch":"a.b","turnComplete":true,"customMetadata":)"
        R"({"_usage_metadata":{"promptTokenCount":4}}}})",
        R"({"id":"e6","invocationId":"i2","author":"bot","timestamp":1767600006000,)"
        R"("content":{"role":"model","parts":[{"text":"Kyoto is old."}]},)"
        R"("groundingMetadata":{"groundingChunks":[{"web":{"uri":"https://a.example","title":"A"}}],)"
        R"("groundingSupports":[{"segment":{"startIndex":0,"endIndex":8,"text":"Kyoto is"},)"
        R"("groundingChunkIndices":[0]}]},"longRunningToolIds":["c1"],"modelVersion":"m"})",
        R"({"id":"e7","invocationId":"i3","author":"bot","timestamp":"yesterday",)"
        R"j("content":{"parts":[{"executableCode":{"language":1,"code":"print(1)"}},{"mystery":{}}]}})j",
        R"({"id":"e8","invocationId":"i3","author":"bot","timestamp":"1767600008.25",)"
        R"("content":"not an object","actions":[]})",
    };
    QByteArray text
        = R"({"id":"s1","appName":"app","userId":"u","state":{"city":"京都"},"events":[)";
    for (const QByteArray &e : events)
        text += (text.endsWith('[') ? "\n" : ",\n") + e;
    return text + "\n],\"lastUpdateTime\":1767600009.5}\n";
}

QString fixtureDir()
{
    return QStringLiteral(INSPECTOR_TEST_DATA);
}

// CES records whose insides check skips, with every kind of trouble in them.
QByteArray trickyCesRecords()
{
    const QByteArray name = "\"name\":\"projects/p/locations/us/apps/a/conversations/c";
    const QByteArray chunks[]
        = {R"({"toolCall":{"id":"a","tool":"projects/p/tools/t1","args":"text"}})",
            R"({"toolCall":{"id":"b","displayName":"d","args":[1,{"args":{}}]}})",
            R"({"toolCall":{"id":"c","name":"n","args":5.5}})",
            R"({"toolCall":{"id":"d","name":"n","ARGS":{"a":1},"a_rgs":[1]}})",
            R"({"toolCall":{"id":"e","args":{"a":1},"args":"duplicate"}})",
            R"({"toolResponse":{"id":"a","response":"oops"}})",
            R"({"toolResponse":{"id":"zz","response":[1,{"output":2}]}})",
            R"({"toolResponse":{"id":"b","response":{"output":{"k":"v"},"error":null}}})",
            R"({"payload":"text"})", R"({"updatedVariables":[1,2]})", R"({"defaultVariables":7})",
            R"({"default_variables":true})", R"({"rootSpan":{"a":1}})", R"({"args":{"x":1}})",
            R"({"text":{"args":{"q":[1,2,3]}}})", R"({"text":true})",
            R"({"image":{"mimeType":"image/png","data":"iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB"}})",
            R"({"image":{"data":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB"}})",
            R"({"image":{"data":"@@@ not base64"}})", R"({"image":{"data":""}})",
            R"({"blob":{"data":"QUJD\nREVG"}})", R"({"blob":{"data":"QUJDRA="}})",
            R"({"blob":{"data":"QUJDR"}})", R"({"blob":{"data":"QU=JDRA=="}})",
            R"({"blob":{"data":"iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB-_"}})", R"({"image":{"data":5}})",
            "{}"};
    QByteArray all;
    for (const QByteArray &chunk : chunks)
        all += (all.isEmpty() ? "" : ",") + chunk;
    QByteArray text;
    text += "{" + name
        + "1\",\"turnCount\":3,\"args\":[1],\"turns\":[{\"messages\":[{\"role\":"
          "\"agent\",\"chunks\":["
        + all
        + "]}],\"rootSpan\":{\"name\":\"x\"}},\"not a turn\",{\"messages\":\"not an array\"}]}\n";
    text += "{" + name
        + "2\",\"turns\":[{\"messages\":[{\"role\":\"user\",\"chunks\":[{\"text\":"
          "\"h\xc3\xa9\"}]}]}],\"root_span\":{\"x\":\"y\"}}\n";
    // A syntax error, bad UTF-8, a forbidden escape and deep nesting inside skipped values.
    text += "{" + name
        + "3\",\"turns\":[{\"messages\":[{\"chunks\":[{\"toolCall\":{\"args\":"
          "{\"a\":tru}}}]}]}]}\n";
    text += "{" + name
        + "4\",\"turns\":[{\"messages\":[{\"chunks\":[{\"toolCall\":{\"args\":"
          "{\"a\":\"\xff\"}}}]}]}]}\n";
    text += "{" + name
        + "5\",\"turns\":[{\"messages\":[{\"chunks\":[{\"toolCall\":{\"args\":"
          "{\"s\":\"bad\\x\"}}}]}]}]}\n";
    text += "{" + name + "6\",\"turns\":[{\"messages\":[{\"chunks\":[{\"toolCall\":{\"args\":"
        + QByteArray(600, '[') + QByteArray(600, ']') + "}}]}]}]}\n";
    text += "{" + name
        + "7\",\"turns\":[{\"messages\":[{\"chunks\":[{\"toolCall\":{\"args\":"
          "{\"n\":-1e400}}}]}]}]}\n";
    return text;
}

// Reads every conversation of `document` both ways: how many, or -1 (with a message) when one
// differs.
int compareReads(Document &document, const QString &name)
{
    const auto reader = formats::createReader(document.formatId());
    if (!reader)
        return -1;
    int compared = 0;
    for (int i = 0; i < document.conversationCount(); ++i) {
        const auto read = document.conversationReader(i);
        if (!read)
            continue;
        const auto full = read();
        std::shared_ptr<const Conversation> lean;
        {
            const tolerant::RawTextScope noRawTexts(false);
            lean = read();
        }
        if (!full != !lean)
            return -1;
        if (!full)
            continue;
        const QStringList a = checkView(*full, *reader);
        const QStringList b = checkView(*lean, *reader);
        if (a != b) {
            qWarning().noquote() << name << i << "full:" << a << "without raw texts:" << b;
            return -1;
        }
        ++compared;
    }
    return compared;
}

} // namespace

class TstCheckReads : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyFixtureReadsTheSameForCheck()
    {
        const QDir dir(fixtureDir());
        int files = 0;
        int conversations = 0;
        for (const QString &name : dir.entryList(QDir::Files, QDir::Name)) {
            if (name == u"README.md"_s)
                continue;
            Document document;
            document.openFile(dir.filePath(name));
            if (!document.waitForLoaded(-1))
                continue; // not a transcript (some fixtures are meant to fail)
            const int compared = compareReads(document, name);
            QVERIFY2(compared >= 0, qPrintable(name));
            conversations += compared;
            ++files;
        }
        QVERIFY(files >= 25);
        QVERIFY(conversations >= 40);
    }

    // check reads records in place (DocumentTuning::readFromMapping), the window copies them
    // out with pread(): the same conversations, raw texts and all, from every fixture file.
    void readingFromTheMappingReadsTheSame()
    {
        const QDir dir(fixtureDir());
        int conversations = 0;
        for (const QString &name : dir.entryList(QDir::Files, QDir::Name)) {
            Document copied;
            Document mapped;
            DocumentTuning tuning = mapped.tuning();
            tuning.readFromMapping = true;
            mapped.setTuning(tuning);
            copied.openFile(dir.filePath(name));
            mapped.openFile(dir.filePath(name));
            const bool loaded = copied.waitForLoaded(-1);
            QCOMPARE(mapped.waitForLoaded(-1), loaded);
            if (!loaded)
                continue;
            const auto reader = formats::createReader(copied.formatId());
            QVERIFY2(reader, qPrintable(name));
            QCOMPARE(mapped.conversationCount(), copied.conversationCount());
            for (int i = 0; i < copied.conversationCount(); ++i) {
                const auto a = copied.conversationReader(i)();
                const auto b = mapped.conversationReader(i)();
                QVERIFY2(a && b, qPrintable(name));
                QCOMPARE(checkView(*b, *reader), checkView(*a, *reader));
                QCOMPARE(b->raw, a->raw);
                ++conversations;
            }
        }
        QVERIFY(conversations >= 40);
    }

    // Readers that read tapes (the CES reader) read the same from a tape as from nlohmann's
    // values: every fixture, the tricky records (a repeated key and bad UTF-8 among them, which
    // the tape leaves to nlohmann) and a JSON-RPC response (an envelope nlohmann's path unwraps).
    void theTapeReadsAsNlohmannsValuesDo()
    {
        const QDir dir(fixtureDir());
        int conversations = 0;
        for (const QString &name : dir.entryList(QDir::Files, QDir::Name)) {
            const int compared = compareTapeReads(dir.filePath(name));
            QVERIFY2(compared >= 0, qPrintable(name));
            conversations += compared;
        }
        QVERIFY(conversations >= 10);
        QCOMPARE(compareTapeReads(u"tricky.jsonl"_s, trickyCesRecords()), 7);
        const QByteArray conversation
            = R"({"name":"projects/p/locations/l/apps/a/conversations/c",)"
              R"("turns":[{"messages":[{"role":"user","chunks":[{"text":"hola"}]}]}]})";
        QCOMPARE(compareTapeReads(u"rpc.jsonl"_s,
                     R"({"jsonrpc":"2.0","id":1,"result":)" + conversation + "}\n" + conversation
                         + "\n"),
            2);
    }

    // ADK sessions read from a tape: the session's records put back into its envelope (parts of
    // three events, whose paths are shifted), with both spellings of a key, Agent Engine
    // events (rawEvent, eventMetadata), a record that does not parse, every form of timestamp,
    // stateDelta as a Struct and as a list of entries, and errors, transfers and grounding.
    void adkSessionsReadFromTapesAsFromValues()
    {
        const QDir dir(fixtureDir());
        int conversations = 0;
        for (const QString &name : dir.entryList({u"adk_*.json"_s, u"agentengine_*"_s})) {
            const int compared = compareTapeReads(dir.filePath(name), QByteArray(), 3);
            QVERIFY2(compared >= 0, qPrintable(name));
            conversations += compared;
        }
        QVERIFY(conversations >= 8);
        QCOMPARE(compareTapeReads(u"tricky-session.json"_s, trickyAdkSession(), 3), 3);
        QCOMPARE(compareTapeReads(u"tricky-session.json"_s, trickyAdkSession()), 1);
    }

    // A reader that does not read tapes still reads them through FormatReader::readTape()'s
    // default (its records converted to nlohmann values): the same conversation as read().
    void readersWithoutTapesReadThemThroughNlohmann()
    {
        QFile file(fixtureDir() + u"/gemini_response.json"_s);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        const QString format = u"gemini.response"_s;
        const auto reader = formats::createReader(format);
        QVERIFY(reader && !reader->readsTapes());
        tolerant::JsonTape tape;
        QVERIFY(tolerant::fastParseTape(text.constData(), std::size_t(text.size()), tape));
        tolerant::Json json;
        QVERIFY(tolerant::parseJson(text, json));
        TapeRecord fromTape;
        fromTape.value = &tape.at(0);
        ReaderRecord fromJson;
        fromJson.value = &json;
        const tolerant::RawTextScope noRawTexts(false);
        const Conversation a = reader->readTape(format, {fromTape});
        const Conversation b = reader->read(format, {fromJson});
        QVERIFY(!a.messages.isEmpty() && !a.messages.first().chunks.isEmpty());
        QCOMPARE(leanView(a, *reader), leanView(b, *reader));
    }

    void trickyRecordsReadTheSameForCheck()
    {
        Document document;
        document.openData(trickyCesRecords(), u"tricky.jsonl"_s);
        QVERIFY(document.waitForLoaded(-1));
        QCOMPARE(document.conversationCount(), 7);
        QCOMPARE(compareReads(document, u"tricky.jsonl"_s), 7);
        // The checks hit what they are meant to: wrong types inside skipped values are reported,
        // bad base64 too, and each broken record is one syntax error.
        const tolerant::RawTextScope noRawTexts(false);
        const auto first = document.conversationReader(0)();
        QVERIFY(first);
        int wrongTypes = 0;
        int badBase64 = 0;
        for (const Message &m : first->messages) {
            for (const Diagnostic &d : m.diagnostics) {
                wrongTypes += d.englishText().startsWith(u"Expected object but found"_s);
                badBase64 += d.englishText() == u"The base64 data does not decode"_s;
            }
        }
        QCOMPARE(wrongTypes, 10);
        QCOMPARE(badBase64, 3);
        for (const int i : {2, 4, 6}) { // 3 has bad UTF-8, 5 nesting nlohmann takes
            const auto broken = document.conversationReader(i)();
            QVERIFY(broken);
            QCOMPARE(broken->diagnostics.size(), 1);
            QVERIFY(broken->diagnostics.first().englishText().startsWith(u"JSON syntax error"_s));
        }
    }
};

QTEST_GUILESS_MAIN(TstCheckReads)
#include "tst_check_reads.moc"
