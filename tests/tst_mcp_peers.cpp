// SPDX-License-Identifier: GPL-2.0-or-later
// The MCP client and the `ask` / `mcp` commands against real MCP servers that no one here wrote,
// installed from npm into tests/mcp_peers (tests/mcp_peers/install.sh): the 2025-era reference
// server @modelcontextprotocol/server-everything, and a conversational_search server built on
// the 2026-era SDK @modelcontextprotocol/server (tests/mcp_peers/fake-google-v2.mjs). Every
// peer binds 127.0.0.1 on a free port and is stopped at the end. The commands are also run
// against the project's fake server (401 with a refreshed token, token never printed).
#include "document/document.h"
#include "fake_mcp_server.h"
#include "live/answer_query.h"
#include "live/mcp_client.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using namespace Qt::StringLiterals;

namespace {

const QString kPeers = QStringLiteral(INSPECTOR_MCP_PEERS_DIR);
const QString kServingConfig = u"projects/demo/locations/global/collections/default_collection/"
                               "engines/tokyo/servingConfigs/default_search"_s;

// A node server started on 127.0.0.1:0; reads "LISTENING <port>"; killed on destruction.
class Peer
{
public:
    bool start(const QStringList &arguments, const QProcessEnvironment &env, QString *error)
    {
        m_process.setProgram(QStandardPaths::findExecutable(u"node"_s));
        m_process.setArguments(arguments);
        m_process.setWorkingDirectory(kPeers);
        m_process.setProcessEnvironment(env);
        m_process.setProcessChannelMode(QProcess::MergedChannels);
        m_process.start();
        if (!m_process.waitForStarted(10000)) {
            *error = m_process.errorString();
            return false;
        }
        // Until the peer says where it listens (or stops).
        const bool said = QTest::qWaitFor(
            [&] {
                m_output += m_process.readAll();
                const qsizetype at = m_output.indexOf("LISTENING ");
                const qsizetype end = at >= 0 ? m_output.indexOf('\n', at) : -1;
                if (end > at)
                    m_port = m_output.mid(at + 10, end - at - 10).trimmed().toInt();
                return end > at || m_process.state() == QProcess::NotRunning;
            },
            30000);
        if (said && m_port > 0)
            return true;
        *error = QString::fromUtf8(m_output);
        return false;
    }
    ~Peer()
    {
        if (m_process.state() == QProcess::NotRunning)
            return;
        m_process.terminate();
        if (!m_process.waitForFinished(3000)) {
            m_process.kill();
            m_process.waitForFinished(3000);
        }
    }
    QUrl url() const { return QUrl(u"http://127.0.0.1:%1/mcp"_s.arg(m_port)); }
    bool running() const { return m_process.state() == QProcess::Running; }

private:
    QProcess m_process;
    QByteArray m_output;
    int m_port = 0;
};

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

// Runs the built conversation-inspector, keeping this thread's event loop alive (for the
// in-process fake server).
Run runCli(const QStringList &arguments,
    const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment())
{
    QProcess process;
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(INSPECTOR_BINARY), arguments);
    Run run;
    if (!process.waitForStarted(10000))
        return run;
    QSignalSpy finished(&process, &QProcess::finished);
    if (process.state() != QProcess::NotRunning && !finished.wait(60000)) {
        process.kill();
        process.waitForFinished(3000);
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

struct Collector {
    QVector<McpOutcome> outcomes;
    QVector<McpProgress> progress;
    QVector<McpLogRecord> log;
    McpClient *observed;
    explicit Collector(McpClient &client)
        : observed(&client)
    {
        QObject::connect(
            &client, &McpClient::finished, &client, [this](const McpOutcome &o) { outcomes << o; });
        QObject::connect(&client, &McpClient::progress, &client,
            [this](int, const McpProgress &p) { progress << p; });
        QObject::connect(
            &client, &McpClient::logged, &client, [this](const McpLogRecord &r) { log << r; });
    }
    std::optional<McpOutcome> wait(int op, int ms = 30000)
    {
        QSignalSpy finished(observed, &McpClient::finished);
        for (;;) {
            for (const McpOutcome &o : std::as_const(outcomes))
                if (o.operation == op)
                    return o;
            if (!finished.wait(ms))
                return std::nullopt;
        }
    }
};

QJsonObject object(const QByteArray &json)
{
    return QJsonDocument::fromJson(json).object();
}

} // namespace

class TestMcpPeers : public QObject
{
    Q_OBJECT

