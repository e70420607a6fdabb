// SPDX-License-Identifier: GPL-2.0-or-later
// live-screenshot: renders the window in the middle of a live session, for the README (the app's
// own `screenshot` command renders files, and a live session has no file).
// --page adk (default): the tests' FakeAdkServer plays the ADK API server; a first run answers in
// full, a second one streams its partial answer and then hangs, and the window is grabbed once
// the partial text is on screen.
// --page agentengine: FakeAgentEngineServer plays the Vertex AI Agent Engine sessions API; the
// user's sessions are listed and one is opened, grabbed while its events still come page by page.
// --page ces: FakeCesServer plays a Conversational Agents app; a first turn is answered (its
// messages and spans from diagnosticInfo), a second one leaves a tool call to the client, and
// the window is grabbed with the call's response form on the CES page.
// Usage: live-screenshot --lang en|ja|es --output FILE.png [--size 1400x900] [--page NAME]
#include "ces_session_options.h"
#include "ces_tool_calls.h"
#include "ces_turn_input.h"
#include "document/document.h"
#include "fake_adk_server.h"
#include "fake_agent_engine_server.h"
#include "fake_ces_server.h"
#include "language_manager.h"
#include "live/agent_engine_client.h"
#include "main_window.h"
#include "query_panel.h"
#include "query_panel_adk_page.h"
#include "query_panel_agent_engine_page.h"
#include "query_panel_ces_page.h"
#include "query_panel_connection.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QCommandLineParser>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QTest>
#include <QTreeWidget>

#include <cstdio>
#include <functional>

using namespace Qt::StringLiterals;

