// SPDX-License-Identifier: GPL-2.0-or-later
// The Citations pane (issue 16, item 4): filled from a fixture when shown, filtered by flag and
// text, a double-click or Enter emits the row's CitationRef or ChunkRef, Export CSV writes the
// rows shown; in the window it follows the open conversation and jumps to what is activated.
#include "citations_overview_pane.h"
#include "document/document.h"
#include "items/citation_overview_model.h"
#include "items/citation_overview_proxy_model.h"
#include "language_manager.h"
#include "main_window.h"
#include "message_view.h"
#include "references_pane.h"

#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace Qt::StringLiterals;

namespace {

std::shared_ptr<const Conversation> fixture(const char *name)
{
    Document document;
    document.openFile(QStringLiteral(INSPECTOR_TEST_DATA "/") + QString::fromLatin1(name));
    if (!document.waitForLoaded(10000))
        return nullptr;
    return document.conversation(0);
}

/// The proxy row of the pane that shows `text` in the Text column, -1 when none.
int rowOf(const CitationsOverviewPane &pane, const QString &text)
{
    const QAbstractItemModel *proxy = pane.proxy();
    for (int row = 0; row < proxy->rowCount(); ++row) {
        if (proxy->index(row, CitationOverviewModel::TextColumn).data().toString() == text)
            return row;
    }
    return -1;
}

void doubleClick(const CitationsOverviewPane &pane, int row)
{
    QTreeView *view = pane.view();
    const QRect rect
        = view->visualRect(pane.proxy()->index(row, CitationOverviewModel::TextColumn));
    // A double-click is a click, then a second press that the system reports as a double one.
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, rect.center());
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, rect.center());
}

QString summary(const CitationsOverviewPane &pane)
{
    return pane.findChild<QLabel *>(u"citationsSummary"_s)->text();
}

} // namespace

