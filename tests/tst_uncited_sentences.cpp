// SPDX-License-Identifier: GPL-2.0-or-later
// Citation coverage in the window (issue 16, item 2): the References pane's coverage line, View ▸
// Show Uncited Sentences marking the sentences no citation covers, and Go ▸ Next/Previous Uncited
// Sentence (F9, Shift+F9) stepping through them, on the hand-counted answers of
// adk_session_markdown_answers.json (see tst_message_coverage).
#include "items/message_list_model.h"
#include "language_manager.h"
#include "main_window.h"
#include "message_view.h"
#include "navigation_actions.h"
#include "references_pane.h"
#include "theme.h"

#include <QAction>
#include <QFile>
#include <QLabel>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTextCursor>
#include <QTextDocument>

using namespace Qt::StringLiterals;

namespace {

/// The texts marked in message `row` with `color` (over its text documents).
QStringList markedWith(const MessageView *view, int row, const QColor &color)
{
    QStringList out;
    const std::shared_ptr<const PaintedMessage> painted = view->paintedMessage(row);
    if (!painted)
        return {u"<no row>"_s};
    for (const PaintedMessage::Document &doc : painted->documents) {
        for (const auto &selection : doc.selections) {
            if (selection.format.background().color() == color)
                out << selection.cursor.selectedText().replace(QChar::ParagraphSeparator, u'\n');
        }
    }
    return out;
}

/// Shows the hand-counted answers in `w`.
bool openAnswers(MainWindow &w)
{
    w.resize(1400, 900);
    w.show();
    w.openFiles({QStringLiteral(INSPECTOR_TEST_DATA "/adk_session_markdown_answers.json")});
    if (!w.waitForLoaded(-1))
        return false;
    return QTest::qWaitFor([&w] { return w.openConversation() != nullptr; });
}

QString coverageLine(const MainWindow &w)
{
    const auto *label = w.referencesPane()->findChild<QLabel *>(u"citationCoverage"_s);
    return label && label->isVisibleTo(w.referencesPane()) ? label->text() : QString();
}

} // namespace

class TstUncitedSentences : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"ConversationInspectorTests"_s);
        QCoreApplication::setApplicationName(
            u"tst_uncited_sentences_"_s + QString::number(QCoreApplication::applicationPid()));
        LanguageManager::instance()->applyLanguage(u"en"_s);
    }

    void cleanupTestCase() { QFile::remove(QSettings().fileName()); }

    void coverageLineAndSteps()
    {
        MainWindow w;
        QVERIFY(openAnswers(w));
        MessageView *view = w.messageView();
        const Theme theme = Theme::of(view);

        w.selectMessage(1);
        QCOMPARE(coverageLine(w), u"65 % cited · 4 sentences without a source"_s);
        w.selectMessage(7); // every sentence of the English answer has a cited character
        QCOMPARE(coverageLine(w), u"57 % cited"_s);
        w.selectMessage(0); // a question: no grounding, no line
        QCOMPARE(coverageLine(w), QString());

        // F9 from the first message: the zh answer's sentences, then the ja answer's.
        const QStringList zh = {u"查核結果"_s, u"保持勤洗手才是有效的預防方法。"_s, u"說法判定"_s,
            u"詳見世界衛生組織的說明。"_s};
        for (const QString &sentence : zh) {
            QTest::keyClick(&w, Qt::Key_F9);
            QCOMPARE(view->currentUncited().chunk, (ChunkRef {0, 1, 0}));
            QCOMPARE(view->currentRef().message, 1);
            // Only the sentence stepped to is marked (Show Uncited Sentences is off), as rendered:
            // the heading without its #, the table cells without pipes, the link text alone.
            QStringList marked = markedWith(view, 1, theme.uncitedCurrent);
            for (QString &m : marked)
                m = m.simplified();
            QCOMPARE(marked, QStringList {sentence});
            QVERIFY(view->paintedMessage(1)->currentUncited.isValid());
        }
        QCOMPARE(markedWith(view, 1, theme.uncited), QStringList {});
        w.navigation()->nextUncited();
        QCOMPARE(view->currentUncited().chunk, (ChunkRef {0, 3, 0}));
        QCOMPARE(markedWith(view, 3, theme.uncitedCurrent), QStringList {u"京都の紅葉"_s});
        QCOMPARE(coverageLine(w), u"57 % cited · 2 sentences without a source"_s);
        QTest::keyClick(&w, Qt::Key_F9, Qt::ShiftModifier);
        QCOMPARE(view->currentUncited().chunk, (ChunkRef {0, 1, 0}));
        QCOMPARE(markedWith(view, 3, theme.uncitedCurrent), QStringList {});

        // Selecting another message forgets the sentence stepped to.
        w.selectMessage(4);
        QVERIFY(!view->currentUncited().isValid());
        QTest::keyClick(&w, Qt::Key_F9, Qt::ShiftModifier); // the last one up to message 4
        QCOMPARE(view->currentUncited().chunk, (ChunkRef {0, 3, 0}));
        QCOMPARE(
            markedWith(view, 3, theme.uncitedCurrent), QStringList {u"ぜひ訪れてください。"_s});
    }

    void showUncitedSentences()
    {
        MainWindow w;
        QVERIFY(openAnswers(w));
        MessageView *view = w.messageView();
        const Theme theme = Theme::of(view);
        auto *action = w.findChild<QAction *>(u"showUncitedAction"_s);
        QVERIFY(action);
        QVERIFY(!action->isChecked());
        QCOMPARE(markedWith(view, 5, theme.uncited), QStringList {});
        action->setChecked(true);
        QCOMPARE(markedWith(view, 5, theme.uncited),
            (QStringList {u"Resumen"_s, u"¿Cuándo se fundó Madrid?"_s,
                u"Capital de España desde 1561."_s, u"print('¡Hola!')"_s}));
        QCOMPARE(markedWith(view, 3, theme.uncited),
            (QStringList {u"京都の紅葉"_s, u"ぜひ訪れてください。"_s}));
        QCOMPARE(markedWith(view, 4, theme.uncited), QStringList {}); // a question
        // Remembered for the next window.
        QVERIFY(QSettings().value(u"view/showUncitedSentences"_s).toBool());
        action->setChecked(false);
        QCOMPARE(markedWith(view, 5, theme.uncited), QStringList {});
        QVERIFY(!QSettings().value(u"view/showUncitedSentences"_s).toBool());
    }
};

QTEST_MAIN(TstUncitedSentences)
#include "tst_uncited_sentences.moc"
