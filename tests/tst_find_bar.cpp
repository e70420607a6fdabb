// SPDX-License-Identifier: GPL-2.0-or-later
#include "find_bar.h"
#include "find_highlight.h"
#include "items/conversation_matches.h"
#include "items/json_tree_model.h"
#include "items/message_filter_proxy_model.h"
#include "json_tree_view.h"
#include "language_manager.h"
#include "main_window.h"
#include "message_list_view.h"
#include "message_view.h"
#include "painted_probe.h"
#include "state_pane.h"

#include <algorithm>

#include <QAction>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QToolButton>

using namespace Qt::StringLiterals;
using namespace painted_probe;

class TstFindBar : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"ConversationInspectorTests"_s);
        QCoreApplication::setApplicationName(u"tst_find_bar"_s);
        QSettings().remove(u"window"_s);
    }

    void init() { LanguageManager::instance()->applyLanguage(u"en"_s); }

    void ctrlFOpensAndEscapeCloses()
    {
        MainWindow w;
        w.setPersistLayout(false);
        w.resize(1280, 860);
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        w.openFiles({QStringLiteral(INSPECTOR_TEST_DATA "/ces_example.json")});
        QVERIFY(w.waitForLoaded(10000));
        QTRY_VERIFY(w.openConversation() != nullptr);
        FindBar *bar = w.messageView()->finder()->findBar();
        QVERIFY(bar->isHidden());

        // Edit menu: Find…, Find Next, Find Previous with the standard keys.
        QMenu *edit = w.menuBar()->findChild<QMenu *>(u"editMenu"_s);
        QVERIFY(edit);
        const auto withKey = [edit](const QKeySequence &key) {
            const QList<QAction *> actions = edit->actions();
            return std::count_if(actions.cbegin(), actions.cend(),
                [&key](const QAction *a) { return a->shortcuts().contains(key); });
        };
        QCOMPARE(withKey(QKeySequence(QKeySequence::Find)), 1);
        QCOMPARE(withKey(QKeySequence(Qt::Key_F3)), 1);
        QCOMPARE(withKey(QKeySequence(Qt::SHIFT | Qt::Key_F3)), 1);

        QTest::keyClick(&w, Qt::Key_F, Qt::ControlModifier);
        QVERIFY(bar->isVisible());
        QTRY_VERIFY(bar->lineEdit()->hasFocus());
        QTest::keyClicks(bar->lineEdit(), u"refund"_s);
        QCOMPARE(bar->statusText(), QString()); // debounced: not applied yet
        QTRY_COMPARE(bar->statusText(), u"1 of 1"_s);
        QCOMPARE(w.messageView()->finder()->currentMatch(), 0);
        QCOMPARE(findHighlights(w.messageView(), 0, 0).size(), 1);

        QTest::keyClick(bar->lineEdit(), Qt::Key_Escape);
        QVERIFY(bar->isHidden());
        QVERIFY(findHighlights(w.messageView(), 0, 0).isEmpty());
        QVERIFY(w.messageView()->finder()->query().isEmpty());
        // Reopened, the text is there again and applied.
        QTest::keyClick(&w, Qt::Key_F, Qt::ControlModifier);
        QCOMPARE(bar->lineEdit()->text(), u"refund"_s);
        QCOMPARE(bar->lineEdit()->selectedText(), u"refund"_s);
        QTRY_COMPARE(findHighlights(w.messageView(), 0, 0).size(), 1);
    }

    void nextWalksMatchesAcrossMessages()
    {
        MainWindow w;
        w.setPersistLayout(false);
        w.resize(1280, 700);
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        w.openFiles({QStringLiteral(INSPECTOR_TEST_DATA "/adk_session_grounded_ja.json")});
        QVERIFY(w.waitForLoaded(10000));
        QTRY_VERIFY(w.openConversation() != nullptr);
        MessageView *view = w.messageView();
        FindBar *bar = view->finder()->findBar();

        // A Japanese query: the question, the tool call's argument, the state change, the
        // answer and the thought.
        w.find(u"京都"_s);
        QVERIFY(view->finder()->matches()->waitForComplete(10000));
        QCOMPARE(view->finder()->matches()->count(), 5);
        QTRY_COMPARE(bar->statusText(), u"1 of 5"_s);
        QCOMPARE(view->currentRef().message, 0);

        // F3: the match inside the tool call's JSON argument, highlighted in the tree.
        QTest::keyClick(&w, Qt::Key_F3);
        QCOMPARE(bar->statusText(), u"2 of 5"_s);
        QCOMPARE(view->currentRef(), (ChunkRef {0, 1, 0}));
        QCOMPARE(findHighlights(view, 1, 0), (QStringList {u"[京都]"_s}));
        QTRY_VERIFY(onScreen(view, 1, view->paintedMessage(1)->currentFind));
        // The State pane highlights the same text.
        QCOMPARE(w.statePane()->valueView()->jsonModel()->findQuery().text, u"京都"_s);

        // Next: the state change of the same message (another card), no longer current above.
        QTest::keyClick(&w, Qt::Key_F3);
        QCOMPARE(bar->statusText(), u"3 of 5"_s);
        QCOMPARE(view->currentRef(), (ChunkRef {0, 1, 1}));
        QCOMPARE(findHighlights(view, 1, 0), (QStringList {u"京都"_s})); // still highlighted
        QCOMPARE(findHighlights(view, 1, 1), (QStringList {u"[京都]"_s}));

        // Next: the answer text of message 4, scrolled into view, strongly highlighted.
        QTest::keyClick(&w, Qt::Key_F3);
        QCOMPARE(bar->statusText(), u"4 of 5"_s);
        QCOMPARE(view->currentRef(), (ChunkRef {0, 3, 0}));
        QCOMPARE(findHighlights(view, 3, 0), (QStringList {u"[京都]"_s}));
        QTRY_VERIFY(onScreen(view, 3, view->paintedMessage(3)->currentFind));

        // Next: the thought, opened so that the match shows.
        QTest::keyClick(&w, Qt::Key_F3);
        QCOMPARE(bar->statusText(), u"5 of 5"_s);
        QCOMPARE(findHighlights(view, 3, 1), (QStringList {u"[京都]"_s}));

        // Past the last: back to the first; Shift+F3 and Shift+Enter go back.
        QTest::keyClick(&w, Qt::Key_F3);
        QCOMPARE(bar->statusText(), u"1 of 5"_s);
        QTest::keyClick(&w, Qt::Key_F3, Qt::ShiftModifier);
        QCOMPARE(bar->statusText(), u"5 of 5"_s);
        QTest::keyClick(bar->lineEdit(), Qt::Key_Return, Qt::ShiftModifier);
        QCOMPARE(bar->statusText(), u"4 of 5"_s);
        QTest::keyClick(bar->lineEdit(), Qt::Key_Return);
        QCOMPARE(bar->statusText(), u"5 of 5"_s);

        // Closing the bar collapses the thought Find opened and clears every highlight.
        bar->dismiss();
        const auto &documents = view->paintedMessage(3)->documents;
        QVERIFY(std::none_of(documents.cbegin(), documents.cend(),
            [](const PaintedMessage::Document &d) { return d.chunk == 1; })); // thought closed
        QVERIFY(findHighlights(view, 3, 1).isEmpty());
        QVERIFY(findHighlights(view, 3, 0).isEmpty());
        QVERIFY(findHighlights(view, 1, 0).isEmpty());
    }

    void switchesChangeTheCount()
    {
        MainWindow w;
        w.setPersistLayout(false);
        w.resize(1280, 860);
        w.show();
        w.openFiles({QStringLiteral(INSPECTOR_TEST_DATA "/adk_session_grounded_ja.json")});
        QVERIFY(w.waitForLoaded(10000));
        QTRY_VERIFY(w.openConversation() != nullptr);
        MessageView *view = w.messageView();
        FindBar *bar = view->finder()->findBar();
        ConversationMatches *matches = view->finder()->matches();
        auto count = [&] {
            matches->waitForComplete(10000);
            return matches->count();
        };
        w.find(u"gion"_s);
        QCOMPARE(count(), 2); // "Gion" in the text, "ryokan-gion" in the state change
        // The filter's "Only matching messages" knows the message that has them.
        QCOMPARE(view->finder()->proxy()->matchingRows(), QVector<int> {6});
        view->finder()->proxy()->setOnlyMatching(true);
        QCOMPARE(view->finder()->proxy()->rowCount(), 1);
        view->finder()->proxy()->setOnlyMatching(false);
        bar->caseButton()->click();
        QCOMPARE(view->finder()->query().caseSensitive, true);
        QCOMPARE(count(), 1);
        bar->caseButton()->click();
        bar->setText(u"agent"_s); // inside "agent_name" and "booking_agent" only
        QCOMPARE(count(), 2);
        bar->wordButton()->click();
        QCOMPARE(count(), 0);
        QCOMPARE(bar->statusText(), u"No matches"_s);
        bar->wordButton()->click();
        bar->regexButton()->click();
        bar->setText(u"ryokan-\\w+"_s);
        QCOMPARE(count(), 1);

        // An invalid pattern: the reason in words, nothing highlighted.
        bar->setText(u"ryokan("_s);
        QVERIFY(!view->finder()->query().isValid());
        QCOMPARE(matches->count(), 0);
        QCOMPARE(bar->statusText(), view->finder()->query().errorString());
        QVERIFY(!bar->statusText().isEmpty());
        QVERIFY(!bar->nextButton()->isEnabled());
        QVERIFY(findHighlights(view, 6, 0).isEmpty());
        bar->setText(u"ryokan"_s);
        QCOMPARE(count(), 2);
        QTRY_COMPARE(findHighlights(view, 6, 0).size(), 1);
    }

    void fileWideHooks()
    {
        // The find bar's side of the file-wide count (FileFind answers these in the window).
        MainWindow w;
        w.setPersistLayout(false);
        w.show();
        w.openFiles({QStringLiteral(INSPECTOR_TEST_DATA "/adk_session_grounded_ja.json")});
        QVERIFY(w.waitForLoaded(10000));
        QTRY_VERIFY(w.openConversation() != nullptr);
        FindBar *bar = w.messageView()->finder()->findBar();
        QSignalSpy queries(w.messageView(), &MessageView::findQueryChanged);
        QSignalSpy next(bar, &FindBar::nextConversationRequested);
        QSignalSpy previous(bar, &FindBar::previousConversationRequested);
        w.find(u"紅葉"_s);
        QCOMPARE(queries.size(), 1);
        QVERIFY(w.messageView()->finder()->matches()->waitForComplete(10000));
        QTRY_COMPARE(bar->statusText(), u"1 of 2"_s);
        bar->setFileMatches(4210, false);
        QCOMPARE(bar->statusText(), u"1 of 2 · 4,210… in file"_s);
        bar->setFileMatches(4210, true);
        w.findActions()->findPrevious(); // before the first: the previous conversation
        QCOMPARE(previous.size(), 1);
        w.findNext();
        QCOMPARE(bar->statusText(), u"2 of 2 · 4,210 in file"_s);
        w.findNext(); // past the last: the next conversation
        QCOMPARE(next.size(), 1);
        QCOMPARE(bar->statusText(), u"2 of 2 · 4,210 in file"_s);
        // The relay then opens it at its first match.
        w.selection()->showFindMatch(0, false);
        QTRY_COMPARE(bar->statusText(), u"1 of 2 · 4,210 in file"_s);
        bar->setFileMatches(-1, true);
        QCOMPARE(bar->statusText(), u"1 of 2"_s);
    }

    void hugeConversationStaysResponsive()
    {
        // 100,000 messages: the count grows while the worker searches, the first match shows
        // before the search ends, and the matches come in bounded slices (the GUI stall of Find
        // is measured in bench/).
        auto c = std::make_shared<Conversation>();
        c->messages.resize(100000);
        for (int i = 0; i < c->messages.size(); ++i) {
            Chunk chunk;
            chunk.text = u"Event %1: the weather in Kyoto is fine, says the agent."_s.arg(i);
            c->messages[i].role = i % 2 ? u"agent"_s : u"user"_s;
            c->messages[i].chunks = {chunk};
        }
        MessageView view;
        view.resize(900, 700);
        view.show();
        view.setConversation(0, c);
        QTRY_VERIFY(view.rowRect(0).isValid());
        view.finder()->openFind();
        view.selectChunk(ChunkAddress {0, 0});
        QStringList seen;
        connect(view.finder()->matches(), &ConversationMatches::progress, this,
            [&] { seen.append(view.finder()->findBar()->statusText()); });
        int largest = 0;
        connect(view.finder()->matches(), &QAbstractItemModel::rowsInserted, this,
            [&](const QModelIndex &, int first, int last) {
                largest = qMax(largest, last - first + 1);
            });
        view.finder()->findBar()->setText(u"kyoto"_s);
        QVERIFY(view.finder()->matches()->waitForComplete(60000));
        QCOMPARE(view.finder()->matches()->count(), 100000);
        QVERIFY2(seen.size() > 1, "the count grows in several steps");
        QVERIFY2(seen.first().endsWith(u'…'), qPrintable(seen.first())); // still searching
        QCOMPARE(view.finder()->findBar()->statusText(), u"1 of 100,000"_s);
        QCOMPARE(view.currentRef().message, 0);
        QVERIFY2(largest <= ConversationMatches::kSliceMatches + 1,
            qPrintable(u"a slice inserted %1 rows"_s.arg(largest)));
        // Previous from the first match wraps to the last message, laid out on demand.
        view.finder()->findPrevious();
        QCOMPARE(view.currentRef().message, 99999);
        QTRY_VERIFY(onScreen(&view, 99999, view.paintedMessage(99999)->cardRect(0)));
        QCOMPARE(view.finder()->findBar()->statusText(), u"100,000 of 100,000"_s);
    }

    void cardsHighlightCodeAndScalars()
    {
        // Code and a JSON scalar are painted labels: highlighted, never read as markup, plain
        // again afterwards.
        Chunk code;
        code.kind = ChunkKind::ExecutableCode;
        code.text = u"print('kyoto')\nprint('Kyoto <b>')"_s;
        Chunk payload;
        payload.kind = ChunkKind::Payload;
        payload.json = JsonText {QByteArrayLiteral("\"see Kyoto\"")};
        MessageView view;
        showMessage(view, {code, payload});
        QVERIFY(textOf(&view, 0, 0).contains(u"print('Kyoto <b>')"_s)); // as written
        view.finder()->setQuery(FindQuery {u"kyoto"_s});
        QVERIFY(view.finder()->matches()->waitForComplete(10000));
        QCOMPARE(view.finder()->matches()->count(), 3);
        view.finder()->showMatch(1); // the second one in the code
        QCOMPARE(findHighlights(&view, 0, 0), (QStringList {u"kyoto"_s, u"[Kyoto]"_s}));
        QVERIFY(view.paintedMessage(0)->currentFind.isValid());
        QCOMPARE(findHighlights(&view, 0, 1), (QStringList {u"Kyoto"_s}));
        view.finder()->setQuery(FindQuery {});
        QVERIFY(findHighlights(&view, 0, 0).isEmpty());
        QVERIFY(findHighlights(&view, 0, 1).isEmpty());
    }

    void labelsFollowTheLanguage()
    {
        FindBar bar;
        const QString caseTip = bar.caseButton()->toolTip();
        const QString wordTip = bar.wordButton()->toolTip();
        const QString regexTip = bar.regexButton()->toolTip();
        const QString nextTip = bar.nextButton()->toolTip();
        const QString placeholder = bar.lineEdit()->placeholderText();
        QCOMPARE(caseTip, u"Match case"_s);
        for (const QString &code : {u"ja"_s, u"es"_s}) {
            LanguageManager::instance()->applyLanguage(code);
            QCoreApplication::processEvents(); // LanguageChange reaches the widgets
            // Retranslated in place (the texts are those of the new catalog)...
            QCOMPARE(bar.caseButton()->toolTip(), FindBar::tr("Match case"));
            QCOMPARE(bar.lineEdit()->placeholderText(), FindBar::tr("Find in conversation"));
            // ...and not English.
            QVERIFY2(bar.caseButton()->toolTip() != caseTip, qPrintable(code));
            QVERIFY2(bar.wordButton()->toolTip() != wordTip, qPrintable(code));
            QVERIFY2(bar.regexButton()->toolTip() != regexTip, qPrintable(code));
            QVERIFY2(bar.nextButton()->toolTip() != nextTip, qPrintable(code));
            QVERIFY2(bar.lineEdit()->placeholderText() != placeholder, qPrintable(code));
        }
        LanguageManager::instance()->applyLanguage(u"en"_s);
        QCoreApplication::processEvents();
        QCOMPARE(bar.caseButton()->toolTip(), caseTip);
    }
};

QTEST_MAIN(TstFindBar)
#include "tst_find_bar.moc"
