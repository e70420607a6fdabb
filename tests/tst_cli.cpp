// SPDX-License-Identifier: GPL-2.0-or-later
// Runs the built conversation-inspector binary and checks the public contract of cli.md, and
// that what it prints from input (a file, an MCP server) never holds a control a terminal would
// obey: `mcp` runs against the hostile mode of the project's fake server (127.0.0.1 only).
#include "cli_process.h"
#include "fake_mcp_server.h"
#include "hostile_mcp.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStringDecoder>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

const QString kExample
    = QStringLiteral(INSPECTOR_SOURCE_DIR "/resources/examples/ces_example_conversation.json");

using Run = CliRun;

Run run(const QStringList &arguments, const QByteArray &stdinData = QByteArray())
{
    QProcess process;
    process.setProgram(QStringLiteral(INSPECTOR_BINARY));
    process.setArguments(arguments);
    process.start();
    if (!process.waitForStarted(30000))
        return {};
    if (!stdinData.isEmpty())
        process.write(stdinData);
    process.closeWriteChannel();
    if (!process.waitForFinished(180000)) {
        process.kill();
        process.waitForFinished();
        return {};
    }
    Run result;
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    result.out = process.readAllStandardOutput();
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

// Runs the binary while this thread's event loop serves the in-process fake server.
Run runLive(const QStringList &arguments)
{
    return runCli(arguments);
}

// The first character of `bytes` (UTF-8) that a terminal would obey rather than show, as
// "U+001B at 12"; "" when there is none. Invalid UTF-8 counts (a lone 0x9B is CSI).
QString firstUnsafe(const QByteArray &bytes)
{
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = decoder(bytes);
    if (decoder.hasError())
        return u"invalid UTF-8"_s;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text.at(i).unicode();
        const bool unsafe = (c < 0x20 && c != u'\n' && c != u'\t') || (c >= 0x7f && c <= 0x9f)
            || c == 0x061c || c == 0x200e || c == 0x200f || (c >= 0x202a && c <= 0x202e)
            || (c >= 0x2066 && c <= 0x2069);
        if (unsafe)
            return u"U+%1 at %2"_s.arg(uint(c), 4, 16, QLatin1Char('0')).arg(i);
    }
    return QString();
}

#define VERIFY_PRINTABLE(run)                                                                      \
    do {                                                                                           \
        const QString outProblem = firstUnsafe((run).out);                                         \
        const QString errProblem = firstUnsafe((run).err.toUtf8());                                \
        QVERIFY2(outProblem.isEmpty(), qPrintable(u"stdout: "_s + outProblem));                    \
        QVERIFY2(errProblem.isEmpty(), qPrintable(u"stderr: "_s + errProblem));                    \
    } while (false)

} // namespace

class TestCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void versionAndHelp();
    void checkJsonCountsTheExample();
    void checkHumanOutput();
    void checkFixtures();
    void checkNotJsonFailsWithLineColumn();
    void checkReportsReaderDiagnostics();
    void checkReadsStandardInput();
    void usageErrorsExitTwo_data();
    void usageErrorsExitTwo();
    void exportJsonParses();
    void exportKeepsALongConversationWhole();
    void coverageInCheckAndExport();
    void exportMarkdownToFile();
    void exportHtml();
    void exportCitationsCsv();
    void exportPdf();
    void screenshotWritesPngOfRequestedSize();
    void checkEscapesWhatItQuotes();
    void usageErrorsEscapeTheirInput();
    void mcpHostileListTools();
    void mcpHostileCall_data();
    void mcpHostileCall();
    void mcpHostileJsonStaysJson();

private:
    QTemporaryDir m_dir;
};

void TestCli::initTestCase()
{
    QVERIFY(QFile::exists(QStringLiteral(INSPECTOR_BINARY)));
    QVERIFY(m_dir.isValid());
}

