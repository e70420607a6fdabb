// SPDX-License-Identifier: GPL-2.0-or-later
#include "chunk_texts.h"
#include "conversation_list_pane.h"
#include "document/document.h"
#include "document_stream_data.h"
#include "items/conversation_filter_proxy_model.h"
#include "items/conversation_list_model.h"
#include "items/message_filter_proxy_model.h"
#include "items/message_list_model.h"
#include "language_manager.h"
#include "main_window.h"
#include "message_filter_bar.h"
#include "message_list_view.h"
#include "message_view.h"
#include "open_documents.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace {

// The choice of `menu` whose data is `value` (the menus are built when about to show).
QAction *choice(QMenu *menu, const QString &value)
{
    Q_EMIT menu->aboutToShow();
    const QList<QAction *> actions = menu->actions();
    for (QAction *action : actions) {
        if (action->data().toString() == value)
            return action;
    }
    return nullptr;
}

// The messages the list shows, as indices in Conversation::messages.
QVector<int> shownMessages(MessageView *view)
{
    QVector<int> rows;
    const QAbstractItemModel *model = view->listView()->model();
    for (int r = 0; r < model->rowCount(); ++r)
        rows.append(model->index(r, 0).data(MessageListModel::MessageIndexRole).toInt());
    return rows;
}

} // namespace

