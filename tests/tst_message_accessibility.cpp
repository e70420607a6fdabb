// SPDX-License-Identifier: GPL-2.0-or-later
// The message list for assistive technologies: the list's children are the rows on screen, a
// row's are its cards (titled, with their text) and a card's are its buttons and links, named
// by their visible labels in English, Japanese and Spanish, placed inside their row on screen,
// and a button's press action does what a click does.
#include "chunk_texts.h"
#include "document/document.h"
#include "language_manager.h"
#include "message_list_view.h"
#include "message_view.h"

#include <QAccessible>
#include <QDir>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

/// A tool call (with a thought and an attachment) in message 0, its response in message 1.
std::shared_ptr<Conversation> callAndResponse()
{
    auto conversation = std::make_shared<Conversation>();
    Message callMessage;
    callMessage.role = u"model"_s;
    Chunk call;
    call.kind = ChunkKind::ToolCall;
    call.toolName = u"get_weather"_s;
    call.json.json = QByteArray(R"({"city":"Kyoto","plan":{"hotel":{"name":"x"}}})");
    call.paired = ChunkAddress {1, 0};
    Chunk thought;
    thought.kind = ChunkKind::Thought;
    thought.text = u"First line\nSecond line of the thought"_s;
    Chunk blob;
    blob.kind = ChunkKind::Blob;
    blob.mimeType = u"application/pdf"_s;
    blob.data = QByteArray("%PDF-1.4 tiny");
    Chunk text;
    text.kind = ChunkKind::Text;
    text.text = u"See [the forecast](https://example.com/kyoto) first."_s;
    callMessage.chunks = {call, thought, blob, text};
    Message responseMessage;
    responseMessage.role = u"user"_s;
    Chunk response;
    response.kind = ChunkKind::ToolResponse;
    response.toolName = u"get_weather"_s;
    response.json.json = QByteArray(R"({"output":"sunny"})");
    response.paired = ChunkAddress {0, 0};
    responseMessage.chunks = {response};
    conversation->messages = {callMessage, responseMessage};
    return conversation;
}

/// The child of `parent` with `role` and `name`; null when there is none.
QAccessibleInterface *childNamed(
    QAccessibleInterface *parent, QAccessible::Role role, const QString &name)
{
    for (int i = 0; i < parent->childCount(); ++i) {
        QAccessibleInterface *child = parent->child(i);
        if (child && child->role() == role && child->text(QAccessible::Name) == name)
            return child;
    }
    return nullptr;
}

QStringList names(QAccessibleInterface *parent)
{
    QStringList out;
    for (int i = 0; i < parent->childCount(); ++i)
        out.append(parent->child(i)->text(QAccessible::Name));
    return out;
}

void pressOn(QAccessibleInterface *target)
{
    QAccessibleActionInterface *action = target->actionInterface();
    QVERIFY(action);
    QVERIFY(action->actionNames().contains(QAccessibleActionInterface::pressAction()));
    action->doAction(QAccessibleActionInterface::pressAction());
}

} // namespace

