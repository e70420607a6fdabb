// SPDX-License-Identifier: GPL-2.0-or-later
// The ADK API server client (adk-live.md §1-2) against FakeAdkServer in the TypeScript and
// Python styles: apps, sessions, runs streamed with partial events, the session trace, and every
// failure said in words.
#include "counting_token_command.h"
#include "fake_adk_server.h"
#include "live/adk_client.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace {

// Waits for the operation's last signal: `done` or failed().
bool waitFor(QSignalSpy &done, QSignalSpy &failed)
{
    return QTest::qWaitFor([&] { return !done.isEmpty() || !failed.isEmpty(); }, 20000);
}

struct Run {
    QStringList texts; ///< the text of each event, "(partial) " before the partial ones
    QStringList streamErrors;
    bool finished = false;
    McpError failure;
};

Run runOnce(AdkClient &client, const QString &session)
{
    QSignalSpy events(&client, &AdkClient::eventReceived);
    QSignalSpy errors(&client, &AdkClient::streamError);
    QSignalSpy finished(&client, &AdkClient::runFinished);
    QSignalSpy failed(&client, &AdkClient::failed);
    AdkRunRequest request {
        u"kyoto"_s, u"u1"_s, session, u"京都の紅葉はいつ？"_s, R"({"mood":"晴れ"})", true};
    client.run(request);
    Run run;
    if (!waitFor(finished, failed))
        return run;
    for (const auto &e : events) {
        const QJsonObject o = QJsonDocument::fromJson(e.at(1).toByteArray()).object();
        const QJsonArray parts = o.value(u"content"_s).toObject().value(u"parts"_s).toArray();
        const QJsonObject part = parts.first().toObject();
        const QString text = part.contains(u"text"_s)
            ? part.value(u"text"_s).toString()
            : part.value(u"functionCall"_s).toObject().value(u"name"_s).toString();
        run.texts << (e.at(2).toBool() ? u"(partial) "_s : QString()) + text;
    }
    for (const auto &e : errors)
        run.streamErrors << e.at(1).value<McpError>().englishText();
    run.finished = !finished.isEmpty();
    if (!failed.isEmpty())
        run.failure = failed.first().at(1).value<McpError>();
    return run;
}

QString createSession(AdkClient &client)
{
    QSignalSpy created(&client, &AdkClient::sessionCreated);
    QSignalSpy failed(&client, &AdkClient::failed);
    client.createSession(u"kyoto"_s, u"u1"_s, R"({"user:lang":"ja"})");
    if (!waitFor(created, failed) || created.isEmpty())
        return {};
    return created.first().at(1).value<AdkSessionInfo>().id;
}

// A fake server, a client connected to it and one session made there.
struct Connected {
    explicit Connected(FakeAdkServer::Style style = FakeAdkServer::Style::TypeScript)
        : server(style)
    { }
    bool setUp()
    {
        return server.listen() && client.setEndpoint(server.url())
            && !(session = createSession(client)).isEmpty();
    }
    FakeAdkServer server;
    AdkClient client;
    QString session;
};

} // namespace

