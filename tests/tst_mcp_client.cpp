// SPDX-License-Identifier: GPL-2.0-or-later
// The MCP client (models/live) against the project's fake server on 127.0.0.1: both eras, era
// detection and fallback, forced eras, pagination, tool / JSON-RPC / HTTP errors, progress,
// timeouts, cancellation, cut streams, malformed JSON, 401 with a refreshed token, stale
// sessions, the size cap, split SSE packets, server requests, and token masking in the log.
// Against the hostile mode (hostile_mcp.h): JSON a million deep, numbers beyond int64 and double
// (UBSan watches the conversions), markup and escape sequences, ten thousand tools, credentials
// echoed back, and bodies that never end: each ends in a clear error or a usable result.
#include "counting_token_command.h"
#include "document/document.h"
#include "fake_mcp_server.h"
#include "hostile_mcp.h"
#include "items/protocol_log_model.h"
#include "live/answer_query.h"
#include "live/mcp_client.h"
#include "live/mcp_protocol.h"
#include "live/memory_secret_store.h"
#include "live/token_source.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <limits>

using namespace Qt::StringLiterals;

namespace {

// A client wired to a fake server, collecting everything it emits.
struct Rig {
    FakeMcpServer server;
    McpClient client;
    QVector<McpOutcome> outcomes;
    QVector<McpLogRecord> log;
    QVector<McpProgress> progress;
    QStringList notifications;

    explicit Rig(McpEra era = McpEra::Auto)
    {
        server.listen();
        McpClientSettings s;
        s.endpoint = server.url();
        s.era = era;
        s.requestTimeoutMs = 5000;
        s.maxTotalMs = 20000;
        client.setSettings(s);
        QObject::connect(&client, &McpClient::finished, &client,
            [this](const McpOutcome &o) { outcomes.append(o); });
        QObject::connect(
            &client, &McpClient::logged, &client, [this](const McpLogRecord &r) { log.append(r); });
        QObject::connect(&client, &McpClient::progress, &client,
            [this](int, const McpProgress &p) { progress.append(p); });
        QObject::connect(&client, &McpClient::notificationReceived, &client,
            [this](int, const QString &method, const QByteArray &) { notifications << method; });
    }
    void configure(const std::function<void(McpClientSettings &)> &change)
    {
        McpClientSettings s = client.settings();
        change(s);
        client.setSettings(s);
    }
    // Runs the event loop until `op` finished (or fails the wait).
    // (A signal spy's event loop: a polling wait would serve the server's write timers only
    // every 10 ms.)
    std::optional<McpOutcome> wait(int op, int ms = 120000)
    {
        QSignalSpy finished(&client, &McpClient::finished);
        for (;;) {
            for (const McpOutcome &o : std::as_const(outcomes))
                if (o.operation == op)
                    return o;
            if (!finished.wait(ms))
                return std::nullopt;
        }
    }
    QByteArray call(const QString &tool, const QByteArray &args, McpOutcome *out)
    {
        const std::optional<McpOutcome> o = wait(client.callTool(tool, args));
        if (!o)
            return "no outcome";
        *out = *o;
        return QByteArray();
    }
    QString allLogText() const
    {
        QString text;
        for (const McpLogRecord &r : log)
            text += r.toText() + u'\n';
        return text;
    }
};

const QByteArray kSearchArgs
    = R"({"servingConfig":"projects/demo/locations/global/collections/default_collection/engines/tokyo/servingConfigs/default_search","query":{"text":"東京タワーの高さは？"},"session":"-"})";

QJsonObject jsonObject(const QByteArray &json)
{
    return QJsonDocument::fromJson(json).object();
}

#define RUN_CALL(rig, tool, args, outcome)                                                         \
    McpOutcome outcome;                                                                            \
    QCOMPARE((rig).call(tool, args, &outcome), QByteArray())

} // namespace

