// SPDX-License-Identifier: GPL-2.0-or-later
// `conversation-inspector adk` (docs/cli.md "adk"): the built binary against the project's fake
// ADK API server (tests/fake_adk_server, 127.0.0.1 only) in the TypeScript and Python styles:
// apps, sessions, get, a streamed run with its partial text and then the final text with numbered
// citations, trace, the files --output writes (read back by `check`), exit codes, and every
// failure said in words on stderr. tst_adk_peer runs `adk run` against the real TypeScript server.
#include "cli_process.h"
#include "fake_adk_server.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

const QString kAnswer = u"京都の紅葉は11月下旬が見頃です🍁。"_s;
const QString kCited = u"京都の紅葉は[1]11月下旬が見頃です🍁。"_s;
const QString kSource = u"[1] kyoto.example.jp — https://kyoto.example.jp/momiji"_s;

} // namespace

class TstAdkCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        m_server = std::make_unique<FakeAdkServer>();
        QVERIFY(m_server->listen());
        m_url = m_server->url().toString();
    }

    void apps()
    {
        const CliRun text = runCli({u"adk"_s, u"--endpoint"_s, m_url, u"apps"_s});
        QCOMPARE(text.exitCode, 0);
        QCOMPARE(text.out, "kyoto\ntokyo\n");
        const CliRun json = runCli({u"adk"_s, u"--endpoint"_s, m_url, u"--json"_s, u"apps"_s});
        QCOMPARE(json.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(json.out).array().size(), 2);
    }

    void runStreamsThenCites()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"run.json"_s);
        const CliRun r = runCli(
            {u"adk"_s, u"--endpoint"_s, m_url, u"run"_s, u"kyoto"_s, u"u1"_s, u"--state-delta"_s,
                uR"({"mood":"晴れ"})"_s, u"--output"_s, file, u"京都の紅葉は"_s, u"いつ？"_s});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QString out = QString::fromUtf8(r.out);
        // The tool call, the partial text as it came, then the final text with its citation.
        const qsizetype call = out.indexOf(u"calls lookup_season {\"city\":\"京都\"}"_s);
        const qsizetype partial = out.indexOf(kAnswer);
        const qsizetype cited = out.indexOf(kCited);
        QVERIFY2(call >= 0 && partial > call && cited > partial, qPrintable(out));
        QVERIFY2(out.contains(kSource), qPrintable(out));
        QVERIFY2(out.endsWith(u"Session: s-1\n"_s), qPrintable(out));
        // The run request: the message joined, the state delta, a new session.
        const QJsonObject sent = QJsonDocument::fromJson(m_server->received().at(1).body).object();
        QCOMPARE(sent.value(u"sessionId"_s).toString(), u"s-1"_s);
        QCOMPARE(sent.value(u"newMessage"_s)
                     .toObject()
                     .value(u"parts"_s)
                     .toArray()
                     .first()
                     .toObject()
                     .value(u"text"_s)
                     .toString(),
            u"京都の紅葉は いつ？"_s);
        QCOMPARE(sent.value(u"stateDelta"_s).toObject().value(u"mood"_s).toString(), u"晴れ"_s);
        // --output: the stored session, which `check` (and the window) reads back.
        QCOMPARE(checkedFile(file), (QPair<QString, int>(u"adk.session"_s, 3)));

        // The same session again; with --json every event is one line, partials included.
        const CliRun again = runCli({u"adk"_s, u"--endpoint"_s, m_url, u"--json"_s, u"run"_s,
            u"kyoto"_s, u"u1"_s, u"--session"_s, u"s-1"_s, u"もう一度"_s});
        QVERIFY2(again.exitCode == 0, qPrintable(again.err));
        const QList<QByteArray> lines = again.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 4);
        int partials = 0;
        for (const QByteArray &line : lines) {
            const QJsonDocument doc = QJsonDocument::fromJson(line);
            QVERIFY2(doc.isObject(), line.constData());
            partials += doc.object().value(u"partial"_s).toBool();
        }
        QCOMPARE(partials, 2);
        QVERIFY(again.err.contains(u"Session: s-1"_s));
        QCOMPARE(
            m_server->session(u"kyoto"_s, u"u1"_s, u"s-1"_s).value(u"events"_s).toArray().size(),
            6);
    }

    void sessionsGetAndTrace()
    {
        QCOMPARE(runCli({u"adk"_s, u"--endpoint"_s, m_url, u"run"_s, u"kyoto"_s, u"u1"_s, u"hi"_s})
                     .exitCode,
            0);
        const CliRun sessions = runCli(
            {u"adk"_s, u"--endpoint"_s, m_url, u"sessions"_s, u"kyoto"_s, u"--user"_s, u"u1"_s});
        QCOMPARE(sessions.exitCode, 0);
        QCOMPARE(sessions.out, "s-1  2026-11-26T12:49:55.663Z\n");
        const CliRun json = runCli({u"adk"_s, u"--endpoint"_s, m_url, u"--json"_s, u"sessions"_s,
            u"kyoto"_s, u"--user"_s, u"u1"_s});
        const QJsonObject listed = QJsonDocument::fromJson(json.out).array().first().toObject();
        QCOMPARE(listed.value(u"lastUpdateTime"_s).toString(), u"2026-11-26T12:49:55.663Z"_s);

        const CliRun get
            = runCli({u"adk"_s, u"--endpoint"_s, m_url, u"get"_s, u"kyoto"_s, u"u1"_s, u"s-1"_s});
        QCOMPARE(get.exitCode, 0);
        const QString text = QString::fromUtf8(get.out);
        QVERIFY2(text.startsWith(u"user:\nhi\n"_s), qPrintable(text));
        QVERIFY2(text.contains(u"kyoto_guide:\n"_s + kCited), qPrintable(text));

        QTemporaryDir dir;
        const QString session = dir.filePath(u"session.json"_s);
        QCOMPARE(runCli({u"adk"_s, u"--endpoint"_s, m_url, u"get"_s, u"kyoto"_s, u"u1"_s, u"s-1"_s,
                            u"--output"_s, session})
                     .exitCode,
            0);
        QCOMPARE(checkedFile(session).first, u"adk.session"_s);

        const CliRun trace = runCli({u"adk"_s, u"--endpoint"_s, m_url, u"trace"_s, u"s-1"_s});
        QCOMPARE(trace.exitCode, 0);
        // The spans the fake recorded for the run above, as a tree with durations.
        QCOMPARE(trace.out,
            "invocation  16.0 ms\n  invoke_agent kyoto_guide  15.0 ms\n    call_llm  9.0 ms\n"
            "      execute_tool lookup_season  4.0 ms\n    call_llm  3.0 ms\n");
        const QString spans = dir.filePath(u"spans.json"_s);
        QCOMPARE(
            runCli({u"adk"_s, u"--endpoint"_s, m_url, u"trace"_s, u"s-1"_s, u"--output"_s, spans})
                .exitCode,
            0);
        QCOMPARE(checkedFile(spans).first, u"trace.adk-spans"_s);
    }

    void pythonStyle()
    {
        FakeAdkServer python(FakeAdkServer::Style::Python);
        QVERIFY(python.listen());
        const QString url = python.url().toString();
        QCOMPARE(runCli({u"adk"_s, u"--endpoint"_s, url, u"run"_s, u"kyoto"_s, u"user"_s, u"hi"_s})
                     .exitCode,
            0);
        // Seconds, not milliseconds: the same instant.
        const CliRun sessions = runCli({u"adk"_s, u"--endpoint"_s, url, u"sessions"_s, u"kyoto"_s});
        QCOMPARE(sessions.out, "s-1  2026-11-26T12:49:55.663Z\n");
    }

    void failuresInWords()
    {
        const CliRun missing
            = runCli({u"adk"_s, u"--endpoint"_s, m_url, u"get"_s, u"kyoto"_s, u"u1"_s, u"nope"_s});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY2(missing.err.contains(u"HTTP 404"_s)
                && missing.err.contains(u"Session not found: nope"_s),
            qPrintable(missing.err));

        m_server->setRunEnd(FakeAdkServer::RunEnd::ErrorFrame);
        const CliRun frame
            = runCli({u"adk"_s, u"--endpoint"_s, m_url, u"run"_s, u"kyoto"_s, u"u1"_s, u"hi"_s});
        QCOMPARE(frame.exitCode, 1);
        QVERIFY2(frame.err.contains(u"Agent 'nosuch' not found"_s), qPrintable(frame.err));

        m_server->setRunEnd(FakeAdkServer::RunEnd::CutMidEvent);
        const CliRun cut
            = runCli({u"adk"_s, u"--endpoint"_s, m_url, u"run"_s, u"kyoto"_s, u"u1"_s, u"hi"_s});
        QCOMPARE(cut.exitCode, 1);
        QVERIFY2(cut.err.contains(u"in the middle of an event"_s), qPrintable(cut.err));
        QVERIFY2(cut.out.contains("calls lookup_season"), cut.out.constData());

        QTcpServer probe; // a port nobody listens on
        QVERIFY(probe.listen(QHostAddress::LocalHost));
        const QString down = u"http://127.0.0.1:%1"_s.arg(probe.serverPort());
        probe.close();
        const CliRun refused = runCli({u"adk"_s, u"--endpoint"_s, down, u"apps"_s});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(u"Could not reach"_s), qPrintable(refused.err));
    }

    void tokenFromTheEnvironment()
    {
        const CliRun r = runCli({u"adk"_s, u"--endpoint"_s, m_url, u"apps"_s},
            {u"CONVERSATION_INSPECTOR_TOKEN=secret-token-123"_s});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(
            m_server->received().last().headers.value("authorization"), "Bearer secret-token-123");
        QVERIFY(!r.out.contains("secret") && !r.err.contains(u"secret"_s));
    }

    void usageErrorsExitTwo_data()
    {
        QTest::addColumn<QStringList>("arguments");
        const QString local = u"http://127.0.0.1:9"_s;
        QTest::newRow("no endpoint") << QStringList {u"adk"_s, u"apps"_s};
        QTest::newRow("plain http elsewhere")
            << QStringList {u"adk"_s, u"--endpoint"_s, u"http://example.com"_s, u"apps"_s};
        QTest::newRow("no action") << QStringList {u"adk"_s, u"--endpoint"_s, local};
        QTest::newRow("unknown action")
            << QStringList {u"adk"_s, u"--endpoint"_s, local, u"list"_s};
        QTest::newRow("get without session")
            << QStringList {u"adk"_s, u"--endpoint"_s, local, u"get"_s, u"kyoto"_s, u"u1"_s};
        QTest::newRow("run without message")
            << QStringList {u"adk"_s, u"--endpoint"_s, local, u"run"_s, u"kyoto"_s, u"u1"_s};
        QTest::newRow("state delta not an object") << QStringList {u"adk"_s, u"--endpoint"_s, local,
            u"run"_s, u"kyoto"_s, u"u1"_s, u"--state-delta"_s, u"[1]"_s, u"hi"_s};
        QTest::newRow("--user on get") << QStringList {u"adk"_s, u"--endpoint"_s, local, u"get"_s,
            u"kyoto"_s, u"u1"_s, u"s"_s, u"--user"_s, u"u2"_s};
        QTest::newRow("--output on apps")
            << QStringList {u"adk"_s, u"--endpoint"_s, local, u"apps"_s, u"--output"_s, u"x"_s};
    }

    void usageErrorsExitTwo()
    {
        QFETCH(QStringList, arguments);
        const QString problem = usageProblem(arguments);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

private:
    std::unique_ptr<FakeAdkServer> m_server;
    QString m_url;
};

QTEST_GUILESS_MAIN(TstAdkCli)
#include "tst_adk_cli.moc"