void TestCli::versionAndHelp()
{
    const Run version = run({u"--version"_s});
    QCOMPARE(version.exitCode, 0);
    QVERIFY(version.out.startsWith("conversation-inspector " INSPECTOR_VERSION));
    const Run help = run({u"--help"_s});
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.out.contains("check"));
    QVERIFY(help.out.contains("--lang"));
    const Run checkHelp = run({u"check"_s, u"--help"_s});
    QCOMPARE(checkHelp.exitCode, 0);
    QVERIFY(checkHelp.out.contains("--json"));
    // ask and mcp (tst_mcp_peers runs them against real servers).
    QVERIFY(help.out.contains("ask --endpoint"));
    const Run askHelp = run({u"ask"_s, u"--help"_s});
    QCOMPARE(askHelp.exitCode, 0);
    QVERIFY(askHelp.out.contains("--serving-config"));
    QVERIFY(askHelp.out.contains("--token-command"));
    const Run mcpHelp = run({u"mcp"_s, u"--help"_s});
    QCOMPARE(mcpHelp.exitCode, 0);
    QVERIFY(mcpHelp.out.contains("list-tools"));
}

void TestCli::checkJsonCountsTheExample()
{
    const Run r = run({u"check"_s, u"--json"_s, kExample});
    QCOMPARE(r.exitCode, 0);
    QJsonParseError error;
    const QJsonObject root = QJsonDocument::fromJson(r.out, &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    const QJsonArray files = root.value(u"files"_s).toArray();
    QCOMPARE(files.size(), 1);
    const QJsonObject file = files.first().toObject();
    QCOMPARE(file.value(u"path"_s).toString(), kExample);
    QCOMPARE(file.value(u"format"_s).toString(), u"ces.conversation"_s);
    QCOMPARE(file.value(u"conversations"_s).toInt(), 1);
    QCOMPARE(file.value(u"messages"_s).toInt(), 11);
    const QJsonObject chunks = file.value(u"chunks"_s).toObject();
    QCOMPARE(chunks.value(u"image"_s).toInt(), 3);
    QCOMPARE(chunks.value(u"toolCall"_s).toInt(), 2);
    QCOMPARE(chunks.value(u"toolResponse"_s).toInt(), 2);
    QCOMPARE(chunks.value(u"agentTransfer"_s).toInt(), 1);
    QCOMPARE(chunks.value(u"updatedVariables"_s).toInt(), 3);
    QCOMPARE(chunks.value(u"defaultVariables"_s).toInt(), 1);
    QCOMPARE(chunks.value(u"text"_s).toInt(), 6);
    QCOMPARE(chunks.value(u"transcript"_s).toInt(), 1);
    QCOMPARE(chunks.value(u"blob"_s).toInt(), 1);
    QCOMPARE(chunks.value(u"payload"_s).toInt(), 1);
    const QJsonObject citations = file.value(u"citations"_s).toObject();
    QCOMPARE(citations.value(u"total"_s).toInt(), 0);
    QCOMPARE(citations.value(u"problems"_s).toInt(), 0);
    QCOMPARE(file.value(u"references"_s).toInt(), 0);
    QVERIFY(file.value(u"diagnostics"_s).isArray());
}

void TestCli::checkHumanOutput()
{
    const Run r = run({u"check"_s, kExample});
    QCOMPARE(r.exitCode, 0);
    const QString out = QString::fromUtf8(r.out);
    QVERIFY2(out.contains(u"ces.conversation"_s), qPrintable(out));
    QVERIFY2(out.contains(u"1 conversation, 11 messages"_s), qPrintable(out));
    QVERIFY(out.contains(u"toolCall 2"_s));
}

void TestCli::checkFixtures()
{
    const QDir data(QStringLiteral(INSPECTOR_TEST_DATA));
    const QStringList fixtures = data.entryList({u"ces_*.json"_s}, QDir::Files, QDir::Name);
    if (fixtures.isEmpty())
        QSKIP("no CES fixtures yet");
    QStringList paths;
    for (const QString &name : fixtures)
        paths << data.filePath(name);
    const Run r = run(QStringList {u"check"_s, u"--json"_s} + paths);
    QVERIFY2(r.exitCode == 0 || r.exitCode == 1, qPrintable(r.err));
    const QJsonObject root = QJsonDocument::fromJson(r.out).object();
    const QJsonArray files = root.value(u"files"_s).toArray();
    QCOMPARE(files.size(), paths.size());
    for (const QJsonValue &file : files) {
        QVERIFY(file[u"messages"_s].isDouble());
        QVERIFY(file[u"chunks"_s].isObject());
        const QJsonObject citations = file[u"citations"_s].toObject();
        QCOMPARE(citations[u"resolved"_s].toInt() + citations[u"problems"_s].toInt(),
            citations[u"total"_s].toInt());
        if (file[u"ok"_s].toBool())
            QVERIFY(file[u"format"_s].toString().startsWith(u"ces."_s));
    }
}

void TestCli::checkReportsReaderDiagnostics()
{
    // What the reader says of each record (a wrong type, an undecodable base64) is reported with
    // its JSON path, in file order, after the file's own problems, in text and in JSON.
    const QString path = QStringLiteral(INSPECTOR_TEST_DATA "/bad_wrong_types.json");
    const Run json = run({u"check"_s, u"--json"_s, path});
    QVERIFY2(json.exitCode == 0 || json.exitCode == 1, qPrintable(json.err));
    const QJsonArray diagnostics = QJsonDocument::fromJson(json.out)
                                       .object()
                                       .value(u"files"_s)
                                       .toArray()
                                       .first()
                                       .toObject()
                                       .value(u"diagnostics"_s)
                                       .toArray();
    QStringList locations;
    for (const QJsonValue &d : diagnostics)
        locations << d[u"location"_s].toString();
    QVERIFY2(locations.join(u' ').contains(u"turns[0].messages[0].chunks"_s),
        qPrintable(locations.join(u'\n')));
    QVERIFY(locations.join(u' ').contains(u"turns[0].messages[1].chunks[1].toolCall.args"_s));
    const Run human = run({u"check"_s, path});
    const QByteArray said = human.out + human.err.toUtf8();
    QVERIFY2(said.contains("turns[0].messages[0].chunks"), said.constData());
}

void TestCli::checkNotJsonFailsWithLineColumn()
{
    const QString path = m_dir.filePath(u"bad_not_json.txt"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("This is a plain text note,\nnot a transcript.\n");
    file.close();
    const Run r = run({u"check"_s, path});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(path), qPrintable(r.err));
    static const QRegularExpression lineColumn(u":\\d+:\\d+"_s);
    QVERIFY2(lineColumn.match(r.err).hasMatch(), qPrintable(r.err));
    // One paragraph: no blank line inside the message.
    QVERIFY(!r.err.trimmed().contains(u"\n\n"_s));

    // A truncated JSON transcript fails as well and says where.
    const QString truncated = m_dir.filePath(u"truncated.json"_s);
    QFile trunc(truncated);
    QVERIFY(trunc.open(QIODevice::WriteOnly));
    trunc.write(
        R"({"name": "c", "turns": [{"messages": [{"role": "user", "chunks": [{"text": "hi"})");
    trunc.close();
    const Run t = run({u"check"_s, u"--json"_s, truncated});
    QCOMPARE(t.exitCode, 1);
    QVERIFY2(t.err.contains(truncated), qPrintable(t.err));
    QVERIFY2(lineColumn.match(t.err).hasMatch(), qPrintable(t.err));
    QVERIFY(QJsonDocument::fromJson(t.out).isObject());
}

void TestCli::checkReadsStandardInput()
{
    QFile example(kExample);
    QVERIFY(example.open(QIODevice::ReadOnly));
    const Run r = run({u"check"_s, u"--json"_s, u"-"_s}, example.readAll());
    QCOMPARE(r.exitCode, 0);
    const QJsonObject file = QJsonDocument::fromJson(r.out)[u"files"_s][0].toObject();
    QCOMPARE(file.value(u"messages"_s).toInt(), 11);
}

void TestCli::usageErrorsExitTwo_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("unknown option") << QStringList {u"--no-such-option"_s};
    QTest::newRow("unknown language") << QStringList {u"--lang"_s, u"fr"_s};
    QTest::newRow("check unknown option") << QStringList {u"check"_s, u"--frobnicate"_s, kExample};
    QTest::newRow("check without file") << QStringList {u"check"_s};
    QTest::newRow("export without format") << QStringList {u"export"_s, kExample};
    QTest::newRow("export bad format")
        << QStringList {u"export"_s, u"--format"_s, u"docx"_s, kExample};
    QTest::newRow("export two files")
        << QStringList {u"export"_s, u"--format"_s, u"json"_s, kExample, kExample};
    QTest::newRow("screenshot without output") << QStringList {u"screenshot"_s, kExample};
    QTest::newRow("screenshot bad size") << QStringList {
        u"screenshot"_s, u"--output"_s, u"x.png"_s, u"--size"_s, u"big"_s, kExample};
    QTest::newRow("screenshot bad dialog") << QStringList {
        u"screenshot"_s, u"--output"_s, u"x.png"_s, u"--dialog"_s, u"nope"_s, kExample};
    QTest::newRow("screenshot bad panel") << QStringList {
        u"screenshot"_s, u"--output"_s, u"x.png"_s, u"--panel"_s, u"nope"_s, kExample};
    QTest::newRow("screenshot citation without message") << QStringList {
        u"screenshot"_s, u"--output"_s, u"x.png"_s, u"--citation"_s, u"0"_s, kExample};
    QTest::newRow("screenshot bad citation") << QStringList {u"screenshot"_s, u"--output"_s,
        u"x.png"_s, u"--message"_s, u"1"_s, u"--citation"_s, u"first"_s, kExample};
    QTest::newRow("ask without endpoint")
        << QStringList {u"ask"_s, u"--serving-config"_s, u"projects/p/servingConfigs/s"_s, u"q"_s};
    QTest::newRow("ask over plain http to a remote host") << QStringList {u"ask"_s, u"--endpoint"_s,
        u"http://example.com/mcp"_s, u"--serving-config"_s, u"s"_s, u"q"_s};
    QTest::newRow("mcp without action")
        << QStringList {u"mcp"_s, u"--endpoint"_s, u"http://127.0.0.1:9/mcp"_s};
    QTest::newRow("mcp token as a header") << QStringList {u"mcp"_s, u"--endpoint"_s,
        u"http://127.0.0.1:9/mcp"_s, u"--header"_s, u"Authorization: Bearer x"_s, u"list-tools"_s};
}