class TestMcpClient : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { qunsetenv("CONVERSATION_INSPECTOR_TOKEN"); }

    void modernByAutoDetection_data()
    {
        QTest::addColumn<bool>("sse");
        QTest::newRow("json") << false;
        QTest::newRow("sse") << true;
    }

    void modernByAutoDetection()
    {
        QFETCH(bool, sse);
        Rig rig;
        rig.server.behaviour().style = sse ? FakeMcpServer::Style::Sse : FakeMcpServer::Style::Json;
        const std::optional<McpOutcome> listed = rig.wait(rig.client.listTools());
        QVERIFY(listed);
        QVERIFY2(listed->ok(), qPrintable(listed->error.englishText()));
        QCOMPARE(listed->tools.size(), 3);
        QCOMPARE(listed->tools.at(0).name, u"conversational_search"_s);
        QVERIFY(jsonObject(listed->tools.at(0).inputSchemaJson).contains(u"properties"_s));
        QCOMPARE(rig.client.serverInfo().era, McpEra::Modern);
        QCOMPARE(rig.client.serverInfo().name, u"fake-mcp"_s);
        QCOMPARE(rig.client.serverInfo().protocolVersion, u"2026-07-28"_s);

        RUN_CALL(rig, u"conversational_search"_s, kSearchArgs, call);
        QVERIFY2(call.ok(), qPrintable(call.error.englishText()));
        QCOMPARE(call.toolResult.source, McpToolResult::Source::StructuredContent);
        const QJsonObject answer
            = jsonObject(call.toolResult.payloadJson).value(u"answer"_s).toObject();
        QCOMPARE(answer.value(u"answerText"_s).toString(), FakeMcpServer::cannedAnswerText());
        QCOMPARE(rig.server.rpcMethods(),
            (QStringList {u"server/discover"_s, u"tools/list"_s, u"tools/call"_s}));
        // Stateless 2026-07-28: headers and _meta on every request.
        const FakeMcpServer::Received &r = rig.server.received().last();
        QCOMPARE(r.headers.value("mcp-protocol-version"), QByteArray("2026-07-28"));
        QCOMPARE(r.headers.value("mcp-method"), QByteArray("tools/call"));
        QCOMPARE(r.headers.value("mcp-name"), QByteArray("conversational_search"));
        QCOMPARE(r.headers.value("accept"), QByteArray("application/json, text/event-stream"));
        QVERIFY(!r.headers.contains("mcp-session-id"));
        const QJsonObject meta
            = jsonObject(r.body).value(u"params"_s).toObject().value(u"_meta"_s).toObject();
        QCOMPARE(
            meta.value(u"io.modelcontextprotocol/protocolVersion"_s).toString(), u"2026-07-28"_s);
        QVERIFY(meta.contains(u"io.modelcontextprotocol/clientCapabilities"_s));
        QVERIFY(meta.value(u"progressToken"_s).isString());
        // The response record is one line and keeps the Japanese text.
        QVERIFY(!call.toolResult.responseJson.contains('\n'));
        QVERIFY(QString::fromUtf8(call.toolResult.responseJson).contains(u"東京タワー"_s));
        QCOMPARE(
            jsonObject(call.toolResult.requestJson).value(u"method"_s).toString(), u"tools/call"_s);
    }

    void legacyFallbackWithSession()
    {
        Rig rig;
        rig.server.behaviour().era = FakeMcpServer::Era::Legacy;
        RUN_CALL(rig, u"conversational_search"_s, kSearchArgs, call);
        QVERIFY2(call.ok(), qPrintable(call.error.englishText()));
        QCOMPARE(rig.server.rpcMethods(),
            (QStringList {u"server/discover"_s, u"initialize"_s, u"notifications/initialized"_s,
                u"tools/call"_s}));
        QCOMPARE(rig.server.received().at(0).status, 400);
        const FakeMcpServer::Received &r = rig.server.received().last();
        QCOMPARE(r.headers.value("mcp-session-id"), QByteArray("fake-session-1"));
        QCOMPARE(r.headers.value("mcp-protocol-version"), QByteArray("2025-11-25"));
        QVERIFY(!r.headers.contains("mcp-method"));
        QVERIFY(!jsonObject(r.body)
                     .value(u"params"_s)
                     .toObject()
                     .value(u"_meta"_s)
                     .toObject()
                     .contains(u"io.modelcontextprotocol/protocolVersion"_s));
        const McpServerInfo info = rig.client.serverInfo();
        QCOMPARE(info.era, McpEra::Legacy);
        QCOMPARE(info.name, u"fake-mcp-legacy"_s);
        QVERIFY(info.hasSession);
        // The era is remembered: the next call goes straight to tools/call.
        RUN_CALL(rig, u"echo"_s, R"({"message":"こんにちは"})", echo);
        QVERIFY(echo.ok());
        QCOMPARE(echo.toolResult.texts, QStringList {u"Echo: こんにちは"_s});
        QCOMPARE(echo.toolResult.source, McpToolResult::Source::RawText);
        QCOMPARE(rig.server.count(u"initialize"_s), 1);
    }

    void legacyWithoutSessions()
    {
        Rig rig;
        rig.server.behaviour().era = FakeMcpServer::Era::Legacy;
        rig.server.behaviour().sessions = false;
        rig.server.behaviour().style = FakeMcpServer::Style::Json;
        RUN_CALL(rig, u"conversational_search"_s, kSearchArgs, call);
        QVERIFY(call.ok());
        QVERIFY(!rig.client.serverInfo().hasSession);
        QVERIFY(!rig.server.received().last().headers.contains("mcp-session-id"));
    }

    void forcedEras()
    {
        {
            Rig rig(McpEra::Legacy); // a dual server, spoken to in the 2025 way
            RUN_CALL(rig, u"echo"_s, R"({"message":"a"})", call);
            QVERIFY(call.ok());
            QCOMPARE(rig.server.rpcMethods().first(), u"initialize"_s);
            QCOMPARE(rig.server.count(u"server/discover"_s), 0);
        }
        {
            Rig rig(McpEra::Modern); // no probe at all
            RUN_CALL(rig, u"echo"_s, R"({"message":"a"})", call);
            QVERIFY(call.ok());
            QCOMPARE(rig.server.rpcMethods(), QStringList {u"tools/call"_s});
        }
        {
            Rig rig(McpEra::Modern); // forced modern against a 2025 server: no fallback
            rig.server.behaviour().era = FakeMcpServer::Era::Legacy;
            RUN_CALL(rig, u"echo"_s, R"({"message":"a"})", call);
            QCOMPARE(call.error.kind, McpError::Kind::Http);
            QCOMPARE(call.error.httpStatus, 400);
            QVERIFY(call.error.englishText().contains(u"Unsupported protocol version"_s));
        }
        {
            Rig rig(McpEra::Legacy); // forced 2025 against a 2026-only server
            rig.server.behaviour().era = FakeMcpServer::Era::Modern;
            RUN_CALL(rig, u"echo"_s, R"({"message":"a"})", call);
            QCOMPARE(call.error.kind, McpError::Kind::UnsupportedVersion);
            QVERIFY(call.error.englishText().contains(u"2026-07-28"_s));
        }
    }

    void discoverReportsServer()
    {
        Rig rig(McpEra::Modern);
        const std::optional<McpOutcome> o = rig.wait(rig.client.discover());
        QVERIFY(o && o->ok());
        QCOMPARE(rig.client.serverInfo().title, u"Fake MCP server"_s);
        QCOMPARE(rig.server.rpcMethods(), QStringList {u"server/discover"_s});
    }

    void pagination()
    {
        Rig rig;
        rig.server.behaviour().toolPages = 3;
        const std::optional<McpOutcome> o = rig.wait(rig.client.listTools());
        QVERIFY(o && o->ok());
        QCOMPARE(o->tools.size(), 3);
        QCOMPARE(rig.server.count(u"tools/list"_s), 3);
        const QJsonObject second = jsonObject(rig.server.received().at(2).body);
        QCOMPARE(second.value(u"params"_s).toObject().value(u"cursor"_s).toString(), u"1"_s);
    }

    void toolAndRpcErrorsToldApart()
    {
        Rig rig;
        RUN_CALL(rig, u"always_fails"_s, "{}", failed);
        QCOMPARE(failed.error.kind, McpError::Kind::Tool);
        QVERIFY(failed.toolResult.isError);
        QVERIFY(failed.error.englishText().contains(u"the backend is unavailable"_s));
        QVERIFY(!failed.error.text().isEmpty());

        RUN_CALL(rig, u"no_such_tool"_s, "{}", unknown);
        QCOMPARE(unknown.error.kind, McpError::Kind::JsonRpc);
        QCOMPARE(unknown.error.rpcCode, -32602);

        RUN_CALL(rig, u"conversational_search"_s, R"({"query":{"text":"x"}})", missing);
        QCOMPARE(missing.error.kind, McpError::Kind::Tool);
        QVERIFY(missing.error.detail.contains(u"servingConfig is required"_s));

        RUN_CALL(rig, u"echo"_s, "[1,2]", notObject);
        QCOMPARE(notObject.error.kind, McpError::Kind::Protocol);

        rig.server.behaviour().failStatus = 500;
        RUN_CALL(rig, u"echo"_s, "{}", http);
        QCOMPARE(http.error.kind, McpError::Kind::Http);
        QCOMPARE(http.error.httpStatus, 500);
        QVERIFY(http.error.detail.contains(u"INTERNAL: Internal error encountered."_s));
    }

    void progressExtendsTheTimeout()
    {
        Rig rig;
        rig.configure([](McpClientSettings &s) { s.requestTimeoutMs = 500; });
        rig.server.behaviour().progressSteps = 6;
        rig.server.behaviour().progressIntervalMs = 200; // 1.2 s in all, never 0.5 s silent
        RUN_CALL(rig, u"conversational_search"_s, kSearchArgs, call);
        QVERIFY2(call.ok(), qPrintable(call.error.englishText())); // each report restarted it
        QCOMPARE(rig.progress.size(), 6);
        QCOMPARE(rig.progress.last().progress, 6.0);
        QCOMPARE(rig.progress.last().total.value_or(0), 6.0);
        QCOMPARE(rig.progress.last().message, u"step 6"_s);
    }

    void timeoutWithoutProgress_data()
    {
        QTest::addColumn<bool>("legacy");
        QTest::newRow("modern") << false;
        QTest::newRow("legacy") << true;
    }

    void timeoutWithoutProgress()
    {
        QFETCH(bool, legacy);
        Rig rig;
        rig.configure([](McpClientSettings &s) { s.requestTimeoutMs = 300; });
        if (legacy)
            rig.server.behaviour().era = FakeMcpServer::Era::Legacy;
        rig.server.behaviour().delayMs = 2000;
        RUN_CALL(rig, u"echo"_s, "{}", call);
        QCOMPARE(call.error.kind, McpError::Kind::Timeout); // not the answer, 2 s later
        QTRY_COMPARE(rig.server.count(u"notifications/cancelled"_s), legacy ? 1 : 0);
    }

    void cancellation_data()
    {
        QTest::addColumn<bool>("legacy");
        QTest::newRow("modern closes the stream") << false;
        QTest::newRow("legacy notifies, then closes") << true;
    }

    void cancellation()
    {
        QFETCH(bool, legacy);
        Rig rig;
        if (legacy)
            rig.server.behaviour().era = FakeMcpServer::Era::Legacy;
        rig.server.behaviour().neverAnswer = true;
        const int op = rig.client.callTool(u"echo"_s, "{}");
        QTRY_COMPARE(rig.server.count(u"tools/call"_s), 1);
        QVERIFY(rig.client.isRunning(op));
        rig.client.cancel(op);
        const std::optional<McpOutcome> o = rig.wait(op);
        QVERIFY(o);
        QCOMPARE(o->error.kind, McpError::Kind::Cancelled);
        QTRY_COMPARE(rig.server.closedByClient(), 1);
        QTRY_COMPARE(rig.server.count(u"notifications/cancelled"_s), legacy ? 1 : 0);
        if (legacy) {
            const FakeMcpServer::Received &cancel = rig.server.received().last();
            const QJsonObject params = jsonObject(cancel.body).value(u"params"_s).toObject();
            const QJsonObject call
                = jsonObject(rig.server.received().at(rig.server.received().size() - 2).body);
            QCOMPARE(params.value(u"requestId"_s).toInteger(), call.value(u"id"_s).toInteger());
        }
        QCOMPARE(rig.client.runningCount(), 0);
        rig.client.cancel(op); // no-op once done
    }

    void cutStreamAndMalformedJson()
    {
        Rig rig;
        rig.server.behaviour().cutStream = true;
        RUN_CALL(rig, u"conversational_search"_s, kSearchArgs, cut);
        QCOMPARE(cut.error.kind, McpError::Kind::Protocol);
        QVERIFY(cut.error.englishText().contains(u"cut in the middle of an event"_s));

        rig.server.behaviour().cutStream = false;
        rig.server.behaviour().malformedJson = true;
        RUN_CALL(rig, u"conversational_search"_s, kSearchArgs, sse);
        QCOMPARE(sse.error.kind, McpError::Kind::Protocol);
        QVERIFY(sse.error.englishText().contains(u"malformed JSON"_s));

        rig.server.behaviour().style = FakeMcpServer::Style::Json;
        RUN_CALL(rig, u"conversational_search"_s, kSearchArgs, json);
        QCOMPARE(json.error.kind, McpError::Kind::Protocol);
        QVERIFY(json.error.englishText().contains(u"malformed JSON"_s));
    }

    void unauthorizedThenRefreshedToken()
    {
        QTemporaryDir dir;
        const QString counter = dir.filePath(u"n"_s);
        TokenSource tokens;
        setCountingTokenCommand(tokens, counter, u"secret-token-"_s);
        Rig rig;
        rig.client.setTokenSource(&tokens);
        rig.server.behaviour().acceptedToken = "secret-token-2";
        RUN_CALL(rig, u"echo"_s, R"({"message":"hi"})", call);
        QVERIFY2(call.ok(), qPrintable(call.error.englishText()));
        QCOMPARE(rig.server.received().at(0).status, 401);
        QCOMPARE(rig.server.received().at(1).headers.value("authorization"),
            QByteArray("Bearer secret-token-2"));
        // The token never reaches the log; the header is masked.
        const QString text = rig.allLogText();
        QVERIFY(!text.contains(u"secret-token"_s));
        QVERIFY(text.contains(u"Authorization: Bearer ***"_s));

        // A server that keeps refusing: one retry only, then an Auth error.
        rig.server.behaviour().acceptedToken = "never";
        const int before = int(rig.server.received().size());
        RUN_CALL(rig, u"echo"_s, "{}", refused);
        QCOMPARE(refused.error.kind, McpError::Kind::Auth);
        QCOMPARE(refused.error.httpStatus, 401);
        QCOMPARE(int(rig.server.received().size()) - before, 2);
        QVERIFY(!refused.error.englishText().contains(u"secret-token"_s));
    }

    void tokenFromEnvironmentIsMaskedEverywhere()
    {
        const QByteArray token = "ya29.environment-token-Xyz";
        qputenv("CONVERSATION_INSPECTOR_TOKEN", token);
        TokenSource tokens;
        tokens.setEnvironment();
        QVERIFY(!tokens.canRefresh());
        Rig rig;
        rig.client.setTokenSource(&tokens);
        rig.configure([](McpClientSettings &s) {
            s.userProject = u"my-quota-project"_s;
            s.extraHeaders.append(McpHeader("X-Extra", "1"));
        });
        rig.server.behaviour().acceptedToken = token;
        // The echo tool sends the token back: the log must mask it in the body too.
        RUN_CALL(rig, u"echo"_s, R"({"message":"ya29.environment-token-Xyz"})", call);
        qunsetenv("CONVERSATION_INSPECTOR_TOKEN");
        QVERIFY2(call.ok(), qPrintable(call.error.englishText()));
        const FakeMcpServer::Received &r = rig.server.received().last();
        QCOMPARE(r.headers.value("x-goog-user-project"), QByteArray("my-quota-project"));
        QCOMPARE(r.headers.value("x-extra"), QByteArray("1"));
        QVERIFY(!rig.log.isEmpty());
        for (const McpLogRecord &record : rig.log) {
            QVERIFY(!record.toText().contains(QString::fromLatin1(token)));
            QVERIFY(!record.body.contains(token));
        }
        QVERIFY(rig.allLogText().contains(u"x-goog-user-project: my-quota-project"_s));
    }

    void staleSessionGetsANewOne()
    {
        Rig rig;
        rig.server.behaviour().era = FakeMcpServer::Era::Legacy;
        RUN_CALL(rig, u"echo"_s, "{}", first);
        QVERIFY(first.ok());
        rig.server.expireSessions();
        RUN_CALL(rig, u"echo"_s, "{}", second);
        QVERIFY2(second.ok(), qPrintable(second.error.englishText()));
        QCOMPARE(rig.server.count(u"initialize"_s), 2);
        QCOMPARE(rig.server.received().at(rig.server.received().size() - 4).status, 404);
        QCOMPARE(rig.server.received().last().headers.value("mcp-session-id"),
            QByteArray("fake-session-2"));
    }

    void responseSizeCap_data()
    {
        QTest::addColumn<bool>("sse");
        QTest::newRow("json (content-length)") << false;
        QTest::newRow("sse (counted)") << true;
    }

    void responseSizeCap()
    {
        QFETCH(bool, sse);
        Rig rig;
        rig.server.behaviour().style = sse ? FakeMcpServer::Style::Sse : FakeMcpServer::Style::Json;
        rig.server.behaviour().hugeBytes = 400000;
        rig.configure([](McpClientSettings &s) { s.maxResponseBytes = 100000; });
        RUN_CALL(rig, u"conversational_search"_s, kSearchArgs, call);
        QCOMPARE(call.error.kind, McpError::Kind::TooLarge);
        QVERIFY(call.error.englishText().contains(u"100000"_s));
        // Under the cap the same body is fine.
        rig.configure([](McpClientSettings &s) { s.maxResponseBytes = 1000000; });
        RUN_CALL(rig, u"conversational_search"_s, kSearchArgs, ok);
        QVERIFY(ok.ok());
    }

    void ssePacketsSplitAnyLineEnd_data()
    {
        QTest::addColumn<QByteArray>("eol");
        QTest::addColumn<int>("split");
        for (const int split : {5, 64}) {
            QTest::addRow("LF/%d", split) << QByteArray("\n") << split;
            QTest::addRow("CRLF/%d", split) << QByteArray("\r\n") << split;
            QTest::addRow("CR/%d", split) << QByteArray("\r") << split;
        }
    }

    void ssePacketsSplitAnyLineEnd()
    {
        QFETCH(QByteArray, eol);
        QFETCH(int, split);
        Rig rig(McpEra::Modern);
        // The body comes in pieces, each 3 ms after the last: the request timeout is only a
        // ceiling here, not raced by a loaded machine.
        rig.configure([](McpClientSettings &s) { s.requestTimeoutMs = 120000; });
        rig.server.behaviour().eol = eol;
        rig.server.behaviour().splitBytes = split;
        rig.server.behaviour().progressSteps = 2;
        rig.server.behaviour().progressIntervalMs = 1;
        RUN_CALL(rig, u"conversational_search"_s, kSearchArgs, call);
        QVERIFY2(call.ok(), qPrintable(call.error.englishText()));
        const QJsonObject answer
            = jsonObject(call.toolResult.payloadJson).value(u"answer"_s).toObject();
        QCOMPARE(answer.value(u"answerText"_s).toString(), FakeMcpServer::cannedAnswerText());
        QCOMPARE(rig.progress.size(), 2);
    }

    void serverRequestBeforeTheResponse_data()
    {
        QTest::addColumn<bool>("legacy");
        QTest::newRow("modern ignores it") << false;
        QTest::newRow("legacy declines it") << true;
    }

    void serverRequestBeforeTheResponse()
    {
        QFETCH(bool, legacy);
        Rig rig;
        if (legacy)
            rig.server.behaviour().era = FakeMcpServer::Era::Legacy;
        rig.server.behaviour().serverRequestFirst = true;
        RUN_CALL(rig, u"echo"_s, R"({"message":"x"})", call);
        QVERIFY2(call.ok(), qPrintable(call.error.englishText()));
        QVERIFY(rig.notifications.contains(u"sampling/createMessage"_s));
        if (!legacy) {
            // A response would have gone out before the next request.
            RUN_CALL(rig, u"echo"_s, R"({"message":"y"})", next);
            QVERIFY2(next.ok(), qPrintable(next.error.englishText()));
            for (const FakeMcpServer::Received &r : rig.server.received())
                QVERIFY(!r.isResponse);
            return;
        }
        QTRY_VERIFY(!rig.server.received().isEmpty() && rig.server.received().last().isResponse);
        const QJsonObject reply = jsonObject(rig.server.received().last().body);
        QCOMPARE(reply.value(u"id"_s).toInt(-1), 0);
        QCOMPARE(reply.value(u"error"_s).toObject().value(u"code"_s).toInt(), -32601);
    }

    void endpointRules()
    {
        McpError e;
        QVERIFY(McpClient::isAllowedEndpoint(
            QUrl(u"https://discoveryengine.googleapis.com/mcp"_s), &e));
        QVERIFY(McpClient::isAllowedEndpoint(QUrl(u"http://127.0.0.1:9/mcp"_s), &e));
        QVERIFY(McpClient::isAllowedEndpoint(QUrl(u"http://localhost:9/mcp"_s), &e));
        QVERIFY(McpClient::isAllowedEndpoint(QUrl(u"http://[::1]:9/mcp"_s), &e));
        QVERIFY(!McpClient::isAllowedEndpoint(QUrl(u"http://example.com/mcp"_s), &e));
        QCOMPARE(e.kind, McpError::Kind::Insecure);
        QVERIFY(!McpClient::isAllowedEndpoint(QUrl(u"ftp://127.0.0.1/x"_s), &e));
        QCOMPARE(e.kind, McpError::Kind::InvalidEndpoint);

        McpClient client; // refused before any connection is attempted
        McpClientSettings s;
        s.endpoint = QUrl(u"http://192.0.2.1/mcp"_s);
        client.setSettings(s);
        QVector<McpOutcome> outcomes;
        QVector<McpLogRecord> log;
        connect(&client, &McpClient::finished, this, [&](const McpOutcome &o) { outcomes << o; });
        connect(&client, &McpClient::logged, this, [&](const McpLogRecord &r) { log << r; });
        client.listTools();
        QTRY_COMPARE(outcomes.size(), 1);
        QCOMPARE(outcomes.at(0).error.kind, McpError::Kind::Insecure);
        QVERIFY(log.isEmpty());
    }

    void networkFailure()
    {
        FakeMcpServer closed;
        QVERIFY(closed.listen());
        const QUrl url = closed.url();
        McpClient client;
        McpClientSettings s;
        s.endpoint = url;
        client.setSettings(s);
        QVector<McpOutcome> outcomes;
        connect(&client, &McpClient::finished, this, [&](const McpOutcome &o) { outcomes << o; });
        // A port nobody listens on: connection refused.
        s.endpoint.setPort(1);
        client.setSettings(s);
        client.listTools();
        QTRY_COMPARE_WITH_TIMEOUT(outcomes.size(), 1, 10000);
        QCOMPARE(outcomes.at(0).error.kind, McpError::Kind::Network);
    }

    void answerQueryArguments()
    {
        AnswerQueryRequest r;
        r.question = u"東京タワーの高さは？"_s;
        r.servingConfig = u" projects/p/servingConfigs/s "_s;
        QCOMPARE(r.toArgumentsJson(),
            QByteArray(
                R"({"servingConfig":"projects/p/servingConfigs/s","query":{"text":"東京タワーの高さは？"},"answerGenerationSpec":{"includeCitations":true}})"));
        r.setSession(u"-"_s);
        r.includeCitations = false;
        r.relatedQuestions = true;
        r.includeGroundingSupports = true;
        r.answerLanguage = u"ja"_s;
        r.modelVersion = u"preview"_s;
        r.preamble = u"丁寧に答えてください"_s;
        r.maxResults = 5;
        r.filter = u"lang: ANY(\"ja\")"_s;
        r.ignoreAdversarialQuery = r.ignoreNonAnswerSeekingQuery = true;
        r.ignoreJailBreakingQuery = r.ignoreLowRelevantContent = true;
        r.userPseudoId = u"visitor-1"_s;
        const QJsonObject a = jsonObject(r.toArgumentsJson());
        QCOMPARE(a.value(u"session"_s).toString(), u"-"_s);
        QCOMPARE(a.value(u"relatedQuestionsSpec"_s).toObject().value(u"enable"_s).toBool(), true);
        QCOMPARE(
            a.value(u"groundingSpec"_s).toObject().value(u"includeGroundingSupports"_s).toBool(),
            true);
        const QJsonObject gen = a.value(u"answerGenerationSpec"_s).toObject();
        QCOMPARE(gen.value(u"includeCitations"_s).toBool(true), false);
        QCOMPARE(gen.value(u"answerLanguageCode"_s).toString(), u"ja"_s);
        QCOMPARE(
            gen.value(u"modelSpec"_s).toObject().value(u"modelVersion"_s).toString(), u"preview"_s);
        QCOMPARE(gen.value(u"promptSpec"_s).toObject().value(u"preamble"_s).toString(), r.preamble);
        for (const QString &flag : {u"ignoreAdversarialQuery"_s, u"ignoreNonAnswerSeekingQuery"_s,
                 u"ignoreJailBreakingQuery"_s, u"ignoreLowRelevantContent"_s})
            QVERIFY2(gen.value(flag).toBool(), qPrintable(flag));
        const QJsonObject params
            = a.value(u"searchSpec"_s).toObject().value(u"searchParams"_s).toObject();
        QCOMPARE(params.value(u"maxReturnResults"_s).toInt(), 5);
        QCOMPARE(params.value(u"filter"_s).toString(), u"lang: ANY(\"ja\")"_s);
        QCOMPARE(a.value(u"userPseudoId"_s).toString(), u"visitor-1"_s);
        r.setSession(u"projects/p/sessions/9"_s);
        QCOMPARE(r.sessionMode, AnswerQueryRequest::SessionMode::Named);
        QCOMPARE(jsonObject(r.toArgumentsJson()).value(u"session"_s).toString(),
            u"projects/p/sessions/9"_s);
        r.setSession(QString());
        QVERIFY(!jsonObject(r.toArgumentsJson()).contains(u"session"_s));
        AnswerQueryRequest empty;
        QCOMPARE(empty.problems().size(), 2);
    }

    void answerQueryConversation()
    {
        Rig rig;
        AnswerQuery query(&rig.client);
        QVector<AnswerQueryResult> answers;
        connect(&query, &AnswerQuery::answered, this,
            [&](const AnswerQueryResult &r) { answers << r; });
        AnswerQueryRequest request;
        request.question = u"東京タワーの高さは？"_s;
        request.servingConfig = u"projects/demo/servingConfigs/default_search"_s;
        request.setSession(u"-"_s);
        QVERIFY(query.ask(request) > 0);
        QCOMPARE(query.ask(request), 0); // one question at a time
        QTRY_COMPARE(answers.size(), 2);
        QCOMPARE(answers.at(0).error.kind, McpError::Kind::Protocol); // the refused second one
        const AnswerQueryResult first = answers.at(1);
        QVERIFY2(first.ok(), qPrintable(first.error.englishText()));
        QCOMPARE(first.answerText, FakeMcpServer::cannedAnswerText());
        QVERIFY(first.sessionName.endsWith(u"/sessions/s-1"_s));
        QCOMPARE(first.relatedQuestions.size(), 2);
        QCOMPARE(first.exchangeJsonl().count('\n'), 2);

        // A follow-up continues the session the answer returned.
        request.question = u"いつ完成しましたか？"_s;
        request.setSession(query.lastSessionName());
        query.ask(request);
        QTRY_COMPARE(answers.size(), 3);
        QVERIFY(answers.at(2).ok());
        const QJsonObject sent = jsonObject(rig.server.received().last().body);
        QCOMPARE(sent.value(u"params"_s)
                     .toObject()
                     .value(u"arguments"_s)
                     .toObject()
                     .value(u"session"_s)
                     .toString(),
            first.sessionName);

        // A failure without a response adds nothing to the session log.
        rig.server.behaviour().failStatus = 500;
        query.ask(request);
        QTRY_COMPARE(answers.size(), 4);
        QCOMPARE(answers.at(3).error.kind, McpError::Kind::Http);
        QVERIFY(answers.at(3).exchangeJsonl().isEmpty());
        QCOMPARE(query.sessionLog().count('\n'), 4);

        // Saved and reopened: one conversation, both turns, grounding resolved.
        QTemporaryDir dir;
        const QString path = dir.filePath(u"live.jsonl"_s);
        QString error;
        QVERIFY2(
            AnswerQuery::writeFile(path, query.sessionLog(), false, &error), qPrintable(error));
        Document document;
        document.openFile(path);
        QVERIFY(document.waitForLoaded(10000));
        QCOMPARE(document.formatId(), u"discoveryengine.answer-response"_s);
        QCOMPARE(document.conversationCount(), 1);
        const auto conversation = document.conversation(0);
        QVERIFY(conversation);
        QStringList userTexts;
        const Message *lastAnswer = nullptr;
        for (const Message &m : conversation->messages) {
            if (m.role == u"user"_s && !m.chunks.isEmpty())
                userTexts << m.chunks.first().text;
            if (m.grounding)
                lastAnswer = &m;
        }
        QVERIFY2(
            userTexts.contains(u"いつ完成しましたか？"_s), qPrintable(userTexts.join(u" | "_s)));
        QVERIFY(lastAnswer);
        QCOMPARE(lastAnswer->grounding->citations.value(1).text, u"1958年に完成しました。"_s);
    }

    void tokenSources()
    {
        QCOMPARE(TokenSource::splitCommand(u"gcloud auth print-access-token"_s),
            (QStringList {u"gcloud"_s, u"auth"_s, u"print-access-token"_s}));
        bool ok = false;
        QCOMPARE(TokenSource::splitCommand(u"tool --a 'x y' \"p \\\"q\\\"\" c\\ d $HOME"_s, &ok),
            (QStringList {u"tool"_s, u"--a"_s, u"x y"_s, u"p \"q\""_s, u"c d"_s, u"$HOME"_s}));
        QVERIFY(ok);
        TokenSource::splitCommand(u"echo 'open"_s, &ok);
        QVERIFY(!ok);

        auto fetch = [](TokenSource &source, bool force = false) {
            std::optional<McpError> failure;
            bool ready = false;
            QObject context;
            QObject::connect(&source, &TokenSource::ready, &context, [&] { ready = true; });
            QObject::connect(
                &source, &TokenSource::failed, &context, [&](const McpError &e) { failure = e; });
            source.request(force);
            if (!QTest::qWaitFor([&] { return ready || failure; }, 10000))
                failure = McpError {}; // neither: no check that follows passes
            return failure;
        };
        TokenSource command;
        QVERIFY(command.setCommand(u"printf 'tok-A\\n'"_s));
        QVERIFY(!command.isFresh());
        QVERIFY(!fetch(command));
        QCOMPARE(command.token(), u"tok-A"_s);
        QVERIFY(command.isFresh());
        command.setMaxAgeSeconds(0); // expired at once: fetched again
        QVERIFY(!command.isFresh());

        TokenSource failing;
        failing.setProgram(u"/bin/sh"_s, {u"-c"_s, u"echo oops >&2; exit 3"_s});
        std::optional<McpError> e = fetch(failing);
        QVERIFY(e);
        QCOMPARE(e->kind, McpError::Kind::Auth);
        QVERIFY(e->englishText().contains(u"exit code 3"_s));
        QVERIFY(e->englishText().contains(u"oops"_s));

        TokenSource slow;
        slow.setProgram(u"/bin/sleep"_s, {u"5"_s});
        slow.setCommandTimeoutMs(200);
        e = fetch(slow);
        QVERIFY(e);
        QVERIFY(e->englishText().contains(u"did not finish"_s));

        TokenSource missing;
        missing.setProgram(u"/nonexistent/token-tool"_s, {});
        e = fetch(missing);
        QVERIFY(e);
        QVERIFY(e->englishText().contains(u"could not be started"_s));

        TokenSource empty;
        empty.setProgram(u"/bin/true"_s, {});
        e = fetch(empty);
        QVERIFY(e && e->englishText().contains(u"printed no token"_s));

        TokenSource environment;
        environment.setEnvironment(u"CI_TEST_TOKEN_UNSET_VARIABLE"_s);
        e = fetch(environment);
        QVERIFY(e && e->englishText().contains(u"CI_TEST_TOKEN_UNSET_VARIABLE"_s));

        MemorySecretStore store;
        TokenSource stored;
        stored.setStored(&store, u"endpoint-1"_s);
        QVERIFY(fetch(stored)); // nothing pasted yet
        stored.storeToken(u"  pasted-token  "_s);
        QCOMPARE(stored.token(), u"pasted-token"_s);
        TokenSource later; // a new session reads it back from the store
        later.setStored(&store, u"endpoint-1"_s);
        QVERIFY(!fetch(later));
        QCOMPARE(later.token(), u"pasted-token"_s);
        QVERIFY(!later.canRefresh());
    }

    void protocolHelpers()
    {
        QCOMPARE(mcp::encodeHeaderValue(u"conversational_search"_s),
            QByteArray("conversational_search"));
        QCOMPARE(
            mcp::encodeHeaderValue(u"検索"_s), "=?base64?" + u"検索"_s.toUtf8().toBase64() + "?=");
        const McpToolResult text = mcp::readToolResult(
            "{\"content\":[{\"type\":\"image\",\"data\":\"AA==\",\"mimeType\":\"image/png\"},"
            "{\"type\":\"text\",\"text\":\"not json\"},"
            "{\"type\":\"text\",\"text\":\"{\\\"a\\\":1}\"}]}");
        QCOMPARE(text.source, McpToolResult::Source::TextJson);
        QCOMPARE(text.payloadJson, QByteArray(R"({"a":1})"));
        QCOMPARE(text.texts.size(), 2);
        QCOMPARE(text.resultType, u"complete"_s);
        QVERIFY(jsonObject("{\"c\":" + text.contentJson + "}").value(u"c"_s).toArray().size() == 3);
        const McpToolResult raw = mcp::readToolResult(
            R"({"content":[{"type":"text","text":"plain"}],"resultType":"complete"})");
        QCOMPARE(raw.source, McpToolResult::Source::RawText);
        QVERIFY(raw.payloadJson.isEmpty());
        const QVector<mcp::Message> batch = mcp::parseMessages(
            R"([{"jsonrpc":"2.0","id":1,"result":{}},{"jsonrpc":"2.0","method":"notifications/message","params":{}},7])");
        QCOMPARE(batch.size(), 3);
        QCOMPARE(batch.at(0).kind, mcp::Message::Kind::Response);
        QCOMPARE(batch.at(1).kind, mcp::Message::Kind::Notification);
        QCOMPARE(batch.at(2).kind, mcp::Message::Kind::Invalid);
        QCOMPARE(mcp::parseMessages("{not json").at(0).kind, mcp::Message::Kind::Invalid);
        QCOMPARE(mcplog::maskHeaders({{"authorization", "Bearer abc"}, {"x-a", "b"}}).at(0).second,
            QByteArray("Bearer ***"));

        // Error codes: only integers within int64 convert; nothing else is undefined behaviour.
        QCOMPARE(mcp::integerCode("-32601"), std::optional<qint64>(-32601));
        QCOMPARE(mcp::integerCode("-32601.0"), std::optional<qint64>(-32601));
        QCOMPARE(mcp::integerCode("9223372036854775807"),
            std::optional<qint64>(std::numeric_limits<qint64>::max()));
        QCOMPARE(mcp::integerCode("-9223372036854775808"),
            std::optional<qint64>(std::numeric_limits<qint64>::min()));
        for (const QByteArray &bad : {QByteArray("1e300"), QByteArray("-1e300"), QByteArray("1.5"),
                 QByteArray("9223372036854775808"), QByteArray("18446744073709551615"),
                 QByteArray("9.3e18"), QByteArray("-9.3e18"), QByteArray("1e400"),
                 QByteArray("\"-32601\""), QByteArray("null"), QByteArray("[1]")})
            QVERIFY2(!mcp::integerCode(bad), bad.constData());
    }

    void secretHeaderNames()
    {
        for (const char *name : {"Authorization", "proxy-authorization", "COOKIE", "Set-Cookie",
                 "X-Api-Key", "Api-Key", "X-Auth-Token", "X-Goog-Api-Key",
                 "X-Goog-IAM-Authorization-Token", "my-session-token", "X-Client-Secret",
                 "X-Signing-Key", "X-Custom-Auth", "WWW-Authenticate"})
            QVERIFY2(mcplog::isSecretHeader(name), name);
        for (const char *name : {"Content-Type", "Accept", "x-goog-user-project", "Mcp-Session-Id",
                 "MCP-Protocol-Version", "Mcp-Method", "Mcp-Name", "User-Agent"})
            QVERIFY2(!mcplog::isSecretHeader(name), name);
        const QVector<McpHeader> masked = mcplog::maskHeaders({{"X-Goog-Api-Key", "AIza-1234"},
            {"Cookie", "sid=abcd"}, {"X-Plain", "seen"}, {"x-refresh-token", "r-5678"}});
        QCOMPARE(masked.at(0).second, QByteArray("***"));
        QCOMPARE(masked.at(1).second, QByteArray("***"));
        QCOMPARE(masked.at(2).second, QByteArray("seen"));
        QCOMPARE(masked.at(3).second, QByteArray("***"));
        QCOMPARE(mcplog::secretValues({{"Authorization", "Bearer tok-1234"}, {"X-Plain", "p"}}),
            (QList<QByteArray> {"Bearer tok-1234", "tok-1234"}));
        QCOMPARE(mcplog::maskSecrets(QByteArray("a tok-1234 b abc"), {"tok-1234", "abc"}),
            QByteArray("a *** b abc")); // shorter than 4 bytes: left alone
    }

    void defaultLimitsAreBounded()
    {
        // What the CLI and the window use unless told otherwise: every endless body ends.
        const McpClientSettings s;
        QCOMPARE(s.requestTimeoutMs, 60000);
        QCOMPARE(s.maxTotalMs, 600000);
        QCOMPARE(s.maxResponseBytes, qint64(32 * 1024 * 1024));
        QCOMPARE(s.maxListPages, 50);
        // The protocol log holds the newest full-size request and response at least.
        QVERIFY(ProtocolLogModel::kDefaultMaxBodyBytes >= 2 * s.maxResponseBytes);
    }

    void hostileToolList()
    {
        Rig rig;
        rig.server.behaviour().hostile = true;
        const std::optional<McpOutcome> o = rig.wait(rig.client.listTools(), 120000);
        QVERIFY(o);
        QVERIFY2(o->ok(), qPrintable(o->error.englishText()));
        QCOMPARE(o->tools.size(), 10000 + 18);
        const McpTool *markup = nullptr;
        const McpTool *recursive = nullptr;
        for (const McpTool &t : o->tools) {
            if (t.name == hostile::markupToolName())
                markup = &t;
            if (t.name == QLatin1String(hostile::tool::kRecursiveSchema))
                recursive = &t;
        }
        // The client keeps the server's text as it is: the window shows it as plain text and
        // the command line escapes it.
        QVERIFY(markup);
        QCOMPARE(markup->description, hostile::markupText());
        QCOMPARE(markup->title, hostile::markupText());
        QVERIFY(recursive);
        const QJsonObject schema = jsonObject(recursive->inputSchemaJson);
        QCOMPARE(schema.value(u"properties"_s).toObject().size(), hostile::kSchemaProperties + 2);
        QCOMPARE(schema.value(u"properties"_s).toObject().value(u"self"_s).toObject(),
            QJsonObject({{u"$ref"_s, u"#"_s}}));
        QCOMPARE(o->tools.last().name, u"tool_10000"_s);
    }

    void hostileDeepJson_data()
    {
        QTest::addColumn<bool>("sse");
        QTest::newRow("json") << false;
        QTest::newRow("sse") << true;
    }

    void hostileDeepJson()
    {
        QFETCH(bool, sse);
        Rig rig;
        rig.server.behaviour().hostile = true;
        rig.server.behaviour().hostileFillerTools = 0;
        rig.server.behaviour().style = sse ? FakeMcpServer::Style::Sse : FakeMcpServer::Style::Json;
        // A result a million levels deep: a clear error, no recursion.
        RUN_CALL(rig, QString::fromLatin1(hostile::tool::kDeepResult), "{}", deep);
        QCOMPARE(deep.error.kind, McpError::Kind::Protocol);
        QVERIFY2(deep.error.englishText().contains(u"nested deeper than 512 levels"_s),
            qPrintable(deep.error.englishText()));
        // The same JSON as the text of a content block: a usable result with the text as text.
        RUN_CALL(rig, QString::fromLatin1(hostile::tool::kDeepText), "{}", text);
        QVERIFY2(text.ok(), qPrintable(text.error.englishText()));
        QCOMPARE(text.toolResult.source, McpToolResult::Source::RawText);
        QCOMPARE(text.toolResult.texts.value(0).size(), 2 * hostile::kDeepLevels);
        QVERIFY(text.toolResult.payloadJson.isEmpty());
        // A tool list a million levels deep.
        rig.server.behaviour().deepToolsList = true;
        const std::optional<McpOutcome> list = rig.wait(rig.client.listTools());
        QVERIFY(list);
        QCOMPARE(list->error.kind, McpError::Kind::Protocol);
        QVERIFY2(list->error.englishText().contains(u"nested deeper than 512 levels"_s),
            qPrintable(list->error.englishText()));
        QVERIFY(list->tools.isEmpty());
    }

    void hostileNumbers_data()
    {
        QTest::addColumn<QString>("tool");
        QTest::addColumn<McpError::Kind>("kind");
        QTest::addColumn<qint64>("code");
        QTest::addColumn<QString>("shown");
        const auto row = [](const char *tool, McpError::Kind kind, qint64 code, const QString &t) {
            QTest::newRow(tool) << QString::fromLatin1(tool) << kind << code << t;
        };
        row(hostile::tool::kErrorCode1e300, McpError::Kind::JsonRpc, 0,
            u"JSON-RPC error 1e+300: code 1e300"_s);
        row(hostile::tool::kErrorCodeFraction, McpError::Kind::JsonRpc, 0,
            u"JSON-RPC error 1.5: code 1.5"_s);
        row(hostile::tool::kErrorCodeString, McpError::Kind::JsonRpc, 0,
            u"JSON-RPC error \"\\u001b[2J boom\": a string code"_s);
        row(hostile::tool::kErrorCode2p63, McpError::Kind::JsonRpc, 0,
            u"JSON-RPC error 9223372036854775808: code 2^63"_s);
        row(hostile::tool::kErrorCodeIntegral, McpError::Kind::JsonRpc, -32601,
            u"JSON-RPC error -32601: Method not found"_s);
        row(hostile::tool::kErrorCodeMinus1e400, McpError::Kind::Protocol, 0, u"1e400"_s);
        row(hostile::tool::kHugeNumber, McpError::Kind::Protocol, 0, u"1e400"_s);
    }

    void hostileNumbers()
    {
        QFETCH(QString, tool);
        QFETCH(McpError::Kind, kind);
        QFETCH(qint64, code);
        QFETCH(QString, shown);
        Rig rig;
        rig.server.behaviour().hostile = true;
        rig.server.behaviour().hostileFillerTools = 0;
        RUN_CALL(rig, tool, "{}", o);
        QCOMPARE(o.error.kind, kind);
        QCOMPARE(o.error.rpcCode, code);
        QVERIFY2(o.error.englishText().contains(shown), qPrintable(o.error.englishText()));
    }

    void hostileMarkupStaysText()
    {
        Rig rig;
        rig.server.behaviour().hostile = true;
        rig.server.behaviour().hostileFillerTools = 0;
        RUN_CALL(rig, QString::fromLatin1(hostile::tool::kMarkupError), "{}", rpc);
        QCOMPARE(rpc.error.kind, McpError::Kind::JsonRpc);
        QVERIFY(rpc.error.englishText().endsWith(hostile::markupText()));
        RUN_CALL(rig, QString::fromLatin1(hostile::tool::kMarkupToolError), "{}", tool);
        QCOMPARE(tool.error.kind, McpError::Kind::Tool);
        QCOMPARE(tool.error.detail, hostile::markupText());
        // A tool whose name needs the base64 header form (modern era) is still reached.
        RUN_CALL(rig, hostile::markupToolName(), "{}", named);
        QCOMPARE(named.error.kind, McpError::Kind::JsonRpc);
        QCOMPARE(rig.server.received().last().headers.value("mcp-name"),
            mcp::encodeHeaderValue(hostile::markupToolName()));
    }

    void hostileServerNeverGetsSecretsIntoTexts()
    {
        Rig rig;
        rig.server.behaviour().hostile = true;
        rig.server.behaviour().hostileFillerTools = 0;
        qputenv("TST_MCP_HOSTILE_TOKEN", "ya29.hostile-token-123");
        TokenSource tokens;
        tokens.setEnvironment(u"TST_MCP_HOSTILE_TOKEN"_s);
        rig.client.setTokenSource(&tokens);
        rig.configure([](McpClientSettings &s) {
            s.extraHeaders = {{"X-Goog-Api-Key", "AIza-hostile-key-456"},
                {"X-Custom-Token", "custom-secret-789"}, {"Cookie", "sid=cookie-secret-000"},
                {"X-Plain", "visible-value"}};
        });
        RUN_CALL(rig, QString::fromLatin1(hostile::tool::kLeakHeaders), "{}", o);
        QCOMPARE(o.error.kind, McpError::Kind::JsonRpc);
        // The server got them and quoted them back.
        const FakeMcpServer::Received &sent = rig.server.received().last();
        QCOMPARE(sent.headers.value("x-goog-api-key"), QByteArray("AIza-hostile-key-456"));
        QCOMPARE(sent.headers.value("authorization"), QByteArray("Bearer ya29.hostile-token-123"));
        const QString text = o.error.englishText() + o.error.text();
        QVERIFY2(text.contains(u"x-plain=visible-value"_s), qPrintable(text));
        QString everything = text + rig.allLogText() + QString::fromUtf8(o.toolResult.responseJson);
        ProtocolLogModel model;
        for (const McpLogRecord &r : std::as_const(rig.log))
            model.append(r);
        everything += model.allText();
        for (const QString &secret : {u"hostile-token-123"_s, u"AIza-hostile-key-456"_s,
                 u"custom-secret-789"_s, u"cookie-secret-000"_s})
            QVERIFY2(!everything.contains(secret), qPrintable(secret));
        QVERIFY(rig.allLogText().contains(u"X-Goog-Api-Key: ***"_s));
        QVERIFY(rig.allLogText().contains(u"X-Plain: visible-value"_s));
        qunsetenv("TST_MCP_HOSTILE_TOKEN");
        rig.client.setTokenSource(nullptr);
    }

    void hostileEndlessBodies_data()
    {
        QTest::addColumn<QString>("tool");
        QTest::addColumn<int>("idleMs");
        QTest::addColumn<int>("totalMs");
        QTest::addColumn<qint64>("maxBytes");
        QTest::addColumn<McpError::Kind>("kind");
        QTest::addColumn<QString>("shown");
        const QString sse = QString::fromLatin1(hostile::tool::kEndlessSse);
        const QString json = QString::fromLatin1(hostile::tool::kEndlessJson);
        // Progress keeps the idle timer going: the size cap ends it, or the total time.
        QTest::newRow("sse, size cap") << sse << 60000 << 600000 << qint64(1024 * 1024)
                                       << McpError::Kind::TooLarge << u"1048576 bytes"_s;
        QTest::newRow("sse, total time") << sse << 60000 << 1500 << qint64(256 * 1024 * 1024)
                                         << McpError::Kind::Timeout << u"even with progress"_s;
        // A trickle without progress: the idle timer, which bytes alone do not restart.
        QTest::newRow("json trickle, idle") << json << 500 << 600000 << qint64(256 * 1024 * 1024)
                                            << McpError::Kind::Timeout << u"No response within"_s;
        QTest::newRow("json trickle, size cap") << json << 60000 << 600000 << qint64(64 * 1024)
                                                << McpError::Kind::TooLarge << u"65536 bytes"_s;
    }

    void hostileEndlessBodies()
    {
        QFETCH(QString, tool);
        QFETCH(int, idleMs);
        QFETCH(int, totalMs);
        QFETCH(qint64, maxBytes);
        QFETCH(McpError::Kind, kind);
        QFETCH(QString, shown);
        Rig rig;
        rig.server.behaviour().hostile = true;
        rig.server.behaviour().hostileFillerTools = 0;
        rig.configure([&](McpClientSettings &s) {
            s.requestTimeoutMs = idleMs;
            s.maxTotalMs = totalMs;
            s.maxResponseBytes = maxBytes;
        });
        const std::optional<McpOutcome> o = rig.wait(rig.client.callTool(tool, "{}"), 120000);
        QVERIFY(o);
        QCOMPARE(o->error.kind, kind);
        QVERIFY2(o->error.englishText().contains(shown), qPrintable(o->error.englishText()));
        if (tool == QLatin1String(hostile::tool::kEndlessSse))
            QVERIFY(!rig.progress.isEmpty()); // it was streaming, and progress was seen
        // What was kept stays within the cap, and the client closed the connection.
        for (const McpLogRecord &r : std::as_const(rig.log))
            QVERIFY(r.body.size() <= maxBytes);
        QTRY_VERIFY(rig.server.closedByClient() >= 1);
    }

    void hostileEndlessBodyCancels()
    {
        Rig rig;
        rig.server.behaviour().hostile = true;
        rig.server.behaviour().hostileFillerTools = 0;
        const int op = rig.client.callTool(QString::fromLatin1(hostile::tool::kEndlessSse), "{}");
        QTRY_VERIFY(rig.progress.size() >= 3); // streaming
        QVERIFY(rig.client.isRunning(op));
        rig.client.cancel(op);
        const std::optional<McpOutcome> o = rig.wait(op);
        QVERIFY(o);
        QCOMPARE(o->error.kind, McpError::Kind::Cancelled);
        QTRY_VERIFY(rig.server.closedByClient() >= 1);
        QCOMPARE(rig.client.runningCount(), 0);
    }

    void hostileListPagesBounded()
    {
        Rig rig;
        rig.server.behaviour().hostile = true;
        rig.server.behaviour().endlessPages = true; // a nextCursor on every page
        rig.configure([](McpClientSettings &s) { s.maxResponseBytes = 3 * 1024 * 1024; });
        const std::optional<McpOutcome> big = rig.wait(rig.client.listTools(), 120000);
        QVERIFY(big);
        QCOMPARE(big->error.kind, McpError::Kind::TooLarge);
        QVERIFY2(big->error.englishText().contains(u"over its pages"_s),
            qPrintable(big->error.englishText()));
        QVERIFY(rig.server.count(u"tools/list"_s) <= 3);
        // Small pages that never end: the page limit.
        rig.server.behaviour().hostile = false;
        const int before = rig.server.count(u"tools/list"_s);
        const std::optional<McpOutcome> small = rig.wait(rig.client.listTools(), 120000);
        QVERIFY(small);
        QVERIFY2(small->ok(), qPrintable(small->error.englishText()));
        QCOMPARE(rig.server.count(u"tools/list"_s) - before, rig.client.settings().maxListPages);
        QCOMPARE(small->tools.size(), 3 * rig.client.settings().maxListPages);
    }
};

QTEST_GUILESS_MAIN(TestMcpClient)
#include "tst_mcp_client.moc"
