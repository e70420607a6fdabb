// SPDX-License-Identifier: GPL-2.0-or-later
#include "chunk_cards/chunk_card.h"
#include "chunk_cards/image_card.h"
#include "chunk_cards/markdown_browser.h"
#include "chunk_cards/text_card.h"
#include "chunk_cards/tool_call_card.h"
#include "chunk_cards/tool_response_card.h"
#include "conversation_list_pane.h"
#include "details_pane.h"
#include "document/document.h"
#include "items/message_list_model.h"
#include "language_manager.h"
#include "main_window.h"
#include "message_list_view.h"
#include "message_view.h"
#include "message_widget.h"
#include "problems_pane.h"
#include "spans_pane.h"

#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QStandardPaths>
#include <QTest>
#include <QToolButton>
#include <QTreeView>

using namespace Qt::StringLiterals;

namespace {

template<typename Card>
Card *cardIn(MessageWidget *w, int chunk)
{
    return w ? qobject_cast<Card *>(w->card(chunk)) : nullptr;
}

bool visibleInViewport(QWidget *widget, QWidget *viewport)
{
    const QRect r(widget->mapTo(viewport, QPoint(0, 0)), widget->size());
    return viewport->rect().intersects(r);
}

} // namespace

class TstMainWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"ConversationInspectorTests"_s);
        QCoreApplication::setApplicationName(u"tst_main_window"_s);
    }

    void init() { LanguageManager::instance()->applyLanguage(u"en"_s); }

    void opensAndShowsCards()
    {
        MainWindow w;
        w.resize(1280, 860);
        w.show();
        w.openFiles({QStringLiteral(INSPECTOR_TEST_DATA "/ces_conversation.json")});
        QVERIFY(w.waitForLoaded(10000));
        QVERIFY(w.currentDocument());
        QCOMPARE(w.currentDocument()->formatId(), u"ces.conversation"_s);

        // The conversation list shows the one conversation, and it is opened.
        QAbstractItemModel *list = w.conversationList()->view()->model();
        QCOMPARE(list->rowCount(), 1);
        const QString title = list->index(0, 0).data().toString();
        QVERIFY(!title.isEmpty());
        const ConversationSummary summary = w.currentDocument()->summary(0);
        QCOMPARE(title, summary.title.isEmpty() ? u"c42"_s : summary.title);
        QTRY_VERIFY(w.openConversation() != nullptr);
        QCOMPARE(w.openConversation()->messages.size(), 5);
        QCOMPARE(w.messageView()->model()->rowCount(), 5);

        // Message 2 (index 1) has the tool call; its card shows the tool's name.
        w.selectMessage(1);
        QCOMPARE(w.messageView()->currentRef(), (ChunkRef {0, 1, -1}));
        MessageWidget *callMessage = nullptr;
        QTRY_VERIFY((callMessage = w.messageView()->messageWidget(1)) != nullptr);
        QVERIFY(callMessage->isSelected());
        auto *call = cardIn<ToolCallCard>(callMessage, 0);
        QVERIFY(call);
        QCOMPARE(call->findChild<QLabel *>(u"toolName"_s)->text(), u"lookup_order"_s);

        // The image of message 1 decodes to its real size (7×6 PNG).
        MessageWidget *first = nullptr;
        QTRY_VERIFY((first = w.messageView()->messageWidget(0)) != nullptr);
        auto *image = cardIn<ImageCard>(first, 2);
        QVERIFY(image);
        QVERIFY(image->isDecoded());
        const QLabel *thumbnail = image->findChild<QLabel *>(u"thumbnail"_s);
        QVERIFY(thumbnail);
        QCOMPARE(thumbnail->pixmap().size(), QSize(7, 6));
        auto *text = cardIn<TextCard>(first, 1);
        QVERIFY(text);
        QCOMPARE(text->browser()->toPlainText(), u"Hola, ¿dónde está mi pedido A-17?"_s);

        // "Go to response" selects the paired response card and scrolls to it.
        QToolButton *goTo = call->findChild<QToolButton *>(u"goToPaired"_s);
        QVERIFY(goTo && goTo->isVisibleTo(call));
        QCOMPARE(goTo->text(), u"Go to response"_s);
        goTo->click();
        QCOMPARE(w.messageView()->currentRef(), (ChunkRef {0, 2, 0}));
        MessageWidget *responseMessage = nullptr;
        QTRY_VERIFY((responseMessage = w.messageView()->messageWidget(2)) != nullptr);
        auto *response = cardIn<ToolResponseCard>(responseMessage, 0);
        QVERIFY(response);
        QTRY_VERIFY(response->isSelected());
        QVERIFY(!call->isSelected());
        QTRY_VERIFY(visibleInViewport(response, w.messageView()->listView()->viewport()));
        QVERIFY(
            w.detailsPane()->findChild<QLabel *>(u"detailsTitle"_s)->text().contains(u"chunk 1"_s));

        // The tool error of the second turn is labelled "Error".
        w.selectMessage(4);
        MessageWidget *last = nullptr;
        QTRY_VERIFY((last = w.messageView()->messageWidget(4)) != nullptr);
        auto *errorResponse = cardIn<ToolResponseCard>(last, 1);
        QVERIFY(errorResponse && errorResponse->isError());
        QCOMPARE(errorResponse->findChild<QLabel *>(u"errorLabel"_s)->text(), u"Error"_s);
        QCOMPARE(last->card(5)->property("kind").toString(), u"unknown"_s);

        // Trace pane: two turns with their spans.
        QCOMPARE(w.spansPane()->view()->model()->rowCount(), 2);
        w.showPanel(u"trace"_s);
        w.showPanel(u"nonsense"_s);
    }

    void languageSwitch()
    {
        MainWindow w;
        w.show();
        QMenu *fileMenu = w.menuBar()->findChild<QMenu *>(u"fileMenu"_s);
        QVERIFY(fileMenu);
        QCOMPARE(fileMenu->title(), u"&File"_s);
        LanguageManager::instance()->applyLanguage(u"ja"_s);
        if (QCoreApplication::translate("MainWindow", "&File") == u"&File"_s)
            QSKIP("The Japanese catalogue does not translate the main window's menus yet");
        QTRY_VERIFY(fileMenu->title() != u"&File"_s);
        QVERIFY(fileMenu->title().contains(u"ファイル"_s));
        LanguageManager::instance()->applyLanguage(u"en"_s);
        QTRY_COMPARE(fileMenu->title(), u"&File"_s);
    }

    void markdownIsSafe()
    {
        Chunk chunk;
        chunk.kind = ChunkKind::Text;
        chunk.text = u"**bold** <b>raw html</b> <img src=\"http://example.com/a.png\">\n\n"
                     "![a cat](http://example.com/cat.png) [site](https://example.com)"_s;
        TextCard card(chunk, ChunkAddress {0, 0});
        const QString shown = card.browser()->toPlainText();
        QVERIFY(shown.contains(u"<b>raw html</b>"_s)); // HTML is shown as text
        QVERIFY(shown.contains(u"[image: "_s)); // images become links
        QVERIFY(card.browser()->toHtml().contains(u"http://example.com/cat.png"_s));
        QVERIFY(
            !card.browser()
                 ->loadResource(QTextDocument::ImageResource, QUrl(u"http://example.com/cat.png"_s))
                 .isValid());
        QVERIFY(MarkdownBrowser::isSafeLink(QUrl(u"https://example.com"_s)));
        QVERIFY(!MarkdownBrowser::isSafeLink(QUrl(u"file:///etc/passwd"_s)));
        QVERIFY(!MarkdownBrowser::isSafeLink(QUrl(u"javascript:alert(1)"_s)));
    }

    void brokenImagePlaceholder()
    {
        Chunk chunk;
        chunk.kind = ChunkKind::Image;
        chunk.mimeType = u"image/png"_s;
        chunk.data = "definitely not a png"_ba;
        ImageCard card(chunk, ChunkAddress {0, 0});
        QVERIFY(!card.isDecoded());
        const QLabel *placeholder = card.findChild<QLabel *>(u"imagePlaceholder"_s);
        QVERIFY(placeholder);
        QVERIFY(placeholder->text().startsWith(u"Image could not be decoded (image/png, "_s));
    }

    void longConversationCreatesFewWidgets()
    {
        auto c = std::make_shared<Conversation>();
        c->id = u"long"_s;
        for (int i = 0; i < 3000; ++i) {
            Message m;
            m.role = i % 2 ? u"agent"_s : u"user"_s;
            Chunk t;
            t.text = u"Message number %1"_s.arg(i);
            m.chunks.append(t);
            c->messages.append(m);
        }
        MessageView view;
        view.resize(800, 600);
        view.show();
        view.setConversation(0, c);
        QTRY_VERIFY(view.messageWidget(0) != nullptr);
        QVERIFY(view.widgetCount() < 60);
        view.selectChunk(ChunkAddress {2500, 0});
        QTRY_VERIFY(view.messageWidget(2500) != nullptr);
        QTRY_VERIFY(view.messageWidget(2500)->card(0)->isSelected());
        QVERIFY(visibleInViewport(view.messageWidget(2500), view.listView()->viewport()));
        QTRY_VERIFY(view.widgetCount() < 80);
    }
};

QTEST_MAIN(TstMainWindow)
#include "tst_main_window.moc"
