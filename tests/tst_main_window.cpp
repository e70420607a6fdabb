// SPDX-License-Identifier: GPL-2.0-or-later
#include "answer_pane.h"
#include "chunk_actions.h"
#include "chunk_texts.h"
#include "conversation_list_pane.h"
#include "details_pane.h"
#include "document/document.h"
#include "image_viewer.h"
#include "items/conversation_list_model.h"
#include "items/message_list_model.h"
#include "items/reference_list_model.h"
#include "items/span_tree_model.h"
#include "json_tree_view.h"
#include "language_manager.h"
#include "main_window.h"
#include "markdown_render.h"
#include "message_list_view.h"
#include "message_view.h"
#include "navigation_history.h"
#include "painted_probe.h"
#include "problems_pane.h"
#include "references_pane.h"
#include "spans_pane.h"
#include "theme.h"

#include <QClipboard>
#include <QDockWidget>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStyle>
#include <QStyleOptionViewItem>
#include <QTableView>
#include <QTest>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace {

using namespace painted_probe;

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
        QSettings().remove(u"window"_s); // no layout left from an earlier run
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
        QVERIFY(w.currentDocument()->tuning().backgroundIndexing); // the window goes first

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
        MessageView *view = w.messageView();
        QVERIFY(view->paintedMessage(1));
        QCOMPARE(view->paintedMessage(1)->cardRect(0).isValid(), true);
        QVERIFY(textOf(view, 1, 0).contains(u"lookup_order"_s));

        // The image of message 1 decodes to its real size (7×6 PNG).
        // Tiny images scale up by a whole factor (pixelated) to be visible; the caption keeps
        // the real size.
        QTRY_VERIFY(!view->paintedMessage(0)->pictures.isEmpty()); // decoded on a worker thread
        QCOMPARE(view->paintedMessage(0)->pictures.first().rect.size(), QSize(77, 66));
        QVERIFY(textOf(view, 0, 2).contains(u"7 × 6 px"_s));
        QVERIFY(target(view, 0, Kind::OpenImage, 2));
        QVERIFY(textOf(view, 0, 1).contains(u"Hola, ¿dónde está mi pedido A-17?"_s));

        // "Go to response" selects the paired response card and scrolls to it.
        QVERIFY(textOf(view, 1, 0).contains(u"Go to response"_s));
        QTRY_VERIFY(onScreen(view, 1, target(view, 1, Kind::GoTo, 0)->rect));
        QVERIFY(clickTarget(view, 1, Kind::GoTo, 0));
        QCOMPARE(view->currentRef(), (ChunkRef {0, 2, 0}));
        QTRY_VERIFY(onScreen(view, 2, view->paintedMessage(2)->cardRect(0)));
        QVERIFY(
            w.detailsPane()->findChild<QLabel *>(u"detailsTitle"_s)->text().contains(u"chunk 1"_s));

        // The tool error of the second turn is labelled "Error".
        w.selectMessage(4);
        QVERIFY(textOf(view, 4, 1).contains(u"Error"_s));
        QCOMPARE(cardBox(view, 4, 1).fill, Theme::of(view).errorCardFill);
        QVERIFY(textOf(view, 4, 5).contains(ChunkTexts::kindTitle(ChunkKind::Unknown)));

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

    void conversationListShowsWholeStartTimes_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << u"en"_s;
        QTest::newRow("ja") << u"ja"_s; // "2026/03/02 10:15": as wide as the column's sample
        QTest::newRow("es") << u"es"_s;
    }

    void conversationListShowsWholeStartTimes()
    {
        QFETCH(QString, language);
        LanguageManager::instance()->applyLanguage(language);
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        w.openFiles({QStringLiteral(INSPECTOR_TEST_DATA "/ces_conversation.json")});
        QVERIFY(w.waitForLoaded(30000));
        QTableView *view = w.conversationList()->view();
        QTRY_VERIFY(view->model()->rowCount() > 0);
        // The widest start time the column is fitted for, in this language, fits its cell with
        // the delegate's margins: the style would elide it ("2026/0… 10:15") otherwise.
        const QString widest = QLocale().toString(
            QDateTime(QDate(2026, 12, 28), QTime(23, 58)), QLocale::ShortFormat);
        const QModelIndex start = view->model()->index(0, ConversationListModel::StartColumn);
        QStyleOptionViewItem option;
        option.initFrom(view->viewport());
        option.font = view->font();
        option.fontMetrics = QFontMetrics(view->font());
        option.features |= QStyleOptionViewItem::HasDisplay;
        option.text = widest;
        option.rect = view->visualRect(start);
        const int needed
            = view->style()->subElementRect(QStyle::SE_ItemViewItemText, &option, view).width();
        // QCommonStyle draws the text inside the cell less a margin each side, and elides what
        // is wider than that by even a fraction of a pixel.
        const int margin
            = view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1;
        const qreal text = QFontMetricsF(view->font()).horizontalAdvance(widest);
        QVERIFY2(needed - 2 * margin >= text,
            qPrintable(u"%1 px of text in a %2 px cell"_s.arg(text).arg(needed)));
        LanguageManager::instance()->applyLanguage(u"en"_s);
    }

    void markdownIsSafe()
    {
        Chunk chunk;
        chunk.kind = ChunkKind::Text;
        chunk.text = u"**bold** <b>raw html</b> <img src=\"http://example.com/a.png\">\n\n"
                     "![a cat](http://example.com/cat.png) [site](https://example.com)"_s;
        MessageView view;
        showMessage(view, {chunk});
        const auto painted = view.paintedMessage(0);
        QCOMPARE(painted->documents.size(), 1);
        QTextDocument *document = painted->documents.first().document.get();
        const QString shown = document->toPlainText();
        QVERIFY(shown.contains(u"<b>raw html</b>"_s)); // HTML is shown as text
        QVERIFY(shown.contains(u"[image: "_s)); // images become links
        QVERIFY(document->toHtml().contains(u"http://example.com/cat.png"_s));
        // Nothing is loaded, and the answer is never null: QTextDocument reads `file:` and
        // relative names itself after a null answer.
        const QVariant image = document->resource(
            QTextDocument::ImageResource, QUrl(u"http://example.com/cat.png"_s));
        QVERIFY(!image.isNull());
        QCOMPARE(image.value<QImage>().size(), QSize(1, 1));
        const QVariant sheet
            = document->resource(QTextDocument::StyleSheetResource, QUrl(u"file:///etc/passwd"_s));
        QVERIFY(!sheet.isNull());
        QVERIFY(sheet.toString().isEmpty());
        QVERIFY(MarkdownRender::isSafeLink(QUrl(u"https://example.com"_s)));
        QVERIFY(!MarkdownRender::isSafeLink(QUrl(u"file:///etc/passwd"_s)));
        QVERIFY(!MarkdownRender::isSafeLink(QUrl(u"javascript:alert(1)"_s)));
    }

    void brokenImagePlaceholder()
    {
        Chunk chunk;
        chunk.kind = ChunkKind::Image;
        chunk.mimeType = u"image/png"_s;
        chunk.data = "definitely not a png"_ba;
        MessageView view;
        showMessage(view, {chunk});
        QVERIFY(textOf(&view, 0, 0).contains(u"Decoding…"_s));
        // Decoded on a worker; the row is painted again with the reason.
        QTRY_VERIFY(textOf(&view, 0, 0).contains(u"Image could not be decoded (image/png, "_s));
        QVERIFY(view.paintedMessage(0)->pictures.isEmpty());
        QVERIFY(!target(&view, 0, Kind::OpenImage, 0));
        // Another view of the same bytes gets the cached result at once.
        MessageView again;
        showMessage(again, {chunk});
        QVERIFY(textOf(&again, 0, 0).contains(u"Image could not be decoded"_s));
    }

    void imageViewerHoldsOneCopy()
    {
        // The viewer's pixmap adopts the decoded pixels: no second QImage, no encoded bytes.
        QImage image(640, 480, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::darkCyan);
        const uchar *pixels = image.constBits();
        ImageViewer viewer(std::move(image), u"image/png"_s);
        const QLabel *label = viewer.findChild<QLabel *>(u"fullImage"_s);
        QVERIFY(label);
        QCOMPARE(label->pixmap().size(), QSize(640, 480));
        QCOMPARE(label->pixmap().toImage().constBits(), pixels);
        QVERIFY(viewer.windowTitle().contains(u"640"_s));
    }

    void keyboardNavigationAndHistory()
    {
        MainWindow w;
        w.setPersistLayout(false);
        w.resize(1280, 860);
        w.show();
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        w.openFiles({QStringLiteral(INSPECTOR_TEST_DATA "/ces_conversation.json")});
        QVERIFY(w.waitForLoaded(10000));
        QTRY_VERIFY(w.openConversation() != nullptr);
        w.selectMessage(0);
        QTest::keyClick(&w, Qt::Key_Down, Qt::ControlModifier);
        QCOMPARE(w.messageView()->currentRef().message, 1);
        QTest::keyClick(&w, Qt::Key_J);
        QCOMPARE(w.messageView()->currentRef().message, 2);
        QTest::keyClick(&w, Qt::Key_Up, Qt::ControlModifier);
        QTest::keyClick(&w, Qt::Key_K);
        QCOMPARE(w.messageView()->currentRef().message, 0);
        QTest::keyClick(&w, Qt::Key_Up, Qt::ControlModifier); // stays on the first
        QCOMPARE(w.messageView()->currentRef().message, 0);
        // One conversation only: Ctrl+PgDown keeps it.
        QTest::keyClick(&w, Qt::Key_PageDown, Qt::ControlModifier);
        QCOMPARE(w.messageView()->conversationIndex(), 0);

        // "Go to response", then Alt+Left comes back and Alt+Right goes there again.
        w.selectMessage(1);
        QVERIFY(!w.selection()->history().canGoBack());
        QTRY_VERIFY(onScreen(w.messageView(), 1, target(w.messageView(), 1, Kind::GoTo, 0)->rect));
        QVERIFY(clickTarget(w.messageView(), 1, Kind::GoTo, 0));
        QCOMPARE(w.messageView()->currentRef(), (ChunkRef {0, 2, 0}));
        QVERIFY(w.selection()->history().canGoBack());
        QTest::keyClick(&w, Qt::Key_Left, Qt::AltModifier);
        QCOMPARE(w.messageView()->currentRef(), (ChunkRef {0, 1, -1}));
        QVERIFY(w.selection()->history().canGoForward());
        QTest::keyClick(&w, Qt::Key_Right, Qt::AltModifier);
        QCOMPARE(w.messageView()->currentRef(), (ChunkRef {0, 2, 0}));
        QVERIFY(!w.selection()->history().canGoForward());
    }

    void conversationsResetClearsEveryPane()
    {
        // Document::conversationsReset (the scan revised its first guess) takes the open
        // conversation away: every pane forgets it, References and Answer too.
        MainWindow w;
        w.setPersistLayout(false);
        w.show();
        w.openFiles({QStringLiteral(INSPECTOR_TEST_DATA "/de_answer_response_ja.json")});
        QVERIFY(w.waitForLoaded(10000));
        QTRY_VERIFY(w.openConversation() != nullptr);
        int answered = -1;
        const auto &messages = w.openConversation()->messages;
        for (int i = 0; i < messages.size() && answered < 0; ++i) {
            if (messages.at(i).answer && messages.at(i).grounding)
                answered = i;
        }
        QVERIFY(answered >= 0);
        w.selectMessage(answered);
        QVERIFY(w.referencesPane()->model()->rowCount() > 0);
        QVERIFY(w.answerPane()->answer());
        QVERIFY(w.problemsPane()->count() > 0);

        Q_EMIT w.currentDocument()->conversationsReset();
        QVERIFY(!w.openConversation());
        QCOMPARE(w.messageView()->model()->rowCount(), 0);
        QCOMPARE(w.spansPane()->model()->rowCount(), 0);
        QCOMPARE(w.referencesPane()->model()->rowCount(), 0);
        QVERIFY(!w.referencesPane()->currentCitation().isValid());
        QVERIFY(!w.answerPane()->answer());
        QCOMPARE(w.answerPane()->answerMessage(), -1);
        // Only the file's own problems are left (this file has none).
        QCOMPARE(w.problemsPane()->count(), int(w.currentDocument()->diagnostics().size()));
    }

    void navigationHistoryBounds()
    {
        NavigationHistory h;
        QVERIFY(!h.back(ChunkRef {0, 1, -1}).isValid());
        h.visit(ChunkRef {0, 1, -1});
        h.visit(ChunkRef {0, 1, -1}); // the same place twice is one entry
        h.visit(ChunkRef {});
        QCOMPARE(h.back(ChunkRef {0, 4, 0}), (ChunkRef {0, 1, -1}));
        QVERIFY(!h.canGoBack());
        QCOMPARE(h.forward(ChunkRef {0, 1, -1}), (ChunkRef {0, 4, 0}));
        for (int i = 0; i < NavigationHistory::kLimit + 20; ++i)
            h.visit(ChunkRef {0, i, -1});
        int steps = 0;
        while (h.canGoBack()) {
            h.back(ChunkRef {});
            ++steps;
        }
        QCOMPARE(steps, NavigationHistory::kLimit);
    }

    void copyActions()
    {
        Chunk chunk;
        chunk.kind = ChunkKind::ToolCall;
        chunk.toolName = u"lookup_order"_s;
        chunk.json.json = R"({"orderId":"A-17","n":3})"_ba;
        chunk.raw.json = R"({"toolCall":{"tool":"t9","args":{"orderId":"A-17","n":3}}})"_ba;
        chunk.jsonPath = u"turns[0].messages[1].chunks[0]"_s;
        std::unique_ptr<QMenu> menu(ChunkActions::createCopyMenu(chunk, nullptr));
        auto trigger = [&menu](const char *name) {
            QAction *a = menu->findChild<QAction *>(QString::fromLatin1(name));
            QVERIFY(a && a->isEnabled());
            a->trigger();
        };
        trigger("copyJsonPath");
        QCOMPARE(QGuiApplication::clipboard()->text(), chunk.jsonPath);
        trigger("copyText");
        QCOMPARE(
            QGuiApplication::clipboard()->text(), u"{\n  \"orderId\": \"A-17\",\n  \"n\": 3\n}"_s);
        trigger("copyJson");
        QVERIFY(QGuiApplication::clipboard()->text().startsWith(u"{\n  \"toolCall\": {"_s));

        // The details tree copies a row's value, its JSON and its full path.
        DetailsPane details;
        details.showChunk(chunk, 1, 0);
        JsonTreeView *tree = details.rawTree();
        const QModelIndex toolCall = tree->model()->index(0, 0);
        const QModelIndex args = tree->model()->index(1, 0, toolCall);
        QCOMPARE(args.data().toString(), u"args"_s);
        QCOMPARE(tree->fullPath(args), u"turns[0].messages[1].chunks[0].toolCall.args"_s);
        menu.reset(tree->createCopyMenu(tree->model()->index(0, 0, args), nullptr));
        trigger("copyValue");
        QCOMPARE(QGuiApplication::clipboard()->text(), u"A-17"_s);
        trigger("copyJson");
        QCOMPARE(QGuiApplication::clipboard()->text(), u"\"A-17\""_s);
        menu.reset(tree->createCopyMenu(args, nullptr));
        trigger("copyJson");
        QCOMPARE(
            QGuiApplication::clipboard()->text(), u"{\n  \"orderId\": \"A-17\",\n  \"n\": 3\n}"_s);
    }

    void problemsPaneFilterAndActivation()
    {
        auto c = std::make_shared<Conversation>();
        c->messages.resize(3);
        c->diagnostics.append(makeDiagnostic(Severity::Info,
            QT_TRANSLATE_NOOP("Diagnostic", "Unknown field %1"), {u"labels"_s}, SourceLocation {}));
        SourceLocation where;
        where.jsonPath = u"messages[2]"_s;
        c->messages[2].diagnostics.append(makeDiagnostic(
            Severity::Error, QT_TRANSLATE_NOOP("Diagnostic", "Unknown field %1"), {u"x"_s}, where));
        ProblemsPane pane;
        QSignalSpy activated(&pane, &ProblemsPane::messageActivated);
        pane.setProblems(Diagnostics(), 4, c);
        QCOMPARE(pane.count(), 2);
        pane.setFilter(ProblemsPane::Filter::ErrorsOnly);
        QCOMPARE(pane.visibleCount(), 1);
        pane.setFilter(ProblemsPane::Filter::WarningsAndErrors);
        QCOMPARE(pane.visibleCount(), 1);
        pane.setFilter(ProblemsPane::Filter::All);
        QCOMPARE(pane.visibleCount(), 2);
        QVERIFY(pane.findChild<QLabel *>(u"problemsSummary"_s)->text().contains(u"2"_s));
        // Activating the message's problem asks to open that message; the other one has none.
        Q_EMIT pane.view()->activated(pane.view()->model()->index(0, 0));
        QCOMPARE(activated.size(), 0);
        Q_EMIT pane.view()->activated(pane.view()->model()->index(1, 1));
        QCOMPARE(activated.size(), 1);
        QCOMPARE(activated.at(0).at(0).value<ChunkRef>(), (ChunkRef {4, 2, -1}));
    }

    void persistsLayout()
    {
        QSettings().remove(u"window"_s);
        {
            MainWindow w;
            w.show();
            w.findChild<QDockWidget *>(u"problemsDock"_s)->hide();
            w.resize(900, 640);
            w.close();
        }
        QVERIFY(QSettings().contains(u"window/state"_s));
        {
            MainWindow w;
            w.show();
            QVERIFY(!w.findChild<QDockWidget *>(u"problemsDock"_s)->isVisible());
            QCOMPARE(w.size(), QSize(900, 640));
        }
        {
            // The screenshot command turns persistence off: default layout, nothing saved.
            MainWindow w;
            w.setPersistLayout(false);
            w.show();
            QVERIFY(w.findChild<QDockWidget *>(u"problemsDock"_s)->isVisible());
            w.findChild<QDockWidget *>(u"traceDock"_s)->hide();
            w.close();
        }
        {
            MainWindow w;
            w.show();
            QVERIFY(w.findChild<QDockWidget *>(u"traceDock"_s)->isVisible());
        }
        QSettings().remove(u"window"_s);
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
        QTRY_VERIFY(view.rowRect(0).isValid());
        view.selectChunk(ChunkAddress {2500, 0});
        QCOMPARE(view.currentRef(), (ChunkRef {0, 2500, 0}));
        QTRY_VERIFY(onScreen(&view, 2500, view.paintedMessage(2500)->cardRect(0)));
    }
};

QTEST_MAIN(TstMainWindow)
#include "tst_main_window.moc"
