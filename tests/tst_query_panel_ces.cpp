// SPDX-License-Identifier: GPL-2.0-or-later
// The query panel's CES page against FakeCesServer: a turn sent to a new session of the app
// (streamed as a JSON array, as SSE, or at once), its outputs grown into the live document (the
// window shows the turn's messages and its spans), a client tool call answered with a response
// that becomes the tool's canned one, the session saved and read again as ces.run-session, every
// exchange in the protocol log, and the mistakes and failures said in the status line.
#include "ces_session_options.h"
#include "ces_tool_calls.h"
#include "ces_turn_input.h"
#include "document/document.h"
#include "fake_ces_server.h"
#include "items/protocol_log_model.h"
#include "live/memory_secret_store.h"
#include "main_window.h"
#include "message_list_view.h"
#include "message_view.h"
#include "query_panel.h"
#include "query_panel_ces_page.h"
#include "query_panel_connection.h"

#include <QCheckBox>
#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace Qt::StringLiterals;

namespace {

void pointAt(QueryPanelCesPage *page, const FakeCesServer &server)
{
    page->endpointEdit()->setText(server.url().toString());
    page->connection()->setAuth(QueryPanelConnection::Auth::None);
    page->sessionEdit()->setText(FakeCesServer::app());
}

/// The window shown with its CES page in front, its pasted tokens kept in `store`.
void showWindow(MainWindow &window, SecretStore *store)
{
    window.setPersistLayout(false);
    window.resize(1400, 900);
    window.show();
    window.queryPanel()->setSecretStore(store);
    window.showPanel(u"ces"_s);
}

/// Sends `text` as the page's next turn and waits until it ends.
void sendTurn(QueryPanelCesPage *page, const QString &text)
{
    page->input()->textEdit()->setPlainText(text);
    page->send();
    QVERIFY2(page->isRunning(), qPrintable(page->statusText()));
    QTRY_VERIFY_WITH_TIMEOUT(!page->isRunning(), 30000);
}

/// The JSON objects of the lines of a live CES session.
QList<QJsonObject> linesOf(const QByteArray &text)
{
    QList<QJsonObject> lines;
    for (const QByteArray &line : text.split('\n')) {
        if (!line.trimmed().isEmpty())
            lines.append(QJsonDocument::fromJson(line).object());
    }
    return lines;
}

} // namespace

