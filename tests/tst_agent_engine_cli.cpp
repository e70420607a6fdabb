// SPDX-License-Identifier: GPL-2.0-or-later
// `conversation-inspector agent-engine` (docs/cli.md "agent-engine"): the built binary against
// the project's loopback fake of the Agent Engine sessions REST API
// (tests/fake_agent_engine_server): sessions (filtered by user), get printed page by page or
// written as the events pages `check` and the window read back, a token fetched again after a
// 401, exit codes, and failures said in words.
#include "cli_process.h"
#include "fake_agent_engine_server.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

class TstAgentEngineCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        m_server = std::make_unique<FakeAgentEngineServer>();
        QVERIFY(m_server->listen());
        m_base = {u"agent-engine"_s, u"--engine"_s, QLatin1String(FakeAgentEngineServer::kEngine),
            u"--endpoint"_s, m_server->url().toString()};
    }

    void sessions()
    {
        m_server->addSession(u"s0"_s, u"u1"_s, 2);
        m_server->addSession(u"s1"_s, u"u2"_s, 4);
        const CliRun all = runCli(m_base + QStringList {u"sessions"_s});
        QVERIFY2(all.exitCode == 0, qPrintable(all.err));
        QCOMPARE(all.out, "s0  2026-01-05T08:00:03Z  u1\ns1  2026-01-05T08:00:21Z  u2\n");
        const CliRun mine
            = runCli(m_base + QStringList {u"--json"_s, u"sessions"_s, u"--user"_s, u"u2"_s});
        QCOMPARE(mine.exitCode, 0);
        const QJsonArray list = QJsonDocument::fromJson(mine.out).array();
        QCOMPARE(list.size(), 1);
        QCOMPARE(list.first().toObject().value(u"name"_s).toString(),
            QLatin1String(FakeAgentEngineServer::kEngine) + u"/sessions/s1"_s);
    }

    void getPrintsAndWrites()
    {
        m_server->addSession(u"trip-42"_s, u"u1"_s, 250);
        m_server->setEmptyPages(true);
        const CliRun text = runCli(m_base + QStringList {u"get"_s, u"trip-42"_s});
        QVERIFY2(text.exitCode == 0, qPrintable(text.err));
        const QString out = QString::fromUtf8(text.out);
        QVERIFY2(
            out.startsWith(u"user:\n質問 0\n\nkyoto_guide:\n京都の紅葉は[1]11月下旬が見頃です。\n\n"
                           u"[1] kyoto.example.jp — https://kyoto.example.jp/momiji\n"_s),
            qPrintable(out.left(300)));
        QCOMPARE(out.count(u"kyoto_guide:"_s), 125);

        // --output: the pages as JSON Lines, read back as one session of 250 messages.
        QTemporaryDir dir;
        const QString file = dir.filePath(u"trip-42.jsonl"_s);
        const CliRun saved
            = runCli(m_base + QStringList {u"get"_s, u"trip-42"_s, u"--output"_s, file});
        QCOMPARE(saved.exitCode, 0);
        QVERIFY(saved.out.isEmpty());
        QCOMPARE(checkedFile(file), (QPair<QString, int>(u"agentengine.events"_s, 250)));
    }

    void tokenFetchedAgainAfter401()
    {
        QTemporaryDir dir;
        const QString script = dir.filePath(u"token.sh"_s);
        QFile f(script);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("n=$(cat \"$0.n\" 2>/dev/null || echo 0); n=$((n+1)); echo $n > \"$0.n\"; "
                "echo token-$n\n");
        f.close();
        m_server->setAcceptedToken("token-2");
        m_server->addSession(u"s0"_s, u"u1"_s, 2);
        const CliRun r
            = runCli(m_base + QStringList {u"--token-command"_s, u"sh "_s + script, u"sessions"_s});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.out.startsWith("s0  "));
        QCOMPARE(m_server->received().size(), 2);
        QVERIFY(!r.out.contains("token-") && !r.err.contains(u"token-"_s));

        // A token that cannot be fetched again: the refusal in words.
        const CliRun stale = runCli(
            m_base + QStringList {u"sessions"_s}, {u"CONVERSATION_INSPECTOR_TOKEN=stale"_s});
        QCOMPARE(stale.exitCode, 1);
        QVERIFY2(stale.err.contains(u"UNAUTHENTICATED"_s), qPrintable(stale.err));
    }

    void failuresInWords()
    {
        const CliRun missing = runCli(m_base + QStringList {u"get"_s, u"nope"_s});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY2(
            missing.err.contains(u"NOT_FOUND: Session not found: nope"_s), qPrintable(missing.err));
        m_server->setFault(FakeAgentEngineServer::Fault::ServerError);
        const CliRun down = runCli(m_base + QStringList {u"sessions"_s});
        QCOMPARE(down.exitCode, 1);
        QVERIFY2(down.err.contains(u"HTTP 500"_s) && down.err.contains(u"INTERNAL"_s),
            qPrintable(down.err));
    }

    void usageErrorsExitTwo_data()
    {
        QTest::addColumn<QStringList>("arguments");
        const QString engine = QLatin1String(FakeAgentEngineServer::kEngine);
        QTest::newRow("no engine") << QStringList {u"agent-engine"_s, u"sessions"_s};
        QTest::newRow("not an engine name") << QStringList {
            u"agent-engine"_s, u"--engine"_s, u"projects/p1/reasoningEngines/9"_s, u"sessions"_s};
        QTest::newRow("plain http elsewhere") << QStringList {u"agent-engine"_s, u"--engine"_s,
            engine, u"--endpoint"_s, u"http://example.com"_s, u"sessions"_s};
        QTest::newRow("get without session")
            << QStringList {u"agent-engine"_s, u"--engine"_s, engine, u"get"_s};
        QTest::newRow("--output on sessions") << QStringList {
            u"agent-engine"_s, u"--engine"_s, engine, u"sessions"_s, u"--output"_s, u"x"_s};
        QTest::newRow("unknown version") << QStringList {
            u"agent-engine"_s, u"--engine"_s, engine, u"--api-version"_s, u"v2"_s, u"sessions"_s};
    }

    void usageErrorsExitTwo()
    {
        QFETCH(QStringList, arguments);
        const QString problem = usageProblem(arguments);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

private:
    std::unique_ptr<FakeAgentEngineServer> m_server;
    QStringList m_base;
};

QTEST_GUILESS_MAIN(TstAgentEngineCli)
#include "tst_agent_engine_cli.moc"
