// SPDX-License-Identifier: GPL-2.0-or-later
// Hostile input through the models floor: nesting far deeper than any parse accepts, a file that
// shrinks under its mapping. Each case carries its proof input; nothing may crash, the rest of
// the file still reads, and the user is told what happened and where.
#include "document/document.h"
#include "document/mapped_file.h"
#include "export/export_source.h"
#include "export/html_writer.h"
#include "export/json_writer.h"
#include "export/markdown_writer.h"
#include "json/json_parse.h"
#include "json/tolerant_json.h"

#include <QFile>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;

namespace {

QByteArray nested(int depth, const QByteArray &inside = QByteArray())
{
    return QByteArray(depth, '[') + inside + QByteArray(depth, ']');
}

const QByteArray kFirst
    = R"({"role": "user", "eventTime": "2026-03-02T09:00:00Z", "chunks": [{"text": "first"}]})";
const QByteArray kLast
    = R"({"role": "agent", "eventTime": "2026-03-02T09:00:04Z", "chunks": [{"text": "last"}]})";

/// A CES message whose tool call args hold `value`.
QByteArray toolCallWith(const QByteArray &value)
{
    return R"({"role": "agent", "chunks": [{"toolCall": {"tool": "t", "args": {"deep": )" + value
        + "}}}]}";
}

QString writeFile(const QTemporaryDir &dir, const char *name, const QByteArray &bytes)
{
    const QString path = dir.filePath(QString::fromLatin1(name));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        return QString();
    return path;
}

QStringList texts(const Conversation &c)
{
    QStringList out;
    for (const Message &m : c.messages)
        for (const Chunk &chunk : m.chunks)
            if (chunk.kind == ChunkKind::Text)
                out << chunk.text;
    return out;
}

/// The "nested too deep" diagnostic of `c` or one of its messages.
const Diagnostic *tooDeep(const Conversation &c)
{
    for (const Diagnostic &d : c.diagnostics)
        if (d.englishText().startsWith(u"JSON nested deeper than 512 levels"_s))
            return &d;
    for (const Message &m : c.messages)
        for (const Diagnostic &d : m.diagnostics)
            if (d.englishText().startsWith(u"JSON nested deeper than 512 levels"_s))
                return &d;
    return nullptr;
}

} // namespace