    std::unique_ptr<Peer> m_everything;
    std::unique_ptr<Peer> m_v2;

    void requirePeers()
    {
        if (QStandardPaths::findExecutable(u"node"_s).isEmpty())
            QSKIP("node is not installed: the real MCP peers cannot run (scripts/install_deps.sh "
                  "installs nodejs and npm)");
        QVERIFY2(QFile::exists(kPeers + u"/node_modules/@modelcontextprotocol/server-everything"_s),
            "the npm peers are missing: run tests/mcp_peers/install.sh (scripts/test.sh does)");
    }

private Q_SLOTS:
    void initTestCase()
    {
        qunsetenv("CONVERSATION_INSPECTOR_TOKEN");
        requirePeers();
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"PORT"_s, u"0"_s);
        QString error;
        m_everything = std::make_unique<Peer>();
        QVERIFY2(m_everything->start(
                     {u"-r"_s, u"./loopback.cjs"_s,
                         u"node_modules/@modelcontextprotocol/server-everything/dist/index.js"_s,
                         u"streamableHttp"_s},
                     env, &error),
            qPrintable(error));
        m_v2 = std::make_unique<Peer>();
        QVERIFY2(m_v2->start({u"fake-google-v2.mjs"_s, u"0"_s, u"auto"_s},
                     QProcessEnvironment::systemEnvironment(), &error),
            qPrintable(error));
    }

    void cleanupTestCase()
    {
        m_everything.reset(); // stops the servers
        m_v2.reset();
    }

    void everythingListsToolsAfterFallingBackTo2025()
    {
        McpClient client;
        Collector c(client);
        McpClientSettings s;
        s.endpoint = m_everything->url();
        client.setSettings(s);
        const std::optional<McpOutcome> o = c.wait(client.listTools());
        QVERIFY(o);
        QVERIFY2(o->ok(), qPrintable(o->error.englishText()));
        QStringList names;
        for (const McpTool &t : o->tools)
            names << t.name;
        for (const QString &expected :
            {u"echo"_s, u"get-structured-content"_s, u"trigger-long-running-operation"_s})
            QVERIFY2(names.contains(expected), qPrintable(names.join(u", "_s)));
        QCOMPARE(client.serverInfo().era, McpEra::Legacy);
        QCOMPARE(client.serverInfo().name, u"mcp-servers/everything"_s);
        QVERIFY(client.serverInfo().hasSession);
        QVERIFY(mcpEraFromId(u"legacy"_s).has_value());
    }

    void everythingEchoStructuredAndErrors()
    {
        McpClient client;
        Collector c(client);
        McpClientSettings s;
        s.endpoint = m_everything->url();
        s.era = McpEra::Legacy;
        client.setSettings(s);
        const std::optional<McpOutcome> echo
            = c.wait(client.callTool(u"echo"_s, R"({"message":"こんにちは"})"));
        QVERIFY(echo && echo->ok());
        QCOMPARE(echo->toolResult.texts, QStringList {u"Echo: こんにちは"_s});

        const std::optional<McpOutcome> structured
            = c.wait(client.callTool(u"get-structured-content"_s, R"({"location":"New York"})"));
        QVERIFY(structured && structured->ok());
        QCOMPARE(structured->toolResult.source, McpToolResult::Source::StructuredContent);
        const QJsonObject weather = object(structured->toolResult.payloadJson);
        QVERIFY(weather.contains(u"temperature"_s));
        QCOMPARE(object(structured->toolResult.texts.value(0).toUtf8()), weather);

        const std::optional<McpOutcome> unknown = c.wait(client.callTool(u"nope"_s, "{}"));
        QVERIFY(unknown);
        QCOMPARE(unknown->error.kind, McpError::Kind::Tool); // the SDK reports it as isError
        QVERIFY(unknown->error.detail.contains(u"nope"_s));
        const std::optional<McpOutcome> badArgs = c.wait(client.callTool(u"echo"_s, "{}"));
        QVERIFY(badArgs);
        QCOMPARE(badArgs->error.kind, McpError::Kind::Tool);
    }

