// SPDX-License-Identifier: GPL-2.0-or-later
// The painted message, the only visual of a message: for every message of every fixture, in
// English, Japanese and Spanish, every card, button, find match and citation is painted inside
// its row and found again by a hit test at its centre; clicks on the painted rows do what the
// cards' buttons did.
#include "chunk_texts.h"
#include "document/document.h"
#include "grounded_text.h"
#include "items/conversation_matches.h"
#include "language_manager.h"
#include "message_list_view.h"
#include "message_view.h"
#include "painted_message.h"
#include "painted_probe.h"
#include "theme.h"

#include <algorithm>

#include <QClipboard>
#include <QDesktopServices>
#include <QDir>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QPainter>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace painted_probe;

/// Takes the URLs QDesktopServices is asked to open (instead of a browser).
class UrlCatcher : public QObject
{
    Q_OBJECT
public:
    QList<QUrl> opened;
public Q_SLOTS:
    void open(const QUrl &url) { opened.append(url); }
};

class TstPaintedMessage : public QObject
{
    Q_OBJECT

private:
    /// Checks that `hit`, the hit test at the centre of `rect` of `what`, found it.
    static bool found(const PaintedMessage &painted, const QRect &rect, Kind kind, int chunk,
        const QString &what, QStringList *failures)
    {
        const QRect frame(0, 0, painted.width, painted.height);
        if (rect.isEmpty() || !frame.contains(rect)) {
            failures->append(u"%1: not painted inside the row"_s.arg(what));
            return false;
        }
        const PaintedMessage::Target hit = painted.hitTest(rect.center());
        // A find match inside a link or citation is hit as the link (it reacts to a click).
        const bool ok = hit.chunk == chunk
            && (hit.kind == kind
                || (kind == Kind::FindMatch
                    && (hit.kind == Kind::Link || hit.kind == Kind::Citation)));
        if (!ok)
            failures->append(u"%1: the hit test at its centre gives kind %2 of chunk %3"_s.arg(what)
                                 .arg(int(hit.kind))
                                 .arg(hit.chunk));
        return ok;
    }

    /// What each card of the first 40 messages of `conversation` shown in `view` paints is
    /// inside the card: its labels (as laid out) and its targets. Returns how many it checked.
    static int checkCardsHoldTheirParts(MessageView &view, const Conversation &conversation,
        const QString &name, QStringList *failures)
    {
        int checked = 0;
        for (int row = 0; row < conversation.messages.size() && row < 40; ++row) {
            const auto painted = view.paintedMessage(row);
            if (!painted)
                continue;
            const auto inCard = [&](const QRectF &r, int chunk, const QString &what) {
                if (chunk < 0)
                    return;
                ++checked;
                const QRectF card = painted->cardRect(chunk);
                // An empty label (a value "") has no width: its corners must be in the card.
                const bool inside = r.isEmpty()
                    ? card.contains(r.topLeft()) && card.contains(r.bottomRight())
                    : card.contains(r);
                if (!inside)
                    failures->append(u"%1 m%2: %3 of card %4 at (%5, %6) %7×%8 is outside it "
                                     "(%9, %10) %11×%12"_s.arg(name)
                                         .arg(row)
                                         .arg(what)
                                         .arg(chunk)
                                         .arg(r.x())
                                         .arg(r.y())
                                         .arg(r.width())
                                         .arg(r.height())
                                         .arg(card.x())
                                         .arg(card.y())
                                         .arg(card.width())
                                         .arg(card.height()));
            };
            for (const PaintedMessage::Text &t : painted->texts) {
                const QString what = u"label \"%1\""_s.arg(t.text.left(20));
                inCard(t.rect, t.chunk, what);
                if (t.layout)
                    inCard(
                        t.layout->boundingRect().translated(t.at), t.chunk, what + u" laid out"_s);
            }
            for (const PaintedMessage::Target &t : painted->targets)
                inCard(t.rect, t.chunk, u"target %1"_s.arg(int(t.kind)));
            for (const PaintedMessage::Document &d : painted->documents)
                inCard(QRectF(d.topLeft, d.document->size()), d.chunk, u"document"_s);
            // The cards and the header's badges inside the message's frame.
            const QRect frame(0, 0, painted->width, painted->height);
            // The header's labels (role, author, time, turn, problems) side by side, never over
            // one another, however narrow the list.
            QVector<QRect> header;
            for (const PaintedMessage::Text &t : painted->texts) {
                if (t.chunk >= 0 || t.layout)
                    continue;
                const QRect r = t.rect.adjusted(0, 0, -1, 0); // drawn one pixel wider
                for (const QRect &other : std::as_const(header)) {
                    ++checked;
                    if (other.top() == r.top() && other.intersects(r))
                        failures->append(u"%1 m%2: header label \"%3\" overlaps another"_s.arg(name)
                                             .arg(row)
                                             .arg(t.text));
                }
                header.append(r);
            }
            for (const PaintedMessage::Box &b : painted->boxes) {
                ++checked;
                if (!frame.contains(b.rect))
                    failures->append(
                        u"%1 m%2: a box of card %3 %4 px wide is outside the message"_s.arg(name)
                            .arg(row)
                            .arg(b.chunk)
                            .arg(b.rect.width()));
            }
        }
        return checked;
    }

