// SPDX-License-Identifier: GPL-2.0-or-later
#include "document/document.h"
#include "items/conversation_matches.h"
#include "items/json_tree_model.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

Chunk textChunk(const QString &text, ChunkKind kind = ChunkKind::Text)
{
    Chunk c;
    c.kind = kind;
    c.text = text;
    return c;
}

Chunk jsonChunk(ChunkKind kind, const QByteArray &json)
{
    Chunk c;
    c.kind = kind;
    c.json = JsonText {json};
    return c;
}

FindQuery query(
    const QString &text, bool caseSensitive = false, bool wholeWord = false, bool regex = false)
{
    FindQuery q;
    q.text = text;
    q.caseSensitive = caseSensitive;
    q.wholeWord = wholeWord;
    q.regex = regex;
    return q;
}

// Three messages: text, a tool call and its response (error and output), a thought and code.
std::shared_ptr<Conversation> sample()
{
    auto c = std::make_shared<Conversation>();
    Message user;
    user.role = u"user"_s;
    user.chunks = {textChunk(u"Where is my Order A-17? The order was placed in May."_s)};
    Message call;
    call.role = u"agent"_s;
    call.chunks = {jsonChunk(ChunkKind::ToolCall,
        R"({"order":"A-17","options":{"include_order_history":true,"tags":["order","rush"]}})")};
    Chunk response = jsonChunk(ChunkKind::ToolResponse, R"({"error":{"code":404},"output":"x"})");
    response.error = JsonText {R"({"code":404,"message":"order not found"})"};
    response.output = JsonText {R"("the ORDER is late")"};
    Message reply;
    reply.role = u"agent"_s;
    reply.chunks = {response, textChunk(u"Think about the order."_s, ChunkKind::Thought),
        textChunk(u"print('order')"_s, ChunkKind::ExecutableCode)};
    c->messages = {user, call, reply};
    return c;
}

} // namespace

