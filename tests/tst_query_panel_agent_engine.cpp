// SPDX-License-Identifier: GPL-2.0-or-later
// The query panel's Agent Engine page against FakeAgentEngineServer: sessions listed across
// pages (filtered by user, sorted, 10,000 of them), a session opened as the live document that
// grows page by page and reads as `agent-engine get --output` does, a token fetched again after
// a 401, Stop, and every failure in words in the status line; File ▸ Connect to Agent Engine….
#include "document/document.h"
#include "fake_agent_engine_server.h"
#include "live/agent_engine_client.h"
#include "live/memory_secret_store.h"
#include "main_window.h"
#include "query_panel.h"
#include "query_panel_agent_engine_page.h"
#include "query_panel_connection.h"

#include <QAction>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace Qt::StringLiterals;

namespace {

constexpr int kLongWait = 120000; // 10,000 sessions in 100 requests under the sanitizers

// The page pointed at `server`'s engine, without a token.
void pointAt(QueryPanelAgentEnginePage *page, const FakeAgentEngineServer &server,
    const QString &engine = QLatin1String(FakeAgentEngineServer::kEngine))
{
    page->engineEdit()->setText(engine);
    page->endpointEdit()->setText(server.url().toString());
    page->userEdit()->clear();
    page->connection()->setAuth(QueryPanelConnection::Auth::None);
}

QStringList column(const QTreeWidget *list, int c)
{
    QStringList out;
    for (int i = 0; i < list->topLevelItemCount(); ++i)
        out << list->topLevelItem(i)->text(c);
    return out;
}

// The ids of a conversation's messages.
QStringList messageIds(const std::shared_ptr<const Conversation> &c)
{
    QStringList ids;
    for (int m = 0; c && m < c->messages.size(); ++m)
        ids << c->messages.at(m).id;
    return ids;
}

// A status with its %n plural in the English form ("2 session(s)" before the catalog has it).
QString plural(const QString &text)
{
    static const QRegularExpression form(u"(\\d+) (session|event)\\(s\\)"_s);
    QString out = text;
    const QRegularExpressionMatch m = form.match(text);
    if (m.hasMatch())
        out.replace(m.capturedStart(), m.capturedLength(),
            m.captured(1) + u' ' + m.captured(2) + (m.captured(1) == u"1"_s ? QString() : u"s"_s));
    return out;
}

// Selects the session `id` in the page's list.
bool select(QueryPanelAgentEnginePage *page, const QString &id)
{
    const QList<QTreeWidgetItem *> found = page->sessionList()->findItems(id, Qt::MatchExactly, 0);
    if (found.isEmpty())
        return false;
    page->sessionList()->setCurrentItem(found.first());
    return true;
}

} // namespace