    /// Every card, target and citation of every message of `conversation` shown in `view`.
    static int checkConversation(MessageView &view, const Conversation &conversation,
        const QString &name, QStringList *failures)
    {
        int checked = checkCardsHoldTheirParts(view, conversation, name, failures);
        for (int row = 0; row < conversation.messages.size() && row < 40; ++row) {
            const auto painted = view.paintedMessage(row);
            const QString where = u"%1 m%2"_s.arg(name).arg(row);
            if (!painted) {
                failures->append(where + u": not painted"_s);
                continue;
            }
            const Message &message = conversation.messages.at(row);
            for (int k = 0; k < message.chunks.size(); ++k) {
                const QRect card = painted->cardRect(k);
                // The card's top left corner inside its padding: the card itself.
                found(*painted, QRect(card.topLeft() + QPoint(2, 2), QSize(2, 2)), Kind::Card, k,
                    u"%1 card %2"_s.arg(where).arg(k), failures);
                ++checked;
            }
            for (const PaintedMessage::Target &t : painted->targets) {
                found(*painted, t.rect, t.kind, t.chunk,
                    u"%1 target %2 of chunk %3"_s.arg(where).arg(int(t.kind)).arg(t.chunk),
                    failures);
                ++checked;
            }
            if (!message.grounding)
                continue;
            for (int s = 0; s < message.grounding->citations.size(); ++s) {
                for (const QRect &r : painted->segmentRects(s)) {
                    const PaintedMessage::Target hit = painted->hitTest(r.center());
                    if (hit.kind != Kind::Citation || hit.segments.isEmpty())
                        failures->append(
                            u"%1 segment %2: no citation at its centre"_s.arg(where).arg(s));
                    ++checked;
                }
            }
        }
        return checked;
    }

    static Chunk textChunk(const QString &text)
    {
        Chunk chunk;
        chunk.kind = ChunkKind::Text;
        chunk.text = text;
        return chunk;
    }

    static Chunk toolCall(const QString &name, const QByteArray &arguments)
    {
        Chunk call;
        call.kind = ChunkKind::ToolCall;
        call.toolName = name;
        call.json.json = arguments;
        return call;
    }

