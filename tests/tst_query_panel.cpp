// SPDX-License-Identifier: GPL-2.0-or-later
// The query panel, off screen, against the project's fake MCP server on 127.0.0.1 only.
#include "answer_pane.h"
#include "document/document.h"
#include "fake_mcp_server.h"
#include "hostile_mcp.h"
#include "items/plain_tool_tip.h"
#include "items/protocol_log_model.h"
#include "json_tree_view.h"
#include "language_manager.h"
#include "live/memory_secret_store.h"
#include "main_window.h"
#include "mcp_tool_form.h"
#include "message_view.h"
#include "protocol_log_view.h"
#include "query_panel.h"
#include "query_panel_connection.h"
#include "query_panel_result_view.h"
#include "query_panel_search_page.h"
#include "query_panel_section.h"
#include "query_panel_tools_page.h"

#include <QAbstractButton>
#include <QAbstractItemModelTester>
#include <QBuffer>
#include <QClipboard>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeView>

using namespace Qt::StringLiterals;

namespace {

const QString kServing = u"projects/demo/locations/global/collections/default_collection/"
                         "engines/tokyo/servingConfigs/default_search"_s;

// A main window whose query panel points at a fresh fake server, with no token.
struct Rig {
    FakeMcpServer server;
    MemorySecretStore store;
    MainWindow window;
    QueryPanel *panel = nullptr;

    Rig()
    {
        server.listen();
        window.setPersistLayout(false);
        window.resize(1400, 900);
        window.show();
        panel = window.queryPanel();
        panel->setSecretStore(&store);
        for (QueryPanelConnection *c :
            {panel->searchPage()->connection(), panel->toolsPage()->connection()}) {
            c->setEndpoint(server.url().toString());
            c->setAuth(QueryPanelConnection::Auth::None);
            c->setTimeoutSeconds(5);
            c->setHeadersText(QString());
        }
        panel->searchPage()->setServingConfig(kServing);
    }
    // Types the question and presses Ctrl+Enter, then waits until the answer is in.
    bool ask(const QString &question)
    {
        QPlainTextEdit *box = panel->searchPage()->questionEdit();
        box->setPlainText(question);
        QTest::keyClick(box, Qt::Key_Return, Qt::ControlModifier);
        return waitIdle();
    }
    bool waitIdle(int ms = 15000)
    {
        return QTest::qWaitFor([&] { return !panel->isBusy(); }, ms);
    }
    // Waits until the live document has loaded and its answer is selected.
    const Message *selectedAnswer()
    {
        Document *live = window.liveDocument();
        if (!live || !live->waitForLoaded(10000))
            return nullptr;
        // Then the window shows one of its conversations with an answer selected.
        const Message *answer = nullptr;
        const bool selected = QTest::qWaitFor(
            [&] {
                const auto open = window.openConversation();
                const int row = window.messageView()->currentRef().message;
                bool shown = false;
                for (int c = 0; open && c < live->conversationCount(); ++c)
                    shown = shown || live->conversation(c) == open;
                if (shown && row >= 0 && row < open->messages.size()
                    && (open->messages.at(row).answer || open->messages.at(row).grounding))
                    answer = &open->messages.at(row);
                return answer != nullptr;
            },
            10000);
        return selected ? answer : nullptr;
    }
    QJsonObject lastArguments() const
    {
        for (qsizetype i = server.received().size() - 1; i >= 0; --i) {
            const FakeMcpServer::Received &r = server.received().at(i);
            if (r.rpcMethod == u"tools/call"_s)
                return QJsonDocument::fromJson(r.body)
                    .object()
                    .value(u"params"_s)
                    .toObject()
                    .value(u"arguments"_s)
                    .toObject();
        }
        return {};
    }
};

// Every text the window shows (labels, fields, boxes, lists, trees), as a screenshot would.
QString allVisibleText(QWidget *root)
{
    QString text;
    for (QLabel *w : root->findChildren<QLabel *>())
        text += w->text() + w->toolTip() + u'\n';
    for (QLineEdit *w : root->findChildren<QLineEdit *>())
        text += w->text() + w->displayText() + u'\n';
    for (QPlainTextEdit *w : root->findChildren<QPlainTextEdit *>())
        text += w->toPlainText() + u'\n';
    for (QComboBox *w : root->findChildren<QComboBox *>())
        text += w->currentText() + u'\n';
    for (QAbstractButton *w : root->findChildren<QAbstractButton *>())
        text += w->text() + u'\n';
    for (QAbstractItemView *view : root->findChildren<QAbstractItemView *>()) {
        const QAbstractItemModel *m = view->model();
        for (int r = 0; m && r < m->rowCount(); ++r)
            for (int c = 0; c < m->columnCount(); ++c)
                text += m->index(r, c).data().toString() + u'\n';
    }
    return text;
}

} // namespace