void TestCli::usageErrorsExitTwo()
{
    QFETCH(QStringList, arguments);
    const Run r = run(arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains(u"Usage:"_s), qPrintable(r.err));
}

void TestCli::exportJsonParses()
{
    const Run r = run({u"export"_s, u"--format"_s, u"json"_s, kExample});
    QCOMPARE(r.exitCode, 0);
    QJsonParseError error;
    const QJsonObject root = QJsonDocument::fromJson(r.out, &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(root.value(u"format"_s).toString(), u"ces.conversation"_s);
    QCOMPARE(root[u"conversations"_s][0][u"messages"_s].toArray().size(), 11);
    QVERIFY(root.value(u"diagnostics"_s).isArray());
}

void TestCli::exportKeepsALongConversationWhole()
{
    // 12,000 events: the window and check cut them into parts; an export writes the session
    // whole, as one conversation.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"session.json"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QByteArray session("{\"id\": \"s-long\", \"appName\": \"a\", \"userId\": \"u\", \"events\": [");
    for (int i = 0; i < 12000; ++i) {
        const QByteArray n = QByteArray::number(i);
        session.append(i > 0 ? ",\n" : "\n")
            .append("{\"id\": \"e")
            .append(n)
            .append("\", \"author\": \"user\", \"timestamp\": ")
            .append(QByteArray::number(1767600000 + i))
            .append(", \"content\": {\"role\": \"user\", \"parts\": [{\"text\": \"Question ")
            .append(n)
            .append("\"}]}}");
    }
    session.append("\n]}\n");
    file.write(session);
    file.close();
    const Run r = run({u"export"_s, u"--format"_s, u"json"_s, path});
    QCOMPARE(r.exitCode, 0);
    const QJsonArray conversations
        = QJsonDocument::fromJson(r.out).object().value(u"conversations"_s).toArray();
    QCOMPARE(conversations.size(), 1);
    QCOMPARE(conversations.at(0)[u"messages"_s].toArray().size(), 12000);
}

void TestCli::coverageInCheckAndExport()
{
    // The hand-counted answers of tst_message_coverage: 66/101, 47/82, 69/147, 43/75 characters.
    const QString path = QStringLiteral(INSPECTOR_TEST_DATA "/adk_session_markdown_answers.json");
    const Run check = run({u"check"_s, u"--json"_s, path});
    QCOMPARE(check.exitCode, 0);
    const QJsonObject coverage
        = QJsonDocument::fromJson(check.out)[u"files"_s][0][u"coverage"_s].toObject();
    QCOMPARE(coverage.value(u"answers"_s).toInt(), 4);
    QCOMPARE(coverage.value(u"shownCharacters"_s).toInt(), 101 + 82 + 147 + 75);
    QCOMPARE(coverage.value(u"citedCharacters"_s).toInt(), 66 + 47 + 69 + 43);
    QCOMPARE(coverage.value(u"share"_s).toDouble(), 0.5556);
    QCOMPARE(coverage.value(u"uncitedSentences"_s).toInt(), 4 + 2 + 4);
    // A file without grounded answers has none.
    const Run example = run({u"check"_s, u"--json"_s, kExample});
    QVERIFY(QJsonDocument::fromJson(example.out)[u"files"_s][0][u"coverage"_s].isNull());

    const Run exported = run({u"export"_s, u"--format"_s, u"json"_s, path});
    QCOMPARE(exported.exitCode, 0);
    const QJsonArray messages
        = QJsonDocument::fromJson(exported.out)[u"conversations"_s][0][u"messages"_s].toArray();
    QCOMPARE(messages.size(), 8);
    QVERIFY(messages.at(0)[u"grounding"_s].isNull()); // a question
    const QJsonObject ja = messages.at(3)[u"grounding"_s].toObject();
    QCOMPARE(ja.value(u"coverage"_s).toDouble(), 0.5732); // 47 / 82
    // The uncited sentences as byte ranges of the chunk's text: 京都の紅葉 after "# ", and the
    // last sentence.
    const QByteArray text = messages.at(3)[u"chunks"_s][0][u"text"_s].toString().toUtf8();
    QStringList uncited;
    for (const QJsonValue &range : ja.value(u"uncited"_s).toArray()) {
        QCOMPARE(range[u"chunk"_s].toInt(), 0);
        const int start = range[u"start"_s].toInt();
        uncited << QString::fromUtf8(text.mid(start, range[u"end"_s].toInt() - start));
    }
    QCOMPARE(uncited, (QStringList {u"京都の紅葉"_s, u"ぜひ訪れてください。"_s}));
    QCOMPARE(ja[u"uncited"_s][0][u"start"_s].toInt(), 2);
    QCOMPARE(messages.at(7)[u"grounding"_s][u"uncited"_s].toArray().size(), 0);
}

void TestCli::exportMarkdownToFile()
{
    const QString out = m_dir.filePath(u"example.md"_s);
    const Run r = run({u"export"_s, u"--format"_s, u"markdown"_s, u"--output"_s, out, kExample});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.isEmpty());
    QFile md(out);
    QVERIFY(md.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(md.readAll());
    QVERIFY(text.contains(u"明日の東京は**晴れ**の予報です。"_s));
    QVERIFY(text.contains(u"```json"_s));
}

void TestCli::exportHtml()
{
    const Run r = run({u"export"_s, u"--format"_s, u"html"_s, kExample});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QString html = QString::fromUtf8(r.out);
    QVERIFY(html.startsWith(u"<!DOCTYPE html>"_s));
    QVERIFY(html.contains(u"Content-Security-Policy"_s));
    QVERIFY(html.contains(u"src=\"data:image/png;base64,"_s));
    QVERIFY(!html.contains(u"<script"_s, Qt::CaseInsensitive));

    // To a file, from a hostile fixture: still no script.
    const QString out = m_dir.filePath(u"hostile.html"_s);
    const Run hostile = run({u"export"_s, u"--format"_s, u"html"_s, u"--output"_s, out,
        QStringLiteral(INSPECTOR_TEST_DATA "/ces_hostile_text.json")});
    QVERIFY2(hostile.exitCode == 0, qPrintable(hostile.err));
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString saved = QString::fromUtf8(file.readAll());
    QVERIFY(saved.contains(u"&lt;script&gt;alert(1)&lt;/script&gt;"_s));
    QVERIFY(!saved.contains(u"<script"_s, Qt::CaseInsensitive));
}

void TestCli::exportPdf()
{
    // The HTML export laid out on pages; binary, so to a file.
    const QString out = m_dir.filePath(u"example.pdf"_s);
    const Run r = run({u"export"_s, u"--format"_s, u"pdf"_s, u"--output"_s, out, kExample});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray pdf = file.readAll();
    QVERIFY(pdf.startsWith("%PDF-"));
    QVERIFY(pdf.trimmed().endsWith("%%EOF"));
    QVERIFY(pdf.contains("/Subtype /Image"));
    const Run help = run({u"export"_s, u"--help"_s});
    QVERIFY(QString::fromUtf8(help.out).contains(u"json, markdown, html, pdf, citations-csv"_s));
}

void TestCli::exportCitationsCsv()
{
    // Every cited segment and uncited sentence, as the Citations pane lists them (tst_citations_csv
    // checks the cells).
    const Run r = run({u"export"_s, u"--format"_s, u"citations-csv"_s,
        QStringLiteral(INSPECTOR_TEST_DATA "/adk_session_grounded_ja.json")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QList<QByteArray> lines = r.out.split('\n');
    QCOMPARE(lines.size(), 1 + 7 + 1); // the header, the rows, what follows the last CRLF
    QCOMPARE(lines.first(),
        QByteArray("conversation,message,author,kind,segment,chunk,part,"
                   "byte_start,byte_end,text,sources,source_uris,status,"
                   "coverage,flags\r"));
    QVERIFY(lines.at(5).startsWith("0,6,booking_agent,uncited_sentence,,0,0,0,11,¡Perfecto!,"));
    QVERIFY(lines.last().isEmpty());
    // A transcript without grounding: the header alone.
    const Run plain = run({u"export"_s, u"--format"_s, u"citations-csv"_s, kExample});
    QCOMPARE(plain.exitCode, 0);
    QCOMPARE(plain.out.count('\n'), 1);
}

void TestCli::screenshotWritesPngOfRequestedSize()
{
    const QString png = m_dir.filePath(u"shot.png"_s);
    const Run r = run({u"screenshot"_s, u"--output"_s, png, u"--size"_s, u"900x640"_s, u"--lang"_s,
        u"ja"_s, u"--message"_s, u"1"_s, u"--citation"_s, u"0"_s, kExample});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QImage image(png);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), QSize(900, 640));

    // A dialog over the window: the dialog alone, smaller than the window.
    const QString dialog = m_dir.filePath(u"dialog.png"_s);
    const Run d = run({u"screenshot"_s, u"--output"_s, dialog, u"--dialog"_s, u"preferences"_s,
        u"--lang"_s, u"es"_s, kExample});
    QVERIFY2(d.exitCode == 0, qPrintable(d.err));
    const QImage preferences(dialog);
    QVERIFY(!preferences.isNull());
    QVERIFY(preferences.width() < 1400 && preferences.height() < 900);
}

void TestCli::checkEscapesWhatItQuotes()
{
    // A file name with an OSC title sequence and a bidi override, quoted by check.
    const QString name = u"x\x1b]0;pwned\x07"_s + QChar(0x202e) + u"nosj.json"_s;
    const QString path = m_dir.filePath(name);
    QVERIFY(QFile::copy(kExample, path));
    const Run human = run({u"check"_s, path});
    QCOMPARE(human.exitCode, 0);
    VERIFY_PRINTABLE(human);
    QVERIFY2(human.out.contains("x\\x1b]0;pwned\\x07\\u202enosj.json: ces.conversation"),
        human.out.constData());
    // --json: valid JSON, escaped, and the same path once parsed.
    const Run json = run({u"check"_s, u"--json"_s, path});
    QCOMPARE(json.exitCode, 0);
    VERIFY_PRINTABLE(json);
    QCOMPARE(QJsonDocument::fromJson(json.out)[u"files"_s][0][u"path"_s].toString(), path);
    // A file that is not JSON: the error names it, escaped.
    const QString broken = m_dir.filePath(u"\x1b[2J"_s + QChar(0x9b) + u"31m.json"_s);
    QFile file(broken);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"name\": \x1b]0;pwned\x07}");
    file.close();
    const Run failed = run({u"check"_s, broken});
    QCOMPARE(failed.exitCode, 1);
    VERIFY_PRINTABLE(failed);
    QVERIFY2(failed.err.contains(u"\\x1b[2J\\u009b31m.json"_s), qPrintable(failed.err));

    // export stays byte-exact: the Markdown of a text with a bidi override keeps it.
    QFile example(kExample);
    QVERIFY(example.open(QIODevice::ReadOnly));
    QByteArray text = example.readAll();
    QVERIFY(text.contains("明日の東京は"));
    text.replace("明日の東京は", "明日の\u202e東京は");
    const QString bidi = m_dir.filePath(u"bidi.json"_s);
    QFile bidiFile(bidi);
    QVERIFY(bidiFile.open(QIODevice::WriteOnly));
    bidiFile.write(text);
    bidiFile.close();
    const Run markdown = run({u"export"_s, u"--format"_s, u"markdown"_s, bidi});
    QCOMPARE(markdown.exitCode, 0);
    QVERIFY(markdown.out.contains(QString(u"明日の"_s + QChar(0x202e) + u"東京は"_s).toUtf8()));
}