class TstQueryPanelAgentEngine : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void sessionsListedAcrossPages()
    {
        FakeAgentEngineServer server;
        QVERIFY(server.listen());
        server.addSession(u"kyoto-1"_s, u"u1"_s, 2);
        server.addSession(u"kyoto-2"_s, u"u2"_s, 2);
        server.addSession(u"kyoto-3"_s, u"u1"_s, 4);
        server.addSession(u"kyoto-4"_s, u"u1"_s, 0);
        server.addSession(u"kyoto-5"_s, u"u2"_s, 6);
        QueryPanel panel;
        QueryPanelAgentEnginePage *page = panel.agentEnginePage();
        QVERIFY(page);
        QCOMPARE(panel.tabs()->tabText(3), u"Agent Engine"_s);
        pointAt(page, server);
        page->client()->setPageSize(2);
        server.setHoldPages(true);
        page->listSessions();
        QVERIFY(page->isListing());
        QVERIFY(page->stopButton()->isEnabled());
        // The first page is shown while the next one is on its way.
        QTRY_COMPARE(page->sessionList()->topLevelItemCount(), 2);
        QCOMPARE(plural(page->statusText()), u"2 sessions (loading…)"_s);
        server.setHoldPages(false);
        server.releasePage();
        QTRY_VERIFY(!page->isListing());
        QCOMPARE(page->sessionList()->topLevelItemCount(), 5);
        QCOMPARE(plural(page->statusText()), u"5 sessions."_s);
        QVERIFY(!page->stopButton()->isEnabled());
        int pages = 0;
        for (const HttpRequest &r : server.received())
            pages += r.target.contains("/sessions?") ? 1 : 0;
        QCOMPARE(pages, 3);
        // Newest first; the user column filled.
        QCOMPARE(column(page->sessionList(), 0),
            (QStringList {u"kyoto-5"_s, u"kyoto-4"_s, u"kyoto-3"_s, u"kyoto-2"_s, u"kyoto-1"_s}));
        QCOMPARE(column(page->sessionList(), 1),
            (QStringList {u"u2"_s, u"u1"_s, u"u1"_s, u"u2"_s, u"u1"_s}));
        QVERIFY(!page->sessionList()->topLevelItem(0)->text(3).isEmpty());
        // Sorted by another column on a click.
        page->sessionList()->sortByColumn(0, Qt::AscendingOrder);
        QCOMPARE(page->sessionList()->topLevelItem(0)->text(0), u"kyoto-1"_s);

        // One user's only; the fields remembered.
        page->userEdit()->setText(u"u2"_s);
        page->listSessions();
        QTRY_VERIFY(!page->isListing());
        QCOMPARE(column(page->sessionList(), 1), (QStringList {u"u2"_s, u"u2"_s}));
        QVERIFY(server.received().last().target.contains("filter=userId%3D%22u2%22"));
        const QSettings settings;
        QCOMPARE(settings.value(u"query/agentEngine/engine"_s).toString(),
            QLatin1String(FakeAgentEngineServer::kEngine));
        QCOMPARE(
            settings.value(u"query/agentEngine/endpoint"_s).toString(), server.url().toString());
        QCOMPARE(settings.value(u"query/agentEngine/user"_s).toString(), u"u2"_s);
        QueryPanel again;
        QCOMPARE(again.agentEnginePage()->userEdit()->text(), u"u2"_s);
        QCOMPARE(again.agentEnginePage()->endpointEdit()->text(), server.url().toString());
    }

    void aSessionGrowsPageByPageInTheWindow()
    {
        FakeAgentEngineServer server;
        QVERIFY(server.listen());
        server.addSession(u"trip-42"_s, u"u1"_s, 10);
        MemorySecretStore store;
        MainWindow window;
        window.setPersistLayout(false);
        window.resize(1400, 900);
        window.show();
        QueryPanel *panel = window.queryPanel();
        panel->setSecretStore(&store);
        QueryPanelAgentEnginePage *page = panel->agentEnginePage();

        // File ▸ Connect to Agent Engine…: the page, its engine field focused.
        auto *connectAction = window.findChild<QAction *>(u"connectAgentEngineAction"_s);
        QVERIFY(connectAction);
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        connectAction->trigger();
        QCOMPARE(panel->tabs()->currentIndex(), 3);
        QTRY_VERIFY(page->engineEdit()->hasFocus());

        pointAt(page, server);
        page->client()->setPageSize(4); // 10 events: pages of 4, 4 and 2
        page->listSessions();
        QTRY_COMPARE(page->sessionList()->topLevelItemCount(), 1);
        QVERIFY(select(page, u"trip-42"_s));
        QVERIFY(page->openButton()->isEnabled());
        QSignalSpy live(panel, &QueryPanel::liveSessionUpdated);
        server.setHoldPages(true);
        page->openSession();
        QTRY_VERIFY(
            window.liveDocument() && window.liveDocument()->state() == Document::State::Ready);
        Document *document = window.liveDocument();
        QTRY_COMPARE(messageIds(document->conversation(0)),
            (QStringList {u"ev0"_s, u"ev1"_s, u"ev2"_s, u"ev3"_s}));
        QCOMPARE(live.size(), 1);
        const LiveUpdate first = live.first().at(0).value<LiveUpdate>();
        QCOMPARE(first.displayName, u"Agent Engine session trip-42"_s);
        QVERIFY(first.base != 0);
        QVERIFY(first.appended.isEmpty());
        QVERIFY(page->isOpening());
        QCOMPARE(plural(page->statusText()), u"4 events (loading…)"_s);

        // Each later page grows the document shown instead of opening it again.
        QSignalSpy grew(document, &Document::recordsAppended);
        server.releasePage();
        QTRY_COMPARE(grew.size(), 1);
        QCOMPARE(messageIds(document->conversation(document->conversationCount() - 1)).size(), 8);
        server.releasePage();
        QTRY_COMPARE(grew.size(), 2);
        QTRY_VERIFY(!page->isOpening());
        QCOMPARE(window.liveDocument(), document);
        QCOMPARE(live.size(), 3);
        const LiveUpdate last = live.last().at(0).value<LiveUpdate>();
        QCOMPARE(last.base, first.base);
        QCOMPARE(last.appended.size(), 6);
        QCOMPARE(last.answerName, u"ev9"_s);
        QStringList all;
        for (int i = 0; i < 10; ++i)
            all << u"ev%1"_s.arg(i);
        QCOMPARE(messageIds(document->conversation(0)), all);
        QCOMPARE(plural(page->statusText()), u"Session trip-42: 10 events."_s);

        // The text is an events page with every event in order, and it reads as the file
        // `agent-engine get --output` writes (JSON Lines of the pages as they came).
        const QByteArray text = last.text();
        const QJsonArray events
            = QJsonDocument::fromJson(text).object().value(u"sessionEvents"_s).toArray();
        QCOMPARE(events.size(), 10);
        for (int i = 0; i < 10; ++i)
            QVERIFY(events.at(i).toObject().value(u"name"_s).toString().endsWith(all.at(i)));
        AgentEngineClient cli;
        QVERIFY(cli.setEngine(QLatin1String(FakeAgentEngineServer::kEngine)));
        QVERIFY(cli.setEndpoint(server.url()));
        cli.setPageSize(4);
        server.setHoldPages(false);
        QByteArray saved;
        bool done = false;
        connect(&cli, &AgentEngineClient::eventsPage, this,
            [&](int, const QByteArray &p, int, bool end) {
                saved += QJsonDocument::fromJson(p).toJson(QJsonDocument::Compact) + '\n';
                done = end;
            });
        cli.listEvents(u"trip-42"_s);
        QTRY_VERIFY(done);
        Document reopened;
        reopened.openData(saved, u"saved.jsonl"_s);
        QVERIFY(reopened.waitForLoaded(20000));
        QCOMPARE(reopened.conversationCount(), 1);
        QCOMPARE(messageIds(reopened.conversation(0)), all);
        for (int m = 0; m < 10; ++m)
            QCOMPARE(reopened.conversation(0)->messages.at(m).role,
                document->conversation(0)->messages.at(m).role);

        // Stop in the middle: the pages so far stay, the status says so.
        server.setHoldPages(true);
        page->openSession();
        QTRY_COMPARE(plural(page->statusText()), u"4 events (loading…)"_s);
        QTRY_COMPARE(server.heldPages(), 1);
        QTest::mouseClick(page->stopButton(), Qt::LeftButton);
        QTRY_VERIFY(!page->isOpening());
        QCOMPARE(page->statusText(), u"Cancelled."_s);
        QVERIFY(!page->stopButton()->isEnabled());
    }

    void aTokenFetchedAgainAfter401()
    {
        FakeAgentEngineServer server;
        QVERIFY(server.listen());
        server.addSession(u"s1"_s, u"u1"_s, 2);
        server.setAcceptedToken("token-2");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        MemorySecretStore store;
        QueryPanel panel;
        panel.setSecretStore(&store);
        QueryPanelAgentEnginePage *page = panel.agentEnginePage();
        pointAt(page, server);
        // The token command counts its runs: token-1, then token-2; only token-2 is accepted.
        page->connection()->setAuth(QueryPanelConnection::Auth::Command);
        page->connection()->setTokenCommand(
            u"sh -c 'n=$(cat \"$0\" 2>/dev/null || echo 0); n=$((n+1)); echo $n > \"$0\"; "
            u"echo token-$n' "_s
            + dir.filePath(u"n"_s));
        page->listSessions();
        QTRY_COMPARE(plural(page->statusText()), u"1 session."_s);
        QCOMPARE(server.received().size(), 2);
        QCOMPARE(server.received().at(0).headers.value("authorization"), "Bearer token-1");
        QCOMPARE(server.received().at(1).headers.value("authorization"), "Bearer token-2");
        const QSettings settings;
        for (const QString &key : settings.allKeys()) {
            const QString value = settings.value(key).toString();
            QVERIFY(!value.contains(u"token-1"_s) && !value.contains(u"token-2"_s));
        }
        QVERIFY(!page->statusText().contains(u"token-"_s));

        // A token that cannot be fetched again: the refusal in words, with the server's.
        qputenv("CONVERSATION_INSPECTOR_TOKEN", "stale");
        page->connection()->setAuth(QueryPanelConnection::Auth::Environment);
        page->listSessions();
        QTRY_VERIFY(!page->isListing());
        QVERIFY2(page->statusText().contains(u"refused the credentials (HTTP 401)"_s),
            qPrintable(page->statusText()));
        QVERIFY(page->statusText().contains(u"Request had invalid authentication credentials."_s));
        QVERIFY(!page->statusText().contains(u"stale"_s));
        qunsetenv("CONVERSATION_INSPECTOR_TOKEN");
    }

    void failuresInWords()
    {
        QueryPanel panel;
        QueryPanelAgentEnginePage *page = panel.agentEnginePage();
        FakeAgentEngineServer server;
        QVERIFY(server.listen());
        server.addSession(u"s1"_s, u"u1"_s, 2);
        pointAt(page, server);
        const auto listAndWait = [&] {
            page->listSessions();
            return QTest::qWaitFor([&] { return !page->isListing(); }, 20000);
        };

        // Names and endpoints refused before anything is sent.
        page->engineEdit()->clear();
        page->listSessions();
        QVERIFY(page->statusText().startsWith(u"Type the reasoning engine's resource name"_s));
        page->engineEdit()->setText(u"projects/p1/locations/us-central1"_s);
        page->listSessions();
        QVERIFY2(page->statusText().contains(u"is not a reasoning engine name"_s),
            qPrintable(page->statusText()));
        QVERIFY(!page->isListing());
        pointAt(page, server);
        page->endpointEdit()->setText(u"http://aiplatform.example.com"_s);
        page->listSessions();
        QVERIFY2(page->statusText().contains(u"https"_s), qPrintable(page->statusText()));
        QVERIFY(server.received().isEmpty());

        // The server's own words: an engine it does not have, 500, a body cut short.
        pointAt(page, server, u"projects/p1/locations/us-central1/reasoningEngines/404"_s);
        QVERIFY(listAndWait());
        QVERIFY2(page->statusText().contains(u"404"_s), qPrintable(page->statusText()));
        QVERIFY(page->statusText().contains(u"The engine does not exist."_s));
        pointAt(page, server);
        server.setFault(FakeAgentEngineServer::Fault::ServerError);
        QVERIFY(listAndWait());
        QVERIFY2(page->statusText().contains(u"HTTP 500"_s), qPrintable(page->statusText()));
        QVERIFY(page->statusText().contains(u"Internal error encountered."_s));
        server.setFault(FakeAgentEngineServer::Fault::Malformed);
        QVERIFY(listAndWait());
        QVERIFY2(page->statusText().contains(u"not the JSON expected"_s),
            qPrintable(page->statusText()));
        server.setFault(FakeAgentEngineServer::Fault::None);

        // A session the server no longer has.
        QVERIFY(listAndWait());
        QCOMPARE(page->sessionList()->topLevelItemCount(), 1);
        auto *gone = new QTreeWidgetItem(page->sessionList(), {u"gone"_s});
        page->sessionList()->setCurrentItem(gone);
        page->openSession();
        QTRY_VERIFY(!page->isOpening());
        QVERIFY2(page->statusText().contains(u"Session not found: gone"_s),
            qPrintable(page->statusText()));

        // Nobody listening.
        QUrl down;
        {
            FakeAgentEngineServer gone;
            QVERIFY(gone.listen());
            down = gone.url();
        }
        page->endpointEdit()->setText(down.toString());
        QVERIFY(listAndWait());
        QVERIFY2(page->statusText().contains(u"Could not reach"_s), qPrintable(page->statusText()));
        QVERIFY(page->statusText().contains(down.toString()));
    }

    void emptyPagesAndEmptySessions()
    {
        FakeAgentEngineServer server;
        QVERIFY(server.listen());
        server.addSession(u"five"_s, u"u1"_s, 5);
        server.addSession(u"none"_s, u"u1"_s, 0);
        server.setEmptyPages(true); // 2, empty, 2, empty, 1
        QueryPanel panel;
        QueryPanelAgentEnginePage *page = panel.agentEnginePage();
        pointAt(page, server);
        page->client()->setPageSize(2);
        page->listSessions();
        QTRY_COMPARE(page->sessionList()->topLevelItemCount(), 2);
        QSignalSpy live(page, &QueryPanelAgentEnginePage::liveSessionUpdated);
        QVERIFY(select(page, u"five"_s));
        page->openSession();
        QTRY_VERIFY(!page->isOpening());
        QCOMPARE(plural(page->statusText()), u"Session five: 5 events."_s);
        QCOMPARE(live.size(), 3); // an empty page adds nothing to show
        const LiveUpdate last = live.last().at(0).value<LiveUpdate>();
        QCOMPARE(last.base, live.first().at(0).value<LiveUpdate>().base);
        QCOMPARE(last.appended.size(), 3);
        QCOMPARE(QJsonDocument::fromJson(last.text())
                     .object()
                     .value(u"sessionEvents"_s)
                     .toArray()
                     .size(),
            5);

        live.clear();
        QVERIFY(select(page, u"none"_s));
        page->openSession();
        QTRY_VERIFY(!page->isOpening());
        QCOMPARE(page->statusText(), u"The session none has no events."_s);
        QVERIFY(live.isEmpty());
    }

    void stopTheListing()
    {
        FakeAgentEngineServer server;
        QVERIFY(server.listen());
        server.addSessions(10);
        QueryPanel panel;
        QueryPanelAgentEnginePage *page = panel.agentEnginePage();
        pointAt(page, server);
        page->client()->setPageSize(3);
        server.setHoldPages(true);
        page->listSessions();
        QTRY_COMPARE(server.heldPages(), 1);
        QCOMPARE(page->sessionList()->topLevelItemCount(), 3);
        page->stop();
        QTRY_VERIFY(!page->isListing());
        QCOMPARE(page->statusText(), u"Cancelled."_s);
        QCOMPARE(page->sessionList()->topLevelItemCount(), 3);
    }

    void tenThousandSessions()
    {
        FakeAgentEngineServer server;
        QVERIFY(server.listen());
        server.addSessions(10000, 7);
        QueryPanel panel;
        QueryPanelAgentEnginePage *page = panel.agentEnginePage();
        pointAt(page, server);
        page->listSessions();
        QTRY_VERIFY_WITH_TIMEOUT(!page->isListing(), kLongWait);
        QCOMPARE(plural(page->statusText()), u"10000 sessions."_s);
        QTreeWidget *list = page->sessionList();
        QCOMPARE(list->topLevelItemCount(), 10000);
        QCOMPARE(list->topLevelItem(0)->text(0), u"bulk-10000"_s); // newest first
        QCOMPARE(list->topLevelItem(9999)->text(0), u"bulk-00001"_s);
        QVERIFY(list->topLevelItem(0)->text(2).isEmpty()); // 10000 % 3 != 0
        QCOMPARE(list->topLevelItem(1)->text(2), u"Trip 9999"_s);
        list->sortByColumn(0, Qt::AscendingOrder);
        QCOMPARE(list->topLevelItem(0)->text(0), u"bulk-00001"_s);
        QVERIFY(select(page, u"bulk-05000"_s));
        QCOMPARE(list->currentItem()->text(1), u"user-2"_s); // 5000 % 7
    }
};

QTEST_MAIN(TstQueryPanelAgentEngine)
#include "tst_query_panel_agent_engine.moc"
