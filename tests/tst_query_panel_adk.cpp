// SPDX-License-Identifier: GPL-2.0-or-later
// The query panel's ADK page against FakeAdkServer: apps and sessions listed, a session made,
// opened as the live document, a message streamed into it (partial text, then the final event,
// then the server's record), the state delta editor, Stop, deleting after a question, failures
// in the status line; and in the main window: File ▸ Connect to ADK Server…, the server's spans
// in the Trace pane linked both ways to the events, and the selection kept across updates.
#include "adk_artifacts.h"
#include "adk_state_delta_editor.h"
#include "document/document.h"
#include "fake_adk_server.h"
#include "image_viewer.h"
#include "items/span_tree_model.h"
#include "live/adk_client.h"
#include "live/memory_secret_store.h"
#include "live_session.h"
#include "main_window.h"
#include "query_panel.h"
#include "query_panel_adk_page.h"
#include "selection_relay.h"
#include "spans_pane.h"

#include <QAction>
#include <QBuffer>
#include <QComboBox>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QTreeWidget>

using namespace Qt::StringLiterals;

namespace {

LiveUpdate updateOf(const QList<QVariant> &signal)
{
    return signal.at(0).value<LiveUpdate>();
}

// The whole text of a live update.
QByteArray textOf(const QList<QVariant> &signal)
{
    return updateOf(signal).text();
}

// The texts of the events of a live session document, "(partial) " before partial ones.
QStringList eventTexts(const QByteArray &sessionJson)
{
    QStringList out;
    const QJsonArray events
        = QJsonDocument::fromJson(sessionJson).object().value(u"events"_s).toArray();
    for (const QJsonValue &e : events) {
        const QJsonObject part = e.toObject()
                                     .value(u"content"_s)
                                     .toObject()
                                     .value(u"parts"_s)
                                     .toArray()
                                     .first()
                                     .toObject();
        const QString text = part.contains(u"text"_s)
            ? part.value(u"text"_s).toString()
            : part.value(u"functionCall"_s).toObject().value(u"name"_s).toString();
        out << (e.toObject().value(u"partial"_s).toBool() ? u"(partial) "_s : QString()) + text;
    }
    return out;
}

} // namespace