void TestCli::usageErrorsEscapeTheirInput()
{
    const Run r = run({u"mcp"_s, u"--endpoint"_s, u"http://127.0.0.1:9/mcp"_s, u"--era"_s,
        u"\x1b[2J"_s + QChar(0x202e) + u"modern"_s, u"list-tools"_s});
    QCOMPARE(r.exitCode, 2);
    VERIFY_PRINTABLE(r);
    QVERIFY2(r.err.contains(u"unknown --era \"\\x1b[2J\\u202emodern\""_s), qPrintable(r.err));
    const Run header = run({u"mcp"_s, u"--endpoint"_s, u"http://127.0.0.1:9/mcp"_s, u"--header"_s,
        u"X-Plain \x1b]52;c;cHduZWQ=\x07"_s, u"list-tools"_s});
    QCOMPARE(header.exitCode, 2);
    VERIFY_PRINTABLE(header);
    QVERIFY(header.err.contains(u"\\x1b]52;c;cHduZWQ=\\x07"_s));
}

void TestCli::mcpHostileListTools()
{
    FakeMcpServer server;
    QVERIFY(server.listen());
    server.behaviour().hostile = true;
    const QString url = server.url().toString();
    const Run text = runLive({u"mcp"_s, u"--endpoint"_s, url, u"list-tools"_s});
    QVERIFY2(text.exitCode == 0, qPrintable(text.err));
    VERIFY_PRINTABLE(text);
    QVERIFY(text.out.count('\n') >= 10018);
    QVERIFY(text.out.startsWith("<b>tool</b>\\x1b]0;pwned\\x07\\x1b[2J\\u202e ("));
    QVERIFY(text.out.contains("<img src=/dev/zero> <b>bold</b> \\x1b]0;pwned\\x07 \\x1b[2J "
                              "\\x1b]52;c;cHduZWQ=\\x07 \\u009b31m red \\u202etxt.exe"));
    QVERIFY(text.out.contains("\ntool_10000: Filler tool number 10000\n"));

    const Run json = runLive({u"mcp"_s, u"--endpoint"_s, url, u"--json"_s, u"list-tools"_s});
    QVERIFY2(json.exitCode == 0, qPrintable(json.err));
    VERIFY_PRINTABLE(json);
    QJsonParseError error;
    const QJsonArray tools = QJsonDocument::fromJson(json.out, &error).array();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(tools.size(), 10018);
    QCOMPARE(tools.at(0)[u"name"_s].toString(), hostile::markupToolName());
    QCOMPARE(tools.at(0)[u"description"_s].toString(), hostile::markupText());

    server.behaviour().deepToolsList = true;
    const Run deep = runLive({u"mcp"_s, u"--endpoint"_s, url, u"list-tools"_s});
    QCOMPARE(deep.exitCode, 1);
    VERIFY_PRINTABLE(deep);
    QVERIFY2(deep.err.contains(u"nested deeper than 512 levels"_s), qPrintable(deep.err));
}

