// SPDX-License-Identifier: GPL-2.0-or-later
// The incremental text/event-stream parser (models/live/sse_parser): every split of a stream
// gives the same events; line end variants, comments, fields, BOM, cut streams.
#include "live/sse_parser.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace {

// Feeds `stream` in pieces of `step` bytes and collects the events (finish() included).
QVector<SseEvent> parseInSteps(const QByteArray &stream, int step, SseParser *out = nullptr)
{
    SseParser parser;
    QVector<SseEvent> events;
    for (qsizetype i = 0; i < stream.size(); i += step)
        events += parser.feed(stream.mid(i, step));
    events += parser.finish();
    if (out)
        *out = parser;
    return events;
}

QByteArray mcpStream(const QByteArray &eol)
{
    return "event: message" + eol + "id: 1" + eol
        + "data: {\"method\":\"notifications/progress\",\"params\":{\"progress\":1}}" + eol + eol
        + ": keep-alive" + eol + "event: message" + eol + "id: 2" + eol
        + "data: {\"result\":{\"answer\":\"東京タワー🗼\"},\"jsonrpc\":\"2.0\",\"id\":7}" + eol
        + eol;
}

} // namespace

class TestSseParser : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void mcpEventsWholeStream()
    {
        SseParser parser;
        const QVector<SseEvent> events = parseInSteps(mcpStream("\n"), 1 << 20, &parser);
        QCOMPARE(events.size(), 2);
        QCOMPARE(events.at(0).type, u"message"_s);
        QCOMPARE(events.at(0).lastEventId, u"1"_s);
        QVERIFY(events.at(0).data.startsWith("{\"method\""));
        QCOMPARE(events.at(1).lastEventId, u"2"_s);
        QCOMPARE(QString::fromUtf8(events.at(1).data),
            u"{\"result\":{\"answer\":\"東京タワー🗼\"},\"jsonrpc\":\"2.0\",\"id\":7}"_s);
        QCOMPARE(parser.commentCount(), 1);
        QVERIFY(!parser.discardedAtEnd());
    }

    void everySplitAndLineEnd_data()
    {
        QTest::addColumn<QByteArray>("eol");
        QTest::addColumn<int>("step");
        const QList<QByteArray> ends {"\n", "\r\n", "\r"};
        const QStringList names {u"LF"_s, u"CRLF"_s, u"CR"_s};
        for (int e = 0; e < ends.size(); ++e)
            for (const int step : {1, 2, 3, 5, 7, 64})
                QTest::addRow("%s/%d", qPrintable(names.at(e)), step) << ends.at(e) << step;
    }

    void everySplitAndLineEnd()
    {
        QFETCH(QByteArray, eol);
        QFETCH(int, step);
        const QVector<SseEvent> whole = parseInSteps(mcpStream("\n"), 1 << 20);
        const QVector<SseEvent> split = parseInSteps(mcpStream(eol), step);
        QCOMPARE(split.size(), whole.size());
        for (int i = 0; i < whole.size(); ++i) {
            QCOMPARE(split.at(i).data, whole.at(i).data);
            QCOMPARE(split.at(i).type, whole.at(i).type);
            QCOMPARE(split.at(i).lastEventId, whole.at(i).lastEventId);
        }
        // UTF-8 cut inside a multi-byte sequence still decodes (step 1 and 2 cut 東 and 🗼).
        QVERIFY(QString::fromUtf8(split.at(1).data).contains(u"東京タワー🗼"_s));
    }

    void crAtPacketBoundaryIsOneLineEnd()
    {
        SseParser parser;
        QVector<SseEvent> events = parser.feed("data: a\r");
        events += parser.feed("\ndata: b\r");
        events += parser.feed("\n\r");
        events += parser.feed("\n");
        QCOMPARE(events.size(), 1);
        QCOMPARE(events.at(0).data, QByteArray("a\nb"));
        // A lone CR followed by a non-LF chunk ends the line too.
        SseParser cr;
        QVector<SseEvent> more = cr.feed("data: x\r");
        more += cr.feed("\r");
        QCOMPARE(more.size(), 1);
        QCOMPARE(more.at(0).data, QByteArray("x"));
    }

    void multipleDataLinesJoinWithNewline()
    {
        SseParser parser;
        const QVector<SseEvent> events
            = parser.feed("data: {\"a\":\ndata:1,\ndata:  \"b\": 2}\n\n");
        QCOMPARE(events.size(), 1);
        QCOMPARE(events.at(0).data, QByteArray("{\"a\":\n1,\n \"b\": 2}"));
    }

    void fieldsAndComments()
    {
        SseParser parser;
        const QVector<SseEvent> events = parser.feed(
            ":comment only\n\nretry: 1500\nretry: 12x\nevent: ping\nid: abc\ndata\nunknown: z\n\n"
            "id: bad\0id\ndata: after\n\n"_ba);
        QCOMPARE(events.size(), 2);
        QCOMPARE(events.at(0).type, u"ping"_s);
        QCOMPARE(events.at(0).data, QByteArray()); // "data" without a colon: an empty line of data
        QCOMPARE(events.at(0).lastEventId, u"abc"_s);
        QCOMPARE(events.at(1).type, u"message"_s);
        QCOMPARE(events.at(1).lastEventId, u"abc"_s); // an id holding NUL is ignored
        QCOMPARE(parser.retryMs(), 1500);
        QCOMPARE(parser.commentCount(), 1);
    }

    void eventWithoutDataIsNotDispatched()
    {
        SseParser parser;
        QVERIFY(parser.feed("event: message\nid: 9\n\n").isEmpty());
        QCOMPARE(parser.lastEventId(), u"9"_s);
    }

    void byteOrderMarkAtStart()
    {
        const QVector<SseEvent> events = parseInSteps("\xEF\xBB\xBF"
                                                      "data: x\n\n",
            1);
        QCOMPARE(events.size(), 1);
        QCOMPARE(events.at(0).data, QByteArray("x"));
    }

    void cutStreamDropsTheUnfinishedEvent()
    {
        SseParser parser;
        QVector<SseEvent> events = parser.feed("data: {\"id\":1}\n\ndata: {\"res");
        QCOMPARE(events.size(), 1);
        QVERIFY(parser.pendingBytes() > 0);
        events += parser.finish();
        QCOMPARE(events.size(), 1);
        QVERIFY(parser.discardedAtEnd());
        // A complete last line without its blank line is dropped too (WHATWG).
        SseParser other;
        QVERIFY(other.feed("data: {}\n").isEmpty());
        QVERIFY(other.finish().isEmpty());
        QVERIFY(other.discardedAtEnd());
    }
};

QTEST_GUILESS_MAIN(TestSseParser)
#include "tst_sse_parser.moc"
