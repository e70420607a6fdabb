// SPDX-License-Identifier: GPL-2.0-or-later
// The Discovery Engine answer pane, its steps timeline, the skipped/failed header badges, the
// turn navigator and the pane inside the main window.
#include "answer_pane.h"
#include "answer_steps_view.h"
#include "answer_turns.h"
#include "answer_words.h"
#include "event_badges.h"
#include "formats/format_registry.h"
#include "items/answer_steps_model.h"
#include "language_manager.h"
#include "main_window.h"
#include "message_view.h"

#include <QAction>
#include <QDesktopServices>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTest>
#include <QTreeView>

using namespace Qt::StringLiterals;

namespace {

const QString kLongQuestion = u"¿Cuál es el horario de apertura de la tienda de Shibuya durante "
                              u"las vacaciones de Año Nuevo y se puede reservar con antelación?"_s;

Timestamp at(qint64 nanos)
{
    Timestamp t;
    t.nanosSinceEpoch = nanos;
    t.valid = true;
    return t;
}

AnswerSearchResult result(const QString &title, const QString &uri, const QStringList &snippets)
{
    AnswerSearchResult r;
    r.title = title;
    r.uri = uri;
    r.snippets = snippets;
    return r;
}

std::shared_ptr<AnswerDetails> answer()
{
    auto a = std::make_shared<AnswerDetails>();
    a->name = u"projects/p1/locations/global/collections/default_collection/engines/en1/"
              u"sessions/s8/answers/an3"_s;
    a->state = u"SUCCEEDED"_s;
    a->skippedReasons = {u"OUT_OF_DOMAIN_QUERY_IGNORED"_s, u"SOME_FUTURE_REASON"_s};
    a->relatedQuestions = {u"東京タワーの営業時間は？"_s, kLongQuestion};
    a->queryClassifications = {{u"ADVERSARIAL_QUERY"_s, false}, {u"JAIL_BREAKING_QUERY"_s, true}};
    SafetyRating hate;
    hate.category = u"HARM_CATEGORY_HATE_SPEECH"_s;
    hate.probability = u"NEGLIGIBLE"_s;
    hate.probabilityScore = 0.02;
    hate.severity = u"HARM_SEVERITY_NEGLIGIBLE"_s;
    SafetyRating danger;
    danger.category = u"HARM_CATEGORY_DANGEROUS_CONTENT"_s;
    danger.probability = u"HIGH"_s;
    danger.severity = u"HARM_SEVERITY_MEDIUM"_s;
    danger.blocked = true;
    a->safetyRatings = {hate, danger};
    a->createTime = at(1'769'936'400'000'000'000);
    a->completeTime = at(1'769'936'402'400'000'000);
    a->answerQueryToken = u"tok-ja-1"_s;
    a->queryConfig.json = R"({"google.model":"demo","temperature":0.2})";
    AnswerStep step;
    step.state = u"SUCCEEDED"_s;
    step.description = u"Buscar en el sitio."_s;
    step.thought = u"完成年と高さを確認する。"_s;
    AnswerStepAction action;
    action.searchQuery = u"horario tienda"_s;
    action.results = {result(u"東京タワーの歴史"_s, u"https://example.jp/tower"_s,
                          {u"<b>東京タワー</b>は1958年&nbsp;完成<script>alert(1)</script>"_s,
                              u"It&#39;s <img src=http://evil.example/x.png>333&nbsp;m"_s}),
        result(u"Trampa"_s, u"javascript:alert(1)"_s, {}),
        result(u"PDF"_s, u"gs://bucket/doc.pdf"_s, {})};
    step.actions = {action};
    AnswerStep failed;
    failed.state = u"FAILED"_s;
    a->steps = {step, failed};
    AnswerBlob blob;
    blob.mimeType = u"image/png"_s;
    blob.attributionType = u"CORPUS"_s;
    blob.data = QByteArray::fromBase64("iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEElEQVR4nG"
                                       "M4IScHQQxwFgBBAAYZPEVBlgAAAABJRU5ErkJggg==");
    a->blobAttachments = {blob};
    return a;
}

QString labelText(const QWidget &pane, const QString &name)
{
    const auto *label = pane.findChild<QLabel *>(name);
    return label ? label->text() : QString();
}

/// Receives the URLs the steps view hands to QDesktopServices (instead of a browser).
class UrlCatcher : public QObject
{
    Q_OBJECT
public:
    QList<QUrl> urls;
public Q_SLOTS:
    void handle(const QUrl &url) { urls.append(url); }
};

Message turnMessage(int turn)
{
    Message m;
    m.turn = turn;
    return m;
}

} // namespace

