// SPDX-License-Identifier: GPL-2.0-or-later
// Rows painted while the message list scrolls (PaintedMessage): for every message of every
// fixture, the painted layout has the height of the message's widget (so nothing moves when the
// widgets replace the painted rows), shows the widget's texts, and paints.
#include "chunk_cards/chunk_card.h"
#include "document/document.h"
#include "language_manager.h"
#include "message_list_view.h"
#include "message_view.h"
#include "message_widget.h"
#include "painted_message.h"
#include "theme.h"

#include <algorithm>

#include <QDir>
#include <QFontMetricsF>
#include <QLabel>
#include <QPainter>
#include <QScrollBar>
#include <QTest>

using namespace Qt::StringLiterals;

class TstPaintedMessage : public QObject
{
    Q_OBJECT

private:
    /// Every message of every fixture: painted height minus widget height.
    QVector<QPair<QString, int>> differences(const QString &language)
    {
        LanguageManager::instance()->applyLanguage(language);
        QVector<QPair<QString, int>> out;
        const QDir data(QStringLiteral(INSPECTOR_TEST_DATA));
        const QStringList files = data.entryList(QDir::Files, QDir::Name);
        MessageView view;
        view.resize(900, 700);
        view.show();
        for (const QString &name : files) {
            if (name.endsWith(u".md"_s))
                continue;
            Document document;
            document.openFile(data.filePath(name));
            document.waitForLoaded();
            for (int c = 0; c < qMin(3, document.conversationCount()); ++c) {
                std::shared_ptr<const Conversation> conversation = document.conversation(c);
                if (!conversation)
                    continue;
                view.setConversation(c, conversation);
                for (int row = 0; row < conversation->messages.size() && row < 40; ++row) {
                    const auto painted = view.paintedMessage(row);
                    if (!painted)
                        continue;
                    MessageWidget widget(conversation, row, view.listView()->viewport());
                    widget.setGeometry(0, 0, painted->width, 100);
                    const int height = widget.hasHeightForWidth()
                        ? widget.heightForWidth(painted->width)
                        : widget.sizeHint().height(); // as MessageView measures it
                    out.append(
                        {u"%1 #%2 m%3"_s.arg(name).arg(c).arg(row), painted->height - height});
                }
            }
        }
        return out;
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
    void heightsMatchTheWidgets_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << u"en"_s;
        QTest::newRow("ja") << u"ja"_s;
        QTest::newRow("es") << u"es"_s;
    }