class TstHostileInput : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void depthLimitIsExact()
    {
        using tolerant::Json;
        Json v;
        QVERIFY(tolerant::parseJson(nested(tolerant::kMaxJsonDepth, "1"), v));
        QVERIFY(v.is_array());
        tolerant::JsonParseFailure failure;
        QVERIFY(!tolerant::parseJson(nested(tolerant::kMaxJsonDepth + 1, "1"), v, &failure));
        QCOMPARE(failure.kind, tolerant::JsonParseFailure::Kind::TooDeep);
        QCOMPARE(failure.byteOffset, std::size_t(tolerant::kMaxJsonDepth));
        // The fallback (invalid UTF-8 makes the fast parser decline) stops at the same depth.
        const QByteArray badUtf8 = nested(tolerant::kMaxJsonDepth + 1, "\"\xff\"");
        QVERIFY(!tolerant::parseJson(badUtf8, v, &failure));
        QCOMPARE(failure.kind, tolerant::JsonParseFailure::Kind::TooDeep);
        QVERIFY(tolerant::parseJson(nested(tolerant::kMaxJsonDepth, "\"\xc3\xa9\""), v));
    }

    void tooDeepPathNamesTheValue()
    {
        tolerant::JsonParseFailure failure;
        tolerant::Json v;
        const QByteArray text
            = R"({"a": 1, "events": [{}, {"args": {"x": )" + nested(1000, "0") + "}}]}";
        QVERIFY(!tolerant::parseJson(text, v, &failure));
        QCOMPARE(failure.kind, tolerant::JsonParseFailure::Kind::TooDeep);
        QCOMPARE(failure.innerPath, u"events[1].args.x[0][0][0][0]\u2026"_s);
        QCOMPARE(text.at(qsizetype(failure.byteOffset)), '[');
        // Brackets inside strings are text, not nesting.
        const QByteArray quoted = "{\"s\": \"" + QByteArray(100000, '[') + "\\\"]\"}";
        QVERIFY(tolerant::parseJson(quoted, v));
        QCOMPARE(v["s"].get<std::string>().size(), std::size_t(100002));
    }

    /// The issue's proof input: a 2 MB JSONL line whose one field nests 1,000,000 arrays.
    void millionDeepLineInJsonl()
    {
        QTemporaryDir dir;
        const QByteArray deepLine = toolCallWith(nested(1000000));
        QVERIFY(deepLine.size() > 2000000);
        const QString path
            = writeFile(dir, "deep.jsonl", kFirst + '\n' + deepLine + '\n' + kLast + '\n');
        Document doc;
        doc.openFile(path);
        QVERIFY2(doc.waitForLoaded(), qPrintable(doc.failure().englishText()));
        QCOMPARE(doc.formatId(), u"ces.messages"_s);
        QCOMPARE(doc.conversationCount(), 1);
        const std::shared_ptr<const Conversation> c = doc.conversation(0);
        QCOMPARE(texts(*c), (QStringList {u"first"_s, u"last"_s}));
        const Diagnostic *d = tooDeep(*c);
        QVERIFY(d);
        QCOMPARE(d->severity, Severity::Error);
        QCOMPARE(d->location.line, qint64(2));
        // The 513th level: the record's own 5 levels, then the 508th '[' of the run (1-based).
        QCOMPARE(d->location.column, qint64(deepLine.indexOf("[[") + tolerant::kMaxJsonDepth - 4));
        QVERIFY2(d->location.jsonPath.contains(u"chunks[0].toolCall.args.deep[0][0]"_s),
            qPrintable(d->location.jsonPath));

        // Every export of it works and says what happened.
        ExportSource source;
        source.formatId = doc.formatId();
        source.conversations = {c};
        const QByteArray json = JsonWriter::write(source);
        QVERIFY(!nlohmann::json::parse(json.constBegin(), json.constEnd(), nullptr, false)
                     .is_discarded());
        QVERIFY(json.contains("JSON nested deeper than 512 levels"));
        QVERIFY(MarkdownWriter::write(source).contains(u"last"_s));
        QVERIFY(HtmlWriter::write(source).contains(u"last"_s));
    }

    /// Nesting at the limit is shown, and every export walks it without running out of stack.
    void deepestAcceptedValueExports()
    {
        QTemporaryDir dir;
        const int depth = tolerant::kMaxJsonDepth - 6; // the message's own levels
        const QString path = writeFile(
            dir, "limit.jsonl", kFirst + '\n' + toolCallWith(nested(depth, "7")) + '\n');
        Document doc;
        doc.openFile(path);
        QVERIFY(doc.waitForLoaded());
        const std::shared_ptr<const Conversation> c = doc.conversation(0);
        QVERIFY2(!tooDeep(*c), "a value within the limit was refused");
        QCOMPARE(c->messages.size(), 2);
        const Chunk &call = c->messages.at(1).chunks.at(0);
        QCOMPARE(call.kind, ChunkKind::ToolCall);
        ExportSource source;
        source.conversations = {c};
        QVERIFY(JsonWriter::write(source).contains(nested(depth, "7")));
        QVERIFY(MarkdownWriter::write(source).count(u'[') >= depth);
        QVERIFY(!HtmlWriter::write(source).isEmpty());
    }

    /// A whole single-document file nested a million deep: refused with a clear failure.
    void millionDeepDocument()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, "deep.json", "{\"events\": " + nested(1000000) + "}");
        Document doc;
        doc.openFile(path);
        doc.waitForLoaded();
        QVERIFY(doc.state() == Document::State::Failed || doc.state() == Document::State::Ready);
        for (int i = 0; i < doc.conversationCount(); ++i)
            QVERIFY(doc.conversation(i));
    }

    /// Markdown export of hostile values: only http(s) references are live links, a fence is
    /// longer than any backtick run it holds, and one-line fields cannot break out of their line.
    void markdownExportStaysInert()
    {
        auto c = std::make_shared<Conversation>();
        Message m;
        m.role = u"model\n# Injected heading <img src=x>"_s;
        Chunk code;
        code.kind = ChunkKind::ExecutableCode;
        code.mimeType = u"python\n```\n<script>"_s;
        code.text = u"print(1)\n"_s + QString(100000, u'`') + u"\nprint(2)"_s;
        m.chunks.append(code);
        Chunk blob;
        blob.kind = ChunkKind::Blob;
        blob.mimeType = u"text/plain\n[x](javascript:alert(1))"_s;
        m.chunks.append(blob);
        Chunk text;
        text.text = u"Tokyo Tower is 333 m tall."_s;
        m.chunks.append(text);
        auto g = std::make_shared<Grounding>();
        CitedSegment cited;
        cited.status = CitationStatus::Resolved;
        cited.text = u"Tokyo Tower"_s;
        cited.references = {0, 1, 2};
        g->citations.append(cited);
        Reference js;
        js.kind = Reference::Kind::Web;
        js.title = u"Click [me]"_s;
        js.uri = u"javascript:alert(document.cookie)"_s;
        Reference data;
        data.kind = Reference::Kind::Web;
        data.uri = u"data:text/html,<script>alert(1)</script>"_s;
        Reference web;
        web.kind = Reference::Kind::Web;
        web.title = u"Tokyo Tower"_s;
        web.uri = u"https://example.com/a (b)>c"_s;
        g->references = {js, data, web};
        m.grounding = g;
        c->messages.append(m);
        ExportSource source;
        source.conversations = {c};
        const QString md = MarkdownWriter::write(source);
        const QStringList lines = md.split(u'\n');
        // The role stays on its heading line, escaped.
        QVERIFY(!lines.contains(u"# Injected heading <img src=x>"_s));
        QVERIFY2(md.contains(u"### model \\# Injected heading \\<img src=x\\>"_s),
            qPrintable(md.left(300)));
        // The fence is longer than the longest backtick run; its info line holds no newline.
        const QString fence(100001, u'`');
        QVERIFY(md.contains(fence + u"pythonscript\nprint(1)"_s));
        QVERIFY(md.contains(u"print(2)\n"_s + fence + u'\n'));
        // No live link to anything but http(s): a "](" not escaped by a backslash.
        QVERIFY(!md.contains(QRegularExpression(u"(?<!\\\\)\\]\\((?!<https?:)"_s)));
        QVERIFY(md.contains(u"\\[x\\](javascript:alert(1))"_s)); // the MIME type, escaped
        QVERIFY(md.contains(u"Click \\[me\\] (`javascript:alert(document.cookie)`)"_s));
        QVERIFY(md.contains(u"[Tokyo Tower](<https://example.com/a%20(b)%3Ec>)"_s));
    }

    /// The file shrinks under its mapping after indexing: reading it raises no SIGBUS, reads
    /// zeros, and the document says the file changed.
    void truncatedWhileRead()
    {
        QTemporaryDir dir;
        QByteArray lines;
        for (int i = 0; i < 4000; ++i)
            lines += kFirst + '\n';
        const QString path = writeFile(dir, "shrinks.jsonl", lines);
        Document doc;
        DocumentTuning tuning;
        tuning.streamFrom = 1; // conversations by record ranges, read on demand
        doc.setTuning(tuning);
        doc.openFile(path);
        QVERIFY(doc.waitForLoaded());
        QSignalSpy changed(&doc, &Document::fileChanged);
        QVERIFY(!doc.changedWhileRead());
        QVERIFY(QFile::resize(path, 0));
        // Every byte of the mapping, read in place as searches do: zeros past the new end.
        const std::shared_ptr<const MappedFile> file = doc.mappedFile();
        qint64 sum = 0;
        for (qint64 i = 0; i < file->size(); i += 4096)
            sum += file->data()[i];
        QCOMPARE(sum, qint64(0));
        QVERIFY(doc.changedWhileRead());
        QTRY_COMPARE(changed.count(), 1);
        // Reading conversations again is safe too (they read as broken records, not garbage).
        for (int i = 0; i < doc.conversationCount(); ++i)
            QVERIFY(doc.readConversation(i));
        QCOMPARE(changed.count(), 1); // said once
    }

    /// The same through pread(): a short read is noticed without touching the mapping.
    void truncatedBeforePread()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, "short.jsonl", QByteArray(1 << 16, ' ') + kFirst);
        MappedFile file;
        QVERIFY(file.open(path));
        QVERIFY(file.isMapped());
        QVERIFY(QFile::resize(path, 100));
        QByteArray buffer(1000, 'x');
        QVERIFY(!file.readInto(60000, buffer.data(), buffer.size()));
        QVERIFY(file.changedWhileRead());
    }
};

QTEST_GUILESS_MAIN(TstHostileInput)
#include "tst_hostile_input.moc"
