// SPDX-License-Identifier: GPL-2.0-or-later
// AdkClient against the official ADK TypeScript API server (@google/adk-devtools 2.0.0, installed
// by tests/adk_peer/install.sh) with a scripted agent (tests/adk_peer/agents/kyoto): apps,
// sessions, a streamed run with partial events, the stored session, its trace spans (read as
// the live document: measured spans linked to their events), and the server's own error for an
// unknown session; and `conversation-inspector adk run` (the built binary) streaming the same
// answer and printing its citation. The server binds 127.0.0.1 on a free port and is stopped at
// the end; without node the test is skipped.
#include "cli_process.h"
#include "document/document.h"
#include "formats/adk_debug_trace.h"
#include "items/span_link.h"
#include "live/adk_client.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace Qt::StringLiterals;

namespace {

const QString kPeerDir = QStringLiteral(INSPECTOR_ADK_PEER_DIR);

// Waits for the operation's last signal: `done` or failed().
bool waitFor(QSignalSpy &done, QSignalSpy &failed, int msecs = 60000)
{
    return QTest::qWaitFor([&] { return !done.isEmpty() || !failed.isEmpty(); }, msecs);
}

QString textOf(const QJsonObject &event)
{
    const QJsonObject part
        = event.value(u"content"_s).toObject().value(u"parts"_s).toArray().first().toObject();
    if (part.contains(u"functionCall"_s))
        return u"call "_s + part.value(u"functionCall"_s).toObject().value(u"name"_s).toString();
    if (part.contains(u"functionResponse"_s))
        return u"response "_s
            + part.value(u"functionResponse"_s).toObject().value(u"name"_s).toString();
    return part.value(u"text"_s).toString();
}

} // namespace