class TstFilterBar : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"ConversationInspectorTests"_s);
        QCoreApplication::setApplicationName(u"tst_filter_bar"_s);
        QSettings().remove(u"window"_s);
    }

    void init() { LanguageManager::instance()->applyLanguage(u"en"_s); }
    void cleanupTestCase() { LanguageManager::instance()->applyLanguage(u"en"_s); }

    void kindFilterSelectionAndHiddenJumps()
    {
        MainWindow w;
        w.setPersistLayout(false);
        w.resize(1280, 860);
        w.show();
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        w.openFiles({QStringLiteral(INSPECTOR_TEST_DATA "/adk_session_grounded_ja.json")});
        QVERIFY(w.waitForLoaded(10000));
        QTRY_VERIFY(w.openConversation() != nullptr);
        MessageView *view = w.messageView();
        MessageFilterBar *bar = view->finder()->filterBar();
        QCOMPARE(view->listView()->model(), view->finder()->proxy());
        QVERIFY(!bar->isVisible());

        // Ctrl+Shift+L (View ▸ Filter Messages) shows the bar with the focus in it.
        QCOMPARE(view->finder()->focusFilterAction()->shortcut(), QKeySequence(u"Ctrl+Shift+L"_s));
        QVERIFY(w.findChild<QMenu *>(u"viewMenu"_s)
                    ->actions()
                    .contains(view->finder()->filterBarAction()));
        view->listView()->setFocus();
        QTest::keyClick(view->listView(), Qt::Key_L, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(bar->isVisible());
        QVERIFY(view->finder()->filterBarAction()->isChecked());
        QTRY_COMPARE(QApplication::focusWidget(), bar->toolField());
        // Escape in a field gives the focus back to the list.
        QTest::keyClick(bar->toolField(), Qt::Key_Escape);
        QTRY_COMPARE(QApplication::focusWidget(), view->listView());

        // Choosing a chunk kind hides the other messages; the count says how many remain.
        QVERIFY(bar->countLabel()->text().isEmpty());
        QAction *toolCalls = choice(bar->kindsMenu(), u"toolCall"_s);
        QVERIFY(toolCalls);
        QCOMPARE(toolCalls->text(), ChunkTexts::kindTitle(ChunkKind::ToolCall));
        QVERIFY(!choice(bar->kindsMenu(), u"image"_s)); // only the kinds this conversation has
        toolCalls = choice(bar->kindsMenu(), u"toolCall"_s);
        toolCalls->trigger();
        QCOMPARE(shownMessages(view), (QVector<int> {1, 4}));
        QCOMPARE(bar->kindsButton()->text(), u"Kinds (1)"_s);
        QVERIFY(bar->countLabel()->text().startsWith(u"2 of 8 message"_s));

        // Rows keep speaking message indices: selecting message 4 selects the list's row 1.
        view->selectMessage(4);
        QCOMPARE(view->currentRef(), (ChunkRef {0, 4, -1}));
        QCOMPARE(view->listView()->currentIndex().row(), 1);
        QTRY_VERIFY(view->rowRect(4).isValid());
        QVERIFY(!view->rowRect(3).isValid()); // hidden rows have no place in the list
        // Go ▸ Next/Previous Message step over hidden messages.
        w.navigation()->previousMessage();
        QCOMPARE(view->currentRef().message, 1);
        w.nextMessage();
        QCOMPARE(view->currentRef().message, 4);
        w.nextMessage();
        QCOMPARE(view->currentRef().message, 4);

        // A jump to a hidden message tells, and "Show anyway" clears the filter and goes there.
        view->selectMessage(3);
        QVERIFY(bar->isNoticeShown());
        QVERIFY(bar->findChild<QLabel *>(u"filterNoticeText"_s)->text().contains(u"4"_s));
        QCOMPARE(view->currentRef().message, 4);
        bar->findChild<QToolButton *>(u"filterShowAnyway"_s)->click();
        QVERIFY(!bar->isNoticeShown());
        QCOMPARE(view->finder()->proxy()->rowCount(), 8);
        QCOMPARE(view->currentRef(), (ChunkRef {0, 3, -1}));
        QVERIFY(!view->finder()->proxy()->isFiltering());

        // The selected message filtered out: nothing stays selected, nothing breaks.
        choice(bar->kindsMenu(), u"toolCall"_s)->trigger();
        QCOMPARE(shownMessages(view), (QVector<int> {1, 4}));
        QVERIFY(!view->currentRef().isValid());
        QVERIFY(!view->listView()->currentIndex().isValid());
        QTRY_VERIFY(view->rowRect(1).isValid());
        w.nextMessage();
        QCOMPARE(view->currentRef().message, 1);

        // Hiding the bar clears the filter.
        view->finder()->filterBarAction()->setChecked(false);
        QVERIFY(!bar->isVisible());
        QCOMPARE(view->finder()->proxy()->rowCount(), 8);
        QCOMPARE(view->currentRef().message, 1);
    }

    void whoToolProblemsAndOnlyMatching()
    {
        MessageView view;
        view.resize(700, 600);
        view.show();
        auto document = std::make_unique<Document>();
        document->openFile(QStringLiteral(INSPECTOR_TEST_DATA "/adk_session_grounded_ja.json"));
        QVERIFY(document->waitForLoaded(10000));
        view.setConversation(0, document->conversation(0));
        view.finder()->filterBarAction()->setChecked(true);
        MessageFilterBar *bar = view.finder()->filterBar();

        // Who: roles as shown (function responses are "tool") and authors.
        QAction *tool = choice(bar->whoMenu(), u"tool"_s);
        QVERIFY(tool);
        QCOMPARE(tool->text(), MessageListModel::displayRole(u"tool"_s));
        tool->trigger();
        QCOMPARE(shownMessages(&view), (QVector<int> {2, 5}));
        choice(bar->whoMenu(), u"booking_agent"_s)->trigger();
        QCOMPARE(shownMessages(&view), (QVector<int> {2, 5, 6, 7}));
        QCOMPARE(bar->whoButton()->text(), u"Who (2)"_s);
        // Problems narrows (criteria combine).
        bar->problemsButton()->click();
        QCOMPARE(shownMessages(&view), (QVector<int> {7}));
        bar->clearButton()->click();
        QCOMPARE(view.finder()->proxy()->rowCount(), 8);
        QVERIFY(!bar->problemsButton()->isChecked());
        QVERIFY(!bar->clearButton()->isEnabled());

        // Tool name: applies after a pause in typing (or at Enter).
        QTest::keyClicks(bar->toolField(), u"Weather"_s);
        QTRY_COMPARE(shownMessages(&view), (QVector<int> {1, 2}));
        bar->citationsButton()->click();
        QCOMPARE(shownMessages(&view), QVector<int> {});
        QVERIFY(bar->countLabel()->text().startsWith(u"0 of 8"_s));
        bar->clear();

        // Only matching: off until a find query exists.
        QVERIFY(!bar->onlyMatchingButton()->isEnabled());
        view.finder()->setMatchingRows({0, 6}, true);
        QVERIFY(bar->onlyMatchingButton()->isEnabled());
        QCOMPARE(view.finder()->proxy()->rowCount(), 8);
        bar->onlyMatchingButton()->click();
        QCOMPARE(shownMessages(&view), (QVector<int> {0, 6}));
        view.finder()->setMatchingRows({}, false); // the query was cleared
        QVERIFY(!bar->onlyMatchingButton()->isEnabled());
        QVERIFY(!bar->onlyMatchingButton()->isChecked());
        QCOMPARE(view.finder()->proxy()->rowCount(), 8);
    }

    void conversationListFilters()
    {
        MainWindow w;
        w.setPersistLayout(false);
        w.show();
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        w.openFiles({QStringLiteral(INSPECTOR_TEST_DATA "/ces_conversations.json")});
        QVERIFY(w.waitForLoaded(10000));
        ConversationListPane *pane = w.conversationList();
        QTableView *list = pane->view();
        QTRY_COMPARE(list->model()->rowCount(), 3);
        QCOMPARE(list->model(), pane->proxy());
        // The more-filters row opens and closes.
        QWidget *more = pane->findChild<QWidget *>(u"moreConversationFiltersRow"_s);
        QVERIFY(more && !more->isVisible());
        pane->findChild<QToolButton *>(u"moreConversationFilters"_s)->click();
        QVERIFY(more->isVisible());
        // Sorting by id from the header's menu puts the indicator on the title column.
        pane->sortBy(ConversationFilterProxyModel::SortKey::Id, Qt::DescendingOrder);
        QCOMPARE(list->horizontalHeader()->sortIndicatorSection(),
            int(ConversationListModel::TitleColumn));
        QCOMPARE(pane->proxy()->sortKey(), ConversationFilterProxyModel::SortKey::Id);
        // Clicking a header sorts by that column.
        const int x
            = list->horizontalHeader()->sectionViewportPosition(ConversationListModel::TurnsColumn)
            + 4;
        QTest::mouseClick(list->horizontalHeader()->viewport(), Qt::LeftButton, {}, QPoint(x, 4));
        QCOMPARE(pane->proxy()->sortKey(), ConversationFilterProxyModel::SortKey::Turns);
        // The text field filters (after a short pause), and Escape returns to the list.
        const QString id
            = list->model()->index(0, 0).data(ConversationListModel::IdRole).toString();
        pane->filterField()->setFocus();
        QTest::keyClicks(pane->filterField(), id.section(u'/', -1));
        QTRY_COMPARE(list->model()->rowCount(), 1);
        QTest::keyClick(pane->filterField(), Qt::Key_Escape);
        QTRY_COMPARE(QApplication::focusWidget(), list);
    }

    void partsCanBeToldApartAtTheDefaultWidth()
    {
        // A session of 12,000 events is listed in parts of 1,000; at the window's default size
        // the names shown (elided at the right) of parts 2 and 12 differ, and the agent column
        // (the same for every part) gives its width to them.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile file(dir.filePath(u"session.json"_s));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(streamdata::adkSession(12000));
        file.close();
        MainWindow w;
        w.setPersistLayout(false);
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.openFiles({file.fileName()});
        QVERIFY(w.waitForLoaded(60000));
        QTableView *list = w.conversationList()->view();
        QTRY_COMPARE(list->model()->rowCount(), 12);
        QVERIFY(list->isColumnHidden(ConversationListModel::AgentColumn));
        const int width = list->columnWidth(ConversationListModel::TitleColumn);
        const auto shown = [&](int row) {
            const QString name = list->model()->index(row, 0).data().toString();
            return list->fontMetrics().elidedText(name, Qt::ElideRight, width - 8);
        };
        QCOMPARE(list->model()->index(11, 0).data().toString().left(8), u"Part 12 "_s);
        QVERIFY2(shown(1) != shown(11), qPrintable(shown(1) + u" / "_s + shown(11)));
        QVERIFY2(!shown(11).startsWith(u"Part 1…"_s), qPrintable(shown(11)));

        // The setting for long conversations whole: the next file opened is one conversation.
        QSettings().setValue(OpenDocuments::wholeConversationsKey(), true);
        w.openFiles({file.fileName()});
        QVERIFY(w.waitForLoaded(60000));
        QTRY_COMPARE(list->model()->rowCount(), 1);
        QVERIFY(!list->isColumnHidden(ConversationListModel::AgentColumn));
        QSettings().remove(OpenDocuments::wholeConversationsKey());
    }

    void activeFilterRenders()
    {
        MainWindow w;
        w.setPersistLayout(false);
        w.resize(1400, 900);
        w.show();
        w.openFiles({QStringLiteral(INSPECTOR_TEST_DATA "/adk_session_grounded_ja.json")});
        QVERIFY(w.waitForLoaded(10000));
        QTRY_VERIFY(w.openConversation() != nullptr);
        MessageView *view = w.messageView();
        view->finder()->filterBarAction()->setChecked(true);
        MessageFilterBar *bar = view->finder()->filterBar();
        choice(bar->whoMenu(), u"model"_s)->trigger();
        choice(bar->kindsMenu(), u"text"_s)->trigger();
        QCOMPARE(shownMessages(view), (QVector<int> {3, 6}));
        view->selectMessage(6);
        QTRY_VERIFY(view->rowRect(6).isValid() && view->rowRect(3).isValid());
        QTRY_VERIFY(view->listView()->viewport()->rect().intersects(view->rowRect(6)));
        QVERIFY(bar->isVisible() && bar->height() < 120); // two compact rows
        QVERIFY(bar->geometry().bottom() <= view->listView()->geometry().top());
        QTRY_COMPARE(bar->countLabel()->width(), bar->countLabel()->sizeHint().width()); // laid out
        QCOMPARE(bar->whoButton()->width(), bar->whoButton()->sizeHint().width());
        const QImage image = w.grab().toImage();
        QVERIFY(!image.isNull());
        // INSPECTOR_SCREENSHOT_DIR=dir keeps a picture to look at.
        const QString dir = qEnvironmentVariable("INSPECTOR_SCREENSHOT_DIR");
        if (!dir.isEmpty())
            QVERIFY(image.save(dir + u"/filter_bar_active.png"_s));
    }

    void languages_data()
    {
        QTest::addColumn<QString>("code");
        QTest::newRow("ja") << u"ja"_s;
        QTest::newRow("es") << u"es"_s;
    }

    void languages()
    {
        QFETCH(QString, code);
        MessageView view;
        Document document;
        document.openFile(QStringLiteral(INSPECTOR_TEST_DATA "/adk_session_grounded_ja.json"));
        QVERIFY(document.waitForLoaded(10000));
        view.setConversation(0, document.conversation(0));
        view.finder()->filterBarAction()->setChecked(true);
        MessageFilterBar *bar = view.finder()->filterBar();
        const QString englishCall = choice(bar->kindsMenu(), u"toolCall"_s)->text();
        const QString englishUser = choice(bar->whoMenu(), u"user"_s)->text();
        LanguageManager::instance()->applyLanguage(code);
        QCoreApplication::processEvents();
        // Kind and role names come from the views' existing translations.
        const QString call = choice(bar->kindsMenu(), u"toolCall"_s)->text();
        QCOMPARE(call, ChunkTexts::kindTitle(ChunkKind::ToolCall));
        QVERIFY(call != englishCall);
        const QString user = choice(bar->whoMenu(), u"user"_s)->text();
        QCOMPARE(user, MessageListModel::displayRole(u"user"_s));
        QVERIFY(user != englishUser);
        // The bar's own labels follow the language too.
        QCOMPARE(bar->citationsButton()->text(),
            QCoreApplication::translate("MessageFilterBar", "Citations"));
        QCOMPARE(bar->toolField()->placeholderText(),
            QCoreApplication::translate("MessageFilterBar", "Tool name"));
        QCOMPARE(view.finder()->filterBarAction()->text(),
            QCoreApplication::translate("MessageView", "Filter Bar"));
        LanguageManager::instance()->applyLanguage(u"en"_s);
        QCoreApplication::processEvents();
        QCOMPARE(choice(bar->kindsMenu(), u"toolCall"_s)->text(), englishCall);
    }
};

QTEST_MAIN(TstFilterBar)
#include "tst_filter_bar.moc"