class TstConversationMatches : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void displayOrderAndPlaces()
    {
        const auto c = sample();
        QVector<ConversationMatch> all;
        for (int m = 0; m < c->messages.size(); ++m)
            all += ConversationMatches::matchMessage(*c, m, query(u"order"_s));
        // Text: "Order" and "order"; args: key "order", key "include_order_history", value
        // "order" in tags; response: error message, output; thought; code.
        QCOMPARE(all.size(), 9);
        QCOMPARE(all.at(0).message, 0);
        QCOMPARE(all.at(0).where, ConversationMatch::Where::Text);
        QCOMPARE(all.at(0).range.begin, 12);
        QCOMPARE(all.at(0).range.end, 17);
        QCOMPARE(all.at(1).ordinal, 1);
        QCOMPARE(all.at(1).range.begin, 28);

        const ConversationMatch &key = all.at(2);
        QCOMPARE(key.message, 1);
        QCOMPARE(key.where, ConversationMatch::Where::Json);
        QVERIFY(key.inKey);
        QCOMPARE(key.path, u"order"_s);
        QCOMPARE(key.ordinal, 0);
        QCOMPARE(all.at(3).path, u"options.include_order_history"_s);
        QVERIFY(all.at(3).inKey);
        QCOMPARE(all.at(3).range.begin, 8);
        QCOMPARE(all.at(4).path, u"options.tags[0]"_s);
        QVERIFY(!all.at(4).inKey);
        QCOMPARE(all.at(4).ordinal, 2);

        // The response shows its error first (value 0), then its output (value 1).
        QCOMPARE(all.at(5).message, 2);
        QCOMPARE(all.at(5).value, 0);
        QCOMPARE(all.at(5).path, u"message"_s);
        QCOMPARE(all.at(6).value, 1);
        QCOMPARE(all.at(6).path, QString()); // a scalar root
        QCOMPARE(all.at(6).range.begin, 4);
        QCOMPARE(all.at(7).chunk, 1); // the thought
        QCOMPARE(all.at(8).chunk, 2); // the code
        QCOMPARE(all.at(8).range.begin, 7);
    }

    void jsonOrdinalsAgreeWithTheTreeModel()
    {
        // A card finds a match again by its ordinal in the JsonTreeModel of the same value.
        const auto c = sample();
        const QVector<ConversationMatch> matches
            = ConversationMatches::matchMessage(*c, 1, query(u"order"_s));
        JsonTreeModel tree;
        QAbstractItemModelTester tester(
            &tree, QAbstractItemModelTester::FailureReportingMode::Fatal);
        tree.setJson(c->messages.at(1).chunks.at(0).json.json);
        tree.setFindQuery(query(u"order"_s));
        QCOMPARE(tree.matchCount(), matches.size());
        for (const ConversationMatch &m : matches) {
            const QModelIndex cell = tree.matchIndex(m.ordinal);
            QVERIFY(cell.isValid());
            QCOMPARE(cell.data(JsonTreeModel::PathRole).toString(), m.path);
            QCOMPARE(cell.column(),
                m.inKey ? int(JsonTreeModel::KeyColumn) : int(JsonTreeModel::ValueColumn));
            const auto ranges
                = cell.data(JsonTreeModel::MatchRangesRole).value<QVector<Utf16Range>>();
            QVERIFY(ranges.contains(m.range));
        }
        tree.setCurrentMatch(matches.last().ordinal);
        const QModelIndex current = tree.matchIndex(matches.last().ordinal);
        QCOMPARE(current.data(JsonTreeModel::CurrentMatchRole).toInt(), 0);
        QCOMPARE(tree.matchIndex(0).data(JsonTreeModel::CurrentMatchRole).toInt(), -1);
        tree.setFindQuery(FindQuery {});
        QCOMPARE(tree.matchCount(), 0);
        QVERIFY(!current.data(JsonTreeModel::MatchRangesRole).isValid());
    }

    void modelRowsAndSwitches()
    {
        ConversationMatches model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        const auto c = sample();
        QSignalSpy completed(&model, &ConversationMatches::completed);
        model.setSearch(c, query(u"order"_s));
        QVERIFY(model.waitForComplete(10000));
        QCOMPARE(model.rowCount(), 9);
        QCOMPARE(completed.size(), 1);
        const QModelIndex first = model.index(0);
        QCOMPARE(first.data(ConversationMatches::MessageRole).toInt(), 0);
        QCOMPARE(first.data(ConversationMatches::WhereRole).toString(), u"text"_s);
        QCOMPARE(first.data(ConversationMatches::BeginRole).toInt(), 12);
        QVERIFY(first.data().toString().contains(u"Order A-17"_s));
        QCOMPARE(
            model.index(4).data(ConversationMatches::PathRole).toString(), u"options.tags[0]"_s);
        QCOMPARE(model.index(4).data().toString(), u"options.tags[0]"_s);

        // Case, whole word and regular expression change the count.
        model.setSearch(c, query(u"order"_s, true));
        QVERIFY(model.waitForComplete(10000));
        QCOMPARE(model.count(), 7); // not "Order", not "ORDER"
        model.setSearch(c, query(u"order"_s, false, true));
        QVERIFY(model.waitForComplete(10000));
        QCOMPARE(model.count(), 8); // not inside include_order_history ('_' is a word character)
        model.setSearch(c, query(u"or[a-z]+r"_s, false, false, true));
        QVERIFY(model.waitForComplete(10000));
        QCOMPARE(model.count(), 9);
        model.setSearch(c, query(u"A-\\d+"_s, true, false, true));
        QVERIFY(model.waitForComplete(10000));
        QCOMPARE(model.count(), 2); // the text and the args value

        // An invalid pattern finds nothing and is complete at once.
        model.setSearch(c, query(u"(order"_s, false, false, true));
        QVERIFY(model.isComplete());
        QCOMPARE(model.count(), 0);
        model.clear();
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(model.isComplete());
    }

    void navigationHelpers()
    {
        ConversationMatches model;
        model.setSearch(sample(), query(u"order"_s));
        QVERIFY(model.waitForComplete(10000));
        QCOMPARE(model.firstAtOrAfter(0), 0);
        QCOMPARE(model.firstAtOrAfter(1), 2);
        QCOMPARE(model.firstAtOrAfter(2, 1), 7);
        QCOMPARE(model.firstAtOrAfter(3), 9);
        QCOMPARE(model.matchesOf(1), qMakePair(2, 5));
        QCOMPARE(model.matchesOf(2, 0), qMakePair(5, 7));
    }

    void japaneseFixture()
    {
        Document document;
        document.openFile(QStringLiteral(INSPECTOR_TEST_DATA "/adk_session_grounded_ja.json"));
        QVERIFY(document.waitForLoaded(10000));
        const std::shared_ptr<const Conversation> c = document.conversation(0);
        QVERIFY(c);
        ConversationMatches model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.setSearch(c, query(u"京都"_s));
        QVERIFY(model.waitForComplete(10000));
        QVERIFY(model.count() >= 4);
        // The user's question, the tool call's argument "city", the answer text.
        bool inArgs = false;
        for (int i = 0; i < model.count(); ++i) {
            const ConversationMatch &m = model.at(i);
            const Chunk &chunk = c->messages.at(m.message).chunks.at(m.chunk);
            if (chunk.kind == ChunkKind::ToolCall && m.path == u"city"_s && !m.inKey)
                inArgs = true;
            if (m.where == ConversationMatch::Where::Text)
                QCOMPARE(chunk.text.mid(m.range.begin, m.range.length()), u"京都"_s);
        }
        QVERIFY(inArgs);
        QCOMPARE(model.at(0).message, 0);
        // Whole word: 京都 next to other CJK letters is not a word of its own.
        FindQuery word = query(u"京都"_s, false, true);
        model.setSearch(c, word);
        QVERIFY(model.waitForComplete(10000));
        QVERIFY(model.count() >= 1); // the args value "京都" alone
        QVERIFY(model.count() < 4);
    }

    void hugeConversationInSlices()
    {
        // 100,000 messages: the matches arrive in several slices, each a bounded insertion (the
        // GUI thread's work per slice; its time is measured in bench/), and a new search cancels
        // the running one.
        auto c = std::make_shared<Conversation>();
        c->messages.resize(100000);
        for (int i = 0; i < c->messages.size(); ++i) {
            Message &m = c->messages[i];
            m.role = i % 2 ? u"agent"_s : u"user"_s;
            m.chunks
                = {textChunk(u"Message %1 asks about the weather in Kyoto and Osaka."_s.arg(i))};
            if (i % 10 == 0)
                m.chunks.append(jsonChunk(
                    ChunkKind::ToolCall, u"{\"city\":\"Kyoto\",\"n\":%1}"_s.arg(i).toUtf8()));
        }
        // (No QAbstractItemModelTester here: it walks every row after each insertion.)
        ConversationMatches model;
        QSignalSpy progress(&model, &ConversationMatches::progress);
        int largest = 0;
        connect(&model, &QAbstractItemModel::rowsInserted, this,
            [&](const QModelIndex &, int first, int last) {
                largest = qMax(largest, last - first + 1);
            });

        model.setSearch(c, query(u"osaka"_s));
        model.setSearch(c, query(u"kyoto"_s)); // cancels "osaka"
        QVERIFY(model.waitForComplete(60000));
        QCOMPARE(model.count(), 110000);
        QVERIFY2(progress.size() > 1, "the count grows in several steps");
        // A message has at most two matches (its text, its tool call's city).
        QVERIFY2(largest <= ConversationMatches::kSliceMatches + 2,
            qPrintable(u"a slice inserted %1 rows"_s.arg(largest)));
        for (int i = 1; i < model.count(); i += 997) {
            const ConversationMatch &a = model.at(i - 1);
            const ConversationMatch &b = model.at(i);
            QVERIFY(a.message < b.message || (a.message == b.message && a.chunk <= b.chunk));
        }
        QCOMPARE(model.at(1).where, ConversationMatch::Where::Json);
        QCOMPARE(model.at(1).path, u"city"_s);
    }
};

QTEST_GUILESS_MAIN(TstConversationMatches)
#include "tst_conversation_matches.moc"