class TstAdkPeer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(u"node"_s).isEmpty())
            QSKIP("node is not installed: the ADK peer cannot run");
        const QString entry
            = kPeerDir + u"/node_modules/@google/adk-devtools/dist/esm/cli_entrypoint.js"_s;
        QVERIFY2(QFile::exists(entry), "tests/adk_peer/install.sh has not installed the peer");
        QTcpServer probe; // a free port (the server takes no port 0)
        QVERIFY(probe.listen(QHostAddress::LocalHost));
        m_port = probe.serverPort();
        probe.close();
        m_server.setWorkingDirectory(kPeerDir);
        m_server.setProcessChannelMode(QProcess::MergedChannels);
        m_server.start(u"node"_s,
            {entry, u"api_server"_s, u"agents"_s, u"--port"_s, QString::number(m_port), u"--host"_s,
                u"127.0.0.1"_s});
        QVERIFY(m_server.waitForStarted(10000));
        QVERIFY(m_client.setEndpoint(QUrl(u"http://127.0.0.1:%1"_s.arg(m_port))));
        // The first call that touches the apps bundles them (several seconds): wait for it.
        QSignalSpy apps(&m_client, &AdkClient::appsListed);
        QVERIFY(QTest::qWaitFor(
            [&] {
                if (!apps.isEmpty() || m_server.state() != QProcess::Running)
                    return true;
                QSignalSpy failed(&m_client, &AdkClient::failed);
                m_client.listApps();
                waitFor(apps, failed, 30000);
                return !apps.isEmpty();
            },
            90000));
        QVERIFY2(!apps.isEmpty(), m_server.readAll().constData());
        QCOMPARE(apps.first().at(1).toStringList(), QStringList {u"kyoto"_s});
    }

    void cleanupTestCase()
    {
        if (m_server.state() == QProcess::NotRunning)
            return;
        m_server.terminate();
        if (!m_server.waitForFinished(5000)) {
            m_server.kill();
            m_server.waitForFinished(3000);
        }
    }

    void aStreamedRunAndTheStoredSession()
    {
        QSignalSpy created(&m_client, &AdkClient::sessionCreated);
        QSignalSpy failed(&m_client, &AdkClient::failed);
        m_client.createSession(u"kyoto"_s, u"u1"_s, R"({"user:lang":"ja"})");
        QVERIFY(waitFor(created, failed));
        QVERIFY(failed.isEmpty());
        const QString id = created.first().at(1).value<AdkSessionInfo>().id;
        QVERIFY(!id.isEmpty());

        QSignalSpy events(&m_client, &AdkClient::eventReceived);
        QSignalSpy finished(&m_client, &AdkClient::runFinished);
        m_client.run(
            {u"kyoto"_s, u"u1"_s, id, u"京都の紅葉はいつ？"_s, R"({"mood":"晴れ"})", true});
        QVERIFY(waitFor(finished, failed));
        QVERIFY2(
            failed.isEmpty(), qPrintable(failed.value(0).value(1).value<McpError>().englishText()));
        QStringList seen;
        for (const auto &e : events) {
            const QJsonObject o = QJsonDocument::fromJson(e.at(1).toByteArray()).object();
            seen << (e.at(2).toBool() ? u"(partial) "_s : QString()) + textOf(o);
        }
        QCOMPARE(seen,
            (QStringList {u"call lookup_season"_s, u"response lookup_season"_s,
                u"(partial) 京都の紅葉は11月下旬が見頃です。"_s,
                u"(partial) 東福寺と永観堂が特に人気です🍁。"_s,
                u"京都の紅葉は11月下旬が見頃です。東福寺と永観堂が特に人気です🍁。"_s}));

        // The stored session: the user event (with the state delta), the call, the response and
        // the final text; no partial; timestamps in milliseconds.
        QSignalSpy loaded(&m_client, &AdkClient::sessionLoaded);
        m_client.getSession(u"kyoto"_s, u"u1"_s, id);
        QVERIFY(waitFor(loaded, failed));
        const QJsonObject session
            = QJsonDocument::fromJson(loaded.first().at(1).toByteArray()).object();
        const QJsonArray stored = session.value(u"events"_s).toArray();
        QCOMPARE(stored.size(), 4);
        QCOMPARE(stored.at(0).toObject().value(u"author"_s).toString(), u"user"_s);
        QCOMPARE(stored.at(0)
                     .toObject()
                     .value(u"actions"_s)
                     .toObject()
                     .value(u"stateDelta"_s)
                     .toObject()
                     .value(u"mood"_s)
                     .toString(),
            u"晴れ"_s);
        QVERIFY(stored.at(3).toObject().value(u"timestamp"_s).toDouble() > 1e11);
        QCOMPARE(session.value(u"state"_s).toObject().value(u"last_city"_s).toString(), u"京都"_s);

        // Its trace: spans whose attributes name this session.
        QSignalSpy trace(&m_client, &AdkClient::traceLoaded);
        m_client.fetchSessionTrace(id);
        QVERIFY(waitFor(trace, failed));
        const QJsonArray spans = QJsonDocument::fromJson(trace.first().at(1).toByteArray()).array();
        QVERIFY(!spans.isEmpty());
        QStringList names;
        for (const QJsonValue &s : spans)
            names << s.toObject().value(u"name"_s).toString();
        QVERIFY2(names.contains(u"call_llm"_s), qPrintable(names.join(u", "_s)));

        // The live document (the session with these spans, as the ADK page publishes it): the
        // measured spans, each linked to its event: the final answer's LLM call by its event
        // id, the tool span (a throw-away event id in TS 2.0.0) by its call id to the response.
        QJsonObject live = session;
        live.insert(QLatin1StringView(adk::kDebugTraceKey), spans);
        Document doc;
        doc.openData(QJsonDocument(live).toJson(), u"live.json"_s);
        QVERIFY(doc.waitForLoaded(20000));
        const auto c = doc.conversation(0);
        QVERIFY(c);
        QVERIFY(!c->spansDerived);
        QCOMPARE(c->turnSpans.size(), 1);
        QCOMPARE(c->turnSpans.at(0).name, u"invocation"_s);
        QVector<const Span *> flat;
        const std::function<void(const Span &)> walk = [&](const Span &s) {
            flat << &s;
            for (const Span &child : s.children)
                walk(child);
        };
        walk(c->turnSpans.at(0));
        const QString finalId = stored.at(3).toObject().value(u"id"_s).toString();
        int answerRow = -1;
        int toolRow = -1;
        for (const Span *s : std::as_const(flat)) {
            const int row = SpanLink::ofSpan(*s, 0).messageRow(*c);
            if (s->name == u"call_llm"_s && s->eventId == finalId)
                answerRow = row;
            if (s->name.startsWith(u"execute_tool"_s))
                toolRow = row;
        }
        QCOMPARE(answerRow, 3);
        QCOMPARE(toolRow, 2); // the stored function response

        // Listed, then deleted (204).
        QSignalSpy listed(&m_client, &AdkClient::sessionsListed);
        m_client.listSessions(u"kyoto"_s, u"u1"_s);
        QVERIFY(waitFor(listed, failed));
        QCOMPARE(listed.first().at(1).value<QVector<AdkSessionInfo>>().size(), 1);
        QSignalSpy deleted(&m_client, &AdkClient::sessionDeleted);
        m_client.deleteSession(u"kyoto"_s, u"u1"_s, id);
        QVERIFY(waitFor(deleted, failed));
        QVERIFY(failed.isEmpty());
    }

    void theCommandLineRunsTheAgent()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"session.json"_s);
        const QString endpoint = u"http://127.0.0.1:%1"_s.arg(m_port);
        const CliRun r = runCli({u"adk"_s, u"--endpoint"_s, endpoint, u"run"_s, u"kyoto"_s, u"u1"_s,
            u"--session"_s, u"-"_s, u"--output"_s, file, u"京都の紅葉はいつ？"_s});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QString out = QString::fromUtf8(r.out);
        // The two partial sentences as they came, then the final text with its citation after
        // the first sentence (byte 47) and the numbered source.
        const qsizetype streamed
            = out.indexOf(u"京都の紅葉は11月下旬が見頃です。東福寺と永観堂が特に人気です🍁。\n"_s);
        const qsizetype cited = out.indexOf(
            u"京都の紅葉は11月下旬が見頃です。[1]東福寺と永観堂が特に人気です🍁。\n"_s);
        QVERIFY2(streamed >= 0 && cited > streamed, qPrintable(out));
        QVERIFY2(out.contains(u"[1] kyoto.example.jp — https://kyoto.example.jp/momiji\n"_s),
            qPrintable(out));
        QVERIFY2(out.contains(u"calls lookup_season"_s), qPrintable(out));
        // --output: the session as the server stored it, which `check` reads back.
        QCOMPARE(checkedFile(file), (QPair<QString, int>(u"adk.session"_s, 4)));
    }

    void theServersOwnErrors()
    {
        QSignalSpy failed(&m_client, &AdkClient::failed);
        m_client.run({u"kyoto"_s, u"u1"_s, u"nope"_s, u"hi"_s, {}, true});
        QVERIFY(QTest::qWaitFor([&] { return !failed.isEmpty(); }, 30000));
        const McpError e = failed.first().at(1).value<McpError>();
        QCOMPARE(e.httpStatus, 404);
        QCOMPARE(e.detail, u"Session not found: nope"_s);
    }

private:
    QProcess m_server;
    AdkClient m_client;
    quint16 m_port = 0;
};

QTEST_GUILESS_MAIN(TstAdkPeer)
#include "tst_adk_peer.moc"