void TestCli::mcpHostileCall_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("tool");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QByteArray>("out");
    QTest::addColumn<QString>("err");
    const auto row = [](const char *tool, int exitCode, const QByteArray &out, const QString &err,
                         const QStringList &options = {}) {
        QTest::newRow(tool) << options << QString::fromLatin1(tool) << exitCode << out << err;
    };
    using namespace hostile::tool;
    row(kMarkupError, 1, QByteArray(),
        u"JSON-RPC error -32000: <img src=/dev/zero> <b>bold</b> \\x1b]0;pwned\\x07 \\x1b[2J"_s);
    row(kMarkupToolError, 1, QByteArray(), u"\\x1b]52;c;cHduZWQ=\\x07 \\u009b31m red"_s);
    row(kMarkupText, 0, "<b>bold</b> \\x1b]0;pwned\\x07 \\x1b[2J", QString());
    row(kMarkupJson, 0, "\"<img src=/dev/zero> <b>bold</b> \\u001b]0;pwned\\u0007", QString());
    row(kDeepResult, 1, QByteArray(), u"nested deeper than 512 levels"_s);
    row(kDeepText, 0, "[[[[[[[[", QString());
    row(kHugeNumber, 1, QByteArray(), u"1e400"_s);
    row(kErrorCode1e300, 1, QByteArray(), u"JSON-RPC error 1e+300: code 1e300"_s);
    row(kErrorCodeFraction, 1, QByteArray(), u"JSON-RPC error 1.5: code 1.5"_s);
    row(kErrorCodeString, 1, QByteArray(), u"JSON-RPC error \"\\u001b[2J boom\""_s);
    row(kErrorCode2p63, 1, QByteArray(), u"JSON-RPC error 9223372036854775808"_s);
    row(kErrorCodeMinus1e400, 1, QByteArray(), u"1e400"_s);
    row(kEndlessSse, 1, QByteArray(), u"larger than the limit of 1048576 bytes"_s,
        {u"--max-response-bytes"_s, u"1048576"_s});
    row(kEndlessJson, 1, QByteArray(), u"No response within 1 s"_s, {u"--timeout"_s, u"1"_s});
    QTest::newRow("markup tool name")
        << QStringList() << hostile::markupToolName() << 1 << QByteArray()
        << u"JSON-RPC error -32000: <img src=/dev/zero>"_s;
}

