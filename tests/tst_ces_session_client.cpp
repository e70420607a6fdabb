// SPDX-License-Identifier: GPL-2.0-or-later
// The CES SessionService client (models/live/ces_session_client) against FakeCesServer: a turn
// through runSession, streamRunSession as a streamed JSON array and as SSE, client tool calls
// answered, endSession, the 401 retry with a fresh token, the protocol log with the token masked,
// and every failure said in words (status, Google's message and details, the token's source).
#include "counting_token_command.h"
#include "fake_ces_server.h"
#include "live/ces_session_client.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(CesSessionClient::Mode)
Q_DECLARE_METATYPE(FakeCesServer::Failure)

namespace {

const QString kSession = FakeCesServer::app() + u"/sessions/s-1"_s;

struct Run {
    QVector<QJsonObject> outputs;
    bool finished = false;
    McpError failure;
    bool ended = false; ///< finished or failed within the wait
};

CesRunRequest textRequest(const QString &text, const QString &session = kSession)
{
    CesRunRequest request;
    request.session = session;
    request.inputs << CesSessionInput::fromText(text);
    return request;
}

// Runs `request` and waits for its last signal.
Run runOnce(CesSessionClient &client, const CesRunRequest &request,
    CesSessionClient::Mode mode = CesSessionClient::Mode::Stream)
{
    QSignalSpy outputs(&client, &CesSessionClient::outputReceived);
    QSignalSpy finished(&client, &CesSessionClient::runFinished);
    QSignalSpy failed(&client, &CesSessionClient::failed);
    client.run(request, mode);
    Run run;
    run.ended = QTest::qWaitFor([&] { return !finished.isEmpty() || !failed.isEmpty(); }, 20000);
    for (const auto &o : outputs) {
        const QByteArray json = o.at(1).toByteArray();
        if (json.contains('\n'))
            qWarning("an output on more than one line: %s", json.constData());
        run.outputs << QJsonDocument::fromJson(json).object();
    }
    run.finished = !finished.isEmpty();
    if (!failed.isEmpty())
        run.failure = failed.first().at(1).value<McpError>();
    return run;
}

QStringList outputKinds(const Run &run)
{
    QStringList kinds;
    for (const QJsonObject &o : run.outputs) {
        QStringList keys = o.keys();
        keys.removeAll(u"turnIndex"_s);
        kinds << keys.join(u'+');
    }
    return kinds;
}

} // namespace

