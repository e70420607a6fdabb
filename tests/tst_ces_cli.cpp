// SPDX-License-Identifier: GPL-2.0-or-later
// `conversation-inspector ces` (docs/cli.md "ces"): the built binary against the project's fake
// CES SessionService (tests/fake_ces_server, 127.0.0.1 only): a new session and its next turns
// through runSession, streamRunSession and SSE, the outputs printed as text or JSON, the file
// --output appends to (read back by `check`), the token from the environment or a command (never
// printed), exit codes, and failures said in words on stderr.
#include "cli_process.h"
#include "fake_ces_server.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

const QString kAnswer = u"京都の紅葉は11月下旬が見頃です🍁。"_s;

QByteArrayList linesOf(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QByteArrayList lines = file.readAll().split('\n');
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    return lines;
}

} // namespace

class TstCesCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        m_server = std::make_unique<FakeCesServer>();
        QVERIFY(m_server->listen());
        m_url = m_server->url().toString();
    }

    void aSessionOfThreeTurns()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"live.jsonl"_s);
        const QStringList env {u"CONVERSATION_INSPECTOR_TOKEN=tok-env-1"_s};
        m_server->setRequiredToken("tok-env-1");
        // A new session of the app, through runSession.
        const CliRun first
            = runCli({u"ces"_s, u"--endpoint"_s, m_url, u"run"_s, u"--session"_s,
                         FakeCesServer::app(), u"--output"_s, file, u"京都の紅葉は"_s, u"いつ？"_s},
                env);
        QVERIFY2(first.exitCode == 0, qPrintable(first.err));
        const QString out = QString::fromUtf8(first.out);
        QVERIFY2(out.startsWith(kAnswer + u'\n'), qPrintable(out));
        QVERIFY2(out.contains(u"[1] 京都の紅葉情報 — https://kyoto.example.jp/momiji\n"_s),
            qPrintable(out));
        QVERIFY2(out.contains(u"payload {\"card\":{\"title\":\"永観堂\""_s), qPrintable(out));
        static const QRegularExpression sessionLine(u"\nSession: (projects/p1/locations/us/apps/"
                                                    "kyoto-guide/sessions/[a-z0-9-]+)\n$"_s);
        const QRegularExpressionMatch match = sessionLine.match(out);
        QVERIFY2(match.hasMatch(), qPrintable(out));
        const QString session = match.captured(1);
        QVERIFY2(m_server->problems().isEmpty(), qPrintable(m_server->problems().join(u'\n')));
        QVERIFY(m_server->received().last().target.endsWith(":runSession"));
        QCOMPARE(m_server->bodies()
                     .last()
                     .toObject()
                     .value(u"inputs"_s)
                     .toArray()
                     .first()
                     .toObject()
                     .value(u"text"_s)
                     .toString(),
            u"京都の紅葉は いつ？"_s);

        // The next turn, streamed: the agent asks the client to run a tool.
        const CliRun second
            = runCli({u"ces"_s, u"--endpoint"_s, m_url, u"run"_s, u"--stream"_s, u"--session"_s,
                         session, u"--output"_s, file, u"今夜の予約をお願いします"_s},
                env);
        QVERIFY2(second.exitCode == 0, qPrintable(second.err));
        QCOMPARE(QString::fromUtf8(second.out),
            u"calls book_table {\"date\":\"2026-11-28\",\"people\":2}\n"_s);
        QVERIFY(m_server->received().last().target.endsWith(":streamRunSession"));

        // The last, over SSE with variables, as JSON: the session ends.
        const CliRun third
            = runCli({u"ces"_s, u"--endpoint"_s, m_url, u"--json"_s, u"run"_s, u"--sse"_s,
                         u"--session"_s, session, u"--variables"_s, uR"({"lang":"es"})"_s,
                         u"--output"_s, file, u"Gracias, adiós"_s},
                env);
        QVERIFY2(third.exitCode == 0, qPrintable(third.err));
        const QByteArrayList json = third.out.trimmed().split('\n');
        QCOMPARE(json.size(), 2);
        QCOMPARE(QJsonDocument::fromJson(json.at(0)).object().value(u"text"_s).toString(),
            u"¡Hasta luego! Disfruta del otoño en Kioto."_s);
        QVERIFY(QJsonDocument::fromJson(json.at(1)).object().contains(u"endSession"_s));
        QVERIFY(m_server->received().last().target.endsWith(":streamRunSession?alt=sse"));
        QVERIFY2(m_server->problems().isEmpty(), qPrintable(m_server->problems().join(u'\n')));

        // The file: one config line, then each turn's inputs and outputs.
        const QByteArrayList lines = linesOf(file);
        QCOMPARE(lines.size(), 1 + (1 + 4) + (1 + 1) + (2 + 2));
        QCOMPARE(QJsonDocument::fromJson(lines.at(0))
                     .object()
                     .value(u"config"_s)
                     .toObject()
                     .value(u"session"_s)
                     .toString(),
            session);
        QVERIFY(lines.at(1).startsWith("{\"realtimeInput\":{\"text\":"));
        QVERIFY(lines.at(2).startsWith("{\"sessionOutput\":{"));
        // `check` (and the window) read it as one conversation: the turns' messages, the user's
        // input of turn 1 once (its diagnosticInfo holds it).
        QCOMPARE(checkedFile(file), (QPair<QString, int>(u"ces.run-session"_s, 8)));
        // Nothing printed the token.
        for (const QString &err : {first.err, second.err, third.err})
            QVERIFY(!err.contains(u"tok-env-1"_s));
        QVERIFY(!first.out.contains("tok-env-1"));
    }

    void aSessionFromTheHistoryOfAFile()
    {
        const QString history = QStringLiteral(INSPECTOR_TEST_DATA "/ces_messages.json");
        const CliRun r = runCli(
            {u"ces"_s, u"--endpoint"_s, m_url, u"run"_s, u"--session"_s, FakeCesServer::app(),
                u"--history"_s, history, u"--history-messages"_s, u"2"_s, u"¿y ahora?"_s});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.err.contains(u"History: 2 messages of "_s + history), qPrintable(r.err));
        const QJsonObject config
            = m_server->bodies().last().toObject().value(u"config"_s).toObject();
        const QJsonArray sent = config.value(u"historicalContexts"_s).toArray();
        QCOMPARE(sent.size(), 2);
        QCOMPARE(sent.at(0)[u"chunks"_s][0][u"text"_s].toString(), u"¿Dónde está mi pedido?"_s);
        QCOMPARE(sent.at(1)[u"chunks"_s][0][u"toolCall"_s][u"id"_s].toString(), u"adk-0b6f-demo"_s);

        // A file that cannot be read: what and where, and nothing sent.
        const qsizetype before = m_server->bodies().size();
        const QString broken = QStringLiteral(INSPECTOR_TEST_DATA "/no-such-history.json");
        const CliRun missing = runCli({u"ces"_s, u"--endpoint"_s, m_url, u"run"_s, u"--session"_s,
            FakeCesServer::app(), u"--history"_s, broken, u"hola"_s});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY2(missing.err.contains(broken), qPrintable(missing.err));
        QCOMPARE(m_server->bodies().size(), before);
    }

    void refusedTokenNamesItsCommand()
    {
        m_server->setRequiredToken("another");
        const CliRun r = runCli({u"ces"_s, u"--endpoint"_s, m_url, u"--token-command"_s,
            u"/bin/sh -c 'echo sekret-$((40+2))'"_s, u"run"_s, u"--session"_s,
            FakeCesServer::app() + u"/sessions/s-1"_s, u"hola"_s});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"HTTP 401"_s) && r.err.contains(u"/bin/sh"_s), qPrintable(r.err));
        QVERIFY2(r.err.contains(u"UNAUTHENTICATED"_s), qPrintable(r.err));
        QVERIFY2(!r.err.contains(u"sekret-42"_s), qPrintable(r.err));
        QCOMPARE(m_server->received().size(), 2); // the command was run again, once
    }

    void failuresInWords_data()
    {
        QTest::addColumn<FakeCesServer::Failure>("failure");
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QStringList>("words");
        QTest::addColumn<int>("lines"); ///< lines --output wrote
        using F = FakeCesServer::Failure;
        QTest::newRow("404") << F::NotFound << u"--stream"_s
                             << QStringList {u"HTTP 404"_s, u"NOT_FOUND: App"_s} << 0;
        QTest::newRow("429") << F::TooManyRequests << u"--sse"_s
                             << QStringList {u"HTTP 429"_s, u"RetryInfo: retry after 30s"_s} << 0;
        QTest::newRow("500") << F::ServerError << u"--stream"_s
                             << QStringList {u"HTTP 500"_s, u"INTERNAL"_s} << 0;
        QTest::newRow("cut") << F::CutMidArray << u"--stream"_s
                             << QStringList {u"JSON array was not closed"_s} << 3;
        QTest::newRow("malformed")
            << F::Malformed << u"--sse"_s << QStringList {u"not a JSON object"_s} << 3;
    }

    void failuresInWords()
    {
        QFETCH(FakeCesServer::Failure, failure);
        QFETCH(QString, mode);
        QFETCH(QStringList, words);
        QFETCH(int, lines);
        m_server->setFailure(failure);
        QTemporaryDir dir;
        const QString file = dir.filePath(u"live.jsonl"_s);
        const CliRun r = runCli({u"ces"_s, u"--endpoint"_s, m_url, u"run"_s, mode, u"--session"_s,
            FakeCesServer::app() + u"/sessions/s-1"_s, u"--output"_s, file, u"京都の紅葉は"_s});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.startsWith(u"conversation-inspector: "_s), qPrintable(r.err));
        for (const QString &word : std::as_const(words))
            QVERIFY2(r.err.contains(word), qPrintable(u"no “%1” in: %2"_s.arg(word, r.err)));
        // What arrived before the failure is printed and saved; nothing when nothing came.
        QCOMPARE(linesOf(file).size(), lines);
        if (lines > 0) {
            QVERIFY(QString::fromUtf8(r.out).contains(kAnswer));
            QCOMPARE(checkedFile(file).first, u"ces.run-session"_s);
        }
    }

    void usageErrors()
    {
        const QString session = FakeCesServer::app() + u"/sessions/s-1"_s;
        QCOMPARE(usageProblem({u"ces"_s, u"--endpoint"_s, m_url, u"run"_s, u"hola"_s}), QString());
        QCOMPARE(usageProblem({u"ces"_s, u"--endpoint"_s, m_url, u"run"_s, u"--session"_s,
                     u"apps/a"_s, u"hola"_s}),
            QString());
        QCOMPARE(
            usageProblem({u"ces"_s, u"--endpoint"_s, m_url, u"run"_s, u"--session"_s, session}),
            QString());
        QCOMPARE(usageProblem({u"ces"_s, u"--endpoint"_s, m_url, u"run"_s, u"--session"_s, session,
                     u"--variables"_s, u"[1]"_s, u"hola"_s}),
            QString());
        QCOMPARE(usageProblem({u"ces"_s, u"--endpoint"_s, m_url, u"ask"_s, u"hola"_s}), QString());
        QCOMPARE(usageProblem({u"ces"_s, u"--endpoint"_s, m_url, u"run"_s, u"--session"_s, session,
                     u"--history-messages"_s, u"2"_s, u"hola"_s}),
            QString());
        QCOMPARE(usageProblem({u"ces"_s, u"--endpoint"_s, m_url, u"run"_s, u"--session"_s, session,
                     u"--history"_s, QStringLiteral(INSPECTOR_TEST_DATA "/ces_messages.json"),
                     u"--history-messages"_s, u"0"_s, u"hola"_s}),
            QString());
        QCOMPARE(usageProblem({u"ces"_s, u"--endpoint"_s, u"http://ces.example.com"_s, u"run"_s,
                     u"--session"_s, session, u"hola"_s}),
            QString());
        // --output to a file of another session.
        QTemporaryDir dir;
        const QString other = dir.filePath(u"other.jsonl"_s);
        QFile file(other);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"config":{"session":"projects/p/locations/l/apps/a/sessions/zzz"}})"
                   "\n");
        file.close();
        QCOMPARE(usageProblem({u"ces"_s, u"--endpoint"_s, m_url, u"run"_s, u"--session"_s, session,
                     u"--output"_s, other, u"hola"_s}),
            QString());
        QVERIFY(m_server->received().isEmpty());
        const CliRun help = runCli({u"ces"_s, u"--help"_s});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains("--entry-agent"));
    }

private:
    std::unique_ptr<FakeCesServer> m_server;
    QString m_url;
};

QTEST_GUILESS_MAIN(TstCesCli)
#include "tst_ces_cli.moc"