namespace {

bool waitFor(const std::function<bool()> &done, int msecs = 30000)
{
    return QTest::qWaitFor(done, msecs);
}

bool fail(const char *what)
{
    std::fprintf(stderr, "live-screenshot: %s\n", what);
    return false;
}

// Scrolls the Query panel's page that holds `page` to its end (its buttons and status line) and
// lets the layout settle.
/// Lets the last layouts and paints run (the status bar lays its labels out later).
void settle()
{
    for (int i = 0; i < 10; ++i)
        QCoreApplication::processEvents();
}

void scrollToEnd(QWidget *page)
{
    for (QWidget *w = page->parentWidget(); w; w = w->parentWidget()) {
        if (auto *area = qobject_cast<QScrollArea *>(w)) {
            area->verticalScrollBar()->setValue(area->verticalScrollBar()->maximum());
            break;
        }
    }
    settle(); // the scroll and the last layout painted
}

// The window as the README shows it: `size`, its saved layout left alone, `panel` in front.
void showWindow(MainWindow &window, QSize size, const QString &panel)
{
    window.setPersistLayout(false);
    window.resize(size);
    window.show();
    window.showPanel(panel);
}

bool runAgentEngine(const QString &output, QSize size)
{
    FakeAgentEngineServer server;
    if (!server.listen())
        return fail("the fake Agent Engine server cannot listen");
    server.addSession(u"kyoto-autumn"_s, u"traveller-7"_s, 4);
    server.addSession(u"arashiyama"_s, u"traveller-7"_s, 12);
    server.addSession(u"fushimi-inari"_s, u"traveller-7"_s, 6);
    MainWindow window;
    showWindow(window, size, u"agentengine"_s);
    QueryPanelAgentEnginePage *page = window.queryPanel()->agentEnginePage();
    page->engineEdit()->setText(QLatin1String(FakeAgentEngineServer::kEngine));
    page->endpointEdit()->setText(server.url().toString());
    page->userEdit()->setText(u"traveller-7"_s);
    page->connection()->setAuth(QueryPanelConnection::Auth::None);
    page->listSessions();
    if (!waitFor(
            [&] { return !page->isListing() && page->sessionList()->topLevelItemCount() == 3; }))
        return fail("the sessions were not listed");
    const QList<QTreeWidgetItem *> found
        = page->sessionList()->findItems(u"arashiyama"_s, Qt::MatchExactly, 0);
    if (found.isEmpty())
        return fail("no session arashiyama");
    page->sessionList()->setCurrentItem(found.first());
    // 12 events by pages of 4: grabbed with two pages on screen and the third held back.
    page->client()->setPageSize(4);
    server.setHoldPages(true);
    page->openSession();
    if (!waitFor([&] {
            const auto c = window.openConversation();
            return c && c->messages.size() >= 4;
        }))
        return fail("the first page of events was not shown");
    server.releasePage();
    if (!waitFor([&] {
            const auto c = window.openConversation();
            return c && c->messages.size() >= 8 && server.heldPages() > 0;
        }))
        return fail("the second page of events was not shown");
    window.selectMessage(7);
    scrollToEnd(page);
    const bool saved = window.grab().toImage().save(output, "PNG");
    page->stop();
    return saved || fail("cannot write the screenshot");
}

/// The CES page speaking to `server`, without a token, about a new session of its app.
void pointAt(QueryPanelCesPage *page, const FakeCesServer &server)
{
    page->endpointEdit()->setText(server.url().toString());
    page->connection()->setAuth(QueryPanelConnection::Auth::None);
    page->sessionEdit()->setText(FakeCesServer::app());
}

bool runCes(const QString &output, QSize size)
{
    FakeCesServer server;
    if (!server.listen())
        return fail("the fake CES server cannot listen");
    MainWindow window;
    showWindow(window, size, u"ces"_s);
    QueryPanelCesPage *page = window.queryPanel()->cesPage();
    pointAt(page, server);
    page->input()->textEdit()->setPlainText(u"京都の紅葉の見頃は？"_s);
    page->send();
    if (!waitFor([&] {
            const auto c = window.openConversation();
            return !page->isRunning() && c && c->messages.size() >= 2;
        }))
        return fail("the first turn did not end");
    page->input()->textEdit()->setPlainText(u"永観堂の近くで夕食を予約したい"_s);
    page->send();
    if (!waitFor([&] { return !page->isRunning() && page->toolCalls()->count() == 1; }))
        return fail("the tool call did not come");
    if (!waitFor([&] {
            const auto c = window.openConversation();
            return c && c->messages.size() >= 4;
        }))
        return fail("the second turn was not shown");
    page->toolCalls()->responseEdit(0)->setPlainText(u"{\"confirmed\": true, \"table\": 7}"_s);
    window.selectMessage(int(window.openConversation()->messages.size()) - 1);
    scrollToEnd(page);
    return window.grab().toImage().save(output, "PNG") || fail("cannot write the screenshot");
}

/// The CES page's Options open: a new session that starts from the example conversation, up to
/// its selected message (historicalContexts), its first turn answered.
bool runCesHistory(const QString &output, QSize size)
{
    FakeCesServer server;
    if (!server.listen())
        return fail("the fake CES server cannot listen");
    MainWindow window;
    showWindow(window, size, u"ces"_s);
    window.openFiles(
        {QStringLiteral(INSPECTOR_SOURCE_DIR "/resources/examples/ces_example_conversation.json")});
    if (!window.waitForLoaded(30000)
        || !waitFor([&] { return window.openConversation() != nullptr; }))
        return fail("the example did not open");
    window.selectMessage(2);
    QueryPanelCesPage *page = window.queryPanel()->cesPage();
    pointAt(page, server);
    page->options()->setExpanded(true);
    page->options()->historyBox()->setCurrentIndex(int(CesSessionOptions::History::UpToSelected));
    page->input()->textEdit()->setPlainText(u"京都の紅葉の見頃は？"_s);
    page->send();
    if (!waitFor([&] {
            const auto c = window.openConversation();
            return !page->isRunning() && c && c->messages.size() >= 5;
        }))
        return fail("the turn did not end");
    settle();
    return window.grab().toImage().save(output, "PNG") || fail("cannot write the screenshot");
}

bool run(const QString &output, QSize size)
{
    FakeAdkServer server;
    if (!server.listen())
        return fail("the fake ADK server cannot listen");
    MainWindow window;
    showWindow(window, size, u"adk"_s);
    QueryPanelAdkPage *page = window.queryPanel()->adkPage();
    page->endpointEdit()->setText(server.url().toString());
    page->userEdit()->setText(u"user"_s);
    page->connectToServer();
    if (!waitFor([&] { return page->appBox()->count() > 0; }))
        return fail("no apps listed");
    page->newSession();
    if (!waitFor([&] { return page->sessionList()->topLevelItemCount() > 0; }))
        return fail("no session created");
    page->sessionList()->setCurrentItem(page->sessionList()->topLevelItem(0));
    page->openSession();
    if (!waitFor([&] { return window.liveDocument() != nullptr; }))
        return fail("the session did not open");

    // A first question answered in full (a tool call and a grounded answer)…
    page->streamingBox()->setChecked(true);
    page->messageEdit()->setPlainText(u"京都の紅葉はいつ見頃ですか？"_s);
    page->send();
    if (!waitFor([&] {
            const auto c = window.openConversation();
            return !page->isRunning() && c && c->messages.size() >= 3 && !c->spansDerived;
        }))
        return fail("the first run did not end");
    // …then a second one caught mid-stream: its partial text on screen, the run still going.
    server.setPieceDelay(200);
    server.setRunEnd(FakeAdkServer::RunEnd::Hang);
    page->messageEdit()->setPlainText(u"嵐山はどうですか？"_s);
    page->send();
    if (!waitFor([&] {
            const auto c = window.openConversation();
            return c && !c->messages.isEmpty() && c->messages.last().flags.mergedFragments > 0
                && !c->messages.last().chunks.isEmpty()
                && c->messages.last().chunks.first().text.contains(u"下旬"_s);
        }))
        return fail("the partial answer was not shown");
    page->messageEdit()->setPlainText(u"紅葉の名所を三つ教えてください"_s);
    scrollToEnd(page); // the page's lower half: Stop and the running status
    const bool saved = window.grab().toImage().save(output, "PNG");
    page->stop();
    return saved || fail("cannot write the screenshot");
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption lang(u"lang"_s, u"en, ja or es"_s, u"code"_s, u"en"_s);
    const QCommandLineOption output(u"output"_s, u"the PNG to write"_s, u"file"_s);
    const QCommandLineOption sizeOption(u"size"_s, u"WxH"_s, u"size"_s, u"1400x900"_s);
    const QCommandLineOption pageOption(
        u"page"_s, u"adk, agentengine, ces or ces-history"_s, u"name"_s, u"adk"_s);
    parser.addOptions({lang, output, sizeOption, pageOption});
    parser.addHelpOption();
    parser.process(app);
    const QStringList wh = parser.value(sizeOption).split(u'x');
    const QString page = parser.value(pageOption);
    if (!parser.isSet(output) || wh.size() != 2
        || !QStringList {u"adk"_s, u"agentengine"_s, u"ces"_s, u"ces-history"_s}.contains(page)) {
        std::fprintf(stderr,
            "usage: live-screenshot --lang en|ja|es --output FILE [--size WxH] "
            "[--page adk|agentengine|ces|ces-history]\n");
        return 2;
    }
    LanguageManager::instance()->applyLanguage(parser.value(lang));
    const QSize size(wh.at(0).toInt(), wh.at(1).toInt());
    const bool done = page == u"adk"_s ? run(parser.value(output), size)
        : page == u"ces"_s             ? runCes(parser.value(output), size)
        : page == u"ces-history"_s     ? runCesHistory(parser.value(output), size)
                                       : runAgentEngine(parser.value(output), size);
    return done ? 0 : 1;
}
