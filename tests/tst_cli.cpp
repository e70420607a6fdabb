// SPDX-License-Identifier: GPL-2.0-or-later
// Runs the built conversation-inspector binary and checks the public contract of cli.md.
#include <QDir>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

const QString kExample
    = QStringLiteral(INSPECTOR_SOURCE_DIR "/resources/examples/ces_example_conversation.json");

struct Run {
    int exitCode = -1;
    QByteArray out;
    QString err;
};

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
    void checkReadsStandardInput();
    void usageErrorsExitTwo_data();
    void usageErrorsExitTwo();
    void exportJsonParses();
    void exportMarkdownToFile();
    void exportHtml();
    void screenshotWritesPngOfRequestedSize();

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
        << QStringList {u"export"_s, u"--format"_s, u"pdf"_s, kExample};
    QTest::newRow("export two files")
        << QStringList {u"export"_s, u"--format"_s, u"json"_s, kExample, kExample};
    QTest::newRow("screenshot without output") << QStringList {u"screenshot"_s, kExample};
    QTest::newRow("screenshot bad size") << QStringList {
        u"screenshot"_s, u"--output"_s, u"x.png"_s, u"--size"_s, u"big"_s, kExample};
    QTest::newRow("screenshot bad panel") << QStringList {
        u"screenshot"_s, u"--output"_s, u"x.png"_s, u"--panel"_s, u"nope"_s, kExample};
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

void TestCli::screenshotWritesPngOfRequestedSize()
{
    const QString png = m_dir.filePath(u"shot.png"_s);
    const Run r = run({u"screenshot"_s, u"--output"_s, png, u"--size"_s, u"900x640"_s, u"--lang"_s,
        u"ja"_s, u"--message"_s, u"1"_s, kExample});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QImage image(png);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), QSize(900, 640));
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