class TstQueryPanelAdk : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void sessionsAndAStreamedRun()
    {
        FakeAdkServer server;
        QVERIFY(server.listen());
        QueryPanel panel;
        QueryPanelAdkPage *page = panel.adkPage();
        QVERIFY(page);
        QSignalSpy live(&panel, &QueryPanel::liveSessionUpdated);
        page->endpointEdit()->setText(server.url().toString());
        page->connectToServer();
        QTRY_COMPARE(page->appBox()->count(), 2);
        QCOMPARE(page->appBox()->currentText(), u"kyoto"_s);
        QTRY_VERIFY(page->statusText().contains(u"2"_s));

        page->newSession();
        QTRY_COMPARE(page->sessionList()->topLevelItemCount(), 1);
        const QString id = page->sessionList()->topLevelItem(0)->text(0);
        QVERIFY(!page->sessionList()->topLevelItem(0)->text(1).isEmpty()); // its last update
        // Two artifacts: a text and an image.
        server.addArtifact(
            u"kyoto"_s, u"user"_s, id, u"note.md"_s, QJsonObject {{u"text"_s, u"# メモ"_s}});
        QImage red(4, 3, QImage::Format_RGB32);
        red.fill(Qt::red);
        QByteArray png;
        QBuffer buffer(&png);
        QVERIFY(buffer.open(QIODevice::WriteOnly) && red.save(&buffer, "PNG"));
        server.addArtifact(u"kyoto"_s, u"user"_s, id, u"photo.png"_s,
            QJsonObject {{u"inlineData"_s,
                QJsonObject {{u"mimeType"_s, u"image/png"_s},
                    {u"data"_s, QString::fromLatin1(png.toBase64())}}}});
        page->sessionList()->setCurrentItem(page->sessionList()->topLevelItem(0));
        page->openSession();
        QTRY_VERIFY(!live.isEmpty());
        QTRY_COMPARE(page->artifacts()->list()->count(), 2);
        QTemporaryDir dir;
        QString suggestedName;
        page->artifacts()->setSaveTarget([&](const QString &suggested) {
            suggestedName = suggested;
            return dir.filePath(suggested);
        });
        page->artifacts()->open(u"note.md"_s);
        QTRY_VERIFY(page->statusText().contains(u"saved"_s));
        QCOMPARE(suggestedName, u"note.md"_s);
        QFile saved(dir.filePath(u"note.md"_s));
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(saved.readAll()), u"# メモ"_s);
        page->artifacts()->open(u"photo.png"_s);
        ImageViewer *viewer = nullptr;
        QTRY_VERIFY((viewer = page->findChild<ImageViewer *>()) != nullptr);
        QCOMPARE(viewer->windowTitle(), u"photo.png"_s);
        viewer->close();
        QCOMPARE(updateOf(live.first()).displayName, u"ADK session "_s + id);
        QCOMPARE(
            QJsonDocument::fromJson(textOf(live.first())).object().value(u"id"_s).toString(), id);

        // The state delta editor marks what is wrong, where; Send waits for a JSON object.
        AdkStateDeltaEditor *delta = page->stateDeltaEditor();
        QVERIFY(delta->markText().isEmpty());
        QVERIFY(page->sendButton()->isEnabled());
        delta->setText(u"{\n  \"mood\": \"晴れ\",\n  \"days\" 2\n}"_s);
        QVERIFY(!delta->isSendable());
        QVERIFY(!page->sendButton()->isEnabled());
        QVERIFY2(
            delta->markText().startsWith(u"Line 3, column 10: "_s), qPrintable(delta->markText()));
        delta->setText(u"[1]"_s);
        QVERIFY(delta->markText().contains(u"Not a JSON object"_s));
        QVERIFY(!page->sendButton()->isEnabled());
        page->messageEdit()->setPlainText(u"京都の紅葉はいつ？"_s);
        page->send();
        QVERIFY(!page->isRunning());
        QVERIFY(page->statusText().contains(u"JSON object"_s));
        delta->setText(u"{\"mood\":\"晴れ\"}"_s);
        QCOMPARE(delta->markText(), u"Valid JSON object."_s);
        QVERIFY(page->sendButton()->isEnabled());
        server.setPieceDelay(250); // slower than the page's updates: each event is shown
        live.clear();
        page->send();
        QVERIFY(page->isRunning());
        QVERIFY(page->stopButton()->isEnabled());
        QVERIFY(!page->sendButton()->isEnabled());
        // The user's own event shows at once, with the time it was sent (seconds).
        QVERIFY(!live.isEmpty());
        const QJsonObject mine = QJsonDocument::fromJson(textOf(live.first()))
                                     .object()
                                     .value(u"events"_s)
                                     .toArray()
                                     .last()
                                     .toObject();
        QCOMPARE(mine.value(u"author"_s).toString(), u"user"_s);
        QVERIFY(mine.value(u"timestamp"_s).toDouble() > 1e9);
        QVERIFY(mine.value(u"timestamp"_s).toDouble() < 1e11);
        QTRY_VERIFY(!page->isRunning());
        // Every update grows the session; the last one is the server's record (no partials).
        QTRY_VERIFY(!live.isEmpty()
            && eventTexts(textOf(live.last()))
                == (QStringList {u"京都の紅葉はいつ？"_s, u"lookup_season"_s,
                    u"京都の紅葉は11月下旬が見頃です🍁。"_s}));
        bool sawPartial = false;
        for (const auto &update : live) {
            // While the run streams, its fragments are the answer so far (not a cut stream).
            sawPartial = sawPartial
                || (updateOf(update).streaming
                    && eventTexts(textOf(update)).contains(u"(partial) 京都の紅葉は"_s));
        }
        QVERIFY(sawPartial);
        QVERIFY(!updateOf(live.last()).streaming); // the server's record, after the run
        QCOMPARE(page->statusText(), u"The agent answered."_s);
        // Read again after the run, the session comes with its measured spans (the server's
        // five: invocation, agent, two LLM calls, the tool).
        QTRY_COMPARE(QJsonDocument::fromJson(textOf(live.last()))
                         .object()
                         .value(u"debugTrace"_s)
                         .toArray()
                         .size(),
            5);
        QVERIFY(updateOf(live.last()).keepPlace); // the user's place is kept
        QJsonObject sent;
        for (const HttpRequest &r : server.received())
            if (r.target == "/run_sse")
                sent = QJsonDocument::fromJson(r.body).object();
        QCOMPARE(sent.value(u"stateDelta"_s).toObject().value(u"mood"_s).toString(), u"晴れ"_s);

        // Stop: the run ends as cancelled, and the session is read again.
        server.setPieceDelay(5);
        server.setRunEnd(FakeAdkServer::RunEnd::Hang);
        page->messageEdit()->setPlainText(u"もう一度"_s);
        page->send();
        QTRY_VERIFY(page->isRunning());
        QTest::mouseClick(page->stopButton(), Qt::LeftButton);
        QTRY_VERIFY(!page->isRunning());
        QCOMPARE(page->statusText(), u"Cancelled."_s);

        // Delete asks first: refused, then accepted.
        QStringList asked;
        bool accept = false;
        page->setConfirm([&](const QString &question) {
            asked << question;
            return accept;
        });
        page->deleteSession();
        QCOMPARE(asked.size(), 1);
        QVERIFY(asked.first().contains(id));
        QVERIFY(!server.session(u"kyoto"_s, u"user"_s, id).isEmpty());
        accept = true;
        page->deleteSession();
        QTRY_COMPARE(page->sessionList()->topLevelItemCount(), 0);
        QVERIFY(server.session(u"kyoto"_s, u"user"_s, id).isEmpty());
    }

    void liveTraceAndPlaceInTheWindow()
    {
        FakeAdkServer server;
        QVERIFY(server.listen());
        MemorySecretStore store;
        MainWindow window;
        window.setPersistLayout(false);
        window.resize(1400, 900);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QueryPanel *panel = window.queryPanel();
        panel->setSecretStore(&store);
        QueryPanelAdkPage *page = panel->adkPage();

        // File ▸ Connect to ADK Server…: the ADK page, its server field focused.
        auto *connectAction = window.findChild<QAction *>(u"connectAdkAction"_s);
        QVERIFY(connectAction);
        QCOMPARE(connectAction->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
        connectAction->trigger();
        QCOMPARE(panel->tabs()->currentIndex(), 2);
        QTRY_VERIFY(page->endpointEdit()->hasFocus());
        page->endpointEdit()->setText(server.url().toString());
        page->connectToServer();
        QTRY_COMPARE(page->appBox()->count(), 2);
        page->newSession();
        QTRY_COMPARE(page->sessionList()->topLevelItemCount(), 1);
        page->sessionList()->setCurrentItem(page->sessionList()->topLevelItem(0));
        page->openSession();
        QTRY_VERIFY(window.liveDocument());

        // A run: the newest event is followed, and the server's spans replace the derived ones.
        const auto runAndWait = [&](int messages) {
            page->messageEdit()->setPlainText(u"京都の紅葉はいつ？"_s);
            page->send();
            return QTest::qWaitFor(
                [&] {
                    const auto c = window.openConversation();
                    return !page->isRunning() && c && c->messages.size() == messages
                        && !c->spansDerived && c->turnSpans.size() == messages / 3;
                },
                20000);
        };
        QVERIFY(runAndWait(3));
        QTRY_COMPARE(window.selection()->currentRef().message, 2);
        SpansPane *spans = window.spansPane();
        QVERIFY(!spans->showsDerivedNote());
        SpanTreeModel *model = spans->model();
        QCOMPARE(model->rowCount(), 1);
        const QModelIndex agent = model->index(0, 0, model->index(0, 0));
        const QModelIndex firstCall = model->index(0, 0, agent);
        const QModelIndex tool = model->index(0, 0, firstCall);
        const QModelIndex answerCall = model->index(1, 0, agent);
        QCOMPARE(answerCall.data(SpanTreeModel::EventIdRole).toString(), u"UT0UzOUe"_s);
        QCOMPARE(tool.data(SpanTreeModel::NameRole).toString(), u"execute_tool lookup_season"_s);
        // Span → event: the tool (a throw-away event id, as TS 2.0.0 traces it) selects its
        // call by the call id; the answer's LLM call the answer.
        QCOMPARE(spans->view()->currentIndex(), answerCall); // the selected answer's span
        spans->view()->setCurrentIndex(tool);
        QCOMPARE(window.selection()->currentRef().message, 1);
        spans->view()->setCurrentIndex(answerCall);
        QCOMPARE(window.selection()->currentRef().message, 2);
        // Event → span: the call's message selects its LLM call.
        window.selectMessage(1);
        QCOMPARE(spans->view()->currentIndex().data(SpanTreeModel::EventIdRole).toString(),
            u"oFT99B40"_s);

        // On an older event, a run (streamed, then read again) and a refresh keep it selected.
        // The streamed events grow the document shown instead of replacing it.
        QSignalSpy grew(window.liveDocument(), &Document::recordsAppended);
        QVERIFY(runAndWait(6));
        QVERIFY(!grew.isEmpty());
        QTRY_COMPARE(window.selection()->currentRef().message, 1);
        QCOMPARE(window.openConversation()->messages.at(1).id, u"oFT99B40"_s);
        QSignalSpy shown(window.liveSession(), &LiveSession::answerReady);
        page->openSession();
        QTRY_VERIFY(!shown.isEmpty());
        QCOMPARE(window.selection()->currentRef().message, 1);

        // On the newest event, the next run is followed to its newest.
        window.selectMessage(5);
        QVERIFY(runAndWait(9));
        QTRY_COMPARE(window.selection()->currentRef().message, 8);
        QCOMPARE(window.openConversation()->messages.at(8).id, u"UT0UzOUe-3"_s);

        // A run caught mid-stream: its answer so far is no problem (a stream cut off would be).
        server.setPieceDelay(100);
        server.setRunEnd(FakeAdkServer::RunEnd::Hang);
        page->messageEdit()->setPlainText(u"嵐山はどうですか？"_s);
        page->send();
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                const auto c = window.openConversation();
                return c && c->messages.last().flags.mergedFragments > 0
                    && !c->messages.last().chunks.isEmpty()
                    && c->messages.last().chunks.first().text.contains(u"下旬"_s);
            }(),
            20000);
        QVERIFY(window.liveDocument()->isOpenEnded());
        QVERIFY(window.openConversation()->messages.last().diagnostics.isEmpty());
        page->stop();
        QTRY_VERIFY(!page->isRunning());
        QTRY_VERIFY(!window.liveDocument()->isOpenEnded()); // read again: the server's record
    }

    void tenThousandSessions()
    {
        // The user's 10,000 sessions in one list, newest first, sortable by id.
        FakeAdkServer server;
        QVERIFY(server.listen());
        server.addSessions(u"kyoto"_s, u"user"_s, 10000);
        QueryPanel panel;
        QueryPanelAdkPage *page = panel.adkPage();
        page->endpointEdit()->setText(server.url().toString());
        page->userEdit()->setText(u"user"_s);
        page->connectToServer();
        QTRY_COMPARE_WITH_TIMEOUT(page->sessionList()->topLevelItemCount(), 10000, 60000);
        QTreeWidget *list = page->sessionList();
        QCOMPARE(list->topLevelItem(0)->text(0), u"bulk-10000"_s);
        QCOMPARE(list->topLevelItem(9999)->text(0), u"bulk-1"_s);
        list->sortByColumn(0, Qt::AscendingOrder);
        QCOMPARE(list->topLevelItem(0)->text(0), u"bulk-1"_s);
        // Listed again, the selection stays.
        list->setCurrentItem(list->topLevelItem(5));
        const QString selected = list->currentItem()->text(0);
        QSignalSpy listed(page->client(), &AdkClient::sessionsListed);
        page->refreshSessions();
        QTRY_COMPARE_WITH_TIMEOUT(listed.size(), 1, 60000);
        QCOMPARE(list->topLevelItemCount(), 10000);
        QCOMPARE(list->currentItem()->text(0), selected);
    }

    void failuresInTheStatusLine()
    {
        QueryPanel panel;
        QueryPanelAdkPage *page = panel.adkPage();
        page->endpointEdit()->setText(u"http://adk.example.com"_s);
        page->connectToServer();
        QVERIFY(page->statusText().contains(u"https"_s)); // plain http only to loopback

        FakeAdkServer server;
        QVERIFY(server.listen());
        page->endpointEdit()->setText(server.url().toString());
        page->connectToServer();
        QTRY_COMPARE(page->appBox()->count(), 2);
        page->messageEdit()->setPlainText(u"hi"_s);
        page->send(); // no session chosen
        QVERIFY(page->statusText().contains(u"session"_s));

        // A session that the server no longer has: its 404 message is shown.
        QTRY_VERIFY(page->statusText().isEmpty() == false);
        auto *item = new QTreeWidgetItem(page->sessionList(), {u"gone"_s});
        page->sessionList()->setCurrentItem(item);
        page->openSession();
        QTRY_VERIFY(page->statusText().contains(u"Session not found: gone"_s));
        QVERIFY(page->statusText().contains(u"404"_s));
    }
};

QTEST_MAIN(TstQueryPanelAdk)
#include "tst_query_panel_adk.moc"
