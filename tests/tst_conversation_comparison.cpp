// SPDX-License-Identifier: GPL-2.0-or-later
// Compare With… (compare/conversation_comparison.h): two runs of one agent aligned by the user's
// turns, their answers, tool calls, sources and variables compared; a turn only one side has.
#include "compare/conversation_comparison.h"
#include "kyoto_runs.h"

#include <QTest>

using namespace Qt::StringLiterals;

class TestConversationComparison : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void turns()
    {
        const QVector<ComparedTurn> t = comparedTurns(golden());
        QCOMPARE(t.size(), 2);
        QCOMPARE(t.at(0).userText, u"京都の紅葉はいつ？"_s);
        QCOMPARE(t.at(0).firstMessage, 0);
        QCOMPARE(t.at(0).endMessage, 3);
        QCOMPARE(t.at(0).answerText, u"11月下旬が見頃です。"_s);
        QCOMPARE(t.at(0).toolCalls.size(), 1);
        QCOMPARE(t.at(0).references, QStringList {u"https://kyoto.travel/a"_s});
        QCOMPARE(t.at(0).variables, (QStringList {u"count=1"_s, u"last_city=\"京都\""_s}));
        QCOMPARE(t.at(1).userText, u"Thanks!"_s);
        // A tool's response in a message of role "user" (Gemini, ADK) opens no turn.
        Conversation adk = golden();
        Chunk response;
        response.kind = ChunkKind::ToolResponse;
        response.toolName = u"lookup_season"_s;
        adk.messages.insert(2, message(u"user"_s, {response}));
        QCOMPARE(comparedTurns(adk).size(), 2);
        QCOMPARE(comparedTurns(adk).at(0).endMessage, 4);
        // Agent messages before any user message are a turn of their own.
        Conversation greeting;
        greeting.messages = {message(u"agent"_s, {text(u"Hello"_s)})};
        QCOMPARE(comparedTurns(greeting).size(), 1);
        QVERIFY(comparedTurns(greeting).at(0).userText.isEmpty());
    }

    void sameRunHasNoDifference()
    {
        const ConversationComparison c = compareConversations(golden(), golden());
        QCOMPARE(c.rows.size(), 2);
        QCOMPARE(c.differences(), 0);
    }

    void anotherRun()
    {
        // The other run: another date in the answer, the tool called with other arguments, a
        // source dropped and one added, a variable changed (count 1 == 1.0 is not a change),
        // an extra turn at the start, and the user's last text in other case and spacing.
        Conversation run;
        run.messages = {message(u"user"_s, {text(u"Hola"_s)}),
            message(u"agent"_s, {text(u"¡Hola!"_s)}),
            message(u"user"_s, {text(u"京都の紅葉はいつ？"_s)}),
            message(u"agent"_s,
                {call(u"lookup_season"_s, "{\"city\": \"京都\", \"topic\": \"桜\"}"),
                    variables("{\"last_city\": \"大阪\", \"count\": 1.0}")}),
            message(u"agent"_s, {text(u"11月中旬が見頃です。"_s)}, {u"https://kyoto.travel/b"_s}),
            message(u"user"_s, {text(u"  thanks! "_s)}),
            message(u"agent"_s, {text(u"You're welcome."_s)})};
        const ConversationComparison c = compareConversations(golden(), run);
        QCOMPARE(c.rows.size(), 3);
        QCOMPARE(c.rows.at(0).left, -1); // "Hola" only on the right
        QCOMPARE(c.rows.at(0).right, 0);
        const auto &kyoto = c.rows.at(1);
        QCOMPARE(kyoto.left, 0);
        QCOMPARE(kyoto.right, 1);
        QVERIFY(kyoto.sameInput);
        QCOMPARE(kyoto.tools.size(), 1);
        QCOMPARE(kyoto.tools.at(0).status, TrajectoryRow::Status::ArgsDiffer);
        QCOMPARE(kyoto.tools.at(0).changedKeys, QStringList {u"topic"_s});
        QCOMPARE(kyoto.referencesAdded, QStringList {u"https://kyoto.travel/b"_s});
        QCOMPARE(kyoto.referencesDropped, QStringList {u"https://kyoto.travel/a"_s});
        QCOMPARE(kyoto.variablesChanged, QStringList {u"last_city"_s});
        // The answers differ by one character: 下 became 中.
        QStringList changes;
        for (const TextDiffRun &r : kyoto.answer) {
            if (r.kind == TextDiffRun::Kind::Removed)
                changes << u'-' + c.leftTurns.at(0).answerText.mid(r.left.begin, r.left.length());
            if (r.kind == TextDiffRun::Kind::Added)
                changes << u'+'
                        + c.rightTurns.at(1).answerText.mid(r.right.begin, r.right.length());
        }
        QCOMPARE(changes, (QStringList {u"-下"_s, u"+中"_s}));
        QVERIFY(c.rows.at(2).sameInput);
        QVERIFY(c.rows.at(2).same());
        QCOMPARE(c.differences(), 2);
    }
};

QTEST_GUILESS_MAIN(TestConversationComparison)
#include "tst_conversation_comparison.moc"