class TstQueryPanelCes : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void turnsToolCallsAndSave_data()
    {
        QTest::addColumn<int>("mode");
        QTest::newRow("streamed array") << 0;
        QTest::newRow("server-sent events") << 1;
        QTest::newRow("at once") << 2;
    }

    void turnsToolCallsAndSave()
    {
        QFETCH(int, mode);
        QSettings().remove(u"query/ces"_s); // no canned response from the row before
        FakeCesServer server;
        QVERIFY(server.listen());
        QueryPanelCesPage page;
        pointAt(&page, server);
        page.options()->modeBox()->setCurrentIndex(mode);
        QSignalSpy live(&page, &QueryPanelCesPage::liveSessionUpdated);
        QSignalSpy logged(&page, &QueryPanelCesPage::logged);

        // An app's name: a new session of it, made by the page.
        page.input()->variablesEdit()->setPlainText(u"{\"customer_tier\": \"gold\"}"_s);
        sendTurn(&page, u"京都の紅葉の見頃は？"_s);
        const QString session = page.sessionEdit()->text();
        QVERIFY2(session.startsWith(FakeCesServer::app() + u"/sessions/"_s), qPrintable(session));
        QVERIFY2(page.statusText().contains(u"1"_s), qPrintable(page.statusText()));
        QVERIFY(page.input()->textEdit()->toPlainText().isEmpty()); // sent: ready for the next turn
        QVERIFY(live.size() >= 2);
        const LiveUpdate last = live.last().at(0).value<LiveUpdate>();
        QVERIFY(!last.streaming);
        QVERIFY(last.displayName.contains(session.section(u'/', -1)));
        QList<QJsonObject> lines = linesOf(last.text());
        QCOMPARE(lines.first().value(u"config"_s)[u"session"_s].toString(), session);
        QCOMPARE(lines.at(1).value(u"realtimeInput"_s)[u"variables"_s][u"customer_tier"_s],
            QJsonValue(u"gold"_s));
        QCOMPARE(
            lines.at(2).value(u"realtimeInput"_s)[u"text"_s].toString(), u"京都の紅葉の見頃は？"_s);
        QVERIFY(lines.last().contains(u"sessionOutput"_s));
        QCOMPARE(server.bodies().size(), 1);
        QCOMPARE(server.bodies().at(0)[u"inputs"_s].toArray().size(), 2);

        // A tool the agent leaves to the client: answered here, sent as the next input.
        sendTurn(&page, u"永観堂の近くで夕食を予約したい"_s);
        CesToolCalls *calls = page.toolCalls();
        QCOMPARE(calls->count(), 1);
        QCOMPARE(calls->toolName(0), u"book_table"_s);
        QCOMPARE(calls->responseEdit(0)->toPlainText(), u"{}"_s);
        QVERIFY(page.statusText().contains(u"book_table"_s) || page.statusText().contains(u"1"_s));
        calls->responseEdit(0)->setPlainText(u"[1, 2]"_s); // not an object: refused, said
        calls->sendButton()->click();
        QVERIFY2(page.statusText().contains(u"book_table"_s), qPrintable(page.statusText()));
        QVERIFY(!page.isRunning());
        calls->responseEdit(0)->setPlainText(u"{\"confirmed\": true, \"table\": 7}"_s);
        calls->saveCannedBox()->setChecked(true);
        calls->sendButton()->click();
        QVERIFY(page.isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(!page.isRunning(), 30000);
        QCOMPARE(calls->count(), 0);
        const QJsonObject sent
            = server.bodies().last()[u"inputs"_s][0][u"toolResponses"_s].toObject();
        const QJsonObject response = sent[u"toolResponses"_s][0].toObject();
        QCOMPARE(response[u"id"_s].toString(), u"adk-42"_s);
        QCOMPARE(response[u"response"_s][u"table"_s].toInt(), 7);
        QCOMPARE(response[u"tool"_s].toString(), FakeCesServer::app() + u"/tools/book_table"_s);
        QCOMPARE(QJsonDocument::fromJson(CesToolCalls::cannedResponse(u"book_table"_s)).object(),
            response[u"response"_s].toObject());

        // The next call of the tool starts from its canned response.
        sendTurn(&page, u"もう一度予約したい"_s);
        QCOMPARE(calls->count(), 1);
        QCOMPARE(QJsonDocument::fromJson(calls->responseEdit(0)->toPlainText().toUtf8()).object(),
            response[u"response"_s].toObject());
        calls->clear();

        // Saved, and read again as the same session.
        QTemporaryDir dir;
        const QString path = dir.filePath(u"session.jsonl"_s);
        QString reason;
        QVERIFY2(page.saveTo(path, &reason), qPrintable(reason));
        Document document;
        QSignalSpy loaded(&document, &Document::loaded);
        document.openFile(path);
        QVERIFY(loaded.wait(30000));
        QCOMPARE(document.formatId(), u"ces.run-session"_s);
        QCOMPARE(document.conversationCount(), 1);
        QVERIFY(document.diagnostics().isEmpty());
        QVERIFY(server.problems().isEmpty());
        QCOMPARE(server.problems().join(u'\n'), QString());
        QVERIFY(logged.size() >= 8); // each request and its response, four turns
        for (const QList<QVariant> &record : std::as_const(logged)) {
            const McpLogRecord r = record.at(0).value<McpLogRecord>();
            QVERIFY2(r.rpcMethod == (mode == 2 ? u"runSession"_s : u"streamRunSession"_s),
                qPrintable(r.rpcMethod));
            QVERIFY(r.url.path().startsWith(u"/v1/"_s + FakeCesServer::app()));
        }
    }

    void mistakesAndFailuresAreSaid()
    {
        FakeCesServer server;
        QVERIFY(server.listen());
        QueryPanelCesPage page;
        pointAt(&page, server);
        page.send(); // nothing to send
        QVERIFY(!page.isRunning());
        QVERIFY(!page.statusText().isEmpty());
        page.input()->variablesEdit()->setPlainText(u"{\"open\": "_s);
        page.input()->textEdit()->setPlainText(u"hola"_s);
        page.send();
        QVERIFY(!page.isRunning());
        QVERIFY2(page.statusText().contains(u"JSON"_s), qPrintable(page.statusText()));
        page.input()->variablesEdit()->clear();
        page.sessionEdit()->setText(u"not/a/session"_s);
        page.send();
        QVERIFY(!page.isRunning());
        QVERIFY2(page.statusText().contains(u"projects/"_s), qPrintable(page.statusText()));

        pointAt(&page, server);
        server.setFailure(FakeCesServer::Failure::NotFound);
        sendTurn(&page, u"hola"_s);
        QVERIFY2(page.statusText().contains(u"404"_s), qPrintable(page.statusText()));
        QVERIFY(page.saveButton()->isEnabled()); // the input sent stays in the session

        server.setFailure(FakeCesServer::Failure::Hang);
        page.input()->textEdit()->setPlainText(u"¿sigues ahí?"_s);
        page.send();
        QVERIFY(page.stopButton()->isEnabled());
        QTRY_VERIFY(page.sessionText().contains("sessionOutput")); // the first response came
        page.stop();
        QTRY_VERIFY(!page.isRunning());
        QVERIFY(page.sendButton()->isEnabled());
    }

    void aLiveTurnInTheWindow()
    {
        FakeCesServer server;
        QVERIFY(server.listen());
        MemorySecretStore store;
        MainWindow window;
        showWindow(window, &store);
        QueryPanel *panel = window.queryPanel();
        QCOMPARE(panel->tabs()->tabText(panel->tabs()->currentIndex()), u"CES"_s);
        QueryPanelCesPage *page = panel->cesPage();
        pointAt(page, server);
        sendTurn(page, u"京都の紅葉の見頃は？"_s);
        QTRY_VERIFY(
            window.liveDocument() && window.liveDocument()->state() == Document::State::Ready);
        Document *document = window.liveDocument();
        QCOMPARE(document->formatId(), u"ces.run-session"_s);
        QTRY_VERIFY(window.openConversation() != nullptr);
        QTRY_VERIFY(window.openConversation()->messages.size() >= 2);
        // diagnosticInfo's root span: the Trace pane shows the turn.
        auto *spans = window.findChild<QTreeView *>(u"spanTree"_s);
        QVERIFY(spans);
        QTRY_VERIFY(spans->model()->rowCount() > 0);
        // The protocol log has the exchange.
        QTRY_VERIFY(panel->logModel()->rowCount() >= 2);
    }

    void aNewSessionStartsFromTheOpenConversation()
    {
        FakeCesServer server;
        QVERIFY(server.listen());
        MemorySecretStore store;
        MainWindow window;
        showWindow(window, &store);
        QueryPanelCesPage *page = window.queryPanel()->cesPage();
        pointAt(page, server);
        QComboBox *history = page->options()->historyBox();

        // Nothing open: the page says so and sends nothing.
        history->setCurrentIndex(int(CesSessionOptions::History::OpenConversation));
        page->input()->textEdit()->setPlainText(u"¿y ahora?"_s);
        page->send();
        QVERIFY(!page->isRunning());
        QVERIFY2(
            page->statusText().contains(u"Open a conversation"_s), qPrintable(page->statusText()));
        QCOMPARE(server.bodies().size(), 0);

        // A CES file open, its second message selected: the history ends with it.
        window.openFiles({QStringLiteral(INSPECTOR_TEST_DATA "/ces_messages.json")});
        QVERIFY(window.waitForLoaded(30000));
        QTRY_VERIFY(window.openConversation() != nullptr);
        const auto open = window.openConversation();
        QTRY_VERIFY(window.messageView()->listView()->model()->rowCount() > 1);
        window.selectMessage(1);
        history->setCurrentIndex(int(CesSessionOptions::History::UpToSelected));
        sendTurn(page, u"¿y ahora?"_s);
        QVERIFY2(page->statusText().contains(u"1"_s), qPrintable(page->statusText()));
        QCOMPARE(server.bodies().size(), 1);
        const QJsonArray sent
            = server.bodies().at(0)[u"config"_s][u"historicalContexts"_s].toArray();
        QCOMPARE(sent.size(), 2);
        QCOMPARE(sent.at(0)[u"role"_s].toString(), u"user"_s);
        QCOMPARE(sent.at(0)[u"chunks"_s][0][u"text"_s].toString(),
            open->messages.at(0).chunks.at(0).text);
        QCOMPARE(sent.at(1)[u"chunks"_s][0][u"toolCall"_s][u"id"_s].toString(),
            open->messages.at(1).chunks.at(0).toolId);

        // The next turn continues the session: no history again.
        sendTurn(page, u"gracias"_s);
        QCOMPARE(server.bodies().size(), 2);
        QVERIFY(!server.bodies().at(1)[u"config"_s].toObject().contains(u"historicalContexts"_s));

        // The live session shows the history first, then its own turns, and says where it began.
        QTRY_VERIFY(
            window.liveDocument() && window.liveDocument()->state() == Document::State::Ready);
        Document *live = window.liveDocument();
        QTRY_VERIFY(live->conversationCount() == 1);
        const auto session = live->conversation(0);
        QVERIFY(session);
        QVERIFY(session->messages.size() >= 4);
        QCOMPARE(session->messages.at(0).chunks.at(0).text, open->messages.at(0).chunks.at(0).text);
        QCOMPARE(session->messages.at(1).chunks.at(0).kind, ChunkKind::ToolCall);
        bool asked = false; // the session's own first input, after the history
        for (int i = 2; i < session->messages.size(); ++i) {
            for (const Chunk &chunk : session->messages.at(i).chunks)
                asked = asked || chunk.text == u"¿y ahora?"_s;
        }
        QVERIFY(asked);
        for (const Chunk &chunk : session->messages.at(0).chunks)
            QVERIFY(chunk.text != u"¿y ahora?"_s);
        QVERIFY(session->properties.contains({u"historicalContexts"_s, u"2"_s}));
    }
};

QTEST_MAIN(TstQueryPanelCes)
#include "tst_query_panel_ces.moc"