class TstMessageAccessibility : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void languages_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << u"en"_s;
        QTest::newRow("ja") << u"ja"_s;
        QTest::newRow("es") << u"es"_s;
    }

    void rowsCardsAndButtons_data() { languages_data(); }
    void rowsCardsAndButtons()
    {
        QFETCH(QString, language);
        LanguageManager::instance()->applyLanguage(language);
        MessageView view;
        view.resize(700, 700);
        view.show();
        view.setConversation(0, callAndResponse());
        QTRY_VERIFY(view.rowRect(1).isValid());

        QAccessibleInterface *list = QAccessible::queryAccessibleInterface(view.listView());
        QVERIFY(list);
        QCOMPARE(list->role(), QAccessible::List);
        QCOMPARE(list->childCount(), 2);
        QAccessibleInterface *row = list->child(0);
        QCOMPARE(row->role(), QAccessible::ListItem);
        QCOMPARE(list->indexOfChild(row), 0);
        QCOMPARE(row->parent(), list);
        QVERIFY(row->isValid());
        const QRect rowRect = row->rect();
        const QRect viewport(view.listView()->viewport()->mapToGlobal(QPoint(0, 0)),
            view.listView()->viewport()->size());
        QVERIFY(viewport.intersects(rowRect));
        QCOMPARE(list->childAt(rowRect.center().x(), rowRect.center().y()), row);
        QVERIFY(!row->text(QAccessible::Name).isEmpty());

        // The cards: titled by their kind, their text as description.
        QCOMPARE(row->childCount(), 4);
        QAccessibleInterface *callCard
            = childNamed(row, QAccessible::Section, ChunkTexts::kindTitle(ChunkKind::ToolCall));
        QVERIFY2(callCard, qPrintable(names(row).join(u", "_s)));
        QVERIFY(callCard->text(QAccessible::Description).contains(u"get_weather"_s));
        QVERIFY(callCard->text(QAccessible::Description).contains(u"city Kyoto"_s));
        QVERIFY(rowRect.contains(callCard->rect()));
        QCOMPARE(callCard->parent(), row);
        QCOMPARE(row->indexOfChild(callCard), 0);

        // Its buttons, named as shown: "Go to response" and the tree rows' arrows.
        QAccessibleInterface *goTo
            = childNamed(callCard, QAccessible::Button, ChunkTexts::goToText(ChunkKind::ToolCall));
        QVERIFY2(goTo, qPrintable(names(callCard).join(u", "_s)));
        if (language != u"en"_s) // the translated label, not the English one
            QVERIFY(goTo->text(QAccessible::Name) != u"Go to response"_s);
        QVERIFY(rowRect.contains(goTo->rect()));
        QVERIFY(callCard->rect().contains(goTo->rect()));
        QVERIFY(childNamed(callCard, QAccessible::Button, u"plan"_s));
        QCOMPARE(callCard->childAt(goTo->rect().center().x(), goTo->rect().center().y()), goTo);

        QAccessibleInterface *thought = row->child(1);
        QCOMPARE(thought->role(), QAccessible::Section);
        QAccessibleInterface *show
            = childNamed(thought, QAccessible::Button, ChunkTexts::thoughtToggleText(false));
        QVERIFY2(show, qPrintable(names(thought).join(u", "_s)));
        QVERIFY(rowRect.contains(show->rect()));

        QAccessibleInterface *blob = row->child(2);
        QAccessibleInterface *save = childNamed(blob, QAccessible::Button, ChunkTexts::saveText());
        QVERIFY2(save, qPrintable(names(blob).join(u", "_s)));
        QVERIFY(!save->state().disabled);
        QVERIFY(rowRect.contains(save->rect()));
        // The card's text leaves its button's label out.
        QVERIFY(!blob->text(QAccessible::Description).contains(ChunkTexts::saveText()));

        // A link of a text card: its words, where it goes.
        QAccessibleInterface *text = row->child(3);
        QAccessibleInterface *link = childNamed(text, QAccessible::Link, u"the forecast"_s);
        QVERIFY2(link, qPrintable(names(text).join(u", "_s)));
        QCOMPARE(link->text(QAccessible::Value), u"https://example.com/kyoto"_s);
        QVERIFY(rowRect.contains(link->rect()));
        QVERIFY(text->text(QAccessible::Description).contains(u"See the forecast first."_s));

        // The response's "Go to call".
        QAccessibleInterface *responseRow = list->child(1);
        QAccessibleInterface *response = responseRow->child(0);
        QVERIFY(childNamed(
            response, QAccessible::Button, ChunkTexts::goToText(ChunkKind::ToolResponse)));
        QVERIFY(responseRow->rect().contains(response->rect()));
        LanguageManager::instance()->applyLanguage(u"en"_s);
    }

    void pressDoesWhatAClickDoes()
    {
        LanguageManager::instance()->applyLanguage(u"en"_s);
        MessageView view;
        view.resize(700, 700);
        view.show();
        view.setConversation(0, callAndResponse());
        QTRY_VERIFY(view.rowRect(1).isValid());
        view.selectChunk(ChunkAddress {0, 0});
        QSignalSpy jumps(&view, &MessageView::jumping);
        QAccessibleInterface *list = QAccessible::queryAccessibleInterface(view.listView());
        QAccessibleInterface *card = list->child(0)->child(0);
        QCOMPARE(list->focusChild(), card);
        QVERIFY(card->state().selected);

        // "Go to response" moves the current chunk to the response, saying where it left.
        QAccessibleInterface *goTo
            = childNamed(card, QAccessible::Button, ChunkTexts::goToText(ChunkKind::ToolCall));
        QVERIFY(goTo);
        pressOn(goTo);
        QCOMPARE(view.currentRef(), (ChunkRef {0, 1, 0}));
        QCOMPARE(jumps.size(), 1);
        QCOMPARE(jumps.first().first().value<ChunkRef>(), (ChunkRef {0, 0, 0}));

        // "Show" opens the thought: its whole text, and the button says "Hide".
        QAccessibleInterface *thought = list->child(0)->child(1);
        QVERIFY(!thought->text(QAccessible::Description).contains(u"Second line"_s));
        pressOn(childNamed(thought, QAccessible::Button, ChunkTexts::thoughtToggleText(false)));
        QTRY_VERIFY(thought->text(QAccessible::Description).contains(u"Second line"_s));
        QVERIFY(childNamed(thought, QAccessible::Button, ChunkTexts::thoughtToggleText(true)));
    }

    void itemsFollowTheRows()
    {
        // The list's children are the rows on screen as they scroll, change language and go;
        // an item kept from before tells it is gone.
        LanguageManager::instance()->applyLanguage(u"en"_s);
        MessageView view;
        view.resize(700, 200);
        view.show();
        std::shared_ptr<Conversation> conversation = callAndResponse();
        Message filler;
        filler.role = u"model"_s;
        Chunk text;
        text.kind = ChunkKind::Text;
        text.text = u"More words."_s;
        filler.chunks = {text};
        for (int i = 0; i < 10; ++i)
            conversation->messages.append(filler);
        view.setConversation(0, conversation);
        QTRY_VERIFY(view.rowRect(0).isValid());
        QAccessibleInterface *list = QAccessible::queryAccessibleInterface(view.listView());
        QCOMPARE(list->childCount(), 1); // the call's message fills the view
        QAccessibleInterface *first = list->child(0);
        QAccessibleInterface *call = first->child(0);
        view.selectChunk(ChunkAddress {11, 0});
        QTRY_VERIFY(!view.rowRect(0).intersects(view.listView()->viewport()->rect()));
        QVERIFY(list->childCount() > 0);
        QVERIFY(list->indexOfChild(first) < 0);
        QAccessibleInterface *last = list->child(list->childCount() - 1);
        QCOMPARE(last->child(0)->text(QAccessible::Description), u"More words."_s);
        QCOMPARE(list->focusChild(), last->child(0));
        QVERIFY(call->state().offscreen);

        LanguageManager::instance()->applyLanguage(u"es"_s);
        QTRY_COMPARE(last->child(0)->text(QAccessible::Name), ChunkTexts::cardTitle(text));
        QVERIFY(last->child(0)->text(QAccessible::Name) != u"Text"_s);
        LanguageManager::instance()->applyLanguage(u"en"_s);

        view.setConversation(-1, nullptr);
        QCOMPARE(list->childCount(), 0);
        QVERIFY(!call->isValid());
        QVERIFY(call->text(QAccessible::Name).isEmpty());
        QCOMPARE(call->rect(), QRect());
    }

    void everyFixtureRowOnScreen_data() { languages_data(); }
    void everyFixtureRowOnScreen()
    {
        // Real transcripts: every card on screen is titled, every button and link is named and
        // lies inside its row.
        QFETCH(QString, language);
        LanguageManager::instance()->applyLanguage(language);
        const QDir data(QStringLiteral(INSPECTOR_TEST_DATA));
        MessageView view;
        view.resize(900, 700);
        view.show();
        QStringList failures;
        int parts = 0;
        for (const QString &name : data.entryList(QDir::Files, QDir::Name)) {
            if (name.endsWith(u".md"_s))
                continue;
            Document document;
            document.openFile(data.filePath(name));
            document.waitForLoaded();
            std::shared_ptr<const Conversation> conversation
                = document.conversationCount() > 0 ? document.conversation(0) : nullptr;
            if (!conversation || conversation->messages.isEmpty())
                continue;
            view.setConversation(0, conversation);
            QTRY_VERIFY(view.rowRect(0).isValid());
            QAccessibleInterface *list = QAccessible::queryAccessibleInterface(view.listView());
            QVERIFY2(list->childCount() > 0, qPrintable(name));
            for (int r = 0; r < list->childCount(); ++r) {
                QAccessibleInterface *row = list->child(r);
                const QRect rowRect = row->rect();
                for (int c = 0; c < row->childCount(); ++c) {
                    QAccessibleInterface *card = row->child(c);
                    const QString where = u"%1 row %2 card %3"_s.arg(name).arg(r).arg(c);
                    if (card->text(QAccessible::Name).isEmpty())
                        failures.append(where + u": no title"_s);
                    if (!rowRect.contains(card->rect()))
                        failures.append(where + u": outside its row"_s);
                    for (int p = 0; p < card->childCount(); ++p, ++parts) {
                        QAccessibleInterface *part = card->child(p);
                        if (part->text(QAccessible::Name).isEmpty())
                            failures.append(where + u": part %1 has no name"_s.arg(p));
                        if (!card->rect().contains(part->rect()))
                            failures.append(where + u": part %1 outside its card"_s.arg(p));
                    }
                }
            }
        }
        QVERIFY2(failures.isEmpty(), qPrintable(failures.mid(0, 20).join(u"\n"_s)));
        QVERIFY(parts > 10);
        LanguageManager::instance()->applyLanguage(u"en"_s);
    }
};

QTEST_MAIN(TstMessageAccessibility)
#include "tst_message_accessibility.moc"