class TstCesSessionClient : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<McpError>();
        qRegisterMetaType<McpLogRecord>();
    }

    void init()
    {
        m_server = std::make_unique<FakeCesServer>();
        QVERIFY(m_server->listen());
    }

    void oneTurnInEveryMode_data()
    {
        QTest::addColumn<CesSessionClient::Mode>("mode");
        QTest::addColumn<QString>("suffix");
        QTest::newRow("runSession") << CesSessionClient::Mode::Unary << u":runSession"_s;
        QTest::newRow("streamRunSession")
            << CesSessionClient::Mode::Stream << u":streamRunSession"_s;
        QTest::newRow("streamRunSession?alt=sse")
            << CesSessionClient::Mode::StreamSse << u":streamRunSession?alt=sse"_s;
    }

    void oneTurnInEveryMode()
    {
        QFETCH(CesSessionClient::Mode, mode);
        QFETCH(QString, suffix);
        CesSessionClient client;
        QVERIFY(client.setEndpoint(m_server->url()));
        client.setToken(u"tok-abc-123"_s);
        CesRunRequest request = textRequest(u"京都の紅葉はいつ？"_s);
        request.inputs.prepend(CesSessionInput::fromVariables(R"({"user_lang":"ja"})"));
        request.entryAgent = FakeCesServer::app() + u"/agents/concierge"_s;
        const Run run = runOnce(client, request, mode);
        QVERIFY(run.finished);
        QVERIFY2(m_server->problems().isEmpty(), qPrintable(m_server->problems().join(u'\n')));
        const HttpRequest &sent = m_server->received().last();
        QCOMPARE(QString::fromUtf8(sent.target), u"/v1/"_s + kSession + suffix);
        QCOMPARE(sent.headers.value("authorization"), "Bearer tok-abc-123");
        const QJsonObject body = m_server->bodies().last().toObject();
        QCOMPARE(body.value(u"config"_s).toObject().value(u"entryAgent"_s).toString(),
            request.entryAgent);
        QCOMPARE(body.value(u"inputs"_s).toArray().at(1).toObject().value(u"text"_s).toString(),
            u"京都の紅葉はいつ？"_s);
        // Every output as it came, in order; the same in every mode.
        QCOMPARE(outputKinds(run),
            (QStringList {
                u"text"_s, u"citations"_s, u"payload"_s, u"diagnosticInfo+turnCompleted"_s}));
        QCOMPARE(
            run.outputs.at(0).value(u"text"_s).toString(), u"京都の紅葉は11月下旬が見頃です🍁。"_s);
        QCOMPARE(run.outputs.at(0).value(u"turnIndex"_s).toInt(), 1);
        const QJsonObject info = run.outputs.at(3).value(u"diagnosticInfo"_s).toObject();
        QCOMPARE(info.value(u"messages"_s).toArray().size(), 2);
        QCOMPARE(info.value(u"rootSpan"_s).toObject().value(u"name"_s).toString(), u"turn"_s);
    }

    void clientToolCallAnsweredThenEndSession()
    {
        CesSessionClient client;
        QVERIFY(client.setEndpoint(m_server->url()));
        const Run call = runOnce(client, textRequest(u"今夜の予約をお願いします"_s));
        QVERIFY(call.finished);
        QCOMPARE(outputKinds(call), QStringList {u"toolCalls+turnCompleted"_s});
        const QJsonObject toolCall = call.outputs.at(0)
                                         .value(u"toolCalls"_s)
                                         .toObject()
                                         .value(u"toolCalls"_s)
                                         .toArray()
                                         .first()
                                         .toObject();
        QCOMPARE(toolCall.value(u"id"_s).toString(), u"adk-42"_s);

        CesRunRequest answer;
        answer.session = kSession;
        answer.inputs << CesSessionInput::fromToolResponses(R"([{"id":"adk-42","tool":")"
            + (FakeCesServer::app() + u"/tools/book_table"_s).toUtf8()
            + R"(","response":{"output":{"confirmed":true}}}])");
        const Run booked = runOnce(client, answer, CesSessionClient::Mode::StreamSse);
        QVERIFY(booked.finished);
        QVERIFY2(m_server->problems().isEmpty(), qPrintable(m_server->problems().join(u'\n')));
        const QJsonObject sent = m_server->bodies().last().toObject();
        QCOMPARE(sent.value(u"inputs"_s)
                     .toArray()
                     .first()
                     .toObject()
                     .value(u"toolResponses"_s)
                     .toObject()
                     .value(u"toolResponses"_s)
                     .toArray()
                     .first()
                     .toObject()
                     .value(u"id"_s)
                     .toString(),
            u"adk-42"_s);
        QVERIFY(booked.outputs.at(0).value(u"text"_s).toString().startsWith(u"ご予約"_s));
        QCOMPARE(booked.outputs.at(0).value(u"turnIndex"_s).toInt(), 2);

        const Run bye = runOnce(client, textRequest(u"Gracias, adiós"_s));
        QVERIFY(bye.finished);
        QCOMPARE(outputKinds(bye), (QStringList {u"text"_s, u"endSession+turnCompleted"_s}));
        QCOMPARE(bye.outputs.at(1)
                     .value(u"endSession"_s)
                     .toObject()
                     .value(u"metadata"_s)
                     .toObject()
                     .value(u"reason"_s)
                     .toString(),
            u"farewell"_s);
    }

    void failuresInWords_data()
    {
        QTest::addColumn<FakeCesServer::Failure>("failure");
        QTest::addColumn<CesSessionClient::Mode>("mode");
        QTest::addColumn<int>("status");
        QTest::addColumn<QStringList>("words");
        QTest::addColumn<int>("outputsFirst");
        using F = FakeCesServer::Failure;
        using M = CesSessionClient::Mode;
        QTest::newRow("401") << F::Unauthorized << M::Stream << 401
                             << QStringList {u"HTTP 401"_s, u"CES_TEST_TOKEN"_s,
                                    u"UNAUTHENTICATED: Request had invalid authentication"_s}
                             << 0;
        QTest::newRow("403") << F::Forbidden << M::Unary << 403
                             << QStringList {u"HTTP 403"_s, u"CES_TEST_TOKEN"_s,
                                    u"PERMISSION_DENIED: Permission 'ces.sessions.runSession'"_s,
                                    u"ErrorInfo IAM_PERMISSION_DENIED (iam.googleapis.com"_s}
                             << 0;
        QTest::newRow("404") << F::NotFound << M::Stream << 404
                             << QStringList {u"HTTP 404"_s, kSession,
                                    u"NOT_FOUND: App projects/p1/locations/us/apps/kyoto-guide "
                                    "not found."_s,
                                    u"ResourceInfo: ces.googleapis.com/App"_s}
                             << 0;
        QTest::newRow("429") << F::TooManyRequests << M::StreamSse << 429
                             << QStringList {u"HTTP 429"_s, u"RESOURCE_EXHAUSTED: Quota exceeded"_s,
                                    u"RATE_LIMIT_EXCEEDED"_s, u"RetryInfo: retry after 30s"_s}
                             << 0;
        QTest::newRow("500") << F::ServerError << M::Stream << 500
                             << QStringList {u"HTTP 500"_s,
                                    u"INTERNAL: Internal error encountered."_s,
                                    u"DebugInfo: backend shard 7 unavailable"_s}
                             << 0;
        QTest::newRow("cut mid-array")
            << F::CutMidArray << M::Stream << 0
            << QStringList {u"JSON array was not closed (responses received: 1)"_s} << 1;
        QTest::newRow("cut mid-event") << F::CutMidArray << M::StreamSse << 0
                                       << QStringList {u"in the middle of an event"_s} << 1;
        QTest::newRow("malformed stream") << F::Malformed << M::Stream << 0
                                          << QStringList {u"is not a JSON object"_s, u"42"_s} << 1;
        QTest::newRow("malformed sse") << F::Malformed << M::StreamSse << 0
                                       << QStringList {u"is not a JSON object"_s, u"42"_s} << 1;
        QTest::newRow("malformed reply")
            << F::Malformed << M::Unary << 0
            << QStringList {u"An output of the run is not a JSON object."_s, u"42"_s} << 4;
        QTest::newRow("error inside the stream")
            << F::ErrorInStream << M::Stream << 503
            << QStringList {u"error 503"_s, u"UNAVAILABLE: The service is currently unavailable."_s}
            << 1;
    }

    void failuresInWords()
    {
        QFETCH(FakeCesServer::Failure, failure);
        QFETCH(CesSessionClient::Mode, mode);
        QFETCH(int, status);
        QFETCH(QStringList, words);
        QFETCH(int, outputsFirst);
        qputenv("CES_TEST_TOKEN", "sekret-token-4711");
        TokenSource tokens;
        tokens.setEnvironment(u"CES_TEST_TOKEN"_s);
        CesSessionClient client;
        client.setTokenSource(&tokens);
        QVERIFY(client.setEndpoint(m_server->url()));
        m_server->setFailure(failure);
        const Run run = runOnce(client, textRequest(u"京都の紅葉はいつ？"_s), mode);
        QVERIFY(run.ended);
        QVERIFY(!run.finished);
        QVERIFY(run.failure.isError());
        QCOMPARE(run.failure.httpStatus, status);
        QCOMPARE(run.outputs.size(), outputsFirst); // what came before the failure was handed out
        const QString text = run.failure.englishText();
        for (const QString &word : std::as_const(words))
            QVERIFY2(text.contains(word), qPrintable(u"no “%1” in: %2"_s.arg(word, text)));
        QVERIFY2(!text.contains(u"sekret"_s), qPrintable(text));
        QVERIFY(!run.failure.text().isEmpty());
        qunsetenv("CES_TEST_TOKEN");
    }

    void refusedTokenIsFetchedAgainOnce()
    {
        QTemporaryDir dir;
        TokenSource tokens;
        setCountingTokenCommand(tokens, dir.filePath(u"counter"_s), u"token-"_s);
        CesSessionClient client;
        client.setTokenSource(&tokens);
        QVERIFY(client.setEndpoint(m_server->url()));
        QSignalSpy logged(&client, &CesSessionClient::logged);
        m_server->setRequiredToken("token-2");
        const Run run = runOnce(client, textRequest(u"京都の紅葉はいつ？"_s));
        QVERIFY(run.finished);
        QCOMPARE(m_server->received().size(), 2);
        QCOMPARE(m_server->received().at(0).headers.value("authorization"), "Bearer token-1");
        QCOMPARE(m_server->received().at(1).headers.value("authorization"), "Bearer token-2");
        // The protocol log: both exchanges, the token never in them.
        QCOMPARE(logged.size(), 4);
        const McpLogRecord sent = logged.at(2).at(0).value<McpLogRecord>();
        QCOMPARE(sent.direction, McpLogRecord::Direction::Sent);
        QCOMPARE(sent.rpcMethod, u"streamRunSession"_s);
        QCOMPARE(sent.url.path(), u"/v1/"_s + kSession + u":streamRunSession"_s);
        QVERIFY(sent.body.contains("京都の紅葉はいつ？"));
        const McpLogRecord received = logged.at(3).at(0).value<McpLogRecord>();
        QCOMPARE(received.status, 200);
        QVERIFY(received.body.contains("citedChunks"));
        for (const auto &args : std::as_const(logged)) {
            const QString text = args.at(0).value<McpLogRecord>().toText();
            QVERIFY2(
                !text.contains(u"token-1"_s) && !text.contains(u"token-2"_s), qPrintable(text));
        }
        QVERIFY(logged.at(2).at(0).value<McpLogRecord>().toText().contains(u"Authorization"_s));

        // Refused again after a fresh token: said, naming the command, not the token.
        m_server->setRequiredToken("token-9");
        const Run refused = runOnce(client, textRequest(u"京都の紅葉はいつ？"_s));
        QCOMPARE(refused.failure.httpStatus, 401);
        QVERIFY(refused.failure.englishText().contains(u"/bin/sh"_s));
        QVERIFY(!refused.failure.englishText().contains(u"token-3"_s));
        QCOMPARE(m_server->received().last().headers.value("authorization"), "Bearer token-3");
    }

    void idleTimeoutAndCancel()
    {
        CesSessionClient client;
        QVERIFY(client.setEndpoint(m_server->url()));
        m_server->setFailure(FakeCesServer::Failure::Hang);
        client.setIdleTimeout(1000);
        const Run silent = runOnce(client, textRequest(u"京都の紅葉はいつ？"_s));
        QCOMPARE(silent.failure.kind, McpError::Kind::Timeout);
        QVERIFY(silent.failure.englishText().contains(u"No response within 1 s"_s));
        QCOMPARE(silent.outputs.size(), 1);

        client.setIdleTimeout(60000);
        QSignalSpy outputs(&client, &CesSessionClient::outputReceived);
        QSignalSpy failed(&client, &CesSessionClient::failed);
        const int op = client.run(textRequest(u"京都の紅葉はいつ？"_s));
        QVERIFY(outputs.wait(20000));
        QVERIFY(client.isRunning(op));
        client.cancel(op);
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 20000);
        QCOMPARE(failed.first().at(1).value<McpError>().kind, McpError::Kind::Cancelled);
        QVERIFY(!client.isRunning(op));
        QTRY_VERIFY_WITH_TIMEOUT(m_server->closedByClient() >= 1, 20000);
    }

    void endpointsAndSessionNames()
    {
        CesSessionClient client;
        QCOMPARE(client.endpoint(), QUrl(u"https://ces.googleapis.com"_s));
        McpError refused;
        QVERIFY(!client.setEndpoint(QUrl(u"http://ces.example.com"_s), &refused));
        QCOMPARE(refused.kind, McpError::Kind::Insecure);
        QCOMPARE(client.endpoint(), QUrl(u"https://ces.googleapis.com"_s));
        QVERIFY(client.setEndpoint(m_server->url()));
        const Run bad = runOnce(client, textRequest(u"hola"_s, u"apps/a/sessions/s"_s));
        QVERIFY(bad.failure.englishText().contains(u"“apps/a/sessions/s” is not a session name"_s));
        QVERIFY(m_server->received().isEmpty());
        // Nothing listens on a port just closed.
        QTcpServer closed;
        QVERIFY(closed.listen(QHostAddress::LocalHost));
        const QUrl gone(u"http://127.0.0.1:%1"_s.arg(closed.serverPort()));
        closed.close();
        QVERIFY(client.setEndpoint(gone));
        const Run unreachable = runOnce(client, textRequest(u"hola"_s));
        QCOMPARE(unreachable.failure.kind, McpError::Kind::Network);
        QVERIFY(unreachable.failure.englishText().contains(u"Could not reach"_s));
    }

private:
    std::unique_ptr<FakeCesServer> m_server;
};

QTEST_GUILESS_MAIN(TstCesSessionClient)
#include "tst_ces_session_client.moc"
