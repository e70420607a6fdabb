// SPDX-License-Identifier: GPL-2.0-or-later
// The main window on files that change and on the whole file: follow mode (records appended
// while the window shows the file, a truncated file reloaded) and the file-wide count behind
// the find bar with Find Next going on to the next conversation with matches.
#include "conversation_list_pane.h"
#include "document/document.h"
#include "document_stream_data.h"
#include "find_bar.h"
#include "language_manager.h"
#include "main_window.h"
#include "message_view.h"

#include <QAbstractItemModel>
#include <QAction>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

bool waitFor(const std::function<bool()> &condition, int ms = 10000)
{
    return QTest::qWaitFor(condition, ms);
}

QList<QByteArray> cesLines(int n)
{
    QList<QByteArray> lines = streamdata::cesJsonl(400 * n).split('\n');
    return lines.mid(0, n);
}

} // namespace

class TstFollowAndFileFind : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void followShowsAppendedConversations()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"agent.jsonl"_s);
        const QList<QByteArray> lines = cesLines(4);
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(lines.at(0) + '\n' + lines.at(1) + '\n');
        out.flush();
        MainWindow window;
        window.openFiles({path});
        QVERIFY(window.waitForLoaded(10000));
        QAbstractItemModel *list = window.findChild<ConversationListPane *>()->view()->model();
        QCOMPARE(list->rowCount(), 2);
        auto *follow = window.findChild<QAction *>(u"followAction"_s);
        QVERIFY(follow && follow->isEnabled());
        follow->trigger();
        QVERIFY(window.followMode()->isFollowing());
        out.write(lines.at(2) + '\n' + lines.at(3) + '\n');
        out.flush();
        QVERIFY(waitFor([&] { return list->rowCount() == 4; }));
        // Truncated (a log restarted): read again, and still followed.
        out.resize(0);
        out.write(lines.at(3) + '\n');
        out.flush();
        QVERIFY(waitFor([&] {
            return window.currentDocument() && window.currentDocument()->isFollowing()
                && list->rowCount() == 1;
        }));
        follow->trigger();
        QVERIFY(!window.followMode()->isFollowing());
    }

    void followKeepsTheLastEventSelected()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"events.jsonl"_s);
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        for (int i = 0; i < 3; ++i)
            out.write(streamdata::adkEventLine(i));
        out.flush();
        MainWindow window;
        window.resize(1000, 700);
        window.openFiles({path});
        QVERIFY(window.waitForLoaded(10000));
        window.followMode()->setFollowing(true);
        window.messageView()->selectMessage(2);
        for (int i = 3; i < 6; ++i)
            out.write(streamdata::adkEventLine(i));
        out.flush();
        QVERIFY(waitFor([&] { return window.openConversation()->messages.size() == 6; }));
        QCOMPARE(window.messageView()->currentRef().message, 5);
    }

    void findCountsTheWholeFileAndMovesOn()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"many.jsonl"_s);
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        // "needle" is in conversations 1 and 3 only (twice in 3).
        const QList<QByteArray> lines = cesLines(5);
        for (int i = 0; i < lines.size(); ++i) {
            QByteArray line = lines.at(i);
            if (i == 1)
                line.replace("answer", "needle");
            if (i == 3)
                line.replace("answer", "needle").replace("question", "needle");
            out.write(line + '\n');
        }
        out.close();
        MainWindow window;
        window.resize(1000, 700);
        window.openFiles({path});
        QVERIFY(window.waitForLoaded(10000));
        window.find(u"needle"_s);
        FindBar *bar = window.messageView()->finder()->findBar();
        // Conversation 0 has none; the file has three.
        QVERIFY(waitFor([&] { return bar->statusText() == u"No matches · 3 in file"_s; }));
        // Conversation 0 has none: Find Next goes to conversation 1, then 3, then back to 1.
        window.findNext();
        QVERIFY(waitFor([&] { return window.messageView()->conversationIndex() == 1; }));
        QVERIFY(waitFor([&] { return window.messageView()->finder()->currentMatch() == 0; }));
        window.findNext();
        QVERIFY(waitFor([&] { return window.messageView()->conversationIndex() == 3; }));
        QVERIFY(waitFor([&] { return window.messageView()->finder()->currentMatch() == 0; }));
        window.findNext();
        QVERIFY(waitFor([&] { return window.messageView()->finder()->currentMatch() == 1; }));
        window.findNext();
        QVERIFY(waitFor([&] { return window.messageView()->conversationIndex() == 1; }));
        QVERIFY(waitFor([&] { return window.messageView()->finder()->currentMatch() == 0; }));
        // Find Previous from the first match goes back to the last match of conversation 3.
        window.findActions()->findPrevious();
        QVERIFY(waitFor([&] { return window.messageView()->conversationIndex() == 3; }));
        QVERIFY(waitFor([&] { return window.messageView()->finder()->currentMatch() == 1; }));
    }

    void labelsInEveryLanguage()
    {
        MainWindow window;
        auto *follow = window.findChild<QAction *>(u"followAction"_s);
        QVERIFY(follow);
        const QString english = follow->text();
        QCOMPARE(english, u"&Follow File"_s);
        for (const QString &language : {u"ja"_s, u"es"_s}) {
            LanguageManager::instance()->setLanguage(language);
            QCoreApplication::processEvents(); // LanguageChange reaches the window
            QVERIFY2(follow->text() != english, qPrintable(language));
            QVERIFY(!follow->toolTip().isEmpty());
        }
        LanguageManager::instance()->setLanguage(u"en"_s);
        QCoreApplication::processEvents();
        QCOMPARE(follow->text(), english);
    }
};

QTEST_MAIN(TstFollowAndFileFind)
#include "tst_follow_and_file_find.moc"