void TestCli::mcpHostileCall()
{
    QFETCH(QStringList, options);
    QFETCH(QString, tool);
    QFETCH(int, exitCode);
    QFETCH(QByteArray, out);
    QFETCH(QString, err);
    FakeMcpServer server;
    QVERIFY(server.listen());
    server.behaviour().hostile = true;
    server.behaviour().hostileFillerTools = 0;
    const Run r = runLive(QStringList {u"mcp"_s, u"--endpoint"_s, server.url().toString()} + options
        + QStringList {u"call"_s, tool});
    QVERIFY2(r.exitCode == exitCode, qPrintable(u"%1: %2"_s.arg(r.exitCode).arg(r.err)));
    VERIFY_PRINTABLE(r);
    if (!out.isEmpty())
        QVERIFY2(r.out.contains(out), r.out.left(2000).constData());
    if (!err.isEmpty())
        QVERIFY2(r.err.contains(err), qPrintable(r.err));
    if (exitCode != 0)
        QVERIFY(r.out.isEmpty());
}

void TestCli::mcpHostileJsonStaysJson()
{
    FakeMcpServer server;
    QVERIFY(server.listen());
    server.behaviour().hostile = true;
    server.behaviour().hostileFillerTools = 0;
    const QString url = server.url().toString();
    // Structured content printed as JSON, and the whole result with --json: valid JSON whose
    // strings hold the server's text exactly, with no raw control on the terminal.
    for (const QStringList &extra : {QStringList(), QStringList {u"--json"_s}}) {
        const Run r = runLive(QStringList {u"mcp"_s, u"--endpoint"_s, url} + extra
            + QStringList {u"call"_s, QString::fromLatin1(hostile::tool::kMarkupJson)});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        VERIFY_PRINTABLE(r);
        QJsonParseError error;
        QJsonObject payload = QJsonDocument::fromJson(r.out, &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        if (!extra.isEmpty())
            payload = payload.value(u"structuredContent"_s).toObject();
        QCOMPARE(payload.value(u"text"_s).toString(), hostile::markupText());
        QCOMPARE(payload.value(hostile::markupText()).toInt(), 1);
    }
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
