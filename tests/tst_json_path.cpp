// SPDX-License-Identifier: GPL-2.0-or-later
// JsonPath: a message's or chunk's path kept as its parent's path and steps, written out as
// tolerant::path() writes it; rewritten at its start as shiftRecordPaths() does.
#include "transcript/json_path.h"
#include "json/lazy_path.h"
#include "json/tolerant_json.h"

#include <QTest>

using namespace Qt::StringLiterals;

class TestJsonPath : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void stepsReadAsTolerantPathWritesThem()
    {
        for (const QString &parent :
            {QString(), u"turns[3]"_s, u"[12]"_s, u"events[7].content"_s}) {
            const JsonPath one(parent, "messages", 4);
            QCOMPARE(one.text(), tolerant::path(parent, "messages", 4));
            const JsonPath two = one.child("chunks", 12);
            QCOMPARE(
                two.text(), tolerant::path(tolerant::path(parent, "messages", 4), "chunks", 12));
            // A third step writes the first two out and keeps going.
            const JsonPath three = two.child("parts", 0);
            QCOMPARE(three.text(), tolerant::path(two.text(), "parts", 0));
            QCOMPARE(QString(three), three.text());
            QVERIFY(!one.isEmpty());
        }
        const JsonPath whole(u"turns[0].messages[1]"_s);
        QCOMPARE(whole.text(), u"turns[0].messages[1]"_s);
        QCOMPARE(whole.child("chunks", 2).text(), u"turns[0].messages[1].chunks[2]"_s);
        QVERIFY(JsonPath().isEmpty());
        QVERIFY(JsonPath(QString()).isEmpty());
        QVERIFY(!JsonPath(QString(), "messages", 0).isEmpty()); // "messages[0]"
        QCOMPARE(JsonPath(QString(), "", 5).text(), u"[5]"_s);
        QVERIFY(JsonPath(u"a"_s, "b", 1) == JsonPath(u"a.b[1]"_s));
    }

    void rewritingTheStartKeepsTheSteps()
    {
        const auto shift = [](QString &p) {
            if (p.startsWith(u"events[3]"_s))
                p.replace(0, 9, u"events[1003]"_s);
        };
        JsonPath below(u"events[3].content"_s, "parts", 1);
        below.rewriteStart(shift);
        QCOMPARE(below.text(), u"events[1003].content.parts[1]"_s);
        // Without a parent, the whole text is rewritten.
        JsonPath top(QString(), "events", 3);
        top.rewriteStart(shift);
        QCOMPARE(top.text(), u"events[1003]"_s);
        JsonPath whole(u"events[3].actions"_s);
        whole.rewriteStart(shift);
        QCOMPARE(whole.text(), u"events[1003].actions"_s);
    }

    void lazyPathsBelowAJsonPath()
    {
        const JsonPath chunk = JsonPath(u"turns[1]"_s, "messages", 2).child("chunks", 0);
        const tolerant::LazyPath value(chunk, "toolCall");
        QCOMPARE(value.text(), u"turns[1].messages[2].chunks[0].toolCall"_s);
    }
};

QTEST_GUILESS_MAIN(TestJsonPath)
#include "tst_json_path.moc"
