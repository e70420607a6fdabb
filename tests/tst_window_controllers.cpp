// SPDX-License-Identifier: GPL-2.0-or-later
// The window's controllers on real fixtures: OpenDocuments forwards the current document's
// signals and no other's, the SelectionRelay resets every pane from one list (also when
// another document is shown), and the file-wide find has its own progress and Cancel, apart
// from loading's.
#include "answer_pane.h"
#include "document/document.h"
#include "file_find.h"
#include "items/reference_list_model.h"
#include "items/span_tree_model.h"
#include "main_window.h"
#include "message_view.h"
#include "open_documents.h"
#include "progress_indicator.h"
#include "references_pane.h"
#include "search/file_search.h"
#include "selection_relay.h"
#include "spans_pane.h"

#include <QFile>
#include <QProgressBar>
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>
#include <QTreeView>

using namespace Qt::StringLiterals;

namespace {

QByteArray fixture(const QString &name)
{
    QFile file(QStringLiteral(INSPECTOR_TEST_DATA "/") + name);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The first message of the open conversation with answer data and grounding, -1 when none.
int answeredMessage(const MainWindow &w)
{
    const auto open = w.openConversation();
    for (int i = 0; open && i < open->messages.size(); ++i) {
        if (open->messages.at(i).answer && open->messages.at(i).grounding)
            return i;
    }
    return -1;
}

} // namespace

class TstWindowControllers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { qRegisterMetaType<Document *>(); }

    void openDocumentsForwardsOnlyTheCurrentOne()
    {
        OpenDocuments documents;
        QSignalSpy current(&documents, &OpenDocuments::currentChanged);
        QSignalSpy names(&documents, &OpenDocuments::namesChanged);
        QSignalSpy reset(&documents, &OpenDocuments::conversationsReset);
        QSignalSpy loaded(&documents, &OpenDocuments::loaded);
        Document *first = documents.openData(fixture(u"ces_conversations.json"_s), u"one"_s);
        QVERIFY(first->waitForLoaded(10000));
        QTRY_COMPARE(loaded.size(), 1);
        Document *second = documents.openData(fixture(u"de_session_ja.json"_s), u"two"_s);
        QVERIFY(second->waitForLoaded(10000));
        QTRY_COMPARE(loaded.size(), 2);
        QCOMPARE(documents.count(), 2);
        QCOMPARE(documents.current(), second);
        QCOMPARE(current.size(), 2);
        QCOMPARE(names.last().at(0).toStringList(), (QStringList {u"one"_s, u"two"_s}));
        QCOMPARE(names.last().at(1).toInt(), 1);

        Q_EMIT first->conversationsReset(); // not shown: nobody hears it
        QCOMPARE(reset.size(), 0);
        Q_EMIT second->conversationsReset();
        QCOMPARE(reset.size(), 1);

        documents.setCurrent(0);
        QCOMPARE(documents.current(), first);
        Q_EMIT second->conversationsReset();
        Q_EMIT second->loaded();
        QCOMPARE(reset.size(), 1);
        QCOMPARE(loaded.size(), 2);
        Q_EMIT first->conversationsReset();
        QCOMPARE(reset.size(), 2);
        documents.setCurrent(7); // ignored
        QCOMPARE(documents.current(), first);
        QVERIFY(!documents.reloadCurrent()); // bytes in memory: no file to read again
    }

    void replacedDocumentIsNoLongerHeard()
    {
        // The live session's document is replaced in place: same entry, the old one silent.
        OpenDocuments documents;
        QSignalSpy reset(&documents, &OpenDocuments::conversationsReset);
        Document *old = documents.openData(fixture(u"de_session_ja.json"_s), u"live"_s);
        QVERIFY(old->waitForLoaded(10000));
        QPointer<Document> watched(old);
        Document *replacement
            = documents.openData(fixture(u"de_session_ja.json"_s), u"live"_s, old);
        QCOMPARE(documents.count(), 1);
        QCOMPARE(documents.current(), replacement);
        QCOMPARE(documents.names(), QStringList {u"live"_s});
        Q_EMIT old->conversationsReset();
        QCOMPARE(reset.size(), 0);
        QTRY_VERIFY(watched.isNull()); // deleted later
    }