class TstAnswerPane : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { LanguageManager::instance()->applyLanguage(u"en"_s); }

    void headerShowsPlainWords()
    {
        AnswerPane pane;
        pane.setAnswer(answer());
        QCOMPARE(labelText(pane, u"answerState"_s), u"Succeeded"_s);
        QCOMPARE(labelText(pane, u"answerLatency"_s), u"2.4 s"_s);
        QCOMPARE(labelText(pane, u"answerGroundingScore"_s), u"not scored"_s);
        QVERIFY(!labelText(pane, u"answerCreated"_s).isEmpty());
        QCOMPARE(pane.findChild<QLineEdit *>(u"answerQueryToken"_s)->text(), u"tok-ja-1"_s);
        const QString classes = labelText(pane, u"answerClassifications"_s);
        QVERIFY2(classes.contains(u"Adversarial query: no"_s), qPrintable(classes));
        QVERIFY2(classes.contains(u"Jailbreak attempt: yes"_s), qPrintable(classes));
        const QString safety = labelText(pane, u"answerSafety"_s);
        QVERIFY2(
            safety.contains(u"Hate speech: probability negligible (0.02), severity negligible"_s),
            qPrintable(safety));
        QVERIFY2(safety.contains(u"<b>Blocked</b> Dangerous content: probability high"_s),
            qPrintable(safety));
        QCOMPARE(
            labelText(pane, u"answerQueryConfig"_s), u"google.model = demo\ntemperature = 0.2"_s);
        QCOMPARE(labelText(pane, u"stepsTitle"_s), u"Steps (2)"_s);
        QCOMPARE(pane.findChildren<QWidget *>(u"answerBlob"_s).size(), 1);
        QVERIFY(pane.findChild<QLabel *>(u"answerBlobImage"_s));
        QCOMPARE(
            labelText(pane, u"answerBlobCaption"_s), u"image/png · From the corpus · 73 bytes"_s);

        auto scored = std::make_shared<AnswerDetails>(*answer());
        scored->groundingScore = 0.0;
        pane.setAnswer(scored);
        QCOMPARE(labelText(pane, u"answerGroundingScore"_s), u"0.00"_s);
    }

    void skippedReasonsAreExplained()
    {
        AnswerPane pane;
        pane.show();
        pane.setAnswer(answer());
        auto *banner = pane.findChild<QLabel *>(u"answerSkipped"_s);
        QVERIFY(banner->isVisible());
        QVERIFY2(
            banner->text().contains(u"No answer was generated."_s), qPrintable(banner->text()));
        QVERIFY(banner->text().contains(u"<b>out of domain</b>"_s));
        QVERIFY(banner->text().contains(u"outside the subject of the searched data"_s));
        // An unknown reason is shown as written.
        QVERIFY(banner->text().contains(u"SOME_FUTURE_REASON"_s));
        // Every documented reason has its own sentence.
        const QStringList reasons
            = {u"ADVERSARIAL_QUERY_IGNORED"_s, u"NON_ANSWER_SEEKING_QUERY_IGNORED"_s,
                u"OUT_OF_DOMAIN_QUERY_IGNORED"_s, u"POTENTIAL_POLICY_VIOLATION"_s,
                u"NO_RELEVANT_CONTENT"_s, u"JAIL_BREAKING_QUERY_IGNORED"_s,
                u"CUSTOMER_POLICY_VIOLATION"_s, u"NON_ANSWER_SEEKING_QUERY_IGNORED_V2"_s,
                u"LOW_GROUNDED_ANSWER"_s, u"USER_DEFINED_CLASSIFICATION_QUERY_IGNORED"_s,
                u"UNHELPFUL_ANSWER"_s, u"NON_ASSIST_SEEKING_QUERY_IGNORED"_s};
        QSet<QString> sentences;
        for (const QString &reason : reasons) {
            QVERIFY(AnswerWords::skippedReason(reason) != reason);
            sentences.insert(AnswerWords::skippedExplanation(reason));
        }
        QCOMPARE(sentences.size(), reasons.size());

        auto failed = std::make_shared<AnswerDetails>();
        failed->state = u"FAILED"_s;
        pane.setAnswer(failed);
        QCOMPARE(labelText(pane, u"answerState"_s), u"Failed"_s);
        QCOMPARE(banner->text(), u"<b>The answer failed.</b>"_s);
        QVERIFY(!pane.findChild<QLabel *>(u"relatedTitle"_s)->isVisible());
        QVERIFY(!pane.findChild<QLabel *>(u"answerLatency"_s)->isVisible());
    }

    void headerBadgesShowSkippedAndFailed()
    {
        Message m;
        auto a = std::make_shared<AnswerDetails>();
        a->state = u"FAILED"_s;
        a->skippedReasons = {u"NO_RELEVANT_CONTENT"_s};
        m.answer = a;
        const EventBadges badges(m, false);
        const QStringList texts = badges.texts();
        QVERIFY2(texts.contains(u"answer failed"_s), qPrintable(texts.join(u'|')));
        QVERIFY(texts.contains(u"Skipped: no relevant content"_s));
    }

    void snippetsKeepBoldAndLoseScripts()
    {
        AnswerPane pane;
        pane.setAnswer(answer());
        AnswerStepsView *steps = pane.stepsView();
        // The first result is selected at once.
        QCOMPARE(steps->tree()->currentIndex().data().toString(), u"東京タワーの歴史"_s);
        const QString detail = steps->detailText();
        QVERIFY2(detail.contains(u"<b>東京タワー</b>は1958年\u00a0完成"_s), qPrintable(detail));
        QVERIFY(detail.contains(u"It's 333\u00a0m"_s));
        for (const QString &bad : {u"script"_s, u"alert"_s, u"<img"_s, u"evil"_s})
            QVERIFY2(!detail.contains(bad), qPrintable(bad));
        // The step row shows its description and state; the step detail its thought.
        const QModelIndex step = steps->model()->index(0, 0);
        QCOMPARE(step.data().toString(), u"Step 1: Buscar en el sitio."_s);
        steps->tree()->setCurrentIndex(step);
        QVERIFY(steps->detailText().contains(u"完成年と高さを確認する。"_s));
        QVERIFY(steps->detailText().contains(u"Step 1 · Succeeded"_s));
    }

    void linksOpenOnlyOnRequestAndOnlyWeb()
    {
        AnswerPane pane;
        pane.setAnswer(answer());
        AnswerStepsView *steps = pane.stepsView();
        const QModelIndex action = steps->model()->index(0, 0, steps->model()->index(0, 0));
        UrlCatcher catcher;
        QDesktopServices::setUrlHandler(u"https"_s, &catcher, "handle");
        QDesktopServices::setUrlHandler(u"javascript"_s, &catcher, "handle");
        {
            std::unique_ptr<QMenu> menu(
                steps->createContextMenu(steps->model()->index(0, 0, action), nullptr));
            auto *open = menu->findChild<QAction *>(u"openLink"_s);
            QVERIFY(open->isEnabled());
            QVERIFY(catcher.urls.isEmpty()); // nothing opened by showing or selecting
            open->trigger();
            QCOMPARE(catcher.urls, QList<QUrl> {QUrl(u"https://example.jp/tower"_s)});
        }
        for (int row : {1, 2}) { // javascript: and gs:// are never opened, only copied
            std::unique_ptr<QMenu> menu(
                steps->createContextMenu(steps->model()->index(row, 0, action), nullptr));
            auto *open = menu->findChild<QAction *>(u"openLink"_s);
            QVERIFY(!open->isEnabled());
            open->trigger();
            QVERIFY(menu->findChild<QAction *>(u"copyLink"_s)->isEnabled());
        }
        QCOMPARE(catcher.urls.size(), 1);
        QDesktopServices::unsetUrlHandler(u"https"_s);
        QDesktopServices::unsetUrlHandler(u"javascript"_s);
        QVERIFY(!AnswerStepsView::isWebLink(u"http://"_s));
        QVERIFY(AnswerStepsView::isWebLink(u"HTTP://example.org/a"_s));
    }

    void relatedQuestionEmitsExactText()
    {
        AnswerPane pane;
        pane.show();
        pane.setAnswer(answer());
        QSignalSpy spy(&pane, &AnswerPane::relatedQuestionActivated);
        const QList<QPushButton *> buttons = pane.findChildren<QPushButton *>(u"relatedQuestion"_s);
        QCOMPARE(buttons.size(), 2);
        QCOMPARE(buttons.at(0)->text(), u"東京タワーの営業時間は？"_s);
        QVERIFY(buttons.at(1)->text().endsWith(u'…')); // long: shortened on the button
        QTest::mouseClick(buttons.at(1), Qt::LeftButton);
        QTest::mouseClick(buttons.at(0), Qt::LeftButton);
        QCOMPARE(spy.count(), 2);
        QCOMPARE(spy.at(0).at(0).toString(), kLongQuestion); // the whole question
        QCOMPARE(spy.at(1).at(0).toString(), u"東京タワーの営業時間は？"_s);
    }

    void languageSwitchRebuildsInPlace()
    {
        AnswerPane pane;
        pane.setAnswer(answer());
        LanguageManager::instance()->applyLanguage(u"ja"_s);
        QCoreApplication::processEvents();
        LanguageManager::instance()->applyLanguage(u"en"_s);
        QCoreApplication::processEvents();
        QCOMPARE(labelText(pane, u"answerState"_s), u"Succeeded"_s);
        QCOMPARE(pane.findChildren<QPushButton *>(u"relatedQuestion"_s).size(), 2);
        QCOMPARE(pane.findChildren<QWidget *>(u"answerBlob"_s).size(), 1);
        QCOMPARE(pane.stepsView()->model()->rowCount(), 2);
    }

    void emptyWithoutAnswer()
    {
        AnswerPane pane;
        auto *stack = pane.findChild<QStackedWidget *>();
        QCOMPARE(stack->currentWidget()->objectName(), u"answerEmpty"_s);
        pane.setAnswer(answer());
        QVERIFY(stack->currentWidget()->objectName() != u"answerEmpty"_s);
        pane.clear();
        QCOMPARE(stack->currentWidget()->objectName(), u"answerEmpty"_s);
        QCOMPARE(pane.stepsView()->model()->rowCount(), 0);
    }

    void userMessageShowsItsTurnsAnswer()
    {
        auto c = std::make_shared<Conversation>();
        Message query = turnMessage(0);
        Message reply = turnMessage(0);
        reply.answer = answer();
        c->messages = {query, reply, turnMessage(1)};
        AnswerPane pane;
        pane.showMessage(c, 0);
        QCOMPARE(pane.answerMessage(), 1);
        QCOMPARE(labelText(pane, u"answerTitle"_s), u"Answer of message 2"_s);
        pane.showMessage(c, 2);
        QVERIFY(!pane.answer());
        QCOMPARE(pane.answerMessage(), -1);
    }

    void turnNeighbours()
    {
        Conversation c;
        for (int turn : {-1, 0, 0, 1, 1, 1, -1, 2})
            c.messages.append(turnMessage(turn));
        QCOMPARE(AnswerTurns::neighbourTurnStart(c, 0, 1), 1);
        QCOMPARE(AnswerTurns::neighbourTurnStart(c, 1, 1), 3);
        QCOMPARE(AnswerTurns::neighbourTurnStart(c, 2, 1), 3);
        QCOMPARE(AnswerTurns::neighbourTurnStart(c, 4, 1), 7); // skips the turn-less message
        QCOMPARE(AnswerTurns::neighbourTurnStart(c, 7, 1), -1);
        QCOMPARE(AnswerTurns::neighbourTurnStart(c, 7, -1), 3);
        QCOMPARE(AnswerTurns::neighbourTurnStart(c, 5, -1), 1);
        QCOMPARE(AnswerTurns::neighbourTurnStart(c, 1, -1), -1);
        QCOMPARE(AnswerTurns::neighbourTurnStart(c, -1, 1), 1);
        QCOMPARE(AnswerTurns::neighbourTurnStart(Conversation(), 0, 1), -1);
    }

    void mainWindowShowsTheAnswerOfTheSelectedMessage()
    {
        if (!formats::hasReader(u"discoveryengine.answer-response"_s))
            QSKIP("the Discovery Engine reader is not built yet");
        MainWindow window;
        window.setPersistLayout(false);
        window.show();
        window.openFiles({QStringLiteral(INSPECTOR_TEST_DATA "/de_answer_response_ja.json")});
        QVERIFY(window.waitForLoaded(10000));
        const auto conversation = window.openConversation();
        QVERIFY(conversation);
        int answerMessage = -1;
        for (int i = 0; i < conversation->messages.size(); ++i) {
            if (conversation->messages.at(i).answer
                && conversation->messages.at(i).answer->answerQueryToken == u"tok-ja-1"_s)
                answerMessage = i;
        }
        QVERIFY(answerMessage >= 0);
        window.selectMessage(answerMessage);
        AnswerPane *pane = window.answerPane();
        QCOMPARE(pane->answerMessage(), answerMessage);
        QCOMPARE(labelText(*pane, u"answerState"_s), u"Succeeded"_s);
        QCOMPARE(labelText(*pane, u"answerLatency"_s), u"2.4 s"_s);
        QCOMPARE(labelText(*pane, u"answerGroundingScore"_s), u"0.82"_s);
        QCOMPARE(pane->findChildren<QPushButton *>(u"relatedQuestion"_s).size(), 2);
        QVERIFY(pane->stepsView()->detailText().contains(u"<b>東京タワー</b>"_s));

        // The dock exists, is listed in the View menu, and shows on request.
        auto *dock = window.findChild<QDockWidget *>(u"answerDock"_s);
        QVERIFY(dock);
        window.showPanel(u"answer"_s);
        QVERIFY(dock->isVisible());
        QVERIFY(!dock->visibleRegion().isEmpty());

        // Turn navigation moves between the first messages of the turns.
        const int turnOfAnswer = conversation->messages.at(answerMessage).turn;
        QVERIFY(turnOfAnswer > 0);
        window.selectMessage(0);
        auto *goMenu = window.findChild<QMenu *>(u"goMenu"_s);
        QAction *next = nullptr;
        QAction *previous = nullptr;
        for (QAction *action : goMenu->actions()) {
            if (action->text() == u"Next T&urn"_s)
                next = action;
            else if (action->text() == u"Previous Tu&rn"_s)
                previous = action;
        }
        QVERIFY(next && previous);
        next->trigger();
        const int second = window.messageView()->currentRef().message;
        QCOMPARE(conversation->messages.at(second).turn, conversation->messages.at(0).turn + 1);
        QVERIFY(second == 0
            || conversation->messages.at(second - 1).turn
                != conversation->messages.at(second).turn);
        // The query of the answer's turn shows that turn's answer.
        if (conversation->messages.at(second).turn == turnOfAnswer)
            QCOMPARE(pane->answerMessage(), answerMessage);
        previous->trigger();
        QCOMPARE(window.messageView()->currentRef().message, 0);
    }
};

QTEST_MAIN(TstAnswerPane)
#include "tst_answer_pane.moc"