class TstAdkClient : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<AdkSessionInfo>();
        qRegisterMetaType<McpError>();
    }

    void appsAndSessionsInBothStyles_data()
    {
        QTest::addColumn<FakeAdkServer::Style>("style");
        QTest::newRow("TypeScript") << FakeAdkServer::Style::TypeScript;
        QTest::newRow("Python") << FakeAdkServer::Style::Python;
    }

    void appsAndSessionsInBothStyles()
    {
        QFETCH(FakeAdkServer::Style, style);
        FakeAdkServer server(style);
        QVERIFY(server.listen());
        AdkClient client;
        QVERIFY(client.setEndpoint(server.url()));

        QSignalSpy apps(&client, &AdkClient::appsListed);
        QSignalSpy failed(&client, &AdkClient::failed);
        client.listApps();
        QVERIFY(waitFor(apps, failed));
        QCOMPARE(apps.first().at(1).toStringList(), (QStringList {u"kyoto"_s, u"tokyo"_s}));

        const QString first = createSession(client);
        const QString second = createSession(client);
        QVERIFY(!first.isEmpty() && first != second);
        QCOMPARE(server.session(u"kyoto"_s, u"u1"_s, first).value(u"state"_s).toObject(),
            QJsonObject({{u"user:lang"_s, u"ja"_s}}));
        QSignalSpy sessions(&client, &AdkClient::sessionsListed);
        client.listSessions(u"kyoto"_s, u"u1"_s);
        QVERIFY(waitFor(sessions, failed));
        QVERIFY(failed.isEmpty());
        const auto listed = sessions.first().at(1).value<QVector<AdkSessionInfo>>();
        QCOMPARE(listed.size(), 2);
        QCOMPARE(listed.at(0).id, first);
        QCOMPARE(listed.at(0).appName, u"kyoto"_s);
        QCOMPARE(listed.at(0).userId, u"u1"_s);
        // Milliseconds (TypeScript) and seconds (Python) are both read as the same time.
        QVERIFY(listed.at(0).lastUpdate.valid);
        QCOMPARE(listed.at(0).lastUpdate.nanosSinceEpoch / 1000000, FakeAdkServer::kStartMs);
    }

    void sessionGetDeleteAndNotFound()
    {
        Connected c(FakeAdkServer::Style::Python);
        QVERIFY(c.setUp());
        auto &[server, client, id] = c;
        QSignalSpy loaded(&client, &AdkClient::sessionLoaded);
        QSignalSpy deleted(&client, &AdkClient::sessionDeleted);
        QSignalSpy failed(&client, &AdkClient::failed);
        client.getSession(u"kyoto"_s, u"u1"_s, id);
        QVERIFY(waitFor(loaded, failed));
        QCOMPARE(
            QJsonDocument::fromJson(loaded.first().at(1).toByteArray()).object().value(u"id"_s),
            QJsonValue(id));
        client.deleteSession(u"kyoto"_s, u"u1"_s, id);
        QVERIFY(waitFor(deleted, failed));
        QVERIFY(server.session(u"kyoto"_s, u"u1"_s, id).isEmpty());
        client.getSession(u"kyoto"_s, u"u1"_s, id);
        QVERIFY(QTest::qWaitFor([&] { return !failed.isEmpty(); }, 20000));
        const McpError e = failed.first().at(1).value<McpError>();
        QCOMPARE(e.kind, McpError::Kind::Http);
        QCOMPARE(e.httpStatus, 404);
        QCOMPARE(e.detail, u"Session not found: "_s + id); // Python's {"detail"}
        QVERIFY(e.englishText().contains(u"HTTP 404"_s));
    }

    // A body of many MB is read a slice per turn of the event loop and arrives whole.
    void bigSessionArrivesWhole()
    {
        FakeAdkServer server;
        QVERIFY(server.listen());
        AdkClient client;
        QVERIFY(client.setEndpoint(server.url()));
        const QString big = u"京都の紅葉 "_s.repeated(800000); // 12.8 MB of UTF-8
        server.addSessions(u"kyoto"_s, u"u1"_s, 1, QJsonObject {{u"notes"_s, big}});
        const QString id = u"bulk-1"_s;
        QSignalSpy loaded(&client, &AdkClient::sessionLoaded);
        QSignalSpy failed(&client, &AdkClient::failed);
        int turns = 0; // the event loop turns while the body is read
        QTimer ticks;
        connect(&ticks, &QTimer::timeout, [&turns] { ++turns; });
        ticks.start(0);
        client.getSession(u"kyoto"_s, u"u1"_s, id);
        QVERIFY(waitFor(loaded, failed));
        ticks.stop();
        QVERIFY(failed.isEmpty());
        const QJsonObject session
            = QJsonDocument::fromJson(loaded.first().at(1).toByteArray()).object();
        QCOMPARE(session.value(u"id"_s).toString(), id);
        QCOMPARE(session.value(u"state"_s).toObject().value(u"notes"_s).toString(), big);
        QVERIFY(turns > 0);
    }

    void runStreamsPartialsThenTheFinalEvent()
    {
        Connected c;
        QVERIFY(c.setUp());
        auto &[server, client, id] = c;
        const Run run = runOnce(client, id);
        QVERIFY(run.finished);
        QVERIFY(!run.failure.isError());
        QCOMPARE(run.texts,
            (QStringList {u"lookup_season"_s, u"(partial) 京都の紅葉は"_s,
                u"(partial) 11月下旬が見頃です🍁。"_s, u"京都の紅葉は11月下旬が見頃です🍁。"_s}));
        // The request: camelCase keys, the stateDelta, JSON and the stream accepted.
        const HttpRequest &sent = server.received().last();
        QCOMPARE(sent.headers.value("content-type"), "application/json");
        QCOMPARE(sent.headers.value("accept"), "text/event-stream");
        const QJsonObject body = QJsonDocument::fromJson(sent.body).object();
        QCOMPARE(body.value(u"sessionId"_s).toString(), id);
        QCOMPARE(body.value(u"streaming"_s), QJsonValue(true));
        QCOMPARE(body.value(u"stateDelta"_s).toObject().value(u"mood"_s).toString(), u"晴れ"_s);
        QCOMPARE(body.value(u"newMessage"_s).toObject().value(u"role"_s).toString(), u"user"_s);
        // The server stored the user event, the call and the final event, no partial.
        QCOMPARE(server.session(u"kyoto"_s, u"u1"_s, id).value(u"events"_s).toArray().size(), 3);
    }

    void streamFailuresAreSaidInWords()
    {
        Connected c;
        QVERIFY(c.setUp());
        auto &[server, client, id] = c;

        server.setRunEnd(FakeAdkServer::RunEnd::ErrorFrame); // an error frame, then more events
        Run run = runOnce(client, id);
        QVERIFY(run.finished);
        QCOMPARE(run.streamErrors,
            QStringList {u"The agent reported an error: Agent 'nosuch' not found"_s});
        QCOMPARE(run.texts.size(), 4);

        server.setRunEnd(FakeAdkServer::RunEnd::MalformedFrame);
        run = runOnce(client, id);
        QVERIFY(run.finished);
        QCOMPARE(run.streamErrors.size(), 1);
        QVERIFY(
            run.streamErrors.first().startsWith(u"An event of the stream is not a JSON object."_s));

        server.setRunEnd(FakeAdkServer::RunEnd::CutMidEvent);
        run = runOnce(client, id);
        QVERIFY(!run.finished);
        QCOMPARE(run.texts.size(), 3); // what arrived is kept
        QCOMPARE(run.failure.kind, McpError::Kind::Protocol);
        QCOMPARE(run.failure.englishText(), u"The stream ended in the middle of an event."_s);

        run = runOnce(client, u"nope"_s); // 404 before any stream
        QCOMPARE(run.failure.httpStatus, 404);
        QCOMPARE(run.failure.detail, u"Session not found: nope"_s);
    }

    void artifactsListedAndRead()
    {
        Connected c;
        QVERIFY(c.setUp());
        auto &[server, client, id] = c;
        server.addArtifact(u"kyoto"_s, u"u1"_s, id, u"report.txt"_s,
            QJsonObject {{u"inlineData"_s,
                QJsonObject {{u"mimeType"_s, u"text/plain"_s}, {u"data"_s, u"ZHJhZnQ="_s}}}});
        server.addArtifact(u"kyoto"_s, u"u1"_s, id, u"report.txt"_s,
            QJsonObject {{u"inlineData"_s,
                QJsonObject {{u"mimeType"_s, u"text/plain"_s}, {u"data"_s, u"ZmluYWw="_s}}}});
        server.addArtifact(
            u"kyoto"_s, u"u1"_s, id, u"メモ.md"_s, QJsonObject {{u"text"_s, u"# メモ"_s}});
        QSignalSpy listed(&client, &AdkClient::artifactsListed);
        QSignalSpy loaded(&client, &AdkClient::artifactLoaded);
        QSignalSpy failed(&client, &AdkClient::failed);
        client.listArtifacts(u"kyoto"_s, u"u1"_s, id);
        QVERIFY(waitFor(listed, failed));
        QCOMPARE(
            listed.first().at(1).toStringList(), (QStringList {u"report.txt"_s, u"メモ.md"_s}));
        const auto partOf = [&](const QString &name, int version) {
            loaded.clear();
            client.getArtifact(u"kyoto"_s, u"u1"_s, id, name, version);
            return waitFor(loaded, failed) && !loaded.isEmpty()
                ? QJsonDocument::fromJson(loaded.first().at(1).toByteArray()).object()
                : QJsonObject();
        };
        QCOMPARE(partOf(u"report.txt"_s, -1).value(u"inlineData"_s).toObject().value(u"data"_s),
            QJsonValue(u"ZmluYWw="_s)); // the latest
        QCOMPARE(partOf(u"report.txt"_s, 0).value(u"inlineData"_s).toObject().value(u"data"_s),
            QJsonValue(u"ZHJhZnQ="_s));
        QCOMPARE(partOf(u"メモ.md"_s, -1).value(u"text"_s), QJsonValue(u"# メモ"_s));
        QVERIFY(failed.isEmpty());
        client.getArtifact(u"kyoto"_s, u"u1"_s, id, u"report.txt"_s, 7);
        QVERIFY(QTest::qWaitFor([&] { return !failed.isEmpty(); }, 20000));
        QCOMPARE(
            failed.first().at(1).value<McpError>().detail, u"Artifact not found: report.txt"_s);
    }

    void cancelStopsTheRun()
    {
        Connected c;
        QVERIFY(c.setUp());
        auto &[server, client, id] = c;
        server.setRunEnd(FakeAdkServer::RunEnd::Hang);
        QSignalSpy events(&client, &AdkClient::eventReceived);
        QSignalSpy finished(&client, &AdkClient::runFinished);
        QSignalSpy failed(&client, &AdkClient::failed);
        const int op = client.run({u"kyoto"_s, u"u1"_s, id, u"hi"_s, {}, true});
        QVERIFY(QTest::qWaitFor([&] { return events.size() >= 3; }, 20000));
        QVERIFY(client.isRunning(op));
        client.cancel(op);
        QVERIFY(QTest::qWaitFor([&] { return !failed.isEmpty(); }, 20000));
        QCOMPARE(failed.first().at(1).value<McpError>().kind, McpError::Kind::Cancelled);
        QVERIFY(finished.isEmpty());
        QVERIFY(!client.isRunning(op));
        // The server sees the connection go (that is what stops the agent).
        QVERIFY(QTest::qWaitFor([&] { return c.server.closedByClient() == 1; }, 20000));
    }

    void endpointsTracesAndTokens()
    {
        AdkClient client;
        McpError refused;
        QVERIFY(!client.setEndpoint(QUrl(u"http://adk.example.com"_s), &refused));
        QCOMPARE(refused.kind, McpError::Kind::Insecure);
        QVERIFY(client.setEndpoint(QUrl(u"https://adk.example.com/base/"_s)));

        FakeAdkServer server;
        QVERIFY(server.listen());
        QVERIFY(client.setEndpoint(server.url()));
        client.setToken(u"secret-token-123"_s);
        QSignalSpy trace(&client, &AdkClient::traceLoaded);
        QSignalSpy failed(&client, &AdkClient::failed);
        client.fetchSessionTrace(u"s-9"_s);
        QVERIFY(waitFor(trace, failed));
        const QJsonArray spans = QJsonDocument::fromJson(trace.first().at(1).toByteArray()).array();
        QCOMPARE(spans.first()
                     .toObject()
                     .value(u"attributes"_s)
                     .toObject()
                     .value(u"gcp.vertex.agent.session_id"_s)
                     .toString(),
            u"s-9"_s);
        QCOMPARE(
            server.received().last().headers.value("authorization"), "Bearer secret-token-123");

        // Unknown route (an app name with a slash): Express's HTML page, without its markup.
        client.getSession(u"kyo/to"_s, u"u1"_s, u"s-1"_s);
        QVERIFY(QTest::qWaitFor([&] { return !failed.isEmpty(); }, 20000));
        const McpError html = failed.takeFirst().at(1).value<McpError>();
        QCOMPARE(html.httpStatus, 404);
        QVERIFY(!html.detail.contains(u'<'));
        QVERIFY(!html.englishText().contains(u"secret-token"_s));

        // A token command: its token is refused once (401), so it runs again, and the request
        // is sent once more with the new token; a second refusal is reported.
        QTemporaryDir dir;
        const QString counter = dir.filePath(u"count"_s);
        TokenSource tokens;
        setCountingTokenCommand(tokens, counter, u"token-"_s);
        client.setTokenSource(&tokens);
        server.setRequiredToken("token-2");
        QSignalSpy apps(&client, &AdkClient::appsListed);
        failed.clear();
        client.listApps();
        QVERIFY(waitFor(apps, failed));
        QVERIFY(failed.isEmpty());
        QCOMPARE(server.received().last().headers.value("authorization"), "Bearer token-2");
        QCOMPARE(server.received().at(server.received().size() - 2).headers.value("authorization"),
            "Bearer token-1");
        server.setRequiredToken("token-9");
        apps.clear();
        client.listApps();
        QVERIFY(waitFor(apps, failed) && !failed.isEmpty());
        const McpError refusedTwice = failed.takeFirst().at(1).value<McpError>();
        QCOMPARE(refusedTwice.httpStatus, 401);
        QCOMPARE(refusedTwice.kind, McpError::Kind::Auth);
        QCOMPARE(server.received().last().headers.value("authorization"), "Bearer token-3");
        client.setTokenSource(nullptr);
        server.setRequiredToken({});

        // Nobody listening.
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost));
        const quint16 port = probe.serverPort();
        probe.close();
        QVERIFY(client.setEndpoint(QUrl(u"http://127.0.0.1:%1"_s.arg(port))));
        client.listApps();
        QVERIFY(QTest::qWaitFor([&] { return !failed.isEmpty(); }, 20000));
        QCOMPARE(failed.first().at(1).value<McpError>().kind, McpError::Kind::Network);
    }
};

QTEST_GUILESS_MAIN(TstAdkClient)
#include "tst_adk_client.moc"