    void showingAnotherDocumentResetsEveryPane()
    {
        MainWindow w;
        w.setPersistLayout(false);
        w.show();
        w.openFiles({QStringLiteral(INSPECTOR_TEST_DATA "/de_answer_response_ja.json"),
            QStringLiteral(INSPECTOR_TEST_DATA "/ces_conversations.json")});
        QVERIFY(w.waitForLoaded(10000));
        w.documents()->setCurrent(0);
        QTRY_VERIFY(w.openConversation() != nullptr);
        const int answered = answeredMessage(w);
        QVERIFY(answered >= 0);
        w.selectMessage(answered);
        QVERIFY(w.referencesPane()->model()->rowCount() > 0);
        QVERIFY(w.answerPane()->answer());
        QSignalSpy opened(w.selection(), &SelectionRelay::conversationOpened);

        w.documents()->setCurrent(1); // no answers, no grounding there
        QVERIFY(opened.size() >= 1);
        QCOMPARE(w.selection()->document(), w.documents()->at(1));
        QCOMPARE(w.referencesPane()->model()->rowCount(), 0);
        QVERIFY(!w.answerPane()->answer());
        QVERIFY(!w.selection()->history().canGoBack());
    }

    void aSpanPickedInTheTraceShowsItsTurn()
    {
        MainWindow w;
        w.setPersistLayout(false);
        w.show();
        w.openFiles({QStringLiteral(INSPECTOR_TEST_DATA "/ces_conversation.json")});
        QVERIFY(w.waitForLoaded(10000));
        QTRY_VERIFY(w.openConversation() != nullptr);
        const auto open = w.openConversation();
        int firstOfTurn1 = -1;
        for (int i = 0; i < open->messages.size() && firstOfTurn1 < 0; ++i)
            firstOfTurn1 = open->messages.at(i).turn == 1 ? i : -1;
        QVERIFY(firstOfTurn1 > 0);
        w.selectMessage(0);
        QTreeView *trace = w.spansPane()->view();
        QCOMPARE(trace->currentIndex().data(SpanTreeModel::TurnRole).toInt(), 0);

        // A child span of turn 1, picked with the keyboard's current index as a click would.
        const QModelIndex root1 = trace->model()->index(1, 0);
        QVERIFY(root1.isValid());
        const QModelIndex child
            = trace->model()->rowCount(root1) > 0 ? trace->model()->index(0, 0, root1) : root1;
        trace->setCurrentIndex(child);
        QCOMPARE(w.selection()->currentRef().message, firstOfTurn1);
        QVERIFY(w.selection()->history().canGoBack()); // a jump: Back returns
        // The span the user picked stays selected (not moved up to its turn's root).
        QCOMPARE(trace->currentIndex(), child);

        // Selecting a message of turn 0 moves the trace to that turn, and the messages stay.
        w.selectMessage(0);
        QCOMPARE(trace->currentIndex().data(SpanTreeModel::TurnRole).toInt(), 0);
        QCOMPARE(w.selection()->currentRef().message, 0);
    }

    void fileFindHasItsOwnProgressAndCancel()
    {
        MainWindow w;
        w.setPersistLayout(false);
        w.show();
        w.openFiles({QStringLiteral(INSPECTOR_TEST_DATA "/ces_conversations.json")});
        QVERIFY(w.waitForLoaded(10000));
        auto *loading = w.findChild<ProgressIndicator *>(u"loadingProgress"_s);
        auto *finding = w.findChild<ProgressIndicator *>(u"findProgress"_s);
        QVERIFY(loading && finding && loading != finding);
        QVERIFY(w.findChild<QToolButton *>(u"cancelLoading"_s));
        auto *cancelFind = w.findChild<QToolButton *>(u"cancelFind"_s);
        QVERIFY(cancelFind);
        QVERIFY(!loading->isVisible());
        QVERIFY(!finding->isVisible());

        // The file-wide search reports: only its own indicator shows.
        FileSearch *search = w.fileFind()->search();
        Q_EMIT search->progress(250, 1000);
        QVERIFY(finding->isVisible());
        QVERIFY(!loading->isVisible());
        QCOMPARE(finding->progressBar()->value(), 250);

        // The document reports loading: its indicator shows, the search's stays as it is.
        Q_EMIT w.currentDocument()->progress(500, 1000);
        QVERIFY(loading->isVisible());
        QVERIFY(finding->isVisible());
        Q_EMIT w.currentDocument()->loaded(); // loading ended: the search still runs
        QVERIFY(!loading->isVisible());
        QVERIFY(finding->isVisible());

        // Cancel of the search stops the search only.
        QSignalSpy cancelled(finding, &ProgressIndicator::cancelRequested);
        cancelFind->click();
        QCOMPARE(cancelled.size(), 1);
        QVERIFY(!finding->isVisible());
        Q_EMIT search->progress(500, 1000);
        QVERIFY(finding->isVisible());
        Q_EMIT search->finished(3, false);
        QVERIFY(!finding->isVisible());
    }
};

QTEST_MAIN(TstWindowControllers)
#include "tst_window_controllers.moc"
