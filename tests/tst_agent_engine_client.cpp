// SPDX-License-Identifier: GPL-2.0-or-later
// AgentEngineClient against the project's loopback fake of the Agent Engine sessions REST API
// (tests/fake_agent_engine_server): names, paged sessions and events (page by page, an empty page
// in between, read back as an agentengine.events document), create and delete through polled
// Operations, a token fetched again after a 401, and the failures said in words (404, 500, a
// malformed body, a server that is down, an Operation that never ends).
#include "document/document.h"
#include "fake_agent_engine_server.h"
#include "live/agent_engine_client.h"
#include "live/token_source.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

const QString kEngine = QLatin1String(FakeAgentEngineServer::kEngine);

// Waits for the operation's last signal: `done` or failed().
bool waitFor(QSignalSpy &done, QSignalSpy &failed)
{
    return QTest::qWaitFor([&] { return !done.isEmpty() || !failed.isEmpty(); }, 20000);
}

McpError failureOf(const QSignalSpy &failed)
{
    return failed.isEmpty() ? McpError() : failed.first().at(1).value<McpError>();
}

} // namespace

class TstAgentEngineClient : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        m_server = std::make_unique<FakeAgentEngineServer>();
        QVERIFY(m_server->listen());
        m_client = std::make_unique<AgentEngineClient>();
        QVERIFY(m_client->setEngine(kEngine));
        QVERIFY(m_client->setEndpoint(m_server->url()));
        m_client->setPolling(0, 5);
    }

    void names()
    {
        const auto name = AgentEngineName::parse(kEngine);
        QVERIFY(name);
        QCOMPARE(name->location, u"us-central1"_s);
        QCOMPARE(name->defaultEndpoint(), QUrl(u"https://us-central1-aiplatform.googleapis.com"_s));
        QVERIFY(!AgentEngineName::parse(kEngine + u"/sessions/s1"_s));
        QVERIFY(!AgentEngineName::parse(u"projects//locations/l/reasoningEngines/9"_s));
        AgentEngineClient fresh;
        McpError error;
        QVERIFY(!fresh.setEngine(u"reasoningEngines/9"_s, &error));
        QVERIFY(error.text().contains(u"reasoningEngines/9"_s));
        QVERIFY(fresh.setEngine(kEngine));
        QCOMPARE(fresh.endpoint().host(), u"us-central1-aiplatform.googleapis.com"_s);
        QVERIFY(!fresh.setEndpoint(QUrl(u"http://example.com"_s), &error)); // not loopback
        QCOMPARE(error.kind, McpError::Kind::Insecure);
        QCOMPARE(agentengine::sessionIdOf(kEngine + u"/sessions/s1"_s), u"s1"_s);
        QCOMPARE(agentengine::sessionIdOf(u"s1"_s), u"s1"_s);
        QCOMPARE(agentengine::requestUrl(QUrl(u"https://proxy.example/base/"_s), u"v1"_s,
                     u"projects/p/sessions?sessionId=a"_s, {u"pageSize=2"_s}),
            QUrl(u"https://proxy.example/base/v1/projects/p/sessions?sessionId=a&pageSize=2"_s));
    }

    void sessionsPagedAndFiltered()
    {
        for (int i = 0; i < 5; ++i)
            m_server->addSession(u"s%1"_s.arg(i), i % 2 ? u"u2"_s : u"u1"_s, 2);
        m_client->setPageSize(2);
        QSignalSpy pages(m_client.get(), &AgentEngineClient::sessionsPage);
        QSignalSpy failed(m_client.get(), &AgentEngineClient::failed);
        m_client->listSessions();
        QVERIFY(QTest::qWaitFor(
            [&] { return !failed.isEmpty() || (!pages.isEmpty() && pages.last().at(2).toBool()); },
            20000));
        QVERIFY(failed.isEmpty());
        QCOMPARE(pages.size(), 3);
        QStringList ids;
        for (const auto &page : pages)
            for (const AgentEngineSessionInfo &s :
                page.at(1).value<QVector<AgentEngineSessionInfo>>())
                ids << s.id;
        QCOMPARE(ids, (QStringList {u"s0"_s, u"s1"_s, u"s2"_s, u"s3"_s, u"s4"_s}));
        const auto first = pages.first().at(1).value<QVector<AgentEngineSessionInfo>>().first();
        QCOMPARE(first.userId, u"u1"_s);
        QCOMPARE(first.updateTime.toRfc3339(), u"2026-01-05T08:00:03Z"_s);
        QVERIFY(m_server->received().at(0).target.contains("pageSize=2"));
        QVERIFY(m_server->received().at(1).target.contains("pageToken="));

        // Only u1's: the filter the API documents.
        pages.clear();
        m_client->setPageSize(100);
        m_client->listSessions(u"u1"_s);
        QVERIFY(waitFor(pages, failed));
        QCOMPARE(pages.first().at(1).value<QVector<AgentEngineSessionInfo>>().size(), 3);
        QVERIFY(m_server->received().last().target.contains("filter=userId%3D%22u1%22"));
    }

    void eventsPageByPageGrowADocument()
    {
        m_server->addSession(u"trip-42"_s, u"u1"_s, 250);
        m_server->setEmptyPages(true);
        QSignalSpy pages(m_client.get(), &AgentEngineClient::eventsPage);
        QSignalSpy failed(m_client.get(), &AgentEngineClient::failed);
        m_client->listEvents(kEngine + u"/sessions/trip-42"_s);
        QVERIFY(QTest::qWaitFor(
            [&] { return !failed.isEmpty() || (!pages.isEmpty() && pages.last().at(3).toBool()); },
            20000));
        QVERIFY2(failed.isEmpty(), qPrintable(failureOf(failed).englishText()));
        // 100, empty, 100, empty, 50: an empty page with a token does not end the list.
        QVector<int> counts;
        QByteArray jsonl;
        for (const auto &page : pages) {
            counts << page.at(2).toInt();
            jsonl
                += QJsonDocument::fromJson(page.at(1).toByteArray()).toJson(QJsonDocument::Compact)
                + '\n';
        }
        QCOMPARE(counts, (QVector<int> {100, 0, 100, 0, 50}));
        const QJsonArray third = QJsonDocument::fromJson(pages.at(2).at(1).toByteArray())
                                     .object()
                                     .value(u"sessionEvents"_s)
                                     .toArray();
        QVERIFY(third.first().toObject().value(u"name"_s).toString().endsWith(u"/events/ev100"_s));

        // The pages as the window reads them: one Agent Engine session of 250 messages.
        Document document;
        document.openData(jsonl, u"pages"_s);
        QVERIFY(document.waitForLoaded(30000));
        QCOMPARE(document.formatId(), u"agentengine.events"_s);
        QCOMPARE(document.conversationCount(), 1);
        QCOMPARE(document.conversation(0)->messages.size(), 250);
    }

    void createPollsTheOperation()
    {
        m_server->setPollsUntilDone(3);
        QSignalSpy created(m_client.get(), &AgentEngineClient::sessionCreated);
        QSignalSpy failed(m_client.get(), &AgentEngineClient::failed);
        m_client->createSession(u"u1"_s, R"({"trip":{"days":4}})");
        QVERIFY(waitFor(created, failed));
        QVERIFY2(failed.isEmpty(), qPrintable(failureOf(failed).englishText()));
        const QJsonObject session
            = QJsonDocument::fromJson(created.first().at(1).toByteArray()).object();
        QCOMPARE(session.value(u"name"_s).toString(), kEngine + u"/sessions/s-new-1"_s);
        QCOMPARE(session.value(u"sessionState"_s)
                     .toObject()
                     .value(u"trip"_s)
                     .toObject()
                     .value(u"days"_s)
                     .toInt(),
            4);
        QCOMPARE(m_server->received().size(), 4); // the POST, then three operations.get
        const HttpRequest &post = m_server->received().first();
        QCOMPARE(post.method, "POST");
        QVERIFY(!post.target.contains("sessionId"));
        QCOMPARE(
            QJsonDocument::fromJson(post.body).object().value(u"userId"_s).toString(), u"u1"_s);
        QVERIFY(m_server->received().last().target.startsWith(
            QByteArray("/v1beta1/" + kEngine.toUtf8() + "/sessions/s-new-1/operations/")));

        // A chosen id goes in ?sessionId=.
        created.clear();
        m_client->createSession(u"u1"_s, {}, u"trip-43"_s);
        QVERIFY(waitFor(created, failed));
        QVERIFY(m_server->hasSession(u"trip-43"_s));
    }

    void operationThatNeverEnds()
    {
        m_server->setPollsUntilDone(1000);
        m_client->setPolling(0, 3);
        QSignalSpy created(m_client.get(), &AgentEngineClient::sessionCreated);
        QSignalSpy failed(m_client.get(), &AgentEngineClient::failed);
        m_client->createSession(u"u1"_s);
        QVERIFY(waitFor(created, failed));
        QCOMPARE(failureOf(failed).kind, McpError::Kind::Timeout);
        QVERIFY(failureOf(failed).englishText().contains(u"3 polls"_s));
    }

    void deleteThenNotFound()
    {
        m_server->addSession(u"s1"_s, u"u1"_s, 2);
        QSignalSpy deleted(m_client.get(), &AgentEngineClient::sessionDeleted);
        QSignalSpy failed(m_client.get(), &AgentEngineClient::failed);
        m_client->deleteSession(u"s1"_s);
        QVERIFY(waitFor(deleted, failed));
        QVERIFY(failed.isEmpty());
        QVERIFY(!m_server->hasSession(u"s1"_s));

        QSignalSpy loaded(m_client.get(), &AgentEngineClient::sessionLoaded);
        m_client->getSession(u"s1"_s);
        QVERIFY(waitFor(loaded, failed));
        const McpError e = failureOf(failed);
        QCOMPARE(e.httpStatus, 404);
        QCOMPARE(e.detail, u"NOT_FOUND: Session not found: s1"_s);
        QVERIFY(e.englishText().contains(u"does not exist"_s));
    }

    void aTokenFetchedAgainAfter401()
    {
        // The token command counts its runs: token-1, then token-2; only token-2 is accepted.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString counter = dir.filePath(u"n"_s);
        TokenSource tokens;
        tokens.setProgram(u"sh"_s,
            {u"-c"_s,
                u"n=$(cat \"$0\" 2>/dev/null || echo 0); n=$((n+1)); echo $n > \"$0\"; "
                u"echo token-$n"_s,
                counter});
        m_client->setTokenSource(&tokens);
        m_server->setAcceptedToken("token-2");
        m_server->addSession(u"s1"_s, u"u1"_s, 2);
        QSignalSpy loaded(m_client.get(), &AgentEngineClient::sessionLoaded);
        QSignalSpy failed(m_client.get(), &AgentEngineClient::failed);
        m_client->getSession(u"s1"_s);
        QVERIFY(waitFor(loaded, failed));
        QVERIFY2(failed.isEmpty(), qPrintable(failureOf(failed).englishText()));
        QCOMPARE(m_server->received().size(), 2);
        QCOMPARE(m_server->received().at(0).headers.value("authorization"), "Bearer token-1");
        QCOMPARE(m_server->received().at(1).headers.value("authorization"), "Bearer token-2");

        // A token that cannot be refreshed: one try, then the refusal in words.
        qputenv("TST_AGENT_ENGINE_TOKEN", "stale");
        tokens.setEnvironment(u"TST_AGENT_ENGINE_TOKEN"_s);
        m_client->getSession(u"s1"_s);
        QVERIFY(QTest::qWaitFor([&] { return !failed.isEmpty(); }, 20000));
        QCOMPARE(failureOf(failed).kind, McpError::Kind::Auth);
        QCOMPARE(failureOf(failed).detail,
            u"UNAUTHENTICATED: Request had invalid authentication credentials."_s);
        QCOMPARE(m_server->received().size(), 3);
        qunsetenv("TST_AGENT_ENGINE_TOKEN");
        m_client->setTokenSource(nullptr);
    }

    void failuresInWords_data()
    {
        QTest::addColumn<int>("fault");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("words");
        QTest::newRow("500") << int(FakeAgentEngineServer::Fault::ServerError)
                             << int(McpError::Kind::Http) << u"INTERNAL: Internal error"_s;
        QTest::newRow("malformed") << int(FakeAgentEngineServer::Fault::Malformed)
                                   << int(McpError::Kind::Protocol) << u"not the JSON expected"_s;
    }

    void failuresInWords()
    {
        QFETCH(int, fault);
        QFETCH(int, kind);
        QFETCH(QString, words);
        m_server->setFault(FakeAgentEngineServer::Fault(fault));
        QSignalSpy pages(m_client.get(), &AgentEngineClient::sessionsPage);
        QSignalSpy failed(m_client.get(), &AgentEngineClient::failed);
        m_client->listSessions();
        QVERIFY(waitFor(pages, failed));
        QVERIFY(pages.isEmpty());
        QCOMPARE(int(failureOf(failed).kind), kind);
        QVERIFY2(failureOf(failed).englishText().contains(words),
            qPrintable(failureOf(failed).englishText()));
    }

    void serverDown()
    {
        QTcpServer probe; // a port nobody listens on
        QVERIFY(probe.listen(QHostAddress::LocalHost));
        const QUrl url(u"http://127.0.0.1:%1"_s.arg(probe.serverPort()));
        probe.close();
        QVERIFY(m_client->setEndpoint(url));
        QSignalSpy events(m_client.get(), &AgentEngineClient::eventsPage);
        QSignalSpy failed(m_client.get(), &AgentEngineClient::failed);
        m_client->listEvents(u"s1"_s);
        QVERIFY(waitFor(events, failed));
        QCOMPARE(failureOf(failed).kind, McpError::Kind::Network);
    }

    void cancelStopsPaging()
    {
        m_server->addSession(u"s1"_s, u"u1"_s, 50);
        m_client->setPageSize(10);
        QSignalSpy pages(m_client.get(), &AgentEngineClient::eventsPage);
        QSignalSpy failed(m_client.get(), &AgentEngineClient::failed);
        const int operation = m_client->listEvents(u"s1"_s);
        connect(m_client.get(), &AgentEngineClient::eventsPage, this,
            [&](int op) { m_client->cancel(op); });
        QVERIFY(waitFor(pages, failed));
        QVERIFY(QTest::qWaitFor([&] { return !failed.isEmpty(); }, 20000));
        QCOMPARE(pages.size(), 1);
        QCOMPARE(failureOf(failed).kind, McpError::Kind::Cancelled);
        QVERIFY(!m_client->isRunning(operation));
    }

private:
    std::unique_ptr<FakeAgentEngineServer> m_server;
    std::unique_ptr<AgentEngineClient> m_client;
};

QTEST_GUILESS_MAIN(TstAgentEngineClient)
#include "tst_agent_engine_client.moc"