    /// A long conversation of text, tool call and tool response events.
    static std::shared_ptr<Conversation> longConversation(int messages)
    {
        auto conversation = std::make_shared<Conversation>();
        for (int i = 0; i < messages; ++i) {
            Message m;
            m.role = i % 3 == 0 ? u"user"_s : u"model"_s;
            m.author = i % 3 == 0 ? u"user"_s : u"kyoto_guide"_s;
            m.invocationId = u"e-%1"_s.arg(i / 3);
            Chunk chunk;
            if (i % 3 == 1) {
                chunk.kind = ChunkKind::ToolCall;
                chunk.toolName = u"get_weather"_s;
                chunk.json.json = QByteArrayLiteral("{\"city\":\"Kyoto\",\"days\":[1,2,3]}");
            } else {
                chunk.kind = ChunkKind::Text;
                chunk.text = u"Message %1: **the weather** in Kyoto, then a longer sentence that "
                             "wraps on a narrow list so that rows differ in height."_s.arg(i)
                                 .repeated(1 + i % 4);
            }
            m.chunks.append(chunk);
            conversation->messages.append(m);
        }
        return conversation;
    }

private Q_SLOTS:
    void everyPartIsPaintedAndHitTestable_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << u"en"_s;
        QTest::newRow("ja") << u"ja"_s;
        QTest::newRow("es") << u"es"_s;
    }

    void everyPartIsPaintedAndHitTestable()
    {
        QFETCH(QString, language);
        LanguageManager::instance()->applyLanguage(language);
        MessageView view;
        view.resize(900, 700);
        view.show();
        QStringList failures;
        QSet<ChunkKind> kinds;
        int checked = 0;
        int findMatches = 0;
        forEachFixture(view, [&](const QString &name, const Conversation &conversation) {
            for (const Message &m : conversation.messages) {
                for (const Chunk &chunk : m.chunks)
                    kinds.insert(chunk.kind);
            }
            checked += checkConversation(view, conversation, name, &failures);
            // Find: a letter most texts have; every match painted and hit-testable, the
            // current one too.
            view.finder()->setQuery(FindQuery {u"e"_s});
            QVERIFY(view.finder()->matches()->waitForComplete(10000));
            if (view.finder()->matches()->count() > 0)
                view.finder()->showMatch(view.finder()->matches()->count() - 1);
            checked += checkConversation(view, conversation, name + u" (find)"_s, &failures);
            for (int row = 0; row < conversation.messages.size() && row < 40; ++row) {
                for (const PaintedMessage::Target &t : view.paintedMessage(row)->targets)
                    findMatches += t.kind == Kind::FindMatch ? 1 : 0;
            }
            view.finder()->setQuery(FindQuery {});
        });
        LanguageManager::instance()->applyLanguage(u"en"_s);
        QVERIFY2(failures.isEmpty(), qPrintable(failures.mid(0, 20).join(u'\n')));
        QVERIFY(checked > 500);
        QVERIFY(findMatches > 100);
        // The fixtures hold every kind of chunk.
        for (ChunkKind kind : {ChunkKind::Text, ChunkKind::Thought, ChunkKind::ToolCall,
                 ChunkKind::ToolResponse, ChunkKind::Image, ChunkKind::Blob,
                 ChunkKind::ExecutableCode, ChunkKind::CodeExecutionResult})
            QVERIFY2(kinds.contains(kind), qPrintable(ChunkTexts::kindTitle(kind)));
    }

    void paintsTheRealContent()
    {
        LanguageManager::instance()->applyLanguage(u"en"_s);
        Document document;
        document.openFile(QStringLiteral(INSPECTOR_TEST_DATA "/adk_events_run.json"));
        QVERIFY(document.waitForLoaded());
        MessageView view;
        view.resize(900, 700);
        view.show();
        view.setConversation(0, document.conversation(0));
        const auto painted = view.paintedMessage(2); // a paired tool call with its arguments
        QVERIFY(painted);
        QStringList texts;
        for (const PaintedMessage::Text &t : painted->texts)
            texts.append(t.text);
        for (const QString &expected :
            {u"Model"_s, u"math"_s, u"Turn 1"_s, u"inv e-cc"_s, u"57 tokens"_s, u"Tool call"_s,
                u"Go to response"_s, u"calc"_s, u"Arguments"_s, u"expr"_s, u"2+2"_s})
            QVERIFY2(texts.contains(expected), qPrintable(texts.join(u" | "_s)));
        // Every text lies inside the message and is laid out for painting.
        const QRect frame(0, 0, painted->width, painted->height);
        for (const PaintedMessage::Text &t : painted->texts) {
            QVERIFY(frame.contains(t.rect));
            QVERIFY(t.layout);
        }
        QImage image(painted->width, painted->height, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        painted->paint(&painter, QPoint(0, 0), true, 0, Theme::of(&view));
        painter.end();
        // The selected message's frame and the card's text are there; its corners are round
        // (the corner pixel is the canvas: the row paints every pixel of its rectangle, the
        // list only the gaps between rows) and its straight edges solid, with no seam.
        const QColor frameColour = Theme::of(&view).selectedMessageBorder;
        const QColor canvas = Theme::of(&view).canvas;
        QCOMPARE(image.pixelColor(painted->width / 2, 0), frameColour);
        QCOMPARE(image.pixelColor(0, painted->height / 2), frameColour);
        QCOMPARE(image.pixelColor(0, 0), canvas);
        QCOMPARE(image.pixelColor(painted->width - 1, painted->height - 1), canvas);
        QCOMPARE(image.pixelColor(painted->width / 2, painted->height - 1), frameColour);
        QCOMPARE(image.pixelColor(painted->width - 1, painted->height / 2), frameColour);
        for (int y = 8; y < painted->height - 8; ++y)
            QCOMPARE(image.pixelColor(1, y), frameColour); // 2 px wide
        int dark = 0;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x)
                dark += qGray(image.pixel(x, y)) < 100 && qAlpha(image.pixel(x, y)) > 0 ? 1 : 0;
        }
        QVERIFY(dark > 200);
    }

    void scrollingKeepsEveryRowPainted()
    {
        LanguageManager::instance()->applyLanguage(u"en"_s);
        MessageView view;
        view.resize(700, 600);
        view.show();
        view.setConversation(0, longConversation(3000));
        MessageListView *list = view.listView();
        QTRY_VERIFY(list->indexAt(QPoint(20, 20)).isValid());
        QScrollBar *bar = list->verticalScrollBar();
        const auto rowsOnScreen = [list] {
            QVector<int> rows;
            for (int y = 0; y < list->viewport()->height(); y += 10) {
                const int row = list->indexAt(QPoint(20, y)).row();
                if (row >= 0 && !rows.contains(row))
                    rows.append(row);
            }
            return rows;
        };
        for (int step = 0; step < 30; ++step) {
            bar->setValue(bar->value() + bar->pageStep());
            QCoreApplication::processEvents();
        }
        const QVector<int> shown = rowsOnScreen();
        QVERIFY(!shown.isEmpty());
        QVERIFY(shown.first() > 50);
        // The rows on screen have their painted heights: nothing moves once scrolling stops.
        QTRY_VERIFY(std::all_of(shown.cbegin(), shown.cend(), [&](int row) {
            return view.rowRect(row).height() == view.paintedMessage(row)->height;
        }));
        const int value = bar->value();
        const int firstTop = list->visualRect(list->indexAt(QPoint(20, 0))).top();
        QSignalSpy scrolled(list, &MessageListView::scrolled);
        QCoreApplication::processEvents();
        QCOMPARE(bar->value(), value);
        QCOMPARE(list->visualRect(list->indexAt(QPoint(20, 0))).top(), firstTop);
        QVERIFY(view.findChildren<QFrame *>(Qt::FindChildrenRecursively).size() < 10);
    }

    void aCallWithEmptyArgumentsSaysSo()
    {
        LanguageManager::instance()->applyLanguage(u"en"_s);
        auto conversation = std::make_shared<Conversation>();
        for (const QByteArray &args : {QByteArray("{}"), QByteArray(" { } "), QByteArray()}) {
            Message m;
            m.role = u"model"_s;
            m.chunks.append(toolCall(u"get_time"_s, args));
            conversation->messages.append(m);
        }
        MessageView view;
        view.resize(700, 600);
        view.show();
        view.setConversation(0, conversation);
        for (int row = 0; row < conversation->messages.size(); ++row) {
            QStringList texts;
            for (const PaintedMessage::Text &t : view.paintedMessage(row)->texts)
                texts.append(t.text);
            QVERIFY2(texts.contains(u"No arguments"_s), qPrintable(texts.join(u", "_s)));
            QVERIFY(!texts.contains(u"Arguments"_s));
            QVERIFY(view.paintedMessage(row)->branches.isEmpty()); // no tree
        }
    }

    // A tool's identity is two lines ("Tool: …", "Call id: …"): painted on two lines too, as
    // tall as it was measured.
    void multiLineLabelsPaintTheirLines()
    {
        LanguageManager::instance()->applyLanguage(u"en"_s);
        auto conversation = std::make_shared<Conversation>();
        Message m;
        m.role = u"model"_s;
        Chunk call = toolCall(u"get_weather"_s, QByteArray("{\"city\":\"Kyoto\"}"));
        call.toolResource = u"projects/p/locations/us/apps/a/tools/get_weather"_s;
        call.toolId = u"adk-123"_s;
        m.chunks.append(call);
        conversation->messages.append(m);
        MessageView view;
        view.resize(700, 600);
        view.show();
        view.setConversation(0, conversation);
        const auto painted = view.paintedMessage(0);
        QVERIFY(painted);
        const QString identity = ChunkTexts::toolIdentityText(call);
        QVERIFY(identity.contains(u'\n'));
        bool found = false;
        for (const PaintedMessage::Text &t : painted->texts) {
            if (t.text != identity)
                continue;
            found = true;
            const qreal line = QFontMetricsF(t.font).lineSpacing();
            const qreal height = t.layout->boundingRect().height();
            QVERIFY2(height > 1.5 * line, qPrintable(QString::number(height)));
            QVERIFY(height <= t.rect.height() + 1);
        }
        QVERIFY(found);
    }

    void clicksDoWhatTheButtonsDid()
    {
        LanguageManager::instance()->applyLanguage(u"en"_s);
        auto conversation = std::make_shared<Conversation>();
        Message callMessage;
        callMessage.role = u"model"_s;
        Chunk call = toolCall(u"get_weather"_s,
            QByteArray(R"({"city":"Kyoto","plan":{"days":[1,2],"hotel":{"name":"x"}}})"));
        call.paired = ChunkAddress {1, 0};
        Chunk thought;
        thought.kind = ChunkKind::Thought;
        thought.text = u"First line\nSecond line of the thought"_s;
        callMessage.chunks = {call, thought};
        Message responseMessage;
        responseMessage.role = u"user"_s;
        Chunk response;
        response.kind = ChunkKind::ToolResponse;
        response.toolName = u"get_weather"_s;
        response.json.json = QByteArray(R"({"output":"sunny"})");
        response.paired = ChunkAddress {0, 0};
        responseMessage.chunks = {response};
        conversation->messages = {callMessage, responseMessage};
        MessageView view;
        view.resize(700, 600);
        view.show();
        view.setConversation(0, conversation);
        QTRY_VERIFY(view.rowRect(0).isValid());
        QSignalSpy chunks(&view, &MessageView::chunkSelected);
        QSignalSpy jumps(&view, &MessageView::jumping);

        // A click on a card selects it.
        QVERIFY(click(&view, 0,
            QRect(view.paintedMessage(0)->cardRect(1).topLeft() + QPoint(3, 3), QSize(1, 1))));
        QCOMPARE(view.currentRef(), (ChunkRef {0, 0, 1}));
        QCOMPARE(chunks.size(), 1);

        // "Show" opens the thought: its whole text is painted; again closes it.
        QVERIFY(!textOf(&view, 0, 1).contains(u"Second line"_s));
        QVERIFY(clickTarget(&view, 0, Kind::ShowThought, 1));
        QVERIFY(textOf(&view, 0, 1).contains(u"Second line"_s));
        QVERIFY(clickTarget(&view, 0, Kind::ShowThought, 1));
        QVERIFY(!textOf(&view, 0, 1).contains(u"Second line"_s));

        // A tree row's arrow opens it: "hotel" (two levels down) shows its "name".
        QVERIFY(!textOf(&view, 0, 0).contains(u"name"_s));
        std::optional<PaintedMessage::Target> hotel;
        for (const PaintedMessage::Target &t : view.paintedMessage(0)->targets) {
            if (t.kind == Kind::Branch && t.path.endsWith(u"hotel"_s))
                hotel = t;
        }
        QVERIFY(hotel);
        QVERIFY(click(&view, 0, hotel->rect));
        QVERIFY(textOf(&view, 0, 0).contains(u"name"_s));

        // "Go to response" jumps to the paired response, saying where it left.
        QVERIFY(clickTarget(&view, 0, Kind::GoTo, 0));
        QCOMPARE(view.currentRef(), (ChunkRef {0, 1, 0}));
        QCOMPARE(jumps.size(), 1);
        QCOMPARE(jumps.first().first().value<ChunkRef>(), (ChunkRef {0, 0, 1}));
    }

    void cardsHoldWhatTheyPaintInANarrowList()
    {
        // In a narrow list every card still holds its labels and buttons: a JSON tree's keys
        // give way to its values (a key column wider than the card put the values outside it),
        // the header's time gives way to its turn, and a card's title to its link ("Ir a la
        // respuesta" wider than the card was painted out of it, left of the title).
        QStringList failures;
        int checked = 0;
        // Japanese dates are wider, Spanish links longer.
        for (const QString &language : {u"en"_s, u"ja"_s, u"es"_s}) {
            LanguageManager::instance()->applyLanguage(language);
            for (int width : {180, 240, 300}) {
                MessageView view;
                view.resize(width, 700);
                view.show();
                forEachFixture(view, [&](const QString &name, const Conversation &conversation) {
                    checked += checkCardsHoldTheirParts(view, conversation,
                        u"%1 at %2 px in %3"_s.arg(name).arg(width).arg(language), &failures);
                });
            }
        }
        LanguageManager::instance()->applyLanguage(u"en"_s);
        QVERIFY2(failures.isEmpty(), qPrintable(failures.mid(0, 20).join(u'\n')));
        QVERIFY(checked > 1000);
    }

    void keyboardReachesEveryAction()
    {
        LanguageManager::instance()->applyLanguage(u"en"_s);
        Chunk call = toolCall(u"get_weather"_s, QByteArray(R"({"plan":{"hotel":{"name":"x"}}})"));
        call.paired = ChunkAddress {0, 1};
        Chunk thought = textChunk(u"First line\nSecond line"_s);
        thought.kind = ChunkKind::Thought;
        MessageView view;
        showMessage(view, {call, thought}, u"model"_s);
        view.selectMessage(0);
        MessageListView *list = view.listView();
        list->setFocus();
        // Tab visits every action of the message, in order, then leaves the list.
        QVector<Kind> visited;
        for (int i = 0; i < 10; ++i) {
            QTest::keyClick(list, Qt::Key_Tab);
            if (view.focusTarget() < 0)
                break;
            visited.append(view.paintedMessage(0)->targets.at(view.focusTarget()).kind);
        }
        QVERIFY2(visited.contains(Kind::GoTo) && visited.contains(Kind::ShowThought)
                && visited.contains(Kind::Branch),
            qPrintable(QString::number(visited.size())));
        // Enter runs the focused action: the thought opens.
        list->setFocus();
        view.selectChunk(ChunkAddress {0, 1});
        QTest::keyClick(list, Qt::Key_Tab);
        QCOMPARE(view.paintedMessage(0)->targets.at(view.focusTarget()).kind, Kind::ShowThought);
        QTest::keyClick(list, Qt::Key_Return);
        QVERIFY(textOf(&view, 0, 1).contains(u"Second line"_s));
    }

    void keyboardReachesLinksAndCitations()
    {
        // Tab visits every link and cited text of the selected message as well as its buttons;
        // Enter does what a click there does.
        LanguageManager::instance()->applyLanguage(u"en"_s);
        Document document;
        document.openFile(QStringLiteral(INSPECTOR_TEST_DATA "/adk_session_grounded_ja.json"));
        QVERIFY(document.waitForLoaded() && document.conversationCount() > 0);
        auto conversation = std::make_shared<Conversation>(*document.conversation(0));
        int grounded = -1;
        for (int m = 0; m < conversation->messages.size() && grounded < 0; ++m)
            grounded = conversation->messages.at(m).grounding ? m : -1;
        QVERIFY(grounded >= 0);
        Message linked;
        linked.role = u"model"_s;
        linked.chunks = {textChunk(u"Read [the guide](https://example.com/guide) first."_s)};
        conversation->messages.append(linked);
        const int linkRow = int(conversation->messages.size()) - 1;
        MessageView view;
        view.resize(800, 600);
        view.show();
        view.setConversation(0, conversation);
        MessageListView *list = view.listView();
        view.selectMessage(grounded);
        QTRY_VERIFY(view.rowRect(grounded).isValid());
        list->setFocus();
        // Every segment painted in the message is in one of the cited texts Tab visits.
        const std::shared_ptr<const PaintedMessage> painted = view.paintedMessage(grounded);
        QSet<int> painted_segments;
        for (const PaintedMessage::Document &doc : painted->documents) {
            for (int segment : GroundedText::segments(doc.document.get()))
                painted_segments.insert(segment);
        }
        QVERIFY(!painted_segments.isEmpty());
        QSet<int> visited;
        std::optional<FocusStop> citation;
        for (int i = 0; i < 500; ++i) {
            QTest::keyClick(list, Qt::Key_Tab);
            const FocusStop stop = view.focusedStop();
            if (stop.target.kind == Kind::None)
                break;
            QVERIFY(onScreen(&view, grounded, stop.target.rect)); // scrolled to when needed
            for (int segment : stop.target.segments)
                visited.insert(segment);
            if (stop.target.kind == Kind::Citation && !citation)
                citation = stop;
        }
        QCOMPARE(view.focusedStop().target.kind, Kind::None); // past the last: out of the list
        QVERIFY2(visited.contains(painted_segments),
            qPrintable(u"%1 of %2"_s.arg(visited.size()).arg(painted_segments.size())));
        QVERIFY(citation);
        // Enter on cited text selects its citation, as a click on it does.
        list->setFocus();
        QSignalSpy cited(&view, &MessageView::citationSelected);
        QTest::keyClick(list, Qt::Key_Tab);
        while (view.focusedStop().target.rect != citation->target.rect)
            QTest::keyClick(list, Qt::Key_Tab);
        QTest::keyClick(list, Qt::Key_Return);
        QCOMPARE(cited.size(), 1);
        const CitationRef byKey = view.currentCitation();
        QVERIFY(citation->target.segments.contains(byKey.segment));
        view.showCitation(CitationRef {});
        QVERIFY(click(&view, grounded, citation->target.rect));
        QCOMPARE(cited.size(), 2);
        QCOMPARE(view.currentCitation(), byKey);

        // Enter on a link opens it, as a click does.
        UrlCatcher catcher;
        QDesktopServices::setUrlHandler(u"https"_s, &catcher, "open");
        view.selectMessage(linkRow);
        QTRY_VERIFY(view.rowRect(linkRow).isValid());
        list->setFocus();
        QTest::keyClick(list, Qt::Key_Tab);
        const FocusStop link = view.focusedStop();
        QCOMPARE(link.target.kind, Kind::Link);
        QTest::keyClick(list, Qt::Key_Return);
        QCOMPARE(catcher.opened, (QList<QUrl> {QUrl(u"https://example.com/guide"_s)}));
        QVERIFY(click(&view, linkRow, link.target.rect));
        QCOMPARE(catcher.opened.size(), 2);
        QCOMPARE(catcher.opened.last(), catcher.opened.first());
        QDesktopServices::unsetUrlHandler(u"https"_s);
    }

    void selectionAndCopy()
    {
        LanguageManager::instance()->applyLanguage(u"en"_s);
        MessageView view;
        showMessage(view,
            {textChunk(u"The **weather** in Kyoto is fine."_s),
                toolCall(u"get_weather"_s, QByteArray(R"({"city":"Kyoto"})"))},
            u"model"_s);
        QTRY_VERIFY(view.rowRect(0).isValid());
        MessageListView *list = view.listView();
        // A drag across the text selects it; Ctrl+C copies it as plain text, Ctrl+Shift+C as
        // Markdown.
        const std::shared_ptr<const PaintedMessage> painted = view.paintedMessage(0);
        const QVector<QRect> word = painted->documentRangeRects(0, 4, 11); // "weather"
        QCOMPARE(word.size(), 1);
        const QPoint origin = view.rowRect(0).topLeft();
        QTest::mousePress(
            list->viewport(), Qt::LeftButton, {}, origin + word.first().topLeft() + QPoint(1, 3));
        QMouseEvent move(QEvent::MouseMove,
            QPointF(origin + word.first().topRight() + QPoint(0, 3)),
            list->viewport()->mapToGlobal(QPointF(origin + word.first().topRight() + QPoint(0, 3))),
            Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(list->viewport(), &move);
        QTest::mouseRelease(
            list->viewport(), Qt::LeftButton, {}, origin + word.first().topRight() + QPoint(0, 3));
        QCOMPARE(view.copyText(MessageView::CopyAs::Plain), u"weather"_s);
        QTest::keyClick(list, Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(QGuiApplication::clipboard()->text(), u"weather"_s);
        QTest::keyClick(list, Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY2(QGuiApplication::clipboard()->text().contains(u"**weather**"_s),
            qPrintable(QGuiApplication::clipboard()->text()));
        // Shift+Right extends it by the keyboard; Ctrl+A selects the card's whole text.
        QTest::keyClick(list, Qt::Key_Right, Qt::ShiftModifier);
        QCOMPARE(view.copyText(MessageView::CopyAs::Plain), u"weather*"_s.left(7) + u' ');
        QTest::keyClick(list, Qt::Key_A, Qt::ControlModifier);
        // (the card's title is one of its texts)
        QCOMPARE(
            view.copyText(MessageView::CopyAs::Plain), u"Text\nThe weather in Kyoto is fine."_s);
        // Without a text selection, Copy copies the selected card: its JSON, fenced in Markdown.
        QTest::keyClick(list, Qt::Key_Escape);
        view.selectChunk(ChunkAddress {0, 1});
        QCOMPARE(view.copyText(MessageView::CopyAs::Markdown),
            u"```json\n{\n  \"city\": \"Kyoto\"\n}\n```\n"_s);
    }

    void dragSelectsAcrossACardsLabels()
    {
        // A drag from a tool call card's first label to its last selects every label between;
        // Ctrl+C copies their texts in order.
        LanguageManager::instance()->applyLanguage(u"en"_s);
        MessageView view;
        showMessage(view,
            {toolCall(u"get_weather"_s, QByteArray(R"({"city":"Kyoto","days":2,"unit":"C"})"))},
            u"model"_s);
        QTRY_VERIFY(view.rowRect(0).isValid());
        const std::shared_ptr<const PaintedMessage> painted = view.paintedMessage(0);
        QVector<const PaintedMessage::Text *> labels;
        for (const PaintedMessage::Text &t : painted->texts) {
            if (t.chunk == 0 && t.layout && !t.layout->text().isEmpty())
                labels.append(&t);
        }
        std::stable_sort(labels.begin(), labels.end(), [](auto *a, auto *b) {
            return a->at.y() != b->at.y() ? a->at.y() < b->at.y() : a->at.x() < b->at.x();
        });
        QVERIFY2(labels.size() >= 4, qPrintable(QString::number(labels.size())));
        const auto lineRect = [](const PaintedMessage::Text *t) {
            return t->layout->lineAt(t->layout->lineCount() - 1)
                .naturalTextRect()
                .translated(t->at)
                .toRect();
        };
        const QPoint origin = view.rowRect(0).topLeft();
        const QPoint from = origin + lineRect(labels.first()).topLeft() + QPoint(0, 2);
        const QPoint to = origin + lineRect(labels.last()).bottomRight() - QPoint(0, 2);
        MessageListView *list = view.listView();
        QTest::mousePress(list->viewport(), Qt::LeftButton, {}, from);
        QMouseEvent move(QEvent::MouseMove, QPointF(to), list->viewport()->mapToGlobal(QPointF(to)),
            Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(list->viewport(), &move);
        QTest::mouseRelease(list->viewport(), Qt::LeftButton, {}, to);
        QTest::keyClick(list, Qt::Key_C, Qt::ControlModifier);
        const QString copied = QGuiApplication::clipboard()->text();
        qsizetype at = -1;
        for (const PaintedMessage::Text *label : labels) {
            const qsizetype found = copied.indexOf(label->text, at + 1);
            QVERIFY2(found > at, qPrintable(label->text + u" in: "_s + copied));
            at = found;
        }
        QVERIFY(copied.startsWith(labels.first()->text));
        QVERIFY(copied.endsWith(labels.last()->text));
        // Every label is painted selected.
        QCOMPARE(view.textSelection(0).size(), labels.size());
    }

    void rowsExposeTheirText()
    {
        LanguageManager::instance()->applyLanguage(u"en"_s);
        MessageView view;
        showMessage(view,
            {textChunk(u"Where is my order A-17?"_s),
                toolCall(u"lookup_order"_s, QByteArray("{}"))},
            u"user"_s);
        const QModelIndex row = view.listView()->model()->index(0, 0);
        const QString spoken = row.data(Qt::AccessibleTextRole).toString();
        QVERIFY2(spoken.startsWith(u"User"_s), qPrintable(spoken));
        QVERIFY(spoken.contains(u"Where is my order A-17?"_s));
        QVERIFY(spoken.contains(u"lookup_order"_s));
        QCOMPARE(row.data(Qt::AccessibleDescriptionRole).toString(), u"text, toolCall"_s);
    }
};

QTEST_MAIN(TstPaintedMessage)
#include "tst_painted_message.moc"