class TstQueryPanel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        // Settings go to a temporary folder of this run (the settings tests read the file).
        QVERIFY(m_settingsDir.isValid());
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settingsDir.path());
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"ConversationInspectorTests"_s);
        QCoreApplication::setApplicationName(u"tst_query_panel"_s);
        QSettings().clear();
        qunsetenv("CONVERSATION_INSPECTOR_TOKEN");
        LanguageManager::instance()->applyLanguage(u"en"_s);
    }

    void dockAndDefaults()
    {
        MainWindow window;
        window.setPersistLayout(false);
        window.show();
        auto *dock = window.findChild<QDockWidget *>(u"queryDock"_s);
        QVERIFY(dock);
        QCOMPARE(dock->windowTitle(), u"Query"_s);
        QCOMPARE(window.dockWidgetArea(dock), Qt::RightDockWidgetArea);
        QVERIFY(!window.tabifiedDockWidgets(dock).isEmpty());
        QVERIFY(window.queryPanel()->visibleRegion().isEmpty()); // behind its tab at first
        window.showPanel(u"query"_s);
        QTRY_VERIFY(!window.queryPanel()->visibleRegion().isEmpty());
        QueryPanelConnection *c = window.queryPanel()->searchPage()->connection();
        QCOMPARE(c->endpoint(), u"https://discoveryengine.googleapis.com/mcp"_s);
        QCOMPARE(c->auth(), QueryPanelConnection::Auth::Command);
        QCOMPARE(c->findChild<QLineEdit *>(u"tokenCommand"_s)->text(),
            u"gcloud auth print-access-token"_s);
        QVERIFY(!window.queryPanel()->searchPage()->optionsSection()->isExpanded());
        // A language switch retranslates the panel in place.
        LanguageManager::instance()->applyLanguage(u"ja"_s);
        LanguageManager::instance()->applyLanguage(u"en"_s);
        QCOMPARE(window.queryPanel()->tabs()->tabText(1), u"MCP Tools"_s);
        QCOMPARE(dock->windowTitle(), u"Query"_s);
    }

    void resultViewShowsContentBlocks()
    {
        QImage image(4, 3, QImage::Format_RGB32);
        image.fill(Qt::red);
        QBuffer png;
        png.open(QIODevice::WriteOnly);
        image.save(&png, "PNG");
        McpOutcome outcome;
        outcome.kind = McpOutcome::Kind::CallTool;
        auto block = [](std::initializer_list<QPair<QString, QJsonValue>> fields) {
            QJsonObject o;
            for (const auto &f : fields)
                o.insert(f.first, f.second);
            return o;
        };
        const QJsonArray content {block({{u"type"_s, u"text"_s}, {u"text"_s, u"こんにちは"_s}}),
            block({{u"type"_s, u"image"_s}, {u"mimeType"_s, u"image/png"_s},
                {u"data"_s, QString::fromLatin1(png.data().toBase64())}}),
            block({{u"type"_s, u"image"_s}, {u"mimeType"_s, u"image/png"_s},
                {u"data"_s, u"!!not base64"_s}}),
            block({{u"type"_s, u"image"_s}, {u"mimeType"_s, u"image/png"_s},
                {u"uri"_s, u"https://example.com/x.png"_s}}),
            block({{u"type"_s, u"resource"_s},
                {u"resource"_s,
                    block({{u"uri"_s, u"file:///notes.txt"_s}, {u"text"_s, u"メモ"_s}})}}),
            block({{u"type"_s, u"resource_link"_s}, {u"uri"_s, u"https://example.com/doc"_s},
                {u"name"_s, u"doc"_s}}),
            block(
                {{u"type"_s, u"audio"_s}, {u"mimeType"_s, u"audio/wav"_s}, {u"data"_s, u"AAAA"_s}}),
            block({{u"type"_s, u"video"_s}})};
        outcome.toolResult.contentJson = QJsonDocument(content).toJson(QJsonDocument::Compact);
        outcome.toolResult.source = McpToolResult::Source::StructuredContent;
        outcome.toolResult.payloadJson = R"({"b":1,"a":{"c":[1,2]}})";
        QueryPanelResultView view;
        view.showOutcome(outcome);
        const QStringList texts = view.blockTexts();
        QCOMPARE(view.imageCount(), 1); // decoded from data only; the URI one is never fetched
        QCOMPARE(texts.value(0), u"こんにちは"_s);
        QCOMPARE(texts.value(1), u"[image]"_s);
        QVERIFY(texts.value(2).startsWith(u"Image (image/png) that could not be decoded"_s));
        QVERIFY(texts.value(3).startsWith(u"Image (image/png) that could not be decoded"_s));
        QCOMPARE(texts.value(4), u"Resource: file:///notes.txt"_s);
        QCOMPARE(texts.value(5), u"メモ"_s);
        QCOMPARE(texts.value(6), u"Resource link: https://example.com/doc doc"_s);
        QVERIFY(texts.value(7).startsWith(u"Audio (audio/wav)"_s));
        QCOMPARE(texts.value(8), u"Unknown content block \"video\""_s);
        QVERIFY(view.errorText().isEmpty());
        QVERIFY(!view.structuredView()->isHidden());
        QCOMPARE(view.structuredView()->model()->rowCount(), 2);
        QCOMPARE(view.structuredView()->model()->index(0, 0).data().toString(), u"b"_s);

        // A JSON-RPC error: explained, no blocks, no tree; an empty success says so.
        McpOutcome failed;
        failed.kind = McpOutcome::Kind::CallTool;
        failed.error = makeMcpError(McpError::Kind::JsonRpc,
            QT_TRANSLATE_NOOP("McpError", "The server answered HTTP %1."), {u"400"_s});
        view.showOutcome(failed);
        QCOMPARE(view.errorText(), u"The server answered HTTP 400."_s);
        QVERIFY(view.blockTexts().isEmpty());
        QVERIFY(view.structuredView()->isHidden());
        view.showOutcome(McpOutcome {});
        QCOMPARE(view.blockTexts(), QStringList({u"The tool returned an empty result."_s}));
    }

    void askOpensLiveConversation()
    {
        Rig rig;
        QVERIFY(rig.ask(u"東京タワーの高さは？"_s));
        QVERIFY2(rig.panel->statusText().startsWith(u"Answered in"_s),
            qPrintable(rig.panel->statusText()));
        QVERIFY(rig.window.liveDocument());
        QCOMPARE(rig.window.currentDocument(), rig.window.liveDocument());
        const Message *answer = rig.selectedAnswer();
        QVERIFY(answer);
        QCOMPARE(rig.window.liveDocument()->displayName(), u"Live query"_s);
        QCOMPARE(rig.window.liveDocument()->formatId(), u"discoveryengine.answer-response"_s);
        QVERIFY(answer->grounding);
        QCOMPARE(answer->grounding->citations.size(), 2);
        QCOMPARE(answer->grounding->citations.at(0).text, u"東京タワーの高さは333メートルです。"_s);
        QCOMPARE(answer->grounding->citations.at(1).text, u"1958年に完成しました。"_s);
        QCOMPARE(answer->grounding->citations.at(0).references, QVector<int>({0}));
        QCOMPARE(answer->grounding->references.at(0).title, u"東京タワーの概要"_s);
        QCOMPARE(answer->grounding->references.at(1).title, u"東京タワーの歴史"_s);
        QVERIFY(!answer->grounding->citations.at(0).partRanges.isEmpty());
        // The request carried the panel's options.
        const QJsonObject args = rig.lastArguments();
        QCOMPARE(args.value(u"servingConfig"_s).toString(), kServing);
        QCOMPARE(args.value(u"session"_s).toString(), u"-"_s);
        QCOMPARE(args.value(u"query"_s).toObject().value(u"text"_s).toString(),
            u"東京タワーの高さは？"_s);
        // The session the server started is continued next.
        QVERIFY(rig.panel->sessionName().endsWith(u"/sessions/s-1"_s));
        QCOMPARE(rig.panel->searchPage()->sessionChoice(),
            QueryPanelSearchPage::SessionChoice::Continue);
        // Settings remembered (never a token).
        const QSettings settings;
        QCOMPARE(settings.value(u"query/servingConfig"_s).toString(), kServing);
        QCOMPARE(settings.value(u"query/endpoint"_s).toString(), rig.server.url().toString());
        QCOMPARE(settings.value(u"query/includeCitations"_s).toBool(), true);
    }

    void followUpContinuesAndReplacesTheDocument()
    {
        Rig rig;
        QVERIFY(rig.ask(u"東京タワーの高さは？"_s));
        QVERIFY(rig.selectedAnswer());
        const QString session = rig.panel->sessionName();
        QVERIFY(rig.ask(u"いつ完成しましたか？"_s));
        QCOMPARE(rig.lastArguments().value(u"session"_s).toString(), session);
        const Message *answer = rig.selectedAnswer();
        QVERIFY(answer);
        QVERIFY2(answer->id.endsWith(u"answers/a-2"_s), qPrintable(answer->id)); // the newest
        QCOMPARE(rig.window.liveDocument()->conversationCount(), 1);
        int answers = 0;
        for (const Message &m : rig.window.openConversation()->messages)
            answers += m.grounding ? 1 : 0;
        QCOMPARE(answers, 2);
        // One live document, replaced rather than added.
        QTRY_COMPARE(rig.window.findChildren<Document *>().size(), 1);
        QCOMPARE(rig.panel->sessionLog().count('\n'), 4);
    }

    void relatedQuestionIsOneClick()
    {
        Rig rig;
        QVERIFY(rig.ask(u"東京タワーの高さは？"_s));
        QVERIFY(rig.selectedAnswer());
        QAbstractButton *chip = nullptr;
        for (QAbstractButton *b : rig.window.answerPane()->findChildren<QAbstractButton *>())
            if (b->text() == u"展望台の高さは？"_s)
                chip = b;
        QVERIFY(chip);
        const int calls = rig.server.count(u"tools/call"_s);
        chip->click();
        QVERIFY(rig.panel->isBusy()); // sent at once
        QVERIFY(rig.waitIdle());
        QCOMPARE(rig.server.count(u"tools/call"_s), calls + 1);
        const QJsonObject args = rig.lastArguments();
        QCOMPARE(
            args.value(u"query"_s).toObject().value(u"text"_s).toString(), u"展望台の高さは？"_s);
        QCOMPARE(args.value(u"session"_s).toString(), rig.panel->sessionName());
        QVERIFY(rig.selectedAnswer());

        // A related question of a file from disk is only put into the question box.
        QTemporaryDir dir;
        const QString path = dir.filePath(u"saved.jsonl"_s);
        QString error;
        QVERIFY2(rig.panel->saveSession(path, &error), qPrintable(error));
        rig.window.openFiles({path});
        QVERIFY(rig.window.waitForLoaded(10000));
        QVERIFY(rig.window.currentDocument() != rig.window.liveDocument());
        Q_EMIT rig.window.answerPane()->relatedQuestionActivated(u"東京スカイツリーとの違いは？"_s);
        QVERIFY(!rig.panel->isBusy());
        QCOMPARE(rig.server.count(u"tools/call"_s), calls + 1);
        QCOMPARE(rig.panel->searchPage()->question(), u"東京スカイツリーとの違いは？"_s);
    }

    void savedSessionReopensTheSame()
    {
        Rig rig;
        QVERIFY(rig.ask(u"東京タワーの高さは？"_s));
        const Message *live = rig.selectedAnswer();
        QVERIFY(live && live->grounding);
        QVERIFY(rig.panel->searchPage()->saveButton()->isEnabled());
        QTemporaryDir dir;
        const QString path = dir.filePath(u"live.jsonl"_s);
        QString error;
        QVERIFY2(rig.panel->saveSession(path, &error), qPrintable(error));
        Document document;
        document.openFile(path);
        QVERIFY(document.waitForLoaded(10000));
        QCOMPARE(document.formatId(), rig.window.liveDocument()->formatId());
        QCOMPARE(document.conversationCount(), 1);
        const auto conversation = document.conversation(0);
        const Message *saved = nullptr;
        for (const Message &m : conversation->messages)
            if (m.grounding)
                saved = &m;
        QVERIFY(saved);
        QCOMPARE(saved->chunks.value(0).text, live->chunks.value(0).text);
        QCOMPARE(saved->chunks.value(0).text, FakeMcpServer::cannedAnswerText());
        QCOMPARE(saved->grounding->citations.size(), live->grounding->citations.size());
        for (int i = 0; i < saved->grounding->citations.size(); ++i) {
            QCOMPARE(saved->grounding->citations.at(i).text, live->grounding->citations.at(i).text);
            QCOMPARE(saved->grounding->citations.at(i).references,
                live->grounding->citations.at(i).references);
        }
        QCOMPARE(saved->grounding->references.at(1).uri, live->grounding->references.at(1).uri);
        QVERIFY(!rig.panel->saveSession(dir.filePath(u"no/such/dir/x.jsonl"_s), &error));
        QVERIFY(error.contains(u"no/such/dir"_s));
    }

    void slowServerStaysResponsiveAndCancels()
    {
        Rig rig;
        rig.window.showPanel(u"query"_s);
        rig.server.behaviour().neverAnswer = true;
        rig.panel->searchPage()->setQuestion(u"東京タワーの高さは？"_s);
        QTest::mouseClick(rig.panel->searchPage()->sendButton(), Qt::LeftButton);
        QVERIFY(rig.panel->isBusy());
        // The event loop keeps running while the call hangs: the request reaches the server
        // and an event-loop pass still happens.
        QTRY_COMPARE(rig.server.count(u"tools/call"_s), 1);
        bool handled = false;
        QTimer::singleShot(0, this, [&] { handled = true; });
        QTRY_VERIFY(handled);
        QVERIFY(rig.panel->isBusy());
        QVERIFY(rig.panel->progressBar()->isVisible());
        QVERIFY(rig.panel->searchPage()->cancelButton()->isEnabled());
        QVERIFY(!rig.panel->searchPage()->sendButton()->isEnabled());
        QVERIFY2(
            rig.panel->statusText().startsWith(u"Asking…"_s), qPrintable(rig.panel->statusText()));
        QTest::mouseClick(rig.panel->searchPage()->cancelButton(), Qt::LeftButton);
        QTRY_VERIFY(!rig.panel->isBusy());
        QVERIFY(!rig.panel->progressBar()->isVisible());
        QVERIFY2(
            rig.panel->statusText().contains(u"Cancelled"_s), qPrintable(rig.panel->statusText()));
        QVERIFY(!rig.window.liveDocument()); // nothing answered, nothing opened
        QVERIFY(rig.panel->searchPage()->sendButton()->isEnabled());

        // Progress notifications move the bar from busy to a percentage.
        rig.server.behaviour().neverAnswer = false;
        rig.server.behaviour().progressSteps = 4;
        rig.server.behaviour().progressIntervalMs = 150;
        QTest::mouseClick(rig.panel->searchPage()->sendButton(), Qt::LeftButton);
        QTRY_VERIFY(rig.panel->progressBar()->maximum() > 0 || !rig.panel->isBusy());
        QVERIFY(rig.waitIdle());
        QVERIFY2(
            rig.panel->statusText().startsWith(u"Answered"_s), qPrintable(rig.panel->statusText()));
    }

    void errorsAreExplained()
    {
        Rig rig;
        rig.server.behaviour().acceptedToken = "right-token";
        QVERIFY(rig.ask(u"質問"_s));
        QVERIFY2(
            rig.panel->statusText().contains(u"HTTP 401"_s), qPrintable(rig.panel->statusText()));
        rig.server.behaviour().acceptedToken.clear();
        rig.server.behaviour().failStatus = 500;
        QVERIFY(rig.ask(u"質問"_s));
        QVERIFY2(
            rig.panel->statusText().contains(u"HTTP 500"_s), qPrintable(rig.panel->statusText()));
        QVERIFY(rig.panel->statusText().contains(u"Internal error encountered"_s));
        // Missing fields are explained before anything is sent.
        const int before = int(rig.server.received().size());
        rig.panel->searchPage()->setServingConfig(QString());
        QVERIFY(rig.ask(u"質問"_s));
        QVERIFY(rig.panel->statusText().contains(u"serving config"_s));
        rig.panel->searchPage()->setServingConfig(kServing);
        QVERIFY(rig.ask(QString()));
        QCOMPARE(rig.panel->statusText(), u"Type a question first."_s);
        rig.panel->searchPage()->connection()->setEndpoint(u"http://example.com/mcp"_s);
        QVERIFY(rig.ask(u"質問"_s));
        QVERIFY(!rig.panel->statusText().isEmpty());
        rig.panel->searchPage()->connection()->setEndpoint(rig.server.url().toString());
        rig.panel->searchPage()->connection()->setHeadersText(u"Authorization: Bearer x"_s);
        QVERIFY(rig.ask(u"質問"_s));
        QVERIFY(rig.panel->statusText().contains(u"Credentials never go"_s));
        QVERIFY(!QSettings().value(u"query/headers"_s).toString().contains(u"Bearer"_s));
        QCOMPARE(int(rig.server.received().size()), before);
        QVERIFY(!rig.window.liveDocument());
    }

    void tokenNeverLeaks()
    {
        const QString token = u"ya29.PASTED-secret-42"_s;
        {
            Rig rig;
            rig.server.behaviour().acceptedToken = token.toUtf8();
            QueryPanelConnection *c = rig.panel->searchPage()->connection();
            c->setAuth(QueryPanelConnection::Auth::Stored);
            auto *paste = c->findChild<QLineEdit *>(u"pastedToken"_s);
            QCOMPARE(paste->echoMode(), QLineEdit::Password);
            QTest::keyClicks(paste, token);
            QTest::mouseClick(c->findChild<QPushButton *>(u"keepToken"_s), Qt::LeftButton);
            QVERIFY(paste->text().isEmpty()); // never shown after entry
            QVERIFY(rig.ask(u"東京タワーの高さは？"_s));
            QVERIFY2(rig.panel->statusText().startsWith(u"Answered"_s),
                qPrintable(rig.panel->statusText()));
            QCOMPARE(rig.server.received().last().headers.value("authorization"),
                "Bearer " + token.toUtf8());
            QString stored;
            rig.store.read(
                c->secretKey(), [&](bool, const QString &s, const QString &) { stored = s; });
            QCOMPARE(stored, token);
            QVERIFY(rig.selectedAnswer());

            // The log model and its view.
            ProtocolLogModel *log = rig.panel->logModel();
            QAbstractItemModelTester tester(
                log, QAbstractItemModelTester::FailureReportingMode::Fatal);
            QVERIFY(log->rowCount() >= 2);
            QString logText = log->allText();
            for (int r = 0; r < log->rowCount(); ++r)
                logText += log->index(r, 0).data(ProtocolLogModel::DetailTextRole).toString();
            QVERIFY(!logText.contains(token));
            QVERIFY(logText.contains(u"Authorization: Bearer ***"_s));
            rig.panel->tabs()->setCurrentWidget(rig.panel->logView());
            rig.panel->logView()->selectRow(0);
            QVERIFY(rig.panel->logView()->detailText().contains(u"Bearer ***"_s));
            rig.panel->logView()->copySelected();
            QVERIFY(QGuiApplication::clipboard()->text().startsWith(u"POST http://127.0.0.1:"_s));
            rig.panel->logView()->copyAll();
            QVERIFY(QGuiApplication::clipboard()->text().contains(u"Authorization: Bearer ***"_s));
            QVERIFY(!QGuiApplication::clipboard()->text().contains(token));
            QVERIFY(!rig.panel->sessionLog().contains(token.toUtf8()));
            // Everything the window shows, in every tab.
            rig.window.showPanel(u"query"_s);
            QVERIFY(!allVisibleText(&rig.window).contains(token));
        }
        // The settings file, written out.
        QSettings settings;
        settings.sync();
        QFile file(settings.fileName());
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(settings.fileName()));
        const QByteArray contents = file.readAll();
        QVERIFY(contents.contains("servingConfig"));
        QVERIFY(!contents.contains(token.toUtf8()));
        QVERIFY(!contents.contains("PASTED"));
        QVERIFY(contents.contains("auth=keychain"));

        // The environment variable: masked in the log too.
        qputenv("CONVERSATION_INSPECTOR_TOKEN", "env-secret-token-7");
        {
            Rig rig;
            rig.server.behaviour().acceptedToken = "env-secret-token-7";
            rig.panel->searchPage()->connection()->setAuth(QueryPanelConnection::Auth::Environment);
            QVERIFY(rig.ask(u"東京タワーの高さは？"_s));
            QVERIFY2(rig.panel->statusText().startsWith(u"Answered"_s),
                qPrintable(rig.panel->statusText()));
            QVERIFY(!rig.panel->logModel()->allText().contains(u"env-secret-token-7"_s));
            QVERIFY(!allVisibleText(&rig.window).contains(u"env-secret-token-7"_s));
        }
        qunsetenv("CONVERSATION_INSPECTOR_TOKEN");
    }

    void genericModeListsAndCalls()
    {
        Rig rig;
        rig.server.behaviour().toolPages = 2; // pagination through the client
        QueryPanelToolsPage *tools = rig.panel->toolsPage();
        rig.panel->tabs()->setCurrentWidget(tools);
        QTest::mouseClick(tools->listButton(), Qt::LeftButton);
        QVERIFY(rig.waitIdle());
        QCOMPARE(tools->tools().size(), 3);
        QCOMPARE(tools->toolList()->count(), 3);
        QCOMPARE(rig.server.count(u"tools/list"_s), 2);

        // echo: its schema names no properties, so one JSON editor takes the arguments.
        QVERIFY(tools->selectTool(u"echo"_s));
        auto *json = qobject_cast<QPlainTextEdit *>(tools->form()->editor(QString()));
        QVERIFY(json);
        json->setPlainText(u"{\"message\": \"こんにちは\"}"_s);
        QTest::mouseClick(tools->callButton(), Qt::LeftButton);
        QVERIFY(rig.waitIdle());
        QCOMPARE(tools->resultView()->blockTexts(), QStringList({u"Echo: こんにちは"_s}));
        QVERIFY(tools->resultView()->errorText().isEmpty());

        // Invalid JSON is refused before anything is sent.
        const int calls = rig.server.count(u"tools/call"_s);
        json->setPlainText(u"{\"message\": "_s);
        QTest::mouseClick(tools->callButton(), Qt::LeftButton);
        QVERIFY(!rig.panel->isBusy());
        QCOMPARE(rig.server.count(u"tools/call"_s), calls);
        QVERIFY(rig.panel->statusText().contains(u"not valid JSON"_s));

        // A tool error is shown as an error.
        QVERIFY(tools->selectTool(u"always_fails"_s));
        QTest::mouseClick(tools->callButton(), Qt::LeftButton);
        QVERIFY(rig.waitIdle());
        QVERIFY2(tools->resultView()->errorText().startsWith(u"Tool error"_s),
            qPrintable(tools->resultView()->errorText()));
        QCOMPARE(tools->resultView()->blockTexts(), QStringList({u"the backend is unavailable"_s}));

        // structuredContent as a JSON tree; the form comes from the inputSchema.
        QVERIFY(tools->selectTool(u"conversational_search"_s));
        auto *serving = qobject_cast<QLineEdit *>(tools->form()->editor(u"servingConfig"_s));
        QVERIFY(serving);
        QVERIFY(!tools->form()->isValid()); // required
        serving->setText(kServing);
        QTest::mouseClick(tools->callButton(), Qt::LeftButton);
        QVERIFY(rig.waitIdle());
        JsonTreeView *tree = tools->resultView()->structuredView();
        QVERIFY(!tree->isHidden());
        QVERIFY(tree->model()->rowCount() >= 2); // answer, answerQueryToken
        QVERIFY(!rig.window.liveDocument()); // generic calls do not open live documents
        QVERIFY(rig.panel->logModel()->rowCount() >= 6);
    }

    void credentialHeadersNeverSaved()
    {
        Rig rig;
        QueryPanelConnection *c = rig.panel->toolsPage()->connection();
        c->setHeadersText(u"X-Custom: visible-value\nX-Goog-Api-Key: AIza-never-saved-1\n"
                          "my-session-token: tok-never-saved-2\nCookie: sid=never-saved-3\n"
                          "X-Goog-IAM-Authorization-Token: iam-never-saved-4"_s);
        // Refused before anything is sent...
        const int before = int(rig.server.received().size());
        QTest::mouseClick(rig.panel->toolsPage()->listButton(), Qt::LeftButton);
        QVERIFY(!rig.panel->isBusy());
        QVERIFY(rig.panel->statusText().contains(u"Credentials never go"_s));
        QCOMPARE(int(rig.server.received().size()), before);
        // ...and never written, even when the lines are saved as they are.
        c->saveSettings();
        QSettings settings;
        settings.sync();
        QVERIFY(settings.fileName().startsWith(m_settingsDir.path()));
        QFile file(settings.fileName());
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(settings.fileName()));
        const QByteArray contents = file.readAll();
        QVERIFY(contents.contains("visible-value"));
        for (const char *secret : {"never-saved-1", "never-saved-2", "never-saved-3",
                 "never-saved-4", "X-Goog-Api-Key", "Cookie"})
            QVERIFY2(!contents.contains(secret), secret);
        QCOMPARE(settings.value(u"query/mcp/headers"_s).toString(), u"X-Custom: visible-value"_s);
        c->setHeadersText(QString());
        c->saveSettings();
    }

    void hostileServerToolsStayPlain()
    {
        Rig rig;
        rig.server.behaviour().hostile = true;
        QueryPanelToolsPage *tools = rig.panel->toolsPage();
        rig.window.showPanel(u"query"_s);
        rig.panel->tabs()->setCurrentWidget(tools);
        QTest::mouseClick(tools->listButton(), Qt::LeftButton);
        QVERIFY(rig.waitIdle(120000));
        QVERIFY2(rig.panel->statusText().startsWith(u"The server lists 10018 tools"_s),
            qPrintable(rig.panel->statusText()));
        QCOMPARE(tools->toolList()->count(), 10018);

        // The markup tool: its name, title, description and schema are shown as text.
        QVERIFY(tools->selectTool(hostile::markupToolName()));
        const QString markup = hostile::markupText();
        QListWidgetItem *item = tools->toolList()->currentItem();
        QCOMPARE(item->toolTip(), plainToolTip(markup));
        QVERIFY(!item->toolTip().contains(u"<img"_s));
        auto *description = tools->findChild<QLabel *>(u"toolDescription"_s);
        QCOMPARE(description->textFormat(), Qt::PlainText);
        QCOMPARE(description->text(), markup.trimmed());
        QVERIFY(tools->form()->editor(u"<img src=/dev/zero>"_s));
        QVERIFY(tools->form()->editor(u"\x1b]0;pwned\x07"_s));

        // The recursive schema: a bounded form at once.
        QVERIFY(tools->selectTool(QString::fromLatin1(hostile::tool::kRecursiveSchema)));
        QCOMPARE(tools->form()->fieldPaths().size(), McpToolForm::kMaxFields + 1);
        QVERIFY(qobject_cast<QPlainTextEdit *>(tools->form()->editor(u"self"_s)));
        QVERIFY(qobject_cast<QPlainTextEdit *>(
            tools->form()->editor(McpToolForm::restPath(QString()))));

        // A result a million levels deep, then errors with markup and escape sequences: plain
        // text in the result and the status.
        QVERIFY(tools->selectTool(QString::fromLatin1(hostile::tool::kDeepResult)));
        QTest::mouseClick(tools->callButton(), Qt::LeftButton);
        QVERIFY(rig.waitIdle(120000));
        QVERIFY2(rig.panel->statusText().contains(u"nested deeper than 512 levels"_s),
            qPrintable(rig.panel->statusText()));
        // Its 2 MB line in the protocol log: the details show it shortened, Copy copies all.
        ProtocolLogModel *log = rig.panel->logModel();
        int biggest = 0;
        for (int row = 0; row < log->rowCount(); ++row)
            if (log->index(row, 0).data(ProtocolLogModel::BodySizeRole).toLongLong()
                > log->index(biggest, 0).data(ProtocolLogModel::BodySizeRole).toLongLong())
                biggest = row;
        QVERIFY(log->record(biggest).body.size() > 2 * hostile::kDeepLevels);
        rig.panel->tabs()->setCurrentWidget(rig.panel->logView());
        rig.panel->logView()->selectRow(biggest);
        const QString details = rig.panel->logView()->detailText();
        QVERIFY(details.endsWith(u"Copy copies all of it.)"_s));
        for (const QString &line : details.split(u'\n'))
            QVERIFY(line.size() <= ProtocolLogView::kMaxLineChars + 1);
        rig.panel->logView()->copySelected();
        QVERIFY(QGuiApplication::clipboard()->text().size() > 2 * hostile::kDeepLevels);
        rig.panel->tabs()->setCurrentWidget(tools);
        QVERIFY(tools->selectTool(QString::fromLatin1(hostile::tool::kMarkupError)));
        QTest::mouseClick(tools->callButton(), Qt::LeftButton);
        QVERIFY(rig.waitIdle(120000));
        QVERIFY2(tools->resultView()->errorText().endsWith(markup),
            qPrintable(tools->resultView()->errorText()));
        QVERIFY(rig.panel->statusText().endsWith(markup));
        QVERIFY(tools->selectTool(QString::fromLatin1(hostile::tool::kMarkupToolError)));
        QTest::mouseClick(tools->callButton(), Qt::LeftButton);
        QVERIFY(rig.waitIdle(120000));
        QVERIFY(tools->resultView()->errorText().startsWith(u"Tool error"_s));

        // Every label that holds server text is plain text; every tool tip with markup is the
        // escaped form of plainToolTip().
        int serverLabels = 0;
        for (QLabel *label : rig.panel->findChildren<QLabel *>()) {
            if (!label->text().contains(u'<'))
                continue;
            ++serverLabels;
            QVERIFY2(label->textFormat() == Qt::PlainText, qPrintable(label->text()));
        }
        QVERIFY(serverLabels >= 2);
        for (QWidget *w : rig.panel->findChildren<QWidget *>())
            QVERIFY2(!w->toolTip().contains(u"<img"_s), qPrintable(w->toolTip()));
    }

    void hostileEndlessBodyCancelsAndTimesOut()
    {
        Rig rig;
        rig.server.behaviour().hostile = true;
        rig.server.behaviour().hostileFillerTools = 0;
        QueryPanelToolsPage *tools = rig.panel->toolsPage();
        rig.window.showPanel(u"query"_s);
        rig.panel->tabs()->setCurrentWidget(tools);
        QTest::mouseClick(tools->listButton(), Qt::LeftButton);
        QVERIFY(rig.waitIdle(120000));
        QVERIFY(tools->selectTool(QString::fromLatin1(hostile::tool::kEndlessSse)));
        QTest::mouseClick(tools->callButton(), Qt::LeftButton);
        QVERIFY(rig.panel->isBusy());
        // It streams (progress reports move the bar) while the event loop keeps running.
        QTRY_VERIFY_WITH_TIMEOUT(rig.panel->progressBar()->maximum() == 1000, 30000);
        bool handled = false;
        QTimer::singleShot(0, this, [&] { handled = true; });
        QTRY_VERIFY(handled);
        const int shown = rig.panel->progressBar()->value();
        QTRY_VERIFY_WITH_TIMEOUT(rig.panel->progressBar()->value() != shown, 30000);
        QVERIFY(rig.panel->isBusy());
        QVERIFY(tools->cancelButton()->isEnabled());
        QVERIFY(!tools->listButton()->isEnabled());
        QTest::mouseClick(tools->cancelButton(), Qt::LeftButton);
        QTRY_VERIFY(!rig.panel->isBusy());
        QVERIFY2(
            rig.panel->statusText().contains(u"Cancelled"_s), qPrintable(rig.panel->statusText()));
        QTRY_VERIFY(rig.server.closedByClient() >= 1);
        QVERIFY(tools->listButton()->isEnabled());
        QVERIFY(rig.panel->logModel()->bodyBytes() <= rig.panel->logModel()->maxBodyBytes());

        // A JSON body that trickles forever ends with the timeout (1 s here).
        tools->connection()->setTimeoutSeconds(1);
        QVERIFY(tools->selectTool(QString::fromLatin1(hostile::tool::kEndlessJson)));
        QTest::mouseClick(tools->callButton(), Qt::LeftButton);
        QVERIFY(rig.panel->isBusy());
        QVERIFY(rig.waitIdle(60000));
        QVERIFY2(rig.panel->statusText().contains(u"No response within 1 s"_s),
            qPrintable(rig.panel->statusText()));
        // Still usable.
        QVERIFY(tools->selectTool(QString::fromLatin1(hostile::tool::kMarkupText)));
        QTest::mouseClick(tools->callButton(), Qt::LeftButton);
        QVERIFY(rig.waitIdle(120000));
        QCOMPARE(tools->resultView()->blockTexts(), QStringList {hostile::markupText()});
    }

    // Not a check: with INSPECTOR_SCREENSHOT_DIR set, writes PNGs of the panel (both modes, the
    // log, an answer from the fake server) in English and Japanese for a person to look at.
    void screenshots()
    {
        const QString dir = qEnvironmentVariable("INSPECTOR_SCREENSHOT_DIR");
        if (dir.isEmpty())
            QSKIP("set INSPECTOR_SCREENSHOT_DIR to write screenshots");
        for (const QString &lang : {u"en"_s, u"ja"_s}) {
            LanguageManager::instance()->applyLanguage(lang);
            Rig rig;
            rig.window.showPanel(u"query"_s);
            rig.panel->searchPage()->connection()->setProject(u"demo-project"_s);
            QVERIFY(rig.ask(u"東京タワーの高さは？"_s));
            QVERIFY(rig.selectedAnswer());
            rig.window.showPanel(u"query"_s);
            rig.panel->searchPage()->setQuestion(u"いつ完成しましたか？"_s);
            rig.panel->searchPage()->optionsSection()->setExpanded(true);
            auto grab = [&](const QString &name) {
                QCoreApplication::processEvents(); // the pending layouts
                QVERIFY(rig.window.grab().save(dir + u'/' + name + u'_' + lang + u".png"_s));
            };
            grab(u"search"_s);
            rig.panel->searchPage()->optionsSection()->setExpanded(false);
            QueryPanelConnection *c = rig.panel->searchPage()->connection();
            c->findChild<QueryPanelSection *>(u"advancedSection"_s)->setExpanded(true);
            c->setAuth(QueryPanelConnection::Auth::Stored);
            QTest::keyClicks(c->findChild<QLineEdit *>(u"pastedToken"_s), u"secret"_s);
            QTest::mouseClick(c->findChild<QPushButton *>(u"keepToken"_s), Qt::LeftButton);
            rig.panel->searchPage()->setQuestion(QString());
            rig.server.behaviour().neverAnswer = true;
            rig.panel->searchPage()->setQuestion(u"展望台の高さは？"_s);
            rig.panel->send();
            const QString asking = rig.panel->statusText();
            QTRY_VERIFY_WITH_TIMEOUT(rig.panel->statusText() != asking, 10000); // "(1 s)"
            grab(u"connection"_s);
            rig.panel->cancel();
            QVERIFY(rig.waitIdle());
            rig.server.behaviour().neverAnswer = false;
            rig.panel->tabs()->setCurrentWidget(rig.panel->toolsPage());
            QueryPanelToolsPage *tools = rig.panel->toolsPage();
            QTest::mouseClick(tools->listButton(), Qt::LeftButton);
            QVERIFY(rig.waitIdle());
            tools->selectTool(u"conversational_search"_s);
            qobject_cast<QLineEdit *>(tools->form()->editor(u"servingConfig"_s))->setText(kServing);
            QTest::mouseClick(tools->callButton(), Qt::LeftButton);
            QVERIFY(rig.waitIdle());
            grab(u"tools"_s);
            rig.panel->tabs()->setCurrentWidget(rig.panel->logView());
            rig.panel->logView()->selectRow(1);
            grab(u"log"_s);

            // The hostile server: markup and escapes as text, the bounded form.
            rig.server.behaviour().hostile = true;
            rig.server.behaviour().hostileFillerTools = 200;
            rig.panel->tabs()->setCurrentWidget(tools);
            QTest::mouseClick(tools->listButton(), Qt::LeftButton);
            QVERIFY(rig.waitIdle());
            tools->selectTool(hostile::markupToolName());
            qobject_cast<QLineEdit *>(tools->form()->editor(u"<img src=/dev/zero>"_s))
                ->setText(u"x"_s);
            QTest::mouseClick(tools->callButton(), Qt::LeftButton);
            QVERIFY(rig.waitIdle());
            grab(u"hostile_markup"_s);
            tools->selectTool(QString::fromLatin1(hostile::tool::kRecursiveSchema));
            grab(u"hostile_form"_s);
        }
        LanguageManager::instance()->applyLanguage(u"en"_s);
    }

private:
    QTemporaryDir m_settingsDir;
};

QTEST_MAIN(TstQueryPanel)
#include "tst_query_panel.moc"