    void everythingLongRunningWithProgress()
    {
        McpClient client;
        Collector c(client);
        McpClientSettings s;
        s.endpoint = m_everything->url();
        s.requestTimeoutMs = 1500; // shorter than the 2 s run: only progress keeps it alive
        client.setSettings(s);
        const std::optional<McpOutcome> o = c.wait(
            client.callTool(u"trigger-long-running-operation"_s, R"({"duration":2,"steps":4})"));
        QVERIFY(o);
        QVERIFY2(o->ok(), qPrintable(o->error.englishText()));
        QCOMPARE(c.progress.size(), 4);
        QCOMPARE(c.progress.last().progress, 4.0);
        QCOMPARE(c.progress.last().total.value_or(0), 4.0);
        QVERIFY(o->toolResult.texts.join(u' ').contains(u"Long running operation completed"_s));
    }

    void everythingCancellation()
    {
        McpClient client;
        Collector c(client);
        McpClientSettings s;
        s.endpoint = m_everything->url();
        client.setSettings(s);
        const int op
            = client.callTool(u"trigger-long-running-operation"_s, R"({"duration":20,"steps":20})");
        QTRY_VERIFY_WITH_TIMEOUT(!c.progress.isEmpty(), 15000);
        client.cancel(op);
        const std::optional<McpOutcome> o = c.wait(op, 5000);
        QVERIFY(o);
        QCOMPARE(o->error.kind, McpError::Kind::Cancelled); // long before its 20 s
        // notifications/cancelled went out and the server accepted it (202).
        QTRY_VERIFY_WITH_TIMEOUT(std::any_of(c.log.cbegin(), c.log.cend(),
                                     [](const McpLogRecord &r) {
                                         return r.rpcMethod == u"notifications/cancelled"_s
                                             && r.direction == McpLogRecord::Direction::Received
                                             && r.status == 202;
                                     }),
            5000);
        // Late progress is dropped: while a short operation runs over 1.5 s (3 steps), the
        // cancelled one (a report a second) would have reported again.
        const int progressAtCancel = int(c.progress.size());
        const int after
            = client.callTool(u"trigger-long-running-operation"_s, R"({"duration":1.5,"steps":3})");
        const std::optional<McpOutcome> a = c.wait(after, 15000);
        QVERIFY(a);
        QVERIFY2(a->ok(), qPrintable(a->error.englishText()));
        QCOMPARE(int(c.progress.size()), progressAtCancel + 3);
        for (int i = progressAtCancel; i < c.progress.size(); ++i)
            QCOMPARE(c.progress.at(i).total.value_or(0), 3.0);
    }

    void sdk2026ConversationalSearch_data()
    {
        QTest::addColumn<int>("era");
        QTest::newRow("auto → 2026-07-28") << int(McpEra::Auto);
        QTest::newRow("forced 2025 (stateless leg)") << int(McpEra::Legacy);
    }

    void sdk2026ConversationalSearch()
    {
        QFETCH(int, era);
        McpClient client;
        Collector c(client);
        McpClientSettings s;
        s.endpoint = m_v2->url();
        s.era = McpEra(era);
        client.setSettings(s);
        AnswerQuery query(&client);
        QVector<AnswerQueryResult> answers;
        connect(&query, &AnswerQuery::answered, this,
            [&](const AnswerQueryResult &r) { answers << r; });
        AnswerQueryRequest request;
        request.question = u"東京タワーの高さは？"_s;
        request.servingConfig = kServingConfig;
        request.setSession(u"-"_s);
        query.ask(request);
        QTRY_COMPARE_WITH_TIMEOUT(answers.size(), 1, 30000);
        const AnswerQueryResult &r = answers.first();
        QVERIFY2(r.ok(), qPrintable(r.error.englishText()));
        QCOMPARE(
            client.serverInfo().era, McpEra(era) == McpEra::Auto ? McpEra::Modern : McpEra::Legacy);
        if (McpEra(era) == McpEra::Auto)
            QCOMPARE(client.serverInfo().name, u"StatelessServer"_s);
        QCOMPARE(r.toolResult.source, McpToolResult::Source::StructuredContent);
        QCOMPARE(r.answerText, u"東京タワーの高さは333メートルです。1958年に完成しました。"_s);
        QVERIFY(r.sessionName.endsWith(u"/sessions/s-1"_s));
        QCOMPARE(query.lastSessionName(), r.sessionName);
        QCOMPARE(r.relatedQuestions.size(), 2);

        // The saved exchange reopens as a Discovery Engine conversation with its grounding.
        Document document;
        document.openData(query.sessionLog(), u"live"_s);
        QVERIFY(document.waitForLoaded(10000));
        QCOMPARE(document.formatId(), u"discoveryengine.answer-response"_s);
        const auto conversation = document.conversation(0);
        QVERIFY(conversation);
        QCOMPARE(conversation->messages.size(), 2);
        QCOMPARE(conversation->messages.at(0).chunks.value(0).text, request.question);
        const Message &answer = conversation->messages.at(1);
        QVERIFY(answer.grounding);
        QCOMPARE(answer.grounding->citations.size(), 2);
        QCOMPARE(answer.grounding->citations.at(0).text, u"東京タワーの高さは333メートルです。"_s);
        QCOMPARE(answer.grounding->references.at(1).title, u"東京タワーの歴史"_s);
    }

