// SPDX-License-Identifier: GPL-2.0-or-later
// AdkSessionText (models/live/adk_session_text.h): a live ADK session's body and the events
// streamed after it, joined without parsing; every result is checked by parsing it.
#include "live/adk_session_text.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QJsonObject parsed(const QByteArray &text)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &error);
    if (error.error != QJsonParseError::NoError)
        qWarning("not JSON: %s in %s", qPrintable(error.errorString()), text.constData());
    return doc.object();
}

QStringList eventIds(const QByteArray &text)
{
    QStringList ids;
    for (const QJsonValue &e : parsed(text).value(u"events"_s).toArray())
        ids << e.toObject().value(u"id"_s).toString();
    return ids;
}

} // namespace

class TestAdkSessionText : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void appendsToTheEventsArray_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QStringList>("before");
        // The TypeScript server's key order (events before lastUpdateTime), with strings that
        // hold brackets, quotes, an escaped backslash before a quote and the word "events".
        QTest::newRow("typescript") << QByteArray(
            "{\"id\":\"s1\",\"appName\":\"kyoto\",\"userId\":\"u\",\"state\":{\"events\":[1,2],"
            "\"note\":\"a \\\"]\\\" and \\\\\"},\"events\":[{\"id\":\"e1\",\"author\":\"user\","
            "\"content\":{\"parts\":[{\"text\":\"} ] \\\" events\"}]}},{\"id\":\"e2\"}],"
            "\"lastUpdateTime\":1795697395663}")
                                    << QStringList {u"e1"_s, u"e2"_s};
        // Python's: snake_case, events last, pretty-printed.
        QTest::newRow("python") << QByteArray(
            "{\n  \"id\": \"s1\",\n  \"app_name\": \"kyoto\",\n  \"user_id\": \"u\",\n"
            "  \"last_update_time\": 1795697395.663,\n  \"events\": [\n"
            "    {\"id\": \"e1\"}\n  ]\n}\n")
                                << QStringList {u"e1"_s};
        QTest::newRow("empty array")
            << QByteArray("{\"id\":\"s1\",\"events\":[ ],\"state\":{}}") << QStringList();
        QTest::newRow("no array") << QByteArray("{\"id\":\"s1\",\"state\":{\"a\":\"]\"}}")
                                  << QStringList();
        QTest::newRow("empty object") << QByteArray("{}") << QStringList();
    }

    void appendsToTheEventsArray()
    {
        QFETCH(QByteArray, body);
        QFETCH(QStringList, before);
        const AdkSessionText::Layout layout = AdkSessionText::locate(body);
        QVERIFY(layout.objectEnd > 0);
        AdkSessionText session(u"s1"_s, body, layout);
        QCOMPARE(session.text(), body); // nothing appended: the body as it came
        QCOMPARE(eventIds(session.text()), before);
        session.appendEvent("{\"id\":\"e3\",\"author\":\"kyoto\",\"partial\":true}");
        session.appendEvent(" {\"id\":\"e4\",\"content\":{\"parts\":[{\"text\":\"京都 ]\"}]}}\n");
        QCOMPARE(session.appendedCount(), 2);
        const QStringList after = before + QStringList {u"e3"_s, u"e4"_s};
        QCOMPARE(eventIds(session.text()), after);
        // The rest of the session is untouched.
        const QJsonObject original = parsed(body);
        QJsonObject joined = parsed(session.text());
        joined.remove(u"events"_s);
        QJsonObject expected = original;
        expected.remove(u"events"_s);
        QCOMPARE(joined, expected);
    }

    void extraMemberAndLateLayout()
    {
        const QByteArray body = "{\"id\":\"s1\",\"events\":[{\"id\":\"e1\"}],\"state\":{}}\n";
        // Made before its layout is known (a worker finds it): text() finds it if it must.
        AdkSessionText session(u"s1"_s, body);
        QCOMPARE(session.text(), body);
        session.setExtraMember("debugTrace", "[{\"name\":\"invocation\"}]");
        QJsonObject o = parsed(session.text());
        QCOMPARE(o.value(u"debugTrace"_s).toArray().size(), 1);
        QCOMPARE(eventIds(session.text()), QStringList {u"e1"_s});
        session.appendEvent("{\"id\":\"e2\"}");
        o = parsed(session.text());
        QCOMPARE(eventIds(session.text()), (QStringList {u"e1"_s, u"e2"_s}));
        QCOMPARE(o.value(u"debugTrace"_s).toArray().size(), 1);
        QVERIFY(o.contains(u"state"_s));
        // Replaced, then removed.
        session.setExtraMember("debugTrace", "[]");
        QCOMPARE(parsed(session.text()).value(u"debugTrace"_s).toArray().size(), 0);
        session.setExtraMember("debugTrace", QByteArray());
        QVERIFY(!parsed(session.text()).contains(u"debugTrace"_s));
        // The same with a layout set from outside, and on an empty object.
        AdkSessionText located(u"s1"_s, body);
        located.setLayout(AdkSessionText::locate(body));
        located.appendEvent("{\"id\":\"e2\"}");
        QCOMPARE(located.text(), session.text());
        AdkSessionText bare(u"s"_s, "{}", AdkSessionText::locate("{}"));
        bare.setExtraMember("debugTrace", "[]");
        QCOMPARE(bare.text(), QByteArray("{\"debugTrace\":[]}"));
    }

    void notASessionObject()
    {
        for (const QByteArray &body :
            {QByteArray("[1,2]"), QByteArray("{\"id\":\"s1\",\"events\":["), QByteArray(""),
                QByteArray("  <html>")}) {
            const AdkSessionText::Layout layout = AdkSessionText::locate(body);
            QCOMPARE(layout.objectEnd, -1);
            AdkSessionText session(u"s1"_s, body, layout);
            session.appendEvent("{\"id\":\"e1\"}");
            QCOMPARE(session.text(), body); // the Document says what is wrong with it
        }
    }

    void emptySessionEscapesItsNames()
    {
        AdkSessionText session = AdkSessionText::empty(u"s\"1"_s, u"kyoto\\app"_s, u"ユーザー"_s);
        QVERIFY(!session.isNull());
        session.appendEvent("{\"id\":\"e1\"}");
        const QJsonObject o = parsed(session.text());
        QCOMPARE(o.value(u"id"_s).toString(), u"s\"1"_s);
        QCOMPARE(o.value(u"appName"_s).toString(), u"kyoto\\app"_s);
        QCOMPARE(o.value(u"userId"_s).toString(), u"ユーザー"_s);
        QCOMPARE(eventIds(session.text()), QStringList {u"e1"_s});
    }

    void largeSession()
    {
        // 100,000 events: located and joined by copying bytes only.
        QByteArray body = "{\"id\":\"big\",\"events\":[";
        for (int i = 0; i < 100000; ++i)
            body += (i ? "," : "") + QByteArray("{\"id\":\"e") + QByteArray::number(i)
                + "\",\"content\":{\"parts\":[{\"text\":\"x\\\"]\"}]}}";
        body += "],\"lastUpdateTime\":1}";
        AdkSessionText session(u"big"_s, body, AdkSessionText::locate(body));
        session.appendEvent("{\"id\":\"last\"}");
        const QStringList ids = eventIds(session.text());
        QCOMPARE(ids.size(), 100001);
        QCOMPARE(ids.first(), u"e0"_s);
        QCOMPARE(ids.last(), u"last"_s);
    }
};

QTEST_GUILESS_MAIN(TestAdkSessionText)
#include "tst_adk_session_text.moc"