    void heightsMatchTheWidgets()
    {
        // The painted rows are replaced by widgets when scrolling pauses: equal heights mean
        // nothing on screen moves then, also with taller fallback fonts for Japanese text.
        QFETCH(QString, language);
        const auto diffs = differences(language);
        QVERIFY(diffs.size() > 100);
        for (const auto &d : diffs) {
            if (d.second != 0)
                QFAIL(qPrintable(
                    u"%1: painted height differs by %2 px"_s.arg(d.first).arg(d.second)));
        }
        LanguageManager::instance()->applyLanguage(u"en"_s);
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
            QVERIFY(!t.text.isEmpty() || t.prepared.text().isEmpty());
        }
        QImage image(painted->width, painted->height, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        painted->paint(&painter, QPoint(0, 0), true, 0, Theme::of(&view));
        painter.end();
        // The selected message's frame and the card's text are there; its corners are round
        // (the corner pixel stays clear) and its straight edges solid, with no seam.
        QCOMPARE(image.pixelColor(painted->width / 2, 0), QColor(0x7a, 0xa2, 0xd8));
        QCOMPARE(image.pixelColor(0, painted->height / 2), QColor(0x7a, 0xa2, 0xd8));
        QCOMPARE(image.pixelColor(0, 0).alpha(), 0);
        QCOMPARE(image.pixelColor(painted->width - 1, painted->height - 1).alpha(), 0);
        for (int y = 8; y < painted->height - 8; ++y)
            QCOMPARE(image.pixelColor(1, y), QColor(0x7a, 0xa2, 0xd8)); // 2 px wide
        int dark = 0;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x)
                dark += qGray(image.pixel(x, y)) < 100 && qAlpha(image.pixel(x, y)) > 0 ? 1 : 0;
        }
        QVERIFY(dark > 200);
    }

    void scrollingPaintsRowsAndWidgetsComeWhenItPauses()
    {
        LanguageManager::instance()->applyLanguage(u"en"_s);
        MessageView view;
        view.resize(700, 600);
        view.show();
        const auto conversation = longConversation(3000);
        view.setConversation(0, conversation);
        QTRY_VERIFY(view.widgetCount() > 0);
        MessageListView *list = view.listView();
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
        // Page steps as fast as a held key: the rows on screen are painted, not created.
        for (int step = 0; step < 30; ++step) {
            bar->setValue(bar->value() + bar->pageStep());
            QCoreApplication::processEvents();
            QCoreApplication::processEvents();
            QVERIFY(view.isScrolling());
        }
        const QVector<int> shown = rowsOnScreen();
        QVERIFY(!shown.isEmpty());
        QVERIFY(shown.first() > 50);
        for (int row : shown) {
            QVERIFY(!view.messageWidget(row));
            QVERIFY(view.paintedMessage(row));
        }
        const int value = bar->value();
        const int firstTop = list->visualRect(list->indexAt(QPoint(20, 0))).top();
        // Once it pauses, they get their widgets, and nothing on screen moves.
        QTRY_VERIFY(!view.isScrolling());
        QTRY_VERIFY(std::all_of(shown.cbegin(), shown.cend(),
            [&view](int row) { return view.messageWidget(row) != nullptr; }));
        QCOMPARE(bar->value(), value);
        QCOMPARE(rowsOnScreen(), shown);
        QCOMPARE(list->visualRect(list->indexAt(QPoint(20, 0))).top(), firstTop);
        for (int row : shown)
            QCOMPARE(view.messageWidget(row)->height(), view.paintedMessage(row)->height);
    }

    void aCallWithEmptyArgumentsSaysSo()
    {
        LanguageManager::instance()->applyLanguage(u"en"_s);
        auto conversation = std::make_shared<Conversation>();
        for (const QByteArray &args : {QByteArray("{}"), QByteArray(" { } "), QByteArray()}) {
            Message m;
            m.role = u"model"_s;
            Chunk call;
            call.kind = ChunkKind::ToolCall;
            call.toolName = u"get_time"_s;
            call.json.json = args;
            m.chunks.append(call);
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
            QTRY_VERIFY(view.messageWidget(row));
            MessageWidget *widget = view.messageWidget(row);
            QVERIFY(!widget->findChild<QWidget *>(u"jsonTree"_s));
            bool said = false;
            for (const QLabel *label : widget->findChildren<QLabel *>())
                said = said || label->text() == u"No arguments"_s;
            QVERIFY(said);
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
        Chunk call;
        call.kind = ChunkKind::ToolCall;
        call.toolName = u"get_weather"_s;
        call.toolResource = u"projects/p/locations/us/apps/a/tools/get_weather"_s;
        call.toolId = u"adk-123"_s;
        call.json.json = QByteArray("{\"city\":\"Kyoto\"}");
        m.chunks.append(call);
        conversation->messages.append(m);
        MessageView view;
        view.resize(700, 600);
        view.show();
        view.setConversation(0, conversation);
        const auto painted = view.paintedMessage(0);
        QVERIFY(painted);
        const QString identity = ChunkCard::toolIdentityText(call);
        QVERIFY(identity.contains(u'\n'));
        bool found = false;
        for (const PaintedMessage::Text &t : painted->texts) {
            if (t.text != identity)
                continue;
            found = true;
            const qreal line = QFontMetricsF(t.font).lineSpacing();
            QVERIFY2(t.prepared.size().height() > 1.5 * line,
                qPrintable(QString::number(t.prepared.size().height())));
            QVERIFY(t.prepared.size().height() <= t.rect.height() + 1);
        }
        QVERIFY(found);
    }

    void aJumpGetsItsWidgetAtOnce()
    {
        MessageView view;
        view.resize(700, 600);
        view.show();
        view.setConversation(0, longConversation(3000));
        QTRY_VERIFY(view.widgetCount() > 0);
        QScrollBar *bar = view.listView()->verticalScrollBar();
        bar->setValue(bar->value() + bar->pageStep()); // the user scrolls...
        QVERIFY(view.isScrolling());
        view.selectMessage(2500); // ...then jumps: the target is there for interaction at once
        QVERIFY(view.messageWidget(2500));
        QVERIFY(!view.isScrolling());
    }
};

QTEST_MAIN(TstPaintedMessage)
#include "tst_painted_message.moc"