class TstCitationsOverviewPane : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"ConversationInspectorTests"_s);
        // Settings of its own per run (opening files writes the recent list).
        QCoreApplication::setApplicationName(u"tst_citations_overview_pane_"_s
            + QString::number(QCoreApplication::applicationPid()));
        QSettings().remove(u"window"_s);
        LanguageManager::instance()->applyLanguage(u"en"_s);
    }

    void cleanupTestCase() { QFile::remove(QSettings().fileName()); }

    void fillsWhenShownAndFilters()
    {
        CitationsOverviewPane pane;
        pane.resize(1200, 400);
        pane.setConversation(0, fixture("adk_session_grounded_ja.json"));
        QCOMPARE(pane.model()->rowCount(), 0); // not shown: nothing built
        pane.setShown(true);
        QCOMPARE(pane.model()->rowCount(), 7);
        QCOMPARE(pane.proxy()->rowCount(), 7);
        // (The counts' plural words come from the catalogs.)
        QVERIFY(summary(pane).startsWith(u"5 cited segment"_s));
        QVERIFY(summary(pane).contains(u" · 2 uncited sentence"_s));

        pane.setFilter(CitationsOverviewPane::Filter::Uncited);
        QCOMPARE(pane.proxy()->rowCount(), 2);
        QVERIFY(summary(pane).endsWith(u" (2 shown)"_s));
        pane.setFilter(CitationsOverviewPane::Filter::MissingSource);
        QCOMPARE(pane.proxy()->rowCount(), 1);
        QCOMPARE(pane.proxy()->index(0, CitationOverviewModel::TextColumn).data().toString(),
            u"混雑を避けるなら早朝がおすすめです。"_s);
        pane.setFilter(CitationsOverviewPane::Filter::AnyFlag);
        QCOMPARE(pane.proxy()->rowCount(), 3);
        pane.setFilter(CitationsOverviewPane::Filter::Weak);
        QCOMPARE(pane.proxy()->rowCount(), 0);
        pane.setFilter(CitationsOverviewPane::Filter::All);
        pane.setTextFilter(u"京都観光ナビ"_s); // a source's title
        QCOMPARE(pane.proxy()->rowCount(), 2);
        pane.setTextFilter(QString());
        QCOMPARE(pane.proxy()->rowCount(), 7);

        // Another conversation while hidden: the old rows go, the new ones come when shown.
        pane.setShown(false);
        pane.setConversation(0, fixture("grounding_browser_ja.json"));
        QCOMPARE(pane.model()->rowCount(), 0);
        pane.setShown(true);
        QCOMPARE(pane.model()->rowCount(), 7);
        QCOMPARE(pane.model()->rows().first().author, u"tower_guide"_s);
    }

    void activationEmitsRefs()
    {
        CitationsOverviewPane pane;
        pane.resize(1200, 400);
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        pane.setShown(true);
        pane.setConversation(2, fixture("adk_session_grounded_ja.json"));
        QSignalSpy citations(&pane, &CitationsOverviewPane::citationActivated);
        QSignalSpy sentences(&pane, &CitationsOverviewPane::sentenceActivated);

        doubleClick(pane, rowOf(pane, u"混雑を避けるなら早朝がおすすめです。"_s));
        QCOMPARE(citations.count(), 1);
        QCOMPARE(citations.first().first().value<CitationRef>(), (CitationRef {2, 3, 2, -1}));
        doubleClick(pane, rowOf(pane, u"¿Necesitas algo más?"_s));
        QCOMPARE(sentences.count(), 1);
        QCOMPARE(sentences.first().first().value<ChunkRef>(), (ChunkRef {2, 6, 0}));

        // Enter on the current row, after sorting by the text.
        pane.view()->sortByColumn(CitationOverviewModel::TextColumn, Qt::AscendingOrder);
        const int row = rowOf(pane, u"東福寺と永観堂"_s);
        pane.view()->setCurrentIndex(pane.proxy()->index(row, 0));
        pane.view()->setFocus();
        QTest::keyClick(pane.view(), Qt::Key_Return);
        QCOMPARE(citations.count(), 2);
        QCOMPARE(citations.last().first().value<CitationRef>(), (CitationRef {2, 3, 3, -1}));
    }

    void exportsTheRowsShown()
    {
        CitationsOverviewPane pane;
        pane.setShown(true);
        pane.setConversation(0, fixture("adk_session_grounded_ja.json"));
        pane.setFilter(CitationsOverviewPane::Filter::Uncited);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"citations.csv"_s);
        QString error;
        QVERIFY2(pane.exportCsv(path, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = file.readAll().split('\n');
        QCOMPARE(lines.size(), 4); // header, two rows, the end
        QVERIFY(lines.at(1).contains("¡Perfecto!"));
        QVERIFY(lines.at(2).contains("¿Necesitas algo más?"));
        QVERIFY(!pane.exportCsv(dir.filePath(u"missing/folder/x.csv"_s), &error));
        QVERIFY(error.startsWith(u"Could not save "_s));
    }

    void followsTheWindow()
    {
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        w.openFiles({QStringLiteral(INSPECTOR_TEST_DATA "/adk_session_grounded_ja.json")});
        QVERIFY(w.waitForLoaded(10000));
        QTRY_VERIFY(w.openConversation() != nullptr);
        CitationsOverviewPane *pane = w.citationsPane();
        QVERIFY(!pane->isShown()); // behind the Trace tab: nothing built yet
        QCOMPARE(pane->model()->rowCount(), 0);
        w.showPanel(u"citations"_s);
        QTRY_VERIFY(pane->isShown());
        QCOMPARE(pane->model()->rowCount(), 7);

        // A segment: the messages select it and References shows its sources.
        doubleClick(*pane, rowOf(*pane, u"混雑を避けるなら早朝がおすすめです。"_s));
        QCOMPARE(w.messageView()->currentCitation(), (CitationRef {0, 3, 2, -1}));
        QCOMPARE(w.referencesPane()->currentCitation(), (CitationRef {0, 3, 2, -1}));
        // An uncited sentence: its message and text are selected, and Back returns.
        doubleClick(*pane, rowOf(*pane, u"¡Perfecto!"_s));
        QCOMPARE(w.messageView()->currentRef(), (ChunkRef {0, 6, 0}));
        QVERIFY(w.selection()->history().canGoBack());

        // Another file: the pane follows its conversation.
        w.openFiles({QStringLiteral(INSPECTOR_TEST_DATA "/grounding_browser_ja.json")});
        QVERIFY(w.waitForLoaded(10000));
        QTRY_COMPARE(pane->model()->conversation(), w.openConversation());
        QCOMPARE(pane->model()->rowCount(), 7);
        QCOMPARE(pane->model()->rows().first().author, u"tower_guide"_s);
        QVERIFY(w.findChild<QDockWidget *>(u"citationsDock"_s));
    }
};

QTEST_MAIN(TstCitationsOverviewPane)
#include "tst_citations_overview_pane.moc"