    void askCommandAgainstSdk2026()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(u"live.jsonl"_s);
        const QStringList base {u"ask"_s, u"--endpoint"_s, m_v2->url().toString(),
            u"--serving-config"_s, kServingConfig, u"--session"_s, u"-"_s, u"--output"_s, out};
        const Run text = runCli(base + QStringList {u"東京タワーの高さは？"_s});
        QCOMPARE(text.exitCode, 0);
        const QString printed = QString::fromUtf8(text.out);
        QVERIFY2(printed.startsWith(
                     u"東京タワーの高さは333メートルです。[1]1958年に完成しました。[2]\n"_s),
            qPrintable(printed));
        QVERIFY(printed.contains(u"[1] 東京タワーの概要 — https://example.com/tokyo-tower\n"_s));
        QVERIFY(printed.contains(u"- 東京スカイツリーとの違いは？"_s));
        QVERIFY(printed.contains(u"Session: projects/demo/"_s));

        const Run json = runCli(base + QStringList {u"--json"_s, u"もう一度"_s});
        QCOMPARE(json.exitCode, 0);
        QCOMPARE(object(json.out).value(u"answer"_s).toObject().value(u"answerText"_s).toString(),
            u"東京タワーの高さは333メートルです。1958年に完成しました。"_s);

        // --output appended both exchanges: four JSONL lines, request then response.
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = file.readAll().trimmed().split('\n');
        QCOMPARE(lines.size(), 4);
        QCOMPARE(object(lines.at(0)).value(u"method"_s).toString(), u"tools/call"_s);
        QVERIFY(object(lines.at(1)).contains(u"result"_s));
        QCOMPARE(object(lines.at(2))
                     .value(u"params"_s)
                     .toObject()
                     .value(u"arguments"_s)
                     .toObject()
                     .value(u"query"_s)
                     .toObject()
                     .value(u"text"_s)
                     .toString(),
            u"もう一度"_s);
        const Run check = runCli({u"check"_s, out});
        QCOMPARE(check.exitCode, 0);
        QVERIFY2(check.out.contains("discoveryengine.answer-response"), check.out.constData());
    }

    void mcpCommandAgainstEverything()
    {
        const QString url = m_everything->url().toString();
        const Run list = runCli({u"mcp"_s, u"--endpoint"_s, url, u"list-tools"_s});
        QCOMPARE(list.exitCode, 0);
        QVERIFY(list.out.contains("echo (Echo Tool): Echoes back the input string\n"));
        const Run listJson = runCli({u"mcp"_s, u"--endpoint"_s, url, u"--json"_s, u"list-tools"_s});
        QCOMPARE(listJson.exitCode, 0);
        QVERIFY(QJsonDocument::fromJson(listJson.out).isArray());
        const Run echo = runCli(
            {u"mcp"_s, u"--endpoint"_s, url, u"call"_s, u"echo"_s, uR"({"message":"hi"})"_s});
        QCOMPARE(echo.exitCode, 0);
        QCOMPARE(echo.out, QByteArray("Echo: hi\n"));
        const Run structured = runCli({u"mcp"_s, u"--endpoint"_s, url, u"call"_s,
            u"get-structured-content"_s, uR"({"location":"Chicago"})"_s});
        QCOMPARE(structured.exitCode, 0);
        QVERIFY(object(structured.out).contains(u"humidity"_s));
        const Run image = runCli({u"mcp"_s, u"--endpoint"_s, url, u"call"_s, u"get-tiny-image"_s});
        QCOMPARE(image.exitCode, 0);
        QVERIFY(image.out.contains("[image image/png, "));
        const Run unknown = runCli({u"mcp"_s, u"--endpoint"_s, url, u"call"_s, u"nope"_s});
        QCOMPARE(unknown.exitCode, 1);
        QVERIFY(unknown.err.contains("nope"));
        const Run modern
            = runCli({u"mcp"_s, u"--endpoint"_s, url, u"--era"_s, u"modern"_s, u"list-tools"_s});
        QCOMPARE(modern.exitCode, 1); // a 2025 server, forced to 2026-07-28: HTTP 400
        QVERIFY(modern.err.contains("400"));
    }

    void commandLineErrors()
    {
        const QString url = m_v2->url().toString();
        const QVector<QStringList> usage {
            {u"ask"_s, u"--endpoint"_s, url, u"question"_s}, // no serving config
            {u"ask"_s, u"--endpoint"_s, url, u"--serving-config"_s, kServingConfig}, // no question
            {u"ask"_s, u"--serving-config"_s, kServingConfig, u"q"_s}, // no endpoint
            {u"ask"_s, u"--endpoint"_s, u"http://example.com/mcp"_s, u"--serving-config"_s, u"x"_s,
                u"q"_s},
            {u"mcp"_s, u"--endpoint"_s, url, u"--header"_s, u"Authorization: Bearer x"_s,
                u"list-tools"_s},
            {u"mcp"_s, u"--endpoint"_s, url, u"--header"_s, u"no colon"_s, u"list-tools"_s},
            {u"mcp"_s, u"--endpoint"_s, url, u"call"_s, u"echo"_s, u"[1]"_s},
            {u"mcp"_s, u"--endpoint"_s, url, u"frobnicate"_s},
            {u"mcp"_s, u"--endpoint"_s, url, u"--era"_s, u"2099"_s, u"list-tools"_s},
        };
        for (const QStringList &args : usage) {
            const Run r = runCli(args);
            QVERIFY2(r.exitCode == 2,
                qPrintable(args.join(u' ') + u" → "_s + QString::number(r.exitCode)));
            QVERIFY(!r.err.isEmpty());
        }
        // A closed port is a network failure: exit 1 with one message.
        QUrl closed = m_v2->url();
        closed.setPort(1);
        const Run refused = runCli({u"mcp"_s, u"--endpoint"_s, closed.toString(), u"list-tools"_s});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY(refused.err.contains("Could not reach"));
    }

    void tokensNeverPrinted()
    {
        FakeMcpServer server;
        QVERIFY(server.listen());
        server.behaviour().acceptedToken = "ya29.cli-secret-2";
        QTemporaryDir dir;
        const QString counter = dir.filePath(u"n"_s);
        // A token command printing ya29.cli-secret-1 first (refused: 401), then -2.
        const QString command = u"/bin/sh -c 'n=$(cat \"$0\" 2>/dev/null || echo 0); n=$((n+1)); "
                                "echo $n > \"$0\"; echo ya29.cli-secret-$n' "_s
            + counter;
        const QString out = dir.filePath(u"saved.jsonl"_s);
        const Run ask
            = runCli({u"ask"_s, u"--endpoint"_s, server.url().toString(), u"--serving-config"_s,
                kServingConfig, u"--token-command"_s, command, u"--output"_s, out, u"高さは？"_s});
        QCOMPARE(ask.exitCode, 0);
        QVERIFY(ask.out.contains("東京タワー"));
        QCOMPARE(server.received().first().status, 401);
        QFile saved(out);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QByteArray all = QByteArray(ask.out + ask.err + saved.readAll());
        QVERIFY(!all.contains("cli-secret"));

        // From the environment; refused: exit 1, and the token is not in the message.
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"CONVERSATION_INSPECTOR_TOKEN"_s, u"ya29.env-secret"_s);
        const Run refused
            = runCli({u"mcp"_s, u"--endpoint"_s, server.url().toString(), u"list-tools"_s}, env);
        QCOMPARE(refused.exitCode, 1);
        QVERIFY(refused.err.contains("401"));
        QVERIFY(!QByteArray(refused.out + refused.err).contains("env-secret"));
        QCOMPARE(server.received().last().headers.value("authorization"),
            QByteArray("Bearer ya29.env-secret"));
    }
};

QTEST_GUILESS_MAIN(TestMcpPeers)
#include "tst_mcp_peers.moc"
